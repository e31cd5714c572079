import { fireEvent, screen, within } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/renderWithProviders.tsx';
import type { NavBarTestQuery } from './__generated__/NavBarTestQuery.graphql.ts';
import { NavBar } from './NavBar.tsx';

interface TestMenuItem {
  id: string;
  type: string;
  title: string;
  section: string | null;
  view: string | null;
  url: string | null;
  plugin?: string | null;
  iconUrl: string | null;
  items?: TestMenuItem[];
}

const items: TestMenuItem[] = [
  { id: 'm1', type: 'SECTION', title: 'Home', section: 'home', view: null, url: null, iconUrl: '/images/icon/home.svg' },
  { id: 'm2', type: 'SECTION', title: 'Browse', section: 'browse', view: null, url: null, iconUrl: null },
  { id: 'm3', type: 'SECTION', title: 'Boxing', section: 'boxing', view: null, url: null, iconUrl: null },
  { id: 'm4', type: 'SECTION', title: 'Schedule', section: 'schedule', view: null, url: null, iconUrl: null },
  { id: 'm5', type: 'LINK', title: 'Shop', section: null, view: null, url: 'https://shop.example.com', iconUrl: null },
  { id: 'm6', type: 'VIEW', title: 'Preferences', section: null, view: 'preferences', url: null, iconUrl: null },
  { id: 'm7', type: 'VIEW', title: 'Log out', section: null, view: 'logout', url: null, iconUrl: null },
  { id: 'm8', type: 'VIEW', title: 'Live now', section: null, view: 'livenow', url: null, iconUrl: null },
].map((item) => ({ plugin: null, items: [], ...item }));

const folderItems: TestMenuItem[] = [
  items[0]!,
  {
    id: 'f1',
    type: 'FOLDER',
    title: 'More to watch',
    section: null,
    view: null,
    url: null,
    plugin: null,
    iconUrl: null,
    items: [items[2]!, items[4]!],
  },
  { id: 'p1', type: 'PLUGIN', title: 'Privacy choices', section: null, view: null, url: null, plugin: 'consent', iconUrl: null, items: [] },
];

function TestNavBar() {
  const data = useLazyLoadQuery<NavBarTestQuery>(
    graphql`
      query NavBarTestQuery @relay_test_operation {
        realm {
          ...NavBar_realm
        }
        viewer {
          ...NavBar_viewer
        }
      }
    `,
    {},
  );
  return <NavBar realm={data.realm} viewer={data.viewer} locale="en" onLocaleChange={vi.fn()} />;
}

function renderNavBar({
  role,
  hasLive = true,
  scheduleSection = 'ENABLED',
  pathname = '/',
  allowSelfRegistration = true,
  isChildProfile = false,
  layout = 'TOP',
  menuItems = items,
}: {
  layout?: string;
  menuItems?: TestMenuItem[];
  role: string;
  hasLive?: boolean;
  scheduleSection?: 'ENABLED' | 'DISABLED';
  pathname?: string;
  allowSelfRegistration?: boolean;
  isChildProfile?: boolean;
}) {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((operation) =>
    MockPayloadGenerator.generate(operation, {
      Realm: () => ({
        title: 'Ringside',
        logoUrl: '/images/realm/ringside/logo.svg',
        settings: { hasLive, scheduleSection, allowSelfRegistration },
        // The bar reads the menu under an alias (its fragment takes the admin preview's argument).
        navigationMenu: { layout, items: menuItems },
        languages: [
          { code: 'en', name: 'English' },
          { code: 'pt', name: 'Português' },
        ],
      }),
      Viewer: () => ({ role, isChildProfile }),
    }),
  );
  return renderWithProviders(<TestNavBar />, { environment, pathname });
}

describe('the navigation bar', () => {
  it("shows a guest the realm's sections and links, with sections on their own routes", () => {
    renderNavBar({ role: 'GUEST', hasLive: true, pathname: '/browse' });
    const menu = screen.getByRole('navigation', { name: 'Main' });

    expect(within(menu).getByRole('link', { name: 'Home' })).toHaveProperty('pathname', '/');
    expect(within(menu).getByRole('link', { name: 'Browse' }).getAttribute('href')).toBe('/browse');
    expect(within(menu).getByRole('link', { name: 'Browse' }).getAttribute('aria-current')).toBe('page');
    expect(within(menu).getByRole('link', { name: 'Boxing' }).getAttribute('href')).toBe('/section/boxing');
    expect(within(menu).getByRole('link', { name: 'Schedule' }).getAttribute('href')).toBe('/schedule');

    const shop = within(menu).getByRole('link', { name: 'Shop' });
    expect(shop.getAttribute('href')).toBe('https://shop.example.com');
    expect(shop.getAttribute('target')).toBe('_blank');
  });

  it('hides account entries from guests and offers them sign-in and sign-up buttons', () => {
    renderNavBar({ role: 'GUEST' });

    expect(screen.queryByRole('link', { name: 'Preferences' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Log out' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Live now/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Account' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Sign out' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/signup');
  });

  it('offers a guest no sign-up where the realm does not allow self-registration', () => {
    renderNavBar({ role: 'GUEST', allowSelfRegistration: false });

    expect(screen.getByRole('link', { name: 'Sign in' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Sign up' })).toBeNull();
  });

  it('offers a visitor of a members-only realm sign-in and sign-up, and nothing of an account', () => {
    renderNavBar({ role: 'UNAUTHENTICATED' });

    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/signup');
    expect(screen.queryByRole('link', { name: 'Account' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Preferences' })).toBeNull();
  });

  it('shows a signed-in customer their account, preferences (on the account page) and sign-out', () => {
    renderNavBar({ role: 'CUSTOMER' });

    expect(screen.getByRole('link', { name: 'Account' }).getAttribute('href')).toBe('/account');
    expect(screen.getByRole('link', { name: 'Preferences' }).getAttribute('href')).toBe('/account?section=preferences');
    expect(screen.getByRole('link', { name: 'Sign out' }).getAttribute('href')).toBe('/logout');
    // The realm's own logout view would repeat the sign-out button.
    expect(screen.queryByRole('link', { name: 'Log out' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Sign up' })).toBeNull();
  });

  it('shows an admin the same account entries as a customer', () => {
    renderNavBar({ role: 'ADMIN' });

    expect(screen.getByRole('link', { name: 'Account' }).getAttribute('href')).toBe('/account');
    expect(screen.getByRole('link', { name: 'Preferences' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign out' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
  });

  it('shows a child profile neither account nor preferences, but still a way to sign out', () => {
    renderNavBar({ role: 'CUSTOMER', isChildProfile: true });

    expect(screen.queryByRole('link', { name: 'Account' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Preferences' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign out' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Home' })).toBeTruthy();
  });

  it('marks the account link as the current page on the account page', () => {
    renderNavBar({ role: 'CUSTOMER', pathname: '/account' });

    expect(screen.getByRole('link', { name: 'Account' }).getAttribute('aria-current')).toBe('page');
  });

  it('shows an account holder the live-now counter, where the realm has live events', () => {
    renderNavBar({ role: 'CUSTOMER' });
    expect(screen.getByRole('button', { name: /Live now/ })).toBeTruthy();
  });

  it('shows no live-now counter on a realm without live events', () => {
    renderNavBar({ role: 'CUSTOMER', hasLive: false });
    expect(screen.queryByRole('button', { name: /Live now/ })).toBeNull();
  });

  it('hides the schedule on a realm without live events', () => {
    renderNavBar({ role: 'GUEST', hasLive: false });

    expect(screen.queryByRole('link', { name: 'Schedule' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Boxing' })).toBeTruthy();
  });

  it('hides the schedule where the realm has turned its schedule section off', () => {
    renderNavBar({ role: 'GUEST', hasLive: true, scheduleSection: 'DISABLED' });

    expect(screen.queryByRole('link', { name: 'Schedule' })).toBeNull();
  });

  it("carries the realm's logo, title and languages", () => {
    renderNavBar({ role: 'GUEST', hasLive: true });

    expect(screen.getByText('Ringside')).toBeTruthy();
    const picker = screen.getByRole('combobox', { name: 'Language' });
    expect(within(picker).getAllByRole('option').map((option) => option.textContent)).toEqual(['English', 'Português']);
  });

  it('opens a folder of the FOLDER layout as a list of its entries, and closes it on Escape', () => {
    renderNavBar({ role: 'GUEST', layout: 'FOLDER', menuItems: folderItems });
    const folder = screen.getByRole('button', { name: 'More to watch' });
    const list = document.getElementById(folder.getAttribute('aria-controls')!)!;
    expect(folder.getAttribute('aria-expanded')).toBe('false');
    expect(list.hidden).toBe(true);

    fireEvent.click(folder);
    expect(folder.getAttribute('aria-expanded')).toBe('true');
    expect(within(list).getByRole('link', { name: 'Boxing' }).getAttribute('href')).toBe('/section/boxing');
    expect(within(list).getByRole('link', { name: 'Shop' }).getAttribute('rel')).toContain('noopener');
    expect(list.contains(document.activeElement)).toBe(true);

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(folder.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(folder);
  });

  it("shows a folder's entries in its place in another layout", () => {
    renderNavBar({ role: 'GUEST', layout: 'TOP_LEFT', menuItems: folderItems });
    const menu = screen.getByRole('navigation', { name: 'Main' });
    expect(within(menu).queryByRole('button', { name: 'More to watch' })).toBeNull();
    expect(within(menu).getByRole('link', { name: 'Boxing' })).toBeTruthy();
  });

  it('offers an account holder the consent preferences as a button that opens a dialog, and a guest nothing', () => {
    renderNavBar({ role: 'CUSTOMER', menuItems: folderItems });
    expect(screen.getByRole('button', { name: 'Privacy choices' }).getAttribute('aria-haspopup')).toBe('dialog');
  });

  it('hides the consent preferences from a guest', () => {
    renderNavBar({ role: 'GUEST', menuItems: folderItems });
    expect(screen.queryByRole('button', { name: 'Privacy choices' })).toBeNull();
  });

  it('names the layout on the header and ties the menu button to the menu', () => {
    renderNavBar({ role: 'GUEST', layout: 'HAMBURGER' });
    expect(screen.getByRole('banner').className).toContain('rs-nav--hamburger');
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle.getAttribute('aria-controls')).toBe(screen.getByRole('navigation', { name: 'Main' }).id);

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('navigation', { name: 'Main' }).contains(document.activeElement)).toBe(true);

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });

  describe('on a phone', () => {
    function onAPhone() {
      const original = window.matchMedia;
      window.matchMedia = ((query: string) => ({
        matches: query.includes('max-width'),
        media: query,
        addEventListener: vi.fn(),
        removeEventListener: vi.fn(),
      })) as unknown as typeof window.matchMedia;
      return () => {
        window.matchMedia = original;
      };
    }

    it('keeps sign-in in the bar and puts sign-up in the menu, for a guest', () => {
      const restore = onAPhone();
      try {
        renderNavBar({ role: 'GUEST' });
        const menu = screen.getByRole('navigation', { name: 'Main' });
        expect(within(menu).getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/signup');
        expect(within(menu).queryByRole('link', { name: 'Sign in' })).toBeNull();
        expect(screen.getAllByRole('link', { name: 'Sign in' })).toHaveLength(1);
      } finally {
        restore();
      }
    });

    it('puts a customer’s account, preferences and sign-out in the menu, each once', () => {
      const restore = onAPhone();
      try {
        renderNavBar({ role: 'CUSTOMER' });
        const menu = screen.getByRole('navigation', { name: 'Main' });
        expect(within(menu).getByRole('link', { name: 'Account' }).getAttribute('href')).toBe('/account');
        expect(within(menu).getByRole('link', { name: 'Preferences' })).toBeTruthy();
        expect(within(menu).getByRole('link', { name: 'Sign out' }).getAttribute('href')).toBe('/logout');
        expect(screen.getAllByRole('link', { name: 'Sign out' })).toHaveLength(1);
        expect(screen.getAllByRole('link', { name: 'Account' })).toHaveLength(1);
      } finally {
        restore();
      }
    });
  });
});
