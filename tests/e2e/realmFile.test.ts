// Issue 13 "Done when": a third realm added from a realm file
// (tests/fixtures/realms/vale.json: Spanish only, SIDEBAR layout, guests with
// full access, its own 404 page and a cookie banner) serves in Chromium with no
// code of its own: its layout, its Spanish paths, its rules.
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { usePlatformInChromium, type Stage } from '../support/e2eHooks.ts';

const stage: Stage = usePlatformInChromium({
  realmsDir: fileURLToPath(new URL('../fixtures/realms', import.meta.url)),
});
const vale = () => `http://vale.localhost:${stage.platform.port}`;

async function newPage(width: number): Promise<Page> {
  const context = await stage.browser.newContext({ viewport: { width, height: 900 }, locale: 'en-GB' });
  return context.newPage();
}

describe('a realm added from a file (vale)', () => {
  it('opens in Spanish, with the sidebar, Spanish paths and the realm’s theme, whatever the browser’s language', async () => {
    const page = await newPage(1280);
    await page.goto(`${vale()}/`);
    const sidebar = page.locator('.rs-nav--sidebar');
    await sidebar.waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('es');
    // The menu's sections link to the Spanish paths of their routes.
    expect(await sidebar.getByRole('link', { name: 'Deportes' }).getAttribute('href')).toBe('/explorar');
    expect(await sidebar.getByRole('link', { name: 'Programación' }).getAttribute('href')).toBe('/calendario');
    // The realm's branding is applied: its background colour, not a demo realm's.
    const background = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--rs-background').trim());
    expect(background).toBe('#06140d');
    // It asks for cookie agreement (withCookieBanner), in Spanish.
    await page.getByRole('region', { name: 'Cookies' }).waitFor();

    // An English path of this realm leads to its Spanish one, keeping the query.
    await page.goto(`${vale()}/schedule?day=1`);
    await page.waitForURL((url) => url.pathname === '/calendario');
    expect(new URL(page.url()).search).toBe('?day=1');
    await page.context().close();
  });

  it('answers an unknown path with HTTP 404 and shows its own not-found page', async () => {
    const page = await newPage(390);
    const response = await page.goto(`${vale()}/no-existe`);
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Fuera de juego' }).waitFor();
    expect(await page.title()).toContain('Fuera de juego');
    // No horizontal overflow on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.context().close();
  });

  it('keeps its rules: guests watch without signing in, and what the realm does not offer is not found', async () => {
    const page = await newPage(1280);
    // Guests with full access browse straight away (no sign-in page).
    await page.goto(`${vale()}/explorar`);
    await page.locator('.rs-nav--sidebar').waitFor();
    expect(new URL(page.url()).pathname).toBe('/explorar');
    // Vale has no fighters view in its menu: the route does not exist there, from the server's first answer on.
    const answer = await page.goto(`${vale()}/luchadores`);
    expect(answer?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Fuera de juego' }).waitFor();
    await page.context().close();
  });
});
