// Named lists from a title's own page. Ringside's demo customer opens a
// video, makes a list from "Save to list" → "New list…", and finds the video
// on that list's page, after a reload too; taking it off from the same dialog
// empties the list. Acme has no named lists, so no "Save to list" either.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { usePlatformInChromium } from '../support/e2eHooks.ts';
import { demoCustomers, signInThroughForm } from '../support/session.ts';

const stage = usePlatformInChromium();

const ringside = () => `http://localhost:${stage.platform.port}`;
const acme = () => `http://acme.localhost:${stage.platform.port}`;

/** Resolves once the platform has answered the mutation the page sends next. */
function answered(page: Page, operation: string) {
  return page.waitForResponse(
    (response) => response.url().endsWith('/graphql') && (response.request().postData() ?? '').includes(operation),
  );
}

describe('Save to list on Ringside', () => {
  it('makes a list from a video page, keeps the video on it across a reload, and takes it off', async () => {
    // The demo account is shared: a name of its own, and the list is deleted at the end.
    const listName = `Fight club ${Date.now().toString(36)}`;
    const context = await stage.browser.newContext();
    const page = await context.newPage();
    await signInThroughForm(page, `${ringside()}/login?from=/video/5`, demoCustomers.ringside);
    const title = (await page.getByRole('heading', { level: 1 }).innerText()).trim();

    const saveToList = page.getByRole('button', { name: 'Save to list' });
    await saveToList.click();
    expect(await saveToList.getAttribute('aria-expanded')).toBe('true');
    const dialog = page.getByRole('dialog', { name: 'Save to list' });
    await dialog.getByRole('button', { name: 'New list…' }).click();
    await dialog.getByLabel('List name').fill(listName);
    const created = answered(page, 'SaveToListButtonCreateMutation');
    const added = answered(page, 'SaveToListButtonAddMutation');
    await dialog.getByRole('button', { name: 'Create and save' }).click();
    await created;
    await added;
    const choice = dialog.getByRole('checkbox', { name: listName });
    expect(await choice.isChecked()).toBe(true);

    // Escape closes the dialog and gives focus back to the button.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await saveToList.evaluate((button) => button === document.activeElement)).toBe(true);

    // The list holds the video, on its own page, after a reload too.
    await page.goto(`${ringside()}/watchlists`);
    await page.getByRole('list', { name: 'Your lists' }).getByRole('link', { name: new RegExp(listName) }).click();
    await page.getByRole('heading', { level: 1, name: listName }).waitFor();
    await expect.poll(() => page.locator('ul.rs-grid h3').allInnerTexts()).toEqual([title]);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: listName }).waitFor();
    await expect.poll(() => page.locator('ul.rs-grid h3').allInnerTexts()).toEqual([title]);
    const listUrl = page.url();

    // Back on the video, the dialog shows it on the list; unticking takes it off for good.
    await page.goto(`${ringside()}/video/5`);
    await saveToList.click();
    expect(await choice.isChecked()).toBe(true);
    const removed = answered(page, 'SaveToListButtonRemoveMutation');
    await choice.uncheck();
    await removed;
    expect(await choice.isChecked()).toBe(false);
    await page.goto(listUrl);
    await page.getByRole('heading', { name: 'This list is empty' }).waitFor();

    // The demo account is left as it was.
    await page.getByRole('link', { name: 'All your lists' }).click();
    await page.getByRole('button', { name: `Delete the list ${listName}` }).click();
    await expect
      .poll(() => page.getByRole('list', { name: 'Your lists' }).getByRole('link').allInnerTexts())
      .not.toContainEqual(expect.stringContaining(listName));
    await context.close();
  });
});

describe('Acme (no named lists)', () => {
  it('offers Favourites on a video page, and no "Save to list"', async () => {
    const context = await stage.browser.newContext();
    const page = await context.newPage();
    await signInThroughForm(page, `${acme()}/login?from=/`, demoCustomers.acme);
    const card = page.getByRole('main').locator('a[data-content-kind="video"]').first();
    await page.goto(new URL((await card.getAttribute('href')) ?? '', acme()).toString());
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('button', { name: /Favourites/ }).first().waitFor();
    expect(await page.getByRole('button', { name: 'Save to list' }).count()).toBe(0);
    await context.close();
  });
});
