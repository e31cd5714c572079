// Helpers for tests: an app on a fresh in-memory PGlite, the request-contract
// headers a well-behaved client sends, and ways to get a session.
import type { FastifyInstance } from 'fastify';
import { configFromEnv, type BackendConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { openPgliteDatabase } from '../db/pgliteDatabase.ts';
import { buildBackend } from '../server.ts';
import { signAccessToken } from '../session/accessToken.ts';
import { loadSigningKeys } from '../session/signingKeys.ts';

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
  const database = options.database ?? (await openPgliteDatabase());
  const clock = {
    now: options.start ?? new Date(),
    advanceMinutes(minutes: number) {
      clock.now = new Date(clock.now.getTime() + minutes * 60_000);
    },
  };
  const config = { ...configFromEnv(), ...options.config };
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

/** A customer session made directly in the database (there is no sign-in endpoint yet). */
export async function signInCustomer(backend: TestBackend, realm: string): Promise<string> {
  const [user] = await backend.database.query<{ id: number }>(
    `insert into app_user (realm_id, role, is_guest) select id, 'CUSTOMER', false from realm where name = $1 returning id`,
    [realm],
  );
  const [session] = await backend.database.query<{ id: number }>(
    `insert into session (user_id, realm_id, device_id) select $1, id, 'test-device' from realm where name = $2 returning id`,
    [user!.id, realm],
  );
  // The backend's own key: it is in the database (or the configured PEM).
  const keys = await loadSigningKeys(backend.database, { privateKeyPem: backend.config.tokenPrivateKey });
  const { token } = await signAccessToken(
    { userId: user!.id, role: 'CUSTOMER', isGuest: false, realmName: realm, sessionId: session!.id },
    { key: keys.signing, ttlSeconds: backend.config.accessTokenTtlSeconds, now: backend.clock.now },
  );
  return token;
}

export function bearer(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}
