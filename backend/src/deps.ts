import type { BackendConfig } from './config.ts';
import type { Database } from './db/database.ts';
import type { RealmCache } from './realm/realmCache.ts';
import type { RealmChanges } from './realm/realmChanges.ts';
import type { SigningKeys } from './session/signingKeys.ts';

/** What route modules need from the server: the database, settings, the token keys, the realms (and their changes) and the clock. */
export interface BackendDeps {
  db: Database;
  config: BackendConfig;
  tokenKeys: SigningKeys;
  /** Realms by name, cached for a few seconds (every /api/ request names one). */
  realms: RealmCache;
  /** Announces a realm's change to every backend and gateway, which drop what they keep of it (announceRealmChange). */
  realmChanges: RealmChanges;
  now: () => Date;
}
