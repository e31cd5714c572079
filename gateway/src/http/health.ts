// Liveness and readiness for the orchestrator.
// - `/health`: the process answers (restart it when this fails).
// - `/ready`: send traffic here: the upstream's `/health` answers and the
//   gateway is not shutting down (503 then, so the load balancer stops
//   sending requests while the in-flight ones finish).
// Once shutdown has begun, new connections are refused, and a probe that
// still arrives on a busy keep-alive connection is answered 503 by Fastify
// itself (return503OnClosing) before any route runs; the `closing` flag here
// covers a probe routed just before, whose handler starts after (health.test.ts).
import type { FastifyInstance } from 'fastify';

export async function healthRoutes(app: FastifyInstance, options: { upstreamUrl: string; fetch?: typeof fetch }) {
  const doFetch = options.fetch ?? globalThis.fetch;
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
    try {
      const upstream = await doFetch(new URL('/health', options.upstreamUrl), {
        headers: { 'x-request-id': request.id },
        signal: AbortSignal.timeout(2000),
      });
      await upstream.body?.cancel();
      if (upstream.ok) return { status: 'ready' };
    } catch {
      // Refused or timed out: not ready, said below.
    }
    return reply.code(503).send({ status: 'upstream unavailable' });
  });
}
