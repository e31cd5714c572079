import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listSentMail } from '../mail/mailbox.ts';
import { createAccount } from '../user/accounts.ts';
import { bearer, checkInGuest, headers, signIn, testBackend, type TestBackend } from '../testing/testBackend.ts';

describe('profiles and parental control', () => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await testBackend();
  });
  afterAll(() => backend.close());

  let accounts = 0;
  /** A new customer of `realm` with only the main profile, signed in: every story starts from a clean account. */
  async function newCustomer(realm = 'ringside') {
    const email = `family${++accounts}@${realm}.test`;
    const realmId = realm === 'ringside' ? 1 : 2;
    await backend.database.transaction((tx) =>
      createAccount(tx, { realmId, email, password: 'family-secret', role: 'CUSTOMER', status: 'ACTIVE', profileName: 'Sam' }),
    );
    const tokens = await signIn(backend.app, realm, email, 'family-secret');
    return { email, realm, token: tokens.authorisationToken, refreshToken: tokens.refreshToken };
  }

  type Viewer = { realm: string; token: string };
  const call = (viewer: Viewer, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    backend.app.inject({ method, url, headers: { ...headers(viewer.realm), ...bearer(viewer.token) }, payload });
  const list = async (viewer: Viewer) => (await call(viewer, 'GET', '/api/v2/profiles')).json();
  const create = (viewer: Viewer, body: object) => call(viewer, 'POST', '/api/v2/profiles', body);
  const switchTo = (viewer: Viewer, profileId: string, pin?: string) =>
    call(viewer, 'POST', '/api/v2/session/profile', pin ? { profileId, pin } : { profileId });
  /** Switches and continues as the new token, as a client would. */
  async function becomes(viewer: Viewer, profileId: string, pin?: string) {
    const response = await switchTo(viewer, profileId, pin);
    expect(response.statusCode, response.body).toBe(200);
    return { ...viewer, token: response.json().authorisationToken as string, refreshToken: response.json().refreshToken as string };
  }
  const setControl = (viewer: Viewer, body: object) => call(viewer, 'POST', '/api/v1/parental-control', body);

  it('starts an account with its main adult profile, active in the first session', async () => {
    const sam = await newCustomer();
    const body = await list(sam);
    expect(body.profiles).toEqual([{ id: expect.any(String), name: 'Sam', kind: 'ADULT', isMain: true, avatar: 'RED' }]);
    expect(body.activeProfileId).toBe(body.profiles[0].id);
    expect(body.maxProfiles).toBe(5);
    expect(decodeJwt(sam.token).pro).toEqual({ id: body.profiles[0].id, ty: 'a' });
  });

  it('adds, renames and deletes a child profile', async () => {
    const sam = await newCustomer();
    const created = await create(sam, { name: '  Junior  ', kind: 'CHILD' });
    expect(created.statusCode).toBe(201);
    const junior = created.json();
    expect(junior).toMatchObject({ name: 'Junior', kind: 'CHILD', isMain: false, avatar: 'BLUE' });

    const renamed = await call(sam, 'PUT', `/api/v2/profiles/${junior.id}`, { name: 'Kiddo', avatar: 'TEAL' });
    expect(renamed.json()).toMatchObject({ id: junior.id, name: 'Kiddo', kind: 'CHILD', avatar: 'TEAL' });

    expect((await call(sam, 'DELETE', `/api/v2/profiles/${junior.id}`)).statusCode).toBe(204);
    expect((await list(sam)).profiles.map((p: { name: string }) => p.name)).toEqual(['Sam']);
  });

  it('refuses blank and duplicate names and a sixth profile', async () => {
    const sam = await newCustomer();
    expect((await create(sam, { name: '   ', kind: 'CHILD' })).json().code).toBe('VALIDATION_FAILED');
    expect((await create(sam, { name: 'x'.repeat(41), kind: 'CHILD' })).statusCode).toBe(400);
    expect((await create(sam, { name: 'SAM', kind: 'ADULT' })).json().code).toBe('PROFILE_NAME_TAKEN');
    for (const name of ['A', 'B', 'C', 'D']) expect((await create(sam, { name, kind: 'ADULT' })).statusCode).toBe(201);
    const sixth = await create(sam, { name: 'E', kind: 'CHILD' });
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json()).toMatchObject({ code: 'TOO_MANY_PROFILES', maxProfiles: 5 });
  });

  it('never deletes the main profile nor the one in use, and keeps the main profile adult', async () => {
    const sam = await newCustomer();
    const main = (await list(sam)).profiles[0];
    expect((await call(sam, 'DELETE', `/api/v2/profiles/${main.id}`)).json().code).toBe('MAIN_PROFILE');
    expect((await call(sam, 'PUT', `/api/v2/profiles/${main.id}`, { kind: 'CHILD' })).json().code).toBe('MAIN_PROFILE');

    const partner = (await create(sam, { name: 'Alex', kind: 'ADULT' })).json();
    const asAlex = await becomes(sam, partner.id);
    expect((await call(asAlex, 'DELETE', `/api/v2/profiles/${partner.id}`)).json().code).toBe('PROFILE_IN_USE');
    expect((await call(asAlex, 'PUT', `/api/v2/profiles/${partner.id}`, { kind: 'CHILD' })).json().code).toBe('PROFILE_IN_USE');
    expect((await call(asAlex, 'PUT', `/api/v2/profiles/${partner.id}`, { name: 'Alexandra' })).statusCode).toBe(200);
  });

  it('keeps every account to its own profiles, across accounts and realms', async () => {
    const sam = await newCustomer();
    const other = await newCustomer();
    const acme = await newCustomer('acme');
    const samsChild = (await create(sam, { name: 'Junior', kind: 'CHILD' })).json();

    for (const stranger of [other, acme]) {
      expect((await call(stranger, 'PUT', `/api/v2/profiles/${samsChild.id}`, { name: 'Mine' })).statusCode).toBe(404);
      expect((await call(stranger, 'DELETE', `/api/v2/profiles/${samsChild.id}`)).statusCode).toBe(404);
      expect((await switchTo(stranger, samsChild.id)).statusCode).toBe(404);
      expect((await list(stranger)).profiles.map((p: { id: string }) => p.id)).not.toContain(samsChild.id);
    }
    // A ringside token is no key to acme's profiles either.
    const crossRealm = await backend.app.inject({
      method: 'GET',
      url: '/api/v2/profiles',
      headers: { ...headers('acme'), ...bearer(sam.token) },
    });
    expect(crossRealm.json().code).toBe('TOKEN_REALM_MISMATCH');
  });

  it('gives guests and visitors no profiles', async () => {
    const guest = await checkInGuest(backend.app);
    expect((await call({ realm: 'ringside', token: guest.authorisationToken }, 'GET', '/api/v2/profiles')).json().code).toBe(
      'ACCOUNT_REQUIRED',
    );
    const anonymous = await backend.app.inject({ method: 'GET', url: '/api/v2/profiles', headers: headers() });
    expect(anonymous.statusCode).toBe(401);
  });

  it('switches to a child profile: a token with pro.ty "c", the old refresh token retired', async () => {
    const sam = await newCustomer();
    const junior = (await create(sam, { name: 'Junior', kind: 'CHILD' })).json();
    const asJunior = await becomes(sam, junior.id);
    expect(decodeJwt(asJunior.token)).toMatchObject({ pro: { id: junior.id, ty: 'c' }, sid: decodeJwt(sam.token).sid });
    expect((await list(asJunior)).activeProfileId).toBe(junior.id);
    // The adult's access token of before the switch is outdated at once, not in 15 minutes.
    const adultTokenAfterSwitch = await backend.app.inject({
      url: '/api/v2/section/home',
      headers: { ...headers(), ...bearer(sam.token) },
    });
    expect(adultTokenAfterSwitch.statusCode).toBe(401);
    expect(adultTokenAfterSwitch.json().code).toBe('TOKEN_EXPIRED');

    const oldRefresh = await backend.app.inject({
      method: 'POST',
      url: '/api/v2/token/refresh',
      headers: headers(),
      payload: { refreshToken: sam.refreshToken },
    });
    expect(oldRefresh.json().code).toBe('INVALID_REFRESH_TOKEN');
    const newRefresh = await backend.app.inject({
      method: 'POST',
      url: '/api/v2/token/refresh',
      headers: headers(),
      payload: { refreshToken: asJunior.refreshToken },
    });
    expect(decodeJwt(newRefresh.json().authorisationToken).pro).toEqual({ id: junior.id, ty: 'c' });
  });

  it('lets a child profile list profiles but change nothing', async () => {
    const sam = await newCustomer();
    const junior = (await create(sam, { name: 'Junior', kind: 'CHILD' })).json();
    const asJunior = await becomes(sam, junior.id);
    expect((await list(asJunior)).profiles).toHaveLength(2);
    expect((await create(asJunior, { name: 'Sneaky', kind: 'ADULT' })).json().code).toBe('CHILD_PROFILE');
    expect((await call(asJunior, 'PUT', `/api/v2/profiles/${junior.id}`, { kind: 'ADULT' })).json().code).toBe('CHILD_PROFILE');
    expect((await setControl(asJunior, { pin: '1234', status: 'NON_RESTRICTED' })).json().code).toBe('CHILD_PROFILE');
  });

  it('asks for the PIN only from a child to an adult profile, and only when RESTRICTED', async () => {
    const sam = await newCustomer();
    const main = (await list(sam)).profiles[0];
    const junior = (await create(sam, { name: 'Junior', kind: 'CHILD' })).json();
    const sibling = (await create(sam, { name: 'Sis', kind: 'CHILD' })).json();

    // Without restriction a child profile may go back freely.
    let asJunior = await becomes(sam, junior.id);
    const free = await becomes(asJunior, main.id);

    const setUp = await setControl(free, { pin: '4321', status: 'RESTRICTED' });
    expect(setUp.json()).toEqual({ status: 'RESTRICTED', pinSet: true });

    // Adult → child and child → child need no PIN.
    asJunior = await becomes(free, junior.id);
    const asSibling = await becomes(asJunior, sibling.id);

    const noPin = await switchTo(asSibling, main.id);
    expect(noPin.statusCode).toBe(403);
    expect(noPin.json().code).toBe('PIN_REQUIRED');
    const wrong = await switchTo(asSibling, main.id, '0000');
    expect(wrong.json().code).toBe('WRONG_PIN');
    expect((await list(asSibling)).activeProfileId).toBe(sibling.id);

    const back = await becomes(asSibling, main.id, '4321');
    expect(decodeJwt(back.token).pro).toEqual({ id: main.id, ty: 'a' });
  });

  it('needs the current PIN to change parental control', async () => {
    const sam = await newCustomer();
    expect((await call(sam, 'GET', '/api/v1/parental-control')).json()).toEqual({ status: 'NON_RESTRICTED', pinSet: false });
    expect((await setControl(sam, { pin: '12a4', status: 'RESTRICTED' })).json().code).toBe('VALIDATION_FAILED');
    expect((await setControl(sam, { pin: '1111', status: 'RESTRICTED' })).statusCode).toBe(200);

    expect((await setControl(sam, { pin: '2222', status: 'NON_RESTRICTED' })).json().code).toBe('WRONG_PIN');
    expect((await setControl(sam, { pin: '1111', status: 'RESTRICTED', newPin: '2222' })).statusCode).toBe(200);
    const verify = (pin: string) => call(sam, 'POST', '/api/v1/parental-control/pin', { pin });
    expect((await verify('1111')).json().code).toBe('WRONG_PIN');
    expect((await verify('2222')).statusCode).toBe(204);
    // The PIN is stored hashed, never as typed.
    const [row] = await backend.database.query<{ pin_hash: string }>(
      `select pin_hash from parental_control c join app_user u on u.id = c.user_id where u.email = $1`,
      [sam.email],
    );
    expect(row!.pin_hash).toMatch(/^scrypt\$/);
    expect(row!.pin_hash).not.toContain('2222');
  });

  it('stops PIN guessing with a captcha challenge', async () => {
    const sam = await newCustomer();
    const junior = (await create(sam, { name: 'Junior', kind: 'CHILD' })).json();
    const main = (await list(sam)).profiles[0];
    await setControl(sam, { pin: '9876', status: 'RESTRICTED' });
    const asJunior = await becomes(sam, junior.id);
    const codes: string[] = [];
    for (let guess = 0; guess < 5; guess++) codes.push((await switchTo(asJunior, main.id, `000${guess}`)).json().code);
    expect(codes.slice(0, 3)).toEqual(['WRONG_PIN', 'WRONG_PIN', 'WRONG_PIN']);
    expect(codes.slice(3)).toEqual(['CHALLENGE_REQUIRED', 'CHALLENGE_REQUIRED']);
    // Even the right PIN waits for the challenge now.
    expect((await switchTo(asJunior, main.id, '9876')).statusCode).toBe(402);
  });

  it('resets a forgotten PIN with the emailed code, once', async () => {
    const sam = await newCustomer();
    const junior = (await create(sam, { name: 'Junior', kind: 'CHILD' })).json();
    await setControl(sam, { pin: '5555', status: 'RESTRICTED' });
    const asJunior = await becomes(sam, junior.id);

    const requested = await backend.app.inject({
      method: 'POST',
      url: '/api/v1/parental-control/pin/reset',
      headers: { ...headers(), ...bearer(asJunior.token), 'x-client-web-base': 'http://localhost:4000' },
      payload: {},
    });
    expect(requested.statusCode).toBe(202);
    const [mail] = await listSentMail(backend.database, { to: sam.email });
    expect(mail!.subject).toBe('Ringside: reset your parental control PIN');
    expect(mail!.link).toMatch(/^http:\/\/localhost:4000\/pin-reset\?code=[\w-]+$/);
    const code = new URL(mail!.link!).searchParams.get('code')!;

    // Someone else's account cannot use it.
    const stranger = await newCustomer();
    const stolen = await call(stranger, 'POST', '/api/v1/parental-control/pin', { pin: '0000', resetCode: code });
    expect(stolen.json().code).toBe('INVALID_RESET_CODE');

    expect((await call(asJunior, 'POST', '/api/v1/parental-control/pin', { pin: '2468', resetCode: code })).statusCode).toBe(204);
    expect((await call(asJunior, 'POST', '/api/v1/parental-control/pin', { pin: '1357', resetCode: code })).json().code).toBe(
      'INVALID_RESET_CODE',
    );
    const main = (await list(asJunior)).profiles[0];
    expect((await switchTo(asJunior, main.id, '5555')).json().code).toBe('WRONG_PIN');
    expect((await switchTo(asJunior, main.id, '2468')).statusCode).toBe(200);
  });

  it('links the reset email to the realm\'s own domain when asked for a foreign one', async () => {
    const sam = await newCustomer();
    await setControl(sam, { pin: '5555', status: 'RESTRICTED' });
    await backend.app.inject({
      method: 'POST',
      url: '/api/v1/parental-control/pin/reset',
      headers: { ...headers(), ...bearer(sam.token), 'x-client-web-base': 'https://evil.example' },
      payload: {},
    });
    const [mail] = await listSentMail(backend.database, { to: sam.email });
    expect(mail!.link).toMatch(/^http:\/\/ringside\.localhost:\d+\/pin-reset\?code=/);
  });

  it('lets a reset code expire after 30 minutes', async () => {
    const sam = await newCustomer();
    await setControl(sam, { pin: '5555', status: 'RESTRICTED' });
    await call(sam, 'POST', '/api/v1/parental-control/pin/reset', {});
    const [mail] = await listSentMail(backend.database, { to: sam.email });
    backend.clock.advanceMinutes(31);
    const fresh = await signIn(backend.app, 'ringside', sam.email, 'family-secret');
    const late = await call({ realm: 'ringside', token: fresh.authorisationToken }, 'POST', '/api/v1/parental-control/pin', {
      pin: '1234',
      resetCode: new URL(mail!.link!).searchParams.get('code'),
    });
    expect(late.json().code).toBe('INVALID_RESET_CODE');
  });

  it('publishes the realm\'s child font scale', async () => {
    const realm = await backend.app.inject({ method: 'GET', url: '/api/v2/realm/ringside', headers: headers() });
    expect(realm.json().profileConfiguration).toEqual({ status: 'ENABLED', maxProfiles: 5, childFontScale: 1.25 });
  });
});
