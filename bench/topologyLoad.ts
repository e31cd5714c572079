// How many viewers the production shape holds on this machine: two backends
// and two gateways (the production bundles, each its own process, as in
// compose.yaml) on one PostgreSQL database and one Redis, behind a round-robin
// proxy (tests/support/roundRobinProxy.ts). Each simulated viewer comes from
// its own address and, like a browser: loads the server-rendered home page
// (its guest check-in included), keeps one live subscription open over
// WebSocket, opens a playback session for a free video and sends its
// heartbeat, and browses (the home section's rails, a search) every couple
// of seconds. Viewers are added in steps; a step holds when every request's
// p99 is ≤ 250 ms with no error. Prints the most viewers held, then where the
// time goes at that step and the next (latency per request kind, CPU per process).
// Run after `npm run build`: node --import tsx bench/topologyLoad.ts
// (PostgreSQL at TEST_DATABASE_URL or 127.0.0.1:5432/test, Redis at REDIS_URL or 127.0.0.1:6379;
// STEPS=10,20,40 and STEP_SECONDS=20 to change the ramp.)
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { freePort } from '../tests/support/freePort.ts';
import { startRoundRobinProxy } from '../tests/support/roundRobinProxy.ts';
import { createScratchDatabase, redisUrl, removeRedisKeys, scratchRedisPrefix } from '../tests/support/services.ts';

const P99_BUDGET_MS = 250;
const steps = (process.env.STEPS ?? '10,20,40,60,80,120,160').split(',').map(Number);
const stepSeconds = Number(process.env.STEP_SECONDS ?? 20);
const root = fileURLToPath(new URL('..', import.meta.url));

/** Seconds of CPU a process has used (user + system), from /proc. */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

async function startServer(name: string, script: string, env: Record<string, string>, readyUrl: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--max-semi-space-size=64', script], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}`);
    if (await fetch(readyUrl).then((response) => response.ok, () => false)) return child;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

interface Sample {
  kind: string;
  ms: number;
  ok: boolean;
}

function get(url: URL, headers: Record<string, string>): Promise<{ status: number; setCookie: string[]; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, setCookie: res.headers['set-cookie'] ?? [], body: Buffer.concat(chunks).toString() }));
    });
    req.on('error', reject);
    req.end();
  });
}

const HOME = `{ section(name: "home") { title bucketsConnection(first: 6) { edges { node { title itemsConnection(first: 12) { edges { node { __typename } } } } } } } }`;
const SEARCH = `{ search(query: "fight", type: LIVE_EVENT, first: 10) { __typename } }`;
const PLAY = (id: string) => `{ video(internalId: "${id}") { playback { session { sessionId heartbeatIntervalSeconds } } } }`;
const HEARTBEAT = `mutation ($id: ID!) { keepPlaybackSessionAlive(input: { sessionId: $id }) { __typename } }`;

async function runStep(proxyUrl: URL, viewers: number, record: (sample: Sample) => void, freeVideo: string): Promise<void> {
  const deadline = Date.now() + stepSeconds * 1000;
  const viewer = async (index: number) => {
    // Viewers arrive over the step's first seconds, not all in the same millisecond.
    await new Promise((resolve) => setTimeout(resolve, Math.random() * 3000));
    const address = `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;
    const base = { host: `localhost:${proxyUrl.port}`, 'x-forwarded-for': address, 'accept-language': 'en' };
    const timed = async <T>(kind: string, work: () => Promise<T>, ok: (value: T) => boolean): Promise<T | null> => {
      const started = performance.now();
      try {
        const value = await work();
        record({ kind, ms: performance.now() - started, ok: ok(value) });
        return value;
      } catch {
        record({ kind, ms: performance.now() - started, ok: false });
        return null;
      }
    };
    const page = await timed('server-rendered home', () => get(new URL('/', proxyUrl), base), (answer) => answer.status === 200);
    const cookie = (page?.setCookie ?? []).map((line) => line.split(';')[0]).join('; ');
    // fetch sets Host itself: the realm goes by name, as apps send it.
    const headers = { ...base, cookie, 'content-type': 'application/json', 'x-graphql-yoga-csrf': '1', 'x-ringside-realm': 'ringside' };
    const ask = (kind: string, query: string, variables: Record<string, unknown> = {}) =>
      timed(
        kind,
        () =>
          fetch(new URL('/graphql', proxyUrl), { method: 'POST', headers, body: JSON.stringify({ query, variables }) }).then(
            async (response) => ({ status: response.status, body: (await response.json()) as { data?: any; errors?: unknown[] } }),
          ),
        (answer) => answer.status === 200 && !answer.body.errors,
      );
    const live = createClient({
      url: `ws://127.0.0.1:${proxyUrl.port}/graphql`,
      webSocketImpl: class extends WebSocket {
        constructor(address: string, protocols?: string | string[]) {
          super(address, protocols, { headers: { ...base, cookie } });
        }
      },
      connectionParams: { 'x-ringside-realm': 'ringside' },
      lazy: false,
      retryAttempts: 0,
    });
    const subscribed = performance.now();
    let firstMessage = true;
    const stopLive = live.subscribe(
      { query: 'subscription { liveNow { count } }' },
      {
        next: () => {
          if (firstMessage) record({ kind: 'live subscription (first message)', ms: performance.now() - subscribed, ok: true });
          firstMessage = false;
        },
        error: () => record({ kind: 'live subscription (first message)', ms: performance.now() - subscribed, ok: false }),
        complete: () => undefined,
      },
    );
    const playback = await ask('playback start', PLAY(freeVideo));
    const sessionId = playback?.body.data?.video?.playback?.session?.sessionId as string | undefined;
    let round = 0;
    while (Date.now() < deadline) {
      await ask(round % 2 ? 'search' : 'home section', round % 2 ? SEARCH : HOME);
      if (sessionId) await ask('playback heartbeat', HEARTBEAT, { id: sessionId });
      round += 1;
      await new Promise((resolve) => setTimeout(resolve, 1500 + Math.random() * 1000));
    }
    stopLive();
    await live.dispose();
  };
  await Promise.all(Array.from({ length: viewers }, (_, index) => viewer(index + viewers * 1000)));
}

function percentile(sorted: number[], p: number): number {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : 0;
}

const database = await createScratchDatabase('ringside_bench');
const databaseUrl = database.url;
const redisPrefix = scratchRedisPrefix('ringside-bench');

const children: { name: string; child: ChildProcess }[] = [];
try {
  const shared = { REDIS_URL: redisUrl, REDIS_PREFIX: redisPrefix };
  for (const name of ['backend-1', 'backend-2']) {
    const port = await freePort();
    const env = { ...shared, BACKEND_PORT: String(port), DATABASE_URL: databaseUrl, RINGSIDE_DEMO_DATA: 'on', RATE_LIMIT_SCALE: '1000' };
    children.push({ name, child: await startServer(name, 'backend/dist/main.js', env, `http://127.0.0.1:${port}/ready`) });
    (children.at(-1) as { url?: string }).url = `http://127.0.0.1:${port}`;
  }
  const gatewayUrls: URL[] = [];
  for (const [index, name] of ['gateway-1', 'gateway-2'].entries()) {
    const port = await freePort();
    const upstream = (children[index] as { url?: string }).url!;
    const env = {
      ...shared,
      PORT: String(port),
      HOST: '127.0.0.1',
      UPSTREAM_URL: upstream,
      WEB_DIST_DIR: `${root}web/dist`,
      TRUST_PROXY_HOPS: '1',
      GRAPHQL_RATE_LIMIT_PER_MINUTE: '100000',
    };
    children.push({ name, child: await startServer(name, 'gateway/dist/main.js', env, `http://127.0.0.1:${port}/ready`) });
    gatewayUrls.push(new URL(`http://127.0.0.1:${port}`));
  }
  const proxy = await startRoundRobinProxy(gatewayUrls);
  const proxyUrl = new URL(`http://127.0.0.1:${(proxy.address() as AddressInfo).port}`);

  // A free video a guest may play: the first that gives a playback session.
  let freeVideo = '';
  const probeCookie = (await get(new URL('/', proxyUrl), { host: `localhost:${proxyUrl.port}`, 'x-forwarded-for': '10.255.0.1' })).setCookie
    .map((line) => line.split(';')[0])
    .join('; ');
  for (let id = 1; id <= 30 && !freeVideo; id += 1) {
    const answer = (await (
      await fetch(new URL('/graphql', proxyUrl), {
        method: 'POST',
        headers: { cookie: probeCookie, 'content-type': 'application/json', 'x-graphql-yoga-csrf': '1', 'x-ringside-realm': 'ringside', 'x-forwarded-for': '10.255.0.1' },
        body: JSON.stringify({ query: PLAY(String(id)) }),
      })
    ).json()) as { data?: any };
    if (answer.data?.video?.playback?.session?.sessionId) freeVideo = String(id);
  }
  if (!freeVideo) throw new Error('no free video found for a guest');

  console.log(`two backends, two gateways, PostgreSQL, Redis, proxy; viewers added in steps of ${stepSeconds} s; budget p99 ≤ ${P99_BUDGET_MS} ms, 0 errors`);
  // Untimed: V8 compiles the servers' paths on their first requests (the first page takes about a second).
  await runStep(proxyUrl, 5, () => undefined, freeVideo);
  let held = 0;
  let over = 0;
  for (const viewers of steps) {
    const samples: Sample[] = [];
    const cpuBefore = children.map(({ child }) => cpuSeconds(child.pid!));
    const ownBefore = process.cpuUsage();
    const started = performance.now();
    await runStep(proxyUrl, viewers, (sample) => samples.push(sample), freeVideo);
    const seconds = (performance.now() - started) / 1000;
    const cpu = children.map(({ name, child }, index) => `${name} ${Math.round(((cpuSeconds(child.pid!) - cpuBefore[index]!) / seconds) * 100)}%`);
    const all = samples.map((sample) => sample.ms).sort((a, b) => a - b);
    const errors = samples.filter((sample) => !sample.ok).length;
    const p99 = percentile(all, 99);
    const holds = errors === 0 && p99 <= P99_BUDGET_MS;
    console.log(
      `  ${String(viewers).padStart(4)} viewers: ${samples.length} requests, p50 ${Math.round(percentile(all, 50))} ms, p99 ${Math.round(p99)} ms (${(p99 / P99_BUDGET_MS).toFixed(2)}× budget), ${errors} errors — ${holds ? 'holds' : 'over'}`,
    );
    for (const kind of [...new Set(samples.map((sample) => sample.kind))]) {
      const times = samples.filter((sample) => sample.kind === kind).map((sample) => sample.ms).sort((a, b) => a - b);
      const failed = samples.filter((sample) => sample.kind === kind && !sample.ok).length;
      console.log(`      ${kind.padEnd(34)} n=${String(times.length).padStart(5)} p50 ${Math.round(percentile(times, 50))} ms, p99 ${Math.round(percentile(times, 99))} ms${failed ? `, ${failed} errors` : ''}`);
    }
    const own = process.cpuUsage(ownBefore);
    const generator = Math.round(((own.user + own.system) / 1e6 / seconds) * 100);
    console.log(`      CPU: ${cpu.join(', ')}, load generator and proxy ${generator}% (100% = one core)`);
    if (holds) held = viewers;
    else if (++over >= 2) break;
  }
  console.log(`most concurrent viewers held at p99 ≤ ${P99_BUDGET_MS} ms with 0 errors: ${held}`);
  proxy.closeAllConnections();
  proxy.close();
} finally {
  for (const { child } of children) child.kill('SIGTERM');
  await Promise.all(children.map(({ child }) => (child.exitCode === null ? once(child, 'exit') : undefined)));
  await removeRedisKeys(redisPrefix);
  await database.drop();
}
