// What the backend's one-off commands (migrate, bootstrapAdmin) share with its
// server: the same checked environment and the same database.
import { ConfigError, configFromEnv, type BackendConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { openDatabase } from '../db/openDatabase.ts';
import { defaultDataDir } from '../server.ts';

/** The configuration, or the process ends with every wrong variable listed (as the server would). */
export function commandConfig(env: NodeJS.ProcessEnv = process.env): BackendConfig {
  try {
    return configFromEnv(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

export function openConfiguredDatabase(config: BackendConfig): Promise<Database> {
  return openDatabase({ databaseUrl: config.databaseUrl ?? undefined, dataDir: config.dataDir ?? defaultDataDir });
}
