import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useRouter } from 'found';
import {
  type RefObject,
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { useHydrated } from '../system/useHydrated.ts';
import { graphql, useFragment } from 'react-relay';
import { pathTo } from '../system/routePaths.ts';
import type { SupportedLocale } from '../system/i18n.ts';
import type { NavBar_realm$key } from './__generated__/NavBar_realm.graphql.ts';
import type { NavBar_viewer$key } from './__generated__/NavBar_viewer.graphql.ts';
import { LiveNow } from '../liveEvent/LiveNow.tsx';
import { ProfileSwitcher } from '../profile/ProfileSwitcher.tsx';
import { LanguagePicker } from './LanguagePicker.tsx';
import { isSignedIn, type MenuEntry, type MenuFolder, menuEntries, SEARCH_HASH } from './menuEntries.ts';
import { type NavFit, useNavFit } from './navFit.ts';
import { lazyWithRetry } from '../system/chunkRetryLazy.tsx';
import './NavBar.css';

// The search panel (spec §2 `#search`) is a chunk of its own: most pages never open it.
const SearchOverlay = lazyWithRetry(() => import('../apps/search/SearchOverlay.tsx').then((module) => ({ default: module.SearchOverlay })));
// So are the consent preferences (the consent plugin's entry): opened rarely, by account holders.
const ConsentPreferences = lazyWithRetry(() => import('./ConsentPreferences.tsx').then((module) => ({ default: module.ConsentPreferences })));

const realmFragment = graphql`
  # previewMenu: an admin's preview of the bar with the menu's unpublished items (apps/adminPreview/);
  # aliased, as other fragments on the realm read the published menu without the argument.
  fragment NavBar_realm on Realm @argumentDefinitions(previewMenu: { type: "Boolean", defaultValue: false }) {
    title
    logoUrl
    settings {
      hasLive
      scheduleSection
      allowSelfRegistration
      contentSearchEngine
    }
    navigationMenu: menu(preview: $previewMenu) {
      layout
      items {
        id
        type
        title
        section
        view
        url
        plugin
        iconUrl
        items {
          id
          type
          title
          section
          view
          url
          plugin
          iconUrl
        }
      }
    }
    ...LanguagePicker_realm
    ...LiveNow_realm
  }
`;

const viewerFragment = graphql`
  fragment NavBar_viewer on Viewer {
    role
    isChildProfile
    ...ProfileSwitcher_viewer
  }
`;

/** Spec §9: below 1025px the menu collapses behind a hamburger. */
export const MOBILE_QUERY = '(max-width: 1024px)';
/**
 * A phone's bar holds the logo, the language and one button (sign in, or the
 * profile); the other account entries (sign up, account, sign out, the realm's
 * own views) move into the menu behind the hamburger.
 */
const PHONE_QUERY = '(max-width: 560px)';
/** Spec §9: the menu's resize handler runs at most once per 100 ms. */
const RESIZE_THROTTLE_MS = 100;

function usePhoneLayout(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const phone = window.matchMedia(PHONE_QUERY);
      phone.addEventListener('change', onChange);
      return () => phone.removeEventListener('change', onChange);
    },
    () => typeof window.matchMedia === 'function' && window.matchMedia(PHONE_QUERY).matches,
    () => false,
  );
}

function isMobile(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(MOBILE_QUERY).matches;
}

/**
 * Spec §2/§9: an open menu closes when the window is resized across the mobile
 * breakpoint; the resize handler is throttled to 100 ms (first and last event).
 */
function useCloseOnBreakpointCross(active: boolean, close: () => void) {
  useEffect(() => {
    if (!active) return undefined;
    let mobile = isMobile();
    let timer: ReturnType<typeof setTimeout> | null = null;
    let pending = false;
    const check = () => {
      const now = isMobile();
      if (now !== mobile) {
        mobile = now;
        close();
      }
    };
    const onResize = () => {
      if (timer) {
        pending = true;
        return;
      }
      check();
      timer = setTimeout(function settle() {
        timer = null;
        if (pending) {
          pending = false;
          check();
        }
      }, RESIZE_THROTTLE_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
      if (timer) clearTimeout(timer);
    };
  }, [active, close]);
}

/** Spec §9: the main menu scrolls at 5 or more items. */
const SCROLLABLE_AT = 5;

function isCurrent(entry: MenuEntry, pathname: string): boolean {
  if (entry.target.kind !== 'route') return false;
  const path = entry.target.path;
  return path === '/' ? pathname === '/' : pathname === path || pathname.startsWith(`${path}/`);
}

function EntryContent({ entry }: { entry: MenuEntry | MenuFolder }) {
  return (
    <>
      {entry.iconUrl ? <img className="rs-nav__icon" src={entry.iconUrl} alt="" aria-hidden="true" width={18} height={18} /> : null}
      <span className="rs-nav__label">{entry.title}</span>
    </>
  );
}

function MenuLink({
  entry,
  current,
  onNavigate,
  onConsent,
  tooltip = false,
}: {
  entry: MenuEntry;
  current: boolean;
  onNavigate: () => void;
  onConsent: () => void;
  /** A utility of the bar, which may shrink to its icon: its title then shows on hover and focus. */
  tooltip?: boolean;
}) {
  const tip = tooltip && entry.iconUrl ? { 'data-tooltip': entry.title } : {};
  switch (entry.target.kind) {
    case 'overlay':
      return <OverlayLink entry={entry} hash={entry.target.hash} onNavigate={onNavigate} tip={tip} />;
    case 'consent':
      // Spec §2: the consent plugin's entry opens the consent preferences instead of navigating.
      return (
        <button
          type="button"
          className="rs-nav__link"
          aria-haspopup="dialog"
          {...tip}
          onClick={() => {
            onNavigate();
            onConsent();
          }}
        >
          <EntryContent entry={entry} />
        </button>
      );
    case 'external':
      return (
        <a
          className="rs-nav__link"
          href={entry.target.href}
          // Spec §2: an outbound link opens in a new tab, which gets no hold on this one.
          {...(entry.target.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          {...tip}
          onClick={onNavigate}
        >
          <EntryContent entry={entry} />
        </a>
      );
    case 'route':
      return (
        <Link
          className={current ? 'rs-nav__link rs-nav__link--current' : 'rs-nav__link'}
          to={entry.target.path}
          aria-current={current ? 'page' : undefined}
          {...tip}
          onClick={onNavigate}
        >
          <EntryContent entry={entry} />
        </Link>
      );
  }
}

/** Opens a panel over the current page by adding its marker to the location (Back closes it). */
function OverlayLink({
  entry,
  hash,
  onNavigate,
  tip,
}: {
  entry: MenuEntry;
  hash: string;
  onNavigate: () => void;
  tip: { 'data-tooltip'?: string };
}) {
  const { match } = useRouter();
  const { pathname, search } = match.location;
  // The server never sees the address's #marker: a hydrated page opens its panel after the first render.
  const open = useHydrated() && match.location.hash === hash;
  return (
    <Link className="rs-nav__link" to={{ pathname, search, hash }} aria-haspopup="dialog" aria-expanded={open} {...tip} onClick={onNavigate}>
      <EntryContent entry={entry} />
    </Link>
  );
}

/** The first link or button inside `container` that a keyboard can reach. */
function firstFocusable(container: HTMLElement | null): HTMLElement | null {
  return container?.querySelector<HTMLElement>('a[href], button:not([disabled]), select') ?? null;
}

/** The list item of the folder with this id, in the header. */
function folderElement(header: HTMLElement | null, id: string | null): HTMLElement | null {
  if (!header || id === null) return null;
  return [...header.querySelectorAll<HTMLElement>('[data-folder-id]')].find((element) => element.dataset.folderId === id) ?? null;
}

/**
 * A FOLDER item of the FOLDER layout (spec §2 "folder"): a button that opens
 * its entries, as a dropdown under the bar (at most 300 px high, spec §9; it
 * scrolls inside) or as a group that expands in the mobile menu.
 */
function FolderItem({
  folder,
  open,
  onToggle,
  headerRef,
  pathname,
  onNavigate,
  onConsent,
}: {
  folder: MenuFolder;
  open: boolean;
  onToggle: () => void;
  headerRef: RefObject<HTMLElement | null>;
  pathname: string;
  onNavigate: () => void;
  onConsent: () => void;
}) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const listId = `rs-menu-folder-${folder.id.replace(/[^\w-]/g, '')}`;
  const holdsCurrent = folder.entries.some((entry) => isCurrent(entry, pathname));

  // Under the bar, the dropdown hangs from the header (so the menu's sideways
  // scrolling does not clip it), below its button and inside the window.
  useLayoutEffect(() => {
    const list = listRef.current;
    const button = buttonRef.current;
    const header = headerRef.current;
    if (!open || !list || !button || !header) return;
    const headerBox = header.getBoundingClientRect();
    const buttonBox = button.getBoundingClientRect();
    const room = document.documentElement.clientWidth - 8 - list.offsetWidth;
    list.style.left = `${Math.max(8, Math.min(buttonBox.left, room)) - headerBox.left}px`;
    list.style.top = `${buttonBox.bottom - headerBox.top + 6}px`;
    firstFocusable(list)?.focus();
  }, [open, headerRef]);

  return (
    <li className={`rs-nav__folder${open ? ' rs-nav__folder--open' : ''}`} data-folder-id={folder.id}>
      <button
        type="button"
        ref={buttonRef}
        className={`rs-nav__link rs-nav__folder-toggle${holdsCurrent ? ' rs-nav__link--current' : ''}`}
        aria-expanded={open}
        aria-controls={listId}
        onClick={onToggle}
      >
        <EntryContent entry={folder} />
        <svg className="rs-nav__chevron" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
          <path fill="currentColor" d="M7.4 8.6 12 13.2l4.6-4.6L18 10l-6 6-6-6z" />
        </svg>
      </button>
      <ul id={listId} ref={listRef} className="rs-nav__dropdown" hidden={!open}>
        {folder.entries.map((entry) => (
          <li key={entry.id}>
            <MenuLink entry={entry} current={isCurrent(entry, pathname)} onNavigate={onNavigate} onConsent={onConsent} />
          </li>
        ))}
      </ul>
    </li>
  );
}

export function NavBar({
  realm,
  viewer,
  locale,
  onLocaleChange,
}: {
  realm: NavBar_realm$key;
  viewer: NavBar_viewer$key;
  locale: SupportedLocale;
  onLocaleChange: (locale: SupportedLocale) => void;
}) {
  const data = useFragment(realmFragment, realm);
  const viewerData = useFragment(viewerFragment, viewer);
  const { role, isChildProfile } = viewerData;
  const { match } = useRouter();
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [openFolder, setOpenFolder] = useState<string | null>(null);
  const [consentOpen, setConsentOpen] = useState(false);
  const navRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLElement>(null);

  const pathname = match?.location.pathname ?? '/';
  const layoutName = data.navigationMenu.layout;
  const { main, utilities, liveNow } = menuEntries(data.navigationMenu.items, {
    role,
    hasLive: data.settings.hasLive,
    scheduleSectionEnabled: data.settings.scheduleSection === 'ENABLED',
    isChildProfile,
    vesperSearch: data.settings.contentSearchEngine === 'VESPER',
    layout: layoutName,
  });
  // Opened by the address's #search, which the server never sees: not before the page is hydrated.
  const hydrated = useHydrated();
  const searchOverlayOpen = hydrated && match?.location.hash === SEARCH_HASH && data.settings.contentSearchEngine !== 'VESPER';
  const layout = layoutName.toLowerCase().replace('_', '-');
  const signedIn = isSignedIn(role);
  const phone = usePhoneLayout();
  const onAccount = pathname === pathTo('ACCOUNT');

  const closeAll = useCallback(() => {
    setOpen(false);
    setOpenFolder(null);
  }, []);

  // Spec §2: the menu closes on a resize across the breakpoint, on a click
  // outside it and (for keyboards) on Escape, which hands focus back to the
  // button that opened it.
  useCloseOnBreakpointCross(open || openFolder !== null, closeAll);
  // A layout effect: the listeners are in place in the same commit that shows the
  // menu open, so a press that follows at once (a quick viewer, a test) is not missed.
  useLayoutEffect(() => {
    if (!open && openFolder === null) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!navRef.current?.contains(target)) {
        closeAll();
        return;
      }
      const folder = folderElement(navRef.current, openFolder);
      if (folder && !folder.contains(target)) setOpenFolder(null);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const header = navRef.current;
      if (openFolder !== null) {
        setOpenFolder(null);
        folderElement(header, openFolder)?.querySelector<HTMLElement>(':scope > button')?.focus();
        return;
      }
      const focusWasInside = header?.contains(document.activeElement) ?? false;
      setOpen(false);
      if (focusWasInside) toggleRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, openFolder, closeAll]);

  // An opened menu panel takes the focus to its first entry.
  const focusPanel = useRef(false);
  useLayoutEffect(() => {
    if (open && focusPanel.current) firstFocusable(menuRef.current)?.focus();
    focusPanel.current = false;
  }, [open]);

  // The bar gives way step by step where its labels do not fit (navFit.ts); an
  // open hamburger menu closes when the bar has room for the sections again.
  const onFitStep = useCallback(
    (step: NavFit) => {
      if (step !== 'menu' && !isMobile() && layoutName !== 'HAMBURGER') setOpen(false);
      setOpenFolder(null);
    },
    [layoutName],
  );
  const fitKey = [locale, role, isChildProfile, phone, layoutName, ...[...main, ...utilities].map((entry) => entry.title)].join('|');
  useNavFit(navRef, fitKey, onFitStep);

  const openConsent = useCallback(() => setConsentOpen(true), []);

  return (
    // `data-fit` is the bar's own from the first layout effect on (navFit.ts); the markup's
    // value is what a page rendered on the server shows before (or without) scripts:
    // icons for the utilities, which fits most bars at desktop widths.
    <header className={`rs-nav rs-nav--${layout}${open ? ' rs-nav--open' : ''}`} ref={navRef} data-fit="compact">
      <div className="rs-nav__bar">
        <button
          type="button"
          ref={toggleRef}
          className="rs-nav__toggle"
          aria-expanded={open}
          aria-controls="rs-main-menu"
          aria-label={open ? t`Close menu` : t`Open menu`}
          onClick={() => {
            focusPanel.current = !open;
            setOpen((value) => !value);
            setOpenFolder(null);
          }}
        >
          <span className="rs-nav__toggle-bars" aria-hidden="true" />
        </button>
        <Link to={pathTo('HOME')} className="rs-nav__brand" onClick={closeAll}>
          {/* The realm logo is its wordmark, so the title is only for screen readers. */}
          {/* Square until it loads (demo logos are): the title beside it does not move. */}
          <img className="rs-nav__logo" src={data.logoUrl} alt="" aria-hidden="true" width={34} height={34} />
          <span className="rs-visually-hidden">{data.title}</span>
        </Link>
        <nav
          id="rs-main-menu"
          ref={menuRef}
          className={`rs-nav__menu${main.length >= SCROLLABLE_AT ? ' rs-nav__menu--scrollable' : ''}`}
          aria-label={t`Main`}
          // A dropdown hangs below its folder's button: it closes when the row scrolls away under it.
          onScroll={openFolder !== null ? () => setOpenFolder(null) : undefined}
        >
          <ul className="rs-nav__items">
            {main.map((node) =>
              node.kind === 'folder' ? (
                <FolderItem
                  key={node.id}
                  folder={node}
                  open={openFolder === node.id}
                  onToggle={() => setOpenFolder((current) => (current === node.id ? null : node.id))}
                  headerRef={navRef}
                  pathname={pathname}
                  onNavigate={closeAll}
                  onConsent={openConsent}
                />
              ) : (
                <li key={node.id}>
                  <MenuLink entry={node} current={isCurrent(node, pathname)} onNavigate={closeAll} onConsent={openConsent} />
                </li>
              ),
            )}
          </ul>
          {phone ? (
            <ul className="rs-nav__items rs-nav__items--account">
              {utilities.map((entry) => (
                <li key={entry.id}>
                  <MenuLink entry={entry} current={false} onNavigate={closeAll} onConsent={openConsent} />
                </li>
              ))}
              {signedIn && !isChildProfile ? (
                <li>
                  <Link
                    to={pathTo('ACCOUNT')}
                    className={`rs-nav__link${onAccount ? ' rs-nav__link--current' : ''}`}
                    aria-current={onAccount ? 'page' : undefined}
                    onClick={closeAll}
                  >
                    <Trans>Account</Trans>
                  </Link>
                </li>
              ) : null}
              {!signedIn && data.settings.allowSelfRegistration ? (
                <li>
                  <Link to={pathTo('SIGNUP')} className="rs-nav__link" onClick={closeAll}>
                    <Trans>Sign up</Trans>
                  </Link>
                </li>
              ) : null}
              {signedIn ? (
                <li>
                  <Link to={pathTo('LOGOUT')} className="rs-nav__link" onClick={closeAll}>
                    <Trans>Sign out</Trans>
                  </Link>
                </li>
              ) : null}
            </ul>
          ) : null}
        </nav>
        <div className="rs-nav__utilities">
          {phone
            ? null
            : utilities.map((entry) => (
                <MenuLink key={entry.id} entry={entry} current={false} onNavigate={closeAll} onConsent={openConsent} tooltip />
              ))}
          {/* Spec §2 top-right `livenow`: only account holders get it (menuEntries), on a phone too. */}
          {liveNow ? <LiveNow realm={data} title={liveNow.title} iconUrl={liveNow.iconUrl} /> : null}
          {searchOverlayOpen ? (
            <Suspense fallback={null}>
              <SearchOverlay />
            </Suspense>
          ) : null}
          <LanguagePicker realm={data} locale={locale} onChange={onLocaleChange} />
          {phone ? (
            // On a phone the other entries are in the menu (above).
            signedIn ? (
              <ProfileSwitcher viewer={viewerData} />
            ) : (
              <Link to={pathTo('LOGIN')} className="rs-button rs-button--primary rs-nav__signin" onClick={closeAll}>
                <Trans>Sign in</Trans>
              </Link>
            )
          ) : signedIn ? (
            // Spec §2 top-right "account": a link to the account page for
            // account holders, never for guests, nor for child profiles (§6).
            <>
              <ProfileSwitcher viewer={viewerData} />
              {isChildProfile ? null : (
                <Link
                  to={pathTo('ACCOUNT')}
                  className={`rs-nav__link rs-nav__account${onAccount ? ' rs-nav__link--current' : ''}`}
                  aria-current={onAccount ? 'page' : undefined}
                  onClick={closeAll}
                >
                  <Trans>Account</Trans>
                </Link>
              )}
              <Link to={pathTo('LOGOUT')} className="rs-button rs-button--secondary rs-nav__signout" onClick={closeAll}>
                <Trans>Sign out</Trans>
              </Link>
            </>
          ) : (
            // Guests and visitors (spec §2: "Guests see sign-in and sign-up buttons").
            <>
              <Link to={pathTo('LOGIN')} className="rs-button rs-button--primary rs-nav__signin" onClick={closeAll}>
                <Trans>Sign in</Trans>
              </Link>
              {data.settings.allowSelfRegistration ? (
                <Link to={pathTo('SIGNUP')} className="rs-button rs-button--secondary rs-nav__signup" onClick={closeAll}>
                  <Trans>Sign up</Trans>
                </Link>
              ) : null}
            </>
          )}
        </div>
      </div>
      {consentOpen ? (
        <Suspense fallback={null}>
          <ConsentPreferences onClose={() => setConsentOpen(false)} />
        </Suspense>
      ) : null}
    </header>
  );
}
