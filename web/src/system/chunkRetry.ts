// Spec §4 "Lazy screen loading" and §9: a chunk that fails to load is tried
// again 3 times, 2 s apart, each time with a cache-busting query parameter;
// a load that has not settled after 120 s counts as failed. After the last
// try the failure is a ChunkLoadError (spec §8: "named as such").

export const CHUNK_RETRIES = 3;
export const CHUNK_RETRY_DELAY_MS = 2000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
/** The cache-busting query parameter: `?retry=1`, `?retry=2`, `?retry=3`. */
export const CHUNK_RETRY_PARAM = 'retry';

/** A lazily loaded part of the app (a route's screen, a dialog) that could not be loaded, even after the retries. */
export class ChunkLoadError extends Error {
  /** The chunk's address when the browser named it. */
  readonly url: string | null;
  readonly attempts: number;

  constructor(url: string | null, attempts: number, options?: { cause?: unknown }) {
    super(`Chunk load failed after ${attempts} attempts: ${url ?? 'unknown chunk'}`, options);
    this.name = 'ChunkLoadError';
    this.url = url;
    this.attempts = attempts;
  }
}

class ChunkLoadTimeout extends Error {
  constructor() {
    super(`Chunk load timed out after ${CHUNK_LOAD_TIMEOUT_MS / 1000} s`);
    this.name = 'ChunkLoadTimeout';
  }
}

// What the browsers say when a dynamic import's module (or one of its static
// imports) cannot be fetched: Chromium "Failed to fetch dynamically imported
// module: URL", Firefox "error loading dynamically imported module: URL",
// Safari "Importing a module script failed." (no URL); Vite's preload helper
// "Unable to preload CSS for URL". Anything else (an exception while the
// module runs) is a bug, not a network failure: it is not retried.
const CHUNK_FAILURE = /dynamically imported module|Importing a module script failed|Unable to preload CSS/i;
const CHUNK_URL = /(https?:\/\/[^\s'"]+?\.(?:m?js|css))(?:\?[^\s'"]*)?(?=$|[\s'"])/i;

export function isChunkLoadFailure(error: unknown): boolean {
  return error instanceof Error && (error instanceof ChunkLoadTimeout || CHUNK_FAILURE.test(error.message));
}

/** The failing chunk's address, without any query, when the error message names it. */
export function failedChunkUrl(error: unknown): string | null {
  if (!(error instanceof Error)) return null;
  return CHUNK_URL.exec(error.message)?.[1] ?? null;
}

/** The chunk's address with the cache-busting parameter for this attempt. */
export function cacheBustedUrl(url: string, attempt: number): string {
  const busted = new URL(url);
  busted.searchParams.set(CHUNK_RETRY_PARAM, String(attempt));
  return busted.href;
}

export interface ChunkRetryOptions {
  /** Imports a module by address (the browser's `import()`; tests pass a stub). */
  importUrl?: (url: string) => Promise<unknown>;
  /** Waits between tries (tests use fake timers through the default). */
  wait?: (ms: number) => Promise<void>;
}

// A variable specifier: Vite leaves it to the browser (no analysis, no preload).
const browserImport = (url: string): Promise<unknown> => import(/* @vite-ignore */ url);
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function withTimeout<T>(promise: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadTimeout()), CHUNK_LOAD_TIMEOUT_MS);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Runs `load` (a function around a dynamic `import()`, as routes' `getComponent`
 * and `lazy` take) and retries it when its chunk cannot be fetched.
 *
 * Each retry first imports the failing chunk again at a cache-busting address
 * (`…/Screen-abc123.js?retry=N`): that request passes every cache (the
 * browser's, a CDN's that kept an error) and fetches again whatever static
 * import of the chunk failed. Then `load` runs again, because only it knows
 * which export it wants: browsers no longer keep a failed module fetch (checked
 * in Chromium 156), so its own address is fetched afresh and the chunk's
 * imports come from the module map.
 */
export async function loadChunkWithRetry<T>(load: () => Promise<T>, options: ChunkRetryOptions = {}): Promise<T> {
  const importUrl = options.importUrl ?? browserImport;
  const wait = options.wait ?? sleep;
  let lastError: unknown;
  let url: string | null = null;
  for (let attempt = 0; attempt <= CHUNK_RETRIES; attempt += 1) {
    try {
      if (attempt > 0) {
        await wait(CHUNK_RETRY_DELAY_MS);
        if (url) await withTimeout(importUrl(cacheBustedUrl(url, attempt)));
      }
      return await withTimeout(load());
    } catch (error) {
      if (!isChunkLoadFailure(error)) throw error;
      lastError = error;
      url = failedChunkUrl(error) ?? url;
    }
  }
  throw new ChunkLoadError(url, CHUNK_RETRIES + 1, { cause: lastError });
}
