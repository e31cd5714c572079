// The fighter section, as viewers use it in Chromium: a visitor opens Fighters
// from Ringside's menu, sees the champion of every class, switches to the
// lightweights, opens Diego Navarro (record, stats in feet and pounds), follows
// one of his videos to its page, and the back button walks the way back; a
// Portuguese viewer on a phone reads his stats in metres and kilograms and
// browses the roster by letter; Acme, whose menu has no Fighters, has no
// fighter pages.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { usePages, usePlatformInChromium } from '../support/e2eHooks.ts';

const stage = usePlatformInChromium();
const ringside = () => `http://localhost:${stage.platform.port}`;
const acme = () => `http://acme.localhost:${stage.platform.port}`;

const newPage = usePages(stage);

/** The text of a stat on a profile page ("Height" → "5′ 10″"), by its marker rather than its (translated) label. */
const stat = (page: Page, key: string) => page.locator(`.rs-stats__row[data-stat="${key}"] dd`).innerText();

describe('the fighter section of Ringside', () => {
  it('shows the champion of every class, each class’s ranking, and a fighter with his record, stats and videos', async () => {
    const page = await newPage();
    await page.goto(`${ringside()}/`);
    await page.getByRole('navigation', { name: /main/i }).getByRole('link', { name: 'Fighters' }).click();
    await page.waitForURL((url) => url.pathname === '/fighters');
    await page.getByRole('heading', { level: 1, name: 'Fighters' }).waitFor();

    // The champions of the twelve classes, each a way to its ranking; the pound-for-pound lists have none.
    const champions = page.getByRole('region', { name: 'Champions' });
    await expect.poll(() => champions.getByRole('link').count()).toBe(14);
    expect(await champions.getByRole('link', { name: /Champion:/ }).count()).toBe(12);
    expect(await champions.getByRole('link', { name: /Heavyweight · 265 lb Champion: Malik Johnson/ }).count()).toBe(1);
    // The spec's default list.
    await page.getByRole('table', { name: "Men's pound-for-pound ranking, champion first" }).waitFor();

    await champions.getByRole('link', { name: /^Lightweight · 155 lb/ }).click();
    await page.waitForURL((url) => url.search === '?ctt=LIGHTWEIGHT');
    const table = page.getByRole('table', { name: 'Lightweight ranking, champion first' });
    await table.waitFor();
    const rows = table.locator('tbody tr');
    expect(await rows.first().innerText()).toMatch(/Champion[\s\S]*Anvar Rustamov[\s\S]*27-1-0/);
    expect(await rows.nth(3).innerText()).toMatch(/^3[\s\S]*▲4[\s\S]*Diego Navarro/);

    await table.getByRole('link', { name: /Diego Navarro/ }).click();
    await page.waitForURL((url) => url.pathname === '/fighters/404');
    await page.getByRole('heading', { level: 1, name: 'Diego Navarro' }).waitFor();
    expect(await page.title()).toMatch(/^Diego Navarro/);
    expect(await page.getByText('21-4-0', { exact: true }).count()).toBe(1);
    // English reads imperial.
    expect(await stat(page, 'height')).toBe('5′ 10″');
    expect(await stat(page, 'reach')).toBe('72 in');
    expect(await stat(page, 'weight')).toBe('155 lb');
    expect(await stat(page, 'strikingAccuracy')).toBe('51%');
    expect(await page.getByRole('img', { name: 'Portrait of Diego Navarro' }).count()).toBe(1);

    const videos = page.getByRole('region', { name: /Videos/ });
    await videos.getByRole('link', { name: /Diego Navarro vs Marcus Hale: Full Fight/ }).click();
    await page.waitForURL((url) => url.pathname === '/video/1');
    await page.getByRole('heading', { level: 1, name: /Diego Navarro vs Marcus Hale/ }).waitFor();
    // The fight's page names its fighters, each a way back to a profile.
    const fightCard = page.getByRole('region', { name: 'Fighters in this fight' });
    expect(await fightCard.getByRole('link').allInnerTexts()).toEqual([expect.stringMatching(/Diego Navarro/), expect.stringMatching(/Marcus Hale/)]);

    // The state is in the address: back goes to the profile, then to the lightweights.
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'Diego Navarro' }).waitFor();
    await page.goBack();
    await page.getByRole('table', { name: 'Lightweight ranking, champion first' }).waitFor();
    expect(new URL(page.url()).search).toBe('?ctt=LIGHTWEIGHT');
  });

  it('gives a Portuguese viewer on a phone metric stats, and the roster by letter', async () => {
    const context = await stage.browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'pt-BR' });
    try {
      const page = await context.newPage();
      await page.goto(`${ringside()}/fighters/404`);
      await page.getByRole('heading', { level: 1, name: 'Diego Navarro' }).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('pt');
      expect(await stat(page, 'height')).toBe('1,78 m');
      expect(await stat(page, 'reach')).toBe('183 cm');
      expect(await stat(page, 'weight')).toBe('70,3 kg');
      // Nothing sticks out sideways on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

      await page.goto(`${ringside()}/fighters?view=az&lastNameStartLetter=n`);
      const letters = page.locator('.rs-letters');
      await letters.locator('[aria-current="true"]', { hasText: 'N' }).waitFor();
      // No last name starts with X: its letter is there, but leads nowhere.
      expect(await letters.locator('a', { hasText: /^X$/ }).count()).toBe(0);
      expect(await letters.locator('[aria-disabled="true"]', { hasText: /^X$/ }).count()).toBe(1);
      const navarro = page.locator('.rs-roster__grid').getByRole('link', { name: /Diego Navarro/ });
      // Links are in the viewer's language (web/src/system/routeTable.ts).
      expect(await navarro.getAttribute('href')).toBe('/lutadores/404');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    } finally {
      await context.close();
    }
  });
});

describe('a realm whose menu has no Fighters', () => {
  it('has no fighter pages', async () => {
    const page = await newPage();
    await page.goto(`${acme()}/fighters`);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await page.goto(`${acme()}/fighters/404`);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
  });
});
