// Profiles and parental control through the gateway against the real backend:
// a TV app (bearer tokens) and a browser (cookies) on the demo customer of acme.
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokenThroughGateway } from '../support/gatewaySignIn.ts';
import { graphql } from '../support/graphql.ts';
import { startPlatform, type RunningPlatform } from '../support/platform.ts';
import { demoCustomers } from '../support/session.ts';

let platform: RunningPlatform;
beforeAll(async () => {
  platform = await startPlatform({ serveWeb: false });
});
afterAll(() => platform?.close());

const realm = 'acme';

function asTv<T = Record<string, any>>(token: string, query: string, variables?: Record<string, unknown>) {
  return graphql<T>(platform.url, query, { realm, variables, headers: { authorization: `Bearer ${token}` } });
}

const PROFILES = `{ viewer { isChildProfile textScale activeProfile { name } profiles { id name kind isMain isActive avatar }
  parentalControl { status pinSet } } realm { profileConfiguration { enabled maxProfiles childFontScale } } }`;
const SWITCH = `mutation ($id: ID!, $pin: String) {
  switchProfile(input: { profileId: $id, pin: $pin, tokenDelivery: BODY }) {
    viewer { isChildProfile activeProfile { name } } tokens { accessToken }
    userErrors { messageKey field } captchaChallenge { prompt } } }`;

describe('profiles on a TV app', () => {
  let token: string;
  let childId: string;
  let mainId: string;

  beforeAll(async () => {
    token = await accessTokenThroughGateway(platform, demoCustomers.acme, realm);
  });

  it('shows the account\'s main profile and the realm\'s profile settings', async () => {
    const answer = await asTv(token, PROFILES);
    expect(answer.data?.viewer).toMatchObject({
      isChildProfile: false,
      textScale: 1,
      activeProfile: { name: expect.any(String) },
      profiles: [{ kind: 'ADULT', isMain: true, isActive: true }],
      parentalControl: { status: 'NON_RESTRICTED', pinSet: false },
    });
    expect(answer.data?.realm.profileConfiguration).toEqual({ enabled: true, maxProfiles: 5, childFontScale: 1.2 });
    mainId = answer.data!.viewer.profiles[0].id;
  });

  it('adds a child profile, refusing a blank or taken name with message keys', async () => {
    const create = (name: string) =>
      asTv(token, `mutation ($name: String!) { createProfile(input: { name: $name, kind: CHILD }) {
        profile { id name kind isActive } viewer { profiles { name } } userErrors { messageKey field } } }`, { name });
    expect((await create('  ')).data?.createProfile.userErrors).toEqual([{ messageKey: 'profileNameRequired', field: 'name' }]);
    const created = await create('Robin');
    expect(created.data?.createProfile).toMatchObject({
      profile: { name: 'Robin', kind: 'CHILD', isActive: false },
      viewer: { profiles: [{}, { name: 'Robin' }] },
      userErrors: [],
    });
    childId = created.data!.createProfile.profile.id;
    expect((await create('robin')).data?.createProfile.userErrors).toEqual([{ messageKey: 'profileNameTaken', field: 'name' }]);
  });

  it('sets a PIN, switches to the child, and is kept out of account data there', async () => {
    const set = await asTv(token, `mutation { setParentalControl(input: { pin: "2580", status: RESTRICTED }) {
      parentalControl { status pinSet } userErrors { messageKey } } }`);
    expect(set.data?.setParentalControl).toEqual({ parentalControl: { status: 'RESTRICTED', pinSet: true }, userErrors: [] });

    const switched = await asTv(token, SWITCH, { id: childId });
    expect(switched.data?.switchProfile).toMatchObject({
      viewer: { isChildProfile: true, activeProfile: { name: 'Robin' } },
      userErrors: [],
    });
    token = switched.data!.switchProfile.tokens.accessToken;
    expect(decodeJwt(token).pro).toMatchObject({ ty: 'c' });

    const sneaky = await asTv(token, `mutation { createProfile(input: { name: "Grown-up", kind: ADULT }) { userErrors { messageKey } } }`);
    expect(sneaky.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'CHILD_PROFILE' });
    const unlock = await asTv(token, `mutation { setParentalControl(input: { pin: "2580", status: NON_RESTRICTED }) { userErrors { messageKey } } }`);
    expect(unlock.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'CHILD_PROFILE' });
    // The picker still works for the child, and the app reads larger text.
    const asChild = (await asTv(token, PROFILES)).data?.viewer;
    expect(asChild.profiles).toHaveLength(2);
    expect(asChild.textScale).toBe(1.2);
  });

  it('asks the child for the PIN to go back to the adult profile', async () => {
    expect((await asTv(token, SWITCH, { id: mainId })).data?.switchProfile.userErrors).toEqual([
      { messageKey: 'pinRequired', field: 'pin' },
    ]);
    expect((await asTv(token, SWITCH, { id: mainId, pin: '12' })).data?.switchProfile.userErrors).toEqual([
      { messageKey: 'pinFormat', field: 'pin' },
    ]);
    const wrong = await asTv(token, SWITCH, { id: mainId, pin: '0000' });
    expect(wrong.data?.switchProfile).toMatchObject({ viewer: null, tokens: null, userErrors: [{ messageKey: 'wrongPin' }] });

    const right = await asTv(token, SWITCH, { id: mainId, pin: '2580' });
    expect(right.data?.switchProfile).toMatchObject({ viewer: { isChildProfile: false }, userErrors: [] });
    token = right.data!.switchProfile.tokens.accessToken;
  });

  it('refuses another account\'s or a malformed profile id', async () => {
    const malformed = await asTv(token, SWITCH, { id: 'not-an-id' });
    expect(malformed.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    const foreign = await asTv(token, SWITCH, { id: Buffer.from('Profile:999999').toString('base64') });
    expect(foreign.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('deletes the child profile but never the main one', async () => {
    const remove = (id: string) =>
      asTv(token, `mutation ($id: ID!) { deleteProfile(input: { profileId: $id }) { deletedProfileId userErrors { messageKey } } }`, { id });
    expect((await remove(mainId)).data?.deleteProfile.userErrors).toEqual([{ messageKey: 'mainProfileCannotBeDeleted' }]);
    expect((await remove(childId)).data?.deleteProfile).toEqual({ deletedProfileId: childId, userErrors: [] });
  });

  it('gives guests no profiles and no parental control', async () => {
    const guest = await graphql(platform.url, `{ viewer { role profiles { id } activeProfile { id } parentalControl { status } } }`, {
      realm: 'ringside',
    });
    expect(guest.data?.viewer).toEqual({ role: 'UNAUTHENTICATED', profiles: [], activeProfile: null, parentalControl: null });
  });
});

describe('profiles in a browser', () => {
  it('switches with new session cookies and never hands a cookie session\'s tokens to the page', async () => {
    const signIn = await graphql(
      platform.url,
      `mutation { signIn(input: { email: "fan@ringside.test", password: "ringside-fan" }) { userErrors { messageKey } } }`,
      { realm: 'ringside' },
    );
    const cookie = ([] as string[])
      .concat(signIn.headers['set-cookie'] ?? [])
      .map((entry) => entry.split(';')[0])
      .join('; ');
    const asBrowser = (query: string, variables?: Record<string, unknown>) =>
      graphql(platform.url, query, { realm: 'ringside', variables, headers: { cookie } });
    const main = (await asBrowser(PROFILES)).data!.viewer.profiles[0].id;

    const leak = await asBrowser(SWITCH, { id: main });
    expect(leak.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'COOKIE_SESSION' });

    const switched = await asBrowser(
      `mutation ($id: ID!) { switchProfile(input: { profileId: $id }) { tokens { accessToken } viewer { activeProfile { isMain } } } }`,
      { id: main },
    );
    expect(switched.data?.switchProfile).toEqual({ tokens: null, viewer: { activeProfile: { isMain: true } } });
    const setCookies = ([] as string[]).concat(switched.headers['set-cookie'] ?? []);
    expect(setCookies.some((entry) => entry.startsWith('rs_at_ringside=') && /HttpOnly/i.test(entry))).toBe(true);
    expect(setCookies.some((entry) => entry.startsWith('rs_rt_ringside='))).toBe(true);
  });
});
