import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUpstreamProxy, isProxiedPath } from './upstreamProxy.ts';

describe('the development mailbox through the gateway', () => {
  const fetched: string[] = [];
  let server: Server;
  let origin: string;

  beforeAll(async () => {
    const proxy = createUpstreamProxy('http://upstream.test', (async (url: URL) => {
      fetched.push(url.toString());
      return new Response('<h1>Development mailbox</h1>', { headers: { 'content-type': 'text/html; charset=utf-8' } });
    }) as typeof fetch);
    server = createServer((req, res) => {
      const { pathname, search } = new URL(req.url ?? '/', 'http://gateway');
      if (isProxiedPath(pathname)) void proxy(req, res, pathname + search);
      else res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('opens the upstream mailbox page and its JSON on the app origin, with the filter', async () => {
    const page = await fetch(`${origin}/dev/mailbox?to=rosa%40example.test`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Development mailbox');
    await fetch(`${origin}/dev/mailbox.json`);
    expect(fetched).toEqual(['http://upstream.test/dev/mailbox?to=rosa%40example.test', 'http://upstream.test/dev/mailbox.json']);
  });

  it('passes on nothing else under /dev', () => {
    expect(isProxiedPath('/dev/mailbox')).toBe(true);
    expect(isProxiedPath('/dev/mailbox.json')).toBe(true);
    for (const path of ['/dev/', '/dev/mailbox/1', '/dev/mailbox.json/x', '/dev/other', '/dev/mailboxes']) {
      expect(isProxiedPath(path), path).toBe(false);
    }
  });

  it('refuses to write through it', async () => {
    const response = await fetch(`${origin}/dev/mailbox`, { method: 'POST', body: '{}' });
    expect(response.status).toBe(405);
  });
});
