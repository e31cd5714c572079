import type { Queryable } from '../db/database.ts';
import { findRealmByName, type Realm } from './realmRepository.ts';

/**
 * Realms by name, kept in process for a few seconds: every /api/ request names
 * its realm, and a realm's settings change rarely. A change through any backend
 * is forgotten at once by every backend (realmChanges.ts); the TTL only mends a
 * change announcement that was lost. Only realms that exist are kept, so guessed
 * names cannot grow the cache; a look-up already on its way is shared by the
 * requests that wait for it.
 */
export interface RealmCache {
  byName(name: string): Promise<Realm | null>;
  /** Drops what is kept of a realm, so its next look-up reads the database (a realm file was just written). */
  forget(name: string): void;
  /** Drops every realm (changes may have been missed, or a backend applied its realm files). */
  forgetAll(): void;
}

export function createRealmCache(db: Queryable, options: { ttlSeconds: number; clock?: () => number }): RealmCache {
  // A monotonic clock: the backend's `now` is the business clock, which tests move.
  const clock = options.clock ?? (() => performance.now());
  const ttlMs = options.ttlSeconds * 1000;
  const kept = new Map<string, { realm: Realm; expiresAt: number }>();
  const pending = new Map<string, Promise<Realm | null>>();
  // Bumped by every forget: a look-up that started before one may have read the old row, so it is not kept.
  let generation = 0;
  return {
    async byName(rawName) {
      const name = rawName.toLowerCase();
      const hit = kept.get(name);
      if (hit && hit.expiresAt > clock()) return hit.realm;
      const waiting = pending.get(name);
      if (waiting) return waiting;
      const startedIn = generation;
      const lookUp = findRealmByName(db, name)
        .then((realm) => {
          if (startedIn !== generation) return realm;
          if (realm && ttlMs > 0) kept.set(name, { realm, expiresAt: clock() + ttlMs });
          else kept.delete(name);
          return realm;
        })
        .finally(() => {
          if (pending.get(name) === lookUp) pending.delete(name);
        });
      pending.set(name, lookUp);
      return lookUp;
    },
    forget(rawName) {
      const name = rawName.toLowerCase();
      generation += 1;
      kept.delete(name);
      // A look-up on its way may have read the old row: the next one starts afresh.
      pending.delete(name);
    },
    forgetAll() {
      generation += 1;
      kept.clear();
      pending.clear();
    },
  };
}
