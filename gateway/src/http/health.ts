// Liveness and readiness for the orchestrator.
// - `/health`: the process answers (restart it when this fails).
// - `/ready`: send traffic here, unless the gateway cannot serve: its upstream
//   is unreachable (connection refused or reset, no such host, no connection
//   within the probe's deadline) or answers `/health` with an error, or the
//   gateway is shutting down (503 then, so the load balancer stops sending
//   requests while the in-flight ones finish). A slow upstream is still ready
//   (`slow: true`): every gateway shares it, so draining them for slowness
//   would turn a slowdown into an outage.
// Once shutdown has begun, new connections are refused, and a probe that
// still arrives on a busy keep-alive connection is answered 503 by Fastify
// itself (return503OnClosing) before any route runs; the `closing` flag here
// covers a probe routed just before, whose handler starts after (health.test.ts).
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { FastifyInstance } from 'fastify';

/** Within this, an upstream has either answered, refused, or at least taken the connection (then it is only slow). */
export const READY_PROBE_DEADLINE_MS = 750;

export type UpstreamProbe =
  | { reachable: true; status: number }
  | { reachable: true; slow: true }
  | { reachable: false; reason: string };

/**
 * One GET of the upstream's `/health` on a connection of its own (a pooled one
 * could be stale, and would not show that new connections are still taken).
 * Reachability is the network's verdict, so this is plain HTTP, never the
 * fetch a test gives the REST client.
 */
export function probeUpstream(upstreamUrl: string, requestId: string, deadlineMs = READY_PROBE_DEADLINE_MS): Promise<UpstreamProbe> {
  const url = new URL('/health', upstreamUrl);
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    let connected = false;
    const probe = send(url, { agent: false, headers: { 'x-request-id': requestId } });
    const settle = (outcome: UpstreamProbe) => {
      clearTimeout(deadline);
      probe.removeAllListeners('response').destroy();
      resolve(outcome);
    };
    // setImmediate: on a busy event loop the deadline's timer can run before the
    // connect that already happened is heard; the check phase comes after I/O.
    const deadline = setTimeout(
      () => setImmediate(() => settle(connected ? { reachable: true, slow: true } : { reachable: false, reason: `no connection within ${deadlineMs} ms` })),
      deadlineMs,
    );
    probe.on('socket', (socket) => socket.once(url.protocol === 'https:' ? 'secureConnect' : 'connect', () => (connected = true)));
    probe.on('response', (answer) => settle({ reachable: true, status: answer.statusCode ?? 0 }));
    // Refused, reset, no such host; destroy() after an outcome ends here too, where resolve is a no-op.
    probe.on('error', (error: NodeJS.ErrnoException) => settle({ reachable: false, reason: error.code ?? error.message }));
    probe.end();
  });
}

export async function healthRoutes(app: FastifyInstance, options: { upstreamUrl: string }) {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });

  app.get('/health', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });

  app.get('/ready', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (closing) return reply.code(503).send({ status: 'closing' });
    const upstream = await probeUpstream(options.upstreamUrl, request.id);
    if (!upstream.reachable) return reply.code(503).send({ status: 'upstream unavailable', reason: upstream.reason });
    if ('slow' in upstream) return { status: 'ready', slow: true };
    if (upstream.status >= 200 && upstream.status < 300) return { status: 'ready' };
    return reply.code(503).send({ status: 'upstream unavailable', reason: `its /health answered ${upstream.status}` });
  });
}
