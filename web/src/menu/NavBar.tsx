import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useRouter } from 'found';
import { useEffect, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { pathTo } from '../system/routePaths.ts';
import type { SupportedLocale } from '../system/i18n.ts';
import type { NavBar_realm$key } from './__generated__/NavBar_realm.graphql.ts';
import type { NavBar_viewer$key } from './__generated__/NavBar_viewer.graphql.ts';
import { LanguagePicker } from './LanguagePicker.tsx';
import { type MenuEntry, menuEntries } from './menuEntries.ts';
import './NavBar.css';

const realmFragment = graphql`
  fragment NavBar_realm on Realm {
    title
    logoUrl
    settings {
      hasLive
      allowSelfRegistration
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
  }
`;

const viewerFragment = graphql`
  fragment NavBar_viewer on Viewer {
    role
  }
`;

/** Spec §9: below 1025px the menu collapses behind a hamburger. */
export const MOBILE_QUERY = '(max-width: 1024px)';
/** Spec §9: the main menu scrolls at 5 or more items. */
const SCROLLABLE_AT = 5;

function isCurrent(entry: MenuEntry, pathname: string): boolean {
  if (entry.target.kind !== 'route') return false;
  const path = entry.target.path;
  return path === '/' ? pathname === '/' : pathname === path || pathname.startsWith(`${path}/`);
}

function MenuLink({ entry, current, onNavigate }: { entry: MenuEntry; current: boolean; onNavigate: () => void }) {
  const content = (
    <>
      {entry.iconUrl ? <img className="rs-nav__icon" src={entry.iconUrl} alt="" aria-hidden="true" /> : null}
      <span>{entry.title}</span>
    </>
  );
  if (entry.target.kind === 'external') {
    return (
      <a
        className="rs-nav__link"
        href={entry.target.href}
        {...(entry.target.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
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
      onClick={onNavigate}
    >
      {content}
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
  const { role } = useFragment(viewerFragment, viewer);
  const { match } = useRouter();
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const navRef = useRef<HTMLElement>(null);

  const pathname = match?.location.pathname ?? '/';
  const { main, utilities } = menuEntries(data.menu.items, { role, hasLive: data.settings.hasLive });
  const layout = data.menu.layout.toLowerCase().replace('_', '-');
  const signedIn = role === 'CUSTOMER' || role === 'ADMIN';

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
          <img className="rs-nav__logo" src={data.logoUrl} alt="" aria-hidden="true" />
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
        </nav>
        <div className="rs-nav__utilities">
          {utilities.map((entry) => (
            <MenuLink key={entry.id} entry={entry} current={false} onNavigate={close} />
          ))}
          <LanguagePicker realm={data} locale={locale} onChange={onLocaleChange} />
          {signedIn ? null : (
            <Link to={pathTo('LOGIN')} className="rs-button rs-button--primary rs-nav__signin">
              <Trans>Sign in</Trans>
            </Link>
          )}
        </div>
      </div>
    </header>
  );
}
