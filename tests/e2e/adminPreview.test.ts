// Admin previews (issue 13), in Chromium: Ringside prepares the Winter Fight
// Series page and its menu item, neither published. Its admin sees the page with
// its rails — by itself and inside an iframe, as the admin console shows it — and
// the navigation bar with the new item; a customer is told the previews are for
// admins, and the page itself is not found for them.
//
// The preview pages' own words are new to the catalogues until they are next
// extracted and translated, so those are found by their place (the banner's
// class, the admins-only panel's test id); everything else by what it says.
import type { Frame, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { usePages, usePlatformInChromium } from '../support/e2eHooks.ts';
import { demoAdmins, demoCustomers, signInThroughForm } from '../support/session.ts';

const stage = usePlatformInChromium();
const newPage = usePages(stage);
const ringside = () => `http://localhost:${stage.platform.port}`;

/** Screenshots for a person to look at, when SCREENSHOT_DIR is set: at 1280 and 390 px. */
async function shoot(page: Page, name: string) {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
    await page.screenshot({ path: `${dir}/adminPreview-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The preview's rails, by their titles (each rail is a region named by its title). */
async function railTitles(where: Page | Frame): Promise<string[]> {
  await where.getByRole('region', { name: 'Main cards' }).waitFor();
  return where.locator('section.rs-rail').evaluateAll((rails) => rails.map((rail) => rail.getAttribute('aria-label') ?? ''));
}

async function signedIn(credentials: { email: string; password: string }): Promise<Page> {
  const page = await newPage();
  await signInThroughForm(page, `${ringside()}/login`, credentials);
  return page;
}

describe('admin previews', () => {
  it('show the admin the unpublished Winter Fight Series with its rails, marked as a preview', async () => {
    const page = await signedIn(demoAdmins.ringside);

    await page.goto(`${ringside()}/admin/preview/section/winter-fight-series`);

    expect(await railTitles(page)).toEqual(['Main cards', 'Winter knockouts']);
    expect(await page.locator('.rs-admin-preview__banner[role="status"]').isVisible()).toBe(true);
    expect(await page.getByRole('heading', { level: 1, name: 'Winter Fight Series' }).isVisible()).toBe(true);
    await shoot(page, 'section');
  });

  it('work inside an iframe, as the admin console shows them', async () => {
    const page = await signedIn(demoAdmins.ringside);
    await page.goto(`${ringside()}/admin/preview`);
    // The index: what the admin can preview, the unpublished page among the menu's pages.
    await page.locator('.rs-admin-preview__index').getByText('Winter Fight Series').waitFor();
    await shoot(page, 'index');

    // A page of the same origin framing the preview (the console's own origin would be listed in ADMIN_CONSOLE_ORIGINS).
    await page.evaluate(() => {
      const frame = document.createElement('iframe');
      frame.src = '/admin/preview/section/winter-fight-series';
      frame.title = 'Preview';
      frame.style.cssText = 'width: 1000px; height: 700px';
      document.body.append(frame);
    });
    const framed = await (await page.waitForSelector('iframe[title="Preview"]')).contentFrame();

    expect(await railTitles(framed!)).toEqual(['Main cards', 'Winter knockouts']);
    // Still the same page around it: a preview never takes the console's window over.
    expect(new URL(page.url()).pathname).toBe('/admin/preview');
  });

  it('show the admin the navigation bar with the unpublished item, which the real bar leaves out', async () => {
    const page = await signedIn(demoAdmins.ringside);

    await page.goto(`${ringside()}/admin/preview/navbar`);

    const previewBar = page.locator('.rs-admin-preview__navbar');
    await previewBar.getByRole('link', { name: 'Winter Fight Series' }).waitFor();
    expect(await previewBar.getByRole('link', { name: 'Browse' }).count()).toBe(1);
    // The frame's own bar, like every viewer's, is the published one.
    const realBar = page.locator('header.rs-nav').first();
    expect(await realBar.getByRole('link', { name: 'Browse' }).count()).toBe(1);
    expect(await realBar.getByRole('link', { name: 'Winter Fight Series' }).count()).toBe(0);
    await shoot(page, 'navbar');
  });

  it('tell a customer they are for admins, and the unpublished page is not found for them', async () => {
    const page = await signedIn(demoCustomers.ringside);

    await page.goto(`${ringside()}/admin/preview/section/winter-fight-series`);
    await page.getByTestId('admins-only').waitFor();
    expect(await page.getByRole('region', { name: 'Main cards' }).count()).toBe(0);
    await shoot(page, 'customer');

    await page.goto(`${ringside()}/admin/preview/navbar`);
    await page.getByTestId('admins-only').waitFor();
    expect(await page.getByRole('link', { name: 'Winter Fight Series' }).count()).toBe(0);

    await page.goto(`${ringside()}/section/winter-fight-series`);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    expect(await page.getByRole('region', { name: 'Main cards' }).count()).toBe(0);
  });
});
