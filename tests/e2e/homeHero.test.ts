// The hero each realm's home opens with, in Chromium: a visitor on Ringside
// sees the main event on air, Fight Night 42, marked LIVE, and its Watch button
// opens the event's page; a member on Acme sees Acme's own documentary series.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { usePlatformInChromium } from '../support/e2eHooks.ts';
import { demoCustomers, signInThroughForm } from '../support/session.ts';

const stage = usePlatformInChromium();
const ringside = () => `http://localhost:${stage.platform.port}`;
const acme = () => `http://acme.localhost:${stage.platform.port}`;

/** Screenshots for a person to look at, when SCREENSHOT_DIR is set: the home at 1280 and 390 px. */
async function shoot(page: Page, name: string) {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width > 800 ? 800 : 844 });
    await page.screenshot({ path: `${dir}/homeHero-${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** The home page's hero: the region named by its title. */
const hero = (page: Page, title: string) => page.getByRole('region', { name: title });

describe('the hero on the home page', () => {
  it('shows a Ringside visitor Fight Night 42, LIVE, and Watch opens the event', async () => {
    const page = await stage.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${ringside()}/`);

    const banner = hero(page, 'Ringside Fight Night 42: Navarro vs Hale 2');
    await banner.waitFor();
    expect(await banner.getByRole('heading', { level: 2 }).innerText()).toBe('Ringside Fight Night 42: Navarro vs Hale 2');
    expect(await banner.getByText('LIVE', { exact: true }).isVisible()).toBe(true);
    await shoot(page, 'ringside');

    await banner.getByRole('link', { name: 'Watch' }).click();

    await page.waitForURL(`${ringside()}/live/1`);
    await page.getByRole('heading', { level: 1, name: 'Ringside Fight Night 42: Navarro vs Hale 2' }).waitFor();
    await page.close();
  });

  it('shows an Acme member Acme’s own series', async () => {
    const context = await stage.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await signInThroughForm(page, `${acme()}/login`, demoCustomers.acme);
    await page.goto(`${acme()}/`);

    const banner = hero(page, 'The Paddock');
    await banner.waitFor();
    expect(await banner.getByText('2 seasons').isVisible()).toBe(true);
    await shoot(page, 'acme');

    await banner.getByRole('link', { name: 'Watch' }).click();

    await page.waitForURL(`${acme()}/series/101`);
    await context.close();
  });
});
