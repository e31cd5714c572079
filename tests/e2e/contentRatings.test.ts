// A family on the dark realm, in Chromium: the parent adds a child profile
// through the profiles dialog and hands the app to the child. The child's home
// page has no title above AGE_12 (the parent's has the adult fights), a mature
// video opened by its address is a page that does not exist, and the account
// pages send the child home instead of showing a 404 or a refusal.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { usePlatformInChromium } from '../support/e2eHooks.ts';
import { graphql } from '../support/graphql.ts';
import { demoCustomers, signInThroughForm } from '../support/session.ts';

const stage = usePlatformInChromium();
const origin = () => `http://localhost:${stage.platform.port}`;

const dialog = (page: Page) => page.getByRole('dialog');

/** The addresses of every card on the page (`/video/1`, `/live/2`…), once the rails are there. */
async function cardAddresses(page: Page): Promise<string[]> {
  await page.locator('main .rs-card').first().waitFor();
  const hrefs = await page.locator('main a.rs-card').evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
  return [...new Set(hrefs)];
}

const FIELD_OF: Record<string, string> = { video: 'video', live: 'liveEvent', playlist: 'playlist', series: 'series' };

/**
 * The age rating of each card's title, asked of the gateway as a guest (who
 * sees every rating on ringside), the way a TV app would.
 */
async function ratingsOf(addresses: string[]): Promise<Record<string, string>> {
  const checkIn = await graphql(stage.platform.url, `mutation { checkInAsGuest(input: { tokenDelivery: BODY }) { tokens { accessToken } } }`, {
    realm: 'ringside',
  });
  const token = checkIn.data!.checkInAsGuest.tokens.accessToken as string;
  const ratings: Record<string, string> = {};
  // Ten titles a query: the gateway refuses more aliases than that.
  for (let start = 0; start < addresses.length; start += 10) {
    const batch = addresses.slice(start, start + 10);
    const fields = batch.map((address, index) => {
      const [, kind, id] = address.split('/');
      return `t${index}: ${FIELD_OF[kind!]}(internalId: "${id}") { ageRating }`;
    });
    const answer = await graphql(stage.platform.url, `{ ${fields.join(' ')} }`, {
      realm: 'ringside',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(answer.errors).toBeUndefined();
    batch.forEach((address, index) => (ratings[address] = answer.data![`t${index}`].ageRating as string));
  }
  return ratings;
}

const CHILD_RATINGS = ['ALL', 'AGE_7', 'AGE_12'];

describe('a child profile', () => {
  let page: Page;
  let adultHome: string[];

  beforeAll(async () => {
    const context = await stage.browser.newContext();
    page = await context.newPage();
    await signInThroughForm(page, `${origin()}/login`, demoCustomers.ringside);
    adultHome = await cardAddresses(page);

    // The parent adds a child profile and picks it.
    await page.getByRole('button', { name: /^Profile: .*Switch profile$/ }).click();
    await dialog(page).getByRole('button', { name: 'Manage profiles' }).click();
    await dialog(page).getByRole('button', { name: 'Add profile' }).click();
    await dialog(page).getByLabel(/^Name( \*)?$/).fill('Robin');
    await dialog(page).getByRole('checkbox', { name: /Child profile/ }).check();
    await dialog(page).getByRole('button', { name: 'Add profile' }).click();
    await dialog(page).getByRole('button', { name: 'Edit Robin' }).waitFor();
    await dialog(page).getByRole('button', { name: /Back/ }).click();
    await dialog(page).getByRole('button', { name: /^Robin(\s|$)/ }).click();
    await page.getByRole('button', { name: /^Profile: Robin/ }).waitFor();
  });

  it('finds no title above AGE_12 on the home page, where the parent finds the adult fights', async () => {
    await page.goto(`${origin()}/`);
    const childHome = await cardAddresses(page);
    const ratings = await ratingsOf([...new Set([...adultHome, ...childHome])]);

    expect(childHome.length).toBeGreaterThan(0);
    expect(childHome.filter((address) => !CHILD_RATINGS.includes(ratings[address]!))).toEqual([]);
    // What the parent saw and the child does not: exactly the titles above 12.
    const mature = adultHome.filter((address) => !CHILD_RATINGS.includes(ratings[address]!));
    expect(mature).toContain('/video/1');
    expect(adultHome.filter((address) => !childHome.includes(address)).sort()).toEqual(mature.sort());
  });

  // Video 1 and event 1 are MMA fights (AGE_18), playlist 1 gathers full fights (AGE_16).
  it.each(['/video/1', '/live/1', '/playlist/1'])('gets the not-found page for a mature title opened by its address: %s', async (address) => {
    await page.goto(`${origin()}${address}`);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    expect(await page.locator('video').count()).toBe(0);
  });

  it.each(['/account', '/account?section=preferences', '/preferences'])('is taken home from %s, not shown a 404', async (address) => {
    await page.goto(`${origin()}${address}`);
    await page.waitForURL((url) => url.pathname === '/');
    await page.locator('main .rs-card').first().waitFor();
    expect(await page.getByRole('heading', { name: 'Page not found' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Profile: Robin/ }).count()).toBe(1);
  });

  it('still opens the profile picker, the way back to the parent', async () => {
    await page.goto(`${origin()}/profiles`);
    await dialog(page).getByRole('heading', { name: 'Profiles' }).waitFor();
  });
});
