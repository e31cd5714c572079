// The arrangement every end-to-end file shares: one running platform and one
// Chromium for the whole file, started before its first test and stopped after
// its last. Read `stage.platform` and `stage.browser` inside tests.
import { afterAll, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
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
