import { act, fireEvent, screen } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import type { AuthorizeAppTestQuery } from './__generated__/AuthorizeAppTestQuery.graphql.ts';
import { AuthorizeApp, browserNavigation } from './AuthorizeApp.tsx';
import { readAuthorizeRequest } from './authorizeRequest.ts';

const challenge = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM';
const goodQuery = {
  response_type: 'code',
  client_id: 'scores-app',
  redirect_uri: 'https://scores.example/callback',
  state: 'st-1',
  code_challenge: challenge,
  code_challenge_method: 'S256',
};

function TestAuthorize({ query }: { query: Record<string, unknown> }) {
  const data = useLazyLoadQuery<AuthorizeAppTestQuery>(
    graphql`
      query AuthorizeAppTestQuery @relay_test_operation {
        realm {
          ...AuthorizeApp_realm
        }
        oauthClient(clientId: "scores-app", redirectUri: "https://scores.example/callback") {
          ...AuthorizeApp_client
        }
      }
    `,
    {},
  );
  return <AuthorizeApp realm={data.realm} client={data.oauthClient ?? null} request={readAuthorizeRequest(query)} />;
}

function renderPage(query: Record<string, unknown>, client: { name: string } | null = { name: 'Live Scores' }) {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((operation) =>
    MockPayloadGenerator.generate(operation, {
      Realm: () => ({ title: 'Ringside', fullName: 'Ringside Fight Network', logoUrl: '/logo.svg' }),
      OAuthClient: () => client,
    }),
  );
  if (!client) {
    environment.mock.queueOperationResolver(() => ({ data: { realm: { id: 'r', title: 'Ringside', fullName: 'Ringside Fight Network', logoUrl: '/logo.svg' }, oauthClient: null } }));
  }
  renderWithProviders(<TestAuthorize query={query} />, { environment });
  return environment;
}

afterEach(() => vi.restoreAllMocks());

describe('the authorize page a third-party app sends a viewer to', () => {
  it('names the app and sends the browser to the app once the viewer signed in', async () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    const environment = renderPage(goodQuery);
    expect(screen.getByText('Live Scores')).toBeTruthy();
    expect(screen.getByText(/wants to use your Ringside Fight Network account/)).toBeTruthy();

    fireEvent.input(screen.getByLabelText(/Email/), { target: { value: 'fan@ringside.test' } });
    fireEvent.input(screen.getByLabelText(/Password/), { target: { value: 'ringside-fan' } });
    fireEvent.click(screen.getByRole('button', { name: /Sign in/ }));

    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables.input).toMatchObject({
      responseType: 'code',
      clientId: 'scores-app',
      redirectUri: 'https://scores.example/callback',
      state: 'st-1',
      codeChallenge: challenge,
      codeChallengeMethod: 'S256',
      email: 'fan@ringside.test',
      password: 'ringside-fan',
    });
    expect(screen.getByRole('status', { name: 'Signing in' })).toBeTruthy();
    await act(async () => {
      environment.mock.resolve(operation, {
        data: { authorizeOAuthApp: { redirectUrl: 'https://scores.example/callback?code=c1&state=st-1', userErrors: [], captchaChallenge: null } },
      });
    });
    expect(assign).toHaveBeenCalledWith('https://scores.example/callback?code=c1&state=st-1');
  });

  it('shows a wrong password in words and stays on the page', async () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    const environment = renderPage(goodQuery);
    fireEvent.input(screen.getByLabelText(/Email/), { target: { value: 'fan@ringside.test' } });
    fireEvent.input(screen.getByLabelText(/Password/), { target: { value: 'wrong-one' } });
    fireEvent.click(screen.getByRole('button', { name: /Sign in/ }));
    await act(async () => {
      environment.mock.resolveMostRecentOperation({
        data: { authorizeOAuthApp: { redirectUrl: null, userErrors: [{ messageKey: 'loginError', field: null }], captchaChallenge: null } },
      });
    });
    expect(screen.getByRole('alert').textContent).toBe('The email or password is not correct.');
    expect(assign).not.toHaveBeenCalled();
  });

  it('asks for both fields before calling anyone', async () => {
    const environment = renderPage(goodQuery);
    fireEvent.click(screen.getByRole('button', { name: /Sign in/ }));
    expect(screen.getAllByRole('alert')[0]!.textContent).toBe('Email and password cannot be empty.');
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('refuses a request without PKCE S256, or for an unregistered app, without a form', async () => {
    renderPage({ ...goodQuery, code_challenge_method: 'plain' });
    expect(screen.getByRole('heading', { name: 'This sign-in link cannot be used' })).toBeTruthy();
    expect(screen.queryByLabelText(/Password/)).toBeNull();
  });

  it('explains a missing parameter', async () => {
    renderPage({ client_id: 'scores-app' });
    expect(screen.getByText('The link that brought you here is incomplete.')).toBeTruthy();
  });
});
