// The five navigation layouts of spec §2 (TOP, TOP_LEFT, HAMBURGER, SIDEBAR,
// FOLDER), each tried on Ringside at a desktop width and a phone's: with a menu
// of every kind of item and titles of 40+ characters, nothing pushes the page
// wider than the window, axe finds nothing serious in the bar or its open
// menu, the menu opens and closes from the keyboard (focus goes in and comes
// back), and it closes on a click outside and on a resize across 1025 px.
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MenuItemDefinition, MenuLayout } from '../../backend/src/realm/menu.ts';
import { launchBrowser } from '../support/browser.ts';
import { type EditableMenusPlatform, startPlatformWithEditableMenus } from '../support/editableMenus.ts';
import { demoCustomers, signInThroughForm } from '../support/session.ts';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

const LONG_SECTION = 'The Extraordinarily Long Championship Rewind Collection';
const LONG_FOLDER = 'Everything From the Vaults of Forty Years of Fights';
const en = (text: string) => ({ en: text });

// Every kind of item (realm/menu.ts): sections, a folder, an outbound link, views and the consent plugin.
const menu: MenuItemDefinition[] = [
  { id: 9001, type: 'SECTION', section: 'home', icon: 'home', title: en('Home') },
  { id: 9002, type: 'SECTION', section: 'browse', icon: 'browse', title: en('Browse') },
  { id: 9003, type: 'SECTION', section: 'schedule', icon: 'schedule', title: en('Schedule') },
  {
    id: 9004,
    type: 'FOLDER',
    title: en(LONG_FOLDER),
    items: [
      { id: 9005, type: 'SECTION', section: 'rewind', title: en(LONG_SECTION) },
      { id: 9006, type: 'VIEW', view: 'Fighters', icon: 'fighters', title: en('Fighters') },
      { id: 9007, type: 'LINK', url: 'https://shop.example.com/', title: en('Ringside shop') },
      ...Array.from({ length: 8 }, (_, index): MenuItemDefinition & { type: 'SECTION' } => ({
        id: 9020 + index,
        type: 'SECTION',
        section: `archive-${index + 1}`,
        title: en(`Archive ${index + 1}`),
      })),
    ],
  },
  { id: 9008, type: 'VIEW', view: 'livenow', icon: 'live', title: en('Live now') },
  { id: 9009, type: 'VIEW', view: 'search', icon: 'search', title: en('Search') },
  { id: 9010, type: 'VIEW', view: 'mylist', icon: 'watchlist', title: en('My list') },
  { id: 9011, type: 'PLUGIN', plugin: 'consent', icon: 'preferences', title: en('Privacy choices') },
];

const layouts: MenuLayout[] = ['TOP', 'TOP_LEFT', 'HAMBURGER', 'SIDEBAR', 'FOLDER'];
const widths = [1280, 390];

let platform: EditableMenusPlatform;
let browser: Browser;

beforeAll(async () => {
  platform = await startPlatformWithEditableMenus();
  browser = await launchBrowser();
}, 400_000);

afterAll(async () => {
  await browser?.close();
  await platform?.close();
});

const origin = () => `http://localhost:${platform.port}`;

/** Screenshots for a person to look at, when SCREENSHOT_DIR is set. */
async function shoot(page: Page, name: string) {
  if (process.env.SCREENSHOT_DIR) await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/navLayouts-${name}.png` });
}

/** axe's serious and critical findings in the header (and the menu open in it), by rule and element. */
async function seriousAxeFindings(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axePath });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
    const result = await axe.run(document.querySelector('header')!, { resultTypes: ['violations'] });
    return result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`));
  });
}

function pageOverflows(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
}

/**
 * Header controls whose visible part reaches past the window's edge (a long
 * title that is not cut short). A control scrolled out of a menu that scrolls
 * sideways is clipped by it, not past the window: only what shows counts.
 */
function controlsOutsideWindow(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('header a, header button, header select')]
      .filter((control) => control.checkVisibility({ visibilityProperty: true }))
      .filter((control) => {
        const box = control.getBoundingClientRect();
        let left = box.left;
        let right = box.right;
        for (let parent = control.parentElement; parent; parent = parent.parentElement) {
          if (getComputedStyle(parent).overflowX === 'visible') continue;
          const clip = parent.getBoundingClientRect();
          left = Math.max(left, clip.left);
          right = Math.min(right, clip.right);
        }
        return right > left && (left < -0.5 || right > window.innerWidth + 0.5);
      })
      .map((control) => (control.textContent ?? '').trim()),
  );
}

async function openPage(width: number): Promise<Page> {
  // axe is added to the page as a script of its own, which the app's CSP would refuse.
  const context = await browser.newContext({ locale: 'en-US', viewport: { width, height: 800 }, bypassCSP: true });
  const page = await context.newPage();
  await page.goto(`${origin()}/`);
  // The first page of a cold platform on a busy machine can take a while.
  await page.getByRole('banner').waitFor({ timeout: 90_000 });
  return page;
}

describe.each(layouts)('the %s layout', (layout) => {
  beforeAll(async () => {
    await platform.setMenu('ringside', layout, menu);
  });

  describe.each(widths)('at %i px', (width) => {
    let page: Page;

    beforeAll(async () => {
      page = await openPage(width);
    });

    afterAll(async () => {
      await page?.context().close();
    });

    // The menu is behind the hamburger on a phone, and in the HAMBURGER layout at every width.
    const behindHamburger = width < 1025 || layout === 'HAMBURGER';

    it('fits the window, with nothing serious for axe', async () => {
      await expect.poll(() => page.evaluate(() => document.querySelector('header')?.className)).toContain(
        `rs-nav--${layout.toLowerCase().replace('_', '-')}`,
      );
      await shoot(page, `${layout}-${width}`);
      expect(await pageOverflows(page)).toBe(false);
      expect(await controlsOutsideWindow(page)).toEqual([]);
      expect(await seriousAxeFindings(page)).toEqual([]);

      const menuButton = page.getByRole('banner').getByRole('button', { name: 'Open menu' });
      expect(await menuButton.isVisible()).toBe(behindHamburger);
      if (!behindHamburger) {
        // The sections are in the bar; a long title is cut short but keeps its full name.
        const main = page.getByRole('navigation', { name: 'Main' });
        await main.getByRole('link', { name: 'Browse', exact: true }).waitFor();
        if (layout !== 'FOLDER') await main.getByRole('link', { name: LONG_SECTION }).waitFor();
      }
    });

    it.runIf(behindHamburger)('opens the menu panel from the keyboard, focus inside, and Escape brings focus back', async () => {
      const menuButton = page.getByRole('banner').getByRole('button', { name: 'Open menu' });
      await menuButton.focus();
      await page.keyboard.press('Enter');
      const closeButton = page.getByRole('banner').getByRole('button', { name: 'Close menu' });
      await expect.poll(() => closeButton.getAttribute('aria-expanded')).toBe('true');
      expect(await closeButton.getAttribute('aria-controls')).toBe('rs-main-menu');
      await expect.poll(() => page.evaluate(() => document.querySelector('#rs-main-menu')?.contains(document.activeElement))).toBe(true);

      await shoot(page, `${layout}-${width}-open`);
      expect(await pageOverflows(page)).toBe(false);
      expect(await controlsOutsideWindow(page)).toEqual([]);
      expect(await seriousAxeFindings(page)).toEqual([]);

      await page.keyboard.press('Escape');
      await expect.poll(() => menuButton.getAttribute('aria-expanded')).toBe('false');
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-controls'))).toBe('rs-main-menu');
    });

    it.runIf(behindHamburger)('closes the menu on a click outside it', async () => {
      await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
      const toggle = page.locator('button[aria-controls="rs-main-menu"]');
      await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
      // Where the panel leaves some of the page uncovered, a click there; on a phone the
      // panel of this long menu covers the window, so the press lands on the page below it.
      const panel = (await page.locator('#rs-main-menu').boundingBox())!;
      if (panel.x + panel.width < width - 20) await page.mouse.click(width - 10, 790);
      else await page.locator('#rs-main').dispatchEvent('pointerdown');
      await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    });

    it.runIf(layout === 'FOLDER')('opens a folder from the keyboard: its entries, at most 300 px high, focus in and back', async () => {
      const toggle = page.locator('button[aria-controls="rs-main-menu"]');
      if (behindHamburger) {
        await toggle.click();
        await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
      }
      const folder = page.getByRole('button', { name: LONG_FOLDER });
      await folder.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => folder.getAttribute('aria-expanded')).toBe('true');
      const list = page.locator(`#${await folder.getAttribute('aria-controls')}`);
      await list.getByRole('link', { name: LONG_SECTION }).waitFor();
      expect((await list.boundingBox())!.height).toBeLessThanOrEqual(300);
      await expect.poll(() => list.evaluate((element) => element.contains(document.activeElement))).toBe(true);

      const shop = list.getByRole('link', { name: 'Ringside shop' });
      expect(await shop.getAttribute('target')).toBe('_blank');
      expect(await shop.getAttribute('rel')).toContain('noopener');

      await shoot(page, `${layout}-${width}-folder`);
      expect(await pageOverflows(page)).toBe(false);
      expect(await seriousAxeFindings(page)).toEqual([]);

      await page.keyboard.press('Escape');
      await expect.poll(() => folder.getAttribute('aria-expanded')).toBe('false');
      await expect.poll(() => folder.evaluate((element) => element === document.activeElement)).toBe(true);
      if (behindHamburger) {
        await page.keyboard.press('Escape');
        await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
      }
    });
  });

  it('closes an open menu when the window is resized across 1025 px', async () => {
    const page = await openPage(390);
    try {
      const toggle = page.locator('button[aria-controls="rs-main-menu"]');
      await toggle.click();
      await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
      await page.setViewportSize({ width: 1280, height: 800 });
      await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    } finally {
      await page.context().close();
    }
  });
});

describe('a signed-in customer', () => {
  let page: Page;

  beforeAll(async () => {
    await platform.setMenu('ringside', 'TOP', menu);
    const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 800 } });
    page = await context.newPage();
    await signInThroughForm(page, `${origin()}/login`, demoCustomers.ringside);
    await page.getByRole('banner').waitFor();
  });

  afterAll(async () => {
    await page?.context().close();
  });

  it('opens the consent preferences from the menu’s consent entry, without leaving the page', async () => {
    const before = page.url();
    await page.getByRole('banner').getByRole('button', { name: 'Privacy choices' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(page.url()).toBe(before);
    // Every question of the realm, with the account's answers (the demo fan has agreed to the terms).
    await expect.poll(() => dialog.getByRole('checkbox').count()).toBe(2);
    expect(await dialog.getByRole('checkbox').first().isChecked()).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  it('shows a guest no consent entry, no live now and no account', async () => {
    const guest = await openPage(1280);
    try {
      const banner = guest.getByRole('banner');
      await banner.getByRole('link', { name: 'Sign in' }).waitFor();
      expect(await banner.getByRole('button', { name: 'Privacy choices' }).count()).toBe(0);
      expect(await banner.getByRole('button', { name: /^Live now/ }).count()).toBe(0);
      expect(await banner.getByRole('link', { name: 'Account', exact: true }).count()).toBe(0);
    } finally {
      await guest.context().close();
    }
  });
});
