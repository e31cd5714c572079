// Every setting the backend reads from its environment, checked once at start
// (backend/README.md, "Configuration", has the table). A wrong value stops the
// start with one line per wrong variable, all of them at once, rather than the
// first one found or a failure at the first request that needs it.
//
// NODE_ENV=production is the one switch for every production behaviour: it is
// read here only. It refuses the public demo api key and the development
// mailbox unless RINGSIDE_ALLOW_DEMO=1 says this is a demo install (the
// gateway uses the same variable), and turns the mailbox off by default.
import { envSchema } from 'env-schema';
import { Type, type Static } from 'typebox';

export const DEMO_API_KEY = 'ringside-demo-key';

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof logLevels)[number];

const schema = Type.Object({
  NODE_ENV: Type.String({ default: 'development' }),
  BACKEND_PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 4100 }),
  BACKEND_HOST: Type.String({ minLength: 1, default: '127.0.0.1' }),
  DATABASE_URL: Type.Optional(Type.String({ pattern: '^postgres(ql)?://' })),
  DATA_DIR: Type.Optional(Type.String({ minLength: 1 })),
  REDIS_URL: Type.Optional(Type.String({ pattern: '^rediss?://' })),
  RINGSIDE_API_KEY: Type.Optional(Type.String({ minLength: 1 })),
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
});

type Env = Omit<Static<typeof schema>, 'LOG_LEVEL'> & { LOG_LEVEL: LogLevel };

export interface BackendConfig {
  /** NODE_ENV=production. */
  production: boolean;
  port: number;
  host: string;
  /** PostgreSQL (DATABASE_URL); null = PGlite in `dataDir`. */
  databaseUrl: string | null;
  /** PGlite data directory (DATA_DIR); null = backend/data. */
  dataDir: string | null;
  /** Keys of the applications allowed to call the API (`x-api-key`). */
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
  /** Redis for shared rate-limit counters; null = counted in process. */
  redisUrl: string | null;
  /** Multiplies every rate limit's maximum. */
  rateLimitScale: number;
  /** The largest request body any route accepts. */
  bodyLimitBytes: number;
  logLevel: LogLevel;
  /** How long shutdown waits for in-flight requests before it gives up. */
  shutdownGraceMs: number;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`The backend cannot start:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  }
}

interface AjvError {
  instancePath: string;
  keyword: string;
  message?: string;
  params: Record<string, unknown>;
}

const secret = new Set(['RINGSIDE_API_KEY', 'TOKEN_PRIVATE_KEY', 'DATABASE_URL', 'REDIS_URL']);

const hints: Record<string, string> = {
  BACKEND_PORT: 'a port number, 0 to 65535',
  DATABASE_URL: 'a postgres:// or postgresql:// URL',
  REDIS_URL: 'a redis:// or rediss:// URL',
  RINGSIDE_ALLOW_DEMO: '0 or 1',
  RINGSIDE_DEV_MAILBOX: 'on or off',
  TOKEN_PRIVATE_KEY: 'a PKCS8 PEM key (-----BEGIN PRIVATE KEY-----, P-256)',
  ACCESS_TOKEN_TTL_SECONDS: 'whole seconds, 60 to 86400',
  REALM_CACHE_SECONDS: 'whole seconds, 0 to 3600',
  RATE_LIMIT_SCALE: 'a number above 0, at most 1000',
  BODY_LIMIT_BYTES: 'whole bytes, 1024 to 10485760',
  LOG_LEVEL: `one of ${logLevels.join(', ')}`,
  SHUTDOWN_GRACE_MS: 'milliseconds, 0 to 120000',
};

/** One sentence per variable, naming it as the operator typed it (secrets never echoed). */
function problemsOf(errors: AjvError[], env: Record<string, string | undefined>): string[] {
  const byVariable = new Map<string, string>();
  for (const error of errors) {
    const name =
      error.keyword === 'required' ? String(error.params['missingProperty']) : error.instancePath.replace(/^\//, '').split('/')[0]!;
    if (byVariable.has(name)) continue;
    const shown = secret.has(name) ? '(hidden)' : JSON.stringify(env[name]);
    byVariable.set(
      name,
      error.keyword === 'required' ? `${name} is required` : `${name}=${shown} is not valid: ${hints[name] ?? error.message ?? error.keyword}`,
    );
  }
  return [...byVariable.values()];
}

/** The backend's configuration from `env`; throws a ConfigError listing every problem. */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): BackendConfig {
  // Empty variables count as unset, as a shell's `VAR= cmd` means.
  const data = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const problems: string[] = [];
  let parsed: Env | null = null;
  try {
    parsed = envSchema<Env>({ schema, data });
  } catch (error) {
    const errors = (error as { errors?: AjvError[] }).errors;
    if (!errors) throw error;
    problems.push(...problemsOf(errors, data));
  }

  // Read from the raw values, so these are reported beside any malformed variable.
  const production = data['NODE_ENV'] === 'production';
  const allowDemo = data['RINGSIDE_ALLOW_DEMO'] === '1';
  const apiKey = data['RINGSIDE_API_KEY'] ?? DEMO_API_KEY;
  // The mailbox shows every email the platform sends: on by default only outside production.
  const devMailbox = data['RINGSIDE_DEV_MAILBOX'] ? data['RINGSIDE_DEV_MAILBOX'] === 'on' : !production;
  if (production && apiKey === DEMO_API_KEY && !allowDemo) {
    problems.push(
      'RINGSIDE_API_KEY is the public demo key (or unset) with NODE_ENV=production: set the key issued to the gateway, or RINGSIDE_ALLOW_DEMO=1 for a demo install',
    );
  }
  if (production && devMailbox && !allowDemo) {
    problems.push(
      'RINGSIDE_DEV_MAILBOX=on with NODE_ENV=production would publish every email sent: turn it off, or set RINGSIDE_ALLOW_DEMO=1 for a demo install',
    );
  }
  if (problems.length > 0 || !parsed) throw new ConfigError(problems);

  return {
    production,
    port: parsed.BACKEND_PORT,
    host: parsed.BACKEND_HOST,
    databaseUrl: parsed.DATABASE_URL ?? null,
    dataDir: parsed.DATA_DIR ?? null,
    apiKeys: [apiKey],
    tokenPrivateKey: parsed.TOKEN_PRIVATE_KEY ?? null,
    accessTokenTtlSeconds: parsed.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlSeconds: 30 * 24 * 60 * 60,
    devMailbox,
    realmCacheSeconds: parsed.REALM_CACHE_SECONDS,
    redisUrl: parsed.REDIS_URL ?? null,
    rateLimitScale: parsed.RATE_LIMIT_SCALE,
    bodyLimitBytes: parsed.BODY_LIMIT_BYTES,
    logLevel: parsed.LOG_LEVEL,
    shutdownGraceMs: parsed.SHUTDOWN_GRACE_MS,
  };
}
