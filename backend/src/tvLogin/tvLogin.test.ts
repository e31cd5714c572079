import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, checkInGuest, headers, signInCustomer, testBackend, type TestBackend } from '../testing/testBackend.ts';
import { normaliseUserCode } from './tvLoginService.ts';

describe('TV sign-in with a code', () => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await testBackend();
  });
  afterAll(() => backend.close());

  const tvHeaders = (realm = 'ringside') => headers(realm, { 'x-app': 'tv', 'x-device-id': 'living-room-tv', 'user-agent': 'RingsideTV/2.0' });
  const startOnTv = async (realm = 'ringside') => {
    const response = await backend.app.inject({ method: 'POST', url: '/api/v2/tv/code', headers: tvHeaders(realm) });
    return response;
  };
  const poll = (deviceCode: string) =>
    backend.app.inject({ method: 'POST', url: '/api/v2/tv/token', headers: tvHeaders(), payload: { deviceCode } });
  const approve = (userCode: string, token: string) =>
    backend.app.inject({
      method: 'POST',
      url: `/api/v2/tv/code/${encodeURIComponent(userCode)}/approve`,
      headers: { ...headers(), ...bearer(token) },
    });

  it('pairs a TV: the viewer enters the code, the TV polls and gets a session of that viewer, once', async () => {
    const started = await startOnTv();
    expect(started.statusCode).toBe(200);
    const { deviceCode, userCode, expiresIn, interval, verificationUri } = started.json();
    expect(userCode).toMatch(/^[BCDFGHJKLMNPQRSTVWXZ]{4}-[BCDFGHJKLMNPQRSTVWXZ]{4}$/);
    expect({ expiresIn, interval, verificationUri }).toEqual({ expiresIn: 600, interval: 5, verificationUri: 'https://ringside.localhost/tv' });

    const pending = await poll(deviceCode);
    expect(pending.statusCode).toBe(400);
    expect(pending.json()).toMatchObject({ code: 'authorization_pending', error: 'authorization_pending' });

    // Typed in lower case without the dash, as people do.
    const customer = await signInCustomer(backend, 'ringside');
    expect((await approve(userCode.replace('-', '').toLowerCase(), customer)).statusCode).toBe(204);

    const tokens = await poll(deviceCode);
    expect(tokens.statusCode).toBe(200);
    const claims = decodeJwt(tokens.json().authorisationToken);
    expect(claims).toMatchObject({ rol: 'CUSTOMER', sub: decodeJwt(customer).sub, aud: 'ringside' });
    expect(claims.sid).not.toBe(decodeJwt(customer).sid);

    backend.clock.advanceMinutes(0.1);
    const again = await poll(deviceCode);
    expect(again.json().code).toBe('invalid_grant');
  });

  it('tells a TV that polls too fast to slow down', async () => {
    const { deviceCode } = (await startOnTv()).json();
    expect((await poll(deviceCode)).json().code).toBe('authorization_pending');
    expect((await poll(deviceCode)).json().code).toBe('slow_down');
    backend.clock.advanceMinutes(5 / 60);
    expect((await poll(deviceCode)).json().code).toBe('authorization_pending');
  });

  it('lets codes expire after ten minutes, for the TV and for the viewer', async () => {
    const { deviceCode, userCode } = (await startOnTv()).json();
    backend.clock.advanceMinutes(10);
    expect((await poll(deviceCode)).json().code).toBe('expired_token');
    const response = await approve(userCode, await signInCustomer(backend, 'ringside'));
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('INVALID_TV_CODE');
  });

  it('lets a code be approved only once, and never by a guest', async () => {
    const { userCode } = (await startOnTv()).json();
    const guest = await checkInGuest(backend.app);
    expect((await approve(userCode, guest.authorisationToken)).json().code).toBe('SIGN_IN_REQUIRED');
    const customer = await signInCustomer(backend, 'ringside');
    expect((await approve(userCode, customer)).statusCode).toBe(204);
    expect((await approve(userCode, customer)).json().code).toBe('INVALID_TV_CODE');
  });

  it('is not offered on a realm without pin login', async () => {
    const response = await startOnTv('acme');
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('PIN_LOGIN_DISABLED');
  });

  it('stops a viewer guessing codes with a captcha, then a wall', async () => {
    // Counted per account over 15 minutes: the wrong codes of the stories above count too.
    const token = await signInCustomer(backend, 'ringside');
    const answers: string[] = [];
    for (let i = 0; i < 6 && answers.at(-1) !== 'CHALLENGE_REQUIRED'; i++) answers.push((await approve('BBBB-BBBB', token)).json().code);
    expect(answers.at(-1)).toBe('CHALLENGE_REQUIRED');
    expect(new Set(answers.slice(0, -1))).toEqual(new Set(['INVALID_TV_CODE']));
    const challenged = await approve('BBBB-BBBB', token);
    expect(challenged.statusCode).toBe(402);
    expect(challenged.json().challenge).toBeTruthy();
  });

  it('reads user codes the way people type them', () => {
    expect(normaliseUserCode(' bcdf-ghjk ')).toBe('BCDFGHJK');
    expect(normaliseUserCode('BCDF GHJK')).toBe('BCDFGHJK');
    expect(normaliseUserCode('ABCD-EFGH')).toBeNull(); // vowels are never in a code
    expect(normaliseUserCode('BCDF-GHJ')).toBeNull();
  });
});
