// Helpers for tests: an app on a fresh in-memory PGlite (migrated: see migratedPglite.ts), the request-contract
// headers a well-behaved client sends, and ways to get a session.
import type { FastifyInstance } from 'fastify';
import { configFromEnv, type BackendConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { buildBackend } from '../server.ts';
import { demoAccounts } from '../seed/demoAccounts.ts';
import { openMigratedPglite } from './migratedPglite.ts';

export interface TestBackend {
  app: FastifyInstance;
  database: Database;
  config: BackendConfig;
  clock: { now: Date; advanceMinutes(minutes: number): void };
  close(): Promise<void>;
}

export async function testBackend(
  options: { database?: Database; start?: Date; config?: Partial<BackendConfig> } = {},
): Promise<TestBackend> {
  const database = options.database ?? (await openMigratedPglite());
  const clock = {
    now: options.start ?? new Date(),
    advanceMinutes(minutes: number) {
      clock.now = new Date(clock.now.getTime() + minutes * 60_000);
    },
  };
  const config = { ...configFromEnv(), demoData: true, ...options.config };
  const app = await buildBackend({ database, now: () => clock.now, config });
  return {
    app,
    database,
    config,
    clock,
    async close() {
      await app.close();
      if (!options.database) await database.close();
    },
  };
}

export function headers(realm = 'ringside', extra: Record<string, string> = {}): Record<string, string> {
  return {
    'x-api-key': 'ringside-demo-key',
    realm,
    'x-app': 'web',
    'x-app-version': '1.0.0',
    'x-device-id': 'test-device',
    'accept-language': 'en',
    ...extra,
  };
}

export async function checkInGuest(app: FastifyInstance, realm = 'ringside') {
  const response = await app.inject({ method: 'POST', url: '/api/v2/login/guest/checkin', headers: headers(realm) });
  if (response.statusCode !== 200) throw new Error(`check-in failed: ${response.body}`);
  return response.json<{ authorisationToken: string; refreshToken: string }>();
}

/** Signs in through `POST /login`; resolves to the token pair. */
export async function signIn(app: FastifyInstance, realm: string, email: string, password: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v2/login',
    headers: headers(realm),
    payload: { id: email, secret: password },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  return response.json<{ authorisationToken: string; refreshToken: string }>();
}

/** The access token of a new session of the realm's demo customer. */
export async function signInCustomer(backend: TestBackend, realm: string): Promise<string> {
  const account = demoAccounts.find((candidate) => candidate.realm === realm && candidate.role === 'CUSTOMER');
  if (!account) throw new Error(`no demo customer in realm ${realm}`);
  return (await signIn(backend.app, realm, account.email, account.password)).authorisationToken;
}

/** The access token of a new session of the realm's demo admin. */
export async function signInAdmin(backend: TestBackend, realm: string): Promise<string> {
  const account = demoAccounts.find((candidate) => candidate.realm === realm && candidate.role === 'ADMIN');
  if (!account) throw new Error(`no demo admin in realm ${realm}`);
  return (await signIn(backend.app, realm, account.email, account.password)).authorisationToken;
}

export function bearer(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}
