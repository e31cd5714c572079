import { act, fireEvent, screen } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import type { PasswordResetTestQuery } from './__generated__/PasswordResetTestQuery.graphql.ts';
import { RequestPasswordApp } from './RequestPasswordApp.tsx';
import { ResetPasswordApp } from './ResetPasswordApp.tsx';

function TestPage({ page, token }: { page: 'request' | 'reset'; token?: string | null }) {
  const data = useLazyLoadQuery<PasswordResetTestQuery>(
    graphql`
      query PasswordResetTestQuery @relay_test_operation {
        realm {
          ...RequestPasswordApp_realm
          ...ResetPasswordApp_realm
        }
      }
    `,
    {},
  );
  return page === 'request' ? <RequestPasswordApp realm={data.realm} initialEmail="" /> : <ResetPasswordApp realm={data.realm} token={token ?? null} />;
}

type Environment = ReturnType<typeof createMockEnvironment>;

function open(page: 'request' | 'reset', token?: string | null) {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((operation) =>
    operation.request.node.params.operationKind === 'query'
      ? MockPayloadGenerator.generate(operation, { Realm: () => ({ title: 'Ringside', logoUrl: '/logo.svg' }) })
      : null,
  );
  renderWithProviders(<TestPage page={page} token={token} />, { environment });
  return environment;
}

async function platformAnswers(environment: Environment, name: string, data: object) {
  const operation = environment.mock.getMostRecentOperation();
  expect(operation.request.node.params.name).toBe(name);
  await act(async () => {
    environment.mock.resolve(operation, { data });
  });
  return operation.request.variables;
}

describe('asking for a password reset link', () => {
  it('checks the email first, then says a link is on its way without saying whether the account exists', async () => {
    const environment = open('request');
    await screen.findByRole('heading', { name: 'Forgot your password?' });
    const email = screen.getByLabelText(/^Email/);
    fireEvent.input(email, { target: { value: 'jo@' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send me a link' }));
    expect(screen.getByText('Please enter a valid email address.')).toBeTruthy();
    expect(environment.mock.getAllOperations()).toHaveLength(0);

    fireEvent.input(email, { target: { value: 'jo@example.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send me a link' }));
    const variables = await platformAnswers(environment, 'usePasswordResetRequestMutation', {
      requestPasswordReset: { requested: true, developmentMailboxUrl: '/dev/mailbox?to=jo%40example.test', userErrors: [], captchaChallenge: null },
    });
    expect(variables).toEqual({ input: { email: 'jo@example.test', captcha: null } });
    expect(screen.getByRole('heading', { name: 'Check your inbox' })).toBeTruthy();
    expect(screen.getByText(/has an account with us, we have sent it a link/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'development mailbox' }).getAttribute('href')).toBe('/dev/mailbox?to=jo%40example.test');
  });
});

describe('choosing a new password from the emailed link', () => {
  it('applies the password rules, then confirms the change and sends the viewer to sign in', async () => {
    const environment = open('reset', 'pwrt-1');
    await screen.findByRole('heading', { name: 'Choose a new password' });
    const field = screen.getByLabelText(/^New password/);
    fireEvent.input(field, { target: { value: 'abc' } });
    fireEvent.blur(field);
    expect(screen.getByText('Your password must be 6 to 24 characters long.')).toBeTruthy();

    fireEvent.input(field, { target: { value: 'qwerty123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    await platformAnswers(environment, 'usePasswordResetMutation', {
      resetPassword: { passwordChanged: false, userErrors: [{ messageKey: 'passwordIsTooCommon', field: 'password', message: 'common' }] },
    });
    expect(screen.getByText('This password is too common. Please choose another.')).toBeTruthy();

    fireEvent.input(field, { target: { value: 'a-good-new-one' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    const variables = await platformAnswers(environment, 'usePasswordResetMutation', { resetPassword: { passwordChanged: true, userErrors: [] } });
    expect(variables).toEqual({ input: { token: 'pwrt-1', password: 'a-good-new-one' } });
    expect(screen.getByRole('heading', { name: 'Your password has been changed' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
  });

  it('offers a new link when this one was used or expired', async () => {
    const environment = open('reset', 'pwrt-2');
    await screen.findByRole('heading', { name: 'Choose a new password' });
    fireEvent.input(screen.getByLabelText(/^New password/), { target: { value: 'a-good-new-one' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    await platformAnswers(environment, 'usePasswordResetMutation', {
      resetPassword: { passwordChanged: false, userErrors: [{ messageKey: 'resetLinkExpired', field: 'token', message: 'expired' }] },
    });
    expect(screen.getByText('This password reset link has expired. Ask for a new one.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Send me a new link' }).getAttribute('href')).toBe('/login/request-password');
  });
});
