// Sign-up, email confirmation and password reset through the gateway against
// the real backend: a browser (cookies, the realm by Host) and a TV app (BODY
// tokens), with the development mailbox standing in for the viewer's inbox.
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../support/graphql.ts';
import { startPlatform, type RunningPlatform } from '../support/platform.ts';

let platform: RunningPlatform;
beforeAll(async () => {
  platform = await startPlatform({ serveWeb: false });
});
afterAll(() => platform?.close());

const SIGN_UP = `mutation ($input: SignUpInput!) {
  signUp(input: $input) {
    viewer { role } lacksConfirmation email developmentMailboxUrl
    tokens { accessToken } userErrors { messageKey field } captchaChallenge { prompt } } }`;
const CONFIRM = `mutation ($token: String!) {
  confirmEmail(input: { token: $token }) { viewer { role isGuest } userErrors { messageKey field } } }`;

function browser(query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const port = new URL(platform.url).port;
  return graphql(platform.url, query, {
    host: 'localhost',
    variables,
    headers: { origin: `http://localhost:${port}`, ...headers },
  });
}

const fields = [
  { fieldName: 'fullName', value: 'Nia Okafor' },
  { fieldName: 'country', value: 'GB' },
];
const consents = [{ fieldName: 'termsAndConditions', agreed: true }];

async function mailTo(email: string) {
  const response = await fetch(`${platform.url}/dev/mailbox.json?to=${encodeURIComponent(email)}`);
  expect(response.status).toBe(200);
  return (await response.json()).emails as { subject: string; link: string }[];
}

function cookiesOf(headers: Record<string, string | string[] | undefined>): string {
  const setCookie = headers['set-cookie'];
  return (Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []).map((cookie) => cookie.split(';')[0]).join('; ');
}

describe('the sign-up form of a realm', () => {
  it('describes its provider fields and consent questions; acme asks for nothing more and signs in at once', async () => {
    const query = `{ realm { settings { allowSelfRegistration requiresConfirmation }
      authenticationProviders { name fields { fieldName fieldType fieldLabel fieldSize required order regexValidation
        isRequiredMessageLabel invalidMessageLabel addressCountryRestriction functionalPurpose } }
      signUpConsentFields { fieldName required functionalPurpose } } }`;
    const ringside = await browser(query);
    expect(ringside.data?.realm.settings).toEqual({ allowSelfRegistration: true, requiresConfirmation: true });
    const [email] = ringside.data!.realm.authenticationProviders;
    expect(email.fields.map((field: { fieldName: string }) => field.fieldName)).toEqual(['fullName', 'country']);
    expect(email.fields[1]).toMatchObject({ fieldType: 'COUNTRY', required: true, isRequiredMessageLabel: 'countryRequired' });
    expect(ringside.data!.realm.signUpConsentFields).toContainEqual({
      fieldName: 'termsAndConditions',
      required: true,
      functionalPurpose: 'TERMS_AND_CONDITIONS',
    });

    // Acme: sign-up with nothing but an email and a password, signed in at once (it needs no confirmation).
    const acme = await graphql(platform.url, `{ realm { settings { allowSelfRegistration requiresConfirmation } authenticationProviders { fields { fieldName } } } }`, { realm: 'acme' });
    expect(acme.data?.realm.settings).toEqual({ allowSelfRegistration: true, requiresConfirmation: false });
    expect(acme.data?.realm.authenticationProviders.flatMap((provider: { fields: unknown[] }) => provider.fields)).toEqual([]);
    const joined = await graphql(platform.url, SIGN_UP, {
      realm: 'acme',
      variables: { input: { email: 'new@acme.test', password: 'fight-night-42' } },
    });
    expect(joined.data?.signUp).toMatchObject({ lacksConfirmation: false, userErrors: [] });
  });
});

describe('a browser viewer signing up on ringside', () => {
  it('is told to check their inbox, follows the emailed link and is signed in with cookies', async () => {
    const signUp = await browser(SIGN_UP, { input: { email: 'nia@example.test', password: 'fight-night-42', fields, consents } });
    expect(signUp.data?.signUp).toEqual({
      viewer: { role: 'UNAUTHENTICATED' },
      lacksConfirmation: true,
      email: 'nia@example.test',
      developmentMailboxUrl: '/dev/mailbox?to=nia%40example.test',
      tokens: null,
      userErrors: [],
      captchaChallenge: null,
    });
    expect(cookiesOf(signUp.headers)).not.toContain('rs_at_ringside');

    const [mail] = await mailTo('nia@example.test');
    // The link opens on the origin the viewer signed up on.
    expect(mail!.link).toMatch(new RegExp(`^http://localhost:${new URL(platform.url).port}/confirm-email\\?token=`));
    const token = new URL(mail!.link).searchParams.get('token')!;

    const confirmed = await browser(CONFIRM, { token });
    expect(confirmed.data?.confirmEmail).toEqual({ viewer: { role: 'CUSTOMER', isGuest: false }, userErrors: [] });
    const cookie = cookiesOf(confirmed.headers);
    expect(cookie).toContain('rs_at_ringside=');
    const viewer = await browser(`{ viewer { role } }`, {}, { cookie });
    expect(viewer.data?.viewer.role).toBe('CUSTOMER');

    const again = await browser(CONFIRM, { token });
    expect(again.data?.confirmEmail.userErrors).toEqual([{ messageKey: 'confirmationLinkUsed', field: 'token' }]);
  });

  it('shows each field its own error key', async () => {
    const answer = await browser(SIGN_UP, {
      input: { email: 'nia@', password: '123456', fields: [{ fieldName: 'country', value: 'FR' }], consents: [] },
    });
    expect(answer.data?.signUp.userErrors).toEqual([
      { messageKey: 'pleaseProvideValidEmail', field: 'email' },
      { messageKey: 'passwordIsTooCommon', field: 'password' },
      { messageKey: 'fullNameRequired', field: 'fields.fullName' },
      { messageKey: 'countryNotServed', field: 'fields.country' },
      { messageKey: 'consentRequired', field: 'consents.termsAndConditions' },
    ]);
    expect(answer.data?.signUp.lacksConfirmation).toBe(false);
  });

  it('is told when the email already has an account', async () => {
    const answer = await browser(SIGN_UP, { input: { email: 'fan@ringside.test', password: 'fight-night-42', fields, consents } });
    expect(answer.data?.signUp.userErrors).toEqual([{ messageKey: 'confirmedUserAlreadyExists', field: 'email' }]);
  });

  it('cannot have its links pointed at another host by a forged Origin', async () => {
    await browser(SIGN_UP, { input: { email: 'forged@example.test', password: 'fight-night-42', fields, consents } }, { origin: 'https://evil.example' });
    const [mail] = await mailTo('forged@example.test');
    expect(new URL(mail!.link).hostname).toBe('ringside.localhost');
  });
});

describe('a viewer who forgot their password', () => {
  const REQUEST = `mutation ($email: String!) { requestPasswordReset(input: { email: $email }) {
    requested developmentMailboxUrl userErrors { messageKey field } } }`;
  const RESET = `mutation ($token: String!, $password: String!) { resetPassword(input: { token: $token, password: $password }) {
    passwordChanged userErrors { messageKey field } } }`;
  const SIGN_IN = `mutation ($password: String!) { signIn(input: { email: "fan@ringside.test", password: $password, tokenDelivery: BODY }) {
    viewer { role } userErrors { messageKey } } }`;

  it('asks for a link, sets a new password with it and signs in with that', async () => {
    const requested = await browser(REQUEST, { email: 'fan@ringside.test' });
    expect(requested.data?.requestPasswordReset).toEqual({
      requested: true,
      developmentMailboxUrl: '/dev/mailbox?to=fan%40ringside.test',
      userErrors: [],
    });
    const [mail] = await mailTo('fan@ringside.test');
    expect(mail!.link).toContain('/login/reset-password?pwrt=');
    const token = new URL(mail!.link).searchParams.get('pwrt')!;

    const weak = await browser(RESET, { token, password: 'abc' });
    expect(weak.data?.resetPassword).toEqual({ passwordChanged: false, userErrors: [{ messageKey: 'yourPasswordRules', field: 'password' }] });
    const done = await browser(RESET, { token, password: 'a-new-fan-pass' });
    expect(done.data?.resetPassword).toEqual({ passwordChanged: true, userErrors: [] });

    expect((await browser(SIGN_IN, { password: 'ringside-fan' })).data?.signIn.userErrors).toEqual([{ messageKey: 'loginError' }]);
    expect((await browser(SIGN_IN, { password: 'a-new-fan-pass' })).data?.signIn.viewer.role).toBe('CUSTOMER');

    const reused = await browser(RESET, { token, password: 'another-pass-1' });
    expect(reused.data?.resetPassword.userErrors).toEqual([{ messageKey: 'resetLinkUsed', field: 'token' }]);
  });

  it('gets the same answer for an unknown email, and a key for a malformed one', async () => {
    expect((await browser(REQUEST, { email: 'nobody@example.test' })).data?.requestPasswordReset.requested).toBe(true);
    expect((await browser(REQUEST, { email: 'nobody@' })).data?.requestPasswordReset).toMatchObject({
      requested: false,
      userErrors: [{ messageKey: 'pleaseProvideValidEmail', field: 'email' }],
    });
  });
});

describe('a TV app', () => {
  it('confirms its sign-up and gets its tokens in the body', async () => {
    await graphql(platform.url, SIGN_UP, {
      realm: 'ringside',
      variables: { input: { email: 'tv@example.test', password: 'fight-night-42', fields, consents, tokenDelivery: 'BODY' } },
    });
    const token = new URL((await mailTo('tv@example.test'))[0]!.link).searchParams.get('token')!;
    const confirmed = await graphql(platform.url, `mutation ($token: String!) { confirmEmail(input: { token: $token, tokenDelivery: BODY }) {
      tokens { accessToken } userErrors { messageKey } } }`, { realm: 'ringside', variables: { token } });
    const claims = decodeJwt(confirmed.data!.confirmEmail.tokens.accessToken);
    expect(claims).toMatchObject({ rol: 'CUSTOMER', apr: true, aud: 'ringside', loc: 'GB' });
  });
});

describe('an administrator helping a viewer whose confirmation email never arrived', () => {
  async function signInOnTv(email: string, password: string): Promise<string> {
    const answer = await graphql(
      platform.url,
      `mutation ($email: String!, $password: String!) { signIn(input: { email: $email, password: $password, tokenDelivery: BODY }) {
        tokens { accessToken } userErrors { messageKey } } }`,
      { realm: 'ringside', variables: { email, password } },
    );
    expect(answer.data?.signIn.userErrors).toEqual([]);
    return answer.data!.signIn.tokens.accessToken as string;
  }
  const as = (token: string, query: string, variables: Record<string, unknown>) =>
    graphql(platform.url, query, { realm: 'ringside', variables, headers: { authorization: `Bearer ${token}` } });
  const PENDING = `query ($id: ID!) { pendingActivationUser(internalId: $id) { internalId email fields { fieldName value } } }`;

  it('sees the pending account, activates it, and the viewer signs in with their password', async () => {
    await browser(SIGN_UP, { input: { email: 'lost@example.test', password: 'fight-night-42', fields, consents } });
    const admin = await signInOnTv('admin@ringside.test', 'ringside-admin');
    const customer = await signInOnTv('tv@example.test', 'fight-night-42'); // confirmed by the TV app above
    // An admin gets the id from the platform's back office; the test looks for it the only way GraphQL allows.
    let id = 0;
    for (let candidate = 1; candidate < 200 && !id; candidate += 1) {
      const answer = await as(admin, PENDING, { id: String(candidate) });
      if (answer.data?.pendingActivationUser?.email === 'lost@example.test') id = candidate;
    }
    expect(id).toBeGreaterThan(0);
    const seen = await as(admin, PENDING, { id: String(id) });
    expect(seen.data?.pendingActivationUser.fields).toContainEqual({ fieldName: 'fullName', value: 'Nia Okafor' });
    expect((await as(customer, PENDING, { id: String(id) })).data?.pendingActivationUser).toBeNull();

    const ACTIVATE = `mutation ($id: ID!) { activatePendingUser(input: { internalId: $id }) { activated userErrors { messageKey } } }`;
    expect((await as(admin, ACTIVATE, { id: String(id) })).data?.activatePendingUser).toEqual({ activated: true, userErrors: [] });
    expect(await signInOnTv('lost@example.test', 'fight-night-42')).toBeTruthy();
    // Nothing waits any more.
    expect((await as(admin, ACTIVATE, { id: String(id) })).data?.activatePendingUser.userErrors).toEqual([{ messageKey: 'pendingUserNotFound' }]);
    const refused = await as(customer, ACTIVATE, { id: String(id) });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
