import { fireEvent, screen } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { MockPayloadGenerator, createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/renderWithProviders.tsx';
import type { ProfileSwitcherTestQuery } from './__generated__/ProfileSwitcherTestQuery.graphql.ts';
import { ProfileSwitcher } from './ProfileSwitcher.tsx';

function TestSwitcher() {
  const data = useLazyLoadQuery<ProfileSwitcherTestQuery>(
    graphql`
      query ProfileSwitcherTestQuery @relay_test_operation {
        viewer {
          ...ProfileSwitcher_viewer
        }
      }
    `,
    {},
  );
  return <ProfileSwitcher viewer={data.viewer} />;
}

function renderAs(viewer: { isChildProfile: boolean; textScale: number; activeProfile: { name: string; avatar: string } | null }) {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((operation) => MockPayloadGenerator.generate(operation, { Viewer: () => viewer }));
  return renderWithProviders(<TestSwitcher />, { environment, pathname: '/video/7' });
}

describe('the profile switcher in the navigation bar', () => {
  it('shows the adult profile watching and opens the profiles dialog over the current page', () => {
    const { router, unmount } = renderAs({ isChildProfile: false, textScale: 1, activeProfile: { name: 'Sam', avatar: 'RED' } });
    const button = screen.getByRole('button', { name: 'Profile: Sam. Switch profile' });
    expect(button.textContent).toBe('SSam');
    expect(document.documentElement.dataset.profileKind).toBe('adult');

    fireEvent.click(button);
    expect(router.push).toHaveBeenCalledWith({ pathname: '/video/7', search: undefined, hash: '#profiles' });
    unmount();
    expect(document.documentElement.dataset.profileKind).toBeUndefined();
  });

  it('marks a child profile and scales the app\'s text by the realm\'s child font scale', () => {
    const { unmount } = renderAs({ isChildProfile: true, textScale: 1.25, activeProfile: { name: 'Robin', avatar: 'BLUE' } });
    expect(screen.getByRole('button', { name: 'Profile: Robin. Switch profile' }).textContent).toBe('RRobinKids');
    expect(document.documentElement.style.getPropertyValue('--rs-font-scale')).toBe('1.25');
    expect(document.documentElement.dataset.profileKind).toBe('child');
    // Back to normal once the child's session ends (signed out: the switcher goes away).
    unmount();
    expect(document.documentElement.style.getPropertyValue('--rs-font-scale')).toBe('');
  });

  it('shows nothing for an account without a profile', () => {
    renderAs({ isChildProfile: false, textScale: 1, activeProfile: null });
    expect(screen.queryByRole('button')).toBeNull();
  });
});
