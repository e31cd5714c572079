// The top bar at common desktop widths, signed in: on both realms, and in
// Portuguese (longer labels) on the dark one, nothing in the bar overlaps
// anything else, nothing pushes the page wider than the window, and every
// entry can still be reached by its name: shrunk to its icon, or behind the
// hamburger where the bar has no room for the sections.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usePlatformInChromium } from '../support/e2eHooks.ts';
import { type Credentials, demoCustomers, signInThroughForm } from '../support/session.ts';

const stage = usePlatformInChromium();

/** Screenshots for a person to look at, when SCREENSHOT_DIR is set. */
async function shoot(page: Page, name: string) {
  if (process.env.SCREENSHOT_DIR) {
    await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/navLayout-${name}.png`, clip: { x: 0, y: 0, ...page.viewportSize()!, height: 90 } });
  }
}

interface BarLayout {
  /** Pairs of on-screen controls of the bar whose boxes cross, by their names. */
  overlaps: string[];
  /** Controls that reach past the window's left or right edge. */
  outside: string[];
  /** The page scrolls sideways. */
  pageOverflows: boolean;
}

/** What a person sees of the bar: every link, button and picker on screen, and where it is. */
function barLayout(page: Page): Promise<BarLayout> {
  return page.evaluate(() => {
    const bar = document.querySelector('header')!;
    const controls = [...bar.querySelectorAll<HTMLElement>('a, button, select')]
      .filter((control) => control.checkVisibility({ visibilityProperty: true }))
      .map((control) => ({
        name: (control.getAttribute('aria-label') ?? control.textContent ?? '').trim().replace(/\s+/g, ' '),
        box: control.getBoundingClientRect(),
      }))
      .filter(({ box }) => box.width > 0 && box.height > 0);
    const overlaps: string[] = [];
    controls.forEach((a, i) => {
      for (const b of controls.slice(i + 1)) {
        const crossX = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
        const crossY = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
        // Half a pixel: rounding of fractional layouts, not an overlap anyone sees.
        if (crossX > 0.5 && crossY > 0.5) overlaps.push(`${a.name} × ${b.name}`);
      }
    });
    return {
      overlaps,
      outside: controls.filter(({ box }) => box.left < 0 || box.right > window.innerWidth + 0.5).map(({ name }) => name),
      pageOverflows: document.documentElement.scrollWidth > window.innerWidth,
    };
  });
}

interface Viewer {
  title: string;
  origin: () => string;
  credentials: Credentials;
  /** The language picked in the bar, when not the browser's English. */
  language?: string;
  /** The realm's sections (main menu), by name. */
  sections: string[];
  /** The bar's other links, by name (the realm's views, the account). */
  links: string[];
  /** The bar's buttons, by name (live-now counter, profile). */
  buttons: RegExp[];
  /** The language picker's name; none on a realm with one language. */
  languageLabel?: string;
  openMenu: string;
}

const viewers: Viewer[] = [
  {
    title: 'a customer of acme',
    origin: () => `http://acme.localhost:${stage.platform.port}`,
    credentials: demoCustomers.acme,
    sections: ['Home', 'Sports', 'Schedule'],
    links: ['My account', 'Favourites', 'Account', 'Sign out'],
    buttons: [/^Live\b/, /^Profile: /],
    openMenu: 'Open menu',
  },
  {
    title: 'a customer of ringside',
    origin: () => `http://localhost:${stage.platform.port}`,
    credentials: demoCustomers.ringside,
    sections: ['Home', 'Browse', 'Schedule'],
    links: ['My list', 'Account', 'Sign out'],
    // The consent plugin's entry opens a dialog: a button (realm file, backend/realms/ringside.json).
    buttons: [/^Live now\b/, /^Profile: /, /^Privacy choices$/],
    languageLabel: 'Language',
    openMenu: 'Open menu',
  },
  {
    title: 'a customer of ringside in Portuguese',
    origin: () => `http://localhost:${stage.platform.port}`,
    credentials: demoCustomers.ringside,
    language: 'pt',
    sections: ['Início', 'Explorar', 'Programação'],
    links: ['Minha lista', 'Conta', 'Sair'],
    buttons: [/^Ao vivo\b/, /^Perfil: /, /^Escolhas de privacidade$/],
    languageLabel: 'Idioma',
    openMenu: 'Abrir menu',
  },
];

describe.each(viewers)('the top bar for $title', (viewer) => {
  let page: Page;

  beforeAll(async () => {
    const context = await stage.browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 800 } });
    page = await context.newPage();
    await signInThroughForm(page, `${viewer.origin()}/login`, viewer.credentials);
    await page.getByRole('banner').waitFor();
    if (viewer.language) {
      await page.getByRole('combobox', { name: 'Language' }).selectOption(viewer.language);
      await page.waitForFunction((code) => document.documentElement.lang === code, viewer.language);
    }
  });

  afterAll(async () => {
    await page?.context().close();
  });

  it.each([1280, 1024])('fits %i px without an overlap and keeps every entry reachable by name', async (width) => {
    await page.setViewportSize({ width, height: 800 });
    // The bar settles on its layout as the window resizes: poll until it holds.
    await expect.poll(() => barLayout(page)).toEqual({ overlaps: [], outside: [], pageOverflows: false });
    await shoot(page, `${viewer.title.replace(/\W+/g, '-')}-${width}`);

    const banner = page.getByRole('banner');
    for (const name of viewer.links) await banner.getByRole('link', { name, exact: true }).waitFor();
    for (const name of viewer.buttons) await banner.getByRole('button', { name }).waitFor();
    if (viewer.languageLabel) await banner.getByRole('combobox', { name: viewer.languageLabel }).waitFor();

    // The sections are in the bar, or one click away behind the hamburger.
    const hamburger = banner.getByRole('button', { name: viewer.openMenu });
    const behindHamburger = await hamburger.isVisible();
    if (behindHamburger) await hamburger.click();
    const menu = banner.getByRole('navigation');
    for (const name of viewer.sections) await menu.getByRole('link', { name, exact: true }).waitFor();
    if (behindHamburger) {
      await page.keyboard.press('Escape');
      await hamburger.waitFor();
    }
  });
});
