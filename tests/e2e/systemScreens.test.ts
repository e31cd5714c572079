// The banners and system screens of the white-label shell, as visitors meet
// them in Chromium (spec §2 Screens, §4 Session actions and Challenge, §6):
// the cookie banner of a realm that asks for agreement, the Android smart
// banner, the VPN block, and the pages shown when the platform cannot be
// reached. Harbour (tests/fixtures/systemScreensRealms/harbour.json) asks for
// cookie agreement, offers an Android app and refuses VPNs; Ringside does none of it.
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { usePlatformInChromium, type Stage } from '../support/e2eHooks.ts';

const stage: Stage = usePlatformInChromium({
  realmsDir: fileURLToPath(new URL('../fixtures/systemScreensRealms', import.meta.url)),
});
const harbour = () => `http://harbour.localhost:${stage.platform.port}`;
const ringside = () => `http://localhost:${stage.platform.port}`;

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

async function newPage(options: Parameters<Stage['browser']['newContext']>[0] = {}): Promise<Page> {
  const context = await stage.browser.newContext({ viewport: { width: 1280, height: 900 }, ...options });
  return context.newPage();
}

async function closeAll(...pages: Page[]) {
  await Promise.all(pages.map((page) => page.context().close()));
}

describe('the cookie banner', () => {
  it('asks until the visitor agrees, then stays away after a reload and after signing out', async () => {
    const page = await newPage();
    await page.goto(`${harbour()}/`);
    const banner = page.getByRole('region', { name: 'Cookies' });
    await banner.waitFor();

    await banner.getByRole('button', { name: 'Agree' }).click();
    await banner.waitFor({ state: 'detached' });
    const agreement = (await page.context().cookies()).find((cookie) => cookie.name === 'cookiePolicyAgreed');
    expect(agreement?.value).toBe('true');
    // Kept for a year, not for the session.
    expect(agreement!.expires * 1000).toBeGreaterThan(Date.now() + 360 * 24 * 3600 * 1000);

    await page.reload();
    await page.locator('nav').first().waitFor();
    expect(await banner.count()).toBe(0);

    await page.goto(`${harbour()}/logout`);
    await page.waitForURL((url) => url.pathname === '/');
    await page.locator('nav').first().waitFor();
    expect(await banner.count()).toBe(0);
    await closeAll(page);
  });

  it('is not shown where the realm does not ask for it', async () => {
    const page = await newPage();
    await page.goto(`${ringside()}/`);
    await page.locator('footer').waitFor();
    expect(await page.getByRole('region', { name: 'Cookies' }).count()).toBe(0);
    await closeAll(page);
  });
});

describe('the Android smart banner', () => {
  it('offers the realm’s app on Google Play to an Android visitor, until dismissed', async () => {
    const page = await newPage({ userAgent: ANDROID_CHROME, viewport: { width: 390, height: 844 } });
    await page.goto(`${harbour()}/`);
    const banner = page.getByRole('complementary', { name: 'Get the app' });
    await banner.waitFor();
    expect(await banner.getByText('Harbour', { exact: true }).isVisible()).toBe(true);
    expect(await banner.getByRole('link', { name: 'View' }).getAttribute('href')).toBe(
      'https://play.google.com/store/apps/details?id=com.harbour.tv',
    );

    await banner.getByRole('button', { name: 'Dismiss' }).click();
    await banner.waitFor({ state: 'detached' });
    await page.reload();
    await page.locator('footer').waitFor();
    expect(await banner.count()).toBe(0);
    await closeAll(page);
  });

  it('is not shown on a desktop browser', async () => {
    const page = await newPage();
    await page.goto(`${harbour()}/`);
    await page.locator('footer').waitFor();
    expect(await page.getByRole('complementary', { name: 'Get the app' }).count()).toBe(0);
    await closeAll(page);
  });
});

describe('a visitor coming through a VPN (the edge marks the request with x-ringside-vpn)', () => {
  it('is told to turn the VPN off where the realm refuses VPNs, with a way to sign out', async () => {
    const page = await newPage({ extraHTTPHeaders: { 'x-ringside-vpn': '1' } });
    await page.goto(`${harbour()}/`);
    const message = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'Turn off your VPN to watch' }) });
    await message.waitFor();
    // Inside the realm's frame: its navigation stays.
    expect(await page.locator('nav').first().isVisible()).toBe(true);
    const signOut = message.getByRole('link', { name: 'Sign out' });
    expect(await signOut.getAttribute('href')).toBe('/logout');
    await signOut.click();
    await page.waitForURL((url) => url.pathname === '/logout' || url.pathname === '/');
    await message.waitFor();
    await closeAll(page);
  });

  it('watches as usual where the realm allows VPNs', async () => {
    const page = await newPage({ extraHTTPHeaders: { 'x-ringside-vpn': '1' } });
    await page.goto(`${ringside()}/`);
    await page.locator('main a[href^="/video/"], main a[href^="/live/"]').first().waitFor();
    expect(await page.getByText('Turn off your VPN to watch').count()).toBe(0);
    await closeAll(page);
  });
});

describe('when the platform cannot be reached', () => {
  it('shows the disconnected page when the app cannot start, and Refresh starts it once the platform is back', async () => {
    const page = await newPage();
    // The page comes unrendered, as when the server could not render it either (its
    // upstream was down too): the plain app shell, which the service worker also keeps.
    await page.route(`${ringside()}/`, async (route) => route.fulfill({ response: await route.fetch({ url: `${ringside()}/offline.html` }) }));
    await page.route('**/graphql', (route) => route.abort('connectionrefused'));
    await page.goto(`${ringside()}/`);
    await page.getByRole('heading', { name: 'Connection Failed' }).waitFor();
    await page.getByText('Please refresh the page').waitFor();
    expect(await page.locator('nav').count()).toBe(0);

    await page.unroute('**/graphql');
    await page.getByRole('button', { name: 'Refresh' }).click();
    await page.locator('nav').first().waitFor();
    expect(await page.getByText('Connection Failed').count()).toBe(0);
    await closeAll(page);
  });

  it('shows the connection-failed view inside the frame when a later page cannot be fetched, and Try again loads it', async () => {
    const page = await newPage();
    await page.goto(`${ringside()}/`);
    const giftsLink = page.locator('footer').getByRole('link', { name: 'Gifts' });
    await giftsLink.waitFor();

    await page.route('**/graphql', (route) => route.abort('connectionrefused'));
    await giftsLink.click();
    await page.getByRole('heading', { name: 'Connection Failed' }).waitFor();
    expect(await page.locator('nav').first().isVisible()).toBe(true);
    expect(await giftsLink.isVisible()).toBe(true);

    await page.unroute('**/graphql');
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { name: 'Give the fights' }).waitFor();
    await closeAll(page);
  });
});

// Pier (systemScreensRealms/pier.json) sends visitors who are not signed in from its
// root to its marketing site (spec §2 "Root … redirects to a configured splash URL").
describe('a realm with a splash page', () => {
  const pier = () => `http://pier.localhost:${stage.platform.port}`;

  it('sends a visitor from its root to the splash site, and lets them sign in from their own address', async () => {
    // The server answers the root with a 302 to the splash site, before any script runs
    // (a 302: the splash site may change).
    const answer = await fetch(`http://localhost:${stage.platform.port}/realm/pier/`, { redirect: 'manual' });
    expect([answer.status, answer.headers.get('location')]).toEqual([302, 'https://welcome.pier.example/']);

    // A browser follows it. The splash site is another company's, which this machine
    // cannot reach, and a route cannot answer for a redirect's target: the browser
    // asking for it is the visitor on their way.
    const page = await newPage();
    const toSplash = page.waitForRequest((request) => request.url() === 'https://welcome.pier.example/' && request.isNavigationRequest());
    await page.goto(`${pier()}/`, { waitUntil: 'commit' }).catch(() => undefined);
    expect((await toSplash).redirectedFrom()?.url()).toBe(`${pier()}/`);

    // Anything but the root is the realm's own page: a visitor is asked to sign in there.
    // (Another tab: the first is still failing to reach the splash site.)
    const own = await newPage();
    await own.goto(`${pier()}/schedule`);
    await own.waitForURL((url) => url.pathname === '/login');
    expect(new URL(own.url()).host).toBe(`pier.localhost:${stage.platform.port}`);
    await closeAll(page, own);
  });
});
