// The upstream's public keys (its JWKS at /.well-known/jwks.json), which verify
// every access token the gateway is shown. One set per process: public data.
// - fetched on first use, not at start, so the gateway may start before its
//   upstream; a failed fetch is not remembered, the next request tries again;
// - kept for five minutes (the upstream's max-age), then fetched again, so a
//   key the upstream retires stops being trusted;
// - fetched again at once when a token names a key id we do not know (the
//   upstream has a new key), but at most once per cooldown, so a stream of
//   forged key ids cannot make us hammer the upstream.
import { createLocalJWKSet, errors, type JWTVerifyGetKey } from 'jose';
import { codedError, errorMessage } from '../lib/errors.ts';
import type { RestClient } from '../lib/restClient.ts';

export const JWKS_PATH = '/.well-known/jwks.json';

type LocalKeySet = ReturnType<typeof createLocalJWKSet>;

export interface UpstreamKeysOptions {
  maxAgeMs?: number;
  unknownKeyCooldownMs?: number;
  now?: () => number;
}

export function createUpstreamKeys(
  api: RestClient,
  { maxAgeMs = 5 * 60_000, unknownKeyCooldownMs = 30_000, now = Date.now }: UpstreamKeysOptions = {},
): JWTVerifyGetKey {
  let current: { keys: LocalKeySet; fetchedAt: number } | null = null;
  let inFlight: Promise<LocalKeySet> | null = null;
  let lastUnknownKeyFetch = Number.NEGATIVE_INFINITY;

  async function fetchKeys(): Promise<LocalKeySet> {
    try {
      const keys = createLocalJWKSet(await api.get(JWKS_PATH, { auth: 'none' }));
      current = { keys, fetchedAt: now() };
      return keys;
    } catch (cause) {
      // Without keys no token can be trusted, nor called forged: the session is kept for later.
      const error = codedError('UPSTREAM_UNAVAILABLE', errorMessage('UPSTREAM_UNAVAILABLE'), {
        httpStatus: 503,
        reason: 'KEYS_UNAVAILABLE',
      });
      throw Object.assign(error, { cause });
    } finally {
      inFlight = null;
    }
  }
  const refetch = () => (inFlight ??= fetchKeys());

  async function keySet(): Promise<LocalKeySet> {
    if (!current) return refetch();
    if (now() - current.fetchedAt <= maxAgeMs) return current.keys;
    const stale = current.keys;
    // An upstream away for a moment: the keys we had still hold until it is back.
    return refetch().catch(() => stale);
  }

  return async (header, token) => {
    const keys = await keySet();
    try {
      return await keys(header, token);
    } catch (error) {
      if (!(error instanceof errors.JWKSNoMatchingKey) || now() - lastUnknownKeyFetch < unknownKeyCooldownMs) throw error;
      lastUnknownKeyFetch = now();
      return (await refetch())(header, token);
    }
  };
}
