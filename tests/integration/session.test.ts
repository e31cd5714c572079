// Sessions through the gateway against the real backend: signing in and out as
// a browser (cookies, the realm by Host) and as a TV app (bearer tokens), what
// happens to a token carried to the other realm, a stolen refresh token, an
// access token that expires, and a password-guessing script meeting the captcha.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql, type GraphQLResponse } from '../support/graphql.ts';
import { startPlatform, type RunningPlatform } from '../support/platform.ts';

const SIGN_IN = `mutation ($input: SignInInput!) {
  signIn(input: $input) {
    viewer { role }
    tokens { accessToken refreshToken }
    userErrors { messageKey field }
    captchaChallenge { id prompt provider }
  }
}`;
const SIGN_OUT = `mutation { signOut { viewer { role } } }`;
const REFRESH_BODY = `mutation ($token: String) {
  refreshSession(input: { refreshToken: $token, tokenDelivery: BODY }) { tokens { accessToken refreshToken } } }`;
const VIEWER_AND_VIDEO = (id: string) => `{ viewer { role } video(internalId: "${id}") { title } }`;

/** A browser of one realm: keeps the cookies the gateway sets, as a browser would. */
function browser(platform: RunningPlatform, host: 'localhost' | 'acme.localhost') {
  const jar = new Map<string, string>();
  const port = new URL(platform.url).port;
  async function send(query: string, variables: Record<string, unknown> = {}) {
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await graphql(platform.url, query, {
      host,
      variables,
      headers: { origin: `http://${host}:${port}`, ...(cookie ? { cookie } : {}) },
    });
    const setCookies = response.headers['set-cookie'] ?? [];
    for (const setCookie of Array.isArray(setCookies) ? setCookies : [setCookies]) {
      const [pair = '', ...attributes] = setCookie.split(';');
      const name = pair.slice(0, pair.indexOf('='));
      const value = pair.slice(pair.indexOf('=') + 1);
      if (attributes.some((attribute) => attribute.trim() === 'Max-Age=0')) jar.delete(name);
      else jar.set(name, value);
    }
    return response;
  }
  return { send, jar };
}

/** A TV app: bearer tokens, the realm by header. */
function tvApp(platform: RunningPlatform, realm: string, accessToken?: string) {
  return (query: string, variables: Record<string, unknown> = {}) =>
    graphql(platform.url, query, {
      realm,
      variables,
      headers: { 'x-device-id': 'tv-living-room-0001', ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}) },
    });
}

function codeOf(response: GraphQLResponse<unknown>) {
  return response.errors?.[0]?.extensions as { code?: string; reason?: string } | undefined;
}

/** What a person does with the test captcha: reads the sum and adds it up. */
function solve(prompt: string): string {
  const [a, b] = (prompt.match(/\d+/g) ?? []).map(Number);
  return String((a ?? 0) + (b ?? 0));
}

describe('sessions through the gateway', () => {
  let platform: RunningPlatform;
  beforeAll(async () => {
    platform = await startPlatform({ serveWeb: false });
  });
  afterAll(() => platform?.close());

  it('signs a browser in with cookies and out again: afterwards the old token is worth nothing', async () => {
    const fan = browser(platform, 'localhost');
    const signedIn = await fan.send(SIGN_IN, { input: { email: 'fan@ringside.test', password: 'ringside-fan' } });
    expect(signedIn.data?.signIn).toEqual({ viewer: { role: 'CUSTOMER' }, tokens: null, userErrors: [], captchaChallenge: null });
    expect([...fan.jar.keys()]).toEqual(expect.arrayContaining(['rs_at_ringside', 'rs_rt_ringside']));
    const accessToken = fan.jar.get('rs_at_ringside')!;

    const signedOut = await fan.send(SIGN_OUT);
    expect(signedOut.data?.signOut.viewer.role).toBe('UNAUTHENTICATED');
    expect(fan.jar.has('rs_at_ringside')).toBe(false);
    expect((await fan.send(`{ viewer { role } }`)).data?.viewer.role).toBe('UNAUTHENTICATED');

    // The token a thief might have copied before the sign-out: the platform ended its session.
    const replay = await tvApp(platform, 'ringside', accessToken)(`{ video(internalId: "1") { title } }`);
    expect(codeOf(replay)).toMatchObject({ code: 'UNAUTHENTICATED', reason: 'INVALID_TOKEN' });
  });

  it('answers a wrong password with loginError and keeps the guest a guest', async () => {
    const visitor = browser(platform, 'localhost');
    await visitor.send(`mutation { checkInAsGuest { viewer { role } } }`);
    const wrong = await visitor.send(SIGN_IN, { input: { email: 'fan@ringside.test', password: 'not-the-password' } });
    expect(wrong.data?.signIn).toMatchObject({ viewer: { role: 'GUEST' }, userErrors: [{ messageKey: 'loginError', field: null }] });
    expect((await visitor.send(`{ viewer { role } }`)).data?.viewer.role).toBe('GUEST');
  });

  it('signs in on acme, where there are no guests', async () => {
    const member = browser(platform, 'acme.localhost');
    const signedIn = await member.send(SIGN_IN, { input: { email: 'fan@acme.test', password: 'acme-fan' } });
    expect(signedIn.data?.signIn.viewer.role).toBe('CUSTOMER');
    expect((await member.send(VIEWER_AND_VIDEO('101'))).data).toEqual({ viewer: { role: 'CUSTOMER' }, video: { title: expect.any(String) } });
  });

  describe('a session of ringside carried to acme', () => {
    it('is no session there as a cookie, even planted under acme’s cookie name', async () => {
      const fan = browser(platform, 'localhost');
      await fan.send(SIGN_IN, { input: { email: 'fan@ringside.test', password: 'ringside-fan' } });
      const onAcme = browser(platform, 'acme.localhost');
      for (const [name, value] of fan.jar) onAcme.jar.set(name, value);
      expect((await onAcme.send(`{ viewer { role } }`)).data?.viewer.role).toBe('UNAUTHENTICATED');

      onAcme.jar.set('rs_at_acme', fan.jar.get('rs_at_ringside')!);
      const planted = await onAcme.send(VIEWER_AND_VIDEO('101'));
      expect(planted.data?.viewer?.role ?? 'UNAUTHENTICATED').toBe('UNAUTHENTICATED');
      expect(onAcme.jar.has('rs_at_acme')).toBe(false);
    });

    it('is refused as a bearer token by the gateway and by the backend', async () => {
      const signedIn = await tvApp(platform, 'ringside')(SIGN_IN, {
        input: { email: 'fan@ringside.test', password: 'ringside-fan', tokenDelivery: 'BODY' },
      });
      const { accessToken } = signedIn.data!.signIn.tokens;

      const viaGateway = await tvApp(platform, 'acme', accessToken)(`{ video(internalId: "101") { title } }`);
      expect(codeOf(viaGateway)).toMatchObject({ code: 'UNAUTHENTICATED', reason: 'TOKEN_REALM_MISMATCH' });

      const contract = { 'x-api-key': 'ringside-demo-key', 'x-app': 'tv', 'x-app-version': '1', 'x-device-id': 'tv-1', 'accept-language': 'en' };
      const viaBackend = await fetch(`${platform.upstreamUrl}/api/v2/vod/101`, {
        headers: { ...contract, realm: 'acme', authorization: `Bearer ${accessToken}` },
      });
      expect(viaBackend.status).toBe(401);
      expect((await viaBackend.json()).code).toBe('TOKEN_REALM_MISMATCH');
      // At home the same token works.
      const atHome = await tvApp(platform, 'ringside', accessToken)(`{ video(internalId: "1") { title } }`);
      expect(atHome.errors).toBeUndefined();
    });
  });

  it('ends the whole session when a used refresh token comes back', async () => {
    const tv = tvApp(platform, 'ringside');
    const first = (await tv(SIGN_IN, { input: { email: 'fan@ringside.test', password: 'ringside-fan', tokenDelivery: 'BODY' } })).data!
      .signIn.tokens;
    const second = (await tv(REFRESH_BODY, { token: first.refreshToken })).data!.refreshSession.tokens;

    // Someone replays the first refresh token from elsewhere (copied from the device, say).
    const elsewhere = (query: string, variables: Record<string, unknown>) =>
      graphql(platform.url, query, { realm: 'ringside', variables, headers: { 'x-device-id': 'someone-elses-laptop' } });
    const replay = await elsewhere(REFRESH_BODY, { token: first.refreshToken });
    expect(codeOf(replay)).toMatchObject({ code: 'UNAUTHENTICATED', reason: 'sessionExpired' });

    // The platform ended the session: the newest tokens are dead too.
    const content = await tvApp(platform, 'ringside', second.accessToken)(`{ video(internalId: "1") { title } }`);
    expect(codeOf(content)).toMatchObject({ code: 'UNAUTHENTICATED', reason: 'INVALID_TOKEN' });
    expect(codeOf(await tv(REFRESH_BODY, { token: second.refreshToken }))).toMatchObject({ reason: 'sessionExpired' });
  });

  it('asks a password-guessing browser for a captcha, and lets the holder in once it is answered', async () => {
    const guesser = browser(platform, 'localhost');
    for (const guess of ['password', '123456', 'ringside']) {
      const answer = await guesser.send(SIGN_IN, { input: { email: 'admin@ringside.test', password: guess } });
      expect(answer.data?.signIn.userErrors).toEqual([{ messageKey: 'loginError', field: null }]);
    }
    const challenged = await guesser.send(SIGN_IN, { input: { email: 'admin@ringside.test', password: 'ringside-admin' } });
    const challenge = challenged.data!.signIn.captchaChallenge;
    expect(challenged.data?.signIn).toMatchObject({
      viewer: { role: 'UNAUTHENTICATED' },
      userErrors: [{ messageKey: 'captchaRequired', field: 'captcha' }],
      captchaChallenge: { provider: 'test', prompt: expect.stringMatching(/^What is \d+ \+ \d+\?$/) },
    });

    const wrongAnswer = await guesser.send(SIGN_IN, {
      input: { email: 'admin@ringside.test', password: 'ringside-admin', captcha: { challengeId: challenge.id, answer: '-1' } },
    });
    expect(wrongAnswer.data?.signIn.userErrors).toEqual([{ messageKey: 'reCaptchaAssessmentFailed', field: 'captcha' }]);
    const fresh = wrongAnswer.data!.signIn.captchaChallenge;
    expect(fresh.id).not.toBe(challenge.id);

    const answered = await guesser.send(SIGN_IN, {
      input: { email: 'admin@ringside.test', password: 'ringside-admin', captcha: { challengeId: fresh.id, answer: solve(fresh.prompt) } },
    });
    expect(answered.data?.signIn).toMatchObject({ viewer: { role: 'ADMIN' }, userErrors: [], captchaChallenge: null });
  });
});

describe('an access token that expires', () => {
  let platform: RunningPlatform;
  beforeAll(async () => {
    // Three-second tokens: the gateway finds each one due at once, so every request renews.
    platform = await startPlatform({ serveWeb: false, accessTokenTtlSeconds: 3 });
  });
  afterAll(() => platform?.close());

  it('is renewed by the gateway: the signed-in browser stays signed in, request after request', async () => {
    const fan = browser(platform, 'localhost');
    await fan.send(SIGN_IN, { input: { email: 'fan@ringside.test', password: 'ringside-fan' } });
    for (let visit = 0; visit < 3; visit++) {
      const before = fan.jar.get('rs_rt_ringside');
      const page = await fan.send(VIEWER_AND_VIDEO('1'));
      expect(page.errors).toBeUndefined();
      expect(page.data).toEqual({ viewer: { role: 'CUSTOMER' }, video: { title: expect.any(String) } });
      expect(fan.jar.get('rs_rt_ringside')).not.toBe(before); // renewed, and the refresh token rotated
    }
  });

  it('ends the browser’s session as expired when its refresh token was used by someone else', async () => {
    const fan = browser(platform, 'localhost');
    await fan.send(SIGN_IN, { input: { email: 'fan@ringside.test', password: 'ringside-fan' } });
    // A thief with a copy of the refresh cookie renews first.
    const stolen = fan.jar.get('rs_rt_ringside')!;
    const thief = await tvApp(platform, 'ringside')(REFRESH_BODY, { token: stolen });
    expect(thief.data?.refreshSession.tokens.accessToken).toBeTruthy();

    // The browser's token is due; its refresh token comes back used: the platform ends the session.
    const page = await fan.send(`{ viewer { role } }`);
    expect(page.data?.viewer.role).toBe('UNAUTHENTICATED');
    expect(fan.jar.has('rs_rt_ringside')).toBe(false);
    // ...for the thief as well.
    const thiefLater = await tvApp(platform, 'ringside')(REFRESH_BODY, { token: thief.data!.refreshSession.tokens.refreshToken });
    expect(codeOf(thiefLater)).toMatchObject({ reason: 'sessionExpired' });
  });
});
