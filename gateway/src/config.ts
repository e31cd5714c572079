// Every setting the gateway reads from its environment, checked once at start
// (gateway/README.md has the table). How a wrong value is reported, and the
// production rule for the demo key and the development mailbox, are the
// backend's too (@ringside/ops, ops/src/environment.ts).
//
// NODE_ENV=production is the one switch for every production behaviour: it is
// read here only, and passed on as `production` to what depends on it.
import { ConfigError, readEnvironment, REDIS_PREFIX_HINT, REDIS_PREFIX_PATTERN } from '@ringside/ops/environment';
import { Type, type Static } from 'typebox';
import { graphQLPolicyFromEnv, type GraphQLPolicy } from './graphql/yogaPlugins.ts';

export { ConfigError, DEMO_API_KEY } from '@ringside/ops/environment';

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof logLevels)[number];

const csv = (description: string) => Type.String({ separator: ',', description } as never);

const schema = Type.Object({
  NODE_ENV: Type.String({ default: 'development' }),
  PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 4000 }),
  HOST: Type.String({ minLength: 1, default: '0.0.0.0' }),
  UPSTREAM_URL: Type.String({ pattern: '^https?://[^/]+' }),
  PAYMENT_PROVIDER_URL: Type.Optional(Type.String({ pattern: '^https?://[^/]+' })),
  WEB_DIST_DIR: Type.Optional(Type.String()),
  REDIS_URL: Type.Optional(Type.String({ pattern: '^rediss?://' })),
  REDIS_PREFIX: Type.Optional(Type.String({ pattern: REDIS_PREFIX_PATTERN })),
  TRUST_PROXY_HOPS: Type.Integer({ minimum: 0, maximum: 10, default: 0 }),
  RINGSIDE_API_KEY: Type.Optional(Type.String({ minLength: 1 })),
  RINGSIDE_ALLOW_DEMO: Type.Union([Type.Literal('0'), Type.Literal('1')], { default: '0' }),
  RINGSIDE_DEV_MAILBOX: Type.Optional(Type.Union([Type.Literal('on'), Type.Literal('off')])),
  LOG_LEVEL: Type.Union(
    logLevels.map((level) => Type.Literal(level)),
    { default: 'info' },
  ),
  GRAPHQL_RATE_LIMIT_PER_MINUTE: Type.Integer({ minimum: 1, default: 600 }),
  GRAPHQL_SUBSCRIPTIONS_PER_VIEWER: Type.Integer({ minimum: 1, maximum: 10_000, default: 50 }),
  METRICS_TOKEN: Type.Optional(Type.String({ minLength: 16 })),
  METRICS_ALLOW: Type.Optional(csv('addresses allowed to read /metrics in production')),
  FRAME_ALLOWED_PATHS: Type.Optional(csv('path prefixes other sites may frame')),
  FRAME_ANCESTORS: Type.Optional(csv('origins allowed to frame FRAME_ALLOWED_PATHS')),
  ADMIN_CONSOLE_ORIGINS: Type.Optional(csv('origins of the admin console, which frames the admin previews')),
  SHUTDOWN_GRACE_MS: Type.Integer({ minimum: 0, maximum: 120_000, default: 10_000 }),
  UPSTREAM_TIMEOUT_MS: Type.Integer({ minimum: 100, maximum: 60_000, default: 5_000 }),
});

/** Every variable the server reads (and graphQLPolicyEnv, read by graphql/yogaPlugins.ts): deployment files are checked against it (tests/integration/deployment.test.ts). */
export const gatewayEnvSchema = schema;

type Env = Omit<Static<typeof schema>, 'LOG_LEVEL'> & {
  LOG_LEVEL: LogLevel;
  // env-schema's `separator` keyword turns these into arrays.
  METRICS_ALLOW?: string[];
  FRAME_ALLOWED_PATHS?: string[];
  FRAME_ANCESTORS?: string[];
  ADMIN_CONSOLE_ORIGINS?: string[];
};


export interface GatewayConfig {
  production: boolean;
  port: number;
  host: string;
  upstreamUrl: string;
  /** Where browsers reach the payment providers' pages and card field; default the upstream. */
  paymentProviderUrl: string;
  webDistDir: string | null;
  redisUrl: string | null;
  /** What every Redis key and channel starts with (REDIS_PREFIX, the backend's too); null = the default for REDIS_URL. */
  redisPrefix: string | null;
  trustedProxyHops: number;
  apiKey: string;
  /** Proxy the upstream's development mailbox (`/dev/mailbox`). */
  devMailbox: boolean;
  logLevel: LogLevel;
  graphqlRateLimitPerMinute: number;
  /** Subscriptions one viewer may hold open at once, over SSE and WebSocket together. */
  graphqlSubscriptionsPerViewer: number;
  metrics: { token: string | null; allow: string[] };
  /** Who may frame which pages (http/securityHeaders.ts): the admin previews by the admin console, operator-listed paths. */
  framing: { allowedPaths: string[]; ancestors: string[]; adminConsoleOrigins: string[] };
  shutdownGraceMs: number;
  /** How long one REST call to the upstream, retries included, may take. */
  upstreamTimeoutMs: number;
  /** Introspection, GraphiQL, persisted operations, keys (graphql/yogaPlugins.ts reads its own variables). */
  graphql: GraphQLPolicy;
}

const hints: Record<string, string> = {
  UPSTREAM_URL: 'an http(s) URL, e.g. http://127.0.0.1:4100',
  PAYMENT_PROVIDER_URL: 'an http(s) URL, e.g. https://pay.example.com',
  REDIS_URL: 'a redis:// or rediss:// URL',
  REDIS_PREFIX: REDIS_PREFIX_HINT,
  RINGSIDE_ALLOW_DEMO: '0 or 1',
  RINGSIDE_DEV_MAILBOX: 'on or off',
  LOG_LEVEL: `one of ${logLevels.join(', ')}`,
  METRICS_TOKEN: 'at least 16 characters',
};

/** The gateway's configuration from `env`; throws a ConfigError listing every problem. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const { values: parsed, given, production, apiKey, devMailbox, problems } = readEnvironment<Env>(env, {
    schema,
    hints,
    secrets: ['METRICS_TOKEN'],
    issuedKey: 'the key issued for this gateway',
  });
  if ((parsed?.FRAME_ALLOWED_PATHS ?? []).some((path) => !path.startsWith('/'))) {
    problems.push('FRAME_ALLOWED_PATHS must list paths starting with /, e.g. /admin-preview');
  }
  if ((parsed?.ADMIN_CONSOLE_ORIGINS ?? []).some((origin) => !/^https?:\/\/[^/\s]+$/.test(origin))) {
    problems.push('ADMIN_CONSOLE_ORIGINS must list origins (scheme and host, no path), e.g. https://admin.example.com');
  }
  let graphql: GraphQLPolicy | null = null;
  try {
    graphql = graphQLPolicyFromEnv(given, production);
  } catch (error) {
    problems.push((error as Error).message);
  }
  if (problems.length > 0 || !parsed || !graphql) throw new ConfigError('gateway', problems);

  return {
    production,
    port: parsed.PORT,
    host: parsed.HOST,
    upstreamUrl: parsed.UPSTREAM_URL,
    paymentProviderUrl: parsed.PAYMENT_PROVIDER_URL ?? parsed.UPSTREAM_URL,
    webDistDir: parsed.WEB_DIST_DIR ?? null,
    redisUrl: parsed.REDIS_URL ?? null,
    redisPrefix: parsed.REDIS_PREFIX ?? null,
    trustedProxyHops: parsed.TRUST_PROXY_HOPS,
    apiKey,
    devMailbox,
    logLevel: parsed.LOG_LEVEL,
    graphqlRateLimitPerMinute: parsed.GRAPHQL_RATE_LIMIT_PER_MINUTE,
    graphqlSubscriptionsPerViewer: parsed.GRAPHQL_SUBSCRIPTIONS_PER_VIEWER,
    metrics: { token: parsed.METRICS_TOKEN ?? null, allow: parsed.METRICS_ALLOW ?? ['127.0.0.1', '::1'] },
    framing: {
      allowedPaths: parsed.FRAME_ALLOWED_PATHS ?? [],
      ancestors: parsed.FRAME_ANCESTORS ?? ["'self'"],
      adminConsoleOrigins: parsed.ADMIN_CONSOLE_ORIGINS ?? [],
    },
    shutdownGraceMs: parsed.SHUTDOWN_GRACE_MS,
    upstreamTimeoutMs: parsed.UPSTREAM_TIMEOUT_MS,
    graphql,
  };
}
