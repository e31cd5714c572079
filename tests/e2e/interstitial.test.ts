// Spec §2 page behaviour, as a viewer meets it in Chromium. The dark realm's
// admin turns, through the admin REST call (docs/realm-file.md), interstitial
// pages on for videos opened from a playlist or a season (not from a series)
// and the enhanced metadata views on: the realm's own file with the keys of
// tests/fixtures/interstitialRealms/ringside.pageBehaviour.json added. (A
// second file named 'ringside' in REALMS_DIR would be refused as a duplicate,
// and a new realm has no content to open.)
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { usePages, usePlatformInChromium, type Stage } from '../support/e2eHooks.ts';
import { demoAdmins } from '../support/session.ts';

const stage: Stage = usePlatformInChromium();
const newPage = usePages(stage);
const origin = () => `http://localhost:${stage.platform.port}`;

const json = (url: URL) => JSON.parse(readFileSync(url, 'utf8'));

beforeAll(async () => {
  // Straight to the backend, before the gateway has read (and cached) the realm.
  const headers = { 'content-type': 'application/json', 'x-api-key': 'ringside-demo-key', realm: 'ringside', 'x-app': 'web', 'x-app-version': '1.0.0', 'x-device-id': 'e2e-admin' };
  const login = await fetch(`${stage.platform.upstreamUrl}/api/v2/login`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ id: demoAdmins.ringside.email, secret: demoAdmins.ringside.password }),
  });
  expect(login.status).toBe(200);
  const { authorisationToken } = (await login.json()) as { authorisationToken: string };
  const file = {
    ...json(new URL('../../backend/realms/ringside.json', import.meta.url)),
    ...json(new URL('../fixtures/interstitialRealms/ringside.pageBehaviour.json', import.meta.url)),
  };
  const written = await fetch(`${stage.platform.upstreamUrl}/api/v2/admin/realms/ringside`, {
    method: 'PUT',
    headers: { ...headers, authorization: `Bearer ${authorisationToken}` },
    body: JSON.stringify(file),
  });
  expect(written.status).toBe(200);
});

/** No page wider than the screen (a phone at 390 px). */
async function fitsTheScreen(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

describe('interstitial video pages', () => {
  it('opens a playlist’s video on its landing page, and Play starts the player in the same playlist', async () => {
    const page = await newPage();
    await page.goto(`${origin()}/`);
    await page.locator('a[data-content-kind="playlist"]').first().click();
    await page.waitForURL(/\/playlist\/\d+$/);
    // The playlist's page in its layout: a header zone and a list zone.
    await page.locator('[data-layout="playlist"]').waitFor();
    expect(await page.locator('[data-layout="playlist"] > [data-zone]').evaluateAll((zones) => zones.map((zone) => zone.getAttribute('data-zone')))).toEqual(['header', 'list']);
    const playlistId = new URL(page.url()).pathname.split('/').pop();

    const card = page.locator('.rs-grid a[data-content-kind="video"]').first();
    const title = (await card.locator('h3').innerText()).trim();
    await card.click();
    await page.waitForURL((url) => /^\/video\/\d+\/details$/.test(url.pathname) && url.searchParams.get('playlist') === playlistId);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    // A landing page, not a player: nothing plays until the viewer asks.
    expect(await page.locator('video').count()).toBe(0);

    await page.getByRole('link', { name: /^(Play|Resume)/ }).click();
    await page.waitForURL((url) => /^\/video\/\d+$/.test(url.pathname) && url.searchParams.get('playlist') === playlistId);
    await page.locator('video').waitFor();
  });

  it('shows the landing page for ?showInterstitial=true on a video’s own address, and fits a phone', async () => {
    const page = await newPage({ width: 390, height: 844 });
    await page.goto(`${origin()}/video/9?showInterstitial=true`);
    const play = page.getByRole('link', { name: /^(Play|Resume)/ });
    await play.waitFor();
    expect(await page.locator('video').count()).toBe(0);
    expect(await fitsTheScreen(page)).toBe(true);
    expect(await play.getAttribute('href')).toBe('/video/9');

    // Without the marker the same address plays, as it always did.
    await page.goto(`${origin()}/video/9`);
    await page.locator('video').waitFor();
  });
});

describe('the enhanced metadata views', () => {
  it('shows a series with its facts and its seasons as tabs; episodes from it play at once (no series interstitial)', async () => {
    const page = await newPage();
    await page.goto(`${origin()}/`);
    await page.locator('a[data-content-kind="series"]').first().click();
    await page.waitForURL(/\/series\/\d+$/);
    const tabs = page.getByRole('tab');
    await tabs.first().waitFor();
    const names = await tabs.allInnerTexts();
    expect(names).toHaveLength(2);
    expect(names[0]).toMatch(/^Season 1/);
    expect(names[1]).toMatch(/^Season 2/);
    // Genres from the episodes' tags.
    expect(await page.locator('.rs-genres li').allInnerTexts()).toContain('MMA');

    // The second season's episodes, one tab away.
    await tabs.nth(1).click();
    const episode = page.getByRole('tabpanel').locator('a[data-content-kind="video"]').first();
    const title = (await episode.locator('h3').innerText()).replace(/^\d+\.\s*/, '').trim();
    await episode.click();
    await page.waitForURL(/\/video\/\d+$/);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.locator('video').waitFor();
  });

  it('shows a season on its own page with episode rows, whose episodes open their landing page (season interstitials on)', async () => {
    const page = await newPage({ width: 390, height: 844 });
    await page.goto(`${origin()}/`);
    await page.locator('a[data-content-kind="series"]').first().click();
    // The season tab's link to the season's own page.
    await page.getByRole('tabpanel').locator('.rs-season-panel__head a').click();
    await page.waitForURL(/\/season\/\d+$/);
    await page.locator('[data-layout="season"] .rs-episode').first().waitFor();
    expect(await fitsTheScreen(page)).toBe(true);

    await page.locator('.rs-episode').first().click();
    await page.waitForURL(/\/video\/\d+\/details$/);
    await page.getByRole('link', { name: /^(Play|Resume)/ }).waitFor();
    // The episode's series and season, each a way back.
    await page.locator('.rs-interstitial__context').getByRole('link').first().waitFor();
  });
});

describe('the grid layout', () => {
  it('has a header, a sidebar and a list, and the sidebar narrows a mixed rail to one kind', async () => {
    const page = await newPage();
    // The home page's "Featured" rail (series, videos, a playlist, a live event).
    await page.goto(`${origin()}/grid/${Buffer.from('Bucket:home/4').toString('base64')}`);
    const cards = page.locator('[data-zone="list"] .rs-grid > li');
    await cards.first().waitFor();
    expect(await page.locator('[data-layout="grid"] > [data-zone]').evaluateAll((zones) => zones.map((zone) => zone.getAttribute('data-zone')))).toEqual(['header', 'sidebar', 'list']);
    const all = await cards.count();
    expect(all).toBeGreaterThan(1);

    await page.locator('[data-zone="sidebar"]').getByRole('button', { name: 'Series' }).click();
    await expect.poll(() => cards.count()).toBeLessThan(all);
    expect(await page.locator('[data-zone="list"] a[data-content-kind]').evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute('data-content-kind')))])).toEqual(['series']);
  });

  it('stacks the sidebar above the list on a phone, within the screen', async () => {
    const page = await newPage({ width: 390, height: 844 });
    await page.goto(`${origin()}/grid/${Buffer.from('Bucket:home/4').toString('base64')}`);
    await page.locator('[data-zone="list"] .rs-grid > li').first().waitFor();
    const sidebar = await page.locator('[data-zone="sidebar"]').boundingBox();
    const list = await page.locator('[data-zone="list"]').boundingBox();
    expect(sidebar!.y + sidebar!.height).toBeLessThanOrEqual(list!.y);
    expect(await fitsTheScreen(page)).toBe(true);
  });
});
