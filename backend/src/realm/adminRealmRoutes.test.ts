import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, headers, signInAdmin, signInCustomer, testBackend, type TestBackend } from '../testing/testBackend.ts';

const vale = () => JSON.parse(readFileSync(new URL('../../../tests/fixtures/realms/vale.json', import.meta.url), 'utf8'));

describe('realms changed by a platform admin', () => {
  let backend: TestBackend;
  let platformAdmin: Record<string, string>;
  beforeAll(async () => {
    // The realm cache keeps realms for a minute: a change must be served at once all the same.
    backend = await testBackend({ config: { realmCacheSeconds: 60 } });
    platformAdmin = { ...headers('ringside'), ...bearer(await signInAdmin(backend, 'ringside')) };
  }, 240_000); // A whole seeded backend: minutes, not seconds, on a loaded CI machine.
  afterAll(() => backend.close());

  const put = (name: string, body: unknown, as = platformAdmin) =>
    backend.app.inject({ method: 'PUT', url: `/api/v2/admin/realms/${name}`, headers: as, payload: body as object });
  const lookup = async (name: string) => {
    const { realm: _realm, ...rest } = headers();
    return (await backend.app.inject({ url: `/api/v2/realm/${name}`, headers: rest })).json();
  };

  it('creates a realm from a file (201), then replaces it (200) and serves the change at once', async () => {
    const created = await put('vale', vale());
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: 'vale', realmFullName: 'Vale Deportes', withCookieBanner: true });
    expect(await lookup('vale')).toMatchObject({ realmFullName: 'Vale Deportes' });

    // Page behaviour (spec §2) changes with the file too: interstitials from playlists, the enhanced views.
    const renamed = { ...vale(), fullName: 'Vale Deportes Plus', withCookieBanner: false, interstitials: { playlist: true }, enhancedMetadataViews: true };
    const replaced = await put('vale', renamed);
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().id).toBe(created.json().id);
    expect(await lookup('vale')).toMatchObject({
      realmFullName: 'Vale Deportes Plus',
      withCookieBanner: false,
      interstitials: { playlist: true, series: false, season: false, video: false },
      enhancedMetadataViews: true,
    });

    // The menu is the file's: a shorter menu replaces the longer one.
    const shorter = { ...renamed, menu: { layout: 'TOP', items: [renamed.menu.items[0]] } };
    expect((await put('vale', shorter)).statusCode).toBe(200);
    const init = await backend.app.inject({ url: '/api/v1/init/?menuTargetPlatform=web', headers: headers('vale') });
    expect(init.json().menu).toMatchObject({ layout: 'TOP', items: [{ title: 'Inicio' }] });
    expect(init.json().menu.items).toHaveLength(1);
  });

  it('answers 400 listing every mistake with its path, and saves nothing', async () => {
    const file = vale();
    file.name = 'bad';
    file.branding.colours.primary = 'green';
    file.menu.items[0].type = 'BUTTON';
    file.hostnames = { domains: ['acme.localhost'], preferredDomain: null };
    const response = await put('bad', file);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'INVALID_REALM_FILE',
      errors: [
        { path: 'branding.colours.primary', message: 'must be a #rrggbb colour' },
        { path: 'menu.items[0].type', message: 'must be one of SECTION, VIEW, LINK, PLUGIN, FOLDER' },
      ],
    });
    file.branding.colours.primary = '#00aa00';
    file.menu.items[0].type = 'SECTION';
    const clash = await put('bad', file);
    expect(clash.statusCode).toBe(400);
    expect(clash.json().errors).toEqual([{ path: 'hostnames.domains[0]', message: "'acme.localhost' is already served by realm 'acme'" }]);
    const { realm: _realm, ...rest } = headers();
    expect((await backend.app.inject({ url: '/api/v2/realm/bad', headers: rest })).statusCode).toBe(404);
  });

  it('refuses a file whose name is not the path’s', async () => {
    const response = await put('other', vale());
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ path: 'name', message: "'vale' is not the realm named in the path ('other')" }]);
  });

  it('validates a file without saving it', async () => {
    const file = { ...vale(), name: 'draft', hostnames: { domains: ['draft.localhost'], preferredDomain: null }, defaultLanguage: 'fr' };
    const response = await backend.app.inject({ method: 'POST', url: '/api/v2/admin/realms/validate', headers: platformAdmin, payload: file });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      valid: false,
      errors: [{ path: 'languages', message: "defaultLanguage 'fr' is not one of the realm's languages (es)" }],
    });
    const fixed = await backend.app.inject({ method: 'POST', url: '/api/v2/admin/realms/validate', headers: platformAdmin, payload: { ...file, defaultLanguage: 'es' } });
    expect(fixed.json()).toEqual({ valid: true, errors: [] });
    const { realm: _realm, ...rest } = headers();
    expect((await backend.app.inject({ url: '/api/v2/realm/draft', headers: rest })).statusCode).toBe(404);
  });

  it('is forbidden to customers and to admins of other realms (403), and asks for a sign-in without a token (401)', async () => {
    const customer = { ...headers('ringside'), ...bearer(await signInCustomer(backend, 'ringside')) };
    const acmeAdmin = { ...headers('acme'), ...bearer(await signInAdmin(backend, 'acme')) };
    for (const as of [customer, acmeAdmin]) {
      const response = await put('vale', vale(), as);
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('FORBIDDEN');
      const validate = await backend.app.inject({ method: 'POST', url: '/api/v2/admin/realms/validate', headers: as, payload: vale() });
      expect(validate.statusCode).toBe(403);
    }
    expect((await put('vale', vale(), headers('ringside'))).statusCode).toBe(401);
  });
});
