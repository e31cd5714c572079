import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headers, testBackend, type TestBackend } from '../testing/testBackend.ts';

describe('finding a realm', () => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await testBackend();
  });
  afterAll(() => backend.close());

  // The realm look-ups are how a client learns its realm, so they need no Realm header.
  const lookupHeaders = () => {
    const { realm: _realm, ...rest } = headers();
    return rest;
  };

  it('finds the ringside realm by name, dark-themed, with three languages and guests', async () => {
    const response = await backend.app.inject({ url: '/api/v2/realm/ringside', headers: lookupHeaders() });
    expect(response.statusCode).toBe(200);
    const realm = response.json();
    expect(realm).toMatchObject({
      id: '1',
      name: 'ringside',
      realmLanguages: ['en', 'pt', 'es'],
      guestsAllowed: true,
      fullGuestAccess: 'ALLOWED',
      settings: { logo: '/images/realm/ringside/logo.svg', colours: { background: '#0b0d12' } },
    });
  });

  it('finds realms by host name, ignoring any port', async () => {
    const byHost = async (host: string) =>
      (await backend.app.inject({ url: `/api/v2/realm/hostname/${host}`, headers: lookupHeaders() })).json().name;
    expect(await byHost('localhost')).toBe('ringside');
    expect(await byHost('ringside.localhost:4000')).toBe('ringside');
    expect(await byHost('acme.localhost')).toBe('acme');
  });

  it('shows acme as a light, English-only realm without guests', async () => {
    const realm = (await backend.app.inject({ url: '/api/v2/realm/acme', headers: lookupHeaders() })).json();
    expect(realm).toMatchObject({ realmLanguages: ['en'], guestsAllowed: false, fullGuestAccess: 'NOT_ALLOWED' });
    expect(realm.settings.colours.background).toBe('#f8fafc');
  });

  it('tells a client how each realm lets viewers watch: DVR, EPG, lists, geo display, streams per account', async () => {
    const read = async (name: string) => (await backend.app.inject({ url: `/api/v2/realm/${name}`, headers: lookupHeaders() })).json();
    expect(await read('ringside')).toMatchObject({
      hasDvr: true,
      epgMatrix: 'ENABLED',
      watchlistsEnabled: true,
      systemDefinedWatchlistFavouritesMode: 'MY_LIST',
      geoBlockedContentDisplayMode: 'SHOW_LOCKED',
      multiViewAllowed: true,
      concurrentStreamLimit: 2,
      liveEndpoint: '/live/ringside/events',
    });
    expect(await read('acme')).toMatchObject({
      hasDvr: false,
      epgMatrix: 'DISABLED',
      watchlistsEnabled: false,
      systemDefinedWatchlistFavouritesMode: 'FAVOURITES',
      geoBlockedContentDisplayMode: 'HIDE',
      multiViewAllowed: false,
      concurrentStreamLimit: 1,
      liveEndpoint: '/live/acme/events',
    });
  });

  it('answers REALM_NOT_FOUND for an unknown name or host', async () => {
    for (const url of ['/api/v2/realm/nowhere', '/api/v2/realm/hostname/example.com']) {
      const response = await backend.app.inject({ url, headers: lookupHeaders() });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('REALM_NOT_FOUND');
    }
  });
});
