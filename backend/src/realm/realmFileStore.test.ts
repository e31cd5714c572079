import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBackend } from '../server.ts';
import { openMigratedPglite } from '../testing/migratedPglite.ts';
import { bearer, checkInGuest, headers, testBackend, type TestBackend } from '../testing/testBackend.ts';
import { RealmFilesError } from './realmFileStore.ts';

const fixturesDir = fileURLToPath(new URL('../../../tests/fixtures/realms/', import.meta.url));

describe('a realm added from a file in REALMS_DIR', () => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await testBackend({ config: { realmsDir: fixturesDir } });
  }, 240_000); // A whole seeded backend: minutes, not seconds, on a loaded CI machine.
  afterAll(() => backend.close());

  const lookup = async (url: string) => {
    const { realm: _realm, ...rest } = headers();
    return backend.app.inject({ url, headers: rest });
  };

  it('is served by name and by host name with what its file says, on a new id', async () => {
    const byHost = await lookup('/api/v2/realm/hostname/vale.localhost');
    expect(byHost.statusCode).toBe(200);
    const realm = byHost.json();
    expect(realm).toMatchObject({
      name: 'vale',
      realmFullName: 'Vale Deportes',
      domains: ['vale.localhost'],
      preferredDomain: 'vale.localhost',
      realmLanguages: ['es'],
      defaultLanguage: 'es',
      guestsAllowed: true,
      fullGuestAccess: 'ALLOWED',
      contentSearchEngine: 'VESPER',
      settings: { MAIN_TITLE: 'Vale', logo: '/images/realm/vale/logo.svg', colours: { primary: '#22a35a' } },
      splashUrl: null,
      notFoundPage: {
        title: { es: 'Fuera de juego' },
        body: { es: 'Esta página no existe. Vuelve al inicio y sigue disfrutando del deporte.' },
        imageUrl: null,
      },
      vpnAllowed: true,
      withCookieBanner: true,
      smartBanner: null,
      partitionSettings: { status: 'DISABLED', partitions: [] },
    });
    expect(Number(realm.id)).toBeGreaterThan(2);
    expect((await lookup('/api/v2/realm/vale')).json()).toEqual(realm);
  }, 120_000);

  it('keeps the demo realms on their ids, with the new settings at their defaults', async () => {
    expect((await lookup('/api/v2/realm/ringside')).json()).toMatchObject({
      id: '1', notFoundPage: null, withCookieBanner: false, vpnAllowed: true,
      interstitials: { playlist: false, series: false, season: false, video: false }, enhancedMetadataViews: false,
    });
    expect((await lookup('/api/v2/realm/acme')).json()).toMatchObject({ id: '2', realmFullName: 'Acme Sports' });
  });

  it('has its menu in its layout, its labels in Spanish with its own overrides, and a home page with no content yet', async () => {
    const init = await backend.app.inject({ url: '/api/v1/init/?menuTargetPlatform=web', headers: headers('vale', { 'accept-language': 'es' }) });
    expect(init.statusCode).toBe(200);
    const { menu, labels, labelOverrides } = init.json();
    expect(menu.layout).toBe('SIDEBAR');
    expect(menu.items.map((item: { title: string }) => item.title)).toEqual(['Inicio', 'Deportes', 'Programación', 'Buscar']);
    expect(labels.home).toBe('Portada');
    expect(labels.signIn).toBe('Iniciar sesión');
    // What a client with the platform's own texts needs: only the realm's wording.
    expect(labelOverrides).toEqual({ home: 'Portada' });

    // Guests are welcome (the file says so): a visitor is checked in and opens the home page.
    const guest = await checkInGuest(backend.app, 'vale');
    const home = await backend.app.inject({
      url: '/api/v2/section/home',
      headers: headers('vale', { 'accept-language': 'es', ...bearer(guest.authorisationToken) }),
    });
    expect(home.statusCode).toBe(200);
    expect(home.json()).toMatchObject({ name: 'home', title: 'Inicio' });
  });
});

describe('realm files with mistakes', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'ringside-realms-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('stop the start, every mistake listed by file and path', async () => {
    const vale = JSON.parse(await readFile(join(fixturesDir, 'vale.json'), 'utf8'));
    await writeFile(join(dir, 'broken.json'), JSON.stringify({ ...vale, name: 'broken', branding: { ...vale.branding, colours: { ...vale.branding.colours, primary: 'green' } }, defaultLanguage: 'fr' }));
    await writeFile(join(dir, 'thief.json'), JSON.stringify({ ...vale, name: 'thief', hostnames: { domains: ['localhost'], preferredDomain: null } }));
    await writeFile(join(dir, 'typo.json'), '{ "name": "typo", }');
    const database = await openMigratedPglite();
    try {
      const failure = await buildBackend({ database, config: { realmsDir: dir, demoData: true } }).then(
        async (app) => void (await app.close()),
        (error: unknown) => error,
      );
      expect(failure).toBeInstanceOf(RealmFilesError);
      const message = (failure as Error).message;
      expect(message).toContain(`${join(dir, 'broken.json')}: branding.colours.primary: must be a #rrggbb colour`);
      expect(message).toContain(`${join(dir, 'broken.json')}: languages: defaultLanguage 'fr' is not one of the realm's languages (es)`);
      expect(message).toContain(`${join(dir, 'thief.json')}: hostnames.domains[0]: 'localhost' is already served by realm 'ringside'`);
      expect(message).toMatch(new RegExp(`${join(dir, 'typo.json').replace(/[.]/g, '\\.')}: \\(root\\): is not JSON`));
    } finally {
      await database.close();
    }
  }, 120_000);
});
