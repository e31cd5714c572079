// `/metrics` for Prometheus, and the HTTP request metrics it reports.
//
// In development anyone may read it. In production it answers only a scraper
// on an allowed address (METRICS_ALLOW, default the loopback addresses: a
// sidecar or node agent) or one that sends `Authorization: Bearer
// <METRICS_TOKEN>`; anyone else gets 404, as if there were nothing there.
// The address is Fastify's `req.ip`, so behind a proxy it is the client's as
// the trusted hops report it, never the proxy's own.
import type { FastifyInstance } from 'fastify';
import { createHash, timingSafeEqual } from 'node:crypto';
import { httpRequestDuration, metricsRegistry } from './metrics.ts';

export interface MetricsAccess {
  /** Only the allowed addresses or the token may read /metrics. */
  restricted: boolean;
  allow: readonly string[];
  token: string | null;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

function holdsToken(authorization: string | undefined, token: string | null): boolean {
  const sent = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
  return !!sent && !!token && timingSafeEqual(digest(sent), digest(token));
}

/** `::ffff:127.0.0.1` is how an IPv4 peer appears on a dual-stack socket. */
const plainAddress = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');

/** Measures every response of `app`: called on the root instance, not in a child context. */
export function measureHttpRequests(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    // The route pattern, never the URL: `/media/*`, not one series per segment.
    const route = request.routeOptions.url ?? 'unmatched';
    httpRequestDuration.observe({ method: request.method, route, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
  });
}

export async function metricsRoutes(app: FastifyInstance, access: MetricsAccess) {
  app.get('/metrics', async (request, reply) => {
    if (access.restricted) {
      const allowed = access.allow.includes(plainAddress(request.ip)) || holdsToken(request.headers.authorization, access.token);
      if (!allowed) return reply.callNotFound();
    }
    reply.header('cache-control', 'no-store').type(metricsRegistry.contentType);
    return metricsRegistry.metrics();
  });
}
