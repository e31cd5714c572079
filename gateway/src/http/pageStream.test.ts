import Fastify, { type FastifyInstance } from 'fastify';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Readable } from 'node:stream';
import { createBrotliDecompress, createGunzip } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { sendPageParts } from './pageStream.ts';

// A page rendered on the server goes out part by part: the document's start
// must reach the browser while the page is still rendering, whatever the
// encoding, or streaming it gains nothing.

let app: FastifyInstance | null = null;
afterEach(async () => {
  await app?.close();
  app = null;
});

/** A page whose second part is asked for only when the test lets it be, and says when it was asked for. */
function pageWaitingForTheTest() {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let pageAskedFor = false;
  async function* parts() {
    yield '<!doctype html><html><head><link rel="stylesheet" href="/assets/app.css">';
    pageAskedFor = true;
    await released;
    yield '</head><body><main>The page</main></body></html>';
  }
  return { parts, release, wasPageAskedFor: () => pageAskedFor };
}

async function serve(parts: () => AsyncIterable<string>): Promise<number> {
  // A test that fails mid-page leaves its response open: closing ends it.
  app = Fastify({ forceCloseConnections: true });
  app.get('/', (req, reply) => sendPageParts(req, reply.header('vary', 'cookie').type('text/html; charset=utf-8'), parts()));
  await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as AddressInfo).port;
}

/** GET / as a browser accepting `encoding`: the headers, and the decoded body as a stream. */
function get(port: number, encoding: string) {
  return new Promise<{ headers: Record<string, unknown>; body: Readable }>((resolve, reject) => {
    request({ port, host: '127.0.0.1', path: '/', headers: { 'accept-encoding': encoding } }, (response) => {
      const decoder = { br: createBrotliDecompress, gzip: createGunzip }[String(response.headers['content-encoding'])];
      resolve({ headers: response.headers, body: decoder ? response.pipe(decoder()) : response });
    })
      .on('error', reject)
      .end();
  });
}

/** The body's text as it arrives, and a wait for the moment it holds some text. */
function reading(body: Readable) {
  let text = '';
  const waiters: Array<{ text: string; resolve: () => void }> = [];
  body.setEncoding('utf8');
  body.on('data', (chunk: string) => {
    text += chunk;
    for (const waiter of waiters.filter((each) => text.includes(each.text))) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve();
    }
  });
  return {
    text: () => text,
    until: (wanted: string) => (text.includes(wanted) ? Promise.resolve() : new Promise<void>((resolve) => waiters.push({ text: wanted, resolve }))),
  };
}

describe('a page sent in parts', () => {
  it.each([
    ['br', 'br'],
    ['gzip, deflate', 'gzip'],
    ['identity', undefined],
  ])('reaches a browser accepting %s with its start while the page is still rendering', async (accepted, encoding) => {
    const page = pageWaitingForTheTest();
    const port = await serve(page.parts);
    const { headers, body } = await get(port, accepted);
    expect(headers['content-encoding']).toBe(encoding);
    expect(headers.vary).toBe('cookie, accept-encoding');

    // The stylesheet's link arrives though the page's part has not been made yet.
    const received = reading(body);
    await received.until('app.css">');
    expect(received.text()).not.toContain('<main>');
    // The page was asked for only once the start was out.
    expect(page.wasPageAskedFor()).toBe(true);

    page.release();
    await received.until('</html>');
    expect(received.text()).toBe(
      '<!doctype html><html><head><link rel="stylesheet" href="/assets/app.css"></head><body><main>The page</main></body></html>',
    );
  });

  it('asks for the page only after the start has gone', async () => {
    const asked: string[] = [];
    const port = await serve(async function* () {
      asked.push('start');
      yield '<!doctype html><head>';
      asked.push('page');
      yield '</head>';
    });
    const received = reading((await get(port, 'br')).body);
    await received.until('</head>');
    expect(received.text()).toBe('<!doctype html><head></head>');
    expect(asked).toEqual(['start', 'page']);
  });
});
