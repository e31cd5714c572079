// The account through the gateway against the real backend, as a TV or mobile
// app uses it (bearer tokens): details, missing information, email and
// password, signed-in devices, preferences and consent. Each story that
// changes an account makes its own (tests/support/accounts.ts).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRingsideAccount } from '../support/accounts.ts';
import { accessTokenThroughGateway } from '../support/gatewaySignIn.ts';
import { graphql } from '../support/graphql.ts';
import { startPlatform, type RunningPlatform } from '../support/platform.ts';

let platform: RunningPlatform;
beforeAll(async () => {
  platform = await startPlatform({ serveWeb: false });
});
afterAll(() => platform?.close());

const TV_AGENT = 'Mozilla/5.0 (SMART-TV; Linux; Tizen 7.0) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/5.0 TV Safari/537.36';

const signIn = (realm: string, email: string, password: string, userAgent = TV_AGENT): Promise<string> =>
  accessTokenThroughGateway(platform, { email, password }, realm, { 'user-agent': userAgent });

/** A new ringside account with ringside's required details filled in, signed in on a TV. */
async function newViewer() {
  const account = await createRingsideAccount(platform, { password: 'first-pass' });
  return { email: account.email, password: account.password, token: await signIn('ringside', account.email, account.password) };
}

function as<T = Record<string, any>>(token: string, query: string, variables?: Record<string, unknown>, realm = 'ringside') {
  return graphql<T>(platform.url, query, { realm, variables, headers: { authorization: `Bearer ${token}` } });
}

describe('account details', () => {
  it('are saved and read back; a bad birth date comes back as a userError on its field', async () => {
    const viewer = await newViewer();
    const save = (input: Record<string, unknown>) =>
      as(viewer.token, `mutation ($input: UpdateAccountDetailsInput!) { updateAccountDetails(input: $input) {
        account { email details { contactEmail fullName preferredName birthDate phoneNumber gender } }
        userErrors { messageKey field } } }`, { input });

    const refused = await save({ contactEmail: viewer.email, fullName: 'Jo Park', birthDate: '2030-02-30', taxNumber: '529.982.247-25', phoneNumber: '+5511987654321' });
    expect(refused.data?.updateAccountDetails).toEqual({ account: null, userErrors: [{ messageKey: 'invalidBirthDate', field: 'birthDate' }] });

    const saved = await save({ contactEmail: 'jo@example.org', fullName: 'Jo Park', preferredName: 'Jo', birthDate: '1994-03-05', taxNumber: '529.982.247-25', phoneNumber: '+1 415 555 0100', gender: 'NON_BINARY' });
    expect(saved.data?.updateAccountDetails).toEqual({
      account: {
        email: viewer.email,
        details: { contactEmail: 'jo@example.org', fullName: 'Jo Park', preferredName: 'Jo', birthDate: '1994-03-05', phoneNumber: '+14155550100', gender: 'NON_BINARY' },
      },
      userErrors: [],
    });
  });

  it('are nobody else’s: a guest of ringside is UNAUTHENTICATED', async () => {
    const guest = await graphql(platform.url, `mutation { checkInAsGuest(input: { tokenDelivery: BODY }) { tokens { accessToken } } }`, { realm: 'ringside' });
    const answer = await as(guest.data!.checkInAsGuest.tokens.accessToken, `{ viewer { account { email } } }`, undefined, 'ringside');
    expect(answer.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('missing information on ringside', () => {
  it('lists what the realm requires of an account from before, until it is completed', async () => {
    const token = await signIn('ringside', 'legacy@ringside.test', 'ringside-legacy');
    const read = () => as(token, `{ viewer { account { missingInformation { status fields { fieldName regex errorLabelKey } } } } }`, undefined, 'ringside');
    const before = (await read()).data?.viewer.account.missingInformation;
    expect(before.status).toBe('REQUIRED');
    expect(before.fields.map((field: { fieldName: string }) => field.fieldName)).toEqual(['fullName', 'birthDate', 'taxNumber', 'phoneNumber']);
    expect(before.fields[2]).toMatchObject({ regex: '^\\d{3}\\.\\d{3}\\.\\d{3}-\\d{2}$', errorLabelKey: 'taxNumberIsInvalid' });

    const complete = (input: Record<string, string>) =>
      as(token, `mutation ($input: CompleteMissingInformationInput!) { completeMissingInformation(input: $input) {
        account { missingInformation { status } } userErrors { messageKey field } } }`, { input }, 'ringside');
    const wrongTax = await complete({ fullName: 'Robin Alves', birthDate: '1980-12-01', taxNumber: '12345678909', phoneNumber: '+5511987654321' });
    expect(wrongTax.data?.completeMissingInformation.userErrors).toEqual([{ messageKey: 'taxNumberIsInvalid', field: 'taxNumber' }]);
    const done = await complete({ fullName: 'Robin Alves', birthDate: '1980-12-01', taxNumber: '123.456.789-09', phoneNumber: '+5511987654321' });
    expect(done.data?.completeMissingInformation).toEqual({ account: { missingInformation: { status: 'NONE' } }, userErrors: [] });
  });
});

describe('account security', () => {
  it('changes the email with the current password; a taken one is emailErrorCode', async () => {
    const viewer = await newViewer();
    const change = (email: string, password: string) =>
      as(viewer.token, `mutation ($email: String!, $password: String!) { changeEmail(input: { email: $email, password: $password }) {
        account { email } userErrors { messageKey field } } }`, { email, password });
    expect((await change('fan@ringside.test', viewer.password)).data?.changeEmail.userErrors).toEqual([{ messageKey: 'emailErrorCode', field: 'email' }]);
    expect((await change('new@example.com', 'not-my-password')).data?.changeEmail.userErrors).toEqual([
      { messageKey: 'currentPasswordIsWrong', field: 'password' },
    ]);
    const moved = `moved-${randomUUID().slice(0, 8)}@example.com`;
    expect((await change(moved, viewer.password)).data?.changeEmail).toEqual({ account: { email: moved }, userErrors: [] });
    await signIn('ringside', moved, viewer.password);
  });

  it('changes the password: the TV in the other room is signed out, this device is not', async () => {
    const viewer = await newViewer();
    const otherTv = await signIn('ringside', viewer.email, viewer.password);
    const answer = await as(viewer.token, `mutation { changePassword(input: { currentPassword: "first-pass", newPassword: "second-pass" }) {
      signedOutSessions account { sessions { isCurrent } } userErrors { messageKey } } }`);
    expect(answer.data?.changePassword).toEqual({ signedOutSessions: 1, account: { sessions: [{ isCurrent: true }] }, userErrors: [] });
    const locked = await as(otherTv, `{ viewer { account { email } } }`);
    expect(locked.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    await signIn('ringside', viewer.email, 'second-pass');
  });

  it('lists the devices by name and signs one out, then everywhere else', async () => {
    const viewer = await newViewer();
    const laptop = await signIn('ringside', viewer.email, viewer.password, 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36');
    await signIn('ringside', viewer.email, viewer.password);
    const list = async () =>
      (await as(laptop, `{ viewer { account { sessions { id device isCurrent } } } }`)).data?.viewer.account.sessions as { id: string; device: string; isCurrent: boolean }[];
    const sessions = await list();
    expect(sessions).toHaveLength(3);
    expect(sessions[0]).toMatchObject({ device: 'Chrome on Linux', isCurrent: true });
    expect(sessions[1]!.device).toBe('Smart TV');

    const one = await as(laptop, `mutation ($id: ID!) { signOutSession(input: { id: $id }) { signedOutSessions userErrors { messageKey } } }`, { id: sessions[1]!.id });
    expect(one.data?.signOutSession).toEqual({ signedOutSessions: 1, userErrors: [] });
    const again = await as(laptop, `mutation ($id: ID!) { signOutSession(input: { id: $id }) { userErrors { messageKey } } }`, { id: sessions[1]!.id });
    expect(again.data?.signOutSession.userErrors).toEqual([{ messageKey: 'sessionNotFound' }]);

    const rest = await as(laptop, `mutation { signOutOtherSessions { signedOutSessions account { sessions { isCurrent } } } }`);
    expect(rest.data?.signOutOtherSessions).toEqual({ signedOutSessions: 1, account: { sessions: [{ isCurrent: true }] } });
    expect((await as(viewer.token, `{ viewer { account { email } } }`)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('preferences and consent', () => {
  it('keeps the viewing preferences, refusing a bad language code', async () => {
    const viewer = await newViewer();
    const update = (input: Record<string, unknown>) =>
      as(viewer.token, `mutation ($input: UpdatePreferencesInput!) { updatePreferences(input: $input) {
        preferences { subTitleLanguage audioLanguage autoAdvance videoBackgroundAutoPlay } userErrors { messageKey field } } }`, { input });
    const bad = await update({ audioLanguage: 'Klingon!' });
    expect(bad.data?.updatePreferences.userErrors).toEqual([{ messageKey: 'invalidPreferenceValue', field: 'audioLanguage' }]);
    await update({ subTitleLanguage: '', audioLanguage: 'en', autoAdvance: false });
    const read = await as(viewer.token, `{ viewer { account { preferences { subTitleLanguage audioLanguage autoAdvance videoBackgroundAutoPlay } } } }`);
    expect(read.data?.viewer.account.preferences).toEqual({ subTitleLanguage: '', audioLanguage: 'en', autoAdvance: false, videoBackgroundAutoPlay: true });
  });

  it('asks an account that never accepted ringside’s terms, and records the answers', async () => {
    const token = await signIn('ringside', 'legacy@ringside.test', 'ringside-legacy');
    const prompt = `{ viewer { account { consentPrompt { needsAnswers fields { fieldName required functionalPurpose answer } } } } }`;
    expect((await as(token, prompt, undefined, 'ringside')).data?.viewer.account.consentPrompt).toEqual({
      needsAnswers: true,
      fields: [
        { fieldName: 'termsAndConditions', required: true, functionalPurpose: 'TERMS_AND_CONDITIONS', answer: null },
        { fieldName: 'emailMarketing', required: false, functionalPurpose: 'EMAIL_MARKETING', answer: null },
      ],
    });
    const save = (agreed: boolean) =>
      as(token, `mutation ($agreed: Boolean!) { saveConsentAnswers(input: { answers: [
        { fieldName: "termsAndConditions", agreed: $agreed }, { fieldName: "emailMarketing", agreed: false }] }) {
        consentPrompt { needsAnswers } userErrors { messageKey } } }`, { agreed }, 'ringside');
    expect((await save(false)).data?.saveConsentAnswers).toEqual({ consentPrompt: null, userErrors: [{ messageKey: 'errorUpdatingTermsOfUse' }] });
    expect((await save(true)).data?.saveConsentAnswers).toEqual({ consentPrompt: { needsAnswers: false }, userErrors: [] });
  });
});
