// What a visitor's browser shows of a realm, read the way a person would see
// it: the tab title, the logo, the page colours and the navigation bar.
import type { Page } from 'playwright-core';

export interface RealmAsSeen {
  documentTitle: string;
  logoSources: string[];
  backgroundColour: string;
  navigationLabels: string[];
}

export async function readRealmAsSeen(page: Page): Promise<RealmAsSeen> {
  await page.locator('nav a').first().waitFor();
  return {
    documentTitle: await page.title(),
    logoSources: await page.locator('header img, nav img').evaluateAll((images) =>
      images.map((image) => new URL((image as HTMLImageElement).src).pathname),
    ),
    backgroundColour: await visibleBackground(page),
    navigationLabels: (await page.locator('nav a').allInnerTexts()).map((label) => label.trim()).filter(Boolean),
  };
}

/**
 * The colour a viewer sees behind the page: the background of the first
 * element under a point in the left margin that paints one.
 */
async function visibleBackground(page: Page): Promise<string> {
  return page.evaluate(() => {
    let element: Element | null = document.elementFromPoint(4, Math.round(window.innerHeight / 2));
    while (element) {
      const colour = getComputedStyle(element).backgroundColor;
      if (colour !== 'rgba(0, 0, 0, 0)' && colour !== 'transparent') return colour;
      element = element.parentElement;
    }
    return 'transparent';
  });
}

/** `#0b0d12` → `rgb(11, 13, 18)`, the form getComputedStyle answers in. */
export function hexToRgb(hex: string): string {
  const value = hex.replace('#', '');
  const full = value.length === 3 ? [...value].map((c) => c + c).join('') : value;
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

/** Waits until the page's <video> has really played `seconds` of media. */
export async function waitForPlayback(page: Page, seconds: number): Promise<number> {
  const video = page.locator('video');
  await video.waitFor();
  const start = await video.evaluate((element: HTMLVideoElement) => element.currentTime);
  await page.waitForFunction(
    ({ from, seconds: wanted }) => {
      const element = document.querySelector('video');
      return !!element && !element.paused && element.currentTime >= from + wanted;
    },
    { from: start, seconds },
    { timeout: 30_000 },
  );
  return video.evaluate((element: HTMLVideoElement) => element.currentTime);
}

/** A card of a free video (no Premium or PPV mark): a guest's player starts there. Full fights are premium. */
export const FREE_VIDEO_CARD = 'a[data-content-kind="video"]:not(:has([data-licensing]))';
