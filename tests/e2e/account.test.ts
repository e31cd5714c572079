// The account in Chromium, as viewers use it: the demo customer edits their
// details; a viewer changes their password and signs in with the new one;
// the same viewer on two computers signs the other one out; preferences stick;
// an account from before the realm's rules completes its missing details and
// accepts the terms in the modals that ask for them. Stories that change an
// account's credentials use an account of their own (tests/support/accounts.ts).
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createRingsideAccount } from '../support/accounts.ts';
import { usePlatformInChromium } from '../support/e2eHooks.ts';
import { demoCustomers, signInThroughForm, type Credentials } from '../support/session.ts';

const stage = usePlatformInChromium();
const origin = (host = 'localhost') => `http://${host}:${stage.platform.port}`;

/** Screenshots for a person to look at, when SCREENSHOT_DIR is set. */
async function shoot(page: Page, name: string) {
  if (process.env.SCREENSHOT_DIR) await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/account-${name}.png`, fullPage: true });
}

async function signedInPage(browser: Browser, credentials: Credentials, host = 'localhost'): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signInThroughForm(page, `${origin(host)}/login`, credentials);
  return page;
}

async function openAccount(page: Page, section: string, host = 'localhost') {
  await page.goto(`${origin(host)}/account?section=${section}`);
  await page.getByRole('heading', { name: 'My account', level: 1 }).waitFor();
}

const toast = (page: Page, text: string | RegExp) => page.getByRole('status').filter({ hasText: text });

describe('account details', () => {
  it('the demo customer edits their details and finds them after a reload', async () => {
    const page = await signedInPage(stage.browser, demoCustomers.ringside);
    await openAccount(page, 'accountdetails');
    const preferredName = page.getByLabel('Preferred name');
    expect(await page.getByLabel('Full name').inputValue()).toBe('Sam Rivera');

    const phone = page.getByLabel('Phone number');
    await phone.fill('12');
    await phone.blur();
    await page.getByText('Please enter a phone number with its country code, digits only.').waitFor();
    await phone.fill('+55 11 98765 4321');
    await preferredName.fill('Sammy');
    await page.getByLabel('Gender').selectOption('NON_BINARY');
    await page.getByRole('button', { name: 'Save details' }).click();
    await toast(page, 'Your details have been saved.').waitFor();
    await shoot(page, 'details-dark');

    await page.reload();
    await page.getByRole('heading', { name: 'Account details', level: 2 }).waitFor();
    expect(await page.getByLabel('Preferred name').inputValue()).toBe('Sammy');
    expect(await page.getByLabel('Phone number').inputValue()).toBe('+5511987654321');
    expect(await page.getByLabel('Gender').inputValue()).toBe('NON_BINARY');
    await page.context().close();
  });

  it('PREFERENCES leads to the account’s preferences, which stick', async () => {
    const page = await signedInPage(stage.browser, demoCustomers.ringside);
    await page.goto(`${origin()}/preferences`);
    await page.waitForURL((url) => url.pathname === '/account' && url.searchParams.get('section') === 'preferences');
    await page.getByLabel('Subtitles').selectOption('pt');
    await page.getByLabel('Play the next video automatically').uncheck();
    await page.getByRole('button', { name: 'Save preferences' }).click();
    await toast(page, 'Your preferences have been saved.').waitFor();

    await page.reload();
    await page.getByRole('heading', { name: 'Preferences', level: 2 }).waitFor();
    expect(await page.getByLabel('Subtitles').inputValue()).toBe('pt');
    expect(await page.getByLabel('Play the next video automatically').isChecked()).toBe(false);
    expect(await page.getByLabel('Play background videos').isChecked()).toBe(true);
    await page.context().close();
  });
});

describe('account security', () => {
  it('a viewer changes their password and signs in with the new one', async () => {
    const account = await createRingsideAccount(stage.platform);
    const page = await signedInPage(stage.browser, account);
    await openAccount(page, 'accountsecurity');
    const form = page.getByRole('region', { name: 'Password' });
    await form.getByLabel(/^Current password/).fill('not-my-password');
    await form.getByLabel(/^New password/).fill('second-pass-2');
    await form.getByRole('button', { name: 'Change password' }).click();
    await form.getByText('Your current password is not correct.').waitFor();

    await form.getByLabel(/^Current password/).fill(account.password);
    await form.getByRole('button', { name: 'Change password' }).click();
    await toast(page, 'Your password has been changed.').waitFor();
    await shoot(page, 'security-dark');

    const fresh = await stage.browser.newContext();
    const again = await fresh.newPage();
    await expect(signInThroughForm(again, `${origin()}/login`, account)).rejects.toThrow(/loginError/);
    await signInThroughForm(again, `${origin()}/login`, { email: account.email, password: 'second-pass-2' });
    await fresh.close();
    await page.context().close();
  });

  it('the same viewer on two computers signs the other one out, which then has to sign in again', async () => {
    const account = await createRingsideAccount(stage.platform);
    const laptop = await signedInPage(stage.browser, account);
    const desktop = await signedInPage(stage.browser, account);

    await openAccount(laptop, 'accountsecurity');
    const devices = laptop.getByTestId('signed-in-session');
    await devices.nth(1).waitFor();
    expect(await devices.count()).toBe(2);
    const current = devices.filter({ hasText: 'This device' });
    expect(await current.count()).toBe(1);
    expect(await current.innerText()).toContain('Chrome on Linux');
    await shoot(laptop, 'devices-dark');

    await devices.filter({ hasNotText: 'This device' }).getByRole('button', { name: /^Sign out/ }).click();
    await toast(laptop, /has been signed out/).waitFor();
    await laptop.getByText('You are not signed in anywhere else.').waitFor();

    // The other computer's next page load finds its session gone: the account page wants a sign-in.
    await desktop.goto(`${origin()}/account?section=accountsecurity`);
    await desktop.getByRole('heading', { name: 'Sign in' }).waitFor();
    expect(new URL(desktop.url()).pathname).toBe('/login');
    // Spec §4: the session was cleared as sessionExpired, and the viewer is told so.
    await desktop.getByText('Your session has expired. Please sign in again.').waitFor();
    expect(new URL(desktop.url()).searchParams.get('from')).toBe('/account?section=accountsecurity');
    expect(await desktop.getByRole('link', { name: 'Sign out' }).count()).toBe(0);
    await laptop.context().close();
    await desktop.context().close();
  });
});

describe('what the realm asks of an account', () => {
  it('an account from before the rules completes its details, then accepts the terms, and is asked no more', async () => {
    const page = await signedInPage(stage.browser, { email: 'legacy@ringside.test', password: 'ringside-legacy' });
    const details = page.getByRole('dialog', { name: 'Complete your details' });
    await details.waitFor();
    const save = details.getByRole('button', { name: 'Save details' });
    expect(await save.isDisabled()).toBe(true);

    await details.getByLabel(/^Full name/).fill('Robin Alves');
    await details.getByLabel(/^Date of birth/).fill('1980-12-01');
    const taxNumber = details.getByLabel(/^Tax number/);
    await taxNumber.fill('1234567');
    await taxNumber.blur();
    await details.getByText('Please enter your tax number as 000.000.000-00.').waitFor();
    await taxNumber.fill('529.982.247-25');
    // Ringside also asks for a phone number, typed for a country (the account has none: the realm's first language's, US).
    await details.getByLabel('Country of the phone number').selectOption('BR');
    await details.getByLabel(/^Phone number/).fill('11987654321');
    await shoot(page, 'missing-details-dark');
    await save.click();
    await details.waitFor({ state: 'detached' });

    // Then the terms the account never accepted.
    const consent = page.getByRole('dialog', { name: 'Before you continue' });
    await consent.waitFor();
    const accept = consent.getByRole('button', { name: 'Save choices' });
    expect(await accept.isDisabled()).toBe(true);
    await consent.getByLabel(/I agree to the terms and conditions/).check();
    await shoot(page, 'consent-dark');
    await accept.click();
    await consent.waitFor({ state: 'detached' });

    await page.reload();
    await page.locator('main h2').first().waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await openAccount(page, 'accountdetails');
    expect(await page.getByLabel('Tax number').inputValue()).toBe('529.982.247-25');
    await page.context().close();
  });
});

describe('on the light realm', () => {
  it('the account page reads well and offers acme’s one language', async () => {
    const page = await signedInPage(stage.browser, demoCustomers.acme, 'acme.localhost');
    await openAccount(page, 'preferences', 'acme.localhost');
    const options = await page.getByLabel('Audio language').locator('option').allInnerTexts();
    expect(options).toEqual(['English']);
    await shoot(page, 'preferences-light');
    await openAccount(page, 'accountsecurity', 'acme.localhost');
    await page.getByTestId('signed-in-session').first().waitFor();
    await shoot(page, 'security-light');
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.context().close();
  });
});
