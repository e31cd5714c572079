import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { isProxiedPath, upstreamProxyRoutes } from './upstreamProxy.ts';

describe('the development mailbox through the gateway', () => {
  let app: FastifyInstance;
  const fetched: string[] = [];

  async function gatewayWith(devMailbox: boolean) {
    fetched.length = 0;
    app = Fastify();
    await app.register(upstreamProxyRoutes, {
      upstreamUrl: 'http://upstream.test',
      devMailbox,
      fetch: (async (url: URL) => {
        fetched.push(url.toString());
        return new Response('<h1>Development mailbox</h1>', { headers: { 'content-type': 'text/html; charset=utf-8' } });
      }) as typeof fetch,
    });
    return app;
  }
  afterEach(() => app?.close());

  it('opens the upstream mailbox page and its JSON on the app origin, with the filter', async () => {
    await gatewayWith(true);
    const page = await app.inject(`/dev/mailbox?to=rosa%40example.test`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Development mailbox');
    await app.inject('/dev/mailbox.json');
    expect(fetched).toEqual(['http://upstream.test/dev/mailbox?to=rosa%40example.test', 'http://upstream.test/dev/mailbox.json']);
  });

  it('passes on nothing else under /dev', async () => {
    expect(isProxiedPath('/dev/mailbox')).toBe(true);
    expect(isProxiedPath('/dev/mailbox.json')).toBe(true);
    for (const path of ['/dev/', '/dev/mailbox/1', '/dev/mailbox.json/x', '/dev/other', '/dev/mailboxes']) {
      expect(isProxiedPath(path), path).toBe(false);
    }
    await gatewayWith(true);
    expect((await app.inject('/dev/mailbox/1')).statusCode).toBe(404);
    expect(fetched).toEqual([]);
  });

  it('is not there at all where the mailbox is off (production)', async () => {
    await gatewayWith(false);
    expect((await app.inject('/dev/mailbox')).statusCode).toBe(404);
    expect((await app.inject('/media/vod/master.m3u8')).statusCode).toBe(200);
    expect(fetched).toEqual(['http://upstream.test/media/vod/master.m3u8']);
  });

  it('refuses to write through it', async () => {
    await gatewayWith(true);
    const response = await app.inject({ method: 'POST', url: '/dev/mailbox', payload: '{}', headers: { 'content-type': 'application/json' } });
    expect(response.statusCode).toBe(405);
    expect(fetched).toEqual([]);
  });
});
