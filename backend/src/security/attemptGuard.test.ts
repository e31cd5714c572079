import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { headers, testBackend, type TestBackend } from '../testing/testBackend.ts';
import { attemptFailed, attemptRules, attemptSucceeded, beforeAttempt, normaliseAddress, type AttemptAction } from './attemptGuard.ts';
import { challengeInput } from './captcha.ts';

// The guard told through the sign-in endpoint: what a password-guessing script
// meets, and what the real account holder who mistyped meets.
// These stories are about the attempt guard; the flood limits in front of it
// (rateLimits.ts, their own tests) are raised out of the way.
const guardOnly = { config: { rateLimitScale: 100 } };

describe('brute-force protection on sign-in', () => {
  let backend: TestBackend;
  let address = 0;
  // Every story comes from its own address, so their counts do not mix.
  let from: Record<string, string>;
  beforeAll(async () => {
    backend = await testBackend(guardOnly);
  });
  afterAll(() => backend.close());
  beforeEach(async () => {
    address += 1;
    from = { 'x-client-ip': `203.0.113.${address}` };
    await backend.database.query('delete from auth_attempt_failure where scope = $1', ['ACCOUNT']);
  });

  const login = (email: string, password: string, extra: Record<string, string> = {}, realm = 'ringside') =>
    backend.app.inject({
      method: 'POST',
      url: '/api/v2/login',
      headers: headers(realm, { ...from, ...extra }),
      payload: { id: email, secret: password },
    });

  const answerOf = async (challengeId: string) =>
    (await backend.database.query<{ answer: string }>('select answer from captcha_challenge where id = $1', [challengeId]))[0]!
      .answer;

  async function failTimes(times: number, email = 'fan@ringside.test') {
    for (let i = 0; i < times; i++) expect((await login(email, 'wrong-password')).json().code).toBe('INVALID_CREDENTIALS');
  }

  it('lets a viewer who mistyped a few times sign in without a captcha', async () => {
    await failTimes(attemptRules.login.account.challengeAfter - 1);
    expect((await login('fan@ringside.test', 'ringside-fan')).statusCode).toBe(200);
  });

  it('asks for a captcha after three wrong passwords, and the answer lets the right password in', async () => {
    await failTimes(3);
    const challenged = await login('FAN@ringside.test', 'ringside-fan');
    expect(challenged.statusCode).toBe(402);
    const body = challenged.json();
    expect(body).toMatchObject({ code: 'CHALLENGE_REQUIRED', challenge: { provider: 'test', prompt: expect.stringMatching(/^What is \d \+ \d\?$/) } });
    // The answer is never sent to the client.
    expect(JSON.stringify(body)).not.toContain(await answerOf(body.challenge.id) + '"');

    const answered = await login('fan@ringside.test', 'ringside-fan', {
      'x-challenge-input': challengeInput({ id: body.challenge.id, answer: await answerOf(body.challenge.id) }),
    });
    expect(answered.statusCode).toBe(200);
    // Success forgets the account's failures: the next sign-in needs no captcha.
    expect((await login('fan@ringside.test', 'ringside-fan')).statusCode).toBe(200);
  });

  it('counts the account whatever address the guesses come from', async () => {
    for (let i = 0; i < 3; i++) {
      from = { 'x-client-ip': `198.51.100.${i + 1}` };
      await failTimes(1);
    }
    from = { 'x-client-ip': '198.51.100.99' };
    expect((await login('fan@ringside.test', 'ringside-fan')).json().code).toBe('CHALLENGE_REQUIRED');
  });

  it('answers a wrong captcha with CHALLENGE_FAILED and a fresh challenge', async () => {
    await failTimes(3);
    const first = (await login('fan@ringside.test', 'ringside-fan')).json().challenge;
    const wrong = await login('fan@ringside.test', 'ringside-fan', {
      'x-challenge-input': challengeInput({ id: first.id, answer: 'not a number' }),
    });
    expect(wrong.statusCode).toBe(402);
    const retry = wrong.json();
    expect(retry.code).toBe('CHALLENGE_FAILED');
    expect(retry.challenge.id).not.toBe(first.id);

    // The first challenge is used up, even with its right answer now.
    const reused = await login('fan@ringside.test', 'ringside-fan', {
      'x-challenge-input': challengeInput({ id: first.id, answer: await answerOf(first.id) }),
    });
    expect(reused.json().code).toBe('CHALLENGE_FAILED');
  });

  it('refuses a challenge once it expired', async () => {
    await failTimes(3);
    const challenge = (await login('fan@ringside.test', 'ringside-fan')).json().challenge;
    backend.clock.advanceMinutes(6);
    try {
      const late = await login('fan@ringside.test', 'ringside-fan', {
        'x-challenge-input': challengeInput({ id: challenge.id, answer: await answerOf(challenge.id) }),
      });
      // The three failures are still in the 15-minute window, the challenge (5 minutes) is not.
      expect(late.json().code).toBe('CHALLENGE_FAILED');
    } finally {
      backend.clock.advanceMinutes(-6);
    }
  });

  it('does not accept a challenge of another realm', async () => {
    for (let i = 0; i < 3; i++) await login('fan@acme.test', 'wrong', {}, 'acme');
    const acmeChallenge = (await login('fan@acme.test', 'acme-fan', {}, 'acme')).json().challenge;
    await failTimes(3);
    const crossed = await login('fan@ringside.test', 'ringside-fan', {
      'x-challenge-input': challengeInput({ id: acmeChallenge.id, answer: await answerOf(acmeChallenge.id) }),
    });
    expect(crossed.json().code).toBe('CHALLENGE_FAILED');
  });

  it('stops a password-guessing script with 429 and says when to come back', async () => {
    await failTimes(3);
    // Each further guess needs a solved captcha, and each wrong password still counts.
    for (let i = 3; i < attemptRules.login.account.blockAfter; i++) {
      const challenge = (await login('fan@ringside.test', 'guess')).json().challenge;
      const guess = await login('fan@ringside.test', `guess-${i}`, {
        'x-challenge-input': challengeInput({ id: challenge.id, answer: await answerOf(challenge.id) }),
      });
      expect(guess.json().code).toBe('INVALID_CREDENTIALS');
    }
    const blocked = await login('fan@ringside.test', 'ringside-fan');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: 'TOO_MANY_ATTEMPTS', retryAfterSeconds: 15 * 60 });
    expect(blocked.headers['retry-after']).toBe(String(15 * 60));

    // The window slides: once the failures are 15 minutes old the account holder gets in again.
    backend.clock.advanceMinutes(16);
    try {
      expect((await login('fan@ringside.test', 'ringside-fan')).statusCode).toBe(200);
    } finally {
      backend.clock.advanceMinutes(-16);
    }
  });

  it('challenges an address that tries many accounts, and blocks it at the address limit', async () => {
    for (let i = 0; i < attemptRules.login.address.challengeAfter; i++) {
      expect((await login(`victim${i}@ringside.test`, 'password1')).json().code).toBe('INVALID_CREDENTIALS');
    }
    expect((await login('someone-else@ringside.test', 'password1')).json().code).toBe('CHALLENGE_REQUIRED');
    // Another address is not affected.
    from = { 'x-client-ip': '192.0.2.200' };
    expect((await login('someone-else@ringside.test', 'password1')).json().code).toBe('INVALID_CREDENTIALS');
  });

  it('does not count empty inputs as guesses', async () => {
    for (let i = 0; i < 5; i++) expect((await login('fan@ringside.test', '')).json().code).toBe('EMPTY_INPUTS');
    expect((await login('fan@ringside.test', 'ringside-fan')).statusCode).toBe(200);
  });

  it('keeps its counts in the database, so a restarted backend still asks for the captcha', async () => {
    await failTimes(3);
    const restarted = await testBackend({ ...guardOnly, database: backend.database });
    try {
      const response = await restarted.app.inject({
        method: 'POST',
        url: '/api/v2/login',
        headers: headers('ringside', from),
        payload: { id: 'fan@ringside.test', secret: 'ringside-fan' },
      });
      expect(response.json().code).toBe('CHALLENGE_REQUIRED');
    } finally {
      await restarted.close();
    }
  });

  it('words the challenge in the viewer’s language', async () => {
    await failTimes(3);
    const response = await login('fan@ringside.test', 'ringside-fan', { 'accept-language': 'pt-BR' });
    expect(response.json().challenge.prompt).toMatch(/^Quanto é \d \+ \d\?$/);
  });
});

describe('client addresses', () => {
  it('counts IPv6 per /64 network and IPv4-mapped addresses as IPv4', () => {
    expect(normaliseAddress('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(normaliseAddress('2001:db8:1:2:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64');
    expect(normaliseAddress('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(normaliseAddress('192.0.2.7')).toBe('192.0.2.7');
  });
});

// Every action's numbers, told through a small guarded endpoint: a wrong guess
// counts, and the captcha and the block come exactly where the table says.
describe('the limits of every guarded action', () => {
  let backend: TestBackend;
  let address = 0;
  beforeAll(async () => {
    backend = await testBackend(guardOnly);
    // What sign-up, PIN, code and reset endpoints do with the guard, reduced to its bones.
    backend.app.post<{ Params: { action: AttemptAction }; Body: { key: string; guess: string } }>(
      '/api/v2/test-guard/:action',
      async (request) => {
        const { action } = request.params;
        const deps = { db: backend.database, config: backend.config, tokenKeys: null as never, realms: null as never, realmChanges: null as never, now: () => backend.clock.now };
        await beforeAttempt(deps, request, action, request.body.key);
        if (request.body.guess !== 'right') {
          await attemptFailed(deps, request, action, request.body.key);
          return { ok: false };
        }
        await attemptSucceeded(deps, request, action, request.body.key);
        return { ok: true };
      },
    );
  });
  afterAll(() => backend.close());

  const attempt = (action: AttemptAction, key: string, guess: string, ip: string) =>
    backend.app.inject({
      method: 'POST',
      url: `/api/v2/test-guard/${action}`,
      headers: headers('ringside', { 'x-client-ip': ip }),
      payload: { key, guess },
    });

  const actions = Object.keys(attemptRules) as AttemptAction[];

  it.each(actions)('%s: per account, a captcha from its limit on and a block at its hard limit', async (action) => {
    const { account } = attemptRules[action];
    const key = `account-${action}`;
    // Each guess from another address, so only the account's count matters.
    const from = () => `198.18.${actions.indexOf(action)}.${++address % 250}`;
    for (let i = 0; i < account.challengeAfter; i++) expect((await attempt(action, key, 'wrong', from())).json()).toEqual({ ok: false });
    expect((await attempt(action, key, 'right', from())).json().code).toBe('CHALLENGE_REQUIRED');
    // Solving captchas does not buy unlimited guesses.
    for (let i = account.challengeAfter; i < account.blockAfter; i++) {
      const ip = from();
      const challenge = (await attempt(action, key, 'wrong', ip)).json().challenge;
      const [answer] = await backend.database.query<{ answer: string }>('select answer from captcha_challenge where id = $1', [challenge.id]);
      const guessed = await backend.app.inject({
        method: 'POST',
        url: `/api/v2/test-guard/${action}`,
        headers: headers('ringside', { 'x-client-ip': ip, 'x-challenge-input': challengeInput({ id: challenge.id, answer: answer!.answer }) }),
        payload: { key, guess: 'wrong' },
      });
      expect(guessed.json()).toEqual({ ok: false });
    }
    const blocked = await attempt(action, key, 'right', from());
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().retryAfterSeconds).toBe(attemptRules[action].windowSeconds);
  });

  it.each(actions)('%s: per address, a captcha once one address has failed on many accounts', async (action) => {
    const { address: limits } = attemptRules[action];
    const ip = `198.19.${actions.indexOf(action)}.1`;
    for (let i = 0; i < limits.challengeAfter; i++) {
      expect((await attempt(action, `someone-${i}-${action}`, 'wrong', ip)).json()).toEqual({ ok: false });
    }
    expect((await attempt(action, `someone-else-${action}`, 'right', ip)).json().code).toBe('CHALLENGE_REQUIRED');
  });
});
