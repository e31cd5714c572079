// The gateway: one origin for the web app, its GraphQL API (Yoga) and the
// upstream's media and images.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createYoga, type YogaServerInstance } from 'graphql-yoga';
import { renderGraphiQL } from '@graphql-yoga/render-graphiql';
import { createContextFactory, type GatewayContext, type GatewayDeps } from './context.ts';
import { maskError } from './lib/errors.ts';
import { defaultComplexityLimits, type ComplexityLimits } from './lib/queryComplexity.ts';
import { createAccessTokenVerifier } from './lib/jwt.ts';
import { createRestClient } from './lib/restClient.ts';
import { createServerClock } from './lib/serverClock.ts';
import { createCachedFetcher, createSharedCache, type SharedCache } from './lib/sharedCache.ts';
import { createUpstreamProxy, isProxiedPath } from './http/upstreamProxy.ts';
import { createWebAppHandler } from './http/webApp.ts';
import { createTokenEndpoint, isTokenEndpointPath } from './oauth/tokenEndpoint.ts';
import { useCSRFPrevention, useQueryComplexity, useSessionCookies } from './plugins.ts';
import { createSchema } from './schema.ts';
import { trustedProxyHopsFromEnv } from './security/clientAddress.ts';
import { createRefreshSingleFlight } from './session/refreshSingleFlight.ts';
import { createUpstreamKeys } from './session/upstreamKeys.ts';

export const GATEWAY_VERSION = '0.1.0';

export interface GatewayOptions {
  upstreamUrl: string;
  webDistDir?: string | null;
  redisUrl?: string;
  apiKey?: string;
  /** For tests: the fetch used to call the upstream. */
  fetch?: typeof fetch;
  /** For tests: a cache other than Redis or memory. */
  cache?: SharedCache;
  complexityLimits?: ComplexityLimits;
  /** Proxies in front of the gateway whose X-Forwarded-For is trusted; default TRUST_PROXY_HOPS, else 0. */
  trustedProxyHops?: number;
}

export interface Gateway {
  yoga: YogaServerInstance<Record<string, never>, GatewayContext>;
  /** The node:http request handler: GraphQL, the proxy and the web app. */
  handler: (req: IncomingMessage, res: ServerResponse) => void;
  close(): Promise<void>;
}

type LogLevel = 'debug' | 'info' | 'warn' | 'error';

/** Quiet by default: only unexpected (masked) errors are logged, unless LOG_LEVEL asks for more or `silent`. */
function logLevel(): LogLevel | false {
  const level = process.env['LOG_LEVEL']?.toLowerCase();
  if (level === 'debug' || level === 'info' || level === 'warn' || level === 'error') return level;
  if (level === 'silent' || level === 'false') return false;
  return 'error';
}

const graphiqlWelcomeQuery = `# Ringside's GraphQL API. Every answer is scoped to a realm, chosen by the
# Host header (localhost, acme.localhost) or the x-ringside-realm header, and
# to the viewer (cookies, or Authorization: Bearer for TV and mobile apps).
# The Docs panel describes every type and field.
query Welcome {
  realm {
    title
    languages { code name }
    settings { guestsAllowed fullGuestAccess hasLive }
    menu { layout items { type title section view } }
  }
  viewer { role }
}
`;

export function createGateway(options: GatewayOptions): Gateway {
  const cache = options.cache ?? createSharedCache(options.redisUrl);
  const apiKey = options.apiKey ?? 'ringside-demo-key';
  const clock = createServerClock();
  // The upstream's keys are public and the same for every viewer: one set per process.
  const upstreamKeys = createUpstreamKeys(
    createRestClient({
      baseUrl: options.upstreamUrl,
      apiKey,
      appVersion: GATEWAY_VERSION,
      deviceId: 'gateway',
      clock,
      fetch: options.fetch,
    }),
  );
  const deps: GatewayDeps = {
    upstreamUrl: options.upstreamUrl,
    apiKey,
    appVersion: GATEWAY_VERSION,
    clock,
    cached: createCachedFetcher(cache),
    refreshFlights: createRefreshSingleFlight(),
    verifyAccessToken: createAccessTokenVerifier(upstreamKeys),
    fetch: options.fetch,
    trustedProxyHops: options.trustedProxyHops ?? trustedProxyHopsFromEnv(),
  };
  const yoga = createYoga<Record<string, never>, GatewayContext>({
    schema: createSchema(),
    context: createContextFactory(deps) as never,
    graphqlEndpoint: '/graphql',
    graphiql: {
      title: 'Ringside GraphQL',
      headers: JSON.stringify({ 'x-graphql-yoga-csrf': '1' }),
      defaultQuery: graphiqlWelcomeQuery,
    },
    // GraphiQL's code is bundled and served from here rather than from a CDN:
    // the manual must work on a machine without internet access.
    renderGraphiQL,
    landingPage: false,
    logging: logLevel(),
    maskedErrors: { maskError },
    plugins: [
      useCSRFPrevention({ requestHeaders: ['x-graphql-yoga-csrf'] }),
      useQueryComplexity(options.complexityLimits ?? defaultComplexityLimits),
      useSessionCookies(),
    ],
  });

  const proxy = createUpstreamProxy(options.upstreamUrl, options.fetch);
  const tokenEndpoint = createTokenEndpoint({ upstreamUrl: options.upstreamUrl, apiKey, appVersion: GATEWAY_VERSION, fetch: options.fetch });
  const serveWebApp = options.webDistDir ? createWebAppHandler(options.webDistDir) : null;

  const handler = (req: IncomingMessage, res: ServerResponse) => {
    const target = req.url ?? '/';
    // `//host/path` (or `/\\host`, which URL parsing treats alike) is a network-path
    // reference: resolved against any base it names another host. No route of ours
    // looks like that, so it is refused before anything reads it.
    if (/^[/\\]{2}/.test(target)) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    const { pathname, search } = new URL(target, 'http://gateway');
    const fail = () => {
      if (!res.headersSent) res.writeHead(500).end();
      else res.destroy();
    };
    if (pathname === '/graphql' || pathname === '/health') {
      void yoga(req, res);
    } else if (isTokenEndpointPath(pathname)) {
      tokenEndpoint(req, res).catch(fail);
    } else if (isProxiedPath(pathname)) {
      proxy(req, res, pathname + search).catch(fail);
    } else if (serveWebApp && (req.method === 'GET' || req.method === 'HEAD')) {
      serveWebApp(req, res, pathname).catch(fail);
    } else {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
    }
  };

  return { yoga, handler, close: () => cache.close() };
}

export async function startGateway(
  options: GatewayOptions & { port?: number; host?: string },
): Promise<{ url: string; close(): Promise<void> }> {
  const gateway = createGateway(options);
  const server = createServer(gateway.handler);
  await new Promise<void>((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 4000, options.host ?? '127.0.0.1', () => resolvePromise());
  });
  const { address, port } = server.address() as AddressInfo;
  const host = address.includes(':') ? `[${address}]` : address === '0.0.0.0' ? '127.0.0.1' : address;
  return {
    url: `http://${host}:${port}`,
    async close() {
      await new Promise<void>((resolvePromise) => {
        server.close(() => resolvePromise());
        server.closeAllConnections();
      });
      await gateway.close();
    },
  };
}
