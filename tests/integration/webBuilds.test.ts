// A deploy publishes a new web build into the folder a gateway is serving
// (issue 24: a rebuild under a running gateway broke its server rendering,
// "Cannot find module", until a restart). The running gateway keeps rendering
// with the build it started with, the pages it served keep loading their
// assets, the new build's assets are there for the gateways that serve it,
// and a gateway started now serves the new build.
import { cpSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway } from '../../gateway/src/server.ts';
import { BUILDS_DIR, currentWebBuild, publishWebBuild } from '../../web/src/server/webBuilds.ts';
import { startPlatform, type RunningPlatform } from '../support/platform.ts';

const builtDist = process.env.E2E_WEB_DIST_DIR || fileURLToPath(new URL('../../web/dist', import.meta.url));

/** The /assets/ files a page names (its entry script, stylesheet, preloaded chunks). */
const assetsNamedIn = (html: string) => [...new Set([...html.matchAll(/["'](\/assets\/[^"'?#]+)["']/g)].map((match) => match[1]!))];

/** A rendered page carries its boot data; the unrendered fallback (index.html as built) does not. */
const isRendered = (html: string) => html.includes('id="rs-boot"');

/**
 * What `npm run build` after a source change publishes: the same app under new
 * hashed file names (every chunk of the browser and of the server entry), built
 * in a folder of its own inside the dist and published the way web/build.ts does.
 */
function publishChangedBuild(distDir: string): string {
  const current = currentWebBuild(distDir).dir;
  const incoming = join(distDir, BUILDS_DIR, '.incoming-test');
  cpSync(current, incoming, { recursive: true });
  // Vite's manifest names the build's browser files (its precompressed twins are left out).
  const manifest = JSON.parse(readFileSync(join(current, '.vite', 'manifest.json'), 'utf8')) as Record<string, { file: string; css?: string[]; assets?: string[] }>;
  for (const chunk of Object.values(manifest)) {
    for (const file of [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]) cpSync(join(distDir, file), join(incoming, file));
  }
  const renamed = new Map<string, string>();
  const hashedFiles = [join(incoming, 'assets'), join(incoming, '.ssr', 'assets')].flatMap((dir) => readdirSync(dir).map((file) => ({ dir, file })));
  for (const { file } of hashedFiles) renamed.set(file, file.replace(/(\.\w+)$/, 'n$1'));
  for (const { dir, file } of hashedFiles) renameSync(join(dir, file), join(dir, renamed.get(file)!));
  const names = new RegExp([...renamed.keys()].map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'), 'g');
  const textFiles = [
    join(incoming, 'index.html'),
    join(incoming, '.vite', 'manifest.json'),
    join(incoming, '.ssr', 'renderPage.js'),
    ...hashedFiles.map(({ dir, file }) => join(dir, renamed.get(file)!)).filter((file) => /\.(js|css)$/.test(file)),
  ];
  for (const file of textFiles) writeFileSync(file, readFileSync(file, 'utf8').replace(names, (name) => renamed.get(name)!));
  // The copied precompressed page would be the old one's.
  rmSync(join(incoming, 'index.html.br'), { force: true });
  rmSync(join(incoming, 'index.html.gz'), { force: true });
  return publishWebBuild(distDir, incoming);
}

let distDir: string;
let platform: RunningPlatform;
// The realm is chosen by host name: localhost is Ringside's.
const ringside = (url: string) => url.replace('127.0.0.1', 'localhost');
beforeAll(async () => {
  if (currentWebBuild(builtDist).id === null) throw new Error(`${builtDist} is not a published build: run \`npm run build -w @ringside/web\``);
  distDir = mkdtempSync(join(tmpdir(), 'ringside-dist-'));
  cpSync(builtDist, distDir, { recursive: true });
  platform = await startPlatform({ webDistDir: distDir });
});
afterAll(async () => {
  await platform?.close();
  if (distDir) rmSync(distDir, { recursive: true, force: true });
});

describe('a new web build published under a running gateway', () => {
  it('leaves the running gateway rendering with its own build, and every build’s assets served', async () => {
    const before = await (await fetch(`${ringside(platform.url)}/`)).text();
    expect(isRendered(before)).toBe(true);
    const oldAssets = assetsNamedIn(before);
    expect(oldAssets.length).toBeGreaterThan(1);

    const newBuild = publishChangedBuild(distDir);
    expect(currentWebBuild(distDir).id).toBe(newBuild);

    // Pages whose screens the running gateway had not loaded yet: their chunks are its own build's.
    for (const path of ['/schedule', '/news', '/fighters']) {
      const page = await (await fetch(`${ringside(platform.url)}${path}`)).text();
      expect(isRendered(page), path).toBe(true);
      expect(assetsNamedIn(page)).toEqual(oldAssets);
    }
    // A page rendered before the deploy still loads its scripts and styles, from any gateway.
    for (const asset of oldAssets) {
      const response = await fetch(`${platform.url}${asset}`);
      expect(response.status, asset).toBe(200);
      expect(response.headers.get('cache-control'), asset).toContain('immutable');
    }

    const started = await startGateway({ port: 0, host: '127.0.0.1', upstreamUrl: platform.upstreamUrl, webDistDir: distDir, redisUrl: null });
    try {
      const after = await (await fetch(`${ringside(started.url)}/schedule`)).text();
      expect(isRendered(after)).toBe(true);
      const newAssets = assetsNamedIn(after);
      expect(newAssets).not.toEqual(oldAssets);
      for (const asset of newAssets) expect((await fetch(`${platform.url}${asset}`)).status, asset).toBe(200);
    } finally {
      await started.close();
    }
  });
});
