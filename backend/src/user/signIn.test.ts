import { decodeJwt } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, checkInGuest, headers, signIn, testBackend, type TestBackend } from '../testing/testBackend.ts';
import { createAccount } from './accounts.ts';

// POST /api/v2/login and POST /api/v2/logout, as a client of the platform meets them.
describe('signing in with email and password', () => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await testBackend();
    const [ringside] = await backend.database.query<{ id: number }>(`select id from realm where name = 'ringside'`);
    await createAccount(backend.database, {
      realmId: ringside!.id, email: 'pending@ringside.test', password: 'pending-pass', role: 'CUSTOMER', status: 'PENDING_ACTIVATION', profileName: 'P',
    });
    await createAccount(backend.database, {
      realmId: ringside!.id, email: 'suspended@ringside.test', password: 'suspended-pass', role: 'CUSTOMER', status: 'SUSPENDED', profileName: 'S',
    });
  });
  afterAll(() => backend.close());
  // The brute-force guard is told in security/attemptGuard.test.ts; here every story starts afresh.
  beforeEach(() => backend.database.query('delete from auth_attempt_failure'));

  const login = (id: string, secret: string, realm = 'ringside') =>
    backend.app.inject({ method: 'POST', url: '/api/v2/login', headers: headers(realm), payload: { id, secret } });
  const watch = (token: string, realm = 'ringside') =>
    backend.app.inject({ url: `/api/v2/vod/${realm === 'ringside' ? 1 : 101}`, headers: { ...headers(realm), ...bearer(token) } });

  it('gives the demo customer a session whose token carries the spec’s claims', async () => {
    const response = await login('fan@ringside.test', 'ringside-fan');
    expect(response.statusCode).toBe(200);
    const { authorisationToken, refreshToken } = response.json();
    expect(refreshToken).toMatch(/^[\w-]{40,}$/);
    const claims = decodeJwt(authorisationToken) as Record<string, any>;
    const [account] = await backend.database.query<{ id: number; ads_id: string }>(
      `select id, ads_id from app_user where lower(email) = 'fan@ringside.test'`,
    );
    const [mainProfile] = await backend.database.query<{ id: number }>(`select id from profile where user_id = $1 and is_main`, [account!.id]);
    expect(claims).toMatchObject({
      sub: String(account!.id),
      rol: 'CUSTOMER',
      gue: false,
      aud: 'ringside',
      pro: { id: String(mainProfile!.id), ty: 'a' },
      apr: true,
      ads: { id: account!.ads_id },
    });
    expect(claims.ads.id).not.toBe(String(account!.id));
    expect(typeof claims.loc).toBe('string');
    expect(typeof claims.sid).toBe('number');
    expect(claims.exp - claims.iat).toBe(backend.config.accessTokenTtlSeconds);
    expect((await watch(authorisationToken)).statusCode).toBe(200);
  });

  it('signs the admin in as ADMIN', async () => {
    const { authorisationToken } = await signIn(backend.app, 'ringside', 'admin@ringside.test', 'ringside-admin');
    expect(decodeJwt(authorisationToken)).toMatchObject({ rol: 'ADMIN', gue: false });
  });

  it('does not care how the email is capitalised or padded', async () => {
    expect((await login('  Fan@RINGSIDE.test ', 'ringside-fan')).statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown email the same: 401 INVALID_CREDENTIALS', async () => {
    const wrong = await login('fan@ringside.test', 'Ringside-fan');
    const unknown = await login('nobody@ringside.test', 'ringside-fan');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().code).toBe('INVALID_CREDENTIALS');
  });

  it('does not let an account of one realm sign in on another', async () => {
    expect((await login('fan@ringside.test', 'ringside-fan', 'acme')).json().code).toBe('INVALID_CREDENTIALS');
  });

  it.each([
    ['', 'ringside-fan'],
    ['   ', 'ringside-fan'],
    ['fan@ringside.test', ''],
  ])('refuses empty inputs (%j, %j) with 400 EMPTY_INPUTS', async (id, secret) => {
    const response = await login(id, secret);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('EMPTY_INPUTS');
  });

  it('refuses a body without the fields with VALIDATION_FAILED', async () => {
    const response = await backend.app.inject({ method: 'POST', url: '/api/v2/login', headers: headers(), payload: { id: 'fan@ringside.test' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
  });

  it('tells an unconfirmed and a suspended account why, once the password is right', async () => {
    expect((await login('pending@ringside.test', 'pending-pass')).json()).toMatchObject({ code: 'ACCOUNT_NOT_CONFIRMED' });
    expect((await login('suspended@ringside.test', 'suspended-pass')).json()).toMatchObject({ code: 'user_self_suspended' });
    // With a wrong password they are just wrong credentials: nothing is revealed about the account.
    expect((await login('pending@ringside.test', 'nope-nope')).json().code).toBe('INVALID_CREDENTIALS');
  });
});

describe('signing out', () => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await testBackend();
  });
  afterAll(() => backend.close());

  const refresh = (refreshToken: string) =>
    backend.app.inject({ method: 'POST', url: '/api/v2/token/refresh', headers: headers(), payload: { refreshToken } });
  const logout = (token: string, realm = 'ringside') =>
    backend.app.inject({ method: 'POST', url: '/api/v2/logout', headers: { ...headers(realm), ...bearer(token) }, payload: {} });

  it('revokes the session: its access token and its refresh token are refused afterwards', async () => {
    const tokens = await signIn(backend.app, 'ringside', 'fan@ringside.test', 'ringside-fan');
    const out = await logout(tokens.authorisationToken);
    expect(out.statusCode).toBe(204);

    const content = await backend.app.inject({ url: '/api/v2/vod/1', headers: { ...headers(), ...bearer(tokens.authorisationToken) } });
    expect(content.statusCode).toBe(401);
    expect(content.json().code).toBe('INVALID_TOKEN');
    expect((await refresh(tokens.refreshToken)).json().code).toBe('INVALID_REFRESH_TOKEN');
  });

  it('ends only that session: the same account signed in elsewhere stays signed in', async () => {
    const phone = await signIn(backend.app, 'ringside', 'fan@ringside.test', 'ringside-fan');
    const laptop = await signIn(backend.app, 'ringside', 'fan@ringside.test', 'ringside-fan');
    await logout(phone.authorisationToken);
    const content = await backend.app.inject({ url: '/api/v2/vod/1', headers: { ...headers(), ...bearer(laptop.authorisationToken) } });
    expect(content.statusCode).toBe(200);
  });

  it('works with an expired access token', async () => {
    const tokens = await signIn(backend.app, 'ringside', 'fan@ringside.test', 'ringside-fan');
    backend.clock.advanceMinutes(20);
    try {
      expect((await logout(tokens.authorisationToken)).statusCode).toBe(204);
    } finally {
      backend.clock.advanceMinutes(-20);
    }
    expect((await refresh(tokens.refreshToken)).json().code).toBe('INVALID_REFRESH_TOKEN');
  });

  it('refuses a token of another realm with TOKEN_REALM_MISMATCH, and that session lives on', async () => {
    const ringside = await signIn(backend.app, 'ringside', 'fan@ringside.test', 'ringside-fan');
    const response = await logout(ringside.authorisationToken, 'acme');
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('TOKEN_REALM_MISMATCH');
    const content = await backend.app.inject({ url: '/api/v2/vod/1', headers: { ...headers(), ...bearer(ringside.authorisationToken) } });
    expect(content.statusCode).toBe(200);
  });

  it('refuses a ringside customer token on acme content with TOKEN_REALM_MISMATCH', async () => {
    const ringside = await signIn(backend.app, 'ringside', 'fan@ringside.test', 'ringside-fan');
    const response = await backend.app.inject({ url: '/api/v2/vod/101', headers: { ...headers('acme'), ...bearer(ringside.authorisationToken) } });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('TOKEN_REALM_MISMATCH');
  });

  it('needs a bearer token', async () => {
    const response = await backend.app.inject({ method: 'POST', url: '/api/v2/logout', headers: headers(), payload: {} });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('UNAUTHENTICATED');
  });

  it('signs a guest out too', async () => {
    const guest = await checkInGuest(backend.app);
    expect((await logout(guest.authorisationToken)).statusCode).toBe(204);
    expect((await refresh(guest.refreshToken)).json().code).toBe('INVALID_REFRESH_TOKEN');
  });
});
