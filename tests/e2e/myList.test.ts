// Lists as a viewer keeps them. A new Ringside customer adds a video from its
// card on the home page and another from its own page, reloads My list and
// finds both, then takes one off. On Acme the same list is Favourites (and
// there is no My list page). A guest who tries to add something is asked to
// sign in. A rail's "See all" opens the whole bucket as a grid that loads
// more cards as the viewer scrolls.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createRingsideAccount } from '../support/accounts.ts';
import { usePlatformInChromium } from '../support/e2eHooks.ts';
import { demoCustomers, signInThroughForm } from '../support/session.ts';

const stage = usePlatformInChromium();

const ringside = () => `http://localhost:${stage.platform.port}`;
const acme = () => `http://acme.localhost:${stage.platform.port}`;

/** Resolves once the platform has answered the list mutation the page sends next. */
function listChange(page: Page, mutation: 'MyListButtonAddMutation' | 'MyListButtonRemoveMutation') {
  return page.waitForResponse(
    (response) => response.url().endsWith('/graphql') && (response.request().postData() ?? '').includes(mutation),
  );
}

/** The cards of the page's grid (the list's, not the rails'), by title. */
function gridTitles(page: Page): Promise<string[]> {
  return page.locator('ul.rs-grid h3').allInnerTexts();
}

/** A video card on the page: its frame holds the link and, beside it, the list button. */
function videoCard(scope: Page | Locator, index = 0): Locator {
  return scope.locator('.rs-card-frame:has(a[data-content-kind="video"])').nth(index);
}

describe('My list on Ringside', () => {
  it('keeps what a customer adds from a card and from a page, across a reload, until they take it off', async () => {
    const account = await createRingsideAccount(stage.platform);
    const context = await stage.browser.newContext();
    const page = await context.newPage();
    await signInThroughForm(page, `${ringside()}/login?from=/`, account);

    // From a card on the home page: the button changes at once and the platform keeps it.
    const card = videoCard(page);
    await card.waitFor();
    const fromCard = (await card.locator('h3').innerText()).trim();
    const added = listChange(page, 'MyListButtonAddMutation');
    await card.getByRole('button', { name: 'Add to My list' }).click();
    expect(await card.getByRole('button', { name: 'Remove from My list' }).getAttribute('aria-pressed')).toBe('true');
    await added;

    // From another video's own page.
    const cardPath = new URL((await card.locator('a').getAttribute('href')) ?? '', ringside()).pathname;
    await page.goto(`${ringside()}${cardPath === '/video/5' ? '/video/6' : '/video/5'}`);
    const fromPage = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
    const addedToo = listChange(page, 'MyListButtonAddMutation');
    await page.getByRole('button', { name: 'Add to My list' }).click();
    await addedToo;
    await page.getByRole('button', { name: 'Remove from My list' }).waitFor();

    // The menu leads to the list; after a reload both are there, the newest first.
    await page.getByRole('link', { name: 'My list' }).click();
    await page.waitForURL(/\/my-list$/);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'My list' }).waitFor();
    await expect.poll(() => gridTitles(page)).toEqual([fromPage, fromCard]);

    // Taken off from its card on the list: it leaves the grid at once, and for good.
    const listed = page.locator('ul.rs-grid .rs-card-frame').filter({ hasText: fromPage });
    const removed = listChange(page, 'MyListButtonRemoveMutation');
    await listed.getByRole('button', { name: 'Remove from My list' }).click();
    await expect.poll(() => gridTitles(page)).not.toContain(fromPage);
    await removed;
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'My list' }).waitFor();
    await expect.poll(() => gridTitles(page)).toEqual([fromCard]);
    await context.close();
  });

  it('asks a guest to sign in, on a card and on the list page', async () => {
    const context = await stage.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${ringside()}/`);
    const card = videoCard(page);
    await card.getByRole('button', { name: 'Add to My list' }).click();
    expect(await card.getByRole('alert').innerText()).toBe('Sign in to keep a list.');
    await card.getByRole('button', { name: 'Add to My list' }).waitFor();

    await page.goto(`${ringside()}/my-list`);
    await page.getByRole('heading', { name: 'Sign in to keep a list' }).waitFor();
    const signIn = page.getByRole('main').getByRole('link', { name: 'Sign in' });
    expect(await signIn.getAttribute('href')).toContain('from=%2Fmy-list');
    await context.close();
  });
});

describe('named lists on Ringside (watchlists on)', () => {
  it('a customer makes a list, opens it and deletes it; My list stays', async () => {
    const account = await createRingsideAccount(stage.platform);
    const context = await stage.browser.newContext();
    const page = await context.newPage();
    await signInThroughForm(page, `${ringside()}/login?from=/watchlists`, account);
    await page.getByRole('heading', { level: 1, name: 'Your lists' }).waitFor();

    await page.getByLabel('New list').fill('Saturday card');
    await page.getByRole('button', { name: 'Create list' }).click();
    const lists = page.getByRole('list', { name: 'Your lists' });
    await lists.getByRole('link', { name: /Saturday card/ }).waitFor();

    // A second list by the same name (without case) is refused, beside the field.
    await page.getByLabel('New list').fill('saturday CARD');
    await page.getByRole('button', { name: 'Create list' }).click();
    await page.getByText('You already have a list with this name.').waitFor();

    await lists.getByRole('link', { name: /Saturday card/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Saturday card' }).waitFor();
    await page.getByRole('heading', { name: 'This list is empty' }).waitFor();

    await page.getByRole('link', { name: 'All your lists' }).click();
    await page.getByRole('button', { name: 'Delete the list Saturday card' }).click();
    await expect.poll(() => lists.getByRole('link').allInnerTexts()).toEqual([expect.stringContaining('My list')]);
    await page.reload();
    await expect.poll(() => page.getByRole('list', { name: 'Your lists' }).getByRole('link').allInnerTexts()).toEqual([
      expect.stringContaining('My list'),
    ]);
    await context.close();
  });
});

describe('Favourites on Acme', () => {
  it('is the list there, and Acme has no My list page', async () => {
    const context = await stage.browser.newContext();
    const page = await context.newPage();
    await signInThroughForm(page, `${acme()}/login?from=/`, demoCustomers.acme);

    await page.goto(`${acme()}/my-list`);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();

    await page.goto(`${acme()}/`);
    const card = videoCard(page.getByRole('main'));
    const title = (await card.locator('h3').innerText()).trim();
    const added = listChange(page, 'MyListButtonAddMutation');
    await card.getByRole('button', { name: 'Add to Favourites' }).click();
    await added;

    await page.getByRole('link', { name: 'Favourites' }).click();
    await page.waitForURL(/\/favourites$/);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Favourites' }).waitFor();
    await expect.poll(() => gridTitles(page)).toContain(title);

    // The demo account's list is left as it was.
    const removed = listChange(page, 'MyListButtonRemoveMutation');
    await page.locator('ul.rs-grid .rs-card-frame').filter({ hasText: title }).getByRole('button', { name: 'Remove from Favourites' }).click();
    await removed;
    await context.close();
  });
});

describe('a rail seen whole (GRID)', () => {
  it('opens from "See all" and loads more cards as the viewer scrolls', async () => {
    // 700 px wide: pages of 9 cards (spec §9).
    const context = await stage.browser.newContext({ viewport: { width: 700, height: 600 } });
    const page = await context.newPage();
    await page.goto(`${ringside()}/browse`);
    const rail = page.getByRole('region').filter({ has: page.getByRole('link', { name: 'See all' }) }).first();
    const railTitle = (await rail.getByRole('heading', { level: 2 }).innerText()).trim();
    await rail.getByRole('link', { name: 'See all' }).click();
    await page.waitForURL(/\/grid\//);
    await page.getByRole('heading', { level: 1, name: railTitle }).waitFor();
    const cards = page.locator('ul.rs-grid > li');
    await expect.poll(() => cards.count()).toBe(9);

    await page.mouse.wheel(0, 10_000);
    await expect.poll(() => cards.count()).toBeGreaterThan(9);
    await context.close();
  });
});
