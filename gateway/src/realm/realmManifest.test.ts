import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestGateway } from '../testing/gatewayClient.ts';
import { manifestPathFor } from './realmManifest.ts';

// A phone's Chromium reads the realm's manifest to install its app: each realm's
// app has its own name, colours and icon, and lives at its own address.
let webDistDir: string;
let testGateway: ReturnType<typeof createTestGateway>;

beforeAll(async () => {
  webDistDir = await mkdtemp(join(tmpdir(), 'ringside-manifest-'));
  await writeFile(join(webDistDir, 'index.html'), '<!doctype html><title>Ringside</title>');
  testGateway = createTestGateway({ webDistDir });
  const { realms } = testGateway.upstream;
  realms.ringside.realmFullName = 'Ringside Fight Network';
  realms.ringside.settings = { ...realms.ringside.settings, MAIN_TITLE: 'Ringside', colours: { ...realms.ringside.settings.colours, background: '#0b0d12' } };
  realms.acme.realmFullName = 'Acme Sports';
  realms.acme.settings = {
    ...realms.acme.settings,
    MAIN_TITLE: 'Acme Sports',
    logo: 'https://cdn.acme.example/brand/acme-icon.png',
    colours: { ...realms.acme.settings.colours, background: '#f8fafc' },
  };
});

afterAll(async () => {
  await testGateway.gateway.close();
  await rm(webDistDir, { recursive: true, force: true });
});

async function manifestAt(url: string, host = 'localhost') {
  const response = await testGateway.gateway.app.inject({ method: 'GET', url, headers: { host } });
  return { status: response.statusCode, headers: response.headers, manifest: response.statusCode === 200 ? response.json() : null };
}

describe('the web app manifest of a realm', () => {
  it('names and colours the app of the host’s realm, which starts at the root', async () => {
    const { status, headers, manifest } = await manifestAt('/manifest.webmanifest', 'ringside.localhost:4000');
    expect(status).toBe(200);
    expect(headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(headers['cache-control']).toBe('no-cache');
    expect(manifest).toEqual({
      id: '/',
      name: 'Ringside Fight Network',
      short_name: 'Ringside',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#0b0d12',
      background_color: '#0b0d12',
      icons: [
        { src: '/images/realm/ringside/app-icon/192.png', sizes: '192x192', type: 'image/png', purpose: 'any maskable' },
        { src: '/images/realm/ringside/app-icon/512.png', sizes: '512x512', type: 'image/png', purpose: 'any maskable' },
        { src: '/images/realm/ringside/logo.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      ],
    });
  });

  it('is another realm’s own, with its name, colours and logo, by host or under /realm/{name}/', async () => {
    const byHost = await manifestAt('/manifest.webmanifest', 'acme.localhost');
    const byPath = await manifestAt('/realm/acme/manifest.webmanifest');
    for (const { manifest } of [byHost, byPath]) {
      expect(manifest).toMatchObject({
        name: 'Acme Sports',
        short_name: 'Acme Sports',
        display: 'standalone',
        theme_color: '#f8fafc',
        background_color: '#f8fafc',
        icons: [
          { src: '/images/realm/acme/app-icon/192.png', sizes: '192x192', type: 'image/png', purpose: 'any maskable' },
          { src: '/images/realm/acme/app-icon/512.png', sizes: '512x512', type: 'image/png', purpose: 'any maskable' },
          { src: 'https://cdn.acme.example/brand/acme-icon.png', sizes: 'any', type: 'image/png', purpose: 'any' },
        ],
      });
    }
    expect(byHost.manifest).toMatchObject({ id: '/', start_url: '/', scope: '/' });
    // Installed from /realm/acme/, the app stays there: its pages, not the host realm's.
    expect(byPath.manifest).toMatchObject({ id: '/realm/acme/', start_url: '/realm/acme/', scope: '/realm/acme/' });
  });

  it('is not found for a realm that does not exist', async () => {
    expect((await manifestAt('/realm/nobody/manifest.webmanifest')).status).toBe(404);
    expect((await manifestAt('/manifest.webmanifest', 'nobody.example')).status).toBe(404);
  });

  it('is linked from a page at its realm’s address', () => {
    expect(manifestPathFor(null)).toBe('/manifest.webmanifest');
    expect(manifestPathFor('acme')).toBe('/realm/acme/manifest.webmanifest');
    expect(manifestPathFor('dce.ufc')).toBe('/realm/dce.ufc/manifest.webmanifest');
  });
});
