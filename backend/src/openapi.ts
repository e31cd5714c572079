import { configFromEnv } from './config.ts';
import type { Database } from './db/database.ts';
import type { BackendDeps } from './deps.ts';
import { createApp } from './server.ts';

/** Deps for registering routes only: any use of storage or keys is a bug and says so. */
function registrationOnlyDeps(): BackendDeps {
  const unavailable = (what: string) => () => {
    throw new Error(`openApiDocument(): routes must not use the ${what} while registering`);
  };
  const db: Database = { query: unavailable('database'), exec: unavailable('database'), transaction: unavailable('database'), close: async () => {} };
  return {
    db,
    config: configFromEnv({}),
    tokenKeys: new Proxy({}, { get: unavailable('token keys') }) as BackendDeps['tokenKeys'],
    realms: { byName: unavailable('realms'), forget: unavailable('realms'), forgetAll: unavailable('realms') },
    realmChanges: { publish: unavailable('realm changes'), subscribe: unavailable('realm changes'), close: async () => {} },
    now: () => new Date(),
  };
}

/**
 * The backend's OpenAPI document (`GET /openapi.json`), built without a database
 * or a port: the gateway generates its upstream types from it. Cheap: it only
 * registers the routes (`node --import tsx -e "…openApiDocument()…"`).
 */
export async function openApiDocument(): Promise<Record<string, unknown>> {
  const app = await createApp(registrationOnlyDeps());
  try {
    await app.ready();
    return app.swagger() as unknown as Record<string, unknown>;
  } finally {
    await app.close();
  }
}
