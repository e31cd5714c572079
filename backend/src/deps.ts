import type { BackendConfig } from './config.ts';
import type { Database } from './db/database.ts';

/** What route modules need from the server: the database, settings and the clock. */
export interface BackendDeps {
  db: Database;
  config: BackendConfig;
  now: () => Date;
}
