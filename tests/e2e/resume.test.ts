// A guest on the dark realm watches a video for a few seconds, leaves, finds it
// first on the home page under "Continue watching" with how far they got, and
// reopens it where they left it. At the end of a series episode, or of a video
// opened from a playlist, the up-next card counts down and the next one starts
// by itself (autoAdvance is on by default). A guest's progress is kept for
// their guest session.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { usePlatformInChromium } from '../support/e2eHooks.ts';
import { createRingsideAccount } from '../support/accounts.ts';
import { waitForPlayback } from '../support/realmPage.ts';
import { signInThroughForm } from '../support/session.ts';

const stage = usePlatformInChromium();

/** Resolves with the first position saved (saveWatchProgress answered) at or past `from` seconds. */
async function savedPositionFrom(page: Page, from: number): Promise<number> {
  const response = await page.waitForResponse(
    (candidate) => {
      const body = candidate.request().postData() ?? '';
      return (
        candidate.url().endsWith('/graphql') &&
        body.includes('useSaveWatchProgressMutation') &&
        JSON.parse(body).variables.input.position >= from
      );
    },
    { timeout: 30_000 },
  );
  return JSON.parse(response.request().postData() ?? '{}').variables.input.position as number;
}

describe('a guest who leaves a video halfway', () => {
  it('finds it under Continue watching and reopens it where they left it', async () => {
    const context = await stage.browser.newContext();
    const page = await context.newPage();
    const base = `http://localhost:${stage.platform.port}`;
    // A free title (highlights): the full fights are premium.
    await page.goto(`${base}/video/11`);
    const title = (await page.getByRole('heading', { level: 1 }).innerText()).trim();

    // Past the first minute (a video counts as started there), then a few seconds
    // more: the player reports where it is every few seconds while playing.
    await waitForPlayback(page, 0.5);
    await page.locator('video').evaluate((element: HTMLVideoElement) => {
      element.currentTime = 90;
    });
    const saved = savedPositionFrom(page, 91);
    await waitForPlayback(page, 2);
    const savedAt = await saved;

    await page.goto(`${base}/`);
    const rail = page.getByRole('region', { name: 'Continue watching' });
    const card = rail.locator('a[data-content-kind="video"]').first();
    await expect.poll(() => card.locator('h3').innerText()).toBe(title);
    const watched = Number(await card.getByRole('progressbar').getAttribute('aria-valuenow'));
    expect(watched).toBeGreaterThan(0);

    await card.click();
    await page.waitForURL(/\/video\/11$/);
    const video = page.locator('video');
    await video.waitFor();
    // Playing, and past the saved position: `played` is empty until the first frame has
    // actually played (under load the seek lands a moment before playback starts).
    await page.waitForFunction(
      (from) => {
        const element = document.querySelector('video');
        return !!element && element.played.length > 0 && element.currentTime >= from;
      },
      savedAt - 0.5,
      { timeout: 30_000 },
    );
    // It started there rather than at the beginning.
    const startedAt = await video.evaluate((element: HTMLVideoElement) => element.played.start(0));
    expect(startedAt).toBeGreaterThanOrEqual(savedAt - 1);

    await page.goto(`${base}/history`);
    await expect.poll(() => page.locator('a[data-content-kind="video"] h3').first().innerText()).toBe(title);
    await context.close();
  });
});

describe('the end of a series episode', () => {
  it('shows what plays next, counts down and starts the next episode by itself', async () => {
    const context = await stage.browser.newContext();
    const page = await context.newPage();
    // Road to the Belt, season 1's last episode: season 2's first follows.
    await page.goto(`http://localhost:${stage.platform.port}/video/27`);
    await waitForPlayback(page, 0.5);
    await page.locator('video').evaluate((element: HTMLVideoElement) => {
      element.currentTime = element.duration - 1;
    });

    const upNext = page.getByRole('complementary', { name: 'Up next' });
    await upNext.waitFor({ timeout: 30_000 });
    expect(await upNext.innerText()).toContain('Episode 1: New Blood');

    await page.waitForURL(/\/video\/28$/, { timeout: 30_000 });
    await page.getByRole('heading', { level: 1, name: 'Episode 1: New Blood' }).waitFor();
    await waitForPlayback(page, 0.5);
    await context.close();
  });
});

describe('the end of a video watched in a playlist', () => {
  it("plays the playlist's next video, not the series' or nothing", async () => {
    const context = await stage.browser.newContext();
    const page = await context.newPage();
    await page.goto(`http://localhost:${stage.platform.port}/playlist/1`);
    // Playlist 1 is videos 9, 12, 13, 14, …: open the third, expect the fourth next.
    const cards = page.locator('.rs-grid a[data-content-kind="video"]');
    await cards.nth(3).waitFor();
    const nextTitle = (await cards.nth(3).locator('h3').innerText()).trim();
    await cards.nth(2).click();
    await page.waitForURL(/\/video\/13\?playlist=1$/);
    await waitForPlayback(page, 0.5);
    await page.locator('video').evaluate((element: HTMLVideoElement) => {
      element.currentTime = element.duration - 1;
    });

    const upNext = page.getByRole('complementary', { name: 'Up next' });
    await upNext.waitFor({ timeout: 30_000 });
    expect(await upNext.innerText()).toContain(nextTitle);
    await page.waitForURL(/\/video\/14\?playlist=1$/, { timeout: 30_000 });
    await page.getByRole('heading', { level: 1, name: nextTitle }).waitFor();
    await context.close();
  });
});

describe('a viewer who turns autoAdvance off', () => {
  it('gets the up-next card without a countdown, even on a page read before the change', async () => {
    const account = await createRingsideAccount(stage.platform);
    const context = await stage.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const base = `http://localhost:${stage.platform.port}`;
    await signInThroughForm(page, `${base}/login?from=${encodeURIComponent('/video/25')}`, account);
    await page.waitForURL(/\/video\/25$/);
    await waitForPlayback(page, 0.5);

    // Within the app (its store keeps the video page), to the account's preferences and back.
    await page.getByRole('link', { name: 'Account', exact: true }).click();
    await page.getByRole('link', { name: 'Preferences', exact: true }).click();
    await page.getByLabel('Play the next video automatically').uncheck();
    await page.getByRole('button', { name: 'Save preferences' }).click();
    await page.getByRole('status').filter({ hasText: 'Your preferences have been saved.' }).waitFor();
    await page.goBack();
    await page.goBack();
    await page.waitForURL(/\/video\/25$/);
    await waitForPlayback(page, 0.5);
    await page.locator('video').evaluate((element: HTMLVideoElement) => {
      element.currentTime = element.duration - 1;
    });

    const upNext = page.getByRole('complementary', { name: 'Up next' });
    await upNext.waitFor({ timeout: 30_000 });
    expect(await upNext.innerText()).not.toMatch(/Up next in/i);
    await upNext.getByRole('button', { name: 'Play now' }).click();
    await page.waitForURL(/\/video\/26$/);
    await context.close();
  });
});

