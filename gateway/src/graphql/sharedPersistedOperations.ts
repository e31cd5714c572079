// Persisted operations across gateways of different builds. A gateway knows
// the operations it was built with (persistedOperations.ts); during a rolling
// upgrade that is not enough: a browser tab opened on the previous web build
// sends ids only the old gateways hold, and a tab of the new build reaches
// gateways not yet replaced. So every gateway registers its sets with the
// backend when it starts (and daily, so that a set still served is never
// retired), and an id its own files lack is asked of that shared registry
// (backend: persistedOperation/). The registry is fed only by gateways (the api
// key): a viewer still runs nothing but operations some shipped build holds.
import { LRUCache } from 'lru-cache';
import { HTTPError, type RestClient } from '../lib/restClient.ts';
import { persistedOperationId, type PersistedOperations } from './persistedOperations.ts';

/** Ids asked of the registry and not found are not asked again for this long (random ids cost one call each). */
export const UNKNOWN_ID_MEMORY_MS = 30_000;
/** Re-registration, well inside the registry's 30-day retention. */
export const REGISTRATION_INTERVAL_MS = 24 * 60 * 60_000;
/** How long a starting gateway waits for its first registration before it listens anyway. */
export const REGISTRATION_WAIT_AT_START_MS = 1_000;
/** After a failed registration (the backend not up yet, a deploy in progress). */
export const REGISTRATION_RETRY_MS = 30_000;

export interface SharedPersistedOperations {
  /** The text of an id this gateway's files lack, when another build's gateway registered it; null otherwise. */
  find(id: string): Promise<string | null>;
  /**
   * Registers this gateway's sets, then again daily until `close`; after a
   * failure, again in 30 s. Failures are logged, never thrown: the gateway's own ids still work.
   */
  start(): Promise<void>;
  close(): void;
}

export function createSharedPersistedOperations(options: {
  own: PersistedOperations;
  api: RestClient;
  log: { warn(details: object, message: string): void };
}): SharedPersistedOperations {
  // An id names one text forever: what was found is kept (a few builds' worth).
  const found = new LRUCache<string, string>({ max: 2000 });
  const unknown = new LRUCache<string, true>({ max: 10_000, ttl: UNKNOWN_ID_MEMORY_MS });
  // Concurrent requests for one id (a new build's first page, many tabs at once) share one call.
  const asking = new Map<string, Promise<string | null>>();
  let renewal: NodeJS.Timeout | undefined;
  let closed = false;

  async function ask(id: string): Promise<string | null> {
    try {
      const operation = await options.api.get('/api/v2/persisted-operations/{id}', { params: { id } });
      // The registry is trusted no further than the hash: a text that is not this id's is not run.
      if (persistedOperationId(operation.text) !== id) return null;
      found.set(id, operation.text);
      return operation.text;
    } catch (error) {
      if (error instanceof HTTPError && (error.status === 404 || error.status === 400)) {
        unknown.set(id, true);
        return null;
      }
      // Unreachable or failing: this request is answered as an unknown id; the next one asks again.
      options.log.warn({ err: error }, 'persisted operations: the shared registry could not be asked');
      return null;
    }
  }

  /** True when every set was registered. */
  async function register(): Promise<boolean> {
    let registered = true;
    const sets = new Map<string, Record<string, string>>();
    for (const [id, operation] of options.own) {
      const set = sets.get(operation.platform) ?? {};
      set[id] = operation.text;
      sets.set(operation.platform, set);
    }
    for (const [platform, operations] of sets) {
      try {
        await options.api.request('/api/v2/persisted-operations', { method: 'PUT', body: { platform, operations } });
      } catch (error) {
        registered = false;
        options.log.warn({ err: error, platform }, 'persisted operations: registering this gateway’s set failed; tabs of other builds may miss it');
      }
    }
    return registered;
  }

  async function registerAndPlanNext(): Promise<void> {
    const registered = await register();
    if (closed) return;
    renewal = setTimeout(() => void registerAndPlanNext(), registered ? REGISTRATION_INTERVAL_MS : REGISTRATION_RETRY_MS);
    renewal.unref();
  }

  return {
    async find(id) {
      const known = found.get(id);
      if (known !== undefined) return known;
      if (!/^[0-9a-f]{64}$/.test(id) || unknown.has(id)) return null;
      let pending = asking.get(id);
      if (!pending) {
        pending = ask(id).finally(() => asking.delete(id));
        asking.set(id, pending);
      }
      return pending;
    },
    start: registerAndPlanNext,
    close() {
      closed = true;
      clearTimeout(renewal);
    },
  };
}
