import { describe, expect, it } from 'vitest';
import { createMemoryCache } from '../lib/sharedCache.ts';
import { createGateway } from '../server.ts';
import { createFakeUpstream, guestToken, makeToken } from '../testing/fakeUpstream.ts';
import { cookieHeaderFrom, sessionSetCookies } from '../testing/gatewayClient.ts';

// The fake platform of the other gateway tests, taught `POST /login` and `POST /logout`
// the way backend/README.md describes them, including the captcha challenge.
function signInGateway() {
  const upstream = createFakeUpstream();
  const revoked: string[] = [];
  let failures = 0;
  const challenge = { id: 'challenge-1', provider: 'test', prompt: 'What is 3 + 4?' };
  const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const customerToken = (realm: string) => {
    const iat = Math.floor(Date.now() / 1000);
    return makeToken({ sub: '7', rol: 'CUSTOMER', gue: false, aud: realm, iat, exp: iat + 900, sid: 70, pro: { id: 3, ty: 'a' } });
  };
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input));
    const headers = new Headers(init?.headers);
    const realm = headers.get('realm') ?? '';
    if (url.pathname === '/api/v2/login') {
      upstream.calls.push({ method: 'POST', url, headers, body: JSON.parse(String(init?.body)) });
      const { id, secret } = JSON.parse(String(init?.body)) as { id: string; secret: string };
      if (failures >= 3) {
        const answer = headers.get('x-challenge-input');
        if (!answer) return json(402, { code: 'CHALLENGE_REQUIRED', message: 'Answer', challenge });
        if (Buffer.from(answer, 'base64url').toString() !== 'challenge-1:7') {
          return json(402, { code: 'CHALLENGE_FAILED', message: 'Wrong', challenge: { ...challenge, id: 'challenge-2' } });
        }
      }
      if (id.toLowerCase() === 'pending@ringside.test') return json(403, { code: 'ACCOUNT_NOT_CONFIRMED', message: 'Confirm' });
      if (id.toLowerCase() !== 'fan@ringside.test' || secret !== 'ringside-fan') {
        failures += 1;
        return json(401, { code: 'INVALID_CREDENTIALS', message: 'No' });
      }
      failures = 0;
      return json(200, upstream.issueTokens(realm, customerToken(realm)));
    }
    if (url.pathname === '/api/v2/logout') {
      const token = /^Bearer (.+)$/.exec(headers.get('authorization') ?? '')?.[1] ?? '';
      upstream.calls.push({ method: 'POST', url, headers, body: {} });
      const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { aud: string };
      if (claims.aud !== realm) return json(401, { code: 'TOKEN_REALM_MISMATCH', message: 'Wrong realm' });
      revoked.push(token);
      return new Response(null, { status: 204 });
    }
    return upstream.fetch(input, init);
  };
  const gateway = createGateway({ upstreamUrl: 'http://upstream.test', fetch: fetch as typeof globalThis.fetch, cache: createMemoryCache() });
  async function query(document: string, options: { variables?: Record<string, unknown>; headers?: Record<string, string>; realm?: string } = {}) {
    const response = await gateway.yoga.fetch('http://gateway.test/graphql', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-graphql-yoga-csrf': '1',
        'x-ringside-realm': options.realm ?? 'ringside',
        'user-agent': 'Mozilla/5.0 (Test) Chromium',
        ...options.headers,
      },
      body: JSON.stringify({ query: document, variables: options.variables }),
    });
    const body = (await response.json()) as { data?: any; errors?: any[] };
    return { headers: response.headers, data: body.data, errors: body.errors };
  }
  return { query, upstream, revoked };
}

const signIn = `mutation($input: SignInInput!) {
  signIn(input: $input) {
    viewer { role }
    tokens { accessToken refreshToken }
    userErrors { messageKey field }
    captchaChallenge { id prompt provider }
  }
}`;

describe('signing in with email and password', () => {
  it('signs a browser in with cookies: the viewer is a CUSTOMER and the tokens stay out of the answer', async () => {
    const { query, upstream } = signInGateway();
    const answer = await query(signIn, { variables: { input: { email: ' FAN@ringside.test ', password: 'ringside-fan' } } });
    expect(answer.data.signIn).toEqual({ viewer: { role: 'CUSTOMER' }, tokens: null, userErrors: [], captchaChallenge: null });
    expect(sessionSetCookies(answer.headers).map((cookie) => cookie.split('=')[0])).toEqual(['rs_at_ringside', 'rs_rt_ringside']);
    const login = upstream.calls.find((call) => call.url.pathname === '/api/v2/login')!;
    expect(login.body).toEqual({ id: 'FAN@ringside.test', secret: 'ringside-fan' });
    expect(login.headers.get('x-client-user-agent')).toBe('Mozilla/5.0 (Test) Chromium');

    const later = await query(`{ viewer { role } }`, { headers: { cookie: cookieHeaderFrom(answer.headers) } });
    expect(later.data.viewer.role).toBe('CUSTOMER');
  });

  it('hands a TV app its tokens in the body and sets no cookie', async () => {
    const { query } = signInGateway();
    const answer = await query(signIn, {
      variables: { input: { email: 'fan@ringside.test', password: 'ringside-fan', tokenDelivery: 'BODY' } },
    });
    expect(answer.data.signIn.tokens.refreshToken).toMatch(/^refresh-ringside-/);
    expect(sessionSetCookies(answer.headers)).toEqual([]);
  });

  it('ends the guest session it replaces', async () => {
    const { query, revoked } = signInGateway();
    const checkIn = await query(`mutation { checkInAsGuest { viewer { role } } }`);
    const guestCookie = cookieHeaderFrom(checkIn.headers);
    const answer = await query(signIn, {
      variables: { input: { email: 'fan@ringside.test', password: 'ringside-fan' } },
      headers: { cookie: guestCookie },
    });
    expect(answer.data.signIn.viewer.role).toBe('CUSTOMER');
    expect(revoked).toHaveLength(1);
    expect(guestCookie).toContain(revoked[0]);
  });

  it.each([
    [{ email: '', password: 'x' }, 'EmailPasswordCannotBeEmpty', null],
    [{ email: 'fan@ringside.test', password: '' }, 'EmailPasswordCannotBeEmpty', null],
    [{ email: 'not-an-email', password: 'secret1' }, 'pleaseProvideValidEmail', 'email'],
    [{ email: 'fan@ringside.test', password: 'x'.repeat(257) }, 'loginError', null],
  ])('validates %j before asking the platform: %s', async (input, messageKey, field) => {
    const { query, upstream } = signInGateway();
    const answer = await query(signIn, { variables: { input } });
    expect(answer.data.signIn).toMatchObject({ viewer: { role: 'UNAUTHENTICATED' }, userErrors: [{ messageKey, field }] });
    expect(upstream.count('/api/v2/login')).toBe(0);
  });

  it('tells a wrong password and an unconfirmed account apart only by the spec’s keys', async () => {
    const { query } = signInGateway();
    const wrong = await query(signIn, { variables: { input: { email: 'fan@ringside.test', password: 'wrong-one' } } });
    expect(wrong.data.signIn).toMatchObject({ viewer: { role: 'UNAUTHENTICATED' }, userErrors: [{ messageKey: 'loginError', field: null }] });
    expect(sessionSetCookies(wrong.headers)).toEqual([]);
    const pending = await query(signIn, { variables: { input: { email: 'pending@ringside.test', password: 'whatever1' } } });
    expect(pending.data.signIn.userErrors).toEqual([{ messageKey: 'pleaseConfirmYourEmail', field: null }]);
  });

  it('after three wrong passwords shows a captcha, and signs in once it is answered', async () => {
    const { query } = signInGateway();
    for (let i = 0; i < 3; i++) await query(signIn, { variables: { input: { email: 'fan@ringside.test', password: `guess-${i}` } } });
    const challenged = await query(signIn, { variables: { input: { email: 'fan@ringside.test', password: 'ringside-fan' } } });
    expect(challenged.data.signIn).toMatchObject({
      viewer: { role: 'UNAUTHENTICATED' },
      userErrors: [{ messageKey: 'captchaRequired', field: 'captcha' }],
      captchaChallenge: { id: 'challenge-1', prompt: 'What is 3 + 4?', provider: 'test' },
    });

    const wrongAnswer = await query(signIn, {
      variables: { input: { email: 'fan@ringside.test', password: 'ringside-fan', captcha: { challengeId: 'challenge-1', answer: '8' } } },
    });
    expect(wrongAnswer.data.signIn).toMatchObject({
      userErrors: [{ messageKey: 'reCaptchaAssessmentFailed', field: 'captcha' }],
      captchaChallenge: { id: 'challenge-2' },
    });

    const answered = await query(signIn, {
      variables: { input: { email: 'fan@ringside.test', password: 'ringside-fan', captcha: { challengeId: 'challenge-1', answer: '7' } } },
    });
    expect(answered.data.signIn).toMatchObject({ viewer: { role: 'CUSTOMER' }, userErrors: [], captchaChallenge: null });
  });
});

describe('signing out', () => {
  it('revokes the cookie session upstream, clears the cookies, and the viewer is UNAUTHENTICATED', async () => {
    const { query, revoked } = signInGateway();
    const signedIn = await query(signIn, { variables: { input: { email: 'fan@ringside.test', password: 'ringside-fan' } } });
    const cookie = cookieHeaderFrom(signedIn.headers);
    const out = await query(`mutation { signOut { viewer { role } } }`, { headers: { cookie } });
    expect(out.data.signOut.viewer.role).toBe('UNAUTHENTICATED');
    expect(revoked).toHaveLength(1);
    expect(sessionSetCookies(out.headers).map((c) => c.split(';')[0])).toEqual(['rs_at_ringside=', 'rs_rt_ringside=']);
  });

  it('works for a bearer app, and refuses a bearer of another realm', async () => {
    const { query, revoked } = signInGateway();
    const tokens = (
      await query(signIn, { variables: { input: { email: 'fan@ringside.test', password: 'ringside-fan', tokenDelivery: 'BODY' } } })
    ).data.signIn.tokens;
    const out = await query(`mutation { signOut { viewer { role } } }`, { headers: { authorization: `Bearer ${tokens.accessToken}` } });
    expect(out.data.signOut.viewer.role).toBe('UNAUTHENTICATED');
    expect(revoked).toEqual([tokens.accessToken]);
    expect(sessionSetCookies(out.headers)).toEqual([]);

    const foreign = await query(`mutation { signOut { viewer { role } } }`, {
      realm: 'acme',
      headers: { authorization: `Bearer ${guestToken('ringside')}` },
    });
    expect(foreign.errors![0].extensions).toMatchObject({ code: 'UNAUTHENTICATED', reason: 'TOKEN_REALM_MISMATCH' });
  });

  it('without a session just answers UNAUTHENTICATED', async () => {
    const { query, revoked } = signInGateway();
    const out = await query(`mutation { signOut { viewer { role } } }`);
    expect(out.data.signOut.viewer.role).toBe('UNAUTHENTICATED');
    expect(revoked).toEqual([]);
  });
});
