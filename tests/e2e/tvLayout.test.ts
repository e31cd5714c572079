// A guest on a TV (Chromium at 1920×1080) with nothing but a remote's keys:
// the app opened at `/?layout=tv` shows the 10-foot layout, the arrows move
// the focus across the home page's rails, OK (Enter) opens a free video and
// its player's controls are reached and pressed with the same keys; Back
// returns to the card the viewer came from. Only page.keyboard drives it.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { usePages, usePlatformInChromium } from '../support/e2eHooks.ts';
import { FREE_VIDEO_CARD, waitForPlayback } from '../support/realmPage.ts';

const stage = usePlatformInChromium();
const newPage = usePages(stage);
const tv = { width: 1920, height: 1080 };

/** What has the focus, as a viewer would read it: its name and where it leads. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    return {
      name: element?.getAttribute('aria-label') ?? element?.querySelector('.rs-card__title')?.textContent ?? element?.textContent?.trim() ?? '',
      href: element?.getAttribute('href') ?? null,
      rail: element?.closest('section')?.getAttribute('aria-label') ?? null,
      inMain: !!element?.closest('main'),
    };
  });

/** How far a rail's cards have scrolled sideways. */
const railScroll = (page: Page, rail: string) =>
  page.evaluate((label) => document.querySelector(`section[aria-label="${label}"] .rs-rail__track`)!.scrollLeft, rail);

describe('a guest watching with a TV remote', () => {
  it('moves across the rails with the arrows, opens a free video with OK and pauses it from the player’s controls', async () => {
    const page = await newPage(tv);
    await page.goto(`http://localhost:${stage.platform.port}/?layout=tv`);
    await page.locator(FREE_VIDEO_CARD).first().waitFor({ state: 'attached' });
    expect(await page.evaluate(() => document.documentElement.dataset.layout)).toBe('tv');

    // The first press puts the focus on the page's content, the hero's button.
    await page.keyboard.press('ArrowDown');
    expect((await focused(page)).inMain).toBe(true);

    // Down, rail after rail, until a free video's card has the focus.
    const isFreeVideo = () => page.evaluate((selector) => document.activeElement?.matches(selector) ?? false, FREE_VIDEO_CARD);
    for (let presses = 0; presses < 12 && !(await isFreeVideo()); presses += 1) await page.keyboard.press('ArrowDown');
    expect(await isFreeVideo()).toBe(true);
    const card = await focused(page);
    expect(card.rail).toBeTruthy();

    // Right moves along the same rail, far enough that the rail scrolls the card into view; left comes back.
    const startScroll = await railScroll(page, card.rail!);
    const visited = [card.href];
    for (let presses = 0; presses < 3; presses += 1) {
      await page.keyboard.press('ArrowRight');
      visited.push((await focused(page)).href);
    }
    expect(new Set(visited).size).toBe(4);
    expect((await focused(page)).rail).toBe(card.rail);
    await page.waitForFunction(
      ({ rail, from }) => document.querySelector(`section[aria-label="${rail}"] .rs-rail__track`)!.scrollLeft > from,
      { rail: card.rail!, from: startScroll },
    );
    for (let presses = 0; presses < 3; presses += 1) await page.keyboard.press('ArrowLeft');
    expect(await focused(page)).toMatchObject({ href: card.href, rail: card.rail });

    // OK opens the video's page, where it plays.
    await page.keyboard.press('Enter');
    await page.waitForURL(new RegExp(`${card.href}$`));
    await waitForPlayback(page, 1);
    await page.getByRole('heading', { level: 1, name: card.name }).waitFor();

    // Down reaches the seek bar, down again the pause button under it; OK pauses.
    await page.keyboard.press('ArrowDown');
    expect((await focused(page)).name).toBe('Seek');
    await page.keyboard.press('ArrowDown');
    expect((await focused(page)).name).toBe('Pause');
    await page.locator('.rs-player--controls-shown').waitFor();
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelector('video')!.paused);
    // The button says what it does next once the player heard the video pause.
    await expect.poll(async () => (await focused(page)).name).toBe('Play');

    // Back (Escape) returns home, and the focus to the card the viewer opened.
    await page.keyboard.press('Escape');
    await page.waitForURL(/\/\?layout=tv$/);
    await page.locator(FREE_VIDEO_CARD).first().waitFor({ state: 'attached' });
    await page.keyboard.press('ArrowDown');
    expect(await focused(page)).toMatchObject({ href: card.href, rail: card.rail });
  });

  it('keeps the TV layout on the next visits until an address asks for the default one', async () => {
    const page = await newPage(tv);
    const home = `http://localhost:${stage.platform.port}/`;
    await page.goto(`${home}?layout=tv`);
    await page.locator(FREE_VIDEO_CARD).first().waitFor({ state: 'attached' });

    const nextVisit = await page.goto(home);
    // The server wrote the page in the TV layout: it is the 10-foot page from its first paint, not after the app's script.
    expect(await nextVisit!.text()).toMatch(/<html [^>]*data-layout="tv"/);
    await page.locator(FREE_VIDEO_CARD).first().waitFor({ state: 'attached' });
    expect(await page.evaluate(() => document.documentElement.dataset.layout)).toBe('tv');
    // Large type for the sofa: the home page's text drawn half as big again as at a desk.
    const tvTitleHeight = await page.locator('.rs-rail__title').first().evaluate((title) => title.getBoundingClientRect().height);

    const backToDesk = await page.goto(`${home}?layout=default`);
    expect(await backToDesk!.text()).not.toContain('data-layout="tv"');
    await page.locator(FREE_VIDEO_CARD).first().waitFor({ state: 'attached' });
    expect(await page.evaluate(() => document.documentElement.dataset.layout)).toBeUndefined();
    const deskTitleHeight = await page.locator('.rs-rail__title').first().evaluate((title) => title.getBoundingClientRect().height);
    expect(tvTitleHeight / deskTitleHeight).toBeCloseTo(1.5, 1);

    // And the arrows are the browser's own again: nothing takes the focus.
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
  });

  it('shows a TV browser that runs no script the home page in the 10-foot layout', async () => {
    const context = await stage.browser.newContext({ viewport: tv, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(`http://localhost:${stage.platform.port}/?layout=tv`);
      expect(await page.evaluate(() => document.documentElement.dataset.layout)).toBe('tv');
      // The TV's styles apply from the server's markup alone: the page is zoomed for a 1080p screen.
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--rs-tv-zoom').trim())).toBe('1.5');
      expect(await page.locator(FREE_VIDEO_CARD).count()).toBeGreaterThan(0);
    } finally {
      await context.close();
    }
  });
});
