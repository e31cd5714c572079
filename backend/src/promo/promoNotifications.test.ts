// Promo notifications through the REST API on the demo's Ringside promos: a
// signed-in fan is shown the top one, dismisses it for good, and the app
// records what they did with it; guests, children and realms without the
// feature are shown none.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, checkInGuest, headers, signIn, signInCustomer, testBackend, type TestBackend } from '../testing/testBackend.ts';
import { createAccount } from '../user/accounts.ts';

type Json = Record<string, any>;
const ids = (items: Json[]) => items.map((item) => item.id as string);

describe('promo notifications', () => {
  let backend: TestBackend;
  let fan: Record<string, string>;
  let newcomerId: number;
  const newcomer = async () => bearer((await signIn(backend.app, 'ringside', 'newcomer@ringside.test', 'newcomer-secret')).authorisationToken);

  beforeAll(async () => {
    // Realm settings read fresh on every request, so a test can switch the feature off.
    backend = await testBackend({ config: { realmCacheSeconds: 0 } });
    fan = bearer(await signInCustomer(backend, 'ringside'));
    // An account of its own for the dismissal story, holding no licence (unlike the demo fan).
    newcomerId = await createAccount(backend.database, {
      realmId: 1, email: 'newcomer@ringside.test', password: 'newcomer-secret', role: 'CUSTOMER', status: 'ACTIVE', profileName: 'Nia',
    });
  });
  afterAll(() => backend.close());

  const call = async (method: 'GET' | 'PUT' | 'POST', url: string, who: Record<string, string>, options: { payload?: object; realm?: string; extra?: Record<string, string> } = {}) => {
    const response = await backend.app.inject({ method, url, headers: { ...headers(options.realm), ...who, ...options.extra }, payload: options.payload });
    return { status: response.statusCode, body: (response.body ? response.json() : null) as Json };
  };
  const promos = async (who: Record<string, string>, query = '', realm?: string) => {
    const { status, body } = await call('GET', `/api/v2/promo-notification${query}`, who, { realm });
    expect(status).toBe(200);
    return body.promoNotifications as Json[];
  };

  it('shows a signed-in fan the one promo of highest priority', async () => {
    const expected = [{
      id: '1',
      title: 'Ringside Championship 12: Lima vs Okafor',
      description: expect.stringContaining('Ana Beatriz Lima'),
      cta: 'Watch live',
      imageUrl: '/images/promo/1.svg',
      openInNewTab: false,
      link: { contentLink: { contentId: '4', type: 'LIVE' } },
    }];
    expect(await promos(fan, '?maxNotifications=1')).toEqual(expected);
    expect(await promos(fan)).toEqual(expected); // one by default (spec §9)
  });

  it('links to a title of the realm or to an outside page, in the viewer’s language', async () => {
    const all = await promos(fan, '?maxNotifications=5');
    expect(ids(all)).toEqual(['1', '2', '3']);
    expect(all[1]).toMatchObject({ openInNewTab: true, link: { linkUrl: 'https://store.ringside.example/championship-12' } });
    expect(all[2]).toMatchObject({ openInNewTab: false, link: { contentLink: { contentId: '1', type: 'PLAYLIST' } } });

    const { body } = await call('GET', '/api/v2/promo-notification', fan, { extra: { 'accept-language': 'pt-BR' } });
    expect(body.promoNotifications[0]).toMatchObject({ title: 'Ringside Championship 12: Lima x Okafor', cta: 'Assista ao vivo' });
  });

  it('once dismissed, never shows that promo to the account again, on any device or session', async () => {
    const reader = await newcomer();
    expect(ids(await promos(reader, '?maxNotifications=5'))).toEqual(['1', '2', '3']);

    expect((await call('PUT', '/api/v2/promo-notification/1', reader)).status).toBe(204);
    expect((await call('PUT', '/api/v2/promo-notification/1', reader)).status).toBe(204); // again: no error
    expect(ids(await promos(reader))).toEqual(['2']);

    const laterOnAnotherDevice = await newcomer();
    const { body } = await call('GET', '/api/v2/promo-notification?maxNotifications=5', laterOnAnotherDevice, { extra: { 'x-device-id': 'living-room-tv' } });
    expect(ids(body.promoNotifications)).toEqual(['2', '3']);
    expect(ids(await promos(fan))).toEqual(['1']); // other accounts still see it

    const [dismissal] = await backend.database.query('select count(*)::int as count from promo_notification_dismissal where user_id = $1', [newcomerId]);
    expect(dismissal).toEqual({ count: 1 });
  });

  it('records what the viewer did with a promo, without dismissing it', async () => {
    for (const type of ['SHOWN', 'CLICKED']) {
      expect((await call('POST', '/api/v2/promo-notification/3/events', fan, { payload: { type } })).status).toBe(204);
    }
    const events = await backend.database.query(
      `select e.type, e.device_id as "deviceId", u.email from promo_notification_event e join app_user u on u.id = e.user_id
        where e.promo_notification_id = 3 order by e.id`,
    );
    expect(events).toEqual([
      { type: 'SHOWN', deviceId: 'test-device', email: 'fan@ringside.test' },
      { type: 'CLICKED', deviceId: 'test-device', email: 'fan@ringside.test' },
    ]);
    expect(ids(await promos(fan, '?maxNotifications=5'))).toContain('3');
  });

  it('shows no promos to visitors, guests or child profiles, and lets none of them dismiss', async () => {
    const guest = bearer((await checkInGuest(backend.app)).authorisationToken);
    const parent = bearer(await signInCustomer(backend, 'ringside'));
    const kid = await call('POST', '/api/v2/profiles', parent, { payload: { name: 'Kid', kind: 'CHILD' } });
    const switched = await call('POST', '/api/v2/session/profile', parent, { payload: { profileId: kid.body.id } });
    const child = bearer(switched.body.authorisationToken);

    for (const who of [{}, guest, child]) expect(await promos(who, '?maxNotifications=5')).toEqual([]);
    expect(await call('PUT', '/api/v2/promo-notification/1', {})).toMatchObject({ status: 401, body: { code: 'UNAUTHENTICATED' } });
    expect(await call('PUT', '/api/v2/promo-notification/1', guest)).toMatchObject({ status: 403, body: { code: 'ACCOUNT_REQUIRED' } });
    expect(await call('POST', '/api/v2/promo-notification/1/events', child, { payload: { type: 'SHOWN' } })).toMatchObject({
      status: 403, body: { code: 'CHILD_PROFILE' },
    });
  });

  it('shows none where the realm has the feature off', async () => {
    const acmeFan = bearer(await signInCustomer(backend, 'acme'));
    await backend.database.query(
      `insert into promo_notification (id, realm_id, title, description, cta, image, link_url, starts_at)
       values (900, 2, '{"en": "Acme Pass"}', '{"en": "Every sport."}', '{"en": "Join"}', '/images/promo/900.svg', 'https://acme.example', $1)`,
      [new Date(backend.clock.now.getTime() - 60_000)],
    );
    try {
      expect(await promos(acmeFan, '?maxNotifications=5', 'acme')).toEqual([]);
    } finally {
      await backend.database.query('delete from promo_notification where id = 900');
    }

    await backend.database.query(`update realm set has_promo_notification = false where name = 'ringside'`);
    try {
      expect(await promos(fan, '?maxNotifications=5')).toEqual([]);
    } finally {
      await backend.database.query(`update realm set has_promo_notification = true where name = 'ringside'`);
    }
    expect((await call('GET', '/api/v2/realm/ringside', {})).body.hasPromoNotification).toBe(true);
  });

  it('shows a promo only within its dates, to its audience, and for titles the viewer may see', async () => {
    const reader = await newcomer(); // holds no licence; dismissed promo 1 above
    const now = backend.clock.now;
    await backend.database.query(`update promo_notification set ends_at = $1 where id = 2`, [new Date(now.getTime() - 60_000)]);
    await backend.database.query(`update promo_notification set audience = 'NO_LICENCE' where id = 3`);
    try {
      expect(ids(await promos(fan, '?maxNotifications=5'))).toEqual(['1']); // 2 is over; 3 is for those without a licence
      expect(ids(await promos(reader, '?maxNotifications=5'))).toEqual(['3']);
      await backend.database.query(`update promo_notification set audience = 'LICENCE_HOLDERS' where id = 3`);
      expect(ids(await promos(fan, '?maxNotifications=5'))).toEqual(['1', '3']);
      expect(await promos(reader, '?maxNotifications=5')).toEqual([]);
      // A promo for a video gone from the catalogue would open a dead page.
      await backend.database.query(`update promo_notification set content_type = 'VOD', content_id = 99999 where id = 3`);
      expect(ids(await promos(fan, '?maxNotifications=5'))).toEqual(['1']);
    } finally {
      await backend.database.query(
        `update promo_notification set ends_at = $1 where id = 2;`,
        [new Date(now.getTime() + 14 * 24 * 3_600_000)],
      );
      await backend.database.query(`update promo_notification set audience = 'ALL_CUSTOMERS', content_type = 'PLAYLIST', content_id = 1 where id = 3`);
    }
  });

  it('answers 404 PROMO_NOTIFICATION_NOT_FOUND for an unknown promo or another realm’s', async () => {
    const acmeFan = bearer(await signInCustomer(backend, 'acme'));
    for (const [who, realm] of [[fan, 'ringside'], [acmeFan, 'acme']] as const) {
      const unknown = realm === 'ringside' ? 999 : 1; // promo 1 is ringside's
      expect(await call('PUT', `/api/v2/promo-notification/${unknown}`, who, { realm })).toMatchObject({
        status: 404, body: { code: 'PROMO_NOTIFICATION_NOT_FOUND' },
      });
      expect(await call('POST', `/api/v2/promo-notification/${unknown}/events`, who, { realm, payload: { type: 'SHOWN' } })).toMatchObject({
        status: 404, body: { code: 'PROMO_NOTIFICATION_NOT_FOUND' },
      });
    }
  });

  it('names what is wrong with a request', async () => {
    const invalid = [
      call('GET', '/api/v2/promo-notification?maxNotifications=0', fan),
      call('GET', '/api/v2/promo-notification?maxNotifications=6', fan),
      call('GET', '/api/v2/promo-notification?maxNotifications=one', fan),
      call('PUT', '/api/v2/promo-notification/first', fan),
      call('POST', '/api/v2/promo-notification/1/events', fan, { payload: { type: 'OPENED' } }),
      call('POST', '/api/v2/promo-notification/1/events', fan, { payload: {} }),
    ];
    for (const { status, body } of await Promise.all(invalid)) {
      expect(status).toBe(400);
      expect(body.code).toBe('VALIDATION_FAILED');
    }
    expect((await call('GET', '/api/v2/promo-notification?maxNotifications=6', fan)).body.message).toContain('maxNotifications');
  });

  it('keeps exactly one link on every promo', async () => {
    const insert = (columns: string, values: string) =>
      backend.database.query(
        `insert into promo_notification (id, realm_id, title, description, cta, image, starts_at, ${columns})
         values (901, 1, '{}', '{}', '{}', '/images/promo/901.svg', now(), ${values})`,
      );
    await expect(insert('link_url, content_type, content_id', `'https://shop.example', 'VOD', 1`)).rejects.toThrow(/one_link/);
    await expect(insert('priority', '5')).rejects.toThrow(/one_link/);
    await expect(insert('content_id', '1')).rejects.toThrow(/content_whole/);
    await expect(insert('link_url', `'javascript:alert(1)'`)).rejects.toThrow();
  });

  it('draws each promo’s 410×190 card image', async () => {
    const image = await backend.app.inject({ url: '/images/promo/1.svg' });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(image.body).toContain('width="410" height="190"');
    expect(image.body).toContain('#e11d48');
    expect((await backend.app.inject({ url: '/images/promo/999.svg' })).statusCode).toBe(404);
  });
});
