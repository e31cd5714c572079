// A family on the dark realm, in Chromium: the demo customer signs in through
// the form, adds a child profile, protects the adult profiles with a PIN and
// hands the app to the child — larger text, no account entry, no account
// page — and getting back to the adult profile needs the PIN (a wrong one is
// refused). A forgotten PIN is reset through the emailed link.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { usePlatformInChromium } from '../support/e2eHooks.ts';

const stage = usePlatformInChromium();
const origin = () => `http://localhost:${stage.platform.port}`;

async function signIn(page: Page, email: string, password: string) {
  await page.goto(`${origin()}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password( \*)?$/).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await switcher(page).waitFor();
}

/** Screenshots for a person to look at, when SCREENSHOT_DIR is set. */
async function shoot(page: Page, name: string) {
  if (process.env.SCREENSHOT_DIR) await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/profiles-${name}.png` });
}

const switcher = (page: Page) => page.getByRole('button', { name: /^Profile: .*Switch profile$/ });
const dialog = (page: Page) => page.getByRole('dialog');

/** The rendered height of the first rail's heading: what "larger text" means to a viewer. */
/** The first rail's heading: the child's font scale shows in it (the home hero, adults only, is larger anyway). */
async function headingHeight(page: Page): Promise<number> {
  const heading = page.locator('main .rs-rail h2').first();
  await heading.waitFor();
  return (await heading.boundingBox())!.height;
}

async function openProfiles(page: Page) {
  await switcher(page).click();
  await dialog(page).getByRole('heading', { name: 'Profiles' }).waitFor();
  expect(new URL(page.url()).hash).toBe('#profiles');
}

async function pickProfile(page: Page, name: string) {
  await dialog(page).getByRole('button', { name: new RegExp(`^${name}(\\s|$)`) }).click();
}

describe('profiles and parental control', () => {
  it('a parent adds a child profile, locks the adult profiles with a PIN, and the child is kept in', async () => {
    const context = await stage.browser.newContext();
    const page = await context.newPage();
    await signIn(page, 'fan@ringside.test', 'ringside-fan');
    const adultHeading = await headingHeight(page);
    expect(await page.getByRole('link', { name: 'Account' }).count()).toBe(1);

    // Add a child profile.
    await openProfiles(page);
    await dialog(page).getByRole('button', { name: 'Manage profiles' }).click();
    await dialog(page).getByRole('button', { name: 'Add profile' }).click();
    await dialog(page).getByLabel(/^Name( \*)?$/).fill('Robin');
    await dialog(page).getByRole('checkbox', { name: /Child profile/ }).check();
    await dialog(page).getByRole('button', { name: 'Add profile' }).click();
    await dialog(page).getByRole('button', { name: 'Edit Robin' }).waitFor();
    await shoot(page, 'manage');

    // Lock the adult profiles.
    await dialog(page).getByRole('button', { name: /Back/ }).click();
    await dialog(page).getByRole('button', { name: 'Parental control' }).click();
    await dialog(page).getByLabel(/^New PIN( \*)?$/).fill('2580');
    await dialog(page).getByLabel(/^Repeat the new PIN( \*)?$/).fill('2580');
    await dialog(page).getByRole('button', { name: 'Save parental control' }).click();
    await dialog(page).getByText('Parental control saved.').waitFor();
    await shoot(page, 'parental');

    // Hand over to the child.
    await dialog(page).getByRole('button', { name: /Back/ }).click();
    await pickProfile(page, 'Robin');
    await page.getByRole('button', { name: /^Profile: Robin/ }).waitFor();
    expect(await dialog(page).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Account' }).count()).toBe(0);
    const childHeading = await headingHeight(page);
    await shoot(page, 'child-home');
    expect(childHeading / adultHeading).toBeGreaterThan(1.15);

    // No account page for a child, whatever the address bar says.
    await page.goto(`${origin()}/account`);
    await page.locator('main').waitFor();
    await expect.poll(() => page.locator('main').innerText()).not.toContain('fan@ringside.test');
    expect(await page.getByRole('link', { name: 'Account' }).count()).toBe(0);

    // Back to the parent: the PIN is asked, a wrong one refused.
    await page.goto(`${origin()}/profiles`);
    await dialog(page).getByRole('heading', { name: 'Profiles' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await dialog(page).getByRole('button', { name: 'Manage profiles' }).count()).toBe(0);
    await shoot(page, 'child-picker');
    await pickProfile(page, 'Sam');
    await dialog(page).getByRole('heading', { name: 'Enter PIN' }).waitFor();
    await dialog(page).getByLabel(/^PIN( \*)?$/).fill('1111');
    await dialog(page).getByRole('button', { name: 'Continue' }).click();
    await dialog(page).getByText('That PIN is not right. Please try again.').waitFor();
    await shoot(page, 'wrong-pin');
    expect(await page.getByRole('button', { name: /^Profile: Robin/ }).count()).toBe(1);

    await dialog(page).getByLabel(/^PIN( \*)?$/).fill('2580');
    await dialog(page).getByRole('button', { name: 'Continue' }).click();
    // The app is rebuilt for the adult profile once its frame (with the realm's labels) is in.
    await page.getByRole('button', { name: /^Profile: Sam/ }).waitFor();
    await page.getByRole('link', { name: 'Account' }).waitFor();
    expect(await page.getByRole('button', { name: /^Profile: Robin/ }).count()).toBe(0);
    expect(Math.abs((await headingHeight(page)) - adultHeading)).toBeLessThan(1);
    await context.close();
  });

  it('on the light realm, a child whose parent forgot the PIN gets them a reset email, and the new PIN opens the adult profile', async () => {
    const acme = `http://acme.localhost:${stage.platform.port}`;
    const context = await stage.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${acme}/login`);
    await page.getByLabel('Email').fill('fan@acme.test');
    await page.getByLabel(/^Password( \*)?$/).fill('acme-fan');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await switcher(page).waitFor();

    // Set up: a child profile and a PIN, then hand over.
    await switcher(page).click();
    await dialog(page).getByRole('button', { name: 'Manage profiles' }).click();
    await dialog(page).getByRole('button', { name: 'Add profile' }).click();
    await dialog(page).getByLabel(/^Name( \*)?$/).fill('Mia');
    await dialog(page).getByRole('checkbox', { name: /Child profile/ }).check();
    await dialog(page).getByRole('button', { name: 'Add profile' }).click();
    await dialog(page).getByRole('button', { name: 'Edit Mia' }).waitFor();
    await dialog(page).getByRole('button', { name: /Back/ }).click();
    await dialog(page).getByRole('button', { name: 'Parental control' }).click();
    await dialog(page).getByLabel(/^New PIN( \*)?$/).fill('1357');
    await dialog(page).getByLabel(/^Repeat the new PIN( \*)?$/).fill('1357');
    await dialog(page).getByRole('button', { name: 'Save parental control' }).click();
    await dialog(page).getByText('Parental control saved.').waitFor();
    await dialog(page).getByRole('button', { name: /Back/ }).click();
    await pickProfile(page, 'Mia');
    await page.getByRole('button', { name: /^Profile: Mia/ }).waitFor();

    // Nobody remembers the PIN.
    await switcher(page).click();
    await pickProfile(page, 'Alex');
    await dialog(page).getByRole('button', { name: 'Forgot PIN?' }).click();
    await dialog(page).getByText('We have emailed the account holder a link to choose a new PIN.').waitFor();
    await shoot(page, 'light-forgot-pin');

    const mailbox = await page.request.get(`${origin()}/dev/mailbox.json?to=fan@acme.test`);
    const [email] = ((await mailbox.json()) as { emails: { subject: string; link: string }[] }).emails;
    expect(email!.subject).toBe('Acme Sports: reset your parental control PIN');
    expect(email!.link).toMatch(new RegExp(`^${acme}/pin-reset\\?code=`));

    await page.goto(email!.link);
    await page.getByRole('heading', { name: 'Reset the parental control PIN' }).waitFor();
    await page.getByLabel(/^New PIN( \*)?$/).fill('8642');
    await page.getByLabel(/^Repeat the new PIN( \*)?$/).fill('8642');
    await page.getByRole('button', { name: 'Set the new PIN' }).click();
    await page.getByText('Your new PIN is set.', { exact: false }).waitFor();
    await shoot(page, 'light-pin-reset');

    // The link is spent; the new PIN opens the adult profile.
    await page.getByRole('link', { name: 'Choose a profile' }).click();
    await pickProfile(page, 'Alex');
    await dialog(page).getByLabel(/^PIN( \*)?$/).fill('8642');
    await dialog(page).getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: /^Profile: Alex/ }).waitFor();

    await page.goto(email!.link);
    await page.getByLabel(/^New PIN( \*)?$/).fill('1111');
    await page.getByLabel(/^Repeat the new PIN( \*)?$/).fill('1111');
    await page.getByRole('button', { name: 'Set the new PIN' }).click();
    await page.getByText('This PIN reset link has expired or was already used.', { exact: false }).waitFor();
    await context.close();
  });
});
