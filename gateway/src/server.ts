// The gateway: one origin for the web app, its GraphQL API (Yoga) and the
// upstream's media and images, on Fastify with the ecosystem's plugins
// (compression, static files, cookies, security headers, rate limits) and
// pino logs that carry each request's id. gateway/README.md is the manual.
import { setTimeout as delay } from 'node:timers/promises';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { createYoga, type YogaServerInstance } from 'graphql-yoga';
import { renderGraphiQL } from '@graphql-yoga/render-graphiql';
import { Redis } from 'ioredis';
import { currentWebBuild } from '@ringside/web/webBuilds';
import { redisKeyPrefix } from '@ringside/ops/environment';
import type { LogLevel } from './config.ts';
import { DEMO_API_KEY } from './config.ts';
import { createContextFactory, type GatewayContext, type GatewayDeps } from './context.ts';
import { createRedisLiveFeed, createUpstreamLiveFeed, type LiveFeed } from './liveEvent/liveFeed.ts';
import { loadPersistedOperations } from './graphql/persistedOperations.ts';
import { createSharedPersistedOperations, REGISTRATION_WAIT_AT_START_MS } from './graphql/sharedPersistedOperations.ts';
import { defaultGraphQLPolicy, graphiqlOptions, graphqlPlugins, type GraphQLPolicy } from './graphql/yogaPlugins.ts';
import { useSharedSubscriptionExecution } from './graphql/sharedSubscriptionExecution.ts';
import { useRateLimitedStatus } from './graphql/rateLimitedStatus.ts';
import { useSubscriptionsPerViewer } from './graphql/subscriptionsPerViewer.ts';
import { createOpenSubscriptions } from './security/openSubscriptions.ts';
import { deferredViewerRateLimit } from './security/viewerRateLimit.ts';
import { graphqlRoute } from './http/graphqlRoute.ts';
import { installGraphQLWebSocket } from './http/graphqlWebSocket.ts';
import { healthRoutes } from './http/health.ts';
import { requestIdOf } from './http/requestId.ts';
import { installSecurityHeaders, type FramingOptions } from './http/securityHeaders.ts';
import { upstreamProxyRoutes } from './http/upstreamProxy.ts';
import { webAppRoutes } from './http/webApp.ts';
import { seoFileRoutes } from './http/seoFiles.ts';
import { createRealmLookup } from './realm/realmLookup.ts';
import { realmManifestRoutes } from './realm/realmManifest.ts';
import { followRedisRealmChanges, followUpstreamRealmChanges, forgetRealm } from './realm/realmChanges.ts';
import { maskError } from './lib/errors.ts';
import { createAccessTokenVerifier } from './lib/jwt.ts';
import { closeUpstreamConnections, createRestClient } from './lib/restClient.ts';
import { createServerClock } from './lib/serverClock.ts';
import { createCachedFetcher, createSharedCache, type SharedCache } from './lib/sharedCache.ts';
import { tokenEndpointRoutes } from './oauth/tokenEndpoint.ts';
import { useGraphQLMetrics } from './observability/graphqlMetricsPlugin.ts';
import { measureHttpRequests, metricsRoutes } from './observability/metricsRoute.ts';
import { loggedWithRequest, useRequestIdInErrors } from './observability/requestIdPlugin.ts';
import { useSessionCookies } from './session/sessionCookiesPlugin.ts';
import { createSchema } from './schema.ts';
import { createRefreshSingleFlight } from './session/refreshSingleFlight.ts';
import { createUpstreamKeys } from './session/upstreamKeys.ts';

export const GATEWAY_VERSION = '0.1.0';

/** Bodies of routes other than /graphql and /oauth/token (which set their own): none of ours needs more. */
const DEFAULT_BODY_LIMIT_BYTES = 16 * 1024;

const probePaths = new Set(['/health', '/ready', '/metrics']);

export interface GatewayOptions {
  upstreamUrl: string;
  webDistDir?: string | null;
  redisUrl?: string | null;
  /** What every Redis key and channel starts with (REDIS_PREFIX, the backend's too); default: redisKeyPrefix's for `redisUrl`. */
  redisPrefix?: string | null;
  apiKey?: string;
  /** NODE_ENV=production (config.ts): every production behaviour on. */
  production?: boolean;
  /** What GraphQL requests may do; default: the policy of `production`, with gateway/persisted-operations/. */
  graphql?: GraphQLPolicy;
  /** Proxies in front of the gateway whose X-Forwarded-* headers are trusted; 0 = none (default). */
  trustedProxyHops?: number;
  /** Proxy the upstream's development mailbox; default: outside production only. */
  devMailbox?: boolean;
  /** Default `silent` when not given, so tests stay quiet; main.ts passes LOG_LEVEL. */
  logLevel?: LogLevel;
  /** Where log lines go; standard output by default (tests read them here). */
  logStream?: { write(line: string): void };
  /** How long one REST call to the upstream, retries included, may take; default 5 s. */
  upstreamTimeoutMs?: number;
  /** GraphQL requests per viewer per minute, over HTTP and WebSocket together. */
  graphqlRateLimitPerMinute?: number;
  /** Subscriptions one viewer may hold open at once, over SSE and WebSocket together (default 50). */
  graphqlSubscriptionsPerViewer?: number;
  /** Who may read /metrics in production (observability/metricsRoute.ts). */
  metrics?: { allow: string[]; token: string | null };
  framing?: FramingOptions;
  /**
   * Where browsers reach the payment providers' own pages and card field
   * (PAYMENT_PROVIDER_URL); default: the upstream, whose test providers stand in for real ones.
   */
  paymentProviderUrl?: string;
  /**
   * How long close() lets requests in flight finish before it cuts the
   * connections still open (SHUTDOWN_GRACE_MS; default 10 s). A connection
   * whose reader stopped reading (a client that read a response's status and
   * left its body) is never idle, and would hold the close until Fastify's
   * 72 s keep-alive timeout.
   */
  closeGraceMs?: number;
  /** For tests: the fetch used to call the upstream. */
  fetch?: typeof fetch;
  /**
   * For tests: a cache other than Redis or memory. It is the caller's: realm
   * changes are followed only for the cache the gateway makes itself.
   */
  cache?: SharedCache;
}

type ServerContext = { req: FastifyRequest; reply: FastifyReply };

export interface Gateway {
  /** Tests call `yoga.fetch` directly, without a port. */
  yoga: YogaServerInstance<ServerContext, GatewayContext>;
  /** The Fastify app (routes, plugins); `listen` or `inject` it. */
  app: FastifyInstance;
  /** Stops accepting, lets in-flight requests finish, then closes caches and connections. */
  close(): Promise<void>;
  /** The live-event channel subscriptions listen to (tests count its listeners). */
  liveFeed: LiveFeed;
}

export function createGateway(options: GatewayOptions): Gateway {
  const production = options.production ?? false;
  const cache = options.cache ?? createSharedCache(options.redisUrl, options.redisPrefix);
  const apiKey = options.apiKey ?? DEMO_API_KEY;
  const clock = createServerClock();
  // The gateway's own calls, for no viewer: the upstream's keys, the shared operations, realm look-ups of pages.
  const gatewayApi = createRestClient({ baseUrl: options.upstreamUrl, apiKey, appVersion: GATEWAY_VERSION, deviceId: 'gateway', clock, fetch: options.fetch });
  // Registered operations are served by id in every mode: the web client sends only ids. Ids of
  // other builds (a rolling upgrade) come from the registry every gateway feeds.
  const ownPolicy = options.graphql ?? defaultGraphQLPolicy(production, loadPersistedOperations());
  const sharedOperations = createSharedPersistedOperations({
    own: ownPolicy.persistedOperations,
    api: gatewayApi,
    log: { warn: (details, message) => app.log.warn(details, message) },
  });
  const policy: GraphQLPolicy = { ...ownPolicy, sharedOperations };
  // The upstream's keys are public and the same for every viewer: one set per process.
  const upstreamKeys = createUpstreamKeys(gatewayApi);
  const verifyAccessToken = createAccessTokenVerifier(upstreamKeys);
  // Subscriptions hear the backend's live-event channel: on Redis when the gateway shares one with
  // the backend, else on the backend's SSE stream at each realm's liveEndpoint (liveEvent/liveFeed.ts).
  let logLive: (error: unknown) => void = () => {};
  const liveFeed = options.redisUrl
    ? createRedisLiveFeed(options.redisUrl, { prefix: options.redisPrefix, onError: (error) => logLive(error) })
    : createUpstreamLiveFeed({ upstreamUrl: options.upstreamUrl, apiKey, fetch: options.fetch, onError: (error) => logLive(error) });
  const paymentProviderUrl = options.paymentProviderUrl ?? options.upstreamUrl;
  const cached = createCachedFetcher(cache);
  // A realm changed through any backend: what the cache keeps of it goes (realm/realmChanges.ts).
  let logChanges: (error: unknown) => void = () => {};
  const changes = { onChange: (realm: string | null) => void forgetRealm(cached, realm), onError: (error: unknown) => logChanges(error) };
  const realmChanges = options.cache
    ? null
    : options.redisUrl
      ? followRedisRealmChanges(options.redisUrl, options.redisPrefix, changes)
      : followUpstreamRealmChanges({ upstreamUrl: options.upstreamUrl, apiKey, fetch: options.fetch, ...changes });
  const deps: GatewayDeps = {
    upstreamUrl: options.upstreamUrl,
    paymentProviderUrl,
    apiKey,
    appVersion: GATEWAY_VERSION,
    clock,
    cached,
    refreshFlights: createRefreshSingleFlight(),
    verifyAccessToken,
    fetch: options.fetch,
    upstreamTimeoutMs: options.upstreamTimeoutMs,
    liveFeed,
  };

  const trustedProxyHops = options.trustedProxyHops ?? 0;
  const app: FastifyInstance = Fastify({
    logger: {
      level: options.logLevel ?? 'silent',
      ...(options.logStream ? { stream: options.logStream } : {}),
      // Tokens travel in these: never in a log line.
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    },
    genReqId: requestIdOf,
    logController: new LogController({
      requestIdLogLabel: 'requestId',
      // Probes and scrapes every few seconds would drown the lines that matter.
      disableRequestLogging: (request) => probePaths.has(request.url),
    }),
    // The nearest `trustedProxyHops` proxies (hop 0 is our TCP peer) may speak for the client.
    trustProxy: (_address: string, hop: number) => hop < trustedProxyHops,
    bodyLimit: DEFAULT_BODY_LIMIT_BYTES,
    // An absolute-form target (`GET http://other.example/media/x`) is read for its
    // path and query only: no route ever looks at, or fetches, the host it names.
    rewriteUrl(req) {
      const target = req.url ?? '/';
      if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(target)) return target;
      try {
        const { pathname, search } = new URL(target);
        return pathname + search;
      } catch {
        return '//refused'; // not a URL: answered 404 like every `//` target
      }
    },
  });

  const rateLimitRedis = options.redisUrl
    ? // Short waits: while Redis is away a request is counted nowhere (skipOnError) rather than held.
      new Redis(options.redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1 })
    : undefined;
  // ioredis reconnects by itself; the outage is told in the log, not as an unhandled 'error' event.
  rateLimitRedis?.on('error', (error: Error) => app.log.warn({ err: error }, 'GraphQL rate limit: Redis unreachable, reconnecting'));

  // The limits every transport shares: each viewer's GraphQL budget (filled in by the /graphql
  // route, which owns the limiter) and the subscriptions they hold open.
  const viewerRateLimit = deferredViewerRateLimit();
  const subscriptionsPerViewer = options.graphqlSubscriptionsPerViewer ?? 50;
  const openSubscriptions = createOpenSubscriptions({
    max: subscriptionsPerViewer,
    redis: rateLimitRedis,
    keyPrefix: options.redisUrl ? redisKeyPrefix(options.redisUrl, options.redisPrefix) : undefined,
    onError: (error) => app.log.warn({ err: error }, 'subscriptions per viewer: Redis unreachable, counted in this process only'),
  });

  const yoga = createYoga<ServerContext, GatewayContext>({
    schema: createSchema(),
    context: createContextFactory(deps) as never,
    graphqlEndpoint: '/graphql',
    graphiql: graphiqlOptions(policy),
    // GraphiQL's code is bundled and served from here rather than from a CDN:
    // the manual must work on a machine without internet access.
    renderGraphiQL,
    landingPage: false,
    // The web app and GraphiQL are same-origin. Another site's page may call the
    // API with a bearer token (an OAuth app), but never with the viewer's cookies:
    // Yoga's default would reflect any Origin and allow credentials.
    cors: { origin: '*', credentials: false },
    // Yoga's lines go to pino. The original of a masked error is logged with
    // its request's id by useRequestIdInErrors; what reaches Yoga's logger
    // outside a request's execution has no request to name.
    logging: {
      debug: (...args: unknown[]) => app.log.debug({ yoga: args }),
      info: (...args: unknown[]) => app.log.info({ yoga: args }),
      warn: (...args: unknown[]) => app.log.warn({ yoga: args }),
      error: (...args: unknown[]) => {
        const [first, ...rest] = args;
        if (first instanceof Error && loggedWithRequest.has(first)) return;
        if (first instanceof Error) app.log.error({ err: first, yoga: rest }, 'GraphQL error masked for the client');
        else app.log.error({ yoga: args });
      },
    },
    maskedErrors: { maskError },
    plugins: [
      ...graphqlPlugins(policy),
      useSessionCookies(),
      useRequestIdInErrors(),
      useGraphQLMetrics(),
      useRateLimitedStatus(),
      useSubscriptionsPerViewer(openSubscriptions, subscriptionsPerViewer),
      useSharedSubscriptionExecution(),
    ],
  });

  logLive = (error) => app.log.warn({ err: error }, 'live-event channel: reconnecting');
  logChanges = (error) => app.log.warn({ err: error }, 'realm changes: not heard for now; cached realms live out their TTL meanwhile');
  const webSockets = installGraphQLWebSocket(app, { yoga: yoga as never, policy, trustedProxyHops, rateLimit: viewerRateLimit, verifyAccessToken });

  // `//host/path` (or `/\host`, which URL parsing treats alike) is a network-path
  // reference: resolved against any base it names another host. No route of ours
  // looks like that, so it is refused before anything reads it.
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
    if (/^[/\\]{2}/.test(request.url)) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  });
  app.setNotFoundHandler((_request, reply) => reply.code(404).type('text/plain; charset=utf-8').send('Not found'));

  void app.register(cookie);
  void app.register(compress, { encodings: ['br', 'gzip'] });
  // Read once: the CSP's hashes and the pages served are of the same build, whatever is published after.
  const webBuild = options.webDistDir ? currentWebBuild(options.webDistDir) : null;
  installSecurityHeaders(app, {
    production,
    framing: options.framing ?? { allowedPaths: [], ancestors: ["'self'"] },
    webDistDir: webBuild?.dir ?? null,
    // The card field is the provider's own page in a frame: card numbers never pass through here.
    frameSources: [new URL(paymentProviderUrl).origin],
  });
  measureHttpRequests(app);
  void app.register(metricsRoutes, {
    restricted: production,
    allow: options.metrics?.allow ?? ['127.0.0.1', '::1'],
    token: options.metrics?.token ?? null,
  });
  void app.register(healthRoutes, { upstreamUrl: options.upstreamUrl });
  void app.register(graphqlRoute, {
    yoga,
    verifyAccessToken,
    ratePerMinute: options.graphqlRateLimitPerMinute ?? 600,
    redis: rateLimitRedis,
    redisPrefix: options.redisUrl ? redisKeyPrefix(options.redisUrl, options.redisPrefix) : undefined,
    viewerRateLimit,
  });
  void app.register(tokenEndpointRoutes, { upstreamUrl: options.upstreamUrl, apiKey, appVersion: GATEWAY_VERSION, fetch: options.fetch });
  void app.register(upstreamProxyRoutes, {
    upstreamUrl: options.upstreamUrl,
    devMailbox: options.devMailbox ?? !production,
    fetch: options.fetch,
  });
  if (options.webDistDir) {
    // An unknown `/realm/{name}` page, and a route the realm does not offer, answer 404 (http/webApp.ts); realms are read as GraphQL reads them.
    const realmApi = gatewayApi;
    void app.register(webAppRoutes, {
      webDistDir: options.webDistDir,
      webBuild: webBuild ?? undefined,
      realmAccess: createRealmLookup(realmApi, deps.cached),
      // Pages are rendered on the server through this gateway's own schema, in process.
      graphql: (request, serverContext) => yoga.fetch(request, serverContext as never),
    });
    // The installed app's manifest, per realm (realm/realmManifest.ts).
    void app.register(realmManifestRoutes, { api: realmApi, cached: deps.cached });
    // robots.txt and sitemap.xml, per realm (http/seoFiles.ts); their paths win over the app's `/*`.
    void app.register(seoFileRoutes, { api: realmApi, cached: deps.cached });
  }

  // Before the server waits for its connections: long-lived streams would hold it open.
  app.addHook('preClose', async () => {
    await webSockets.close();
    await liveFeed.close();
    await realmChanges?.close();
  });
  // Before the gateway listens, so that the pages it renders name ids the other gateways can find;
  // a backend slow or not up yet delays the start by a second at most (the registration goes on, and is retried).
  app.addHook('onReady', () => Promise.race([sharedOperations.start(), delay(REGISTRATION_WAIT_AT_START_MS)]));
  app.addHook('onClose', async () => {
    sharedOperations.close();
    await cache.close();
    openSubscriptions.close();
    rateLimitRedis?.disconnect();
    // Last: nothing is left to call the upstream once the server has stopped.
    await closeUpstreamConnections();
  });

  const closeGraceMs = options.closeGraceMs ?? 10_000;
  async function close(): Promise<void> {
    const cut = setTimeout(() => app.server.closeAllConnections(), closeGraceMs);
    try {
      await app.close();
    } finally {
      clearTimeout(cut);
    }
  }
  return { yoga, app, close, liveFeed };
}

export async function startGateway(
  options: GatewayOptions & { port?: number; host?: string },
): Promise<{ url: string; gateway: Gateway; close(): Promise<void> }> {
  const gateway = createGateway(options);
  try {
    await gateway.app.listen({ port: options.port ?? 4000, host: options.host ?? '127.0.0.1' });
  } catch (error) {
    await gateway.close();
    throw error;
  }
  const { address, port } = gateway.app.server.address() as import('node:net').AddressInfo;
  const host = address.includes(':') ? `[${address}]` : address === '0.0.0.0' ? '127.0.0.1' : address;
  return { url: `http://${host}:${port}`, gateway, close: () => gateway.close() };
}
