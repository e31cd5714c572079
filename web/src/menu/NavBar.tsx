import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useRouter } from 'found';
import { lazy, Suspense, useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { graphql, useFragment } from 'react-relay';
import { pathTo } from '../system/routePaths.ts';
import type { SupportedLocale } from '../system/i18n.ts';
import type { NavBar_realm$key } from './__generated__/NavBar_realm.graphql.ts';
import type { NavBar_viewer$key } from './__generated__/NavBar_viewer.graphql.ts';
import { LiveNow } from '../liveEvent/LiveNow.tsx';
import { ProfileSwitcher } from '../profile/ProfileSwitcher.tsx';
import { LanguagePicker } from './LanguagePicker.tsx';
import { isSignedIn, type MenuEntry, menuEntries, SEARCH_HASH } from './menuEntries.ts';
import { type NavFit, useNavFit } from './navFit.ts';
import './NavBar.css';

// The search panel (spec §2 `#search`) is a chunk of its own: most pages never open it.
const SearchOverlay = lazy(() => import('../apps/search/SearchOverlay.tsx').then((module) => ({ default: module.SearchOverlay })));

const realmFragment = graphql`
  fragment NavBar_realm on Realm {
    title
    logoUrl
    settings {
      hasLive
      scheduleSection
      allowSelfRegistration
      contentSearchEngine
    }
    menu {
      layout
      items {
        id
        type
        title
        section
        view
        url
        iconUrl
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

/** Spec §9: the main menu scrolls at 5 or more items. */
const SCROLLABLE_AT = 5;

function isCurrent(entry: MenuEntry, pathname: string): boolean {
  if (entry.target.kind !== 'route') return false;
  const path = entry.target.path;
  return path === '/' ? pathname === '/' : pathname === path || pathname.startsWith(`${path}/`);
}

function MenuLink({
  entry,
  current,
  onNavigate,
  tooltip = false,
}: {
  entry: MenuEntry;
  current: boolean;
  onNavigate: () => void;
  /** A utility of the bar, which may shrink to its icon: its title then shows on hover and focus. */
  tooltip?: boolean;
}) {
  const tip = tooltip && entry.iconUrl ? { 'data-tooltip': entry.title } : {};
  const content = (
    <>
      {entry.iconUrl ? <img className="rs-nav__icon" src={entry.iconUrl} alt="" aria-hidden="true" width={18} height={18} /> : null}
      <span>{entry.title}</span>
    </>
  );
  if (entry.target.kind === 'overlay') {
    return <OverlayLink entry={entry} hash={entry.target.hash} onNavigate={onNavigate} tip={tip} />;
  }
  if (entry.target.kind === 'external') {
    return (
      <a
        className="rs-nav__link"
        href={entry.target.href}
        {...(entry.target.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        {...tip}
        onClick={onNavigate}
      >
        {content}
      </a>
    );
  }
  return (
    <Link
      className={current ? 'rs-nav__link rs-nav__link--current' : 'rs-nav__link'}
      to={entry.target.path}
      aria-current={current ? 'page' : undefined}
      {...tip}
      onClick={onNavigate}
    >
      {content}
    </Link>
  );
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
  const open = match.location.hash === hash;
  return (
    <Link
      className="rs-nav__link"
      to={{ pathname, search, hash }}
      aria-haspopup="dialog"
      aria-expanded={open}
      {...tip}
      onClick={onNavigate}
    >
      {entry.iconUrl ? <img className="rs-nav__icon" src={entry.iconUrl} alt="" aria-hidden="true" width={18} height={18} /> : null}
      <span>{entry.title}</span>
    </Link>
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
  const navRef = useRef<HTMLElement>(null);

  const pathname = match?.location.pathname ?? '/';
  const { main, utilities, liveNow } = menuEntries(data.menu.items, {
    role,
    hasLive: data.settings.hasLive,
    scheduleSectionEnabled: data.settings.scheduleSection === 'ENABLED',
    isChildProfile,
    vesperSearch: data.settings.contentSearchEngine === 'VESPER',
  });
  const searchOverlayOpen = match?.location.hash === SEARCH_HASH && data.settings.contentSearchEngine !== 'VESPER';
  const layout = data.menu.layout.toLowerCase().replace('_', '-');
  const signedIn = isSignedIn(role);
  const phone = usePhoneLayout();
  const onAccount = pathname === pathTo('ACCOUNT');

  // Spec §2: the menu closes on a resize across the breakpoint and on a click outside.
  useEffect(() => {
    if (!open) return undefined;
    const mobile = window.matchMedia(MOBILE_QUERY);
    const close = () => setOpen(false);
    const onPointerDown = (event: PointerEvent) => {
      if (navRef.current && !navRef.current.contains(event.target as Node)) close();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    mobile.addEventListener('change', close);
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKey);
    return () => {
      mobile.removeEventListener('change', close);
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const close = () => setOpen(false);

  // The bar gives way step by step where its labels do not fit (navFit.ts); an
  // open hamburger menu closes when the bar has room for the sections again.
  const onFitStep = useCallback((step: NavFit) => {
    if (step !== 'menu' && !window.matchMedia(MOBILE_QUERY).matches) setOpen(false);
  }, []);
  const fitKey = [locale, role, isChildProfile, phone, ...[...main, ...utilities].map((entry) => entry.title)].join('|');
  useNavFit(navRef, fitKey, onFitStep);

  return (
    <header className={`rs-nav rs-nav--${layout}${open ? ' rs-nav--open' : ''}`} ref={navRef}>
      <div className="rs-nav__bar">
        <button
          type="button"
          className="rs-nav__toggle"
          aria-expanded={open}
          aria-controls="rs-main-menu"
          aria-label={open ? t`Close menu` : t`Open menu`}
          onClick={() => setOpen((value) => !value)}
        >
          <span className="rs-nav__toggle-bars" aria-hidden="true" />
        </button>
        <Link to={pathTo('HOME')} className="rs-nav__brand" onClick={close}>
          {/* The realm logo is its wordmark, so the title is only for screen readers. */}
          {/* Square until it loads (demo logos are): the title beside it does not move. */}
          <img className="rs-nav__logo" src={data.logoUrl} alt="" aria-hidden="true" width={34} height={34} />
          <span className="rs-visually-hidden">{data.title}</span>
        </Link>
        <nav
          id="rs-main-menu"
          className={`rs-nav__menu${main.length >= SCROLLABLE_AT ? ' rs-nav__menu--scrollable' : ''}`}
          aria-label={t`Main`}
        >
          <ul className="rs-nav__items">
            {main.map((entry) => (
              <li key={entry.id}>
                <MenuLink entry={entry} current={isCurrent(entry, pathname)} onNavigate={close} />
              </li>
            ))}
          </ul>
          {phone ? (
            <ul className="rs-nav__items rs-nav__items--account">
              {utilities.map((entry) => (
                <li key={entry.id}>
                  <MenuLink entry={entry} current={false} onNavigate={close} />
                </li>
              ))}
              {signedIn && !isChildProfile ? (
                <li>
                  <Link
                    to={pathTo('ACCOUNT')}
                    className={`rs-nav__link${onAccount ? ' rs-nav__link--current' : ''}`}
                    aria-current={onAccount ? 'page' : undefined}
                    onClick={close}
                  >
                    <Trans>Account</Trans>
                  </Link>
                </li>
              ) : null}
              {!signedIn && data.settings.allowSelfRegistration ? (
                <li>
                  <Link to={pathTo('SIGNUP')} className="rs-nav__link" onClick={close}>
                    <Trans>Sign up</Trans>
                  </Link>
                </li>
              ) : null}
              {signedIn ? (
                <li>
                  <Link to={pathTo('LOGOUT')} className="rs-nav__link" onClick={close}>
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
                <MenuLink key={entry.id} entry={entry} current={false} onNavigate={close} tooltip />
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
              <Link to={pathTo('LOGIN')} className="rs-button rs-button--primary rs-nav__signin" onClick={close}>
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
                  onClick={close}
                >
                  <Trans>Account</Trans>
                </Link>
              )}
              <Link to={pathTo('LOGOUT')} className="rs-button rs-button--secondary rs-nav__signout" onClick={close}>
                <Trans>Sign out</Trans>
              </Link>
            </>
          ) : (
            // Guests and visitors (spec §2: "Guests see sign-in and sign-up buttons").
            <>
              <Link to={pathTo('LOGIN')} className="rs-button rs-button--primary rs-nav__signin" onClick={close}>
                <Trans>Sign in</Trans>
              </Link>
              {data.settings.allowSelfRegistration ? (
                <Link to={pathTo('SIGNUP')} className="rs-button rs-button--secondary rs-nav__signup" onClick={close}>
                  <Trans>Sign up</Trans>
                </Link>
              ) : null}
            </>
          )}
        </div>
      </div>
    </header>
  );
}
