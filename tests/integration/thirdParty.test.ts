// Signing in somewhere else, through the gateway against the real backend: a
// third-party app (OAuth code + PKCE and the public token endpoint), a TV
// paired with a code, and an admin impersonating a customer.
import { createHash, randomBytes } from 'node:crypto';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../support/graphql.ts';
import { startPlatform, type RunningPlatform } from '../support/platform.ts';

let platform: RunningPlatform;
beforeAll(async () => {
  platform = await startPlatform({ serveWeb: false });
});
afterAll(() => platform?.close());

const realm = 'ringside';

async function signInWithBody(email: string, password: string, realmName = realm): Promise<string> {
  const answer = await graphql(
    platform.url,
    `mutation ($email: String!, $password: String!) {
       signIn(input: { email: $email, password: $password, tokenDelivery: BODY }) { tokens { accessToken } userErrors { messageKey } } }`,
    { realm: realmName, variables: { email, password } },
  );
  expect(answer.data?.signIn.userErrors).toEqual([]);
  return answer.data!.signIn.tokens.accessToken as string;
}

const asBearer = (token: string, query: string, variables?: Record<string, unknown>, realmName = realm) =>
  graphql(platform.url, query, { realm: realmName, variables, headers: { authorization: `Bearer ${token}` } });

describe('a third-party app', () => {
  const redirectUri = 'http://127.0.0.1:5173/callback'; // the seeded demo app, ringside-companion
  const codeVerifier = randomBytes(32).toString('base64url');
  const codeChallenge = createHash('sha256').update(codeVerifier).digest('base64url');

  const AUTHORIZE = `mutation ($input: AuthorizeOAuthAppInput!) {
    authorizeOAuthApp(input: $input) { redirectUrl userErrors { messageKey field } } }`;
  const request = (overrides: Record<string, unknown> = {}) => ({
    responseType: 'code',
    clientId: 'ringside-companion',
    redirectUri,
    state: 'abc',
    codeChallenge,
    codeChallengeMethod: 'S256',
    email: 'fan@ringside.test',
    password: 'ringside-fan',
    ...overrides,
  });

  const token = (body: string, contentType = 'application/x-www-form-urlencoded', headers: Record<string, string> = {}) =>
    fetch(new URL('/oauth/token', platform.url), { method: 'POST', headers: { 'content-type': contentType, ...headers }, body });

  it('shows the authorize page the app’s name, only for its registered redirect URI', async () => {
    const CLIENT = `query ($clientId: String!, $redirectUri: String!) { oauthClient(clientId: $clientId, redirectUri: $redirectUri) { name } }`;
    const known = await graphql(platform.url, CLIENT, { realm, variables: { clientId: 'ringside-companion', redirectUri } });
    expect(known.data?.oauthClient).toEqual({ name: 'Ringside Companion (demo app)' });
    const elsewhere = await graphql(platform.url, CLIENT, { realm, variables: { clientId: 'ringside-companion', redirectUri: 'https://evil.example/' } });
    expect(elsewhere.data?.oauthClient).toBeNull();
    const otherRealm = await graphql(platform.url, CLIENT, { realm: 'acme', variables: { clientId: 'ringside-companion', redirectUri } });
    expect(otherRealm.data?.oauthClient).toBeNull();
  });

  it('words the viewer’s and the app’s mistakes with message keys, and never hands out an unregistered URI', async () => {
    const wrongPassword = await graphql(platform.url, AUTHORIZE, { realm, variables: { input: request({ password: 'nope-nope' }) } });
    expect(wrongPassword.data?.authorizeOAuthApp).toEqual({ redirectUrl: null, userErrors: [{ messageKey: 'loginError', field: null }] });
    const empty = await graphql(platform.url, AUTHORIZE, { realm, variables: { input: request({ password: '' }) } });
    expect(empty.data?.authorizeOAuthApp.userErrors[0].messageKey).toBe('EmailPasswordCannotBeEmpty');
    const badRedirect = await graphql(platform.url, AUTHORIZE, { realm, variables: { input: request({ redirectUri: 'https://evil.example/cb' }) } });
    expect(badRedirect.data?.authorizeOAuthApp).toEqual({
      redirectUrl: null,
      userErrors: [{ messageKey: 'oauthInvalidRedirectUri', field: 'redirectUri' }],
    });
    const plain = await graphql(platform.url, AUTHORIZE, { realm, variables: { input: request({ codeChallengeMethod: 'plain' }) } });
    expect(plain.data?.authorizeOAuthApp.userErrors[0].messageKey).toBe('oauthUnsupportedRequest');
  });

  it('gets a code for the app, which exchanges it at the public token endpoint from any origin', async () => {
    const answer = await graphql(platform.url, AUTHORIZE, { realm, variables: { input: request() } });
    const { redirectUrl, userErrors } = answer.data!.authorizeOAuthApp;
    expect(userErrors).toEqual([]);
    // The viewer's browser session is not touched: no cookie is set by authorising an app.
    expect(answer.headers['set-cookie'] ?? []).not.toEqual(expect.arrayContaining([expect.stringMatching(/^rs_at_/)]));
    const url = new URL(redirectUrl);
    expect(url.searchParams.get('state')).toBe('abc');
    const code = url.searchParams.get('code')!;

    const preflight = await fetch(new URL('/oauth/token', platform.url), {
      method: 'OPTIONS',
      headers: { origin: 'http://127.0.0.1:5173', 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');

    const form = new URLSearchParams({ grant_type: 'authorization_code', code, code_verifier: codeVerifier, client_id: 'ringside-companion', redirect_uri: redirectUri });
    const response = await token(form.toString(), 'application/x-www-form-urlencoded', { origin: 'http://127.0.0.1:5173' });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('set-cookie')).toBeNull();
    const tokens = (await response.json()) as { access_token: string; token_type: string; realm: string };
    expect(tokens).toMatchObject({ token_type: 'Bearer', realm: 'ringside', expires_in: 900 });

    const viewer = await asBearer(tokens.access_token, '{ viewer { role } }');
    expect(viewer.data?.viewer.role).toBe('CUSTOMER');

    const replay = await token(form.toString());
    expect(replay.status).toBe(400);
    expect(await replay.json()).toMatchObject({ error: 'invalid_grant', code: 'NO_OAUTH_CODE_FOUND' });
  });

  it('answers a malformed token request in RFC 6749 terms', async () => {
    const response = await token('grant_type=authorization_code');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'invalid_request' });
    const wrongType = await token('{}', 'text/plain');
    expect((await wrongType.json()).error).toBe('invalid_request');
  });
});

describe('a TV paired with a code', () => {
  const START = `mutation { startTvLogin { code { userCode deviceCode verificationUri expiresAt interval } } }`;
  const POLL = `mutation ($deviceCode: String!) { pollTvLogin(input: { deviceCode: $deviceCode, tokenDelivery: BODY }) {
    status tokens { accessToken refreshToken expiresAt } } }`;
  const APPROVE = `mutation ($userCode: String!) { approveTvLogin(input: { userCode: $userCode }) { userErrors { messageKey field } } }`;

  it('starts, is approved by the viewer and then receives tokens that work', async () => {
    const started = await graphql(platform.url, START, { realm, headers: { 'x-device-id': 'tv-living-room-0001' } });
    const code = started.data!.startTvLogin.code;
    expect(code.userCode).toMatch(/^[A-Z]{4}-[A-Z]{4}$/);
    expect(code.verificationUri).toBe(`${platform.url.replace('127.0.0.1', '127.0.0.1')}/realm/ringside/tv`);
    expect(code.interval).toBe(5);

    const pending = await graphql(platform.url, POLL, { realm, variables: { deviceCode: code.deviceCode } });
    expect(pending.data?.pollTvLogin).toEqual({ status: 'PENDING', tokens: null });

    const viewerToken = await signInWithBody('fan@ringside.test', 'ringside-fan');
    const wrong = await asBearer(viewerToken, APPROVE, { userCode: 'BBBB-BBBB' });
    expect(wrong.data?.approveTvLogin.userErrors).toEqual([{ messageKey: 'tvCodeInvalid', field: 'userCode' }]);
    const approved = await asBearer(viewerToken, APPROVE, { userCode: code.userCode.toLowerCase() });
    expect(approved.data?.approveTvLogin.userErrors).toEqual([]);

    const collected = await graphql(platform.url, POLL, { realm, variables: { deviceCode: code.deviceCode } });
    expect(collected.data?.pollTvLogin.status).toBe('APPROVED');
    const tvToken = collected.data!.pollTvLogin.tokens.accessToken as string;
    expect(decodeJwt(tvToken).sub).toBe(decodeJwt(viewerToken).sub);
    expect((await asBearer(tvToken, '{ viewer { role } }')).data?.viewer.role).toBe('CUSTOMER');

    const again = await graphql(platform.url, POLL, { realm, variables: { deviceCode: code.deviceCode } });
    expect(again.data?.pollTvLogin).toEqual({ status: 'EXPIRED', tokens: null });
  });

  it('is approved only by a signed-in viewer, and never polled by a browser session', async () => {
    const started = await graphql(platform.url, START, { realm });
    const { userCode, deviceCode } = started.data!.startTvLogin.code;
    const anonymous = await graphql(platform.url, APPROVE, { realm, variables: { userCode } });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    const browser = await graphql(platform.url, POLL, { realm, variables: { deviceCode }, headers: { cookie: 'rs_at_ringside=x; rs_rt_ringside=y' } });
    expect(browser.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'TV_ONLY' });
  });

  it('is not offered where the realm has no pin login', async () => {
    const started = await graphql(platform.url, START, { realm: 'acme' });
    expect(started.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'PIN_LOGIN_DISABLED' });
  });
});

describe('an admin impersonating a customer', () => {
  const CREATE = `mutation ($input: CreateImpersonationTokenInput!) {
    createImpersonationToken(input: $input) { token expiresAt impersonationPath userErrors { messageKey } } }`;
  const SIGN_IN = `mutation ($token: String!) { signInWithImpersonationToken(input: { token: $token }) {
    viewer { role impersonation { exid device location adminEmail } } userErrors { messageKey } } }`;

  it('finds the customer, gets a token and opens a cookie session marked as an impersonation', async () => {
    const admin = await signInWithBody('admin@ringside.test', 'ringside-admin');
    const found = await asBearer(admin, `{ customersByEmail(email: "fan@ring") { internalID exid email } }`);
    const [customer] = found.data!.customersByEmail;
    expect(customer).toMatchObject({ email: 'fan@ringside.test', exid: expect.stringMatching(/^RS-/) });

    const created = await asBearer(admin, CREATE, { input: { email: 'FAN@ringside.test' } });
    const { token, impersonationPath, userErrors } = created.data!.createImpersonationToken;
    expect(userErrors).toEqual([]);
    expect(impersonationPath).toBe(`/impersonate?token=${encodeURIComponent(token)}`);

    const signedIn = await graphql(platform.url, SIGN_IN, { realm, variables: { token } });
    expect(signedIn.data?.signInWithImpersonationToken).toEqual({
      viewer: { role: 'CUSTOMER', impersonation: { exid: customer.exid, device: expect.any(String), location: 'Unknown', adminEmail: 'admin@ringside.test' } },
      userErrors: [],
    });
    const cookies = [signedIn.headers['set-cookie'] ?? []].flat();
    expect(cookies.some((cookie) => cookie.startsWith('rs_at_ringside=') && /HttpOnly/i.test(cookie))).toBe(true);

    const reused = await graphql(platform.url, SIGN_IN, { realm, variables: { token } });
    expect(reused.data?.signInWithImpersonationToken.userErrors).toEqual([{ messageKey: 'impersonationFailed' }]);
  });

  it('is for admins only, and an ordinary viewer has no impersonation', async () => {
    const customer = await signInWithBody('fan@ringside.test', 'ringside-fan');
    const refused = await asBearer(customer, CREATE, { input: { email: 'fan@ringside.test' } });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await asBearer(customer, '{ viewer { impersonation { exid } } }')).data?.viewer.impersonation).toBeNull();

    const acmeAdmin = await signInWithBody('admin@acme.test', 'acme-admin', 'acme');
    const foreign = await asBearer(acmeAdmin, CREATE, { input: { email: 'fan@ringside.test' } }, 'acme');
    expect(foreign.data?.createImpersonationToken.userErrors).toEqual([{ messageKey: 'customerNotFound' }]);
  });
});
