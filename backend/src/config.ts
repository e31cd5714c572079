// Every setting the backend reads from its environment, checked once at start
// (backend/README.md, "Configuration", has the table). How a wrong value is
// reported, and the production rule for the demo key and the development
// mailbox, are the gateway's too (@ringside/ops, ops/src/environment.ts).
//
// NODE_ENV=production is the one switch for every production behaviour: it is
// read here only, and turns the mailbox off by default.
import { ConfigError, DEMO_API_KEY, readEnvironment, REDIS_PREFIX_HINT, REDIS_PREFIX_PATTERN } from '@ringside/ops/environment';
import { Type, type Static } from 'typebox';

export { ConfigError, DEMO_API_KEY } from '@ringside/ops/environment';

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof logLevels)[number];

const schema = Type.Object({
  NODE_ENV: Type.String({ default: 'development' }),
  BACKEND_PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 4100 }),
  BACKEND_HOST: Type.String({ minLength: 1, default: '127.0.0.1' }),
  // The gateway's port (the same variable in `npm start`), for emailed links on *.localhost names.
  PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 4000 }),
  DATABASE_URL: Type.Optional(Type.String({ pattern: '^postgres(ql)?://' })),
  DATA_DIR: Type.Optional(Type.String({ minLength: 1 })),
  REDIS_URL: Type.Optional(Type.String({ pattern: '^rediss?://' })),
  REDIS_PREFIX: Type.Optional(Type.String({ pattern: REDIS_PREFIX_PATTERN })),
  RINGSIDE_API_KEY: Type.Optional(Type.String({ minLength: 1 })),
  // Keys accepted besides RINGSIDE_API_KEY while a new key rolls out to the gateways (docs/operations.md, "Key rotation").
  RINGSIDE_ACCEPTED_API_KEYS: Type.Optional(Type.String({ minLength: 1 })),
  RINGSIDE_ALLOW_DEMO: Type.Union([Type.Literal('0'), Type.Literal('1')], { default: '0' }),
  RINGSIDE_DEV_MAILBOX: Type.Optional(Type.Union([Type.Literal('on'), Type.Literal('off')])),
  TOKEN_PRIVATE_KEY: Type.Optional(Type.String({ pattern: '^\\s*-----BEGIN PRIVATE KEY-----' })),
  ACCESS_TOKEN_TTL_SECONDS: Type.Integer({ minimum: 60, maximum: 86_400, default: 15 * 60 }),
  REALM_CACHE_SECONDS: Type.Integer({ minimum: 0, maximum: 3600, default: 10 }),
  RATE_LIMIT_SCALE: Type.Number({ exclusiveMinimum: 0, maximum: 1000, default: 1 }),
  BODY_LIMIT_BYTES: Type.Integer({ minimum: 1024, maximum: 10 * 1024 * 1024, default: 64 * 1024 }),
  LOG_LEVEL: Type.Union(
    logLevels.map((level) => Type.Literal(level)),
    { default: 'warn' },
  ),
  SHUTDOWN_GRACE_MS: Type.Integer({ minimum: 0, maximum: 120_000, default: 10_000 }),
  PAYMENT_CALLBACK_SECRET: Type.Optional(Type.String({ minLength: 32 })),
  SUBSCRIPTION_RENEWAL_INTERVAL_SECONDS: Type.Integer({ minimum: 0, maximum: 86_400, default: 60 }),
  REALMS_DIR: Type.Optional(Type.String({ minLength: 1 })),
  PLATFORM_ADMIN_REALM: Type.String({ pattern: '^[a-z][a-z0-9-]{0,62}$', default: 'ringside' }),
  RINGSIDE_DEMO_DATA: Type.Union([Type.Literal('on'), Type.Literal('off')], { default: 'off' }),
  // The first admin, created once by the migration step (commands/migrate.ts).
  BOOTSTRAP_ADMIN_REALM: Type.Optional(Type.String({ pattern: '^[a-z][a-z0-9-]{0,62}$' })),
  BOOTSTRAP_ADMIN_EMAIL: Type.Optional(Type.String({ minLength: 3, maxLength: 320 })),
  BOOTSTRAP_ADMIN_PASSWORD: Type.Optional(Type.String({ minLength: 1 })),
});

/** Every variable the server reads: deployment files are checked against it (tests/integration/deployment.test.ts). */
export const backendEnvSchema = schema;

type Env = Omit<Static<typeof schema>, 'LOG_LEVEL'> & { LOG_LEVEL: LogLevel };

export interface BackendConfig {
  /** NODE_ENV=production. */
  production: boolean;
  port: number;
  host: string;
  /** The public port of the web app on `localhost` names (PORT): where emailed links point in the demo. */
  publicPort: number;
  /** PostgreSQL (DATABASE_URL); null = PGlite in `dataDir`. */
  databaseUrl: string | null;
  /** PGlite data directory (DATA_DIR); null = backend/data. */
  dataDir: string | null;
  /**
   * Keys of the applications allowed to call the API (`x-api-key`): RINGSIDE_API_KEY first,
   * then those of RINGSIDE_ACCEPTED_API_KEYS, accepted as well while a new key rolls out.
   */
  apiKeys: string[];
  /**
   * A PKCS8 PEM P-256 private key that signs access tokens (ES256) instead of
   * the key kept in the database; null = the database's key.
   */
  tokenPrivateKey: string | null;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /** Serve the development mailbox (`/dev/mailbox`). */
  devMailbox: boolean;
  /** How long a realm's settings are kept in process (0 = never kept). */
  realmCacheSeconds: number;
  /** Redis for shared rate-limit counters, the live-event channel and realm changes; null = in process. */
  redisUrl: string | null;
  /**
   * What every Redis key and channel of this deployment starts with (REDIS_PREFIX); null = the
   * default for REDIS_URL's database (redisKeyPrefix, @ringside/ops/environment).
   */
  redisPrefix: string | null;
  /** Multiplies every rate limit's maximum. */
  rateLimitScale: number;
  /** The largest request body any route accepts. */
  bodyLimitBytes: number;
  logLevel: LogLevel;
  /** How long shutdown waits for in-flight requests before it gives up. */
  shutdownGraceMs: number;
  /** The secret payment providers sign their callbacks with; null = one kept in the database. */
  paymentCallbackSecret: string | null;
  /** How often the subscription renewal job runs in a started backend; 0 = never (then POST /admin/billing/run). */
  subscriptionRenewalIntervalSeconds: number;
  /** A directory of extra realm files (REALMS_DIR; docs/realm-file.md), read at start; null = only backend/realms. */
  realmsDir: string | null;
  /** The realm whose admins are platform admins: they may create and replace any realm (PUT /admin/realms/{name}). */
  platformAdminRealm: string;
  /**
   * Load the demo realms, their content and the demo accounts (RINGSIDE_DEMO_DATA=on): what
   * `npm start` and the tests ask for. Off by default and refused in production, where the
   * demo accounts' published passwords would be a way in.
   */
  demoData: boolean;
  /** The first admin the migration step creates when the realm has none (BOOTSTRAP_ADMIN_*); null = none asked for. */
  bootstrapAdmin: { realm: string; email: string; password: string } | null;
}

const hints: Record<string, string> = {
  BACKEND_PORT: 'a port number, 0 to 65535',
  PORT: 'the port the web app is served on (the gateway\'s), 0 to 65535',
  DATABASE_URL: 'a postgres:// or postgresql:// URL',
  REDIS_URL: 'a redis:// or rediss:// URL',
  REDIS_PREFIX: REDIS_PREFIX_HINT,
  RINGSIDE_ALLOW_DEMO: '0 or 1',
  RINGSIDE_DEV_MAILBOX: 'on or off',
  TOKEN_PRIVATE_KEY: 'a PKCS8 PEM key (-----BEGIN PRIVATE KEY-----, P-256)',
  ACCESS_TOKEN_TTL_SECONDS: 'whole seconds, 60 to 86400',
  REALM_CACHE_SECONDS: 'whole seconds, 0 to 3600',
  RATE_LIMIT_SCALE: 'a number above 0, at most 1000',
  BODY_LIMIT_BYTES: 'whole bytes, 1024 to 10485760',
  LOG_LEVEL: `one of ${logLevels.join(', ')}`,
  SHUTDOWN_GRACE_MS: 'milliseconds, 0 to 120000',
  PAYMENT_CALLBACK_SECRET: 'at least 32 characters',
  SUBSCRIPTION_RENEWAL_INTERVAL_SECONDS: 'whole seconds, 0 (off) to 86400',
  REALMS_DIR: 'a directory of realm files (*.json)',
  PLATFORM_ADMIN_REALM: 'a realm name (lower-case letters, digits and -)',
  RINGSIDE_DEMO_DATA: 'on or off',
  BOOTSTRAP_ADMIN_REALM: 'a realm name (lower-case letters, digits and -)',
  BOOTSTRAP_ADMIN_EMAIL: 'the first admin\'s email address',
};

/** The backend's configuration from `env`; throws a ConfigError listing every problem. */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): BackendConfig {
  const { values: parsed, production, apiKey, devMailbox, problems } = readEnvironment<Env>(env, {
    schema,
    hints,
    secrets: ['RINGSIDE_ACCEPTED_API_KEYS', 'TOKEN_PRIVATE_KEY', 'DATABASE_URL', 'PAYMENT_CALLBACK_SECRET', 'BOOTSTRAP_ADMIN_PASSWORD'],
    issuedKey: 'the key issued to the gateway',
  });
  const acceptedApiKeys = acceptedApiKeysOf(env.RINGSIDE_ACCEPTED_API_KEYS, { current: apiKey, production, problems });
  // Never in production, not even with RINGSIDE_ALLOW_DEMO=1: that allows a demo key on a
  // server an operator controls, while the demo data brings accounts whose passwords are in the README.
  if (production && env.RINGSIDE_DEMO_DATA === 'on') {
    problems.push('RINGSIDE_DEMO_DATA=on: a production server never loads the demo data (its accounts have published passwords)');
  }
  if (Boolean(env.BOOTSTRAP_ADMIN_EMAIL) !== Boolean(env.BOOTSTRAP_ADMIN_PASSWORD)) {
    problems.push('BOOTSTRAP_ADMIN_EMAIL and BOOTSTRAP_ADMIN_PASSWORD: give both (the first admin) or neither');
  }
  if (problems.length > 0 || !parsed) throw new ConfigError('backend', problems);

  return {
    production,
    port: parsed.BACKEND_PORT,
    host: parsed.BACKEND_HOST,
    publicPort: parsed.PORT,
    databaseUrl: parsed.DATABASE_URL ?? null,
    dataDir: parsed.DATA_DIR ?? null,
    apiKeys: [apiKey, ...acceptedApiKeys],
    tokenPrivateKey: parsed.TOKEN_PRIVATE_KEY ?? null,
    accessTokenTtlSeconds: parsed.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlSeconds: 30 * 24 * 60 * 60,
    devMailbox,
    realmCacheSeconds: parsed.REALM_CACHE_SECONDS,
    redisUrl: parsed.REDIS_URL ?? null,
    redisPrefix: parsed.REDIS_PREFIX ?? null,
    rateLimitScale: parsed.RATE_LIMIT_SCALE,
    bodyLimitBytes: parsed.BODY_LIMIT_BYTES,
    logLevel: parsed.LOG_LEVEL,
    shutdownGraceMs: parsed.SHUTDOWN_GRACE_MS,
    paymentCallbackSecret: parsed.PAYMENT_CALLBACK_SECRET ?? null,
    subscriptionRenewalIntervalSeconds: parsed.SUBSCRIPTION_RENEWAL_INTERVAL_SECONDS,
    realmsDir: parsed.REALMS_DIR ?? null,
    platformAdminRealm: parsed.PLATFORM_ADMIN_REALM,
    demoData: parsed.RINGSIDE_DEMO_DATA === 'on',
    bootstrapAdmin:
      parsed.BOOTSTRAP_ADMIN_EMAIL && parsed.BOOTSTRAP_ADMIN_PASSWORD
        ? {
            realm: parsed.BOOTSTRAP_ADMIN_REALM ?? parsed.PLATFORM_ADMIN_REALM,
            email: parsed.BOOTSTRAP_ADMIN_EMAIL,
            password: parsed.BOOTSTRAP_ADMIN_PASSWORD,
          }
        : null,
  };
}

/**
 * RINGSIDE_ACCEPTED_API_KEYS: comma-separated, blanks around a key ignored. In production
 * never the demo key, not even on a demo install (RINGSIDE_ALLOW_DEMO=1): a key still
 * accepted is as good as the current one, and the demo key is published. No key is echoed.
 */
function acceptedApiKeysOf(
  value: string | undefined,
  { current, production, problems }: { current: string; production: boolean; problems: string[] },
): string[] {
  const keys = [...new Set((value ?? '').split(',').map((key) => key.trim()))].filter((key) => key !== '' && key !== current);
  if (production && keys.includes(DEMO_API_KEY)) {
    problems.push(
      'RINGSIDE_ACCEPTED_API_KEYS holds the public demo key with NODE_ENV=production: anyone could call the API with it; leave it out',
    );
  }
  return keys;
}
