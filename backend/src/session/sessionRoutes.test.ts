import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, checkInGuest, headers, signInCustomer, testBackend, type TestBackend } from '../testing/testBackend.ts';

describe('sessions', () => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await testBackend();
  });
  afterAll(() => backend.close());

  const refresh = (refreshToken: string, realm = 'ringside', device = 'test-device') =>
    backend.app.inject({
      method: 'POST',
      url: '/api/v2/token/refresh',
      headers: headers(realm, { 'x-device-id': device }),
      payload: { refreshToken },
    });

  it('checks a visitor in as a guest of ringside', async () => {
    const tokens = await checkInGuest(backend.app);
    expect(tokens.refreshToken).toMatch(/^[\w-]{40,}$/);
    const claims = decodeJwt(tokens.authorisationToken);
    expect(claims).toMatchObject({ rol: 'GUEST', gue: true, aud: 'ringside' });
    expect(claims.exp! - claims.iat!).toBe(15 * 60);
    expect(typeof claims.sid).toBe('number');
  });

  it('refuses guests on acme', async () => {
    const response = await backend.app.inject({ method: 'POST', url: '/api/v2/login/guest/checkin', headers: headers('acme') });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('GUESTS_NOT_ALLOWED');
  });

  it('rotates the refresh token on every refresh', async () => {
    const first = await checkInGuest(backend.app);
    const response = await refresh(first.refreshToken);
    expect(response.statusCode).toBe(200);
    const second = response.json();
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect(decodeJwt(second.authorisationToken).sid).toBe(decodeJwt(first.authorisationToken).sid);

    const third = await refresh(second.refreshToken);
    expect(third.statusCode).toBe(200);
  });

  it('ends the whole session when a used refresh token comes back from another device', async () => {
    const stolen = await checkInGuest(backend.app);
    const legitimate = (await refresh(stolen.refreshToken)).json();

    const replay = await refresh(stolen.refreshToken, 'ringside', 'attacker-device');
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe('REFRESH_TOKEN_REUSED');

    // Neither the newest refresh token nor the access token of that session work any more.
    expect((await refresh(legitimate.refreshToken)).json().code).toBe('INVALID_REFRESH_TOKEN');
    const content = await backend.app.inject({ url: '/api/v2/vod/1', headers: { ...headers(), ...bearer(legitimate.authorisationToken) } });
    expect(content.statusCode).toBe(401);
    expect(content.json().code).toBe('INVALID_TOKEN');
  });

  it('keeps the session when its own device refreshes twice at once (a burst over two gateways)', async () => {
    const first = await checkInGuest(backend.app);
    const [a, b] = await Promise.all([refresh(first.refreshToken), refresh(first.refreshToken)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().refreshToken).not.toBe(b.json().refreshToken);
    // Whichever answer the browser kept, its session goes on.
    expect((await refresh(a.json().refreshToken)).statusCode).toBe(200);
    expect((await refresh(b.json().refreshToken)).statusCode).toBe(200);
  });

  it('ends the session when its own device brings back a refresh token someone else used first', async () => {
    const first = await checkInGuest(backend.app);
    const thief = await refresh(first.refreshToken, 'ringside', 'thiefs-laptop');
    expect(thief.statusCode).toBe(200);
    expect((await refresh(first.refreshToken)).json().code).toBe('REFRESH_TOKEN_REUSED');
    expect((await refresh(thief.json().refreshToken, 'ringside', 'thiefs-laptop')).json().code).toBe('INVALID_REFRESH_TOKEN');
  });

  it('ends the session when its own device brings a used refresh token back after the grace', async () => {
    const first = await checkInGuest(backend.app);
    const next = (await refresh(first.refreshToken)).json();
    backend.clock.advanceMinutes(1);
    try {
      expect((await refresh(first.refreshToken)).json().code).toBe('REFRESH_TOKEN_REUSED');
      expect((await refresh(next.refreshToken)).json().code).toBe('INVALID_REFRESH_TOKEN');
    } finally {
      backend.clock.advanceMinutes(-1);
    }
  });

  it('refuses an unknown refresh token, and one of another realm', async () => {
    expect((await refresh('not-a-token')).json().code).toBe('INVALID_REFRESH_TOKEN');
    const ringsideGuest = await checkInGuest(backend.app);
    const response = await refresh(ringsideGuest.refreshToken, 'acme');
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('INVALID_REFRESH_TOKEN');
  });

  it('refuses a token issued for another realm', async () => {
    const acmeToken = await signInCustomer(backend, 'acme');
    const response = await backend.app.inject({ url: '/api/v2/vod/1', headers: { ...headers('ringside'), ...bearer(acmeToken) } });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('TOKEN_REALM_MISMATCH');
  });

  it('lets an expired access token be refreshed, but not used', async () => {
    const tokens = await checkInGuest(backend.app);
    backend.clock.advanceMinutes(16);
    try {
      const content = await backend.app.inject({ url: '/api/v2/vod/1', headers: { ...headers(), ...bearer(tokens.authorisationToken) } });
      expect(content.statusCode).toBe(401);
      expect(content.json().code).toBe('TOKEN_EXPIRED');

      const renewed = await backend.app.inject({
        method: 'POST',
        url: '/api/v2/token/refresh',
        headers: { ...headers(), ...bearer(tokens.authorisationToken) },
        payload: { refreshToken: tokens.refreshToken },
      });
      expect(renewed.statusCode).toBe(200);
      const again = await backend.app.inject({ url: '/api/v2/vod/1', headers: { ...headers(), ...bearer(renewed.json().authorisationToken) } });
      expect(again.statusCode).toBe(200);
    } finally {
      backend.clock.advanceMinutes(-16);
    }
  });

  it('rejects a forged token', async () => {
    const { authorisationToken } = await checkInGuest(backend.app);
    const [head, payload] = authorisationToken.split('.');
    const forged = `${head}.${payload}.${'A'.repeat(43)}`;
    const response = await backend.app.inject({ url: '/api/v2/vod/1', headers: { ...headers(), ...bearer(forged) } });
    expect(response.json().code).toBe('INVALID_TOKEN');
  });
});
