// A viewer scrolls down the home page, opens a video, and comes back with the
// browser's back button: the list is where they left it. A page opened by a
// link starts at the top (spec §2).
import { describe, expect, it } from 'vitest';
import { usePlatformInChromium } from '../support/e2eHooks.ts';

const stage = usePlatformInChromium();

describe('scroll position across navigation', () => {
  it('going back restores the list where it was; a new page starts at the top', async () => {
    // A short window, so the home page's rails reach well below the fold.
    const context = await stage.browser.newContext({ viewport: { width: 1200, height: 500 } });
    const page = await context.newPage();
    await page.goto(`http://localhost:${stage.platform.port}/`);

    // The last video card on the page, scrolled into the middle of the window.
    const videoCards = page.locator('a[data-content-kind="video"]');
    await videoCards.first().waitFor();
    const lowCard = videoCards.last();
    await lowCard.evaluate((card) => card.scrollIntoView({ block: 'center' }));
    const scrolledTo = await page.evaluate(() => window.scrollY);
    expect(scrolledTo).toBeGreaterThan(200);
    // The position is recorded from scroll events: let the last one arrive.
    await page.waitForFunction(() => new Promise((resolve) => requestAnimationFrame(() => resolve(true))));

    const videoTitle = (await lowCard.locator('h3').innerText()).trim();
    await lowCard.click();
    await page.waitForURL(/\/video\/\d+$/);
    await page.getByRole('heading', { level: 1, name: videoTitle }).waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await page.goBack();
    await page.waitForURL(`http://localhost:${stage.platform.port}/`);
    await videoCards.first().waitFor();
    await page.waitForFunction((y) => Math.abs(window.scrollY - y) <= 4, scrolledTo, { timeout: 5000 });

    // Another page by a link, from this scrolled position: it opens at the top.
    const anotherCard = videoCards.nth((await videoCards.count()) - 2);
    await anotherCard.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    const anotherTitle = (await anotherCard.locator('h3').innerText()).trim();
    await anotherCard.click();
    await page.waitForURL(/\/video\/\d+$/);
    await page.getByRole('heading', { level: 1, name: anotherTitle }).waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await context.close();
  });
});
