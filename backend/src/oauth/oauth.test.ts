import { createHash, randomBytes } from 'node:crypto';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, headers, signInAdmin, signInCustomer, testBackend, type TestBackend } from '../testing/testBackend.ts';

const verifier = () => randomBytes(32).toString('base64url');
const challengeOf = (codeVerifier: string) => createHash('sha256').update(codeVerifier).digest('base64url');

describe('third-party apps (OAuth code + PKCE)', () => {
  let backend: TestBackend;
  const redirect = 'https://scores.example/callback';

  beforeAll(async () => {
    backend = await testBackend();
    const adminToken = await signInAdmin(backend, 'ringside');
    const registered = await backend.app.inject({
      method: 'POST',
      url: '/api/v4/admin/oauth-clients',
      headers: { ...headers('ringside'), ...bearer(adminToken) },
      payload: { clientId: 'scores-app', name: 'Live Scores', redirectUris: [redirect] },
    });
    expect(registered.statusCode).toBe(201);
  });
  afterAll(() => backend.close());

  const authorize = (overrides: Record<string, unknown> = {}, realm = 'ringside') =>
    backend.app.inject({
      method: 'POST',
      url: '/api/v4/oauth2-auth/code',
      headers: headers(realm),
      payload: {
        response_type: 'code',
        client_id: 'scores-app',
        redirect_url: redirect,
        state: 'xyz-123',
        code_challenge: challengeOf('unused-verifier-unused-verifier-unused-verifier'),
        code_challenge_method: 'S256',
        credentials: { id: 'fan@ringside.test', secret: 'ringside-fan' },
        ...overrides,
      },
    });

  async function codeFor(codeVerifier: string) {
    const response = await authorize({ code_challenge: challengeOf(codeVerifier) });
    expect(response.statusCode).toBe(200);
    const url = new URL(response.json().redirectUrl);
    return url.searchParams.get('code')!;
  }

  const exchange = (payload: Record<string, unknown>) =>
    backend.app.inject({
      method: 'POST',
      url: '/api/v4/oauth2-auth/token',
      // The app's server knows nothing of the platform's request contract beyond the key the gateway adds.
      headers: { 'x-api-key': 'ringside-demo-key', 'x-app': 'gateway', 'x-app-version': '1', 'x-device-id': 'gw', 'accept-language': 'en' },
      payload: { grant_type: 'authorization_code', client_id: 'scores-app', redirect_uri: redirect, ...payload },
    });

  it('sends the viewer back to the app with a code and the state, and the app gets a session of that viewer', async () => {
    const codeVerifier = verifier();
    const response = await authorize({ code_challenge: challengeOf(codeVerifier) });
    expect(response.statusCode).toBe(200);
    const url = new URL(response.json().redirectUrl);
    expect(`${url.origin}${url.pathname}`).toBe(redirect);
    expect(url.searchParams.get('state')).toBe('xyz-123');

    const tokens = await exchange({ code: url.searchParams.get('code'), code_verifier: codeVerifier });
    expect(tokens.statusCode).toBe(200);
    expect(tokens.headers['cache-control']).toBe('no-store');
    const body = tokens.json();
    expect(body).toMatchObject({ token_type: 'Bearer', expires_in: 900, realm: 'ringside' });
    expect(decodeJwt(body.access_token)).toMatchObject({ rol: 'CUSTOMER', aud: 'ringside' });
    // The tokens work on the realm's API like any session's.
    const content = await backend.app.inject({ url: '/api/v2/vod/1', headers: { ...headers(), ...bearer(body.access_token) } });
    expect(content.statusCode).toBe(200);
  });

  it('tells the authorize page which app asks, only for a registered redirect URI', async () => {
    const ok = await backend.app.inject({
      url: `/api/v4/oauth2-auth/client?client_id=scores-app&redirect_uri=${encodeURIComponent(redirect)}`,
      headers: headers(),
    });
    expect(ok.json()).toEqual({ clientId: 'scores-app', name: 'Live Scores' });
    const elsewhere = await backend.app.inject({
      url: `/api/v4/oauth2-auth/client?client_id=scores-app&redirect_uri=${encodeURIComponent('https://evil.example/callback')}`,
      headers: headers(),
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().code).toBe('INVALID_REDIRECT_URI');
  });

  it('refuses a client registered on another realm', async () => {
    const response = await authorize({ credentials: { id: 'fan@acme.test', secret: 'acme-fan' } }, 'acme');
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('INVALID_CLIENT');
  });

  it('refuses a redirect URI that is not registered exactly, even with the right password', async () => {
    for (const redirect_url of [`${redirect}/more`, `${redirect}?next=evil`, 'https://scores.example/callback2']) {
      const response = await authorize({ redirect_url });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('INVALID_REDIRECT_URI');
    }
  });

  it('refuses plain PKCE and other response types', async () => {
    const plain = await authorize({ code_challenge_method: 'plain' });
    expect(plain.json().code).toBe('INVALID_CODE_CHALLENGE_METHOD');
    const token = await authorize({ response_type: 'token' });
    expect(token.json().code).toBe('UNSUPPORTED_RESPONSE_TYPE');
  });

  it('answers a wrong password like sign-in does', async () => {
    const response = await authorize({ credentials: { id: 'fan@ringside.test', secret: 'wrong-password' } });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('INVALID_CREDENTIALS');
    const empty = await authorize({ credentials: { id: '', secret: '' } });
    expect(empty.json().code).toBe('EMPTY_INPUTS');
  });

  it('refuses a verifier that does not match the challenge, and spends the code', async () => {
    const codeVerifier = verifier();
    const code = await codeFor(codeVerifier);
    const wrong = await exchange({ code, code_verifier: verifier() });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'PKCE_VERIFICATION_FAILED', error: 'invalid_grant' });
    const late = await exchange({ code, code_verifier: codeVerifier });
    expect(late.json().code).toBe('NO_OAUTH_CODE_FOUND');
  });

  it('refuses the code for another client id or redirect URI', async () => {
    const codeVerifier = verifier();
    const code = await codeFor(codeVerifier);
    const response = await exchange({ code, code_verifier: codeVerifier, redirect_uri: 'https://scores.example/other' });
    expect(response.json()).toMatchObject({ code: 'NO_OAUTH_CODE_FOUND', error: 'invalid_grant' });
  });

  it('ends the first session when a code is used a second time', async () => {
    const codeVerifier = verifier();
    const code = await codeFor(codeVerifier);
    const first = (await exchange({ code, code_verifier: codeVerifier })).json();
    const replay = await exchange({ code, code_verifier: codeVerifier });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().code).toBe('NO_OAUTH_CODE_FOUND');
    const content = await backend.app.inject({ url: '/api/v2/vod/1', headers: { ...headers(), ...bearer(first.access_token) } });
    expect(content.json().code).toBe('INVALID_TOKEN');
  });

  it('lets a code expire after 60 seconds', async () => {
    const codeVerifier = verifier();
    const code = await codeFor(codeVerifier);
    backend.clock.advanceMinutes(1.1);
    const response = await exchange({ code, code_verifier: codeVerifier });
    expect(response.json()).toMatchObject({ code: 'NO_OAUTH_CODE_FOUND', error: 'invalid_grant' });
  });

  it('lets only admins of the realm register apps, with safe redirect URIs', async () => {
    const register = (token: string, payload: Record<string, unknown>, realm = 'ringside') =>
      backend.app.inject({ method: 'POST', url: '/api/v4/admin/oauth-clients', headers: { ...headers(realm), ...bearer(token) }, payload });
    const customer = await register(await signInCustomer(backend, 'ringside'), { clientId: 'x-app', name: 'X', redirectUris: [redirect] });
    expect(customer.statusCode).toBe(403);
    const acmeAdmin = await signInAdmin(backend, 'acme');
    const foreign = await register(acmeAdmin, { clientId: 'x-app', name: 'X', redirectUris: [redirect] });
    expect(foreign.json().code).toBe('TOKEN_REALM_MISMATCH');

    const admin = await signInAdmin(backend, 'ringside');
    for (const uri of ['http://scores.example/callback', 'https://scores.example/cb#frag', 'not a url']) {
      const response = await register(admin, { clientId: 'unsafe-app', name: 'Unsafe', redirectUris: [uri] });
      expect(response.json().code).toBe('INVALID_REDIRECT_URI');
    }
    const taken = await register(admin, { clientId: 'scores-app', name: 'Again', redirectUris: [redirect] });
    expect(taken.statusCode).toBe(409);

    const list = await backend.app.inject({ url: '/api/v4/admin/oauth-clients', headers: { ...headers(), ...bearer(admin) } });
    expect(list.json().clients.map((client: { clientId: string }) => client.clientId)).toEqual(['ringside-companion', 'scores-app']);
  });
});
