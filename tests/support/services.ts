// The machine's PostgreSQL and Redis, for the tests and benches that need
// them: where they are (TEST_DATABASE_URL, REDIS_URL, else the usual local
// ports), whether they answer, and a database and a key prefix of one run's
// own, removed afterwards, so runs side by side never meet.
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import pg from 'pg';

export const postgresUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

export type Service = 'PostgreSQL' | 'Redis';

/** Whether PostgreSQL at `postgresUrl` accepts a connection within two seconds. */
export async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: postgresUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Whether Redis at `redisUrl` answers PING within a second. */
export async function redisReachable(): Promise<boolean> {
  const probe = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 1000, retryStrategy: () => null });
  // A refused connection is the answer here, not an error to print.
  probe.on('error', () => {});
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

const reachable: Record<Service, () => Promise<boolean>> = { PostgreSQL: postgresReachable, Redis: redisReachable };
// Host and port only: a URL may carry a password.
const hostOf = (url: string) => (URL.canParse(url) ? new URL(url).host : 'a socket');
const where: Record<Service, () => string> = {
  PostgreSQL: () => `${hostOf(postgresUrl)} (TEST_DATABASE_URL)`,
  Redis: () => `${hostOf(redisUrl)} (REDIS_URL)`,
};

/**
 * Whether tests that need `services` run, for `describe.runIf`: when every one
 * answers, and always on CI (CI=true), where a missing service must fail the
 * run rather than pass it by skipping. A skip says on stderr what did not answer.
 */
export async function servicesAnswer(...services: Service[]): Promise<boolean> {
  const missing: Service[] = [];
  for (const service of services) if (!(await reachable[service]())) missing.push(service);
  if (missing.length === 0) return true;
  if (process.env.CI === 'true') return true;
  console.warn(`Skipping tests that need ${missing.map((service) => `${service} at ${where[service]()}`).join(' and ')}: no answer.`);
  return false;
}

export interface ScratchDatabase {
  name: string;
  /** `postgresUrl` naming this database. */
  url: string;
  /** Drops it, even with servers still connected. */
  drop(): Promise<void>;
}

async function asAdmin(statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** A new, empty database on the machine's PostgreSQL, named `{prefix}_{random}` (prefix: lower-case letters and `_`). */
export async function createScratchDatabase(prefix: string): Promise<ScratchDatabase> {
  if (!/^[a-z_]+$/.test(prefix)) throw new Error(`a database name prefix is lower-case letters and _, not "${prefix}"`);
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  await asAdmin(`create database ${name}`);
  return {
    name,
    url: Object.assign(new URL(postgresUrl), { pathname: `/${name}` }).href,
    drop: () => asAdmin(`drop database if exists ${name} with (force)`),
  };
}

/** A REDIS_PREFIX of one run's own: `{name}-{random}:`. */
export function scratchRedisPrefix(name = 'ringside-test'): string {
  return `${name}-${randomBytes(5).toString('hex')}:`;
}

/** Removes every key under each of `prefixes` from the machine's Redis. */
export async function removeRedisKeys(...prefixes: string[]): Promise<void> {
  const redis = new Redis(redisUrl);
  try {
    for (const prefix of prefixes) {
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length > 0) await redis.unlink(...keys);
    }
  } finally {
    redis.disconnect();
  }
}
