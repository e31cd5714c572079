// The arrangement every end-to-end file shares: one running platform and one
// Chromium for the whole file, started before its first test and stopped after
// its last. Read `stage.platform` and `stage.browser` inside tests.
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { launchBrowser } from './browser.ts';
import { startPlatform, type RunningPlatform } from './platform.ts';

export interface Stage {
  platform: RunningPlatform;
  browser: Browser;
}

export function usePlatformInChromium(options: Parameters<typeof startPlatform>[0] = {}): Stage {
  const stage = {} as Stage;
  beforeAll(async () => {
    stage.platform = await startPlatform(options);
    stage.browser = await launchBrowser();
  });
  afterAll(async () => {
    await stage.browser?.close();
    await stage.platform?.close();
  });
  return stage;
}

/**
 * Pages for a file's tests, each in a browser context of its own (its own
 * cookies, so one test's viewer is never another's), closed after the test
 * that opened them. Call at the top of the file, after usePlatformInChromium.
 */
export function usePages(
  stage: Stage,
): (viewport?: { width: number; height: number }, options?: Omit<BrowserContextOptions, 'viewport'>) => Promise<Page> {
  const contexts: BrowserContext[] = [];
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });
  return async (viewport = { width: 1280, height: 900 }, options = {}) => {
    const context = await stage.browser.newContext({ ...options, viewport });
    contexts.push(context);
    return context.newPage();
  };
}
