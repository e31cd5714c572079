// The real gateway in front of a backend that misbehaves: one that hangs, one
// that is restarting (503), one that is not there at all. A viewer always gets
// an answer, in time, with whatever could be read and a masked error for the
// rest; reads are tried again, mutations never (they may have taken effect).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_UPSTREAM_TIMEOUT_MS } from '../../gateway/src/lib/restClient.ts';
import { startGateway } from '../../gateway/src/server.ts';
import { createFakeUpstream, guestToken } from '../../gateway/src/testing/fakeUpstream.ts';

type Fault = (req: IncomingMessage, res: ServerResponse) => boolean;

/** The unit tests' fake platform behind a real port, with a fault that may take any call first. */
async function startStandIn() {
  const platform = createFakeUpstream();
  const hits: { method: string; path: string; requestId: string | undefined }[] = [];
  let fault: Fault = () => false;
  const server: Server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const path = new URL(req.url ?? '/', 'http://stand-in').pathname;
    hits.push({ method: req.method ?? 'GET', path, requestId: req.headers['x-request-id'] as string | undefined });
    if (fault(req, res)) return;
    const answer = await platform.fetch(`http://stand-in${req.url}`, {
      method: req.method,
      headers: req.headers as Record<string, string>,
      body: chunks.length > 0 ? Buffer.concat(chunks).toString() : undefined,
    });
    res.writeHead(answer.status, Object.fromEntries(answer.headers)).end(await answer.text());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    hits: (method: string, path: string) => hits.filter((hit) => hit.method === method && hit.path === path).length,
    requestIdsOf: (path: string) => hits.filter((hit) => hit.path === path).map((hit) => hit.requestId),
    fail(next: Fault) {
      fault = next;
    },
    heal() {
      fault = () => false;
      hits.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const unavailable = (res: ServerResponse) =>
  res.writeHead(503, { 'content-type': 'application/json' }).end(JSON.stringify({ code: 'UNAVAILABLE', message: 'Restarting' }));

async function graphql(gatewayUrl: string, query: string, headers: Record<string, string> = {}) {
  const { body } = await graphqlWithHeaders(gatewayUrl, query, headers);
  return body;
}

async function graphqlWithHeaders(gatewayUrl: string, query: string, headers: Record<string, string> = {}) {
  const response = await fetch(new URL('/graphql', gatewayUrl), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      'x-graphql-yoga-csrf': '1',
      'x-ringside-realm': 'ringside',
      ...headers,
    },
    body: JSON.stringify({ query }),
  });
  const body = (await response.json()) as {
    data?: any;
    errors?: { message: string; path?: string[]; extensions?: Record<string, unknown> }[];
  };
  return { body, requestId: response.headers.get('x-request-id') };
}

const REALM_AND_VIDEO = `{ realm { title } video(internalId: "1") { title } }`;
const VIDEOS = '/api/v2/vod';

let standIn: Awaited<ReturnType<typeof startStandIn>>;
let gateway: { url: string; close(): Promise<void> };
let viewer: Record<string, string>;

beforeAll(async () => {
  standIn = await startStandIn();
  gateway = await startGateway({ port: 0, upstreamUrl: standIn.url });
  viewer = { authorization: `Bearer ${guestToken('ringside')}` };
});

afterEach(() => standIn.heal());

afterAll(async () => {
  await gateway?.close();
  await standIn?.close();
});

describe('a backend that hangs', () => {
  it('answers within the upstream timeout plus 100 ms, with the realm and a masked error for the video', async () => {
    await graphql(gateway.url, `{ realm { title } }`, viewer); // realm and keys known, as on any warm gateway
    standIn.fail((req) => new URL(req.url ?? '/', 'http://x').pathname === VIDEOS); // never answers

    const started = performance.now();
    const { data, errors } = await graphql(gateway.url, REALM_AND_VIDEO, viewer);
    const elapsed = performance.now() - started;

    expect(elapsed).toBeLessThan(DEFAULT_UPSTREAM_TIMEOUT_MS + 100);
    expect(data).toEqual({ realm: { title: 'ringside' }, video: null });
    expect(errors).toHaveLength(1);
    expect(errors![0]).toMatchObject({ path: ['video'], extensions: { code: 'UPSTREAM_UNAVAILABLE' } });
    expect(errors![0]!.message).not.toMatch(/127\.0\.0\.1|api\/v2/);
  }, 20_000);
});

describe('a backend that is restarting', () => {
  it('gets a read tried again after one 503, and the viewer never notices', async () => {
    let refused = 0;
    standIn.fail((req, res) => {
      if (new URL(req.url ?? '/', 'http://x').pathname !== VIDEOS || refused > 0) return false;
      refused += 1;
      unavailable(res);
      return true;
    });
    const { data, errors } = await graphql(gateway.url, REALM_AND_VIDEO, viewer);
    expect(errors).toBeUndefined();
    expect(data.video).toEqual({ title: 'Video 1' });
    expect(standIn.hits('GET', VIDEOS)).toBe(2);
  });

  it('never sends a mutation twice: one check-in call, and the viewer is told the platform is unavailable', async () => {
    standIn.fail((req, res) => {
      if (req.method !== 'POST') return false;
      unavailable(res);
      return true;
    });
    const { data, errors } = await graphql(gateway.url, `mutation { checkInAsGuest { viewer { role } } }`);
    expect(data).toBeNull();
    expect(errors![0]!.extensions).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE' });
    expect(standIn.hits('POST', '/api/v2/login/guest/checkin')).toBe(1);
  });
});

describe('a request id', () => {
  it('travels with the viewer’s request to the backend and back to the viewer', async () => {
    const { body, requestId } = await graphqlWithHeaders(gateway.url, REALM_AND_VIDEO, viewer);
    expect(body.errors).toBeUndefined();
    expect(requestId).toBeTruthy();
    expect(standIn.requestIdsOf(VIDEOS)).toEqual([requestId]);
  });
});

describe('a backend that is not there', () => {
  it('gives a masked UPSTREAM_UNAVAILABLE at once, not a hang', async () => {
    const gone = await startStandIn();
    const nowhere = gone.url;
    await gone.close(); // the port is free again: connections are refused
    const orphan = await startGateway({ port: 0, upstreamUrl: nowhere });
    try {
      const started = performance.now();
      const { data, errors } = await graphql(orphan.url, REALM_AND_VIDEO, viewer);
      expect(performance.now() - started).toBeLessThan(DEFAULT_UPSTREAM_TIMEOUT_MS);
      expect(data ?? null).toBeNull();
      expect(errors![0]).toMatchObject({
        message: 'The platform is not available right now. Please try again.',
        extensions: { code: 'UPSTREAM_UNAVAILABLE' },
      });
    } finally {
      await orphan.close();
    }
  });
});
