// A guest of the dark realm watches a video with the player's own controls:
// the keys (space, arrows, m, c), the quality and subtitles menus (by mouse
// and by keyboard), the controls that get out of the way while the video
// plays, the thumbnails over the seek bar; and a live event rewound within
// its DVR window and brought back to live.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { usePlatformInChromium } from '../support/e2eHooks.ts';
import { FREE_VIDEO_CARD, waitForPlayback } from '../support/realmPage.ts';

const stage = usePlatformInChromium();

const videoState = (page: Page) =>
  page.locator('video').evaluate((video: HTMLVideoElement) => ({
    paused: video.paused,
    currentTime: video.currentTime,
    muted: video.muted,
    videoHeight: video.videoHeight,
    showing: Array.from(video.textTracks)
      .filter((track) => track.mode === 'showing')
      .map((track) => track.language),
  }));

// Each waits until the page's <video> gets there (the functions run in the page; Playwright checks on every frame).
const waitUntilPaused = (page: Page, paused: boolean) => page.waitForFunction((want) => document.querySelector('video')!.paused === want, paused);
const waitUntilMuted = (page: Page, muted: boolean) => page.waitForFunction((want) => document.querySelector('video')!.muted === want, muted);
const waitUntilAt = (page: Page, seconds: number) =>
  page.waitForFunction((want) => Math.abs(document.querySelector('video')!.currentTime - want) < 0.5, seconds);
const waitUntilHeight = (page: Page, height: number) =>
  page.waitForFunction((want) => document.querySelector('video')!.videoHeight === want, height, { timeout: 20_000 });

describe('a guest watching a video', () => {
  let page: Page;

  beforeAll(async () => {
    page = await stage.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`http://localhost:${stage.platform.port}/`);
    await page.locator(FREE_VIDEO_CARD).first().click();
    await page.waitForURL(/\/video\/\d+$/);
    await waitForPlayback(page, 1);
  });

  afterAll(async () => {
    await page.close();
  });

  // The demo videos are short: each story starts again from the beginning, playing.
  beforeEach(async () => {
    await page.locator('video').evaluate(async (video: HTMLVideoElement) => {
      video.currentTime = 0;
      await video.play();
    });
  });

  it('pauses and plays again with the space bar', async () => {
    await page.keyboard.press('Space');
    await waitUntilPaused(page, true);
    await page.getByRole('group', { name: 'Player controls' }).getByRole('button', { name: 'Play', exact: true }).waitFor();

    await page.keyboard.press('Space');
    await waitUntilPaused(page, false);
    await page.getByRole('button', { name: 'Pause' }).waitFor();
  });

  it('moves 5 seconds back and forth with the arrow keys, and the seek bar follows', async () => {
    await page.keyboard.press('Space');
    await waitUntilPaused(page, true);
    const from = (await videoState(page)).currentTime;

    await page.keyboard.press('ArrowRight');
    await waitUntilAt(page, from + 5);
    const slider = page.getByRole('slider', { name: 'Seek' });
    await expect.poll(async () => Number(await slider.getAttribute('aria-valuenow'))).toBe(Math.floor(from + 5));
    expect(await slider.getAttribute('aria-valuetext')).toMatch(/^\d+:\d\d of \d+:\d\d$/);

    await page.keyboard.press('ArrowLeft');
    await waitUntilAt(page, from);

    await page.keyboard.press('Space');
    await waitUntilPaused(page, false);
  });

  it('mutes and unmutes with m', async () => {
    await page.keyboard.press('m');
    await waitUntilMuted(page, true);
    await page.getByRole('button', { name: 'Unmute' }).waitFor();
    await page.keyboard.press('m');
    await waitUntilMuted(page, false);
  });

  it('lists Auto and each rendition in the quality menu, and plays the one chosen', async () => {
    await page.mouse.move(640, 300);
    const quality = page.getByRole('button', { name: 'Quality' });
    await quality.click();
    const choices = page.getByRole('menu', { name: 'Quality' }).getByRole('menuitemradio');
    const labels = (await choices.allInnerTexts()).map((label) => label.replace(/\s+/g, ' ').trim());
    expect(labels).toHaveLength(3);
    expect(labels[0]).toMatch(/^Auto/);
    expect(labels.slice(1)).toEqual(['720p HD', '360p']);
    expect(await choices.first().getAttribute('aria-checked')).toBe('true');

    await page.getByRole('menuitemradio', { name: '360p', exact: true }).click();
    await waitUntilHeight(page, 360);
    expect(await quality.getAttribute('aria-expanded')).toBe('false');

    // By keyboard: the menu opens on the chosen item; up once is 720p.
    await quality.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('360p');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await waitUntilHeight(page, 720);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Quality');
  });

  it('turns English subtitles on from the subtitles menu, and off and on again with c', async () => {
    await page.mouse.move(640, 320);
    expect((await videoState(page)).showing).toEqual([]);
    await page.getByRole('button', { name: 'Subtitles' }).click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await expect.poll(async () => (await videoState(page)).showing).toEqual(['en']);

    await page.locator('body').focus();
    await page.keyboard.press('c');
    await expect.poll(async () => (await videoState(page)).showing).toEqual([]);
    await page.keyboard.press('c');
    await expect.poll(async () => (await videoState(page)).showing).toEqual(['en']);
  });

  it('hides the controls while the video plays untouched, and shows them when the pointer moves', async () => {
    await page.mouse.move(600, 300);
    await page.locator('.rs-player--controls-shown').waitFor();
    await page.locator('.rs-player--controls-hidden').waitFor({ timeout: 10_000 });
    expect((await videoState(page)).paused).toBe(false);

    await page.mouse.move(620, 320);
    await page.locator('.rs-player--controls-shown').waitFor();
  });

  it('shows the picture of the time under the pointer over the seek bar', async () => {
    const bar = (await page.getByRole('slider', { name: 'Seek' }).boundingBox())!;
    // 61 s in: the demo asset's 24-s sprite repeats, and 61 s is the middle of its seventh tile (third
    // column, second row: neither coordinate 0), whatever the video's length and a pixel either way.
    const duration = await page.locator('video').evaluate((video: HTMLVideoElement) => video.duration);
    await page.mouse.move(bar.x + bar.width * (61 / duration), bar.y + bar.height / 2);
    const thumbnail = page.locator('.rs-player__seek-thumbnail');
    await thumbnail.waitFor();
    const style = await thumbnail.evaluate((element: HTMLElement) => ({ image: element.style.backgroundImage, at: element.style.backgroundPosition }));
    expect(style.image).toMatch(/thumbnails\/sprite\.jpg/);
    expect(style.at).toMatch(/^-\d+px -\d+px$/);
    expect(await page.locator('.rs-player__seek-time').innerText()).toMatch(/^\d+:\d\d$/);
  });

  it('does not take the keys typed into a text field', async () => {
    await page.evaluate(() => {
      const field = document.createElement('input');
      field.id = 'typing-test';
      document.body.append(field);
    });
    await page.locator('#typing-test').fill('');
    await page.locator('#typing-test').pressSequentially('m c ');
    expect(await page.locator('#typing-test').inputValue()).toBe('m c ');
    const state = await videoState(page);
    expect(state.muted).toBe(false);
    expect(state.paused).toBe(false);
  });
});

describe('a guest watching a live event', () => {
  it('rewinds within the DVR window, sees how far behind live they are, and goes back to live', async () => {
    const page = await stage.browser.newPage({ viewport: { width: 1280, height: 800 } });
    // Event 1 of the demo airs on the realm's own channel, with Ringside's 1740 s DVR window.
    await page.goto(`http://localhost:${stage.platform.port}/live/1`);
    await waitForPlayback(page, 1);
    await page.getByRole('button', { name: 'Playing live' }).waitFor();
    const slider = page.getByRole('slider', { name: 'Seek' });
    expect(await slider.getAttribute('aria-valuetext')).toBe('Live');

    for (let press = 0; press < 6; press++) await page.keyboard.press('ArrowLeft');
    const goToLive = page.getByRole('button', { name: 'Go to live' });
    await goToLive.waitFor();
    await expect.poll(() => slider.getAttribute('aria-valuetext')).toMatch(/^0:(2\d|3\d) behind live$/);
    await page.getByText(/behind live$/).waitFor();

    await goToLive.click();
    await page.getByRole('button', { name: 'Playing live' }).waitFor();
    await waitForPlayback(page, 0.5);
    await page.close();
  });
});
