import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryCache } from '../lib/sharedCache.ts';
import { createGateway, type Gateway, type GatewayOptions } from '../server.ts';
import { createFakeUpstream } from '../testing/fakeUpstream.ts';
import { gatewayWithHeldUpstream } from '../testing/heldUpstream.ts';

let webDistDir: string;
const bigScript = `export const catalogue = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `card ${i}`))};\n`;
const bigPage = `<!doctype html><html><head><title>Ringside</title><style>body { margin: 0 }</style></head><body>${'<p>Ringside</p>'.repeat(200)}</body></html>`;

beforeAll(async () => {
  webDistDir = await mkdtemp(join(tmpdir(), 'ringside-web-'));
  await mkdir(join(webDistDir, 'assets'));
  await writeFile(join(webDistDir, 'index.html'), bigPage);
  await writeFile(join(webDistDir, 'assets', 'index-Bx7kQ2pZ.js'), bigScript);
  await writeFile(join(webDistDir, 'assets', 'hls-39WTWagW.js'), bigScript);
  // A build that emits brotli twins: sent as they are, not compressed again.
  await writeFile(join(webDistDir, 'assets', 'hls-39WTWagW.js.br'), brotliCompressSync(Buffer.from(bigScript)));
});
afterAll(() => rm(webDistDir, { recursive: true, force: true }));

const gateways: Gateway[] = [];
afterEach(async () => {
  await Promise.all(gateways.splice(0).map((gateway) => gateway.close()));
});

function gatewayWith(options: Partial<GatewayOptions> = {}) {
  const upstream = createFakeUpstream();
  const gateway = createGateway({
    upstreamUrl: 'http://upstream.test',
    webDistDir,
    fetch: upstream.fetch as typeof fetch,
    cache: createMemoryCache(),
    ...options,
  });
  gateways.push(gateway);
  return { app: gateway.app, upstream };
}

const graphql = (query: string, headers: Record<string, string> = {}) => ({
  method: 'POST' as const,
  url: '/graphql',
  headers: { 'content-type': 'application/json', 'x-ringside-realm': 'ringside', ...headers },
  payload: JSON.stringify({ query }),
});

describe('answers travel compressed', () => {
  it('sends the app, its scripts and GraphQL answers in brotli or gzip, as the browser accepts', async () => {
    const { app } = gatewayWith();
    const script = await app.inject({ url: '/assets/index-Bx7kQ2pZ.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(script.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(script.rawPayload).toString()).toBe(bigScript);

    const page = await app.inject({ url: '/video/12', headers: { 'accept-encoding': 'gzip' } });
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(page.rawPayload).toString()).toBe(bigPage);

    // Answers under 1 KB go as they are: compressing them costs more than it saves.
    const types = '{ __schema { types { name description } } }';
    const answer = await app.inject({ ...graphql(types), headers: { ...graphql(types).headers, 'accept-encoding': 'gzip' } });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(answer.rawPayload).toString()).data.__schema.types.length).toBeGreaterThan(10);
  });

  it('sends a build’s brotli twin of a file as it is', async () => {
    const { app } = gatewayWith();
    const script = await app.inject({ url: '/assets/hls-39WTWagW.js', headers: { 'accept-encoding': 'br' } });
    expect(script.headers['content-encoding']).toBe('br');
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(script.rawPayload).toString()).toBe(bigScript);
  });
});

describe('what a browser is allowed to do with our pages', () => {
  it('loads only the app’s own scripts, styles, images and media, and is never framed', async () => {
    const { app } = gatewayWith();
    for (const url of ['/', '/authorize', '/assets/index-Bx7kQ2pZ.js']) {
      const response = await app.inject(url);
      const policy = String(response.headers['content-security-policy']);
      expect(policy, url).toContain("script-src 'self';");
      expect(policy).toContain("media-src 'self' blob:");
      expect(policy).toContain("img-src 'self' data:");
      expect(policy).toContain("connect-src 'self'");
      expect(policy).toContain("frame-ancestors 'none'");
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });

  it('allows index.html’s inline boot style by its hash and style attributes, never any other inline style or script', async () => {
    const { app } = gatewayWith();
    const policy = String((await app.inject('/')).headers['content-security-policy']);
    expect(policy).toMatch(/style-src 'self' 'sha256-[A-Za-z0-9+/=]+';/);
    // Style attributes only (server-rendered pages carry the app's own): never a script, nor a <style> element.
    expect(policy.replace("style-src-attr 'unsafe-inline'", '')).not.toContain('unsafe-inline');
  });

  it('lets the admin origin frame the configured preview paths, and nothing else', async () => {
    const { app } = gatewayWith({ framing: { allowedPaths: ['/admin-preview'], ancestors: ['https://admin.example'] } });
    for (const url of ['/admin-preview', '/admin-preview/section/home', '/realm/acme/admin-preview/navbar']) {
      const response = await app.inject(url);
      expect(response.headers['content-security-policy'], url).toContain('frame-ancestors https://admin.example');
      expect(response.headers['x-frame-options']).toBeUndefined();
    }
    for (const url of ['/authorize', '/admin-previewer']) {
      expect((await app.inject(url)).headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
    }
  });

  it('lets the admin console frame the admin previews (ADMIN_CONSOLE_ORIGINS), and only those', async () => {
    const { app } = gatewayWith({ framing: { allowedPaths: [], ancestors: ["'self'"], adminConsoleOrigins: ['https://console.example'] } });
    for (const url of ['/admin/preview', '/admin/preview/section/winter-fight-series', '/realm/acme/admin/preview/navbar?x=1']) {
      const response = await app.inject(url);
      expect(response.headers['content-security-policy'], url).toContain("frame-ancestors 'self' https://console.example");
      expect(response.headers['x-frame-options'], url).toBeUndefined();
    }
    for (const url of ['/', '/section/winter-fight-series', '/authorize', '/admin/previews']) {
      const response = await app.inject(url);
      expect(response.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
      expect(response.headers['x-frame-options'], url).toBe('DENY');
    }
  });

  it('gives GraphiQL, a page of inline code, its own policy on that page only', async () => {
    const { app } = gatewayWith();
    const graphiql = await app.inject({ url: '/graphql', headers: { accept: 'text/html' } });
    expect(graphiql.body).toContain('GraphiQL');
    expect(graphiql.headers['content-security-policy']).toContain("script-src 'self' 'unsafe-inline'");
    expect(graphiql.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    const answer = await app.inject(graphql('{ realm { title } }'));
    expect(answer.headers['content-security-policy']).not.toContain("script-src 'self' 'unsafe-inline'");
  });
});

describe('other sites calling the API', () => {
  it('may send a bearer token from their own page, but never read an answer made with the viewer’s cookies', async () => {
    const { app } = gatewayWith();
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/graphql',
      headers: { origin: 'https://other.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,content-type' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBe('https://other.example');
    // Without Allow-Credentials a browser neither sends the cookies nor shows the answer of a credentialed call.
    expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();
    const answer = await app.inject({ ...graphql('{ realm { title } }', { origin: 'https://other.example' }) });
    expect(answer.headers['access-control-allow-credentials']).toBeUndefined();
  });
});

describe('the request id', () => {
  it('is a new one on every response, unless the proxy in front sent a plain one', async () => {
    const { app } = gatewayWith();
    const first = (await app.inject('/health')).headers['x-request-id'];
    const second = (await app.inject('/health')).headers['x-request-id'];
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).not.toBe(first);
    expect((await app.inject({ url: '/health', headers: { 'x-request-id': 'edge-7f3a.1' } })).headers['x-request-id']).toBe('edge-7f3a.1');
    const forged = (await app.inject({ url: '/health', headers: { 'x-request-id': 'a\tlevel=error msg="forged"' } })).headers['x-request-id'];
    expect(forged).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('travels upstream and comes back in every GraphQL error, masked ones included', async () => {
    const { app, upstream } = gatewayWith();
    const response = await app.inject(graphql('{ realm { title } }', { 'x-request-id': 'support-ticket-42', 'x-ringside-realm': 'nowhere' }));
    const body = JSON.parse(response.body) as { errors: { extensions: Record<string, unknown> }[] };
    expect(body.errors[0]!.extensions).toMatchObject({ code: 'REALM_NOT_FOUND', requestId: 'support-ticket-42' });
    expect(upstream.calls.every((call) => call.headers.get('x-request-id') === 'support-ticket-42')).toBe(true);
  });
});

describe('the logs', () => {
  it('carry the request id on every line, also the one about an error the viewer only sees masked', async () => {
    const lines: Record<string, unknown>[] = [];
    const upstream = createFakeUpstream();
    const { app } = gatewayWith({
      logLevel: 'info',
      logStream: { write: (line) => lines.push(JSON.parse(line) as Record<string, unknown>) },
      // The platform refuses the realm lookup in a way the gateway does not expect.
      fetch: (async (input: RequestInfo | URL, init?: RequestInit) =>
        String(input).includes('/api/v2/realm/')
          ? new Response('{"code":"SURPRISE"}', { status: 418, headers: { 'content-type': 'application/json' } })
          : upstream.fetch(input, init)) as typeof fetch,
    });
    const response = await app.inject(graphql('{ realm { title } }', { 'x-request-id': 'ticket-1234' }));
    expect(JSON.parse(response.body).errors[0].extensions).toMatchObject({ code: 'INTERNAL_SERVER_ERROR', requestId: 'ticket-1234' });
    // Logged once, with the request's id (not again by Yoga's server-wide logger, without it).
    const errorLines = lines.filter((line) => line['level'] === 50);
    expect(errorLines).toHaveLength(1);
    expect(errorLines[0]).toMatchObject({ requestId: 'ticket-1234', msg: 'GraphQL error masked for the client' });
    expect(lines.filter((line) => line['requestId'] === 'ticket-1234').map((line) => line['msg'])).toEqual(
      expect.arrayContaining(['incoming request', 'request completed']),
    );
    // Health probes and metric scrapes are not logged request by request.
    const before = lines.length;
    await app.inject('/health');
    await app.inject('/metrics');
    expect(lines.length).toBe(before);
  });
});

describe('limits', () => {
  it('answers a flood from one viewer with 429, a Retry-After and a GraphQL error, and serves the others', async () => {
    const { app } = gatewayWith({ graphqlRateLimitPerMinute: 3 });
    const from = (remoteAddress: string) => app.inject({ ...graphql('{ realm { title } }'), remoteAddress });
    for (let i = 0; i < 3; i += 1) expect((await from('198.51.100.1')).statusCode).toBe(200);
    const refused = await from('198.51.100.1');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(JSON.parse(refused.body)).toMatchObject({ errors: [{ extensions: { code: 'RATE_LIMITED' } }] });
    expect((await from('198.51.100.2')).statusCode).toBe(200);
  });

  it('refuses a GraphQL body over 100 KB with 413, before reading it', async () => {
    const { app, upstream } = gatewayWith();
    const huge = `{ realm { title } } # ${'x'.repeat(101 * 1024)}`;
    const response = await app.inject(graphql(huge));
    expect(response.statusCode).toBe(413);
    expect(JSON.parse(response.body)).toMatchObject({ errors: [{ extensions: { code: 'REQUEST_TOO_LARGE' } }] });
    expect(upstream.calls).toEqual([]);
  });

  it('bounds the OAuth token endpoint’s body too', async () => {
    const { app } = gatewayWith();
    const response = await app.inject({ method: 'POST', url: '/oauth/token', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'code='.padEnd(9000, 'x') });
    expect(response.statusCode).toBe(413);
    expect(JSON.parse(response.body)).toMatchObject({ error: 'invalid_request' });
  });
});

const hasRedis = spawnSync('redis-server', ['--version']).status === 0;

// Skipped only on a machine without redis-server; CI (CI=true) always runs it.
describe.runIf(hasRedis || !!process.env.CI)('the rate limit with REDIS_URL', () => {
  let dir: string;
  let server: ChildProcess;
  let socket: string;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'ringside-redis-'));
    socket = join(dir, 'redis.sock');
    server = spawn('redis-server', ['--port', '0', '--unixsocket', socket, '--save', '', '--appendonly', 'no']);
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      let output = '';
      server.stdout!.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (/ready to accept connections/i.test(output)) resolve();
      });
    });
  });
  afterAll(async () => {
    server?.kill();
    await rm(dir, { recursive: true, force: true });
  });

  it('counts a viewer’s requests across every gateway instance', async () => {
    const first = gatewayWith({ redisUrl: socket, graphqlRateLimitPerMinute: 3 }).app;
    const second = gatewayWith({ redisUrl: socket, graphqlRateLimitPerMinute: 3 }).app;
    const to = (app: typeof first) => app.inject({ ...graphql('{ realm { title } }'), remoteAddress: '198.51.100.77' });
    expect((await to(first)).statusCode).toBe(200);
    expect((await to(second)).statusCode).toBe(200);
    expect((await to(first)).statusCode).toBe(200);
    expect((await to(second)).statusCode).toBe(429);
  });

  it('answers while its Redis is unreachable, and says so in its log rather than as an unhandled error', async () => {
    const lines: Record<string, unknown>[] = [];
    const { app } = gatewayWith({
      // Nothing listens there: every connection attempt is refused.
      redisUrl: 'redis://127.0.0.1:1',
      logLevel: 'warn',
      logStream: { write: (line) => lines.push(JSON.parse(line) as Record<string, unknown>) },
    });
    const response = await app.inject({ ...graphql('{ realm { title } }'), remoteAddress: '198.51.100.78' });
    expect(response.statusCode).toBe(200);
    await expect.poll(() => lines.some((line) => line['msg'] === 'GraphQL rate limit: Redis unreachable, reconnecting')).toBe(true);
    await app.close();
  });
});

describe('operations', () => {
  it('reports request and GraphQL metrics for Prometheus', async () => {
    const { app } = gatewayWith();
    await app.inject({ ...graphql('query HomeFrame { realm { title } }') });
    await app.inject(graphql('query Lost { realm { title } }', { 'x-ringside-realm': 'nowhere' }));
    const metrics = await app.inject('/metrics');
    expect(metrics.statusCode).toBe(200);
    expect(metrics.body).toMatch(/gateway_http_request_duration_seconds_count\{method="POST",route="\/graphql",status="200"\} \d+/);
    expect(metrics.body).toMatch(/gateway_graphql_operation_duration_seconds_count\{operation="HomeFrame",type="query"\} \d+/);
    expect(metrics.body).toMatch(/gateway_graphql_errors_total\{operation="Lost",code="REALM_NOT_FOUND"\} \d+/);
  });

  it('in production shows /metrics only to allowed addresses or the metrics token', async () => {
    const token = 'scraper-token-0123456789';
    const { app } = gatewayWith({ production: true, metrics: { allow: ['10.0.0.5'], token } });
    expect((await app.inject({ url: '/metrics', remoteAddress: '203.0.113.9' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/metrics', remoteAddress: '10.0.0.5' })).statusCode).toBe(200);
    const withToken = await app.inject({ url: '/metrics', remoteAddress: '203.0.113.9', headers: { authorization: `Bearer ${token}` } });
    expect(withToken.statusCode).toBe(200);
  });
});

describe('shutting down', () => {
  it('lets a GraphQL request already in flight finish with its answer', async () => {
    const { running, upstreamCalled, release } = await gatewayWithHeldUpstream();

    const inFlight = fetch(`${running.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-ringside-realm': 'ringside' },
      body: JSON.stringify({ query: '{ realm { title } }' }),
    });
    await upstreamCalled;
    const closed = running.close();
    release();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(((await response.json()) as { data: { realm: { title: string } } }).data.realm.title).toBeTruthy();
    await closed;
    await expect(fetch(`${running.url}/health`)).rejects.toThrow();
  });
});
