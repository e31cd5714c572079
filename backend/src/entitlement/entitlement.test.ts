import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, checkInGuest, headers, signIn, signInAdmin, signInCustomer, testBackend, type TestBackend } from '../testing/testBackend.ts';
import { createAccount } from '../user/accounts.ts';
import { grantEntitlement } from './entitlements.ts';

// Ringside's demo licences (seed/licences.ts): Premium Monthly (1) and Yearly (2)
// include the full fights (videos 1–8) and the fight-night replays (events 7, 8);
// the pay-per-view (3) sells event 4, tomorrow. Highlights (9–14) are free.
describe('entitlement: who may play what', () => {
  let backend: TestBackend;
  let guest: Record<string, string>;
  let subscriber: Record<string, string>;
  let newcomer: Record<string, string>;
  let newcomerId: number;
  beforeAll(async () => {
    backend = await testBackend();
    guest = bearer((await checkInGuest(backend.app)).authorisationToken);
    subscriber = bearer(await signInCustomer(backend, 'ringside'));
    newcomerId = await createAccount(backend.database, {
      realmId: 1, email: 'newcomer@example.com', password: 'newcomer-pass', role: 'CUSTOMER', status: 'ACTIVE', profileName: 'Nia',
    });
    newcomer = bearer((await signIn(backend.app, 'ringside', 'newcomer@example.com', 'newcomer-pass')).authorisationToken);
  });
  afterAll(() => backend.close());

  const get = (url: string, viewer: Record<string, string>, realm = 'ringside') =>
    backend.app.inject({ url, headers: { ...headers(realm), ...viewer } });
  const playability = async (refs: string, viewer: Record<string, string>) =>
    Object.fromEntries((await get(`/api/v2/playability?refs=${refs}`, viewer)).json().titles.map((title: { ref: string }) => [title.ref, title]));

  it('lists the realm’s licences with integer amounts, the viewer’s local currency marked', async () => {
    const { licences } = (await get('/api/v2/licences', guest)).json();
    expect(licences.map((licence: { name: string }) => licence.name)).toEqual([
      'Premium Monthly', 'Premium Yearly', 'Ringside Championship 12 (pay-per-view)',
    ]);
    expect(licences[0]).toMatchObject({
      kind: 'SUBSCRIPTION',
      family: { name: 'Ringside Premium' },
      purchaseStrategy: { subscriptionPeriod: 'P1M', trialDays: 7 },
      liveEventId: null,
    });
    expect(licences[0].amounts).toContainEqual({ currency: 'EUR', amount: 999, scale: 2, local: false, default: true });
    expect(licences[2]).toMatchObject({ kind: 'PAY_PER_VIEW', liveEventId: '4', purchaseStrategy: { subscriptionPeriod: null } });
    // From a British address (the demo GeoIP's TEST-NET-3), pounds are local.
    const fromLondon = (await get('/api/v2/licences', { ...guest, 'x-client-ip': '203.0.113.7' })).json().licences;
    expect(fromLondon[0].amounts).toContainEqual({ currency: 'GBP', amount: 899, scale: 2, local: true, default: false });
  });

  it('sells acme’s pass in dollars, and answers 404 for another realm’s licence', async () => {
    const acmeFan = bearer(await signInCustomer(backend, 'acme'));
    const { licences } = (await get('/api/v2/licences', acmeFan, 'acme')).json();
    expect(licences).toHaveLength(1);
    expect(licences[0].amounts).toEqual([{ currency: 'USD', amount: 799, scale: 2, local: false, default: true }]);
    expect((await get('/api/v2/licences/1', acmeFan, 'acme')).statusCode).toBe(404);
  });

  it('puts the licences in the init response when asked', async () => {
    const init = (await get('/api/v1/init/?readLicences=true', guest)).json();
    expect(init.licences.map((licence: { id: string }) => licence.id)).toEqual(['1', '2', '3']);
    expect((await get('/api/v1/init/', guest)).json().licences).toEqual([]);
  });

  it('locks a full fight for a guest and names what unlocks it; highlights stay free', async () => {
    const answers = await playability('VIDEO:3,VIDEO:9,LIVE_EVENT:4', guest);
    expect(answers['VIDEO:3']).toEqual({
      ref: 'VIDEO:3', playable: false, reason: 'NOT_LICENSED', unlockingLicenceIds: ['1', '2'], signInMayUnlock: true,
    });
    expect(answers['VIDEO:9']).toMatchObject({ playable: true, reason: null });
    expect(answers['LIVE_EVENT:4']).toMatchObject({ reason: 'NOT_LICENSED', unlockingLicenceIds: ['3'] });
  });

  it('plays premium for the subscriber, who still must buy the pay-per-view', async () => {
    const answers = await playability('VIDEO:3,LIVE_EVENT:7,LIVE_EVENT:4', subscriber);
    expect(answers['VIDEO:3'].playable).toBe(true);
    expect(answers['LIVE_EVENT:7'].playable).toBe(true);
    expect(answers['LIVE_EVENT:4']).toMatchObject({ reason: 'NOT_LICENSED', signInMayUnlock: false });
  });

  it('refuses the stream the same way, and hands it out once the customer holds the licence', async () => {
    const refused = await get('/api/v2/stream/vod/3', newcomer);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'NOT_LICENSED', licenceIds: ['1', '2'], signInMayUnlock: false });
    expect((await get('/api/v2/stream/vod/9', newcomer)).statusCode).toBe(200);

    await grantEntitlement(backend.database, { userId: newcomerId, licenceId: 2, source: 'GRANT', startsAt: backend.clock.now, endsAt: null });
    expect((await get('/api/v2/stream/vod/3', newcomer)).statusCode).toBe(200);
    expect((await playability('VIDEO:3', newcomer))['VIDEO:3'].playable).toBe(true);
  });

  it('ends with the entitlement: a lapsed subscription locks again', async () => {
    const id = await createAccount(backend.database, {
      realmId: 1, email: 'lapsed@example.com', password: 'lapsed-pass', role: 'CUSTOMER', status: 'ACTIVE', profileName: 'Lee',
    });
    const lapsed = bearer((await signIn(backend.app, 'ringside', 'lapsed@example.com', 'lapsed-pass')).authorisationToken);
    const lastMonth = new Date(backend.clock.now.getTime() - 31 * 86_400_000);
    await grantEntitlement(backend.database, { userId: id, licenceId: 1, source: 'SUBSCRIPTION', startsAt: lastMonth, endsAt: new Date(backend.clock.now.getTime() - 1000) });
    expect((await playability('VIDEO:3', lapsed))['VIDEO:3'].reason).toBe('NOT_LICENSED');
  });

  it('tells the pay-per-view’s holder it has not started, and refuses its stream with 409 until then', async () => {
    await grantEntitlement(backend.database, { userId: newcomerId, licenceId: 3, source: 'PURCHASE', startsAt: backend.clock.now, endsAt: null });
    expect((await playability('LIVE_EVENT:4', newcomer))['LIVE_EVENT:4'].reason).toBe('NOT_STARTED');
    const early = await get('/api/v2/stream/event/4', newcomer);
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('EVENT_NOT_STARTED');
  });

  it('refuses a guest the stream of a fight-night replay with NOT_LICENSED', async () => {
    const refused = await get('/api/v2/stream/event/7', guest);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'NOT_LICENSED', signInMayUnlock: true });
  });

  it('lets an admin play premium content without a licence', async () => {
    const admin = bearer(await signInAdmin(backend, 'ringside'));
    expect((await get('/api/v2/stream/vod/3', admin)).statusCode).toBe(200);
  });

  it('asks a visitor without a session to sign in, and leaves out titles of other realms', async () => {
    const answers = await playability('VIDEO:9,VIDEO:101', {});
    expect(answers['VIDEO:9']).toMatchObject({ reason: 'SIGN_IN_REQUIRED', signInMayUnlock: true });
    expect(answers['VIDEO:101']).toBeUndefined();
  });

  it('rejects a malformed reference list', async () => {
    expect((await get('/api/v2/playability?refs=SERIES:1', guest)).statusCode).toBe(400);
  });
});

describe('how titles are sold, on every card', () => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await testBackend();
  });
  afterAll(() => backend.close());

  it('marks full fights SUBSCRIPTION, the championship card PAY_PER_VIEW and the rest FREE, whoever asks', async () => {
    const guest = bearer((await checkInGuest(backend.app)).authorisationToken);
    const ask = async (url: string) => (await backend.app.inject({ url, headers: { ...headers(), ...guest } })).json();
    const videos = (await ask('/api/v2/vod?ids=3,9')).videos;
    expect(videos.map((video: { licensing: string }) => video.licensing)).toEqual(['SUBSCRIPTION', 'FREE']);
    const events = (await ask('/api/v2/event?ids=1,4,7')).events;
    expect(Object.fromEntries(events.map((event: { id: string; licensing: string }) => [event.id, event.licensing]))).toEqual({
      '1': 'FREE',
      '4': 'PAY_PER_VIEW',
      '7': 'SUBSCRIPTION',
    });
  });
});
