// A guest on the dark realm browses collections from the home page: a
// playlist shows all of its videos as cards, a series shows its two seasons
// with their episodes, and an episode opens its own page.
import { describe, expect, it } from 'vitest';
import { usePlatformInChromium } from '../support/e2eHooks.ts';

const stage = usePlatformInChromium();

describe('collections on the dark realm', () => {
  it('opens a playlist from the home page and sees every one of its videos', async () => {
    const page = await stage.browser.newPage();
    await page.goto(`http://localhost:${stage.platform.port}/`);
    const playlistCard = page.locator('a[data-content-kind="playlist"]').first();
    const title = (await playlistCard.locator('h3').innerText()).trim();
    await playlistCard.click();
    await page.waitForURL(/\/playlist\/(\d+)$/);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();

    // The header says how many videos the playlist holds; the grid shows them all.
    const announced = await page.getByText(/^\d+ videos$/).innerText();
    const cards = page.locator('.rs-grid a[data-content-kind="video"]');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(Number.parseInt(announced, 10));
    expect(await cards.count()).toBeGreaterThan(1);
    await page.close();
  });

  it('opens the series and sees two seasons of episodes, then an episode plays on its own page', async () => {
    const page = await stage.browser.newPage();
    await page.goto(`http://localhost:${stage.platform.port}/`);
    await page.locator('a[data-content-kind="series"]').first().click();
    await page.waitForURL(/\/series\/\d+$/);

    const seasons = page.locator('section.rs-season');
    await seasons.first().waitFor();
    expect(await seasons.count()).toBe(2);
    for (const season of await seasons.all()) {
      expect(await season.locator('a[data-content-kind="video"]').count()).toBeGreaterThan(0);
    }

    const episode = seasons.first().locator('a[data-content-kind="video"]').first();
    const episodeTitle = (await episode.locator('h3').innerText()).trim();
    await episode.click();
    await page.waitForURL(/\/video\/\d+$/);
    await page.getByRole('heading', { level: 1, name: episodeTitle }).waitFor();
    await page.locator('video').waitFor();
    await page.close();
  });
});
