// A visitor's language follows the browser and their own choice, but only
// among the languages the realm offers, and a choice made on one realm stays
// with that realm.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { usePlatformInChromium } from '../support/e2eHooks.ts';

const stage = usePlatformInChromium();

const pageLanguage = (page: Page) => page.evaluate(() => document.documentElement.lang);

describe('the language of each realm', () => {
  it('keeps the English-only realm in English for a Portuguese browser, and the three-language realm in Portuguese', async () => {
    const context = await stage.browser.newContext({ locale: 'pt-BR' });
    const page = await context.newPage();

    await page.goto(`http://acme.localhost:${stage.platform.port}/`);
    await page.getByRole('heading', { name: 'Sign in to watch' }).waitFor();
    expect(await pageLanguage(page)).toBe('en');
    expect(await page.getByText('Entre para assistir').count()).toBe(0);

    await page.goto(`http://localhost:${stage.platform.port}/login`);
    await page.getByRole('heading', { name: 'Entre para assistir' }).waitFor();
    expect(await pageLanguage(page)).toBe('pt');
    await context.close();
  });

  it('remembers Español chosen on /realm/ringside there, and leaves /realm/acme in English', async () => {
    const context = await stage.browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    const base = `http://localhost:${stage.platform.port}`;

    await page.goto(`${base}/realm/ringside/login`);
    await page.getByRole('heading', { name: 'Sign in to watch' }).waitFor();
    await page.locator('select.rs-language__select').selectOption('es');
    await page.waitForFunction(() => document.documentElement.lang === 'es');
    await page.getByRole('heading', { name: 'Inicia sesión para ver' }).waitFor();

    await page.goto(`${base}/realm/ringside/login`);
    await page.getByRole('heading', { name: 'Inicia sesión para ver' }).waitFor();
    expect(await pageLanguage(page)).toBe('es');

    await page.goto(`${base}/realm/acme/`);
    await page.getByRole('heading', { name: 'Sign in to watch' }).waitFor();
    expect(await pageLanguage(page)).toBe('en');
    await context.close();
  });
});
