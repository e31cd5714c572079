// Who may see what, as a visitor finds out in the browser (spec §4 route
// guard, §6 permissions): on the members-only light realm a visitor who opens
// a video is asked to sign in and comes back to it afterwards (`from`); on the
// dark realm a visitor is checked in as a guest without doing anything, is
// offered sign-in and sign-up, and is asked to sign in for account pages.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { usePlatformInChromium } from '../support/e2eHooks.ts';

const stage = usePlatformInChromium();

/** Waits until the page's address is `pathname` with exactly this `from`. */
async function waitForSignIn(page: Page, pathname: string, from: string) {
  await page.waitForURL((url) => url.pathname === pathname && url.searchParams.get('from') === from);
}

/**
 * Signs the browser in the way the sign-in page does, with the gateway's
 * `signIn` mutation (the session lands in httpOnly cookies).
 */
async function signInFromPage(page: Page, email: string, password: string) {
  const result = await page.evaluate(
    async ({ email: id, password: secret }) => {
      const response = await fetch('/graphql', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json', 'x-graphql-yoga-csrf': '1' },
        body: JSON.stringify({
          query: 'mutation ($input: SignInInput!) { signIn(input: $input) { userErrors { messageKey } viewer { role } } }',
          variables: { input: { email: id, password: secret } },
        }),
      });
      return response.json();
    },
    { email, password },
  );
  expect(result).toMatchObject({ data: { signIn: { userErrors: [], viewer: { role: 'CUSTOMER' } } } });
}

/** The navigation bar's links by their visible names. */
async function navigationLinks(page: Page): Promise<string[]> {
  await page.locator('header a').first().waitFor();
  return (await page.locator('header a').allInnerTexts()).map((text) => text.trim()).filter(Boolean);
}

describe('a visitor of the members-only light realm', () => {
  it('opening a video is sent to sign in, with the video remembered, and is shown nothing of it', async () => {
    const context = await stage.browser.newContext();
    const page = await context.newPage();
    await page.goto(`http://acme.localhost:${stage.platform.port}/video/1?t=30`);

    await waitForSignIn(page, '/login', '/video/1?t=30');
    await page.getByRole('link', { name: 'Sign in' }).waitFor();
    const links = await navigationLinks(page);
    expect(links).toContain('Sign in');
    // Acme's visitors join through sign-up and checkout (issue 11).
    expect(links).toContain('Sign up');
    expect(links).not.toContain('Account');
    expect(links).not.toContain('Sign out');
    expect(await page.locator('video, a[data-content-kind]').count()).toBe(0);
    // Nobody was checked in: the realm has no guests.
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('rs_at_acme');
    await context.close();
  });

  it('keeps the /realm/acme base on the way to sign in', async () => {
    const page = await stage.browser.newPage();
    await page.goto(`http://localhost:${stage.platform.port}/realm/acme/live/1`);

    await waitForSignIn(page, '/realm/acme/login', '/live/1');
    await page.close();
  });

  it('finds the sign-up page: acme lets visitors join (then buy the Acme Pass)', async () => {
    const page = await stage.browser.newPage();
    await page.goto(`http://acme.localhost:${stage.platform.port}/signup`);
    await page.getByRole('heading', { name: 'Create your account' }).waitFor();
    expect(await page.getByRole('radio', { name: /Acme Pass/ }).count()).toBe(1);
    await page.close();
  });

  it.each([['/tv', 'TV sign-in page: the realm has no TV sign-in']])('finds no %s %s', async (path) => {
    const page = await stage.browser.newPage();
    await page.goto(`http://acme.localhost:${stage.platform.port}${path}`);

    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    expect(new URL(page.url()).pathname).toBe(path);
    await page.close();
  });
});

describe('a visitor of the dark realm', () => {
  it('is checked in as a guest without doing anything, and offered sign-in and sign-up but no account', async () => {
    const context = await stage.browser.newContext();
    const page = await context.newPage();
    await page.goto(`http://localhost:${stage.platform.port}/`);

    await page.locator('a[data-content-kind]').first().waitFor();
    const links = await navigationLinks(page);
    expect(links).toEqual(expect.arrayContaining(['Sign in', 'Sign up']));
    expect(links).not.toContain('Account');
    expect(links).not.toContain('Sign out');
    expect(await page.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/signup');
    expect((await context.cookies()).map((cookie) => cookie.name)).toContain('rs_at_ringside');
    await context.close();
  });

  it.each([
    ['/account?section=accountdetails', 'the account page'],
    ['/profiles', 'the profiles'],
    ['/pin-reset?code=from-an-email', 'an emailed PIN-reset link'],
  ])('is asked to sign in as a guest opening %s (%s), the address kept for afterwards', async (path) => {
    const context = await stage.browser.newContext();
    const page = await context.newPage();
    await page.goto(`http://localhost:${stage.platform.port}/`);
    await page.locator('a[data-content-kind]').first().waitFor();

    await page.goto(`http://localhost:${stage.platform.port}${path}`);

    await waitForSignIn(page, '/login', path);
    await page.getByRole('link', { name: 'Sign in' }).waitFor();
    await context.close();
  });

  it('opening a reset-password link on another page lands on the reset page with its token', async () => {
    const page = await stage.browser.newPage();
    await page.goto(`http://localhost:${stage.platform.port}/browse?pwrt=token-from-an-old-email`);

    await page.waitForURL(
      (url) => url.pathname === '/login/reset-password' && url.searchParams.get('pwrt') === 'token-from-an-old-email',
    );
    await page.close();
  });
});

describe('a customer of the members-only light realm', () => {
  /** The address of one of acme's videos, as a signed-in member finds it on the home page. */
  async function aVideoOfAcme(): Promise<string> {
    const context = await stage.browser.newContext();
    const page = await context.newPage();
    await page.goto(`http://acme.localhost:${stage.platform.port}/`);
    await waitForSignIn(page, '/login', '/');
    await signInFromPage(page, 'fan@acme.test', 'acme-fan');
    await page.goto(`http://acme.localhost:${stage.platform.port}/`);
    const href = await page.locator('a[data-content-kind="video"]').first().getAttribute('href');
    await context.close();
    expect(href).toMatch(/^\/video\/\d+$/);
    return href!;
  }

  it('signs in on the page they were sent to, lands on the video they were turned away from, and has their account and sign-out at hand', async () => {
    const video = await aVideoOfAcme();
    const context = await stage.browser.newContext();
    const page = await context.newPage();
    await page.goto(`http://acme.localhost:${stage.platform.port}${video}`);
    await waitForSignIn(page, '/login', video);

    await page.getByRole('textbox', { name: /Email/ }).fill('fan@acme.test');
    await page.locator('input[type="password"]').fill('acme-fan');
    await page.getByRole('button', { name: 'Sign in' }).click();

    // Back where they were going, and now it plays.
    await page.waitForURL((url) => url.pathname === video);
    await page.locator('video').waitFor();
    const links = await navigationLinks(page);
    expect(links).toEqual(expect.arrayContaining(['Account', 'Sign out']));
    expect(links).not.toContain('Sign in');
    expect(await page.getByRole('link', { name: 'Account', exact: true }).getAttribute('href')).toBe('/account');
    expect(await page.getByRole('link', { name: 'Sign out', exact: true }).getAttribute('href')).toBe('/logout');
    await context.close();
  });
});
