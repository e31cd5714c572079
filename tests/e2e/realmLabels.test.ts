// Issue 13 "Labels": a realm words the platform's labels its own way, per
// language, from its realm file alone (tests/fixtures/realmLabels/rincon.json:
// English and Spanish; `signIn` in both, `signUp` in Spanish only, `loginError`
// in English only), and the web shows its words wherever it would show the
// platform's, in the language the visitor's browser or choice gives.
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { usePlatformInChromium, type Stage } from '../support/e2eHooks.ts';

const stage: Stage = usePlatformInChromium({
  realmsDir: fileURLToPath(new URL('../fixtures/realmLabels', import.meta.url)),
});
const rincon = () => `http://rincon.localhost:${stage.platform.port}`;

async function pageIn(locale: string, width = 1280): Promise<Page> {
  const context = await stage.browser.newContext({ viewport: { width, height: 900 }, locale });
  return context.newPage();
}

const header = (page: Page) => page.locator('header').first();
const pageLanguage = (page: Page) => page.evaluate(() => document.documentElement.lang);

describe('a realm’s own labels (rincon)', () => {
  it('greet an English browser with its words, and switch with the language picker', async () => {
    const page = await pageIn('en-GB');
    await page.goto(`${rincon()}/`);
    // Its `signIn` in English; `signUp` has no English override, so the platform's text stays.
    await header(page).getByRole('link', { name: 'Log in', exact: true }).waitFor();
    expect(await pageLanguage(page)).toBe('en');
    expect(await header(page).getByRole('link', { name: 'Sign up', exact: true }).count()).toBe(1);
    expect(await header(page).getByRole('link', { name: 'Sign in', exact: true }).count()).toBe(0);

    await page.locator('select.rs-language__select').selectOption('es');
    await page.waitForFunction(() => document.documentElement.lang === 'es');
    await header(page).getByRole('link', { name: 'Acceder', exact: true }).waitFor();
    expect(await header(page).getByRole('link', { name: 'Únete', exact: true }).count()).toBe(1);
    expect(await header(page).getByRole('link', { name: 'Log in', exact: true }).count()).toBe(0);
    await page.context().close();
  });

  it('follow the language resolution of spec §4: a Spanish-speaking browser from Latin America is served in Spanish', async () => {
    const page = await pageIn('es-419');
    await page.goto(`${rincon()}/`);
    await header(page).getByRole('link', { name: 'Acceder', exact: true }).waitFor();
    expect(await pageLanguage(page)).toBe('es');
    // An explicit choice in the address wins over the browser's language.
    await page.goto(`${rincon()}/?lang=en`);
    await header(page).getByRole('link', { name: 'Log in', exact: true }).waitFor();
    expect(await pageLanguage(page)).toBe('en');
    await page.context().close();
  });

  it('word the sign-in page and its error, in every place the label appears', async () => {
    const page = await pageIn('en-US', 390);
    await page.goto(`${rincon()}/login`);
    await page.getByLabel('Email').fill('nobody@rincon.example');
    await page.getByLabel('Password').fill('not-a-password');
    // The form's own button is the same label as the header's.
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'That email and password do not match an account here.' }).waitFor();
    expect(await page.getByText('The email or password is not correct.').count()).toBe(0);
    // No horizontal overflow on a phone with the realm's words.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.context().close();
  });

  it('leave the other realms’ words alone', async () => {
    const page = await pageIn('en-US');
    await page.goto(`http://localhost:${stage.platform.port}/`);
    await header(page).getByRole('link', { name: 'Sign in', exact: true }).waitFor();
    expect(await header(page).getByRole('link', { name: 'Log in', exact: true }).count()).toBe(0);
    await page.context().close();
  });
});
