// The account's rules on the gateway, with the platform's REST answers stubbed:
// who may see account data at all, and how the platform's answers become
// fields, userErrors and captcha challenges. tests/integration/account.test.ts
// plays the same stories against the real backend.
import { describe, expect, it } from 'vitest';
import { createFakeUpstream, guestToken, makeToken } from '../testing/fakeUpstream.ts';
import { createTestGateway } from '../testing/gatewayClient.ts';
import { sessionGlobalId, sessionIdFrom } from './accountResolvers.ts';

function accountToken({ child = false, realm = 'ringside' } = {}) {
  const iat = Math.floor(Date.now() / 1000);
  return makeToken({
    sub: '42', rol: 'CUSTOMER', gue: false, aud: realm, iat, exp: iat + 900, sid: 7,
    pro: { id: child ? '9' : '8', ty: child ? 'c' : 'a' },
  });
}

const json = (status: number, body: unknown) =>
  new Response(body === null ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', date: new Date().toUTCString() },
  });

interface Stub {
  method: string;
  path: string;
  body: unknown;
}

/** A gateway whose upstream answers the account calls with `answer` (and the rest like the fake upstream). */
function gatewayWith(answer: (call: Stub) => Response | undefined) {
  const fake = createFakeUpstream();
  const calls: Stub[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const path = url.pathname.replace(/^\/api\/v\d/, '') + url.search;
    const call = { method: init?.method ?? 'GET', path, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined };
    if (/^\/(user|consent-prompt)/.test(path)) {
      calls.push(call);
      return answer(call) ?? json(404, { code: 'NOT_FOUND', message: 'no stub' });
    }
    return fake.fetch(input, init);
  };
  const { query } = createTestGateway({ fetch: fetch as typeof globalThis.fetch });
  return { query, calls };
}

const profile = {
  email: 'ana@example.com',
  contactEmail: 'ana@example.com',
  name: { fullName: 'Ana Souza', preferredName: null },
  birthDate: null,
  taxNumber: null,
  phoneNumber: null,
  gender: null,
};

const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

describe('who may see account data', () => {
  const everything = `{ viewer { account { email details { fullName } preferences { autoAdvance } consentPrompt { needsAnswers } } } }`;

  it('turns guests away with UNAUTHENTICATED, before any call for account data', async () => {
    const { query, calls } = gatewayWith(() => json(200, profile));
    const answer = await query(everything, bearer(guestToken('ringside')));
    expect(answer.data?.viewer.account).toBeNull();
    expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(calls).toEqual([]);
  });

  it('turns visitors without a session away the same way', async () => {
    const { query } = gatewayWith(() => json(200, profile));
    const answer = await query(everything);
    expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it.each([
    ['reading the account', everything],
    ['saving details', `mutation { updateAccountDetails(input: { contactEmail: "a@b.co" }) { userErrors { messageKey } } }`],
    ['changing the password', `mutation { changePassword(input: { currentPassword: "a", newPassword: "b" }) { userErrors { messageKey } } }`],
    ['signing out elsewhere', `mutation { signOutOtherSessions { signedOutSessions } }`],
    ['changing preferences', `mutation { updatePreferences(input: { autoAdvance: false }) { userErrors { messageKey } } }`],
    ['answering consent', `mutation { saveConsentAnswers(input: { answers: [{ fieldName: "t", agreed: true }] }) { userErrors { messageKey } } }`],
  ])('refuses a child profile %s with FORBIDDEN (CHILD_PROFILE)', async (_story, document) => {
    const { query, calls } = gatewayWith(() => json(200, profile));
    const answer = await query(document, bearer(accountToken({ child: true })));
    expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'CHILD_PROFILE' });
    expect(calls).toEqual([]);
  });
});

describe('an adult profile of the account', () => {
  it('reads the details, the email and the missing fields with one profile call', async () => {
    const { query, calls } = gatewayWith(({ path }) => {
      if (path === '/user/profile') return json(200, profile);
      if (path === '/user/missing-information') {
        return json(409, {
          code: 'MISSING_INFORMATION',
          message: 'missing',
          details: { missingFields: [{ fieldName: 'taxNumber', required: true, regex: '^\\d{11}$', labels: { emptyLabelKey: 'taxNumberIsRequired', errorLabelKey: 'taxNumberIsInvalid' } }], countryCode: 'BR' },
        });
      }
      return undefined;
    });
    const answer = await query(
      `{ viewer { account { email details { fullName contactEmail } missingInformation { status countryCode fields { fieldName regex emptyLabelKey errorLabelKey required } } } } }`,
      bearer(accountToken()),
    );
    expect(answer.data?.viewer.account).toEqual({
      email: 'ana@example.com',
      details: { fullName: 'Ana Souza', contactEmail: 'ana@example.com' },
      missingInformation: {
        status: 'REQUIRED',
        countryCode: 'BR',
        fields: [{ fieldName: 'taxNumber', regex: '^\\d{11}$', emptyLabelKey: 'taxNumberIsRequired', errorLabelKey: 'taxNumberIsInvalid', required: true }],
      },
    });
    expect(calls.filter((call) => call.path === '/user/profile')).toHaveLength(1);
  });

  it('lists sessions with opaque ids and marks this device', async () => {
    const { query } = gatewayWith(({ path }) =>
      path === '/user/sessions'
        ? json(200, { sessions: [{ id: '7', app: 'web', device: 'Chrome on Linux', createdAt: '2026-11-20T10:00:00.000Z', lastSeenAt: '2026-11-21T10:00:00.000Z', current: true }] })
        : undefined,
    );
    const answer = await query(`{ viewer { account { sessions { id device isCurrent signedInAt lastActiveAt } } } }`, bearer(accountToken()));
    const [session] = answer.data?.viewer.account.sessions;
    expect(session).toMatchObject({ device: 'Chrome on Linux', isCurrent: true, signedInAt: '2026-11-20T10:00:00.000Z' });
    expect(sessionIdFrom(session.id)).toBe('7');
    expect(sessionIdFrom(sessionGlobalId('7'))).toBe('7');
    expect(sessionIdFrom(Buffer.from('Video:7').toString('base64'))).toBeNull();
  });

  it('returns each refused field as a userError named like the input field', async () => {
    const { query } = gatewayWith(({ path, method }) =>
      path === '/user/profile' && method === 'PUT'
        ? json(400, {
            code: 'INVALID_PROFILE',
            message: 'fullName is required',
            messages: [
              { field: 'name.fullName', messageKey: 'requiredField', message: 'fullName is required' },
              { field: 'taxNumber', messageKey: 'taxNumberIsInvalid', message: 'taxNumber is not valid' },
            ],
          })
        : undefined,
    );
    const answer = await query(
      `mutation { updateAccountDetails(input: { contactEmail: "ana@example.com", fullName: "" }) { account { email } userErrors { messageKey field } } }`,
      bearer(accountToken()),
    );
    expect(answer.data?.updateAccountDetails).toEqual({
      account: null,
      userErrors: [
        { messageKey: 'requiredField', field: 'fullName' },
        { messageKey: 'taxNumberIsInvalid', field: 'taxNumber' },
      ],
    });
  });

  it('completes missing information by sending the whole profile with the new fields merged in', async () => {
    const { query, calls } = gatewayWith(({ path, method }) => {
      if (path === '/user/profile' && method === 'GET') return json(200, { ...profile, phoneNumber: '+5511999999999' });
      if (path === '/user/profile' && method === 'PUT') return json(200, profile);
      if (path === '/user/missing-information') return json(200, { missingInformationStatus: 'NONE' });
      return undefined;
    });
    const answer = await query(
      `mutation { completeMissingInformation(input: { taxNumber: "123.456.789-09", birthDate: "1990-01-02" }) {
         account { missingInformation { status } } userErrors { messageKey } } }`,
      bearer(accountToken()),
    );
    expect(answer.data?.completeMissingInformation).toEqual({ account: { missingInformation: { status: 'NONE' } }, userErrors: [] });
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      contactEmail: 'ana@example.com',
      name: { fullName: 'Ana Souza', preferredName: null },
      birthDate: '1990-01-02',
      taxNumber: '123.456.789-09',
      phoneNumber: '+5511999999999',
      gender: null,
    });
  });

  it('hands on the captcha the platform asks for after wrong passwords, and sends the answer back', async () => {
    const { query, calls } = gatewayWith(({ path, method }) => {
      if (path !== '/user/password' || method !== 'PUT') return undefined;
      return calls.length === 1
        ? json(402, { code: 'CHALLENGE_REQUIRED', message: 'answer', challenge: { id: 'ch-1', prompt: 'What is 2 + 3?', provider: 'test' } })
        : json(200, { signedOutSessions: 2 });
    });
    const change = (captcha = '') =>
      query(
        `mutation { changePassword(input: { currentPassword: "old-pass", newPassword: "new-pass"${captcha} }) {
           signedOutSessions captchaChallenge { id prompt } userErrors { messageKey } } }`,
        bearer(accountToken()),
      );
    const first = await change();
    expect(first.data?.changePassword).toEqual({
      signedOutSessions: 0,
      captchaChallenge: { id: 'ch-1', prompt: 'What is 2 + 3?' },
      userErrors: [{ messageKey: 'captchaRequired' }],
    });
    const second = await change(', captcha: { challengeId: "ch-1", answer: "5" }');
    expect(second.data?.changePassword).toEqual({ signedOutSessions: 2, captchaChallenge: null, userErrors: [] });
  });

  it('words every consent failure as errorUpdatingTermsOfUse', async () => {
    const { query } = gatewayWith(({ path }) =>
      path === '/consent-prompt'
        ? json(400, { code: 'CONSENT_REQUIRED', message: 'must agree', messages: [{ field: 'termsAndConditions', messageKey: 'consentRequired', message: 'must agree' }] })
        : undefined,
    );
    const answer = await query(
      `mutation { saveConsentAnswers(input: { answers: [{ fieldName: "termsAndConditions", agreed: false }] }) { consentPrompt { needsAnswers } userErrors { messageKey field } } }`,
      bearer(accountToken()),
    );
    expect(answer.data?.saveConsentAnswers).toEqual({
      consentPrompt: null,
      userErrors: [{ messageKey: 'errorUpdatingTermsOfUse', field: 'termsAndConditions' }],
    });
  });

  it('shows preferences never set as their defaults', async () => {
    const { query } = gatewayWith(({ path }) => (path === '/user/preferences' ? json(200, { preferences: { autoAdvance: 'false' } }) : undefined));
    const answer = await query(`{ viewer { account { preferences { autoAdvance videoBackgroundAutoPlay subTitleLanguage } } } }`, bearer(accountToken()));
    expect(answer.data?.viewer.account.preferences).toEqual({ autoAdvance: false, videoBackgroundAutoPlay: true, subTitleLanguage: null });
  });
});

describe('the account as Relay nodes', () => {
  it('finds the viewer’s own account and sessions by global id, and nobody else’s', async () => {
    const { query } = gatewayWith(({ path }) =>
      path === '/user/sessions'
        ? json(200, { sessions: [{ id: '7', app: 'web', device: 'Chrome on Linux', createdAt: '2026-11-20T10:00:00.000Z', lastSeenAt: '2026-11-21T10:00:00.000Z', current: true }] })
        : undefined,
    );
    const ids = await query(`{ viewer { account { id sessions { id } } } }`, bearer(accountToken()));
    const { id, sessions } = ids.data?.viewer.account;
    const lookup = `query ($id: ID!) { node(id: $id) { __typename id ... on SignedInSession { device } } }`;
    expect((await query(lookup, { variables: { id }, ...bearer(accountToken()) })).data?.node).toEqual({ __typename: 'Account', id });
    expect((await query(lookup, { variables: { id: sessions[0].id }, ...bearer(accountToken()) })).data?.node).toMatchObject({
      __typename: 'SignedInSession',
      device: 'Chrome on Linux',
    });
    const asGuest = await query(lookup, { variables: { id }, ...bearer(guestToken('ringside')) });
    expect(asGuest.data?.node).toBeNull();
  });
});

describe('a browser whose session was ended elsewhere', () => {
  it('is signed out: the cookies are cleared and the field is UNAUTHENTICATED (sessionExpired)', async () => {
    const { query } = gatewayWith(({ path }) =>
      path === '/user/profile' ? json(401, { code: 'INVALID_TOKEN', message: 'The session of this access token has ended' }) : undefined,
    );
    const answer = await query(`{ viewer { account { email } } }`, {
      headers: { cookie: `rs_at_ringside=${accountToken()}; rs_rt_ringside=refresh-ringside-9` },
    });
    expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED', reason: 'sessionExpired' });
    const cleared = answer.headers.getSetCookie().filter((cookie) => cookie.startsWith('rs_at_ringside=') || cookie.startsWith('rs_rt_ringside='));
    expect(cleared.length).toBeGreaterThanOrEqual(2);
    expect(cleared.every((cookie) => /Max-Age=0/.test(cookie))).toBe(true);
  });
});
