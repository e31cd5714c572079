// A visitor follows a link to a realm that does not exist: they are told so
// plainly (not "Connection Failed") and offered the way to the start page.
import { describe, expect, it } from 'vitest';
import { usePlatformInChromium } from '../support/e2eHooks.ts';

const stage = usePlatformInChromium();

describe('an address that names no realm', () => {
  it('says the service does not exist at /realm/nonexistent, with a link to the start page', async () => {
    const page = await stage.browser.newPage();
    await page.goto(`http://localhost:${stage.platform.port}/realm/nonexistent`);
    await page.getByRole('heading', { name: "This service doesn't exist" }).waitFor();
    expect(await page.title()).toBe('Service not found');
    expect(await page.getByRole('link', { name: 'Go to the start page' }).getAttribute('href')).toBe('/');
    expect(await page.getByText('Connection Failed').count()).toBe(0);
    await page.close();
  });
});
