import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { duplicateHostnameErrors, validateRealmFile, type RealmFileError } from './realmFile.ts';

const vale = () => JSON.parse(readFileSync(new URL('../../../tests/fixtures/realms/vale.json', import.meta.url), 'utf8'));
const shipped = (name: string) => JSON.parse(readFileSync(new URL(`../../realms/${name}.json`, import.meta.url), 'utf8'));

function errorsOf(file: unknown): RealmFileError[] {
  const result = validateRealmFile(file);
  if (result.ok) throw new Error('expected the file to be refused');
  return result.errors;
}

describe('a realm file', () => {
  it('is accepted as shipped (ringside, acme) and as the vale example, with its defaults filled in', () => {
    for (const file of [shipped('ringside'), shipped('acme'), vale()]) expect(validateRealmFile(file).ok).toBe(true);
    const result = validateRealmFile(vale());
    if (!result.ok) throw new Error('vale.json should be valid');
    expect(result.realm).toMatchObject({
      // Left out of the file: the platform's defaults.
      vpnAllowed: true,
      smartBanner: null,
      partitionSettings: { status: 'DISABLED', partitions: [] },
      authenticationProviders: [{ name: 'EMAIL', fields: [] }],
      profileConfiguration: { status: 'ENABLED', maxProfiles: 5 },
      branding: { logo: '/images/realm/vale/logo.svg' },
    });
  });

  it('names every mistake at once, each with its JSON path', () => {
    const file = vale();
    file.name = 'Vale Deportes';
    file.branding.colours.primary = 'green';
    delete file.branding.colours.alert;
    file.menu.layout = 'DIAGONAL';
    file.menu.items[3].view = 'weather';
    file.smartBanner = { androidPackage: 'not a package' };
    file.colour = '#000000';
    expect(errorsOf(file)).toEqual(expect.arrayContaining([
      { path: 'name', message: expect.stringMatching(/lower-case/) },
      { path: 'branding.colours.primary', message: 'must be a #rrggbb colour' },
      { path: 'branding.colours.alert', message: 'is required' },
      { path: 'menu.layout', message: 'must be one of TOP, TOP_LEFT, HAMBURGER, SIDEBAR, FOLDER' },
      { path: 'menu.items[3].view', message: expect.stringMatching(/^must be one of livenow, search, /) },
      { path: 'smartBanner.androidPackage', message: 'must be an Android package name such as com.example.tv' },
      { path: 'colour', message: 'is not a known key' },
    ]));
    expect(errorsOf(file)).toHaveLength(7);
  });

  it('takes the page behaviour of spec §2: interstitials by where a link is, and the enhanced metadata views', () => {
    const plain = validateRealmFile(vale());
    if (!plain.ok) throw new Error('vale.json should be valid');
    // Left out: videos play at once from every page, and series pages keep the plain layout.
    expect(plain.realm.interstitials).toEqual({ playlist: false, series: false, season: false, video: false });
    expect(plain.realm.enhancedMetadataViews).toBe(false);

    const file = { ...vale(), interstitials: { series: true, season: true }, enhancedMetadataViews: true };
    const result = validateRealmFile(file);
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    expect(result.realm.interstitials).toEqual({ playlist: false, series: true, season: true, video: false });
    expect(result.realm.enhancedMetadataViews).toBe(true);

    expect(errorsOf({ ...vale(), interstitials: { series: 'yes', episode: true }, enhancedMetadataViews: 'ON' })).toEqual([
      { path: 'interstitials.episode', message: 'is not a known key' },
      { path: 'interstitials.series', message: 'must be true or false' },
      { path: 'enhancedMetadataViews', message: 'must be true or false' },
    ]);
  });

  it('checks the rules across fields even when the shape is wrong elsewhere', () => {
    const file = vale();
    file.branding.colours.primary = 'green';
    file.defaultLanguage = 'fr';
    expect(errorsOf(file)).toEqual([
      { path: 'branding.colours.primary', message: 'must be a #rrggbb colour' },
      { path: 'languages', message: "defaultLanguage 'fr' is not one of the realm's languages (es)" },
    ]);
  });

  it('checks what one field says about another: languages, domains, menu items, texts', () => {
    const file = vale();
    file.defaultLanguage = 'fr';
    file.hostnames.preferredDomain = 'www.vale.localhost';
    file.menu.items.push({ type: 'LINK', title: { es: 'Tienda' }, url: '/shop' });
    file.menu.items.push({ type: 'VIEW', title: { es: 'Vivo' }, section: 'live' });
    file.notFoundPage.title = { pt: 'Fora de jogo' };
    expect(errorsOf(file)).toEqual([
      { path: 'languages', message: "defaultLanguage 'fr' is not one of the realm's languages (es)" },
      { path: 'hostnames.preferredDomain', message: "'www.vale.localhost' is not one of hostnames.domains" },
      { path: 'menu.items[4].url', message: 'must be an http or https URL' },
      { path: 'menu.items[5].view', message: 'is required for a VIEW item' },
      { path: 'menu.items[5].section', message: 'does not belong to a VIEW item (it takes view)' },
      { path: 'notFoundPage.title.pt', message: "'pt' is not one of the realm's languages (es)" },
    ]);
  });

  it('wants texts in the default language, and folders one level deep', () => {
    const file = vale();
    file.menu.items = [{
      type: 'FOLDER', title: { es: 'Más' },
      items: [{ type: 'FOLDER', title: { es: 'Otra' }, items: [] }, { type: 'PLUGIN', plugin: 'consent', title: { es: 'Cookies' } }],
    }];
    file.sections[0].title = { es: '' };
    expect(errorsOf(file)).toEqual(expect.arrayContaining([
      { path: 'menu.items[0].items[0].items', message: 'is not a known key' },
      { path: 'sections[0].title.es', message: 'must not be empty' },
    ]));
    file.menu.items[0].items.shift();
    file.sections[0].title = { es: 'Inicio' };
    file.notFoundPage.body = { es: 'x' };
    file.labels.logout = {};
    expect(errorsOf(file)).toEqual([{ path: 'labels.logout', message: 'must be an object of texts by language code, e.g. {"en": "Home"}' }]);
  });

  it('takes analytics providers by shape only, one entry per provider and device type', () => {
    const file = vale();
    // A wrong entry's settings pass the file (they are checked, and reported to admins, when a client starts).
    file.analyticsProviders = [
      { provider: 'RINGSIDE', deviceType: 'WEB', settings: { apiKey: 42 } },
      { provider: 'RINGSIDE', deviceType: 'WEB', settings: { apiKey: 'vale', enabled: 'true' } },
      { provider: 'ringside', deviceType: 'FRIDGE', settings: {} },
    ];
    expect(errorsOf(file)).toEqual([
      { path: 'analyticsProviders[2].provider', message: 'must be a provider name in capitals, such as RINGSIDE or MPARTICLE' },
      { path: 'analyticsProviders[2].deviceType', message: 'must be one of WEB, TV, MOBILE, ALL_DEVICES' },
      { path: 'analyticsProviders[1]', message: 'RINGSIDE is configured twice for WEB' },
    ]);
  });

  it('refuses a host name that two realms claim', () => {
    const claims = (name: string, domains: string[]) => ({ source: `${name}.json`, realm: { name, hostnames: { domains, preferredDomain: null } } });
    expect(duplicateHostnameErrors([claims('ringside', ['localhost']), claims('vale', ['vale.localhost', 'localhost'])])).toEqual([
      { source: 'vale.json', error: { path: 'hostnames.domains[1]', message: "'localhost' is already served by realm 'ringside'" } },
    ]);
  });
});
