// Issue 9's speed budgets for the web app that do not depend on the machine's
// speed: what a first-time visitor's browser fetches before the home page's
// first card, which scripts go to which pages, the layout staying still, and
// the JavaScript the build ships. Timings (LCP) are in bench/webVitals.ts.
import { describe, expect, it } from 'vitest';
import { HOME_ROUTE_JS_BUDGET_KB, homeRouteBundle, kilobytes, readManifest } from '../../bench/webBundleSize.ts';
import { CLS_BUDGET, HOME_REQUEST_BUDGET, loadPage } from '../../bench/webPageLoad.ts';
import { usePlatformInChromium } from '../support/e2eHooks.ts';
import { FREE_VIDEO_CARD } from '../support/realmPage.ts';

const stage = usePlatformInChromium();
const origin = () => `http://localhost:${stage.platform.port}`;
const pathOf = (url: string) => new URL(url).pathname;

/** The built file of a source module, e.g. a language's catalogue, from Vite's manifest. */
function builtFile(source: string): string {
  const chunk = readManifest()[source];
  if (!chunk) throw new Error(`${source} is not in the build's manifest`);
  return `/${chunk.file}`;
}

describe('a first visit to the home page', () => {
  it('shows its first card with the page itself: the server rendered it, so no request to the gateway comes first', async () => {
    const load = await loadPage(stage.browser, `${origin()}/`);

    expect(load.requestsBeforeFirstCard.length, load.requestsBeforeFirstCard.join('\n')).toBeLessThanOrEqual(HOME_REQUEST_BUDGET);
    expect(load.graphqlBeforeFirstCard).toBe(0);
  });

  it('fetches the catalogue of its language only, and no video player', async () => {
    const load = await loadPage(stage.browser, `${origin()}/`);
    const fetched = load.allRequests.map(pathOf);

    expect(fetched).toContain(builtFile('src/locales/en/messages.po'));
    expect(fetched).not.toContain(builtFile('src/locales/pt/messages.po'));
    expect(fetched).not.toContain(builtFile('src/locales/es/messages.po'));
    expect(fetched.filter((path) => /\/hls[.-]/.test(path))).toEqual([]);
  });

  it('keeps its layout still while it loads (CLS ≤ 0.05)', async () => {
    const load = await loadPage(stage.browser, `${origin()}/`);
    expect(load.cls).toBeLessThanOrEqual(CLS_BUDGET);
  });
});

describe('a first visit to the sign-in page', () => {
  it('comes with the realm and the form from the server, and makes nobody a guest', async () => {
    const context = await stage.browser.newContext();
    const page = await context.newPage();
    const graphql: { operation: string; guestCheckIn: boolean }[] = [];
    page.on('request', (request) => {
      if (pathOf(request.url()) !== '/graphql') return;
      const operation = (request.postDataJSON() as { operationName?: string } | null)?.operationName ?? 'unnamed';
      graphql.push({ operation, guestCheckIn: 'x-ringside-guest-check-in' in request.headers() });
    });
    await page.goto(`${origin()}/login`);
    await page.getByRole('button', { name: 'Sign in', exact: true }).last().waitFor();

    // Rendered on the server: the browser asks the gateway nothing to show it.
    // Analytics connects once the browser is idle (web/src/analytics/Analytics.tsx), after the page is shown.
    expect(graphql.filter(({ operation }) => operation !== 'AnalyticsTrackerQuery')).toEqual([]);
    // And nothing it asks makes the visitor a guest.
    expect(graphql.filter(({ guestCheckIn }) => guestCheckIn)).toEqual([]);
    // No session cookies (access and refresh tokens); the device id cookie is not a session.
    expect((await context.cookies()).filter((cookie) => /^rs_(at|rt)_/.test(cookie.name))).toEqual([]);
    await context.close();
  });
});

describe('a video page', () => {
  it('fetches hls.js for its player', async () => {
    const home = await stage.browser.newPage();
    await home.goto(`${origin()}/`);
    const videoPath = await home.locator(FREE_VIDEO_CARD).first().getAttribute('href');
    await home.close();

    const load = await loadPage(stage.browser, `${origin()}${videoPath}`, { cardSelector: 'video' });
    expect(load.allRequests.map(pathOf)).toContain(builtFile('../node_modules/hls.js/dist/hls.light.mjs'));
  });
});

describe('the web build', () => {
  it(`ships the home route in at most ${HOME_ROUTE_JS_BUDGET_KB} KB of gzipped JavaScript`, () => {
    const home = homeRouteBundle();
    expect(kilobytes(home.gzipBytes), home.files.join(', ')).toBeLessThanOrEqual(HOME_ROUTE_JS_BUDGET_KB);
  });
});
