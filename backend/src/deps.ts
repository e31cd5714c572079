import type { BackendConfig } from './config.ts';
import type { Database } from './db/database.ts';
import type { SigningKeys } from './session/signingKeys.ts';

/** What route modules need from the server: the database, settings, the token keys and the clock. */
export interface BackendDeps {
  db: Database;
  config: BackendConfig;
  tokenKeys: SigningKeys;
  now: () => Date;
}
