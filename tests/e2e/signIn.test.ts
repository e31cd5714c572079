// Signing in and out in the browser, as a viewer does it: the LOGIN form on the
// dark realm (where visitors are guests first) and on the light one (members
// only), a session that outlives its access token, a wrong password, and the
// way back to being a guest. The platform's access tokens last 3 seconds here,
// under the gateway's 5-second renewal margin: every page the viewer opens
// after signing in renews the session, so expiry is tested without waiting.
import type { Page, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { usePlatformInChromium } from '../support/e2eHooks.ts';
import { demoCustomers, fillSignInForm, signInThroughForm } from '../support/session.ts';

const stage = usePlatformInChromium({ accessTokenTtlSeconds: 3 });

const origin = (host: 'localhost' | 'acme.localhost') => `http://${host}:${stage.platform.port}`;
const header = (page: Page) => page.locator('header');

/** A GraphQL answer that renewed the session (a new refresh cookie for the realm). */
function renewedSession(realm: string) {
  return async (response: Response) => {
    if (!response.url().endsWith('/graphql')) return false;
    const setCookies = (await response.headerValue('set-cookie'))?.split('\n') ?? [];
    return setCookies.some((cookie) => cookie.startsWith(`rs_rt_${realm}=`) && !cookie.startsWith(`rs_rt_${realm}=;`));
  };
}

describe('a viewer of the dark realm', () => {
  it('signs in through the form, stays signed in past the access token’s expiry, signs out and is a guest again', async () => {
    const context = await stage.browser.newContext();
    const page = await context.newPage();

    // A visitor is a guest first, offered to sign in.
    await page.goto(`${origin('localhost')}/`);
    await header(page).getByRole('link', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByText(/You can watch .* as a guest/).waitFor();

    await fillSignInForm(page, demoCustomers.ringside);
    await page.waitForURL((url) => url.pathname === '/');
    await header(page).getByRole('link', { name: 'Sign out' }).waitFor();
    expect(await header(page).getByRole('link', { name: 'Sign in' }).count()).toBe(0);
    // The tokens live in httpOnly cookies: the page's scripts cannot read them.
    expect(await page.evaluate(() => document.cookie)).not.toContain('rs_at_ringside');

    // The access token has expired by the next page: the gateway renews it on the way.
    const renewal = page.waitForResponse(renewedSession('ringside'));
    await page.goto(`${origin('localhost')}/video/1`);
    await renewal;
    await page.locator('h1').first().waitFor();
    await header(page).getByRole('link', { name: 'Sign out' }).waitFor();

    // The app rebuilt after signing out checks the visitor in as a guest with its first request.
    const checkedIn = page.waitForResponse(
      (response) => response.url().endsWith('/graphql') && 'x-ringside-guest-check-in' in response.request().headers(),
    );
    await header(page).getByRole('link', { name: 'Sign out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await header(page).getByRole('link', { name: 'Sign in' }).waitFor();
    expect(await header(page).getByRole('link', { name: 'Sign out' }).count()).toBe(0);
    // A guest again: the realm lets guests watch, so a new guest session was started,
    // and no late answer to the signed-in page's last requests took it away.
    await checkedIn;
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'rs_at_ringside')?.httpOnly).toBe(true);
    await context.close();
  });

  it('is told the email or password is not correct, and can try again', async () => {
    const context = await stage.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${origin('localhost')}/login`);
    await fillSignInForm(page, { email: demoCustomers.ringside.email, password: 'not-my-password' });
    await page.getByRole('alert').filter({ hasText: 'The email or password is not correct.' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');

    await fillSignInForm(page, demoCustomers.ringside);
    await page.waitForURL((url) => url.pathname === '/');
    await header(page).getByRole('link', { name: 'Sign out' }).waitFor();
    await context.close();
  });

  it('is asked for both fields before anything is sent', async () => {
    const page = await stage.browser.newPage();
    await page.goto(`${origin('localhost')}/login`);
    await page.getByRole('heading', { name: 'Sign in to watch' }).waitFor();
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByText('Email and password cannot be empty.').waitFor();
    await page.close();
  });
});

describe('a member of the light realm', () => {
  it('opens a video, signs in and is brought back to it', async () => {
    const context = await stage.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${origin('acme.localhost')}/video/101`);
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('from') === '/video/101');
    await page.getByText(/available to members only/).waitFor();

    await fillSignInForm(page, demoCustomers.acme);
    await page.waitForURL((url) => url.pathname === '/video/101');
    await header(page).getByRole('link', { name: 'Sign out' }).waitFor();
    await context.close();
  });

  it('signs out to the sign-in page, told they signed out', async () => {
    const context = await stage.browser.newContext();
    const page = await context.newPage();
    await signInThroughForm(page, `${origin('acme.localhost')}/login`, demoCustomers.acme);
    await header(page).getByRole('link', { name: 'Sign out' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByText('You have been signed out.').waitFor();
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('rs_at_acme');
    await context.close();
  });
});
