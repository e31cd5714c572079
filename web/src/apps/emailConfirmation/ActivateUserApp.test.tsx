import { act, fireEvent, screen } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import type { ActivateUserAppTestQuery } from './__generated__/ActivateUserAppTestQuery.graphql.ts';
import { ActivateUserApp } from './ActivateUserApp.tsx';

function TestPage() {
  const data = useLazyLoadQuery<ActivateUserAppTestQuery>(
    graphql`
      query ActivateUserAppTestQuery @relay_test_operation {
        ...ActivateUserApp_query @arguments(id: "42")
      }
    `,
    {},
  );
  return <ActivateUserApp query={data} id="42" />;
}

const pending = { internalId: '42', email: 'lost@example.test', createdAt: '2026-11-20T10:00:00.000Z', fields: [{ fieldName: 'fullName', value: 'Nia Okafor' }] };

function open(role: string, user: object | null) {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((operation) =>
    operation.request.node.params.operationKind === 'query'
      ? MockPayloadGenerator.generate(operation, {
          Query: () => ({ viewer: { role }, realm: { title: 'Ringside', logoUrl: '/logo.svg' }, pendingActivationUser: user }),
        })
      : null,
  );
  renderWithProviders(<TestPage />, { environment, pathname: '/activate/42' });
  return environment;
}

describe('the activation page', () => {
  it('asks anyone but an administrator to sign in as one, telling nothing about the account', async () => {
    open('CUSTOMER', null);
    expect(await screen.findByText(/Only administrators of Ringside can activate accounts/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login?from=%2Factivate%2F42');
    expect(screen.queryByText('lost@example.test')).toBeNull();
  });

  it('shows an administrator the pending account and activates it', async () => {
    const environment = open('ADMIN', pending);
    expect(await screen.findByText('lost@example.test')).toBeTruthy();
    expect(screen.getByText('Nia Okafor')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Activate account' }));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables).toEqual({ input: { internalId: '42' } });
    await act(async () => {
      environment.mock.resolve(operation, { data: { activatePendingUser: { activated: true, userErrors: [] } } });
    });
    expect(screen.getByRole('heading', { name: 'Account activated' })).toBeTruthy();
  });

  it('asks once more before deleting', async () => {
    const environment = open('ADMIN', pending);
    await screen.findByText('lost@example.test');
    fireEvent.click(screen.getByRole('button', { name: 'Delete account' }));
    expect(environment.mock.getAllOperations()).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Yes, delete this account' }));
    await act(async () => {
      environment.mock.resolve(environment.mock.getMostRecentOperation(), { data: { deletePendingUser: { deleted: true, userErrors: [] } } });
    });
    expect(screen.getByRole('heading', { name: 'Account deleted' })).toBeTruthy();
  });

  it('says when nothing waits with this id', async () => {
    open('ADMIN', null);
    expect(await screen.findByRole('heading', { name: 'Nothing to activate' })).toBeTruthy();
  });
});
