import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTestSigningKey, guestToken, makeToken, upstreamSigningKey } from '../testing/fakeUpstream.ts';
import { cookieHeaderFrom, createTestGateway, parseSetCookie, sessionSetCookies } from '../testing/gatewayClient.ts';

const viewerQuery = `{ viewer { role isGuest sessionExpiresAt } }`;

describe('checking in as a guest', () => {
  it('keeps the session in httpOnly cookies named for the realm, and the browser becomes a GUEST', async () => {
    const { query } = createTestGateway();
    const checkIn = await query(`mutation { checkInAsGuest { viewer { role } tokens { accessToken } } }`);

    expect(checkIn.data).toEqual({ checkInAsGuest: { viewer: { role: 'GUEST' }, tokens: null } });
    const cookies = sessionSetCookies(checkIn.headers);
    expect(cookies).toHaveLength(2);
    expect(parseSetCookie(cookies[0]!)).toMatchObject({
      name: 'rs_at_ringside',
      value: expect.stringMatching(/.+/),
      attributes: { Path: '/', 'Max-Age': expect.stringMatching(/^\d+$/), HttpOnly: true, SameSite: 'Lax' },
    });
    expect(cookies[1]).toMatch(/^rs_rt_ringside=refresh-ringside-1;/);

    const later = await query(viewerQuery, { headers: { cookie: cookieHeaderFrom(checkIn.headers) } });
    expect(later.data!.viewer).toMatchObject({ role: 'GUEST', isGuest: true });
    expect(later.data!.viewer.sessionExpiresAt).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('marks the cookies Secure when the request came over https', async () => {
    const { gateway } = createTestGateway();
    const checkIn = await gateway.yoga.fetch('https://gateway.test/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-graphql-yoga-csrf': '1', 'x-ringside-realm': 'ringside' },
      body: JSON.stringify({ query: `mutation { checkInAsGuest { viewer { role } } }` }),
    });
    expect(checkIn.headers.getSetCookie().every((cookie) => parseSetCookie(cookie).attributes['Secure'] === true)).toBe(true);
  });

  it('returns the tokens to a TV app that asks for BODY delivery, and sets no cookie', async () => {
    const { query } = createTestGateway();
    const checkIn = await query(
      `mutation { checkInAsGuest(input: { tokenDelivery: BODY }) { tokens { accessToken refreshToken expiresAt } } }`,
      { headers: { 'x-device-id': 'tv-4f1c2a9e-living-room' } },
    );
    const tokens = checkIn.data!.checkInAsGuest.tokens;
    expect(tokens.refreshToken).toBe('refresh-ringside-1');
    expect(checkIn.headers.getSetCookie()).toEqual([]);

    const later = await query(viewerQuery, { headers: { authorization: `Bearer ${tokens.accessToken}` } });
    expect(later.data!.viewer.role).toBe('GUEST');
  });

  it('is refused with GUESTS_NOT_ALLOWED on a realm without guests', async () => {
    const { query } = createTestGateway();
    const { data, errors } = await query(`mutation { checkInAsGuest { viewer { role } } }`, { realm: 'acme' });
    expect(data).toBeNull();
    expect(errors![0]!.extensions).toMatchObject({ code: 'GUESTS_NOT_ALLOWED' });
  });
});

describe('sessions stay in their realm', () => {
  it('ignores a ringside cookie on acme: the visitor there has no session', async () => {
    const { query } = createTestGateway();
    const checkIn = await query(`mutation { checkInAsGuest { viewer { role } } }`);
    const cookie = cookieHeaderFrom(checkIn.headers);
    const onAcme = await query(viewerQuery, { realm: 'acme', headers: { cookie } });
    expect(onAcme.data!.viewer.role).toBe('UNAUTHENTICATED');
  });

  it('ignores a foreign token even when it sits in this realm\'s cookie, and clears it', async () => {
    const { query } = createTestGateway();
    const answer = await query(viewerQuery, {
      realm: 'acme',
      headers: { cookie: `rs_at_acme=${guestToken('ringside')}` },
    });
    expect(answer.data!.viewer.role).toBe('UNAUTHENTICATED');
    expect(sessionSetCookies(answer.headers)[0]).toMatch(/^rs_at_acme=; .*Max-Age=0/);
  });

  it('refuses a ringside bearer token on acme with UNAUTHENTICATED', async () => {
    const { query } = createTestGateway();
    const answer = await query(`{ video(internalId: "1") { title } }`, {
      realm: 'acme',
      headers: { authorization: `Bearer ${guestToken('ringside')}` },
    });
    expect(answer.errors![0]!.extensions).toMatchObject({ code: 'UNAUTHENTICATED', reason: 'TOKEN_REALM_MISMATCH' });
  });
});

describe('roles', () => {
  it('derives CUSTOMER and ADMIN from the token claims', async () => {
    const { query } = createTestGateway();
    const exp = Math.floor(Date.now() / 1000) + 600;
    const customer = makeToken({ sub: 'u1', rol: 'CUSTOMER', gue: false, aud: 'ringside', exp });
    const admin = makeToken({ sub: 'u2', rol: 'ADMIN', gue: false, aud: 'ringside', exp });
    const asCustomer = await query(viewerQuery, { headers: { authorization: `Bearer ${customer}` } });
    const asAdmin = await query(viewerQuery, { headers: { authorization: `Bearer ${admin}` } });
    const nobody = await query(viewerQuery);
    expect(asCustomer.data!.viewer.role).toBe('CUSTOMER');
    expect(asAdmin.data!.viewer.role).toBe('ADMIN');
    expect(nobody.data!.viewer).toEqual({ role: 'UNAUTHENTICATED', isGuest: false, sessionExpiresAt: null });
  });
});

describe('an expired cookie session', () => {
  it('is refreshed once, even when a page fires several requests at the same time', async () => {
    const { query, upstream } = createTestGateway();
    const stale = upstream.issueTokens('ringside', guestToken('ringside', { expiresInSeconds: -60 }));
    const cookie = `rs_at_ringside=${stale.authorisationToken}; rs_rt_ringside=${stale.refreshToken}`;

    const answers = await Promise.all(
      Array.from({ length: 4 }, () => query(`{ viewer { role } video(internalId: "1") { title } }`, { headers: { cookie } })),
    );

    expect(upstream.count('/api/v2/token/refresh')).toBe(1);
    for (const answer of answers) {
      expect(answer.errors).toBeUndefined();
      expect(answer.data).toEqual({ viewer: { role: 'GUEST' }, video: { title: 'Video 1' } });
      expect(sessionSetCookies(answer.headers).some((c) => c.startsWith('rs_rt_ringside=refresh-ringside-2;'))).toBe(true);
    }
  });

  it('ends the session when the refresh is refused: cookies cleared, viewer UNAUTHENTICATED', async () => {
    const { query } = createTestGateway();
    const expired = guestToken('ringside', { expiresInSeconds: -60 });
    const answer = await query(viewerQuery, {
      headers: { cookie: `rs_at_ringside=${expired}; rs_rt_ringside=unknown-token` },
    });
    expect(answer.data!.viewer.role).toBe('UNAUTHENTICATED');
    expect(sessionSetCookies(answer.headers).map((c) => c.split(';')[0])).toEqual(['rs_at_ringside=', 'rs_rt_ringside=']);
  });

  it('refreshSession renews a BODY client and refuses a used refresh token', async () => {
    const { query } = createTestGateway();
    const checkIn = await query(
      `mutation { checkInAsGuest(input: { tokenDelivery: BODY }) { tokens { accessToken refreshToken } } }`,
    );
    const { refreshToken } = checkIn.data!.checkInAsGuest.tokens;
    const renew = `mutation($token: String) { refreshSession(input: { refreshToken: $token, tokenDelivery: BODY }) { viewer { role } tokens { refreshToken } } }`;
    const first = await query(renew, { variables: { token: refreshToken } });
    expect(first.data!.refreshSession).toEqual({ viewer: { role: 'GUEST' }, tokens: { refreshToken: 'refresh-ringside-2' } });

    const replay = await query(renew, { variables: { token: refreshToken } });
    expect(replay.data).toBeNull();
    expect(replay.errors![0]!.extensions).toMatchObject({ code: 'UNAUTHENTICATED', reason: 'sessionExpired' });
  });
});

describe('a page script that asks for the cookie session in the body', () => {
  it('is refused with BAD_USER_INPUT: the httpOnly tokens never reach JavaScript, and nothing is spent', async () => {
    const { query, upstream } = createTestGateway();
    const checkIn = await query(`mutation { checkInAsGuest { viewer { role } } }`);
    const cookie = cookieHeaderFrom(checkIn.headers);
    const grab = await query(`mutation { refreshSession(input: { tokenDelivery: BODY }) { tokens { accessToken refreshToken } } }`, {
      headers: { cookie },
    });
    expect(grab.data).toBeNull();
    expect(grab.errors![0]).toMatchObject({
      message: 'BODY delivery needs input.refreshToken.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(JSON.stringify(grab)).not.toContain('refresh-ringside');
    expect(upstream.count('/api/v2/token/refresh')).toBe(0);
    const renewed = await query(`mutation { refreshSession { viewer { role } tokens { accessToken } } }`, { headers: { cookie } });
    expect(renewed.data!.refreshSession).toEqual({ viewer: { role: 'GUEST' }, tokens: null });
  });
});

describe('a replacement authorisation from the upstream', () => {
  it('replaces the stored access token cookie', async () => {
    const { query, upstream } = createTestGateway();
    const checkIn = await query(`mutation { checkInAsGuest { viewer { role } } }`);
    const replacement = guestToken('ringside', { expiresInSeconds: 1200 });
    upstream.extraHeaders['x-replacement-authorization'] = `Bearer ${replacement}`;
    const answer = await query(`{ video(internalId: "2") { title } }`, {
      headers: { cookie: cookieHeaderFrom(checkIn.headers) },
    });
    expect(sessionSetCookies(answer.headers)).toEqual([expect.stringMatching(new RegExp(`^rs_at_ringside=${replacement};`))]);
  });
});

describe('a forged token that claims to be an ADMIN', () => {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const adminClaims = () => {
    const iat = Math.floor(Date.now() / 1000);
    return { sub: 'u9', rol: 'ADMIN', gue: false, aud: 'ringside', iat, exp: iat + 600, sid: 9 };
  };
  const attackerKey = createTestSigningKey('attacker-key');
  const forgeries = (): Record<string, string> => {
    const claims = adminClaims();
    const hs256Input = `${encode({ alg: 'HS256', typ: 'JWT', kid: upstreamSigningKey.kid })}.${encode(claims)}`;
    return {
      'unsigned (alg none)': `${encode({ alg: 'none', typ: 'JWT' })}.${encode(claims)}.`,
      'HS256 with a guessed secret': `${hs256Input}.${createHmac('sha256', 'secret').update(hs256Input).digest('base64url')}`,
      "another EC key, under the upstream's kid": makeToken(claims, { key: attackerKey, kid: upstreamSigningKey.kid }),
      'another EC key, under its own kid': makeToken(claims, { key: attackerKey }),
    };
  };

  it('is refused as a bearer token: UNAUTHENTICATED, never an ADMIN', async () => {
    const { query } = createTestGateway();
    for (const [forgery, token] of Object.entries(forgeries())) {
      const answer = await query(viewerQuery, { headers: { authorization: `Bearer ${token}` } });
      expect({ forgery, data: answer.data, error: answer.errors?.[0]?.extensions }).toEqual({
        forgery,
        data: null,
        error: expect.objectContaining({ code: 'UNAUTHENTICATED', reason: 'INVALID_TOKEN' }),
      });
    }
  });

  it('in a cookie, is no session: the viewer is UNAUTHENTICATED, the cookies are cleared and nothing is refreshed', async () => {
    const { query, upstream } = createTestGateway();
    for (const [forgery, token] of Object.entries(forgeries())) {
      const { refreshToken } = upstream.issueTokens('ringside');
      const answer = await query(viewerQuery, {
        headers: { cookie: `rs_at_ringside=${token}; rs_rt_ringside=${refreshToken}` },
      });
      expect({ forgery, viewer: answer.data!.viewer }).toEqual({
        forgery,
        viewer: { role: 'UNAUTHENTICATED', isGuest: false, sessionExpiresAt: null },
      });
      expect(sessionSetCookies(answer.headers).map((c) => c.split(';')[0])).toEqual(['rs_at_ringside=', 'rs_rt_ringside=']);
    }
    expect(upstream.count('/api/v2/token/refresh')).toBe(0);
  });

  it('while the genuine article, signed by the upstream, makes an ADMIN by bearer or cookie', async () => {
    const { query } = createTestGateway();
    const genuine = makeToken(adminClaims());
    const byBearer = await query(viewerQuery, { headers: { authorization: `Bearer ${genuine}` } });
    const byCookie = await query(viewerQuery, { headers: { cookie: `rs_at_ringside=${genuine}` } });
    expect(byBearer.data!.viewer.role).toBe('ADMIN');
    expect(byCookie.data!.viewer.role).toBe('ADMIN');
    expect(sessionSetCookies(byCookie.headers)).toEqual([]);
  });
});
