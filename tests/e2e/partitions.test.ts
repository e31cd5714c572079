// Content partitions (issue 13): a realm split into leagues
// (tests/fixtures/partitionRealms/leagues.json, a realm file with no code of its
// own). A new viewer picks a league when signing up, finds it on the account
// page (section=partitions, reached by the '/partitions' redirect), moves to the
// other league, and the menu follows at once, without the page loading again.
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { usePages, usePlatformInChromium, type Stage } from '../support/e2eHooks.ts';

const stage: Stage = usePlatformInChromium({
  realmsDir: fileURLToPath(new URL('../fixtures/partitionRealms', import.meta.url)),
});
const newPage = usePages(stage);
const leagues = () => `http://leagues.localhost:${stage.platform.port}`;
const screenshots = process.env.E2E_SCREENSHOT_DIR;

const menuLink = (page: Page, name: string) => page.locator('header').getByRole('link', { name, exact: true });

async function signUp(page: Page, email: string, league: string | null) {
  await page.goto(`${leagues()}/signup`);
  await page.getByRole('heading', { name: 'Create your account' }).waitFor();
  await page.getByLabel(/^Email/).first().fill(email);
  await page.getByLabel(/^Password/).fill('fight-night-42');
  if (league) await page.getByRole('radio', { name: league }).check();
  await page.getByRole('button', { name: 'Create account' }).click();
}

describe('a viewer of a realm split into leagues', () => {
  it('is asked to choose a league when signing up', async () => {
    const page = await newPage();
    await signUp(page, 'undecided@example.test', null);
    await page.getByText('Please choose what you want to follow.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/signup');
  });

  it('signs up following a league, sees its menu, and changes league on the account page without a reload', async () => {
    const page = await newPage();
    await signUp(page, 'north.fan@example.test', 'North League');
    await page.waitForURL((url) => url.pathname === '/');
    // The realm's shared menu plus the chosen league's own entry.
    await menuLink(page, 'North League').waitFor();
    expect(await menuLink(page, 'Schedule').count()).toBe(1);
    expect(await menuLink(page, 'South League').count()).toBe(0);

    await page.goto(`${leagues()}/partitions`);
    await page.waitForURL((url) => url.pathname === '/account' && url.searchParams.get('section') === 'partitions');
    await page.getByRole('heading', { name: 'What you follow' }).waitFor();
    await page.getByText('You follow North League.').waitFor();
    expect(await page.getByRole('radio', { name: 'North League' }).isChecked()).toBe(true);
    if (screenshots) await page.screenshot({ path: `${screenshots}/partitions-1280.png`, fullPage: true });

    // Marks this document: a page load would lose the mark.
    await page.evaluate(() => ((window as { partitionMark?: boolean }).partitionMark = true));
    await page.getByRole('radio', { name: 'South League' }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').getByText('Saved. Your menu now follows your choice.').waitFor();
    await page.getByText('You follow South League.').waitFor();
    await menuLink(page, 'South League').waitFor();
    expect(await menuLink(page, 'North League').count()).toBe(0);
    expect(await page.evaluate(() => (window as { partitionMark?: boolean }).partitionMark)).toBe(true);

    // Kept by the platform: a fresh load shows the new league too.
    await page.reload();
    await menuLink(page, 'South League').waitFor();
    expect(await page.getByRole('radio', { name: 'South League' }).isChecked()).toBe(true);
  });

  it('fits a phone: the league choice and its menu entry', async () => {
    const page = await newPage({ width: 390, height: 844 });
    await signUp(page, 'phone.fan@example.test', 'South League');
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto(`${leagues()}/account?section=partitions`);
    await page.getByText('You follow South League.').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    if (screenshots) await page.screenshot({ path: `${screenshots}/partitions-390.png`, fullPage: true });
    // The phone's menu lists the league's entry behind its button.
    await page.getByRole('button', { name: /menu/i }).first().click();
    await page.getByRole('link', { name: 'South League', exact: true }).first().waitFor();
    expect(await page.getByRole('link', { name: 'North League', exact: true }).count()).toBe(0);
    if (screenshots) await page.screenshot({ path: `${screenshots}/partitions-390-menu.png` });
  });
});
