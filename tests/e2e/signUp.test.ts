// Sign-up, email confirmation and password reset in the browser, the way a
// viewer does them on the demo: there is no mail server, so the emails are read
// in the development mailbox (/dev/mailbox) on the same origin, and their links
// followed from there.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { usePlatformInChromium } from '../support/e2eHooks.ts';
import { fillSignInForm } from '../support/session.ts';

const stage = usePlatformInChromium();

const origin = (host: 'localhost' | 'acme.localhost') => `http://${host}:${stage.platform.port}`;
const header = (page: Page) => page.locator('header');

async function fillSignUpForm(page: Page, { email, password }: { email: string; password: string }) {
  await page.getByLabel(/^Email/).first().fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByLabel(/^Full name/).fill('Nia Okafor');
  await page.getByLabel(/^Country/).selectOption('GB');
  await page.getByLabel(/I accept the terms and conditions/).check();
}

/** Opens the development mailbox filtered to `email` in a new tab and follows the newest email's link. */
async function followEmailedLink(page: Page, email: string, subject: RegExp): Promise<void> {
  const mailbox = await page.context().newPage();
  await mailbox.goto(`${origin('localhost')}/dev/mailbox?to=${encodeURIComponent(email)}`);
  const message = mailbox.locator('article.mail').first();
  await message.getByRole('heading', { name: subject }).waitFor();
  const href = await message.locator('.link a').getAttribute('href');
  await mailbox.close();
  await page.goto(href!);
}

describe('a new viewer on the dark realm', () => {
  it('signs up, reads the confirmation email in the development mailbox, follows its link and is signed in', async () => {
    const context = await stage.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${origin('localhost')}/login`);
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.waitForURL((url) => url.pathname === '/signup');
    await page.getByRole('heading', { name: 'Create your account' }).waitFor();

    await fillSignUpForm(page, { email: 'nia@example.test', password: 'fight-night-42' });
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('heading', { name: 'Check your inbox' }).waitFor();
    await page.getByText('nia@example.test').waitFor();
    // Not signed in yet: a guest until the email is confirmed.
    await header(page).getByRole('link', { name: 'Sign in' }).waitFor();

    // The hint's link opens the mailbox on the app's own origin.
    const mailboxLink = page.getByRole('link', { name: 'development mailbox' });
    expect(await mailboxLink.getAttribute('href')).toBe('/dev/mailbox?to=nia%40example.test');

    await followEmailedLink(page, 'nia@example.test', /Confirm your email/);
    await page.waitForURL((url) => url.pathname === '/');
    await header(page).getByRole('link', { name: 'Sign out' }).waitFor();
    expect(await header(page).getByRole('link', { name: 'Sign in' }).count()).toBe(0);
    await context.close();
  });

  it('is told when the email already has an account', async () => {
    const page = await stage.browser.newPage();
    await page.goto(`${origin('localhost')}/signup`);
    await page.getByRole('heading', { name: 'Create your account' }).waitFor();
    await fillSignUpForm(page, { email: 'fan@ringside.test', password: 'fight-night-42' });
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('An account with this email already exists. Sign in instead.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/signup');
    await page.close();
  });

  it('sees what is wrong with a field as soon as they leave it', async () => {
    const page = await stage.browser.newPage();
    await page.goto(`${origin('localhost')}/signup`);
    await page.getByRole('heading', { name: 'Create your account' }).waitFor();
    await page.getByLabel(/^Email/).first().fill('nia@example');
    await page.getByLabel(/^Password/).fill('abc');
    await page.getByText('Please enter a valid email address.').waitFor();
    await page.getByLabel(/^Full name/).fill('4 Nia');
    await page.getByText('Your password must be 6 to 24 characters long.').waitFor();
    await page.getByLabel(/^Country/).focus();
    await page.getByText('Please enter your name as letters, spaces, hyphens and apostrophes.').waitFor();
    await page.close();
  });
});

describe('a viewer who forgot their password', () => {
  it('asks for a link, follows it from the mailbox, chooses a new password and signs in with it', async () => {
    const context = await stage.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${origin('localhost')}/login`);
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.waitForURL((url) => url.pathname === '/login/request-password');
    // The address changes before the page does (the sign-in page stays while the next one loads):
    // wait for the new page, or the sign-in page's own Email field would be filled.
    await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
    await page.getByLabel(/^Email/).fill('fan@ringside.test');
    await page.getByRole('button', { name: 'Send me a link' }).click();
    await page.getByRole('heading', { name: 'Check your inbox' }).waitFor();

    await followEmailedLink(page, 'fan@ringside.test', /Reset your .* password/);
    expect(new URL(page.url()).pathname).toBe('/login/reset-password');
    await page.getByLabel(/^New password/).fill('a-brand-new-pass');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await page.getByRole('heading', { name: 'Your password has been changed' }).waitFor();

    await page.getByRole('link', { name: 'Sign in' }).last().click();
    await page.waitForURL((url) => url.pathname === '/login');
    await fillSignInForm(page, { email: 'fan@ringside.test', password: 'a-brand-new-pass' });
    await page.waitForURL((url) => url.pathname === '/');
    await header(page).getByRole('link', { name: 'Sign out' }).waitFor();
    await context.close();
  });

  it('arrives at the reset page from the legacy path, keeping the link’s token', async () => {
    const page = await stage.browser.newPage();
    await page.goto(`${origin('localhost')}/reset-password?pwrt=made-up`);
    await page.waitForURL((url) => url.pathname === '/login/reset-password' && url.searchParams.get('pwrt') === 'made-up');
    await page.getByLabel(/^New password/).fill('a-brand-new-pass');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await page.getByText('This password reset link is not valid. Ask for a new one.').waitFor();
    await page.close();
  });
});

describe('the light realm', () => {
  it('lets a visitor join with an email and a password alone, offering its pass', async () => {
    const page = await stage.browser.newPage();
    await page.goto(`${origin('acme.localhost')}/signup`);
    await page.getByRole('heading', { name: 'Create your account' }).waitFor();
    // Acme's provider asks for no more fields: email, password and the plan.
    await page.getByRole('textbox', { name: 'Email' }).waitFor();
    await page.getByLabel(/^Password/).waitFor();
    expect(await page.getByLabel(/^Full name/).count()).toBe(0);
    expect(await page.getByLabel(/^Country/).count()).toBe(0);
    expect(await page.getByRole('radio', { name: /Acme Pass/ }).count()).toBe(1);
    await page.close();
  });
});
