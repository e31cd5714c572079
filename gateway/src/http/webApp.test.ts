import Fastify, { type FastifyInstance } from 'fastify';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RealmAccessFlags } from '@ringside/web/routeAccess';
import { webAppRoutes } from './webApp.ts';

// The web app's pages as a browser or a crawler asks for them: the status says
// whether the app will show a page or its not-found page.
const everything: RealmAccessFlags = {
  guestsAllowed: true, fullGuestAccess: true, allowGuestSchedule: true, allowSelfRegistration: true,
  pinLoginEnabled: true, hasLive: true, scheduleSectionEnabled: true, epgMatrixEnabled: true,
  multiViewAllowed: true, giftingEnabled: true, vesperSearch: true, fightersInMenu: true,
};
let webDistDir: string;
let app: FastifyInstance;
const realmsAsked: string[] = [];

beforeAll(async () => {
  webDistDir = await mkdtemp(join(tmpdir(), 'ringside-web-app-'));
  await mkdir(join(webDistDir, 'assets'));
  await writeFile(join(webDistDir, 'index.html'), '<!doctype html><title>Ringside</title>');
  await writeFile(join(webDistDir, 'assets', 'index-Bx7kQ2pZ.js'), 'console.log(1)');
  app = Fastify();
  await app.register(webAppRoutes, {
    webDistDir,
    async realmAccess(key) {
      const name = 'name' in key ? key.name : key.hostname;
      realmsAsked.push(name);
      if (name === 'down') throw new Error('upstream unavailable');
      if (!['acme', 'dce.ufc', 'localhost', 'pinless.localhost'].includes(name)) return { exists: false };
      // pinless.localhost offers no TV sign-in and no gifts; the others everything.
      const offers = name !== 'pinless.localhost';
      return { exists: true, flags: { ...everything, pinLoginEnabled: offers, giftingEnabled: offers } };
    },
  });
});

afterAll(async () => {
  await app.close();
  await rm(webDistDir, { recursive: true, force: true });
});

async function get(url: string) {
  const response = await app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.body, location: response.headers.location };
}

describe('a page of the app', () => {
  it('answers 200 with the app for every route, in every language, with or without a realm prefix', async () => {
    for (const path of [
      '/',
      '/video/7',
      '/section/fights',
      '/secao/lutas',
      '/seccion/peleas?x=1',
      '/live',
      '/en-vivo/3',
      '/login/reset-password?pwrt=abc',
      '/iniciar-sesion',
      '/realm/acme',
      '/realm/acme/',
      '/realm/acme/cuenta',
      '/news/',
    ]) {
      const { status, body } = await get(path);
      expect(status, path).toBe(200);
      expect(body).toContain('<title>Ringside</title>');
    }
  });

  it('answers 200 for the redirects of the route table too: the app sends the viewer on', async () => {
    for (const path of ['/competicao/12', '/secao/news', '/subscriptions', '/partitions']) {
      expect((await get(path)).status, path).toBe(200);
    }
  });

  it('answers 404, still with the app (which shows its not-found page), for a path no route has', async () => {
    for (const path of ['/nothing-here', '/video', '/video/7/extra', '/section', '/realm/acme/nothing-here']) {
      const { status, body } = await get(path);
      expect(status, path).toBe(404);
      expect(body).toContain('<title>Ringside</title>');
    }
  });

  it('answers 404 for a realm that does not exist, and 200 when it cannot tell (the app then says why)', async () => {
    expect((await get('/realm/nonexistent')).status).toBe(404);
    expect((await get('/realm/nonexistent/video/7')).status).toBe(404);
    expect(realmsAsked).toContain('nonexistent');
    expect((await get('/realm/down/video/7')).status).toBe(200);
  });

  it('answers 404 for a route the realm of the host does not offer, in every language, and 200 for its other pages', async () => {
    const onPinless = async (url: string) => (await app.inject({ method: 'GET', url, headers: { host: 'pinless.localhost:4000' } })).statusCode;
    for (const path of ['/tv', '/gifts', '/regalos']) expect(await onPinless(path), path).toBe(404);
    for (const path of ['/', '/video/7', '/schedule', '/subscriptions']) expect(await onPinless(path), path).toBe(200);
    // The same routes where the realm offers them, and on a host no realm has (the app says which service this is not).
    expect((await get('/gifts')).status).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/gifts', headers: { host: 'nobody.localhost' } })).statusCode).toBe(200);
  });

  it('moves the original realm names’ addresses under /realm/, keeping the query', async () => {
    const moved = await get('/dce.ufc/video/7?t=30');
    expect(moved.status).toBe(301);
    expect(moved.location).toBe('/realm/dce.ufc/video/7?t=30');
    for (const [path, to] of [
      ['/test.acme', '/realm/test.acme'],
      ['/shd.acme/', '/realm/shd.acme/'],
    ]) {
      expect((await get(path!)).location, path).toBe(to);
    }
    expect((await get('/realm/dce.ufc/video/7')).status).toBe(200);
  });

  it('still serves files, and 404 for a missing one', async () => {
    expect((await get('/assets/index-Bx7kQ2pZ.js')).status).toBe(200);
    expect((await get('/assets/missing-AAAAAAAA.js')).status).toBe(404);
  });
});

describe('the offline shell the installed app keeps (web/public/sw.js)', () => {
  it('is the plain built page, revalidated, under / and under /realm/{name}/, and kept out of search engines', async () => {
    for (const url of ['/offline.html', '/realm/acme/offline.html']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toBe('<!doctype html><title>Ringside</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['x-robots-tag']).toBe('noindex');
    }
  });
});
