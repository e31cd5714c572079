// MULTI_VIEW (spec §2, when the realm allows it): a viewer puts live events
// side by side, hears one of them, changes the layout, and finds the same
// multi-view again from its address. Acme does not allow it: not found there.
import { describe, expect, it } from 'vitest';
import { usePlatformInChromium } from '../support/e2eHooks.ts';
import { demoCustomers, signInThroughForm } from '../support/session.ts';

const stage = usePlatformInChromium();
/** Ringside answers on `localhost` (its demo domain), not on the bare address the platform listens on. */
const origin = () => `http://localhost:${stage.platform.port}`;

/** Whether each <video> on the page is muted, in tile order, once all of them play. */
async function mutedTiles(page: import('playwright-core').Page, count: number): Promise<boolean[]> {
  await page.waitForFunction(
    (wanted) => {
      const videos = [...document.querySelectorAll('.rs-multiview__tile video')] as HTMLVideoElement[];
      return videos.length === wanted && videos.every((video) => video.currentTime > 0.3);
    },
    count,
    { timeout: 30_000 },
  );
  return page.$$eval('.rs-multiview__tile video', (videos) => (videos as HTMLVideoElement[]).map((video) => video.muted));
}

describe('multi-view on the dark realm', () => {
  it('plays two live events side by side with the sound of one, switchable, and keeps them in the address', async () => {
    const page = await stage.browser.newPage();
    await page.goto(`${origin()}/multi-view`);
    await page.getByRole('heading', { level: 1, name: 'Multi-view' }).waitFor();
    const onAir = page.locator('.rs-multiview__event');
    expect(await onAir.count()).toBeGreaterThanOrEqual(2);
    // Each event by its own row, each click once the last one is on screen: a
    // second "Watch here" found before the page re-renders is the first event's
    // button again, which would take it back off.
    for (const row of [onAir.nth(0), onAir.nth(1)]) {
      await row.getByRole('button', { name: 'Watch here' }).click();
      await row.getByRole('button', { name: 'Take off screen', pressed: true }).waitFor();
    }

    expect(await mutedTiles(page, 2)).toEqual([false, true]);
    const second = page.locator('.rs-multiview__tile').nth(1);
    const secondTitle = await second.getAttribute('aria-label');
    await second.getByRole('button', { name: 'Listen' }).click();
    // In 1+3 the tile with sound takes the large place.
    await expect.poll(() => page.locator('.rs-multiview__tile').first().getAttribute('aria-label')).toBe(secondTitle);
    expect(await mutedTiles(page, 2)).toEqual([false, true]);

    await page.getByRole('button', { name: '2 × 2' }).click();
    await page.locator('.rs-multiview__stage--grid').waitFor();
    const address = page.url();
    expect(new URL(address).searchParams.get('layout')).toBe('grid');

    await page.reload();
    expect(await mutedTiles(page, 2)).toEqual([false, true]);
    await page.locator('.rs-multiview__stage--grid').waitFor();
    await page.close();
  });
});

describe('multi-view on a realm without it', () => {
  it('is the not-found page', async () => {
    const page = await stage.browser.newPage();
    const acme = `http://acme.localhost:${stage.platform.port}`;
    await signInThroughForm(page, `${acme}/login`, demoCustomers.acme);
    await page.goto(`${acme}/multi-view`);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await page.close();
  });
});
