// `/graphql` on Fastify: Yoga handles the request (its Fastify integration),
// and its answer goes out through Fastify's reply, so compression, the
// security headers, the request id and the metrics apply to it like to any
// other route.
//
// Limits, checked before Yoga sees anything:
// - bodies up to GRAPHQL_BODY_LIMIT_BYTES (413 otherwise): the web client's
//   largest operation is about 5 KB as text, a persisted one a few hundred
//   bytes;
// - a per-viewer rate (429 with Retry-After, RATE_LIMITED with
//   retryAfterSeconds): the signed-in viewer's subject when the request
//   carries a valid access token, else the client address. Keying on the
//   verified subject only: a made-up token is no new budget. The same budget
//   counts WebSocket operations (security/viewerRateLimit.ts).
import rateLimit from '@fastify/rate-limit';
import { redisRateLimitStore } from '@ringside/ops/redisRateLimitStore';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { YogaServerInstance } from 'graphql-yoga';
import type { Redis } from 'ioredis';
import type { GatewayContext } from '../context.ts';
import type { AccessTokenVerifier } from '../lib/jwt.ts';
import { presentedAccessToken, rateLimitKey, type deferredViewerRateLimit, type RateDecision } from '../security/viewerRateLimit.ts';
import { sendGraphQLLandingPage, wantsLandingPage } from './graphqlLandingPage.ts';
import { allowGraphiQL } from './securityHeaders.ts';
import { startedBody } from './streamedBody.ts';

export const GRAPHQL_BODY_LIMIT_BYTES = 100 * 1024;

export interface GraphQLRouteOptions {
  yoga: YogaServerInstance<{ req: FastifyRequest; reply: FastifyReply }, GatewayContext>;
  verifyAccessToken: AccessTokenVerifier;
  ratePerMinute: number;
  /** Shared counters when several gateways run; in-process otherwise. */
  redis?: Redis;
  /** What the counters' keys start with, then `gateway:rate:` (REDIS_PREFIX). */
  redisPrefix?: string;
  /** The per-viewer budget this route's limiter fills in; WebSocket operations spend from it too. */
  viewerRateLimit: ReturnType<typeof deferredViewerRateLimit>;
}

function graphqlError(reply: FastifyReply, status: number, message: string, code: string, extensions: Record<string, unknown> = {}) {
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .header('cache-control', 'no-store')
    .send({ errors: [{ message, extensions: { code, ...extensions, requestId: reply.request.id } }] });
}

const codeByStatus: Record<number, string> = {
  400: 'BAD_REQUEST',
  413: 'REQUEST_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

export async function graphqlRoute(app: FastifyInstance, options: GraphQLRouteOptions) {
  const { yoga } = options;

  await app.register(rateLimit, {
    global: false,
    // One store for the one limiter below, keyed by viewer alone (its own Redis store names each limiter after a route).
    ...(options.redis ? { store: redisRateLimitStore(options.redis, `${options.redisPrefix ?? ''}gateway:rate:`) } : {}),
    // A Redis outage must not take GraphQL down with it: count nothing meanwhile.
    skipOnError: true,
  });
  // One limiter, so HTTP requests and WebSocket operations share each viewer's budget.
  const budgetKey = Symbol('budgetKey');
  const limiter = app.createRateLimit({
    max: options.ratePerMinute,
    timeWindow: 60_000,
    keyGenerator: (request) => (request as unknown as Record<symbol, string>)[budgetKey]!,
  });
  const spend = async (key: string): Promise<RateDecision> => {
    // The limiter reads nothing of a request but the key and the route's (absent) rate-limit group.
    const result = await limiter({ [budgetKey]: key, routeOptions: { config: {} } } as unknown as FastifyRequest);
    if (result.isAllowed || !result.isExceeded) return { allowed: true };
    return { allowed: false, retryAfterSeconds: Math.max(1, result.ttlInSeconds) };
  };
  options.viewerRateLimit.install(spend);

  // Every body type reaches Yoga as text (JSON is parsed by Fastify): Yoga decides
  // what it accepts, and CSRF prevention refuses the "simple" types browsers send cross-site.
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'GraphQL request failed');
      return graphqlError(reply, status, 'Unexpected error.', 'INTERNAL_SERVER_ERROR');
    }
    const message = status === 413 ? `The request body is larger than ${GRAPHQL_BODY_LIMIT_BYTES / 1024} KB.` : error.message;
    return graphqlError(reply, status, message, codeByStatus[status] ?? 'BAD_REQUEST');
  });

  // Subscriptions streaming now. A stopping gateway cuts them before it waits for requests in
  // flight (they never finish by themselves): clients take a cut stream for a lost connection and
  // subscribe again, elsewhere, getting the current state first.
  const streams = new Set<FastifyReply['raw']>();
  app.addHook('preClose', async () => {
    for (const stream of streams) stream.destroy();
  });

  app.route({
    url: yoga.graphqlEndpoint,
    method: ['GET', 'POST', 'OPTIONS'],
    bodyLimit: GRAPHQL_BODY_LIMIT_BYTES,
    async onRequest(request, reply) {
      const token = presentedAccessToken(request.headers.authorization, Object.entries(request.cookies ?? {}));
      const decision = await spend(await rateLimitKey(token, request.ip, options.verifyAccessToken));
      if (decision.allowed) return;
      const seconds = decision.retryAfterSeconds;
      reply.header('retry-after', String(seconds));
      return graphqlError(reply, 429, `Too many requests: try again in ${seconds} seconds.`, 'RATE_LIMITED', { retryAfterSeconds: seconds });
    },
    async handler(request, reply) {
      const response = await yoga.handleNodeRequestAndResponse(request, reply, { req: request, reply });
      if (wantsLandingPage(request, response)) return sendGraphQLLandingPage(reply);
      reply.code(response.status);
      response.headers.forEach((value, name) => {
        // Fastify (and compression) set the length; cookies are copied below, one header each.
        if (name !== 'content-length' && name !== 'set-cookie') reply.header(name, value);
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      const contentType = response.headers.get('content-type') ?? '';
      if (contentType.startsWith('text/html')) allowGraphiQL((name, value) => reply.header(name, value));
      if (!response.body) return reply.send();
      // Subscriptions and incremental delivery stream; everything else is one JSON document.
      // Yoga's body is a whatwg-node ReadableStream, which Readable.fromWeb refuses; it is async-iterable.
      // The default compressible types leave text/event-stream alone: a compressor would hold events back.
      if (/^(text\/event-stream|multipart\/mixed)/.test(contentType)) {
        streams.add(reply.raw);
        reply.raw.once('close', () => streams.delete(reply.raw));
        return reply.send(await startedBody(response.body as unknown as AsyncIterable<Uint8Array>));
      }
      return reply.send(Buffer.from(await response.arrayBuffer()));
    },
  });
}
