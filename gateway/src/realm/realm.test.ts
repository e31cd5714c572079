import { describe, expect, it } from 'vitest';
import { createTestGateway } from '../testing/gatewayClient.ts';

const realmQuery = `{ realm { id internalId name title fullName logoUrl defaultLanguage canonicalDomain
  languages { code name } theme { primary background primaryCta { default hover text } fontFamily }
  settings { guestsAllowed fullGuestAccess allowSelfRegistration hasDvr epgMatrix systemDefinedWatchlistFavouritesMode
    geoBlockedContentDisplayMode concurrentStreamLimit liveEndpoint }
  menu { layout items { id type title section view iconUrl } } liveEventCount } }`;

describe('the realm of a request', () => {
  it('is chosen by the x-ringside-realm header the web client sends under /realm/{name}', async () => {
    const { query } = createTestGateway();
    const { data, errors } = await query(realmQuery, { realm: 'acme' });
    expect(errors).toBeUndefined();
    expect(data!.realm).toMatchObject({
      name: 'acme',
      title: 'acme',
      logoUrl: '/images/realm/acme/logo.svg',
      canonicalDomain: 'acme.localhost',
      languages: [{ code: 'en', name: 'English' }, { code: 'pt', name: 'Português' }],
      settings: {
        guestsAllowed: false,
        fullGuestAccess: false,
        allowSelfRegistration: true,
        hasDvr: true,
        epgMatrix: 'ENABLED',
        systemDefinedWatchlistFavouritesMode: 'MY_LIST',
        geoBlockedContentDisplayMode: 'SHOW_LOCKED',
        concurrentStreamLimit: 2,
        liveEndpoint: '/live/acme/events',
      },
      liveEventCount: 1,
    });
    expect(data!.realm.theme.primary).toBe('#e11d48');
  });

  it('is chosen by the Host header (port stripped) otherwise', async () => {
    const { query, upstream } = createTestGateway();
    const { data } = await query(`{ realm { name } }`, { realm: null, headers: { host: 'acme.localhost:4000' } });
    expect(data!.realm.name).toBe('acme');
    expect(upstream.calls[0]!.url.pathname).toBe('/api/v2/realm/hostname/acme.localhost');
  });

  it('is REALM_NOT_FOUND for an unknown one', async () => {
    const { query } = createTestGateway();
    const { data, errors } = await query(`{ realm { name } }`, { realm: 'nowhere' });
    expect(data).toBeNull();
    expect(errors![0]!.extensions).toMatchObject({ code: 'REALM_NOT_FOUND' });
  });

  it('is looked up once for many requests (public data, shared briefly), its menu once per language', async () => {
    const { query, upstream } = createTestGateway();
    const english = await query(`{ realm { menu { items { title } } } }`, { headers: { 'accept-language': 'en-GB' } });
    await query(`{ realm { menu { items { title } } } }`, { headers: { 'accept-language': 'en-GB' } });
    const portuguese = await query(`{ realm { menu { items { title } } } }`, { headers: { 'accept-language': 'pt-BR,pt;q=0.9' } });
    expect(english.data!.realm.menu.items[0].title).toBe('Home');
    expect(portuguese.data!.realm.menu.items[0].title).toBe('Início');
    expect(upstream.count('/api/v2/realm')).toBe(1);
    expect(upstream.count('/api/v1/init')).toBe(2);
    const init = upstream.calls.find((call) => call.url.pathname === '/api/v1/init/')!;
    expect(Object.fromEntries(init.url.searchParams)).toMatchObject({ lk: 'en', menuTargetPlatform: 'web', countEvents: 'LIVE' });
  });

  it('asks for the menu only in the realm\'s languages, whatever Accept-Language says', async () => {
    const { query, upstream } = createTestGateway();
    const menuIn = async (acceptLanguage: string) =>
      (await query(`{ realm { menu { items { title } } } }`, { headers: { 'accept-language': acceptLanguage } })).data!
        .realm.menu.items[0].title;
    // Random tags all fall back to the realm's default language: one call, one cache entry.
    for (const tag of ['xx-RANDOM1', 'zz-abc', 'qq', '*', 'en-AU']) expect(await menuIn(tag)).toBe('Home');
    // Portuguese from Brazil and from Portugal is the realm's `pt`; q-values are honoured.
    expect(await menuIn('pt-BR')).toBe('Início');
    expect(await menuIn('pt-PT')).toBe('Início');
    expect(await menuIn('de;q=0.9, pt-PT;q=0.8, en;q=0.1')).toBe('Início');
    const languages = upstream.calls
      .filter((call) => call.url.pathname === '/api/v1/init/')
      .map((call) => [call.url.searchParams.get('lk'), call.headers.get('accept-language')]);
    expect(languages).toEqual([
      ['en', 'en'],
      ['pt', 'pt'],
    ]);
  });

  it('carries the realm\'s own labels in the viewer\'s language, read with the menu in one init call', async () => {
    const { query, upstream } = createTestGateway();
    const translationsIn = async (acceptLanguage: string) =>
      (
        await query(`{ realm { menu { layout } translations { selectedLocale defaultLocale labels { key text } } } }`, {
          headers: { 'accept-language': acceptLanguage },
        })
      ).data!.realm.translations;
    expect(await translationsIn('pt-BR')).toEqual({ selectedLocale: 'pt', defaultLocale: 'en', labels: [{ key: 'signIn', text: 'Entre já' }] });
    // A language the realm does not offer gets the default's, which overrides nothing here.
    expect(await translationsIn('fr-FR')).toEqual({ selectedLocale: 'en', defaultLocale: 'en', labels: [] });
    expect(upstream.count('/api/v1/init')).toBe(2);
  });

  it('answers introspection on any host, without looking a realm up', async () => {
    const { query, upstream } = createTestGateway();
    const { data } = await query(`{ __schema { queryType { name } } }`, { realm: null, headers: { host: '127.0.0.1' } });
    expect(data!.__schema.queryType.name).toBe('Query');
    expect(upstream.calls).toHaveLength(0);
  });
});
