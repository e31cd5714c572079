// Starts the whole platform for a test: the real backend on a throwaway in-memory
// PGlite (opened migrated: backend/src/testing/migratedPglite.ts) and the gateway
// in front of it, serving the built web app.
import { fileURLToPath } from 'node:url';
import { startBackend } from '../../backend/src/server.ts';
import { openMigratedPglite } from '../../backend/src/testing/migratedPglite.ts';
import { startGateway, type Gateway } from '../../gateway/src/server.ts';

export interface RunningPlatform {
  /** The gateway's origin, e.g. http://127.0.0.1:43123 */
  url: string;
  port: number;
  upstreamUrl: string;
  /** The running gateway (tests count its live-event listeners: `gateway.liveFeed.stats()`). */
  gateway: Gateway;
  close(): Promise<void>;
}

// E2E_WEB_DIST_DIR lets a build elsewhere be tested while web/dist is rebuilt.
const webDistDir = process.env.E2E_WEB_DIST_DIR || fileURLToPath(new URL('../../web/dist', import.meta.url));

export async function startPlatform(
  options: {
    serveWeb?: boolean;
    /** The web build to serve; default web/dist (or E2E_WEB_DIST_DIR). */
    webDistDir?: string;
    /**
     * Lifetime of access tokens. Under 5 seconds the gateway (which renews a cookie
     * session 5 s before expiry) finds every access token due at once, so each
     * request after a sign-in goes through a refresh: expiry tests need no waiting.
     */
    accessTokenTtlSeconds?: number;
    /** Backend and gateway share this Redis (the live-event channel, caches, rate counters); none by default. */
    redisUrl?: string;
    /** What their Redis keys and channels start with (REDIS_PREFIX): two platforms on one Redis apart. */
    redisPrefix?: string;
    /** Trust this many proxies' X-Forwarded-For (TRUST_PROXY_HOPS): a test can then watch from a demo country's address. */
    trustedProxyHops?: number;
    /** A directory of extra realm files the backend adds at start (REALMS_DIR), e.g. tests/fixtures/realms. */
    realmsDir?: string;
    /** Multiplies the backend's flood limits (RATE_LIMIT_SCALE): a test meets a limit in a few requests. */
    rateLimitScale?: number;
    /** The gateway's own limits, small for a test (GRAPHQL_RATE_LIMIT_PER_MINUTE, GRAPHQL_SUBSCRIPTIONS_PER_VIEWER). */
    graphqlRateLimitPerMinute?: number;
    graphqlSubscriptionsPerViewer?: number;
  } = {},
): Promise<RunningPlatform> {
  // With the demo already written: the backend only re-anchors its live events (migratedPglite.ts).
  const database = await openMigratedPglite({ demoData: true });
  const backend = await startBackend({
    port: 0,
    host: '127.0.0.1',
    database,
    config: {
      ...(options.accessTokenTtlSeconds ? { accessTokenTtlSeconds: options.accessTokenTtlSeconds } : {}),
      // Whatever REDIS_URL the test process has, the platform uses Redis only when asked to.
      redisUrl: options.redisUrl ?? null,
      redisPrefix: options.redisPrefix ?? null,
      // Only the realms a test asks for, whatever REALMS_DIR the test process has.
      realmsDir: options.realmsDir ?? null,
      demoData: true,
      ...(options.rateLimitScale ? { rateLimitScale: options.rateLimitScale } : {}),
    },
  });
  const gateway = await startGateway({
    port: 0,
    host: '127.0.0.1',
    upstreamUrl: backend.url,
    webDistDir: options.serveWeb === false ? null : (options.webDistDir ?? webDistDir),
    redisUrl: options.redisUrl ?? null,
    redisPrefix: options.redisPrefix ?? null,
    trustedProxyHops: options.trustedProxyHops,
    graphqlRateLimitPerMinute: options.graphqlRateLimitPerMinute,
    graphqlSubscriptionsPerViewer: options.graphqlSubscriptionsPerViewer,
    // A test that read a response's status and left its body holds that connection open: a file's
    // platform closes a second after its last request instead of at the keep-alive timeout.
    closeGraceMs: 1000,
  });
  return {
    url: gateway.url,
    port: Number(new URL(gateway.url).port),
    upstreamUrl: backend.url,
    gateway: gateway.gateway,
    async close() {
      await gateway.close();
      await backend.close();
      await database.close();
    },
  };
}
