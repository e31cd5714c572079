import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryCache } from '../lib/sharedCache.ts';
import { startGateway } from '../server.ts';
import { createFakeUpstream } from '../testing/fakeUpstream.ts';

let webDistDir: string;
let gateway: { url: string; close(): Promise<void> };
const upstream = createFakeUpstream();

beforeAll(async () => {
  webDistDir = await mkdtemp(join(tmpdir(), 'ringside-web-'));
  await mkdir(join(webDistDir, 'assets'));
  await writeFile(join(webDistDir, 'index.html'), '<!doctype html><title>Ringside</title>');
  await writeFile(join(webDistDir, 'assets', 'index-Bx7kQ2pZ.js'), 'console.log(1)');
  await writeFile(join(webDistDir, 'favicon.svg'), '<svg/>');
  gateway = await startGateway({
    port: 0,
    upstreamUrl: 'http://upstream.test',
    webDistDir,
    fetch: upstream.fetch as typeof fetch,
    cache: createMemoryCache(),
  });
});

afterAll(async () => {
  await gateway.close();
  await rm(webDistDir, { recursive: true, force: true });
});

describe('one origin for the app, its API and its media', () => {
  it('serves index.html for any page of the app, also under /realm/{name}/', async () => {
    for (const path of ['/', '/video/12', '/realm/acme/', '/realm/acme/live/3']) {
      const response = await fetch(gateway.url + path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toContain('<title>Ringside</title>');
    }
  });

  it('serves hashed assets with a long cache, also when asked for under a realm prefix', async () => {
    for (const path of ['/assets/index-Bx7kQ2pZ.js', '/realm/acme/assets/index-Bx7kQ2pZ.js']) {
      const response = await fetch(gateway.url + path);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(response.headers.get('content-type')).toMatch(/^(text|application)\/javascript/);
    }
    const favicon = await fetch(`${gateway.url}/favicon.svg`);
    expect(favicon.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers 404 for a missing file instead of the app, and never leaves the dist folder', async () => {
    expect((await fetch(`${gateway.url}/assets/missing-AAAAAAAA.js`)).status).toBe(404);
    expect((await fetch(`${gateway.url}/..%2f..%2fetc%2fpasswd`)).status).not.toBe(200);
  });

  it('passes /media and /images through to the upstream', async () => {
    const response = await fetch(`${gateway.url}/media/vod/asset-1/master.m3u8`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
    expect(await response.text()).toBe('#EXTM3U\n');
    expect(upstream.calls.at(-1)!.url.toString()).toBe('http://upstream.test/media/vod/asset-1/master.m3u8');
  });

  it('never fetches from another host, whatever the request target names', async () => {
    upstream.reset();
    // fetch() cannot send these targets; node:http sends them as written.
    const statusOf = (path: string) =>
      new Promise<number>((resolvePromise, reject) => {
        const req = httpRequest(gateway.url, { path }, (res) => {
          res.resume();
          res.on('end', () => resolvePromise(res.statusCode ?? 0));
        });
        req.on('error', reject);
        req.end();
      });
    for (const path of ['//evil.example/media/x', '/\\evil.example/media/x', '//evil.example/graphql', '//evil.example/']) {
      expect(await statusOf(path), path).toBe(404);
    }
    // An absolute-form target is read for its path only.
    expect(await statusOf('http://evil.example/media/x?a=1')).toBe(200);
    expect(await statusOf('http://[not-a-host/media/x')).toBe(404);
    expect(upstream.calls.map((call) => call.url.toString())).toEqual(['http://upstream.test/media/x?a=1']);
  });

  it('serves GraphiQL at /graphql', async () => {
    const response = await fetch(`${gateway.url}/graphql`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('GraphiQL');
  });
});
