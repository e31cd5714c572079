import type { FastifyInstance } from 'fastify';
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { StatementObserver } from '../db/observedDatabase.ts';

/**
 * The backend's Prometheus metrics, in a registry of its own (never prom-client's
 * global one), so two apps in one process (tests, the dev launcher) do not clash.
 */
export interface BackendMetrics {
  registry: Registry;
  /** Give to `observeDatabase`: counts and times every SQL statement. */
  observeStatement: StatementObserver;
  /** Counts an error answer by its code (`NOT_FOUND`, `RATE_LIMITED`, …). */
  countError(code: string, status: number): void;
  /** Counts and times one answered request. */
  observeRequest(labels: { method: string; route: string; status: string }, seconds: number): void;
}

export function createMetrics(): BackendMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'ringside_backend_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'ringside_backend_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const errors = new Counter({
    name: 'ringside_backend_errors_total',
    help: 'Error answers by code and status',
    labelNames: ['code', 'status'] as const,
    registers: [registry],
  });
  const statements = new Counter({
    name: 'ringside_backend_sql_statements_total',
    help: 'SQL statements run, by outcome',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  const statementLatency = new Histogram({
    name: 'ringside_backend_sql_statement_duration_seconds',
    help: 'Time of one SQL statement',
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1],
    registers: [registry],
  });
  return {
    registry,
    observeStatement: ({ seconds, failed }) => {
      statements.inc({ outcome: failed ? 'failed' : 'ok' });
      statementLatency.observe(seconds);
    },
    countError: (code, status) => errors.inc({ code, status: String(status) }),
    observeRequest: (labels, seconds) => {
      requests.inc(labels);
      latency.observe(labels, seconds);
    },
  };
}

/** Times every request by its route pattern (never the raw URL: ids would explode the series) and serves `GET /metrics`. */
export function installMetrics(app: FastifyInstance, metrics: BackendMetrics): void {
  app.addHook('onResponse', async (request, reply) => {
    const labels = {
      method: request.method,
      // Unmatched URLs (404s of unknown paths) share one series.
      route: request.routeOptions.url ?? 'unmatched',
      status: String(reply.statusCode),
    };
    metrics.observeRequest(labels, reply.elapsedTime / 1000);
  });
  app.get('/metrics', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('content-type', metrics.registry.contentType);
    return metrics.registry.metrics();
  });
}
