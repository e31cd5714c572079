import { describe, expect, it } from 'vitest';
import { createMemoryCache } from '../lib/sharedCache.ts';
import { createGateway } from '../server.ts';
import { createFakeUpstream, guestToken, makeToken } from '../testing/fakeUpstream.ts';
import { sessionSetCookies } from '../testing/gatewayClient.ts';

// Spec §4 "Challenge": the platform may find a token expired that the gateway still
// took for valid (clocks differ, a request took long). The gateway renews it once and
// sends the call again; if that cannot be done, the session has expired.
function gatewayWhoseUpstreamSaysExpired(expiredToken: string, code = 'TOKEN_EXPIRED') {
  const upstream = createFakeUpstream();
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const authorization = new Headers(init?.headers).get('authorization');
    if (authorization === `Bearer ${expiredToken}` && !String(input).includes('/token/refresh')) {
      upstream.calls.push({ method: init?.method ?? 'GET', url: new URL(String(input)), headers: new Headers(init?.headers), body: undefined });
      return new Response(JSON.stringify({ code, message: 'Refused' }), {
        status: 401,
        headers: { 'content-type': 'application/json' },
      });
    }
    return upstream.fetch(input, init);
  };
  const gateway = createGateway({ upstreamUrl: 'http://upstream.test', fetch: fetch as typeof globalThis.fetch, cache: createMemoryCache() });
  const query = async (document: string, cookie: string) => {
    const response = await gateway.yoga.fetch('http://gateway.test/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-graphql-yoga-csrf': '1', 'x-ringside-realm': 'ringside', cookie },
      body: JSON.stringify({ query: document }),
    });
    const body = (await response.json()) as { data?: any; errors?: any[] };
    return { headers: response.headers, ...body };
  };
  return { upstream, query };
}

describe('an access token the platform calls expired', () => {
  it('is renewed once and the call sent again: the viewer sees the video and keeps the new cookies', async () => {
    const token = guestToken('ringside');
    const { upstream, query } = gatewayWhoseUpstreamSaysExpired(token);
    const tokens = upstream.issueTokens('ringside', token);
    const answer = await query(`{ video(internalId: "1") { title } }`, `rs_at_ringside=${token}; rs_rt_ringside=${tokens.refreshToken}`);
    expect(answer.errors).toBeUndefined();
    expect(answer.data.video.title).toBe('Video 1');
    expect(upstream.count('/api/v2/token/refresh')).toBe(1);
    expect(sessionSetCookies(answer.headers).map((cookie) => cookie.split('=')[0])).toEqual(['rs_at_ringside', 'rs_rt_ringside']);
  });

  it('ends the session as sessionExpired when the renewal is refused', async () => {
    const token = guestToken('ringside');
    const { query } = gatewayWhoseUpstreamSaysExpired(token);
    const answer = await query(`{ video(internalId: "1") { title } }`, `rs_at_ringside=${token}; rs_rt_ringside=already-used`);
    expect(answer.errors![0].extensions).toMatchObject({ code: 'UNAUTHENTICATED', reason: 'sessionExpired' });
    expect(sessionSetCookies(answer.headers).map((cookie) => cookie.split(';')[0])).toEqual(['rs_at_ringside=', 'rs_rt_ringside=']);
  });
});

describe('a session the platform says has ended (signed out elsewhere)', () => {
  it('is signed out in this browser too: its refresh is refused, the cookies go and the viewer is told sessionExpired', async () => {
    const token = guestToken('ringside');
    const { upstream, query } = gatewayWhoseUpstreamSaysExpired(token, 'INVALID_TOKEN');
    const answer = await query(`{ video(internalId: "1") { title } }`, `rs_at_ringside=${token}; rs_rt_ringside=revoked-with-its-session`);
    expect(answer.errors![0].extensions).toMatchObject({ code: 'UNAUTHENTICATED', reason: 'sessionExpired' });
    expect(upstream.count('/api/v2/token/refresh')).toBe(1);
    expect(sessionSetCookies(answer.headers).map((cookie) => cookie.split(';')[0])).toEqual(['rs_at_ringside=', 'rs_rt_ringside=']);
  });
});

describe('a signed-in session that a background read ends', () => {
  it('is told on the viewer’s next page: the ended mark outlives the answer that found out, and goes once told', async () => {
    const iat = Math.floor(Date.now() / 1000);
    const customer = makeToken({ sub: '7', rol: 'CUSTOMER', gue: false, aud: 'ringside', iat, exp: iat + 900, sid: 's7' });
    const { query } = gatewayWhoseUpstreamSaysExpired(customer, 'INVALID_TOKEN');
    // A live card's status, read in the background: the answer has no viewer to tell.
    const background = await query(`{ video(internalId: "1") { title } }`, `rs_at_ringside=${customer}; rs_rt_ringside=revoked-with-its-session`);
    expect(background.errors![0].extensions).toMatchObject({ code: 'UNAUTHENTICATED', reason: 'sessionExpired' });
    const set = sessionSetCookies(background.headers).map((cookie) => cookie.split(';')[0]);
    expect(set).toEqual(['rs_at_ringside=', 'rs_rt_ringside=', 'rs_se_ringside=1']);

    // The next page: no session any more, but the viewer hears why.
    const next = await query('{ viewer { role sessionExpired } }', 'rs_se_ringside=1');
    expect(next.data.viewer).toEqual({ role: 'UNAUTHENTICATED', sessionExpired: true });
    expect(sessionSetCookies(next.headers).map((cookie) => cookie.split(';')[0])).toEqual(['rs_se_ringside=']);
    // Told once: the page after that says nothing.
    expect((await query('{ viewer { role sessionExpired } }', '')).data.viewer).toEqual({ role: 'UNAUTHENTICATED', sessionExpired: false });
  });

  it('is no news to a viewer who has signed in again since', async () => {
    const iat = Math.floor(Date.now() / 1000);
    const again = makeToken({ sub: '7', rol: 'CUSTOMER', gue: false, aud: 'ringside', iat, exp: iat + 900, sid: 's8' });
    const { query } = gatewayWhoseUpstreamSaysExpired('some-other-token');
    const answer = await query('{ viewer { role sessionExpired } }', `rs_at_ringside=${again}; rs_se_ringside=1`);
    expect(answer.data.viewer).toEqual({ role: 'CUSTOMER', sessionExpired: false });
  });
});

describe('a refresh that cannot reach the platform', () => {
  it('does not sign the guest out: the cookies stay for the next try, and the request says the platform is away', async () => {
    const upstream = createFakeUpstream();
    let refreshReachable = false;
    const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
      if (String(input).includes('/token/refresh') && !refreshReachable) throw new TypeError('fetch failed');
      return upstream.fetch(input, init);
    };
    const gateway = createGateway({ upstreamUrl: 'http://upstream.test', fetch: fetch as typeof globalThis.fetch, cache: createMemoryCache() });
    const stale = upstream.issueTokens('ringside', guestToken('ringside', { expiresInSeconds: -60 }));
    const cookie = `rs_at_ringside=${stale.authorisationToken}; rs_rt_ringside=${stale.refreshToken}`;
    const ask = async () => {
      const response = await gateway.yoga.fetch('http://gateway.test/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-graphql-yoga-csrf': '1', 'x-ringside-realm': 'ringside', cookie },
        body: JSON.stringify({ query: '{ viewer { role } }' }),
      });
      return { headers: response.headers, ...((await response.json()) as { data?: any; errors?: any[] }) };
    };

    const away = await ask();
    expect(away.errors![0].extensions).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE' });
    expect(sessionSetCookies(away.headers)).toEqual([]);

    refreshReachable = true;
    const back = await ask();
    expect(back.data.viewer.role).toBe('GUEST');
  });
});

describe('a signed-in session whose refresh is refused when the viewer comes back', () => {
  const ask = async (cookie: string) => {
    const gateway = createGateway({ upstreamUrl: 'http://upstream.test', fetch: createFakeUpstream().fetch, cache: createMemoryCache() });
    const response = await gateway.yoga.fetch('http://gateway.test/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-graphql-yoga-csrf': '1', 'x-ringside-realm': 'ringside', cookie },
      body: JSON.stringify({ query: '{ viewer { role sessionExpired } }' }),
    });
    return { headers: response.headers, ...((await response.json()) as { data?: any; errors?: any[] }) };
  };
  const expiredToken = (claims: Record<string, unknown>) => {
    const iat = Math.floor(Date.now() / 1000) - 3600;
    return makeToken({ sub: '7', aud: 'ringside', iat, exp: iat + 900, sid: 's7', ...claims });
  };

  it('tells a customer their session expired (spec §4 sessionExpired), and ends it', async () => {
    const answer = await ask(`rs_at_ringside=${expiredToken({ rol: 'CUSTOMER', gue: false })}; rs_rt_ringside=revoked`);
    expect(answer.data.viewer).toEqual({ role: 'UNAUTHENTICATED', sessionExpired: true });
    expect(sessionSetCookies(answer.headers).map((cookie) => cookie.split(';')[0])).toEqual(['rs_at_ringside=', 'rs_rt_ringside=']);
  });

  it('renews a guest silently: nothing to tell', async () => {
    const answer = await ask(`rs_at_ringside=${expiredToken({ rol: 'GUEST', gue: true })}; rs_rt_ringside=revoked`);
    expect(answer.data.viewer).toEqual({ role: 'UNAUTHENTICATED', sessionExpired: false });
  });

  it('says nothing to a visitor who never had a session', async () => {
    expect((await ask('')).data.viewer).toEqual({ role: 'UNAUTHENTICATED', sessionExpired: false });
  });
});
