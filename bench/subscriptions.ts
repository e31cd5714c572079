// How many subscribers one gateway holds, and how long a change takes from the
// backend to every one of them: SUBSCRIBERS (default 1,000) viewers subscribe
// to `scheduleChanged`, half over WebSocket (graphql-ws, as TV and mobile apps
// do) and half over server-sent events (graphql-sse, as the web does); then an
// admin changes an event ROUNDS times and each subscriber's delivery is timed
// from the moment the backend published the change (the message's `at`: the
// instant after the change was committed, before the live count is read and
// the message sent) — the budget: p99 under 100 ms at 1,000 subscribers.
// The delay from the admin's call (its write and publish included) is printed
// beside it.
//
// The subscribers are guests of one realm, language, country and address: one
// audience, which the gateway serves with one REST read and one execution per
// change (gateway/README.md, Subscriptions). Viewers behind many addresses cost
// one read each until the gateway can tell a viewer's country itself (README.md).
//
// Run: node --import tsx bench/subscriptions.ts   (REDIS_URL=redis://127.0.0.1:6379 to go through Redis;
// BENCH_DEBUG=1 prints each change's first and last delivery)
// The subscribers run in a worker thread of this process (another core, as
// clients on other machines would be); backend and gateway share the main one.
// They are light clients of the two protocols (node:http reading the event
// stream, graphql-ws's client without a queue), each noting the instant its
// answer arrived: on real devices every client parses on its own CPU, so here
// the one measuring thread should spend as little as it can per delivery, or
// the figure would be its own queue rather than the platform's delay. (With
// graphql-sse's fetch-based client the SSE half measured some 60 ms more at
// p99, all of it in this thread.)
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { createClient as createWsClient } from 'graphql-ws';
import WebSocket from 'ws';

const SUBSCRIBERS = Number(process.env.SUBSCRIBERS ?? 1000);
const ROUNDS = Number(process.env.ROUNDS ?? 20);
/**
 * Changes sent before the timed ones: the first changes after a start run code V8 has not
 * compiled yet (the first took two to three times as long as later ones). A gateway serves
 * for days; its steady state is what the budget is about. The first change's figure is printed apart.
 */
const WARM_UP_ROUNDS = Number(process.env.WARM_UP_ROUNDS ?? 5);
const P99_BUDGET_MS = 100;
/** `mixed` (half each, the default), `ws` or `sse`: to see what each transport costs. */
const TRANSPORT = process.env.TRANSPORT ?? 'mixed';

/**
 * The wall clock, which the backend stamps its messages with and every thread reads alike
 * (performance.timeOrigin drifts from it by milliseconds, and differs per thread).
 */
const clock = () => Date.now();

type ToWorker = { round: string } | { done: true };
/** `receivedAt`: when each subscriber got the round's answer, on the shared clock. */
type FromWorker = { opened: true; heapPerSubscriber: number } | { receivedAt: number[] };

/**
 * CPU milliseconds this process's main thread (gateway and backend) has used, from Linux's
 * per-thread accounting (null elsewhere): unlike the delays, it does not grow when other
 * work on the machine takes the cores.
 */
function mainThreadCpuMs(): number | null {
  try {
    const fields = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime + stime, in USER_HZ (100/s)
  } catch {
    return null;
  }
}

function transportMix(): string {
  if (TRANSPORT === 'ws') return 'all WebSocket';
  if (TRANSPORT === 'sse') return 'all SSE';
  return `${Math.ceil(SUBSCRIBERS / 2)} WebSocket, ${Math.floor(SUBSCRIBERS / 2)} SSE`;
}

/**
 * The V8 heap flags `npm start` runs the platform with (the root package.json's start script):
 * the gateway is measured as it runs. Its young generation is sized for a server's garbage
 * (see gateway/README.md, "Memory"); with Node's default, a change's in-flight promises outlive a
 * scavenge, are promoted, and a full mark-compact lands in every dozenth change.
 */
const startFlags = (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).scripts.start as string).match(/--max-[a-z-]+=\d+/g) ?? [];

if (isMainThread && startFlags.some((flag) => !process.execArgv.includes(flag))) {
  const again = spawn(process.execPath, [...startFlags, ...process.execArgv, fileURLToPath(import.meta.url)], { stdio: 'inherit' });
  process.exitCode = await new Promise<number>((resolve) => again.on('exit', (code) => resolve(code ?? 1)));
} else if (isMainThread) await runGatewayAndBackend();
else await runSubscribers(workerData as { gatewayUrl: string; token: string });

type Answer = { data?: { scheduleChanged?: { event?: { title?: string } | null } } | null };

/** One SSE subscription as a bare HTTP client: the POST graphql-sse would send, its stream split into events by hand. */
function subscribeOverEventStream(gatewayUrl: string, query: string, headers: Record<string, string>, onAnswer: (answer: Answer) => void) {
  const body = JSON.stringify({ query });
  const call = request(
    new URL('/graphql', gatewayUrl),
    {
      method: 'POST',
      headers: {
        ...headers,
        'content-type': 'application/json',
        accept: 'text/event-stream',
        'x-graphql-yoga-csrf': '1',
        'content-length': String(Buffer.byteLength(body)),
      },
    },
    (response) => {
      response.setEncoding('utf8');
      let pending = '';
      response.on('data', (chunk: string) => {
        pending += chunk;
        for (let end = pending.indexOf('\n\n'); end >= 0; end = pending.indexOf('\n\n')) {
          const block = pending.slice(0, end);
          pending = pending.slice(end + 2);
          const data = block
            .split('\n')
            .filter((line) => line.startsWith('data:'))
            .map((line) => line.slice(5).trimStart())
            .join('\n');
          if (data) onAnswer(JSON.parse(data) as Answer);
        }
      });
    },
  );
  call.on('error', () => {});
  call.end(body);
  return { close: async () => void call.destroy() };
}

/** One WebSocket subscription (graphql-transport-ws), answers handed over as they come. */
function subscribeOverSocket(gatewayUrl: string, query: string, connectionParams: Record<string, string>, onAnswer: (answer: Answer) => void) {
  const url = new URL('/graphql', gatewayUrl);
  url.protocol = 'ws:';
  const client = createWsClient({ url: url.href, connectionParams, retryAttempts: 0, lazy: true, webSocketImpl: WebSocket });
  client.subscribe({ query }, { next: (answer) => onAnswer(answer as Answer), error: () => {}, complete: () => {} });
  return { close: () => client.dispose() };
}

async function runSubscribers({ gatewayUrl, token }: { gatewayUrl: string; token: string }) {
  const port = parentPort!;
  const auth = { authorization: `Bearer ${token}`, 'x-ringside-realm': 'ringside' };
  const query = 'subscription { scheduleChanged { internalId event { title } } }';
  const heapBefore = process.memoryUsage().heapUsed;
  // The round under way: the title each subscriber waits for, and when each got it.
  let round: { title: string; receivedAt: number[]; left: number } | null = null;
  const heard = (index: number) => (answer: Answer) => {
    if (!round || answer.data?.scheduleChanged?.event?.title !== round.title || round.receivedAt[index] !== 0) return;
    round.receivedAt[index] = clock();
    round.left -= 1;
    if (round.left === 0) {
      port.postMessage({ receivedAt: round.receivedAt } satisfies FromWorker);
      round = null;
    }
  };
  const subscribers: { close(): Promise<void> | void }[] = [];
  for (let i = 0; i < SUBSCRIBERS; i += 1) {
    const overSocket = TRANSPORT === 'mixed' ? i % 2 === 0 : TRANSPORT === 'ws';
    subscribers.push(overSocket ? subscribeOverSocket(gatewayUrl, query, auth, heard(i)) : subscribeOverEventStream(gatewayUrl, query, auth, heard(i)));
  }
  port.postMessage({ opened: true, heapPerSubscriber: (process.memoryUsage().heapUsed - heapBefore) / SUBSCRIBERS } satisfies FromWorker);
  port.on('message', async (message: ToWorker) => {
    if ('done' in message) {
      await Promise.all(subscribers.map(async (subscriber) => subscriber.close()));
      port.close();
      return;
    }
    round = { title: message.round, receivedAt: new Array<number>(SUBSCRIBERS).fill(0), left: SUBSCRIBERS };
  });
}

async function runGatewayAndBackend() {
  const { startBackend } = await import('../backend/src/server.ts');
  const { startGateway } = await import('../gateway/src/server.ts');
  const { moveLiveEvent } = await import('../tests/support/liveEvents.ts');
  const redisUrl = process.env.REDIS_URL || null;
  const loadBefore = loadavg()[0]!;
  const dataDir = await mkdtemp(join(tmpdir(), 'ringside-bench-subscriptions-'));
  // Many subscribers behind one address: the guest check-in's per-address limit is not what is measured.
  const backend = await startBackend({ port: 0, dataDir, config: { redisUrl, rateLimitScale: 1000, logLevel: 'silent', demoData: true } });
  // Every subscriber is one guest: the per-viewer caps are not what is measured either.
  const gateway = await startGateway({
    port: 0,
    host: '127.0.0.1',
    upstreamUrl: backend.url,
    redisUrl,
    graphqlRateLimitPerMinute: 1_000_000,
    graphqlSubscriptionsPerViewer: 10_000,
  });
  const platform = { url: gateway.url, port: 0, upstreamUrl: backend.url, gateway: gateway.gateway, close: async () => {} };
  let worker: Worker | undefined;
  try {
    const checkIn = await fetch(new URL('/api/v2/login/guest/checkin', backend.url), {
      method: 'POST',
      headers: { 'x-api-key': 'ringside-demo-key', realm: 'ringside', 'x-app': 'bench', 'x-app-version': '1', 'x-device-id': 'bench-subscriptions', 'accept-language': 'en' },
    });
    const { authorisationToken } = (await checkIn.json()) as { authorisationToken: string };
    // The worker runs this file too, with tsx registered first (a worker does not inherit --import).
    const bootstrap = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then(({ register }) => { register(); return import(${JSON.stringify(import.meta.url)}); })`;
    worker = new Worker(bootstrap, { eval: true, workerData: { gatewayUrl: gateway.url, token: authorisationToken } });
    const messages: FromWorker[] = [];
    let wake: (() => void) | null = null;
    worker.on('message', (message: FromWorker) => {
      messages.push(message);
      wake?.();
    });
    const nextMessage = async () => {
      while (messages.length === 0) await new Promise<void>((resolve) => (wake = resolve));
      return messages.shift()!;
    };

    const opening = performance.now();
    const { heapPerSubscriber } = (await nextMessage()) as { heapPerSubscriber: number };
    while (gateway.gateway.liveFeed.stats().listeners < SUBSCRIBERS) await new Promise((resolve) => setTimeout(resolve, 20));
    const openedMs = performance.now() - opening;

    // The admin signs in once (a password hash that costs on purpose), outside the measure;
    // the subscribers hear this change too, which is not timed.
    await moveLiveEvent(platform, { realm: 'ringside', eventId: 6, title: 'Bench warm-up' });
    // When the backend published each change: the message's own stamp, heard here like one more subscriber.
    let published: ((at: number) => void) | null = null;
    const stopHearing = gateway.gateway.liveFeed.subscribe({ name: 'ringside', liveEndpoint: '/live/ringside/events' }, (signal) => {
      if (signal.kind === 'MESSAGE' && signal.message.eventId === '6') published?.(Date.parse(signal.message.at));
    });
    const fromPublish: number[] = [];
    const fromAdminCall: number[] = [];
    let cpuBefore = mainThreadCpuMs();
    let coldLastMs = 0;
    for (let round = -WARM_UP_ROUNDS; round < ROUNDS; round += 1) {
      const title = `Bench round ${round}`;
      if (round === 0) cpuBefore = mainThreadCpuMs();
      worker.postMessage({ round: title } satisfies ToWorker);
      const publishedAt = new Promise<number>((resolve) => (published = resolve));
      const sentAt = clock();
      await moveLiveEvent(platform, { realm: 'ringside', eventId: 6, title });
      const { receivedAt } = (await nextMessage()) as { receivedAt: number[] };
      const at = await publishedAt;
      if (round === -WARM_UP_ROUNDS) coldLastMs = Math.max(...receivedAt) - at;
      if (process.env.BENCH_DEBUG) console.log(round, Math.min(...receivedAt) - at, Math.max(...receivedAt) - at);
      if (round < 0) continue;
      fromPublish.push(...receivedAt.map((received) => received - at));
      fromAdminCall.push(...receivedAt.map((received) => received - sentAt));
    }
    const cpuAfter = mainThreadCpuMs();
    stopHearing();
    worker.postMessage({ done: true } satisfies ToWorker);
    const quantiles = (delays: number[]) => {
      const sorted = [...delays].sort((a, b) => a - b);
      return (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
    };
    const at = quantiles(fromPublish);
    const fromCall = quantiles(fromAdminCall);
    const p99 = at(0.99);
    const stats = gateway.gateway.liveFeed.stats();
    console.log(
      `subscribers held by one gateway: ${SUBSCRIBERS} (${transportMix()}; one audience: guests of one realm, language, country and address; all listening after ${(openedMs / 1000).toFixed(1)} s; ` +
        `${stats.upstreamConnections} upstream connection; clients ~${(heapPerSubscriber / 1024).toFixed(0)} KB heap each)`,
    );
    console.log(
      `publish → delivery at ${SUBSCRIBERS} subscribers over ${ROUNDS} changes${redisUrl ? ' (through Redis)' : ' (backend SSE stream)'}: ` +
        `p50 ${at(0.5).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms (budget < ${P99_BUDGET_MS} ms), max ${at(1).toFixed(1)} ms`,
    );
    console.log(
      `(timed after ${WARM_UP_ROUNDS} untimed changes; the first change after the start, before V8 compiled the path, reached the last subscriber in ${coldLastMs.toFixed(0)} ms)`,
    );
    console.log(`from the admin's call (its write and publish included): p50 ${fromCall(0.5).toFixed(1)} ms, p99 ${fromCall(0.99).toFixed(1)} ms`);
    if (cpuBefore !== null && cpuAfter !== null) {
      console.log(`CPU of the gateway and backend thread per change: ${((cpuAfter - cpuBefore) / ROUNDS).toFixed(0)} ms (the admin call included)`);
    }
    if (loadBefore > 1) console.log(`(the machine was busy when the bench began: load ${loadBefore.toFixed(1)}; figures are slower than on a quiet machine)`);
    process.exitCode = p99 < P99_BUDGET_MS ? 0 : 1;
  } finally {
    await worker?.terminate();
    await gateway.close();
    await backend.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}
