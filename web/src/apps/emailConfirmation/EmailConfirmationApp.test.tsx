import { act, screen } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import type { EmailConfirmationAppTestQuery } from './__generated__/EmailConfirmationAppTestQuery.graphql.ts';
import { EmailConfirmationApp } from './EmailConfirmationApp.tsx';

function TestPage({ token, onConfirmed }: { token: string | null; onConfirmed: () => void }) {
  const data = useLazyLoadQuery<EmailConfirmationAppTestQuery>(
    graphql`
      query EmailConfirmationAppTestQuery @relay_test_operation {
        realm {
          ...EmailConfirmationApp_realm
        }
      }
    `,
    {},
  );
  return <EmailConfirmationApp realm={data.realm} token={token} onConfirmed={onConfirmed} />;
}

function openLink(token: string | null) {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((operation) =>
    operation.request.node.params.operationKind === 'query'
      ? MockPayloadGenerator.generate(operation, {
          Realm: () => ({ title: 'Ringside', logoUrl: '/logo.svg', settings: { allowSelfRegistration: true } }),
        })
      : null,
  );
  const onConfirmed = vi.fn();
  renderWithProviders(<TestPage token={token} onConfirmed={onConfirmed} />, { environment, pathname: '/confirm-email' });
  return { environment, onConfirmed };
}

async function platformAnswers(environment: ReturnType<typeof createMockEnvironment>, userErrors: object[]) {
  const operation = environment.mock.getMostRecentOperation();
  expect(operation.request.node.params.name).toBe('useConfirmEmailMutation');
  await act(async () => {
    environment.mock.resolve(operation, {
      data: { confirmEmail: { viewer: { id: 'v', role: userErrors.length ? 'GUEST' : 'CUSTOMER' }, userErrors } },
    });
  });
  return operation.request.variables;
}

describe('following the confirmation link', () => {
  it('confirms at once, once, and signs the viewer in', async () => {
    const { environment, onConfirmed } = openLink('tok-123');
    expect(await screen.findByRole('heading', { name: 'Confirming your email…' })).toBeTruthy();
    const variables = await platformAnswers(environment, []);
    expect(variables).toEqual({ input: { token: 'tok-123', tokenDelivery: 'COOKIE' } });
    expect(onConfirmed).toHaveBeenCalledOnce();
    expect(screen.getByText('Your email is confirmed. Signing you in…')).toBeTruthy();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('offers a new link when this one expired', async () => {
    const { environment, onConfirmed } = openLink('old');
    await screen.findByRole('heading', { name: 'Confirming your email…' });
    await platformAnswers(environment, [{ messageKey: 'confirmationLinkExpired', field: 'token', message: 'expired' }]);
    expect(screen.getByText('This confirmation link has expired. Sign up again and we will send you a new one.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign up again for a new link' }).getAttribute('href')).toBe('/signup');
    expect(onConfirmed).not.toHaveBeenCalled();
  });

  it('sends a viewer whose email is already confirmed to sign in', async () => {
    const { environment } = openLink('used');
    await screen.findByRole('heading', { name: 'Confirming your email…' });
    await platformAnswers(environment, [{ messageKey: 'confirmationLinkUsed', field: 'token', message: 'used' }]);
    expect(screen.getByRole('heading', { name: 'Your email is already confirmed' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('link', { name: 'Sign up again for a new link' })).toBeNull();
  });

  it('says a link without a token is not valid, without asking the platform', async () => {
    const { environment } = openLink(null);
    expect(await screen.findByText(/This confirmation link is not valid/)).toBeTruthy();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });
});
