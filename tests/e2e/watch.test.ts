// A visitor of the dark realm is checked in as a guest without doing anything,
// opens a video from the home page and watches it play; opens a live event and
// watches the live stream; and lands on the not-found page for unknown paths.
import { describe, expect, it } from 'vitest';
import { usePlatformInChromium } from '../support/e2eHooks.ts';
import { FREE_VIDEO_CARD, waitForPlayback } from '../support/realmPage.ts';

const stage = usePlatformInChromium();

describe('a guest on the dark realm', () => {
  it('opens a video from the home page and sees it play, with subtitles to choose from', async () => {
    const context = await stage.browser.newContext();
    const page = await context.newPage();
    await page.goto(`http://localhost:${stage.platform.port}/`);

    const firstVideo = page.locator(FREE_VIDEO_CARD).first();
    const videoTitle = (await firstVideo.locator('h3').innerText()).trim();
    await firstVideo.click();
    await page.waitForURL(/\/video\/\d+$/);
    await page.getByRole('heading', { level: 1, name: videoTitle }).waitFor();
    expect(await page.title()).toContain(videoTitle);

    const playedTo = await waitForPlayback(page, 1.5);
    expect(playedTo).toBeGreaterThan(1.5);

    await page.getByRole('button', { name: 'Subtitles' }).click();
    const subtitleChoices = await page.getByRole('menuitemradio').allInnerTexts();
    expect(subtitleChoices).toEqual(expect.arrayContaining(['English', 'Português']));

    // The session lives in httpOnly cookies that page scripts cannot read (the
    // language and time zone cookies are the page's own, written by it).
    const cookies = await context.cookies();
    const sessionCookies = cookies.filter((c) => /^rs_(at|rt)_/.test(c.name));
    expect(sessionCookies.length).toBeGreaterThan(0);
    expect(sessionCookies.every((c) => c.httpOnly)).toBe(true);
    expect(await page.evaluate(() => document.cookie)).not.toMatch(/rs_(at|rt)_/);
    await context.close();
  });

  it('opens an event that is live now and sees the live stream advance', async () => {
    const page = await stage.browser.newPage();
    await page.goto(`http://localhost:${stage.platform.port}/`);
    const liveCard = page.locator('a[data-content-kind="live"]:has(.rs-card__badge--live)').first();
    await liveCard.click();
    await page.waitForURL(/\/live\/\d+$/);
    await waitForPlayback(page, 1.5);
    await expect(page.locator('.rs-player__live-button').isVisible()).resolves.toBe(true);
    await page.close();
  });
});

describe('pages that do not exist', () => {
  it('shows the not-found page for an unknown path', async () => {
    const page = await stage.browser.newPage();
    await page.goto(`http://localhost:${stage.platform.port}/this/page/does-not-exist`);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    expect(await page.title()).toContain('Page not found');
    await page.close();
  });

  it('shows the not-found page for a video the realm does not have', async () => {
    const page = await stage.browser.newPage();
    await page.goto(`http://localhost:${stage.platform.port}/video/987654`);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await page.close();
  });
});
