// Whether a caller's `x-api-key` is one the backend accepts: RINGSIDE_API_KEY,
// or during a rollout of a new one a key of RINGSIDE_ACCEPTED_API_KEYS
// (docs/operations.md, "Key rotation"). Compared in constant time: a plain
// string comparison stops at the first wrong character, so how long a refusal
// takes would tell a caller how much of its guess was right. Hashing first
// gives both sides the same length, which timingSafeEqual needs, and says
// nothing about the real key's length either.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { BackendConfig } from '../config.ts';

const digestOf = (key: string) => createHash('sha256').update(key).digest();

/** True when `key` (a header's value, as it arrived) is one of `config.apiKeys`. */
export function acceptsApiKey(config: Pick<BackendConfig, 'apiKeys'>, key: unknown): boolean {
  if (typeof key !== 'string' || key === '') return false;
  const given = digestOf(key);
  // Every known key is compared, matched or not, so the time does not say which one matched.
  let accepted = false;
  for (const known of config.apiKeys) accepted = timingSafeEqual(given, digestOf(known)) || accepted;
  return accepted;
}
