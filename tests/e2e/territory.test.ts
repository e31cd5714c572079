// A viewer watching from the US, in Chromium (the platform trusts one proxy,
// and the browser sends X-Forwarded-For with an address of the demo's US
// range: backend README "Ratings and territories"). On ringside, which shows
// such titles locked (SHOW_LOCKED), the archive fight blocked in the US has a
// lock on its card and its page opens the territory dialog; on acme (HIDE) the
// blocked title is simply not there, and its address is a page that does not exist.
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { usePlatformInChromium } from '../support/e2eHooks.ts';
import { moveLiveEvent } from '../support/liveEvents.ts';
import { demoCustomers, signInThroughForm } from '../support/session.ts';

const stage = usePlatformInChromium({ trustedProxyHops: 1 });
const ringside = () => `http://localhost:${stage.platform.port}`;
const acme = () => `http://acme.localhost:${stage.platform.port}`;

/** An address of 198.51.100.0/24, the demo's stand-in for the US. */
const FROM_THE_US = '198.51.100.23';
/** Blocked in the US: ringside's video 23 (an archive boxing fight), acme's video 110. */
const RINGSIDE_BLOCKED = '/video/23';
const ACME_BLOCKED = '/video/110';

let contexts: BrowserContext[] = [];
afterEach(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  contexts = [];
});

async function browse({ fromTheUs }: { fromTheUs: boolean }): Promise<Page> {
  const context = await stage.browser.newContext(fromTheUs ? { extraHTTPHeaders: { 'X-Forwarded-For': FROM_THE_US } } : {});
  contexts.push(context);
  return context.newPage();
}

/** Screenshots for a person to look at, when SCREENSHOT_DIR is set. */
async function shoot(page: Page, name: string, { fullPage = false } = {}) {
  if (process.env.SCREENSHOT_DIR) await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/territory-${name}.png`, fullPage });
}

const card = (page: Page, address: string) => page.locator(`main a.rs-card[href="${address}"]`).first();

describe('a title blocked in the viewer’s country', () => {
  it('is shown locked on ringside, and playing it opens the territory dialog', async () => {
    const page = await browse({ fromTheUs: true });
    await page.goto(`${ringside()}/`);
    const locked = card(page, RINGSIDE_BLOCKED);
    await locked.waitFor();
    expect(await locked.innerText()).toContain('Not available in your territory');
    // Titles the viewer may watch carry no lock.
    expect(await page.locator('main a.rs-card:not(.rs-card--locked)').count()).toBeGreaterThan(0);
    expect(await page.locator('main a.rs-card.rs-card--locked').count()).toBeGreaterThan(0);
    await locked.scrollIntoViewIfNeeded();
    await shoot(page, 'card');

    await locked.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('This is not available in your territory.').waitFor();
    expect(new URL(page.url()).pathname).toBe(RINGSIDE_BLOCKED);
    expect(await page.locator('video').count()).toBe(0);
    await shoot(page, 'dialog');
    // Closed, the page still says why nothing plays.
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    expect(await page.locator('main').innerText()).toContain('Not available in your territory');
    await shoot(page, 'page', { fullPage: true });
  });

  it('is a live event locked on its page, whose broadcast opens the territory dialog once it is on air', async () => {
    // Ringside's event 5 (boxing in Madrid) is blocked in the US; put it on air now.
    await moveLiveEvent(stage.platform, { realm: 'ringside', eventId: '5', startDate: new Date(Date.now() - 60_000) });
    const page = await browse({ fromTheUs: true });
    await page.goto(`${ringside()}/live/5`);
    await page.getByRole('dialog').getByText('This is not available in your territory.').waitFor();
    expect(await page.locator('main').innerText()).toContain('Not available in your territory');
    expect(await page.locator('video').count()).toBe(0);
  });

  it('plays on ringside for a viewer outside the US, without a lock', async () => {
    const page = await browse({ fromTheUs: false });
    await page.goto(`${ringside()}/`);
    const open = card(page, RINGSIDE_BLOCKED);
    await open.waitFor();
    expect(await open.innerText()).not.toContain('Not available in your territory');
    await open.click();
    await page.locator('video').waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it('is not there at all on acme (HIDE), and its address is not found', async () => {
    const elsewhere = await browse({ fromTheUs: false });
    await signInThroughForm(elsewhere, `${acme()}/login`, demoCustomers.acme);
    await card(elsewhere, ACME_BLOCKED).waitFor();

    const page = await browse({ fromTheUs: true });
    await signInThroughForm(page, `${acme()}/login`, demoCustomers.acme);
    await page.locator('main a.rs-card').first().waitFor();
    expect(await card(page, ACME_BLOCKED).count()).toBe(0);
    expect(await page.locator('main a.rs-card.rs-card--locked').count()).toBe(0);

    await page.goto(`${acme()}${ACME_BLOCKED}`);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
  });
});
