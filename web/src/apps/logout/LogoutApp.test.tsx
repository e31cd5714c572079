import { act, fireEvent, screen } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import type { LogoutAppTestQuery } from './__generated__/LogoutAppTestQuery.graphql.ts';
import { destinationAfterSignOut, LogoutApp } from './LogoutApp.tsx';

function TestLogoutPage({ reason, onSignedOut }: { reason: string | null; onSignedOut: (destination: string) => void }) {
  const data = useLazyLoadQuery<LogoutAppTestQuery>(
    graphql`
      query LogoutAppTestQuery @relay_test_operation {
        realm {
          ...LogoutApp_realm
        }
      }
    `,
    {},
  );
  return <LogoutApp realm={data.realm} reason={reason} onSignedOut={onSignedOut} />;
}

async function openLogoutPage(guestsAllowed: boolean, reason: string | null = null) {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((operation) =>
    operation.request.node.params.operationKind === 'query'
      ? MockPayloadGenerator.generate(operation, { Realm: () => ({ settings: { guestsAllowed } }) })
      : null,
  );
  const onSignedOut = vi.fn();
  renderWithProviders(<TestLogoutPage reason={reason} onSignedOut={onSignedOut} />, { environment, pathname: '/logout' });
  await screen.findByText('Signing you out…');
  return { environment, onSignedOut };
}

const signOutAnswer = { data: { signOut: { viewer: { id: 'viewer', role: 'UNAUTHENTICATED' } } } };

describe('the sign-out page', () => {
  it('signs out at once and, where guests may watch, starts again on the home page', async () => {
    const { environment, onSignedOut } = await openLogoutPage(true);
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe('useSignOutMutation');
    await act(async () => environment.mock.resolve(operation, signOutAnswer));
    expect(onSignedOut).toHaveBeenCalledWith('/');
  });

  it('on a members-only realm lands on the sign-in page saying the viewer signed out', async () => {
    const { environment, onSignedOut } = await openLogoutPage(false);
    await act(async () => environment.mock.resolveMostRecentOperation(signOutAnswer));
    expect(onSignedOut).toHaveBeenCalledWith('/login?message=signedOut');
  });

  it('offers to try again when the sign-out did not go through', async () => {
    const { environment, onSignedOut } = await openLogoutPage(true);
    await act(async () => environment.mock.rejectMostRecentOperation(new Error('Failed to fetch')));
    expect(screen.getByRole('alert').textContent).toMatch(/could not sign you out/);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await act(async () => environment.mock.resolveMostRecentOperation(signOutAnswer));
    expect(onSignedOut).toHaveBeenCalledWith('/');
  });
});

describe('where a signed-out viewer lands', () => {
  it('carries a known reason to the sign-in page, and nothing else', () => {
    expect(destinationAfterSignOut(true, 'sessionExpired')).toBe('/login?message=sessionExpired');
    expect(destinationAfterSignOut(true, '<script>')).toBe('/');
    expect(destinationAfterSignOut(false, null)).toBe('/login?message=signedOut');
  });
});
