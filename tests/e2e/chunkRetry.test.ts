// A viewer opens a page while its code cannot be downloaded for a moment (a
// CDN hiccup, a flaky network): the app tries the screen's chunk again, 2 s
// apart, with a cache-busting address, and the page appears; when the chunk
// never comes, the viewer is told that part of the app could not be loaded,
// keeps the menu, and can try again (spec §4 "Lazy screen loading").
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { usePages, usePlatformInChromium } from '../support/e2eHooks.ts';

const stage = usePlatformInChromium();
const openPage = usePages(stage);
// The app's service worker would answer for the chunks itself, out of page.route's
// reach (Playwright intercepts no request a worker handles): these pages go without it.
const newPage = () => openPage(undefined, { serviceWorkers: 'block' });

// The gifts page's screen (web/src/apps/gift/GiftsRoute.tsx), a chunk of its own.
const GIFTS_CHUNK = /\/assets\/GiftsRoute-[\w-]+\.js(\?.*)?$/;

/** Answers the first `failures` requests for the gifts page's chunk with 503; records every request's query. */
async function breakGiftsChunk(page: Page, failures: number): Promise<string[]> {
  const requested: string[] = [];
  await page.route(GIFTS_CHUNK, async (route: Route) => {
    requested.push(new URL(route.request().url()).search);
    if (requested.length <= failures) await route.fulfill({ status: 503, body: 'Service Unavailable' });
    else await route.continue();
  });
  return requested;
}

async function openHomeThenGifts(page: Page) {
  await page.goto(`http://localhost:${stage.platform.port}/`);
  const giftsLink = page.locator('footer').getByRole('link', { name: 'Gifts' });
  await giftsLink.waitFor();
  await giftsLink.click();
}

describe('a page whose code fails to download', () => {
  it('appears after its chunk failed twice, fetched again with ?retry=1 and ?retry=2', async () => {
    const page = await newPage();
    const requested = await breakGiftsChunk(page, 2);

    await openHomeThenGifts(page);

    await page.getByRole('heading', { name: 'Give the fights' }).waitFor({ timeout: 15_000 });
    expect(requested.slice(0, 3)).toEqual(['', '?retry=1', '?retry=2']);
    expect(await page.getByText('This part of the app could not be loaded').count()).toBe(0);
  });

  it('shows the chunk error inside the frame after three retries, and Retry loads the page once the chunk is back', async () => {
    const page = await newPage();
    const requested = await breakGiftsChunk(page, Number.POSITIVE_INFINITY);

    await openHomeThenGifts(page);

    await page.getByRole('heading', { name: 'This part of the app could not be loaded' }).waitFor({ timeout: 15_000 });
    expect(requested).toEqual(['', '?retry=1', '?retry=2', '?retry=3']);
    // The realm's frame stays: the menu and the footer are still there.
    expect(await page.locator('footer').getByRole('link', { name: 'Gifts' }).isVisible()).toBe(true);
    expect(await page.getByRole('navigation').first().isVisible()).toBe(true);

    await page.unroute(GIFTS_CHUNK);
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('heading', { name: 'Give the fights' }).waitFor();
  });
});
