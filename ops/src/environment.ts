// How the backend and the gateway read their environment, checked once at
// start: a wrong value stops the start with one line per wrong variable, all
// of them at once, rather than the first one found or a failure at the first
// request that needs it. Each server keeps its own schema and hints
// (backend/src/config.ts, gateway/src/config.ts); what is the same for both
// lives here, so an operator reads one format and one production rule.
//
// NODE_ENV=production is the one switch for every production behaviour. It
// refuses the public demo api key and the development mailbox unless
// RINGSIDE_ALLOW_DEMO=1 says this is a demo install.
import { envSchema } from 'env-schema';

/** The api key the demo gateway sends and the demo backend accepts. */
export const DEMO_API_KEY = 'ringside-demo-key';

export class ConfigError extends Error {
  constructor(
    server: 'backend' | 'gateway',
    readonly problems: string[],
  ) {
    super(`The ${server} cannot start:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  }
}

/** REDIS_PREFIX, as both servers' schemas check it: a few safe characters, ending with `:`. */
export const REDIS_PREFIX_PATTERN = '^[A-Za-z0-9][A-Za-z0-9._:-]{0,62}:$';
export const REDIS_PREFIX_HINT = 'letters, digits and . _ - :, ending with : (e.g. ringside-staging:), at most 64 characters';

/**
 * What every Redis key and pub/sub channel of one deployment starts with (both
 * servers must agree): REDIS_PREFIX, or by default `ringside:`, and
 * `ringside:{n}:` when REDIS_URL names a database n other than 0. Keys are apart
 * per database already, but pub/sub channels are not (Redis has one channel
 * namespace for all its databases), so without the number a deployment on
 * database 7 would hear one on database 0. Two deployments on one database must
 * set different prefixes.
 */
export function redisKeyPrefix(redisUrl: string, prefix?: string | null): string {
  if (prefix) return prefix;
  const database = redisDatabaseOf(redisUrl);
  return database === 0 ? 'ringside:' : `ringside:${database}:`;
}

/** The database a Redis URL names (`redis://host/7` or `?db=7`, as ioredis reads it); 0 for none or a socket path. */
function redisDatabaseOf(redisUrl: string): number {
  if (!URL.canParse(redisUrl)) return 0;
  const url = new URL(redisUrl);
  const database = url.searchParams.get('db') ?? url.pathname.slice(1);
  return /^\d+$/.test(database) ? Number(database) : 0;
}

/** Variables both servers read whose value may be a credential: never echoed. */
const SHARED_SECRETS = ['RINGSIDE_API_KEY', 'REDIS_URL'];

interface AjvError {
  instancePath: string;
  keyword: string;
  message?: string;
  params: Record<string, unknown>;
}

export interface EnvironmentRules {
  /** A JSON schema (TypeBox) of every variable the server reads. */
  schema: object;
  /** What a variable should hold, worded for an operator; else ajv's own message. */
  hints: Record<string, string>;
  /** The server's own variables whose values are never echoed. */
  secrets: string[];
  /** Who holds the real api key, for the demo-key problem, e.g. "the key issued to the gateway". */
  issuedKey: string;
}

export interface Environment<Values> {
  /** The values, defaults filled in; null when any is wrong. */
  values: Values | null;
  /** The variables as given, empty ones left out, for a server's own checks across variables. */
  given: Record<string, string>;
  /** NODE_ENV=production. */
  production: boolean;
  /** RINGSIDE_API_KEY, or the demo key when unset. */
  apiKey: string;
  /** The development mailbox: RINGSIDE_DEV_MAILBOX, on by default only outside production. */
  devMailbox: boolean;
  /** Every wrong variable and broken production rule, one sentence each. */
  problems: string[];
}

/** `env` read against the server's schema; nothing else (not process.env) is read. */
export function readEnvironment<Values>(env: NodeJS.ProcessEnv, rules: EnvironmentRules): Environment<Values> {
  // Empty variables count as unset, as a shell's `VAR= cmd` means.
  const given = Object.fromEntries(
    Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== ''),
  );
  const problems: string[] = [];
  let values: Values | null = null;
  try {
    // env: false — only `env` counts; env-schema would otherwise merge process.env back in.
    values = envSchema<Values>({ schema: rules.schema, data: given, env: false });
  } catch (error) {
    const errors = (error as { errors?: AjvError[] }).errors;
    if (!errors) throw error;
    problems.push(...problemsOf(errors, given, rules));
  }

  // Read from the raw values, so these are reported beside any malformed variable.
  const production = given['NODE_ENV'] === 'production';
  const allowDemo = given['RINGSIDE_ALLOW_DEMO'] === '1';
  const apiKey = given['RINGSIDE_API_KEY'] ?? DEMO_API_KEY;
  const devMailbox = given['RINGSIDE_DEV_MAILBOX'] ? given['RINGSIDE_DEV_MAILBOX'] === 'on' : !production;
  if (production && apiKey === DEMO_API_KEY && !allowDemo) {
    problems.push(
      `RINGSIDE_API_KEY is the public demo key (or unset) with NODE_ENV=production: set ${rules.issuedKey}, or RINGSIDE_ALLOW_DEMO=1 for a demo install`,
    );
  }
  if (production && devMailbox && !allowDemo) {
    problems.push(
      'RINGSIDE_DEV_MAILBOX=on with NODE_ENV=production would publish every email sent: turn it off, or set RINGSIDE_ALLOW_DEMO=1 for a demo install',
    );
  }
  return { values, given, production, apiKey, devMailbox, problems };
}

/** One sentence per variable, naming it as the operator typed it (secrets never echoed). */
function problemsOf(errors: AjvError[], given: Record<string, string>, rules: EnvironmentRules): string[] {
  const secret = new Set([...SHARED_SECRETS, ...rules.secrets]);
  const byVariable = new Map<string, string>();
  for (const error of errors) {
    const name =
      error.keyword === 'required' ? String(error.params['missingProperty']) : error.instancePath.replace(/^\//, '').split('/')[0]!;
    if (byVariable.has(name)) continue;
    const shown = secret.has(name) ? '(hidden)' : JSON.stringify(given[name]);
    byVariable.set(
      name,
      error.keyword === 'required'
        ? `${name} is required`
        : `${name}=${shown} is not valid: ${rules.hints[name] ?? error.message ?? error.keyword}`,
    );
  }
  return [...byVariable.values()];
}
