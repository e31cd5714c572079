// A visitor opens each demo realm's site and sees that realm's own brand:
// its title, logo, colours and menu — by hostname and by /realm/{name}.
import { describe, expect, it } from 'vitest';
import { graphql } from '../support/graphql.ts';
import { usePlatformInChromium } from '../support/e2eHooks.ts';
import { hexToRgb, readRealmAsSeen } from '../support/realmPage.ts';

interface RealmBrand {
  realm: {
    name: string;
    title: string;
    logoUrl: string;
    theme: { background: string };
    menu: { items: { type: string; title: string }[] };
  };
}

const realmBrandQuery = `{ realm { name title logoUrl theme { background } menu { items { type title } } } }`;

const stage = usePlatformInChromium();

async function brandOf(host: string): Promise<RealmBrand['realm']> {
  const { data, errors } = await graphql<RealmBrand>(stage.platform.url, realmBrandQuery, { host });
  expect(errors).toBeUndefined();
  return data!.realm;
}

async function visit(url: string, realmTitle?: string) {
  const page = await stage.browser.newPage();
  await page.goto(url);
  // The tab title is the realm's once the first page has rendered.
  if (realmTitle) await page.waitForFunction((title) => document.title.includes(title), realmTitle);
  const seen = await readRealmAsSeen(page);
  return { page, seen };
}

describe('each realm by its hostname', () => {
  it('shows the dark realm at localhost and the light realm at acme.localhost, each with its own brand and menu', async () => {
    const ringside = await brandOf('localhost');
    const acme = await brandOf('acme.localhost');
    expect(ringside.name).toBe('ringside');
    expect(acme.name).toBe('acme');

    const dark = await visit(`http://localhost:${stage.platform.port}/`, ringside.title);
    const light = await visit(`http://acme.localhost:${stage.platform.port}/`, acme.title);

    expect(dark.seen.documentTitle).toContain(ringside.title);
    expect(light.seen.documentTitle).toContain(acme.title);
    expect(dark.seen.logoSources).toContain(new URL(ringside.logoUrl, stage.platform.url).pathname);
    expect(light.seen.logoSources).toContain(new URL(acme.logoUrl, stage.platform.url).pathname);
    expect(dark.seen.backgroundColour).toBe(hexToRgb(ringside.theme.background));
    expect(light.seen.backgroundColour).toBe(hexToRgb(acme.theme.background));
    expect(dark.seen.backgroundColour).not.toBe(light.seen.backgroundColour);

    const sectionTitles = (realm: RealmBrand['realm']) => realm.menu.items.filter((i) => i.type === 'SECTION').map((i) => i.title);
    expect(dark.seen.navigationLabels).toEqual(expect.arrayContaining(sectionTitles(ringside)));
    expect(light.seen.navigationLabels).toEqual(expect.arrayContaining(sectionTitles(acme)));
    expect(dark.seen.navigationLabels).not.toEqual(light.seen.navigationLabels);

    await dark.page.close();
    await light.page.close();
  });

  it('asks a visitor of the realm without guest access to sign in instead of showing content', async () => {
    const { page } = await visit(`http://acme.localhost:${stage.platform.port}/`);
    // The route guard sends the visitor to the sign-in page, remembering where
    // they were going; only once it is there does "no content" mean anything.
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('from') === '/');
    await page.locator('input[type="password"]').waitFor();
    expect(await page.locator('video, a[href*="/video/"]').count()).toBe(0);
    await page.close();
  });
});

describe('a realm by its name under /realm/{name}', () => {
  it('serves the light realm at localhost/realm/acme with its brand, and keeps links under that base path', async () => {
    const acme = await brandOf('acme.localhost');
    const { page, seen } = await visit(`http://localhost:${stage.platform.port}/realm/acme`, acme.title);
    expect(seen.documentTitle).toContain(acme.title);
    expect(seen.backgroundColour).toBe(hexToRgb(acme.theme.background));
    const hrefs = await page.locator('nav a[href^="/"]').evaluateAll((links) => links.map((l) => l.getAttribute('href')));
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(href).toMatch(/^\/realm\/acme(\/|$)/);
    await page.close();
  });

  it('serves the dark realm at localhost/realm/ringside with guest content', async () => {
    const ringside = await brandOf('localhost');
    const { page, seen } = await visit(`http://localhost:${stage.platform.port}/realm/ringside/`, ringside.title);
    expect(seen.documentTitle).toContain(ringside.title);
    await page.locator('a[href^="/realm/ringside/video/"]').first().waitFor();
    await page.close();
  });
});

describe('the language of the page', () => {
  it('follows the browser language: a Portuguese browser gets the menu and the interface in Portuguese', async () => {
    const portugueseMenu = await graphql<RealmBrand>(stage.platform.url, realmBrandQuery, {
      host: 'localhost',
      headers: { 'accept-language': 'pt-BR' },
    });
    const context = await stage.browser.newContext({ locale: 'pt-BR' });
    const page = await context.newPage();
    await page.goto(`http://localhost:${stage.platform.port}/`);
    const seen = await readRealmAsSeen(page);
    const sectionTitles = portugueseMenu.data!.realm.menu.items.filter((i) => i.type === 'SECTION').map((i) => i.title);
    expect(seen.navigationLabels).toEqual(expect.arrayContaining(sectionTitles));
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('pt');
    await context.close();
  });
});
