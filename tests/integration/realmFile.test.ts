// A third realm added from a realm file (tests/fixtures/realms/vale.json, read
// from REALMS_DIR at start): the gateway serves it by its host name, in its one
// language, with its own not-found page, beside the demo realms that keep theirs.
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../support/graphql.ts';
import { startPlatform, type RunningPlatform } from '../support/platform.ts';

let platform: RunningPlatform;

beforeAll(async () => {
  platform = await startPlatform({ serveWeb: false, realmsDir: fileURLToPath(new URL('../fixtures/realms/', import.meta.url)) });
});

afterAll(async () => {
  await platform?.close();
});

const REALM_QUERY = `{
  realm {
    name
    fullName
    title
    defaultLanguage
    languages { code }
    canonicalDomain
    theme { primary background }
    settings { guestsAllowed fullGuestAccess withCookieBanner }
    notFoundPage { title body imageUrl }
    menu { layout items { title } }
  }
}`;

describe('a realm added from a file', () => {
  it('is served on its host name with its languages, branding, rules, menu and 404 page', async () => {
    // A visitor's browser asks for English: the realm speaks Spanish only, so Spanish it is.
    const response = await graphql(platform.url, REALM_QUERY, { host: 'vale.localhost', headers: { 'accept-language': 'en' } });
    expect(response.errors).toBeUndefined();
    expect(response.data?.['realm']).toEqual({
      name: 'vale',
      fullName: 'Vale Deportes',
      title: 'Vale',
      defaultLanguage: 'es',
      languages: [{ code: 'es' }],
      canonicalDomain: 'vale.localhost',
      theme: { primary: '#22a35a', background: '#06140d' },
      settings: { guestsAllowed: true, fullGuestAccess: true, withCookieBanner: true },
      notFoundPage: {
        title: 'Fuera de juego',
        body: 'Esta página no existe. Vuelve al inicio y sigue disfrutando del deporte.',
        imageUrl: null,
      },
      menu: { layout: 'SIDEBAR', items: [{ title: 'Inicio' }, { title: 'Deportes' }, { title: 'Programación' }, { title: 'Buscar' }] },
    });
  });

  it('lets a visitor in as a guest and opens its home page, though it has no content yet', async () => {
    const first = await graphql(platform.url, `{ viewer { role } section(name: "home") { title } }`, {
      host: 'vale.localhost',
      headers: { 'x-ringside-guest-check-in': 'auto' },
    });
    expect(first.errors).toBeUndefined();
    expect(first.data).toEqual({ viewer: { role: 'GUEST' }, section: { title: 'Inicio' } });
  });

  it('leaves the demo realms as they were: the platform’s own 404 page', async () => {
    const response = await graphql(platform.url, `{ realm { name notFoundPage { title } } }`, { host: 'localhost' });
    expect(response.data).toEqual({ realm: { name: 'ringside', notFoundPage: null } });
  });
});
