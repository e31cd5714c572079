// The first paint as crawlers, link previews and viewers meet it (issue 14):
// every page comes from the server already rendered for its realm and viewer,
// with its status and redirects decided there; without JavaScript the home
// page's rails are on screen; with it, the app takes the page over without
// asking the gateway again for the data the page came with, and keeps the
// server's markup instead of replacing it.
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { usePages, usePlatformInChromium } from '../support/e2eHooks.ts';
import { demoCustomers, signInThroughForm } from '../support/session.ts';

const stage = usePlatformInChromium();
const openPage = usePages(stage);
const ringside = () => `http://localhost:${stage.platform.port}`;
// Node's fetch does not resolve acme.localhost: the realm by name, as any realm can be reached.
const acme = () => `http://localhost:${stage.platform.port}/realm/acme`;

/** The GraphQL operations a page sends, by name. */
function operationsOf(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (request: Request) => {
    if (!request.url().endsWith('/graphql')) return;
    const name = (request.postDataJSON() as { operationName?: string } | null)?.operationName;
    if (name) names.push(name);
  });
  return names;
}

describe('a page fetched without a browser', () => {
  it('is the page itself: its realm’s colours and language, its content, and the session it was rendered for', async () => {
    const response = await fetch(`${ringside()}/video/1`, { headers: { 'accept-language': 'es-ES,es;q=0.9' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    const html = await response.text();
    expect(html).toMatch(/<html lang="es"[^>]*--rs-background:#0b0d12/);
    expect(html).toContain('Diego Navarro vs Marcus Hale');
    // Ringside checks visitors in as guests: the page was rendered for the guest session it hands over.
    expect(response.headers.getSetCookie().some((cookie) => cookie.startsWith('rs_at_ringside='))).toBe(true);

    const acmeHome = await (await fetch(`${acme()}/login`)).text();
    expect(acmeHome).toMatch(/<html lang="en"[^>]*data-realm="acme"/);
  });

  it('answers 404 with the not-found page, and redirects as the route table and guard say', async () => {
    const missing = await fetch(`${ringside()}/no-such-page`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('Page not found');

    // A visitor at a customer's page is sent to sign in (302: the page exists, later they may see it).
    const account = await fetch(`${acme()}/account`, { redirect: 'manual' });
    expect(account.status).toBe(302);
    expect(new URL(account.headers.get('location')!, acme()).pathname).toBe('/realm/acme/login');
  });
});

describe('a signed-in viewer’s page', () => {
  it('is rendered for them, with the session their cookies carry, which it leaves as it is', async () => {
    const page = await openPage();
    await signInThroughForm(page, `${ringside()}/login`, demoCustomers.ringside);
    const cookie = (await page.context().cookies()).map(({ name, value }) => `${name}=${value}`).join('; ');

    // A visitor would be sent to sign in; the customer gets their account page.
    const account = await fetch(`${ringside()}/account`, { headers: { cookie }, redirect: 'manual' });
    expect(account.status).toBe(200);
    expect(await account.text()).toContain('fan@ringside.test');
    // No new session was made for the page (a guest check-in would have replaced theirs).
    expect(account.headers.getSetCookie().filter((line) => /^rs_(at|rt)_/.test(line))).toEqual([]);
  });
});

describe('a page in Chromium', () => {
  it('shows the home page’s rails without JavaScript', async () => {
    const context = await stage.browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
    try {
      const page = await context.newPage();
      await page.goto(`${ringside()}/`);
      await expect.poll(() => page.getByRole('heading', { name: 'Live now' }).count()).toBe(1);
      expect(await page.locator('.rs-rail').count()).toBeGreaterThan(1);
      expect(await page.getByRole('link', { name: /Navarro vs Hale 2/ }).count()).toBeGreaterThan(0);
    } finally {
      await context.close();
    }
  });

  it('is hydrated by the app without a second request for its data, with nothing logged', async () => {
    // A viewer whose zone the server wrote the times in (UTC without the rs_tz cookie): the page is hydrated.
    const page = await openPage(undefined, { timezoneId: 'UTC' });
    const sent = operationsOf(page);
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));

    // The app's entry script is held until the server's page is on screen.
    let releaseEntry!: () => void;
    const entryReleased = new Promise<void>((resolve) => (releaseEntry = resolve));
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await entryReleased;
      await route.continue();
    });
    await page.goto(`${ringside()}/video/1`, { waitUntil: 'commit' });
    const title = page.getByRole('heading', { level: 1, name: /Diego Navarro vs Marcus Hale/ });
    await title.waitFor();
    await page.evaluate(() => {
      (window as Window & { sameDocument?: boolean }).sameDocument = true;
      document.querySelector('h1')!.dataset.fromServer = 'kept';
    });
    releaseEntry();

    await page.waitForFunction(() => document.documentElement.dataset.app === 'started');
    // The app took the page over from the data it came with: nothing was asked again,
    // and it hydrated the server's elements rather than drawing new ones.
    await title.waitFor();
    expect(await title.getAttribute('data-from-server')).toBe('kept');
    expect(sent).not.toContain('AppFrameQuery');
    expect(sent).not.toContain('videoRoutesQuery');

    // And it is the app from now on: a link is followed in the same document.
    await page.getByRole('link', { name: 'Browse' }).first().click();
    await page.waitForURL((url) => url.pathname === '/browse');
    expect(await page.evaluate(() => (window as Window & { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(problems).toEqual([]);
  });

  it('shows a viewer the times of their own time zone, once, from their first visit', async () => {
    const metaOf = (html: string) => [...html.matchAll(/<p class="rs-card__meta">([^<]*)<\/p>/g)].map((match) => match[1]);
    const inUtc = metaOf(await (await fetch(`${ringside()}/`)).text());
    // What the server writes once it knows the zone (the browser tells it in a cookie).
    const inSaoPaulo = metaOf(await (await fetch(`${ringside()}/`, { headers: { cookie: 'rs_tz=America/Sao_Paulo' } })).text());
    expect(inSaoPaulo.length).toBeGreaterThan(0);
    expect(inSaoPaulo).not.toEqual(inUtc);

    // A first visit from São Paulo: the page came in UTC, the app writes it in the viewer's zone.
    const context = await stage.browser.newContext({ timezoneId: 'America/Sao_Paulo', viewport: { width: 1280, height: 900 } });
    try {
      const page = await context.newPage();
      await page.goto(`${ringside()}/`);
      await expect.poll(() => page.locator('.rs-card__meta').allTextContents()).toEqual(inSaoPaulo);
      expect(await page.locator('footer').count()).toBe(1);
      expect(await page.getByRole('heading', { name: 'Live now' }).count()).toBe(1);
    } finally {
      await context.close();
    }
  });
});
