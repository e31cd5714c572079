// Launches a real Chromium for end-to-end tests: Debian's package when it is
// installed, otherwise the browser Playwright installed itself; `npm test`
// finds or installs one before any suite starts (scripts/ensureBrowser.ts).
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { findChromium, MISSING_BROWSER_MESSAGE } from '../../scripts/ensureBrowser.ts';

/**
 * Pages come rendered from the server (issue 14): their links and buttons are
 * on screen before the app's scripts have taken them over, and a click then
 * would follow a link as a plain one, or do nothing. A viewer's hand is slower
 * than the app; a test's is not. So every page of the app, after a navigation
 * (goto, reload, back, forward), waits until the app says it started
 * (`<html data-app>`, web/src/client.tsx), unless the test asks for the bare
 * response (`waitUntil: 'commit'`), turned JavaScript off, or the document is
 * not the app's (GraphiQL, a file).
 */
const APP_START_TIMEOUT_MS = 30_000;

async function appStarted(page: Page): Promise<void> {
  await page.waitForFunction(
    // `data-app-root` marks the app's own document (web/index.html); GraphiQL has a #root too.
    () => !document.querySelector('[data-app-root]') || document.documentElement.dataset.app !== undefined,
    null,
    { timeout: APP_START_TIMEOUT_MS },
  );
}

function waitForTheAppAfterNavigations(page: Page): void {
  for (const method of ['goto', 'reload', 'goBack', 'goForward'] as const) {
    const navigate = page[method].bind(page) as (...args: unknown[]) => Promise<unknown>;
    (page as unknown as Record<string, unknown>)[method] = async (...args: unknown[]) => {
      const response = await navigate(...args);
      const options = args.find((arg) => typeof arg === 'object' && arg !== null) as { waitUntil?: string } | undefined;
      if (options?.waitUntil !== 'commit') await appStarted(page);
      return response;
    };
  }
}

function withAppAwarePages(context: BrowserContext, javaScriptEnabled: boolean): BrowserContext {
  if (javaScriptEnabled) context.on('page', waitForTheAppAfterNavigations);
  return context;
}

export async function launchBrowser(): Promise<Browser> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error(MISSING_BROWSER_MESSAGE);
  const browser = await chromium.launch({
    executablePath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      // Every *.localhost name is this machine, whatever the resolver says.
      '--host-resolver-rules=MAP *.localhost 127.0.0.1, MAP localhost 127.0.0.1',
      // Let videos start without a user gesture in tests.
      '--autoplay-policy=no-user-gesture-required',
    ],
  });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => withAppAwarePages(await newContext(options), options?.javaScriptEnabled !== false);
  // `browser.newPage()` makes a context of its own, through newContext.
  return browser;
}
