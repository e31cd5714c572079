// The app installed on a phone (issue 14 "Installed apps"): Chromium finds each
// demo realm's app installable, with the realm's own name and colours, and once
// the app has been opened its service worker (web/public/sw.js) starts it
// without a connection, to the connection-failed page. What the worker keeps is
// the viewer-free shell and the hashed assets: never a GraphQL answer.
import type { CDPSession, Page, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { usePages, usePlatformInChromium, type Stage } from '../support/e2eHooks.ts';

const stage: Stage = usePlatformInChromium();
const openPage = usePages(stage);
const ringside = () => `http://localhost:${stage.platform.port}`;
const acme = () => `http://acme.localhost:${stage.platform.port}`;
const phone = { width: 390, height: 844 };

/** Resolves once the page's requests go through the service worker. */
async function controlledByServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
  });
}

/** The page came from the worker's kept shell (the gateway marks /offline.html noindex), not from the server. */
async function keptShellAnswered(response: Response | null) {
  return response !== null && response.fromServiceWorker() && (await response.headerValue('x-robots-tag')) === 'noindex';
}

/**
 * Resolves once the worker serves the page and keeps every app file the page
 * has loaded (those loaded before the worker took over are handed to it after).
 */
async function readyForOffline(page: Page) {
  await controlledByServiceWorker(page);
  await page.waitForFunction(async () => {
    const loaded = performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.startsWith('/assets/'));
    const kept = await Promise.all(loaded.map((path) => caches.match(path)));
    return loaded.length > 0 && kept.every(Boolean);
  });
}

/**
 * Cuts the page off the network, and off the browser's HTTP cache (which keeps
 * hashed assets for a year): what it loads now, it has from the worker's cache.
 */
async function goOffline(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await page.context().setOffline(true);
}

async function installability(cdp: CDPSession) {
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  // Playwright's browser contexts are off the record, where Chromium installs
  // nothing; it still checks every other criterion, and says which fail.
  return installabilityErrors.filter((error) => error.errorId !== 'in-incognito');
}

describe('the installable app', () => {
  it('installs from Chromium on both demo realms, each with its name and colours', async () => {
    for (const [origin, name, colour] of [
      [ringside(), 'Ringside Fight Network', '#0b0d12'],
      [acme(), 'Acme Sports', '#f8fafc'],
    ] as const) {
      const page = await openPage(phone);
      await page.goto(`${origin}/`);
      await controlledByServiceWorker(page);
      const cdp = await page.context().newCDPSession(page);

      expect(await installability(cdp), origin).toEqual([]);
      const { url, errors, data } = await cdp.send('Page.getAppManifest');
      expect(url).toBe(`${origin}/manifest.webmanifest`);
      expect(errors).toEqual([]);
      const manifest = JSON.parse(data!) as { icons: { src: string; sizes: string; type?: string }[] };
      expect(manifest).toMatchObject({ name, display: 'standalone', start_url: '/', theme_color: colour, background_color: colour });
      // The launcher's square PNG icons, each of the size the manifest says, drawn in the browser.
      const pngIcons = manifest.icons.filter((icon) => icon.type === 'image/png' && icon.sizes !== 'any');
      expect(pngIcons.map((icon) => icon.sizes)).toEqual(['192x192', '512x512']);
      for (const icon of pngIcons) {
        const drawn = await page.evaluate(async (src) => {
          const image = new Image();
          image.src = src;
          await image.decode();
          return `${image.naturalWidth}x${image.naturalHeight}`;
        }, icon.src);
        expect(drawn, icon.src).toBe(icon.sizes);
      }
    }
  });

  it('opens offline to the connection-failed page, where it was and at another of its addresses, once it has been opened', async () => {
    const page = await openPage(phone);
    await page.goto(`${acme()}/`);
    await readyForOffline(page);

    await goOffline(page);
    const reloaded = await page.reload();
    expect(await keptShellAnswered(reloaded)).toBe(true);
    await page.getByRole('heading', { name: 'Connection Failed' }).waitFor();
    await expect(page.getByText('Please refresh the page').isVisible()).resolves.toBe(true);

    // Another of its pages starts the same way, from the kept shell.
    expect(await keptShellAnswered(await page.goto(`${acme()}/live`))).toBe(true);
    await page.getByRole('heading', { name: 'Connection Failed' }).waitFor();
    expect(page.url()).toBe(`${acme()}/live`);
  });

  it('opens offline under /realm/{name}/ too, with a worker of that app’s own scope', async () => {
    const page = await openPage(phone);
    await page.goto(`${ringside()}/realm/acme/`);
    await readyForOffline(page);
    await expect(page.evaluate(async () => (await navigator.serviceWorker.ready).scope)).resolves.toBe(`${ringside()}/realm/acme/`);

    await goOffline(page);
    expect(await keptShellAnswered(await page.reload())).toBe(true);
    await page.getByRole('heading', { name: 'Connection Failed' }).waitFor();
  });

  it('opens offline in the viewer’s language, whose catalog it kept from the first visit', async () => {
    const page = await openPage(phone, { locale: 'pt-BR' });
    await page.goto(`${ringside()}/`);
    await page.getByRole('banner').waitFor();
    await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('pt');
    await readyForOffline(page);

    await goOffline(page);
    expect(await keptShellAnswered(await page.reload())).toBe(true);
    await page.getByRole('heading', { name: 'Falha na conexão' }).waitFor();
  });

  it('keeps the shell and the hashed assets, and never a GraphQL answer or a page rendered for the viewer', async () => {
    const page = await openPage(phone);
    await page.goto(`${ringside()}/`);
    await controlledByServiceWorker(page);
    // A later page of the app, its data from /graphql, loaded through the worker.
    const graphqlAnswered = page.waitForResponse((response) => new URL(response.url()).pathname === '/graphql' && response.ok());
    await page.goto(`${ringside()}/live`);
    await graphqlAnswered;
    await page.getByRole('banner').waitFor();

    const kept = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
      }
      return urls;
    });
    expect(kept).toContain('/offline.html');
    expect(kept.some((path) => /^\/assets\/.+\.js$/.test(path))).toBe(true);
    expect(kept.filter((path) => path !== '/offline.html' && !path.startsWith('/assets/'))).toEqual([]);
  });
});
