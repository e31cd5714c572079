import { screen, within } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/renderWithProviders.tsx';
import type { NavBarTestQuery } from './__generated__/NavBarTestQuery.graphql.ts';
import { NavBar } from './NavBar.tsx';

const items = [
  { id: 'm1', type: 'SECTION', title: 'Home', section: 'home', view: null, url: null, iconUrl: '/images/icon/home.svg' },
  { id: 'm2', type: 'SECTION', title: 'Browse', section: 'browse', view: null, url: null, iconUrl: null },
  { id: 'm3', type: 'SECTION', title: 'Boxing', section: 'boxing', view: null, url: null, iconUrl: null },
  { id: 'm4', type: 'SECTION', title: 'Schedule', section: 'schedule', view: null, url: null, iconUrl: null },
  { id: 'm5', type: 'LINK', title: 'Shop', section: null, view: null, url: 'https://shop.example.com', iconUrl: null },
  { id: 'm6', type: 'VIEW', title: 'Preferences', section: null, view: 'preferences', url: null, iconUrl: null },
  { id: 'm7', type: 'VIEW', title: 'Log out', section: null, view: 'logout', url: null, iconUrl: null },
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

function renderNavBar({ role, hasLive, pathname = '/' }: { role: string; hasLive: boolean; pathname?: string }) {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((operation) =>
    MockPayloadGenerator.generate(operation, {
      Realm: () => ({
        title: 'Ringside',
        logoUrl: '/images/realm/ringside/logo.svg',
        settings: { hasLive, allowSelfRegistration: true },
        menu: { layout: 'TOP', items },
        languages: [
          { code: 'en', name: 'English' },
          { code: 'pt', name: 'Português' },
        ],
      }),
      Viewer: () => ({ role }),
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
    expect(within(menu).getByRole('link', { name: 'Schedule' }).getAttribute('href')).toBe('/section/schedule');

    const shop = within(menu).getByRole('link', { name: 'Shop' });
    expect(shop.getAttribute('href')).toBe('https://shop.example.com');
    expect(shop.getAttribute('target')).toBe('_blank');
  });

  it('hides account entries from guests and offers them a sign-in button', () => {
    renderNavBar({ role: 'GUEST', hasLive: true });

    expect(screen.queryByRole('link', { name: 'Preferences' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Log out' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
  });

  it('shows a signed-in customer their account entries, preferences going to the account page', () => {
    renderNavBar({ role: 'CUSTOMER', hasLive: true });

    expect(screen.getByRole('link', { name: 'Preferences' }).getAttribute('href')).toBe('/account?section=preferences');
    expect(screen.getByRole('link', { name: 'Log out' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
  });

  it('hides the schedule on a realm without live events', () => {
    renderNavBar({ role: 'GUEST', hasLive: false });

    expect(screen.queryByRole('link', { name: 'Schedule' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Boxing' })).toBeTruthy();
  });

  it("carries the realm's logo, title and languages", () => {
    renderNavBar({ role: 'GUEST', hasLive: true });

    expect(screen.getByText('Ringside')).toBeTruthy();
    const picker = screen.getByRole('combobox', { name: 'Language' });
    expect(within(picker).getAllByRole('option').map((option) => option.textContent)).toEqual(['English', 'Português']);
  });
});
