// The addresses of the platform as a visitor and a crawler meet them (spec §2):
// paths in the viewer's language, the old addresses that lead on to the new
// ones, a language change that moves the page to its own path in the new
// language, and an honest 404 for what does not exist.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { usePages, usePlatformInChromium } from '../support/e2eHooks.ts';

const stage = usePlatformInChromium();
const openPage = usePages(stage);
const ringside = () => `http://localhost:${stage.platform.port}`;

/** A page whose browser prefers `locale` (closed with the others after each test). */
const viewerIn = (locale: string): Promise<Page> => openPage(undefined, { locale });

const addressOf = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}${url.hash}`;
};

describe('a path nobody has', () => {
  it('answers HTTP 404, and the page says it was not found', async () => {
    const response = await fetch(`${ringside()}/no-such-page`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('<div id="root"');

    const page = await openPage();
    const answer = await page.goto(`${ringside()}/no-such-page`);
    expect(answer?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
  });

  it('answers 200 for real pages in every language, 404 for a realm that does not exist', async () => {
    for (const path of ['/', '/video/1', '/secao/browse', '/seccion/browse', '/en-vivo/1', '/realm/acme/login']) {
      expect((await fetch(`${ringside()}${path}`)).status, path).toBe(200);
    }
    expect((await fetch(`${ringside()}/realm/nonexistent/video/1`)).status).toBe(404);
  });

  it('moves an original realm name’s address under /realm/ (spec §1)', async () => {
    const page = await openPage();
    await page.goto(`${ringside()}/dce.nowhere/video/1`);
    await page.waitForURL((url) => url.pathname === '/realm/dce.nowhere/video/1');
    await page.getByRole('heading', { name: "This service doesn't exist" }).waitFor();
  });
});

describe('old addresses (spec §2 redirects)', () => {
  it('lead on, in the browser, to the page they meant', async () => {
    const page = await openPage();
    // [from, where the address settles]
    const followed: [string, string][] = [
      ['/competicao/browse?utm_source=mail', '/section/browse?utm_source=mail'],
      ['/secao/news', '/news'],
      ['/seccion/schedule', '/schedule'],
      ['/reset-password?pwrt=not-a-token', '/login/reset-password?pwrt=not-a-token'],
      ['/request-password?email=fan%40ringside.test', '/login/request-password?email=fan%40ringside.test'],
      ['/video/1?pwrt=not-a-token', '/login/reset-password?pwrt=not-a-token'],
    ];
    for (const [from, to] of followed) {
      await page.goto(`${ringside()}${from}`);
      await page.waitForURL((url) => `${url.pathname}${url.search}` === to);
      expect(addressOf(page), from).toBe(to);
    }
    await page.getByRole('heading').first().waitFor();
  });

  it('take a Spanish viewer from an English address to the Spanish one, keeping the query', async () => {
    const page = await viewerIn('es-ES');
    await page.goto(`${ringside()}/schedule?from=mail`);
    await page.waitForURL((url) => url.pathname === '/calendario' && url.searchParams.get('from') === 'mail');
    await page.getByRole('heading', { name: 'Programación' }).waitFor();

    await page.goto(`${ringside()}/section/news`);
    await page.waitForURL((url) => url.pathname === '/noticias');
  });
});

describe('changing language', () => {
  it('moves the page on screen to its path in the new language', async () => {
    const page = await viewerIn('en-US');
    await page.goto(`${ringside()}/realm/ringside/schedule`);
    await page.getByRole('heading', { name: 'Schedule' }).waitFor();

    await page.locator('select.rs-language__select').selectOption('pt');
    await page.waitForURL((url) => url.pathname === '/realm/ringside/agenda');
    await page.getByRole('heading', { name: 'Programação' }).waitFor();

    // The menu's links are built in the new language too.
    await page.locator('header a[href="/realm/ringside/agenda"]').first().waitFor();
    expect(await page.locator('a[href="/realm/ringside/schedule"]').count()).toBe(0);
  });
});
