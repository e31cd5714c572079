import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, headers, signIn, testBackend, type TestBackend } from '../testing/testBackend.ts';
import { createAccount } from '../user/accounts.ts';

let backend: TestBackend;
beforeAll(async () => {
  backend = await testBackend();
  await backend.database.transaction(async (tx) => {
    await createAccount(tx, { realmId: 1, email: 'jo@example.test', password: 'old-password-1', role: 'CUSTOMER', status: 'ACTIVE', profileName: 'Jo' });
    await createAccount(tx, { realmId: 1, email: 'kim@example.test', password: 'old-password-2', role: 'CUSTOMER', status: 'ACTIVE', profileName: 'Kim' });
  });
});
afterAll(() => backend.close());

let address = 0;
function from() {
  address += 1;
  return headers('ringside', { 'x-client-ip': `192.0.2.${address}`, 'x-client-web-base': 'http://localhost:4000' });
}

const requestReset = (email: string) =>
  backend.app.inject({ method: 'POST', url: '/api/v2/user/password/reset-request', headers: from(), payload: { email } });
const reset = (token: string, secret: string) =>
  backend.app.inject({ method: 'POST', url: '/api/v2/user/password/reset', headers: from(), payload: { token, secret } });

async function latestResetToken(email: string): Promise<string> {
  const response = await backend.app.inject({ method: 'GET', url: `/dev/mailbox.json?to=${encodeURIComponent(email)}` });
  const [mail] = response.json<{ emails: { link: string }[] }>().emails;
  expect(mail!.link).toMatch(/^http:\/\/localhost:4000\/login\/reset-password\?pwrt=/);
  return new URL(mail!.link).searchParams.get('pwrt')!;
}

describe('a viewer who forgot their password', () => {
  it('gets a link by email, sets a new password with it, and every old session ends', async () => {
    const before = await signIn(backend.app, 'ringside', 'jo@example.test', 'old-password-1');
    expect((await requestReset('Jo@Example.test')).statusCode).toBe(202);
    const token = await latestResetToken('jo@example.test');

    expect((await reset(token, 'brand-new-pass')).statusCode).toBe(204);
    await expect(signIn(backend.app, 'ringside', 'jo@example.test', 'old-password-1')).rejects.toThrow();
    expect((await signIn(backend.app, 'ringside', 'jo@example.test', 'brand-new-pass')).refreshToken).toBeTruthy();

    // Whoever knew the old password is signed out.
    const stale = await backend.app.inject({ method: 'POST', url: '/api/v2/token/refresh', headers: { ...headers(), ...bearer(before.authorisationToken) }, payload: { refreshToken: before.refreshToken } });
    expect(stale.statusCode).toBe(401);

    // The link is spent.
    const again = await reset(token, 'another-pass-9');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'RESET_TOKEN_USED', messageKey: 'resetLinkUsed' });
  });

  it('answers the same for an email without an account, and sends nothing', async () => {
    const response = await requestReset('nobody@example.test');
    expect(response.statusCode).toBe(202);
    const mailbox = await backend.app.inject({ method: 'GET', url: '/dev/mailbox.json?to=nobody@example.test' });
    expect(mailbox.json()).toEqual({ emails: [] });
  });

  it('refuses a malformed email with the spec’s key', async () => {
    const response = await requestReset('jo@');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'INVALID_EMAIL', messages: [{ field: 'email', messageKey: 'pleaseProvideValidEmail' }] });
  });

  it('keeps the link working when the new password breaks the rules', async () => {
    await requestReset('jo@example.test');
    const token = await latestResetToken('jo@example.test');
    const short = await reset(token, 'abc');
    expect(short.json()).toMatchObject({ code: 'INVALID_PASSWORD', messages: [{ messageKey: 'yourPasswordRules' }] });
    const common = await reset(token, 'qwerty123');
    expect(common.json()).toMatchObject({ code: 'INVALID_PASSWORD', messages: [{ messageKey: 'passwordIsTooCommon' }] });
    const sameAsEmail = await reset(token, 'jo@example.test');
    expect(sameAsEmail.json()).toMatchObject({ messages: [{ messageKey: 'passwordIsTooCommon' }] });
    expect((await reset(token, 'good-new-pass-2')).statusCode).toBe(204);
  });

  it('lets a link expire after an hour, and knows no made-up token', async () => {
    await requestReset('jo@example.test');
    const token = await latestResetToken('jo@example.test');
    backend.clock.advanceMinutes(61);
    try {
      const expired = await reset(token, 'good-new-pass-3');
      expect(expired.statusCode).toBe(410);
      expect(expired.json()).toMatchObject({ code: 'RESET_TOKEN_EXPIRED', messageKey: 'resetLinkExpired' });
    } finally {
      backend.clock.advanceMinutes(-61);
    }
    const unknown = await reset('made-up', 'good-new-pass-3');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'INVALID_RESET_TOKEN' });
  });

  it('does not accept another realm’s link', async () => {
    expect((await requestReset('kim@example.test')).statusCode).toBe(202);
    const token = await latestResetToken('kim@example.test');
    const response = await backend.app.inject({
      method: 'POST',
      url: '/api/v2/user/password/reset',
      headers: headers('acme'),
      payload: { token, secret: 'good-new-pass-4' },
    });
    expect(response.statusCode).toBe(404);
  });

  it('stops flooding one inbox: a captcha after a few requests', async () => {
    const flood = () =>
      backend.app.inject({
        method: 'POST',
        url: '/api/v2/user/password/reset-request',
        headers: headers('ringside', { 'x-client-ip': '192.0.2.200' }),
        payload: { email: 'fan@ringside.test' },
      });
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await flood()).statusCode);
    expect(statuses).toEqual([202, 202, 202, 402]);
  });
});
