// What the gateway costs on the way to the backend: a GraphQL query that makes
// exactly one REST call (a video by id) against the same REST call made
// directly, side by side in one run, in alternating rounds so that a noisy
// machine weighs on both. Backend and gateway run in their own processes, as
// in production; this process only sends requests (keep-alive, C at a time).
// Budget: the gateway's throughput ≥ 0.80 × the direct call's.
// The figure is only meaningful on a quiet machine (it prints the load before
// the run); the CPU per request of each process is the steadier comparison.
//
// Run: node --import tsx bench/gatewayThroughput.ts
//      (REQUESTS=2000 CONCURRENCY=16 ROUNDS=3 to change the load; PROFILE=1
//      writes a CPU profile of the gateway to bench/profiles/)
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Pool } from 'undici';

export const GATEWAY_THROUGHPUT_BUDGET = 0.8;

const REQUESTS = Number(process.env.REQUESTS ?? 2000);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 16);
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const VIDEO_ID = '1';
const contractHeaders = {
  accept: 'application/json',
  'x-api-key': 'ringside-demo-key',
  realm: 'ringside',
  'x-app': 'bench',
  'x-app-version': '1.0.0',
  'x-device-id': 'bench-device',
  'accept-language': 'en',
};

// --- the servers, each in its own process --------------------------------------------------

async function serveBackend(): Promise<string> {
  const { startBackend } = await import('../backend/src/server.ts');
  const dataDir = await mkdtemp(join(tmpdir(), 'ringside-bench-'));
  const backend = await startBackend({ port: 0, dataDir, config: { demoData: true } });
  process.on('disconnect', () =>
    void backend.close().finally(() => rm(dataDir, { recursive: true, force: true }).finally(() => process.exit(0))),
  );
  return backend.url;
}

async function serveGateway(upstreamUrl: string): Promise<string> {
  const { startGateway } = await import('../gateway/src/server.ts');
  // The per-viewer GraphQL rate limit would measure itself, not the gateway.
  const gateway = await startGateway({ port: 0, upstreamUrl, graphqlRateLimitPerMinute: 1e9 } as Parameters<
    typeof startGateway
  >[0]);
  process.on('disconnect', () => void gateway.close().finally(() => process.exit(0)));
  return gateway.url;
}

if (process.env.BENCH_ROLE) {
  const url = process.env.BENCH_ROLE === 'backend' ? await serveBackend() : await serveGateway(process.env.UPSTREAM_URL!);
  process.send!({ url });
  // The parent asks how much CPU this process has used, to show where a request's time goes.
  process.on('message', () => process.send!({ cpu: process.cpuUsage() }));
} else {
  await main();
}

function start(role: 'backend' | 'gateway', env: Record<string, string> = {}, execArgv: string[] = []) {
  const child = fork(fileURLToPath(import.meta.url), {
    env: { ...process.env, BENCH_ROLE: role, LOG_LEVEL: 'silent', ...env },
    execArgv: ['--import', 'tsx', ...execArgv],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const url = new Promise<string>((resolve, reject) => {
    child.once('message', (message) => resolve((message as { url: string }).url));
    child.once('exit', (code) => reject(new Error(`the ${role} stopped (${code})`)));
  });
  /** CPU microseconds the process has used so far (user + system). */
  const cpu = () =>
    new Promise<number>((resolve) => {
      child.once('message', (message) => {
        const { user, system } = (message as { cpu: NodeJS.CpuUsage }).cpu;
        resolve(user + system);
      });
      child.send('cpu');
    });
  return { child, url, cpu };
}

// --- the load ----------------------------------------------------------------------------

type Send = (pool: Pool) => Promise<void>;

/** `REQUESTS` calls, `CONCURRENCY` at a time; every answer is read and checked. */
async function round(pool: Pool, send: Send): Promise<number> {
  let remaining = REQUESTS;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (remaining-- > 0) await send(pool);
    }),
  );
  return REQUESTS / ((performance.now() - started) / 1000);
}

async function main(): Promise<void> {
  // The gateway and the backend each need a core of their own for the ratio to
  // mean anything: on a machine already busy, it measures the contention.
  const loadBefore = loadavg()[0]!;
  const cores = availableParallelism();
  const backend = start('backend');
  const backendUrl = await backend.url;
  const gateway = start('gateway', { UPSTREAM_URL: backendUrl }, process.env.PROFILE ? ['--cpu-prof', '--cpu-prof-dir=bench/profiles'] : []);
  const gatewayUrl = await gateway.url;
  const direct = new Pool(backendUrl, { connections: CONCURRENCY });
  const viaGateway = new Pool(gatewayUrl, { connections: CONCURRENCY });
  try {
    const checkIn = await direct.request({
      path: '/api/v2/login/guest/checkin',
      method: 'POST',
      headers: { ...contractHeaders, 'content-type': 'application/json' },
      body: '{}',
    });
    const { authorisationToken: token } = (await checkIn.body.json()) as { authorisationToken: string };

    const restCall: Send = async (pool) => {
      const { statusCode, body } = await pool.request({
        path: `/api/v2/vod?ids=${VIDEO_ID}`,
        method: 'GET',
        headers: { ...contractHeaders, authorization: `Bearer ${token}` },
      });
      const answer = (await body.json()) as { videos?: { id: string }[] };
      if (statusCode !== 200 || answer.videos?.[0]?.id !== VIDEO_ID) throw new Error(`REST answered ${statusCode}`);
    };
    const query = JSON.stringify({ query: `{ video(internalId: "${VIDEO_ID}") { internalId title } }` });
    const graphqlCall: Send = async (pool) => {
      const { statusCode, body } = await pool.request({
        path: '/graphql',
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          'accept-language': 'en',
          // An app with its own bearer token names its device, as the direct call does.
          'x-device-id': 'bench-device',
          'x-ringside-realm': 'ringside',
          'x-graphql-yoga-csrf': '1',
          authorization: `Bearer ${token}`,
        },
        body: query,
      });
      const answer = (await body.json()) as { data?: { video?: { internalId: string } }; errors?: unknown };
      if (statusCode !== 200 || answer.data?.video?.internalId !== VIDEO_ID) {
        throw new Error(`GraphQL answered ${statusCode}: ${JSON.stringify(answer.errors ?? answer)}`);
      }
    };

    // Warm both (JIT, connections, the gateway's realm and key caches) before measuring.
    await round(direct, restCall);
    await round(viaGateway, graphqlCall);

    let directTotal = 0;
    let gatewayTotal = 0;
    const cpuPerRequest = { backendDirect: 0, backendBehindGateway: 0, gateway: 0 };
    for (let index = 1; index <= ROUNDS; index += 1) {
      const beforeDirect = await backend.cpu();
      const directRate = await round(direct, restCall);
      const [beforeBackend, beforeGateway] = await Promise.all([backend.cpu(), gateway.cpu()]);
      const gatewayRate = await round(viaGateway, graphqlCall);
      const [afterBackend, afterGateway] = await Promise.all([backend.cpu(), gateway.cpu()]);
      cpuPerRequest.backendDirect += (beforeBackend - beforeDirect) / REQUESTS / ROUNDS;
      cpuPerRequest.backendBehindGateway += (afterBackend - beforeBackend) / REQUESTS / ROUNDS;
      cpuPerRequest.gateway += (afterGateway - beforeGateway) / REQUESTS / ROUNDS;
      directTotal += directRate;
      gatewayTotal += gatewayRate;
      console.log(`  round ${index}: direct ${directRate.toFixed(0)} req/s, gateway ${gatewayRate.toFixed(0)} req/s`);
    }
    console.log(
      `  CPU per request: backend ${cpuPerRequest.backendDirect.toFixed(0)} µs direct, ` +
        `${cpuPerRequest.backendBehindGateway.toFixed(0)} µs behind the gateway; gateway ${cpuPerRequest.gateway.toFixed(0)} µs`,
    );
    const x = directTotal / ROUNDS;
    const y = gatewayTotal / ROUNDS;
    const ratio = y / x;
    console.log(
      `direct: ${x.toFixed(0)} req/s, gateway: ${y.toFixed(0)} req/s, ratio: ${ratio.toFixed(2)} (budget ≥ ${GATEWAY_THROUGHPUT_BUDGET.toFixed(2)})` +
        ` [${REQUESTS} requests × ${ROUNDS} rounds, concurrency ${CONCURRENCY}]`,
    );
    const busy = loadBefore > cores / 2;
    console.log(
      `machine: load ${loadBefore.toFixed(1)} on ${cores} cores before the run` +
        (busy ? ': other work competes with backend and gateway, so read the ratio as a floor and compare CPU per request' : ''),
    );
    process.exitCode = ratio >= GATEWAY_THROUGHPUT_BUDGET ? 0 : 1;
  } finally {
    await Promise.all([direct.close(), viaGateway.close()]);
    const stopped = (child: ChildProcess) => new Promise((resolve) => child.once('exit', resolve));
    const exits = [stopped(gateway.child), stopped(backend.child)];
    gateway.child.disconnect();
    backend.child.disconnect();
    // A child that does not stop by itself within seconds is stopped.
    const timer = setTimeout(() => [gateway.child, backend.child].forEach((child) => child.kill()), 5000);
    await Promise.all(exits);
    clearTimeout(timer);
  }
}
