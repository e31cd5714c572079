// Analytics on the gateway, with the platform's analytics calls stubbed (the
// rest answered by the fake upstream): what a device is told to start, who
// sees the configuration's problems and the summary, the viewer's analytics
// identity, and what the two mutations send and answer.
// tests/e2e/analytics.test.ts plays the story against the real platform.
import { describe, expect, it } from 'vitest';
import { createFakeUpstream, guestToken, makeToken } from '../testing/fakeUpstream.ts';
import { createTestGateway } from '../testing/gatewayClient.ts';

function token(rol: 'CUSTOMER' | 'ADMIN') {
  const iat = Math.floor(Date.now() / 1000);
  return makeToken({ sub: '42', rol, gue: false, aud: 'ringside', iat, exp: iat + 900, sid: 7, pro: { id: '8', ty: 'a' } });
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', date: new Date().toUTCString() } });

function analyticsGateway({ collecting = true } = {}) {
  const fake = createFakeUpstream();
  const calls: string[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const path = url.pathname;
    if (!/^\/api\/v2\/(analytics|admin\/analytics|referral-session)/.test(path)) return fake.fetch(input, init);
    const method = init?.method ?? 'GET';
    calls.push(`${method} ${path}${url.search}${typeof init?.body === 'string' ? ` ${init.body}` : ''}`);
    if (path === '/api/v2/analytics/providers') {
      return json(200, { providers: [{ provider: 'RINGSIDE', deviceType: 'WEB', apiKey: 'public', oneTrustEnabled: false, gtmEnabled: true, firebaseEnabled: false, impressionIdQueryKey: null }] });
    }
    if (path === '/api/v2/admin/analytics/providers') {
      return json(200, { providers: [], problems: [{ provider: 'BRAZE', deviceType: 'WEB', code: 'INVALID_CONFIGURATION', message: 'Invalid configuration', details: ['apiKey must be a non-empty string'] }] });
    }
    if (path === '/api/v2/admin/analytics/summary') {
      return json(200, { events: [{ day: '2026-11-28', name: 'page_view', count: 3 }], referralSessions: [{ day: '2026-11-28', referralId: null, count: 1 }] });
    }
    if (path === '/api/v2/analytics/events') {
      if (!collecting) return json(403, { code: 'ANALYTICS_DISABLED', message: 'The realm collects no analytics from WEB devices' });
      return json(202, { accepted: (JSON.parse(String(init?.body)) as { events: unknown[] }).events.length });
    }
    const body = JSON.parse(String(init?.body)) as { adClickIds?: Record<string, string> };
    if (body.adClickIds?.ttclid && !body.adClickIds.ttclid.startsWith('E.C.P.')) {
      return json(400, { code: 'INVALID_CLICK_ID', message: 'ttclid must start with E.C.P.', field: 'adClickIds.ttclid' });
    }
    return json(201, { id: '1', referralId: null, clickId: null, adClickIds: body.adClickIds ?? {}, createdAt: '2026-11-28T10:00:00.000Z', expiresAt: '2027-02-26T10:00:00.000Z' });
  };
  const { query } = createTestGateway({ fetch: fetch as typeof globalThis.fetch });
  const as = (bearer: string | null) => (document: string, variables?: Record<string, unknown>) =>
    query(document, { variables, headers: bearer ? { authorization: `Bearer ${bearer}` } : {} });
  return { as, calls };
}

const RECORD = `mutation ($input: RecordAnalyticsEventsInput!) { recordAnalyticsEvents(input: $input) { acceptedCount userErrors { messageKey field } } }`;
const REFERRAL = `mutation ($input: StartReferralSessionInput!) { startReferralSession(input: $input) {
  referralSession { referralId createdAt expiresAt } userErrors { messageKey field } } }`;

describe('the analytics a device starts', () => {
  it('tells any viewer the providers to start, with their public settings only', async () => {
    const { as, calls } = analyticsGateway();
    const answer = await as(guestToken('ringside'))('{ realm { analyticsProviders { name scope apiKey gtmEnabled impressionIdQueryKey } } }');
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.realm.analyticsProviders).toEqual([{ name: 'RINGSIDE', scope: 'WEB', apiKey: 'public', gtmEnabled: true, impressionIdQueryKey: null }]);
    expect(calls).toEqual(['GET /api/v2/analytics/providers?deviceType=WEB']);
  });

  it('asks the platform once per request and device however many aliases ask', async () => {
    const { as, calls } = analyticsGateway();
    await as(null)('{ realm { a: analyticsProviders { name } b: analyticsProviders(deviceType: WEB) { apiKey } tv: analyticsProviders(deviceType: TV) { name } } }');
    expect(calls.sort()).toEqual(['GET /api/v2/analytics/providers?deviceType=TV', 'GET /api/v2/analytics/providers?deviceType=WEB']);
  });

  it('shows the configuration’s problems to admins only', async () => {
    const { as } = analyticsGateway();
    const PROBLEMS = '{ realm { analyticsConfigurationProblems(deviceType: WEB) { provider scope code message details } } }';
    const admin = await as(token('ADMIN'))(PROBLEMS);
    expect(admin.data!.realm.analyticsConfigurationProblems).toEqual([
      { provider: 'BRAZE', scope: 'WEB', code: 'INVALID_CONFIGURATION', message: 'Invalid configuration', details: ['apiKey must be a non-empty string'] },
    ]);
    const customer = await as(token('CUSTOMER'))(PROBLEMS);
    expect(customer.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('gives signed-in accounts an analytics identity, and guests none', async () => {
    const { as } = analyticsGateway();
    const IDENTITY = '{ viewer { analyticsIdentity { accountId profileId identityRealm } } }';
    expect((await as(token('CUSTOMER'))(IDENTITY)).data!.viewer.analyticsIdentity).toEqual({ accountId: '42', profileId: '8', identityRealm: 'ringside' });
    expect((await as(guestToken('ringside'))(IDENTITY)).data!.viewer.analyticsIdentity).toBeNull();
  });
});

describe('the collector', () => {
  const pageView = (name = 'page_view') => ({ name, occurredAt: new Date().toISOString(), properties: [{ name: 'route', value: 'HOME' }] });

  it('sends a batch with its properties as an object', async () => {
    const { as, calls } = analyticsGateway();
    const answer = await as(guestToken('ringside'))(RECORD, { input: { events: [pageView(), pageView()] } });
    expect(answer.data!.recordAnalyticsEvents).toEqual({ acceptedCount: 2, userErrors: [] });
    expect(calls[0]).toContain('"deviceType":"WEB"');
    expect(calls[0]).toContain('"properties":{"route":"HOME"}');
  });

  it('names the event at fault without calling the platform', async () => {
    const { as, calls } = analyticsGateway();
    const answer = await as(guestToken('ringside'))(RECORD, { input: { events: [pageView(), pageView('Page View')] } });
    expect(answer.data!.recordAnalyticsEvents).toEqual({ acceptedCount: 0, userErrors: [{ messageKey: 'invalidAnalyticsEvent', field: 'events[1].name' }] });
    expect(calls).toEqual([]);
  });

  it('tells a client when the realm collects nothing from it', async () => {
    const { as } = analyticsGateway({ collecting: false });
    const answer = await as(null)(RECORD, { input: { events: [pageView()] } });
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.recordAnalyticsEvents.userErrors).toEqual([{ messageKey: 'analyticsDisabled', field: null }]);
  });

  it('keeps the summary to admins', async () => {
    const { as } = analyticsGateway();
    const SUMMARY = '{ analyticsSummary(from: "2026-11-27T00:00:00Z", to: "2026-11-29T00:00:00Z") { events { day name count } referralSessions { referralId count } } }';
    expect((await as(token('ADMIN'))(SUMMARY)).data!.analyticsSummary).toEqual({
      events: [{ day: '2026-11-28', name: 'page_view', count: 3 }],
      referralSessions: [{ referralId: null, count: 1 }],
    });
    expect((await as(token('CUSTOMER'))(SUMMARY)).errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('starting a referral session', () => {
  it('sends the captured ad click ids and answers the window', async () => {
    const { as, calls } = analyticsGateway();
    const answer = await as(null)(REFERRAL, { input: { adClickIds: [{ name: 'gclid', value: 'abc' }, { name: 'ttclid', value: 'E.C.P.x' }] } });
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.startReferralSession).toEqual({
      referralSession: { referralId: null, createdAt: '2026-11-28T10:00:00.000Z', expiresAt: '2027-02-26T10:00:00.000Z' },
      userErrors: [],
    });
    expect(calls).toEqual(['POST /api/v2/referral-session {"adClickIds":{"gclid":"abc","ttclid":"E.C.P.x"}}']);
  });

  it('answers the platform’s refusal as a user error', async () => {
    const { as } = analyticsGateway();
    const answer = await as(null)(REFERRAL, { input: { adClickIds: [{ name: 'ttclid', value: 'not-tiktok' }] } });
    expect(answer.data!.startReferralSession).toEqual({ referralSession: null, userErrors: [{ messageKey: 'invalidClickId', field: 'adClickIds' }] });
  });
});
