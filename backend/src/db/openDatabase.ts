import type { Database } from './database.ts';
import { openPgliteDatabase } from './pgliteDatabase.ts';
import { openPostgresDatabase } from './postgresDatabase.ts';

/** PostgreSQL when a URL is given, else PGlite in `dataDir`. */
export function openDatabase(options: { databaseUrl?: string; dataDir?: string }): Promise<Database> {
  return options.databaseUrl
    ? openPostgresDatabase({ connectionString: options.databaseUrl })
    : openPgliteDatabase(options.dataDir);
}
