import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../user/accounts.ts';
import { bearer, checkInGuest, headers, signIn, signInCustomer, testBackend, type TestBackend } from '../testing/testBackend.ts';
import { deviceName } from './deviceName.ts';

const CHROME_LINUX = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

describe('account', () => {
  let backend: TestBackend;
  let counter = 0;
  beforeAll(async () => {
    backend = await testBackend();
  });
  afterAll(() => backend.close());

  /** A new ringside customer with nothing but an email and a password. */
  async function newCustomer(realm = 'ringside', password = 'first-pass') {
    counter += 1;
    const email = `viewer${counter}@example.com`;
    const [row] = await backend.database.query<{ id: number }>('select id from realm where name = $1', [realm]);
    await backend.database.transaction((tx) =>
      createAccount(tx, { realmId: row!.id, email, password, role: 'CUSTOMER', status: 'ACTIVE', profileName: 'Viewer' }),
    );
    const tokens = await signIn(backend.app, realm, email, password);
    return { email, password, token: tokens.authorisationToken, refreshToken: tokens.refreshToken };
  }

  const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, token: string | null, payload?: unknown, realm = 'ringside', extra: Record<string, string> = {}) =>
    backend.app.inject({ method, url, headers: { ...headers(realm, extra), ...(token ? bearer(token) : {}) }, payload: payload as object });

  const completeProfile = {
    contactEmail: 'me@example.com',
    name: { fullName: 'Ana Souza', preferredName: 'Ana' },
    birthDate: '1992-07-30',
    taxNumber: '123.456.789-09',
    phoneNumber: '+55 11 98765 4321',
    gender: 'FEMALE',
  };

  describe('profile', () => {
    it('starts with the sign-in email as contact email and nothing else', async () => {
      const viewer = await newCustomer();
      const response = await call('GET', '/api/v2/user/profile', viewer.token);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        email: viewer.email,
        contactEmail: viewer.email,
        name: { fullName: null, preferredName: null },
        birthDate: null,
        taxNumber: null,
        phoneNumber: null,
        gender: null,
      });
    });

    it('keeps what the holder saves, with the spaces taken out of the phone number', async () => {
      const viewer = await newCustomer();
      const saved = await call('PUT', '/api/v2/user/profile', viewer.token, completeProfile);
      expect(saved.statusCode).toBe(200);
      const read = (await call('GET', '/api/v2/user/profile', viewer.token)).json();
      expect(read).toEqual({ ...completeProfile, email: viewer.email, phoneNumber: '+5511987654321' });
    });

    it('names every failing field with its message key, the realm’s tax-number label first among its own', async () => {
      const viewer = await newCustomer();
      const response = await call('PUT', '/api/v2/user/profile', viewer.token, {
        contactEmail: 'not-an-email',
        name: { fullName: '', preferredName: null },
        birthDate: '2199-01-01',
        taxNumber: '12345678909',
        phoneNumber: 'call me',
        gender: null,
      });
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body.code).toBe('INVALID_PROFILE');
      expect(body.messages.map((m: { field: string; messageKey: string }) => [m.field, m.messageKey])).toEqual([
        ['contactEmail', 'pleaseProvideValidEmail'],
        ['name.fullName', 'requiredField'],
        ['birthDate', 'invalidBirthDate'],
        ['taxNumber', 'taxNumberIsInvalid'],
        ['phoneNumber', 'invalidPhoneNumber'],
      ]);
      expect(body.message).toBe(body.messages[0].message);
    });

    it('takes a phone number only in E.164, a plus and 8 to 15 digits, and says so with invalidPhoneNumber', async () => {
      const viewer = await newCustomer();
      for (const phoneNumber of ['11 98765 4321', '+55 11', '+0 11 98765 4321', '+55 11 98765 4321 12345']) {
        const refused = await call('PUT', '/api/v2/user/profile', viewer.token, { ...completeProfile, phoneNumber });
        expect([refused.statusCode, refused.json().messages], phoneNumber).toEqual([
          400,
          [{ field: 'phoneNumber', messageKey: 'invalidPhoneNumber', message: 'phoneNumber is not valid' }],
        ]);
      }
      const saved = await call('PUT', '/api/v2/user/profile', viewer.token, { ...completeProfile, phoneNumber: '+351 912-345-678' });
      expect(saved.json().phoneNumber).toBe('+351912345678');
    });

    it('refuses a body of the wrong shape before looking at it', async () => {
      const viewer = await newCustomer();
      const response = await call('PUT', '/api/v2/user/profile', viewer.token, { ...completeProfile, name: 'Ana Souza' });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    });

    it('is no business of guests or of visitors without a session', async () => {
      const guest = await checkInGuest(backend.app);
      const asGuest = await call('GET', '/api/v2/user/profile', guest.authorisationToken);
      expect([asGuest.statusCode, asGuest.json().code]).toEqual([403, 'ACCOUNT_REQUIRED']);
      const nobody = await call('GET', '/api/v2/user/profile', null);
      expect([nobody.statusCode, nobody.json().code]).toEqual([401, 'UNAUTHENTICATED']);
    });
  });

  describe('missing information', () => {
    it('lists the fields ringside requires that a new account lacks, with their rules and labels', async () => {
      const viewer = await newCustomer();
      const response = await call('GET', '/api/v1/user/missing-information', viewer.token);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        code: 'MISSING_INFORMATION',
        details: {
          missingFields: [
            { fieldName: 'fullName', required: true, labels: { emptyLabelKey: 'requiredField' } },
            { fieldName: 'birthDate', required: true, regex: '^\\d{4}-\\d{2}-\\d{2}$' },
            {
              fieldName: 'taxNumber',
              regex: '^\\d{3}\\.\\d{3}\\.\\d{3}-\\d{2}$',
              labels: { emptyLabelKey: 'taxNumberIsRequired', errorLabelKey: 'taxNumberIsInvalid' },
            },
            { fieldName: 'phoneNumber', regex: '^\\+[1-9]\\d{7,14}$', labels: { errorLabelKey: 'invalidPhoneNumber' } },
          ],
          // A new account with no billing address or sign-up country: the clients pick one.
          countryCode: null,
        },
      });
    });

    it('names the country to format the details for: the seeded Brazilian’s, then their default billing address’s', async () => {
      const tokens = await signIn(backend.app, 'ringside', 'details@ringside.test', 'ringside-details');
      const before = await call('GET', '/api/v1/user/missing-information', tokens.authorisationToken);
      expect(before.json().details).toMatchObject({ missingFields: [{ fieldName: 'taxNumber' }, { fieldName: 'phoneNumber' }], countryCode: 'BR' });
      const [user] = await backend.database.query<{ id: number }>(`select id from app_user where email = 'details@ringside.test'`);
      await backend.database.query(
        `insert into billing_address (user_id, country_code, is_default, created_at, updated_at) values ($1, 'PT', true, now(), now())`,
        [user!.id],
      );
      const after = await call('GET', '/api/v1/user/missing-information', tokens.authorisationToken);
      expect(after.json().details.countryCode).toBe('PT');
    });

    it('answers NONE once the profile is complete, and for the seeded demo customer', async () => {
      const viewer = await newCustomer();
      await call('PUT', '/api/v2/user/profile', viewer.token, completeProfile);
      const after = await call('GET', '/api/v1/user/missing-information', viewer.token);
      expect([after.statusCode, after.json()]).toEqual([200, { missingInformationStatus: 'NONE' }]);
      const fan = await call('GET', '/api/v1/user/missing-information', await signInCustomer(backend, 'ringside'));
      expect(fan.json()).toEqual({ missingInformationStatus: 'NONE' });
    });

    it('tells the sign-in answer whether information is missing', async () => {
      const legacy = await backend.app.inject({
        method: 'POST', url: '/api/v2/login', headers: headers(), payload: { id: 'legacy@ringside.test', secret: 'ringside-legacy' },
      });
      expect(legacy.json().missingInformationStatus).toBe('REQUIRED');
      const fan = await backend.app.inject({
        method: 'POST', url: '/api/v2/login', headers: headers(), payload: { id: 'fan@ringside.test', secret: 'ringside-fan' },
      });
      expect(fan.json().missingInformationStatus).toBe('NONE');
    });

    it('asks nothing on acme, which requires no fields', async () => {
      const viewer = await newCustomer('acme');
      const response = await call('GET', '/api/v1/user/missing-information', viewer.token, undefined, 'acme');
      expect(response.json()).toEqual({ missingInformationStatus: 'NONE' });
    });
  });

  describe('changing the email', () => {
    it('needs the current password, then signs in with the new address and tells the old one', async () => {
      const viewer = await newCustomer();
      const wrong = await call('PUT', '/api/v2/user/email', viewer.token, { email: 'new@example.com', password: 'nope-nope' });
      expect([wrong.statusCode, wrong.json().messages[0].messageKey]).toEqual([403, 'currentPasswordIsWrong']);

      const changed = await call('PUT', '/api/v2/user/email', viewer.token, { email: ' renamed@example.com ', password: viewer.password });
      expect([changed.statusCode, changed.json()]).toEqual([200, { email: 'renamed@example.com' }]);
      await expect(signIn(backend.app, 'ringside', 'renamed@example.com', viewer.password)).resolves.toBeTruthy();
      await expect(signIn(backend.app, 'ringside', viewer.email, viewer.password)).rejects.toThrow();
      const mail = await backend.database.query<{ subject: string }>('select subject from outgoing_mail where to_address = $1', [viewer.email]);
      expect(mail.map((m) => m.subject)).toContain('Ringside Fight Network: your sign-in email was changed');
    });

    it('refuses an address in use in the realm with CONFLICT, and a malformed one', async () => {
      const viewer = await newCustomer();
      const taken = await call('PUT', '/api/v2/user/email', viewer.token, { email: 'FAN@ringside.test', password: viewer.password });
      expect([taken.statusCode, taken.json().code, taken.json().messages[0].messageKey]).toEqual([409, 'CONFLICT', 'emailErrorCode']);
      const bad = await call('PUT', '/api/v2/user/email', viewer.token, { email: 'fan@ringside', password: viewer.password });
      expect([bad.statusCode, bad.json().messages[0].messageKey]).toEqual([400, 'pleaseProvideValidEmail']);
    });

    it('shows a captcha after repeated wrong passwords, as sign-in does', async () => {
      const viewer = await newCustomer();
      let last;
      for (let attempt = 0; attempt < 6; attempt += 1) {
        last = await call('PUT', '/api/v2/user/email', viewer.token, { email: 'x@example.com', password: `guess-${attempt}` });
        if (last.statusCode === 402) break;
      }
      expect(last!.statusCode).toBe(402);
      expect(last!.json().code).toBe('CHALLENGE_REQUIRED');
    });
  });

  describe('changing the password', () => {
    it('applies §5 rules to the new password', async () => {
      const viewer = await newCustomer();
      const cases: [string, string][] = [
        ['', 'pleaseProvideYourPassword'],
        ['short', 'yourPasswordRules'],
        ['x'.repeat(25), 'yourPasswordRules'],
        ['password1', 'passwordIsTooCommon'],
      ];
      for (const [newPassword, key] of cases) {
        const response = await call('PUT', '/api/v2/user/password', viewer.token, { currentPassword: viewer.password, newPassword });
        expect([response.statusCode, response.json().messages[0]]).toEqual([400, expect.objectContaining({ field: 'newPassword', messageKey: key })]);
      }
    });

    it('signs every other session out, keeps this one, and the new password works', async () => {
      const viewer = await newCustomer();
      const elsewhere = await signIn(backend.app, 'ringside', viewer.email, viewer.password);
      const response = await call('PUT', '/api/v2/user/password', viewer.token, { currentPassword: viewer.password, newPassword: 'second-pass' });
      expect([response.statusCode, response.json()]).toEqual([200, { signedOutSessions: 1 }]);

      expect((await call('GET', '/api/v2/user/profile', elsewhere.authorisationToken)).json().code).toBe('INVALID_TOKEN');
      expect((await call('GET', '/api/v2/user/profile', viewer.token)).statusCode).toBe(200);
      await expect(signIn(backend.app, 'ringside', viewer.email, 'second-pass')).resolves.toBeTruthy();
      await expect(signIn(backend.app, 'ringside', viewer.email, viewer.password)).rejects.toThrow();
    });

    it('refuses a wrong current password', async () => {
      const viewer = await newCustomer();
      const response = await call('PUT', '/api/v2/user/password', viewer.token, { currentPassword: 'wrong-one', newPassword: 'second-pass' });
      expect([response.statusCode, response.json().code]).toEqual([403, 'WRONG_PASSWORD']);
    });
  });

  describe('signed-in sessions', () => {
    it('lists each device by name, this one first and marked, without tokens', async () => {
      const viewer = await newCustomer();
      const phone = await backend.app.inject({
        method: 'POST',
        url: '/api/v2/login',
        headers: { ...headers('ringside', { 'x-device-id': 'phone-1' }), 'x-client-user-agent': SAFARI_IPHONE },
        payload: { id: viewer.email, secret: viewer.password },
      });
      const laptop = await backend.app.inject({
        method: 'POST',
        url: '/api/v2/login',
        headers: { ...headers('ringside', { 'x-device-id': 'laptop-1' }), 'user-agent': CHROME_LINUX },
        payload: { id: viewer.email, secret: viewer.password },
      });
      const list = await call('GET', '/api/v2/user/sessions', laptop.json().authorisationToken);
      expect(list.statusCode).toBe(200);
      const sessions = list.json().sessions;
      expect(sessions).toHaveLength(3);
      expect(sessions[0]).toMatchObject({ device: 'Chrome on Linux', current: true, app: 'web' });
      expect(sessions.map((s: { device: string }) => s.device)).toContain('Safari on iPhone');
      expect(sessions.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
      expect(JSON.stringify(sessions)).not.toContain(phone.json().refreshToken);
      expect(Object.keys(sessions[0]).sort()).toEqual(['app', 'createdAt', 'current', 'device', 'id', 'lastSeenAt']);
    });

    it('signs one other session out; its tokens stop working at once', async () => {
      const viewer = await newCustomer();
      const other = await signIn(backend.app, 'ringside', viewer.email, viewer.password);
      const sessions = (await call('GET', '/api/v2/user/sessions', viewer.token)).json().sessions;
      const target = sessions.find((s: { current: boolean }) => !s.current);
      const response = await call('DELETE', `/api/v2/user/sessions/${target.id}`, viewer.token);
      expect(response.statusCode).toBe(204);
      expect((await call('GET', '/api/v2/user/profile', other.authorisationToken)).json().code).toBe('INVALID_TOKEN');
      const refresh = await backend.app.inject({ method: 'POST', url: '/api/v2/token/refresh', headers: headers(), payload: { refreshToken: other.refreshToken } });
      expect(refresh.json().code).toBe('INVALID_REFRESH_TOKEN');
    });

    it('will not end another account’s session, nor the caller’s own', async () => {
      const viewer = await newCustomer();
      const stranger = await newCustomer();
      const strangerSession = (await call('GET', '/api/v2/user/sessions', stranger.token)).json().sessions[0].id;
      expect((await call('DELETE', `/api/v2/user/sessions/${strangerSession}`, viewer.token)).statusCode).toBe(404);
      expect((await call('GET', '/api/v2/user/profile', stranger.token)).statusCode).toBe(200);
      const own = (await call('GET', '/api/v2/user/sessions', viewer.token)).json().sessions[0].id;
      expect((await call('DELETE', `/api/v2/user/sessions/${own}`, viewer.token)).json().code).toBe('CURRENT_SESSION');
    });

    it('signs out everywhere else', async () => {
      const viewer = await newCustomer();
      await signIn(backend.app, 'ringside', viewer.email, viewer.password);
      await signIn(backend.app, 'ringside', viewer.email, viewer.password);
      const response = await call('POST', '/api/v2/user/sessions/revoke-others', viewer.token, {});
      expect(response.json()).toEqual({ signedOutSessions: 2 });
      const left = (await call('GET', '/api/v2/user/sessions', viewer.token)).json().sessions;
      expect(left).toHaveLength(1);
      expect(left[0].current).toBe(true);
    });
  });
});

describe('device names', () => {
  it.each([
    [CHROME_LINUX, 'web', 'Chrome on Linux'],
    [SAFARI_IPHONE, 'web', 'Safari on iPhone'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0', 'web', 'Firefox on Windows'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15', 'web', 'Safari on macOS'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0', 'web', 'Edge on Windows'],
    ['Mozilla/5.0 (SMART-TV; Linux; Tizen 7.0) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/5.0 TV Safari/537.36', 'web', 'Smart TV'],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36', 'web', 'Chrome on Linux'],
    [null, 'tv', 'TV app'],
    ['node', 'gateway', 'Unknown device'],
  ])('%s from %s is "%s"', (agent, app, name) => {
    expect(deviceName(agent, app)).toBe(name);
  });
});
