import { describe, expect, it } from 'vitest';
import { createRestClient, MAX_READ_RETRIES } from '../lib/restClient.ts';
import { createServerClock } from '../lib/serverClock.ts';
import { createFakeUpstream, createTestSigningKey, guestToken, makeToken } from '../testing/fakeUpstream.ts';
import { createTestGateway, sessionSetCookies } from '../testing/gatewayClient.ts';
import { createAccessTokenVerifier } from '../lib/jwt.ts';
import { createUpstreamKeys, JWKS_PATH } from './upstreamKeys.ts';

const viewerQuery = `{ viewer { role } }`;
const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });
const customerToken = (key = createTestSigningKey('unused')) => {
  const iat = Math.floor(Date.now() / 1000);
  return makeToken({ sub: 'u1', rol: 'CUSTOMER', gue: false, aud: 'ringside', iat, exp: iat + 600, sid: 1 }, { key });
};

describe("the upstream's signing keys", () => {
  it('are fetched once, and again when a token names a key the gateway has not seen (the upstream has a new key)', async () => {
    const { query, upstream } = createTestGateway();
    expect((await query(viewerQuery, bearer(guestToken('ringside')))).data!.viewer.role).toBe('GUEST');
    expect((await query(viewerQuery, bearer(guestToken('ringside')))).data!.viewer.role).toBe('GUEST');
    expect(upstream.count(JWKS_PATH)).toBe(1);

    const newKey = createTestSigningKey('fake-upstream-key-2');
    upstream.publishedKeys.push(newKey);
    const answer = await query(viewerQuery, bearer(customerToken(newKey)));
    expect(answer.data!.viewer.role).toBe('CUSTOMER');
    expect(upstream.count(JWKS_PATH)).toBe(2);
  });

  it('are looked up once more for an unknown key id, not for every forgery that follows', async () => {
    const { query, upstream } = createTestGateway();
    await query(viewerQuery, bearer(guestToken('ringside')));
    const attacker = createTestSigningKey('attacker');

    const first = await query(viewerQuery, bearer(customerToken(attacker)));
    const second = await query(viewerQuery, bearer(customerToken(createTestSigningKey('attacker-2'))));
    for (const answer of [first, second]) {
      expect(answer.errors![0]!.extensions).toMatchObject({ code: 'UNAUTHENTICATED', reason: 'INVALID_TOKEN' });
    }
    expect(upstream.count(JWKS_PATH)).toBe(2);
  });

  it('keep a cookie session waiting while they cannot be fetched (an upstream still starting), and verify it once they can', async () => {
    const { query, upstream } = createTestGateway();
    const { authorisationToken, refreshToken } = upstream.issueTokens('ringside');
    const cookie = `rs_at_ringside=${authorisationToken}; rs_rt_ringside=${refreshToken}`;
    upstream.keysUnavailable = true;

    const early = await query(viewerQuery, { headers: { cookie } });
    expect(early.errors![0]!.extensions).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE' });
    expect(sessionSetCookies(early.headers)).toEqual([]); // the session is not thrown away

    upstream.keysUnavailable = false;
    const later = await query(viewerQuery, { headers: { cookie } });
    expect(later.data!.viewer.role).toBe('GUEST');
  });

  it('are fetched again after five minutes, and the old ones serve while the upstream does not answer', async () => {
    const upstream = createFakeUpstream();
    let now = Date.parse('2026-11-21T20:00:00Z');
    const api = createRestClient({
      baseUrl: 'http://upstream.test',
      apiKey: 'ringside-demo-key',
      appVersion: 'test',
      deviceId: 'test',
      clock: createServerClock(),
      fetch: upstream.fetch as typeof fetch,
    });
    // No remembered tokens: every verification goes to the key set.
    const verify = createAccessTokenVerifier(createUpstreamKeys(api, { now: () => now }), { cacheSize: 0 });
    const token = guestToken('ringside');

    expect(await verify(token)).toMatchObject({ rol: 'GUEST' });
    now += 4 * 60_000;
    await verify(token);
    expect(upstream.count(JWKS_PATH)).toBe(1);

    now += 2 * 60_000;
    upstream.keysUnavailable = true;
    expect(await verify(token)).toMatchObject({ rol: 'GUEST' });
    // Asked again (a read: the REST client retries the 503 twice), then the old keys serve.
    expect(upstream.count(JWKS_PATH)).toBe(2 + MAX_READ_RETRIES);
  });
});
