// The security headers as a browser applies them (Chromium): the web app and
// GraphiQL load without a single Content-Security-Policy violation, and
// another site cannot frame the sign-in page.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usePlatformInChromium } from '../support/e2eHooks.ts';
import { waitForPlayback } from '../support/realmPage.ts';

const stage = usePlatformInChromium();

/** Every CSP violation the page reports, as `directive blocked-uri`. */
async function collectViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.effectiveDirective} ${event.blockedURI}`));
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

let attacker: Server;
let attackerOrigin: string;

beforeAll(async () => {
  // Another site that tries to show our sign-in page inside its own.
  attacker = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' }).end(
      `<!doctype html><title>Win a prize</title><iframe id="victim" src="http://localhost:${stage.platform.port}/authorize"></iframe>`,
    );
  });
  await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve));
  attackerOrigin = `http://127.0.0.1:${(attacker.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => attacker.close(() => resolve())));

describe('the content security policy in a browser', () => {
  it('lets the web app load its home page and a video page without a violation', async () => {
    const page = await stage.browser.newPage();
    const violations = await collectViolations(page);
    await page.goto(`http://localhost:${stage.platform.port}/`);
    // The home page is whole once its first card shows (the boot splash is gone by then).
    await page.locator('a[data-content-kind="video"]').first().waitFor();
    expect(await page.locator('#root').innerHTML()).not.toContain('rs-boot-splash');
    // A free video: a guest's player starts there (the full fights are premium).
    await page.goto(`http://localhost:${stage.platform.port}/video/11`);
    // The player's chunk (hls.js) and its media are what a video page adds to the policy's test.
    await waitForPlayback(page, 0.5);
    expect(await violations()).toEqual([]);
    await page.close();
  });

  it('lets GraphiQL load its inline code without a violation', async () => {
    const page = await stage.browser.newPage();
    const violations = await collectViolations(page);
    await page.goto(`http://localhost:${stage.platform.port}/graphql`);
    await page.locator('.graphiql-execute-button').waitFor();
    expect(await violations()).toEqual([]);
    await page.close();
  });

  it('refuses to show the sign-in page inside another site', async () => {
    const page = await stage.browser.newPage();
    const refusals: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('frame-ancestors')) refusals.push(message.text());
    });
    await page.goto(`${attackerOrigin}/`);
    await page.waitForLoadState('networkidle');
    const victim = page.frames().find((frame) => frame !== page.mainFrame());
    expect(refusals.length).toBeGreaterThan(0);
    expect(await victim?.$('#root').catch(() => null)).toBeFalsy();
    await page.close();
  });
});
