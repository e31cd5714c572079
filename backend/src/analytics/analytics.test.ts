// Analytics through the REST API on the demo configuration
// (the `analyticsProviders` of backend/realms/*.json; docs/realm-file.md says which rule each shows): what a web client of each realm starts, what an admin
// is told about the configuration, the collector taking batches from guests
// and customers, referral sessions, and the analysts' read of it all.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, checkInGuest, headers, signInAdmin, signInCustomer, testBackend, type TestBackend } from '../testing/testBackend.ts';

type Json = Record<string, any>;

describe('analytics', () => {
  let backend: TestBackend;
  let guest: Record<string, string>;
  let fan: Record<string, string>;
  let admin: Record<string, string>;

  beforeAll(async () => {
    backend = await testBackend();
    guest = bearer((await checkInGuest(backend.app)).authorisationToken);
    fan = bearer(await signInCustomer(backend, 'ringside'));
    admin = bearer(await signInAdmin(backend, 'ringside'));
    // A migrated database and three sessions: slow on a busy machine.
  }, 120_000);
  afterAll(() => backend.close());

  const call = async (method: 'GET' | 'POST', url: string, who: Record<string, string> = {}, payload?: object, realm = 'ringside') => {
    const response = await backend.app.inject({ method, url, headers: { ...headers(realm), ...who }, payload });
    return { status: response.statusCode, body: (response.body ? response.json() : null) as Json };
  };
  const now = () => backend.clock.now.toISOString();
  const batch = (events: Json[]) => ({ deviceType: 'WEB', events });
  const today = () => ({ from: new Date(backend.clock.now.getTime() - 86_400_000).toISOString(), to: new Date(backend.clock.now.getTime() + 86_400_000).toISOString() });
  const summary = async () => {
    const { from, to } = today();
    const { status, body } = await call('GET', `/api/v2/admin/analytics/summary?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`, admin);
    expect(status).toBe(200);
    return body;
  };

  describe('the providers a device starts', () => {
    it('gives Ringside’s web clients its own collector only, with public settings', async () => {
      const { status, body } = await call('GET', '/api/v2/analytics/providers?deviceType=WEB');
      expect(status).toBe(200);
      expect(body.providers).toEqual([
        {
          provider: 'RINGSIDE',
          deviceType: 'WEB',
          apiKey: 'ringside-web-public-key',
          oneTrustEnabled: false,
          gtmEnabled: false,
          firebaseEnabled: false,
          impressionIdQueryKey: 'imp',
        },
      ]);
    });

    it('starts nothing on a Ringside TV (the all-devices entry is switched off) nor on Acme', async () => {
      expect((await call('GET', '/api/v2/analytics/providers?deviceType=TV')).body.providers).toEqual([]);
      expect((await call('GET', '/api/v2/analytics/providers', {}, undefined, 'acme')).body.providers).toEqual([]);
    });

    it('shows an admin every valid provider and what was left out, and why', async () => {
      const { status, body } = await call('GET', '/api/v2/admin/analytics/providers?deviceType=WEB', admin);
      expect(status).toBe(200);
      expect(body.providers.map((provider: Json) => [provider.provider, provider.deviceType, provider.settings.enabled])).toEqual([
        ['MPARTICLE', 'ALL_DEVICES', false],
        ['RINGSIDE', 'WEB', true],
      ]);
      expect(body.problems).toEqual([
        expect.objectContaining({ provider: 'BRAZE', deviceType: 'WEB', code: 'INVALID_CONFIGURATION', message: 'Invalid configuration' }),
        expect.objectContaining({ provider: 'CONVIVA', code: 'UNSUPPORTED_PROVIDER' }),
      ]);
    });

    it('tells customers the configuration’s problems are not theirs to see', async () => {
      expect((await call('GET', '/api/v2/admin/analytics/providers', fan)).body.code).toBe('FORBIDDEN');
      expect((await call('GET', '/api/v2/admin/analytics/providers')).status).toBe(401);
    });
  });

  describe('the collector', () => {
    it('takes a guest’s page views without an account, and a customer’s with theirs', async () => {
      const before = await summary();
      const pageViews = (body: Json) => body.events.filter((row: Json) => row.name === 'page_view').reduce((sum: number, row: Json) => sum + row.count, 0);

      const fromGuest = await call('POST', '/api/v2/analytics/events', guest, batch([{ name: 'page_view', occurredAt: now(), properties: { route: 'HOME' } }]));
      expect(fromGuest).toEqual({ status: 202, body: { accepted: 1 } });
      const fromFan = await call('POST', '/api/v2/analytics/events', fan, batch([
        { name: 'page_view', occurredAt: now(), properties: { route: 'VOD' } },
        { name: 'sign_in', occurredAt: now() },
      ]));
      expect(fromFan.body).toEqual({ accepted: 2 });

      expect(pageViews(await summary())).toBe(pageViews(before) + 2);
      const { from, to } = today();
      const { body } = await call('GET', `/api/v2/admin/analytics/events?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}&name=page_view&rpp=2`, admin);
      const [vod, home] = body.events;
      expect(vod).toMatchObject({ name: 'page_view', deviceType: 'WEB', properties: { route: 'VOD' }, userId: expect.any(String), profileId: expect.any(String) });
      expect(home).toMatchObject({ properties: { route: 'HOME' }, sessionId: expect.any(String), userId: null, profileId: null });
    });

    it('refuses events where the realm collects none, and out of shape or out of time', async () => {
      const acmeGuest = await call('POST', '/api/v2/analytics/events', {}, batch([{ name: 'page_view', occurredAt: now() }]), 'acme');
      expect(acmeGuest).toMatchObject({ status: 403, body: { code: 'ANALYTICS_DISABLED' } });
      expect((await call('POST', '/api/v2/analytics/events', guest, batch([{ name: 'Page View', occurredAt: now() }]))).body.code).toBe('VALIDATION_FAILED');
      const tooMany = Object.fromEntries(Array.from({ length: 21 }, (_, index) => [`p${index}`, index]));
      expect((await call('POST', '/api/v2/analytics/events', guest, batch([{ name: 'page_view', occurredAt: now(), properties: tooMany }]))).status).toBe(400);
      const lastMonth = new Date(backend.clock.now.getTime() - 30 * 86_400_000).toISOString();
      const late = await call('POST', '/api/v2/analytics/events', guest, batch([{ name: 'page_view', occurredAt: now() }, { name: 'page_view', occurredAt: lastMonth }]));
      expect(late).toMatchObject({ status: 400, body: { code: 'EVENT_TIME_OUT_OF_RANGE', index: 1 } });
    });

    it('answers RATE_LIMITED with Retry-After once a session sends more than 60 batches in a minute', async () => {
      const flooding = bearer((await checkInGuest(backend.app)).authorisationToken);
      const send = () => call('POST', '/api/v2/analytics/events', flooding, batch([{ name: 'page_view', occurredAt: now() }]));
      for (let sent = 0; sent < 60; sent += 1) expect((await send()).status).toBe(202);
      const refused = await backend.app.inject({
        method: 'POST',
        url: '/api/v2/analytics/events',
        headers: { ...headers(), ...flooding },
        payload: batch([{ name: 'page_view', occurredAt: now() }]),
      });
      expect(refused.statusCode).toBe(429);
      expect(refused.json().code).toBe('RATE_LIMITED');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    });

    it('keeps the analysts’ views to admins', async () => {
      const { from, to } = today();
      expect((await call('GET', `/api/v2/admin/analytics/summary?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`, fan)).status).toBe(403);
      expect((await call('GET', `/api/v2/admin/analytics/summary?from=${encodeURIComponent(to)}&to=${encodeURIComponent(from)}`, admin)).body.code).toBe('INVALID_DATE_RANGE');
    });
  });

  describe('referral sessions', () => {
    it('starts one from a referral link, for 90 days, and counts it by referral id', async () => {
      const { status, body } = await call('POST', '/api/v2/referral-session', guest, { referralId: 'spring-promo', clickId: 'c-123' });
      expect(status).toBe(201);
      expect(body).toMatchObject({ referralId: 'spring-promo', clickId: 'c-123', adClickIds: {}, createdAt: now() });
      expect(new Date(body.expiresAt).getTime() - new Date(body.createdAt).getTime()).toBe(90 * 86_400_000);
      expect((await summary()).referralSessions).toContainEqual(expect.objectContaining({ referralId: 'spring-promo', count: 1 }));
    });

    it('starts one from ad clicks alone, taking TikTok ids only when they start with E.C.P.', async () => {
      const ok = await call('POST', '/api/v2/referral-session', {}, { adClickIds: { gclid: 'abc', ttclid: 'E.C.P.x' } });
      expect(ok).toMatchObject({ status: 201, body: { referralId: null, adClickIds: { gclid: 'abc', ttclid: 'E.C.P.x' } } });
      const tiktok = await call('POST', '/api/v2/referral-session', {}, { adClickIds: { ttclid: 'x-not-tiktok' } });
      expect(tiktok).toMatchObject({ status: 400, body: { code: 'INVALID_CLICK_ID', field: 'adClickIds.ttclid' } });
      expect((await call('POST', '/api/v2/referral-session', {}, {})).body.code).toBe('REFERRAL_EMPTY');
    });

    it('keeps the window a client sends back, never longer than 90 days nor already over', async () => {
      const created = new Date(backend.clock.now.getTime() - 10 * 86_400_000);
      const expires = new Date(created.getTime() + 90 * 86_400_000);
      const kept = await call('POST', '/api/v2/referral-session', {}, { referralId: 'r1', createdAt: created.toISOString(), expiresAt: expires.toISOString() });
      expect(kept.body).toMatchObject({ createdAt: created.toISOString(), expiresAt: expires.toISOString() });
      const tooLong = await call('POST', '/api/v2/referral-session', {}, { referralId: 'r1', expiresAt: new Date(backend.clock.now.getTime() + 91 * 86_400_000).toISOString() });
      expect(tooLong.body.code).toBe('INVALID_REFERRAL_WINDOW');
      const over = await call('POST', '/api/v2/referral-session', {}, { referralId: 'r1', createdAt: new Date(backend.clock.now.getTime() - 100 * 86_400_000).toISOString(), expiresAt: new Date(backend.clock.now.getTime() - 10 * 86_400_000).toISOString() });
      expect(over.body.code).toBe('REFERRAL_EXPIRED');
    });

    it('answers the v1 call with the referral exid and its window', async () => {
      const { status, body } = await call('POST', '/api/v1/session', fan, { referralExid: 'partner-7', extras: { campaign: 'spring' } });
      expect(status).toBe(201);
      expect(body).toMatchObject({ referralExid: 'partner-7', clickId: null, createdAt: now() });
    });
  });
});
