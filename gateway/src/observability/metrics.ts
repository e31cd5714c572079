// The gateway's Prometheus metrics, served at `/metrics` (see gateway/README.md).
// One registry per process, not prom-client's global one: tests that build
// several gateways in one process and any library that registers its own
// metrics globally cannot collide with ours.
//
// Every metric is created here so that each module that measures something
// imports a named object, and a metric's name and labels are written once.
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry, prefix: 'gateway_' });

/** Seconds buckets from 5 ms to 10 s: a cached answer at the bottom, the upstream timeout at the top. */
const latencyBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** Every HTTP request the gateway answers, by route pattern (never the raw URL: unbounded labels). */
export const httpRequestDuration = new Histogram({
  name: 'gateway_http_request_duration_seconds',
  help: 'HTTP requests answered by the gateway, by method, route pattern and status',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: latencyBuckets,
  registers: [metricsRegistry],
});

/** GraphQL operations, by operation name (`anonymous` without one) and type. */
export const graphqlOperationDuration = new Histogram({
  name: 'gateway_graphql_operation_duration_seconds',
  help: 'GraphQL operations executed by the gateway, by operation name and type',
  labelNames: ['operation', 'type'] as const,
  buckets: latencyBuckets,
  registers: [metricsRegistry],
});

/** GraphQL errors as the client sees them, by their `extensions.code` (spec message keys). */
export const graphqlErrors = new Counter({
  name: 'gateway_graphql_errors_total',
  help: 'Errors in GraphQL responses, by operation name and extensions.code',
  labelNames: ['operation', 'code'] as const,
  registers: [metricsRegistry],
});

/**
 * One REST call to the upstream, measured by the REST client. `route` is the
 * path pattern (`/api/v4/videos/:id`), never the concrete path; `status` is
 * the HTTP status or `error` when no answer came (timeout, refused).
 */
export const upstreamRequestDuration = new Histogram({
  name: 'gateway_upstream_request_duration_seconds',
  help: 'REST calls from the gateway to the upstream, by method, route pattern and status',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: latencyBuckets,
  registers: [metricsRegistry],
});

/** How many keys one DataLoader batch carried: 1s everywhere means batching is not happening. */
export const dataLoaderBatchSize = new Histogram({
  name: 'gateway_dataloader_batch_size',
  help: 'Keys per DataLoader batch, by loader name',
  labelNames: ['loader'] as const,
  buckets: [1, 2, 5, 10, 20, 50, 100],
  registers: [metricsRegistry],
});

/**
 * Answers of subscription events: `executed` ran the operation, `reused` sent an answer
 * already made for another subscriber of the same audience (graphql/sharedSubscriptionExecution.ts).
 */
export const subscriptionAnswers = new Counter({
  name: 'gateway_subscription_answers_total',
  help: 'Subscription event answers, executed for the subscriber or reused from another subscriber of the same audience',
  labelNames: ['answer'] as const,
  registers: [metricsRegistry],
});
