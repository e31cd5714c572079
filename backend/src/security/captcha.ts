// Captcha challenges (spec §4 "Challenge"): once a client looks like it is
// guessing, the attempt guard answers 402 with a challenge and the client
// retries with `x-challenge-input: base64url("{id}:{answer}")`.
//
// Providers are pluggable. The spec configures captcha per realm in its
// `mfaConfigurations` (type CAPTCHA); a real deployment would plug in reCAPTCHA
// Enterprise there (its "challenge" is the site key, the answer a token the
// backend assesses with Google). This demo has no third-party services, so every
// realm uses the TEST provider: a small sum a human answers, stored server-side
// with an expiry, single use, and the answer never sent to the client.
import { randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../db/database.ts';
import type { Realm } from '../realm/realmRepository.ts';

/** What a client is shown: an opaque id and a question in the viewer's language. */
export interface CaptchaChallenge {
  id: string;
  provider: string;
  prompt: string;
}

export interface CaptchaAnswer {
  id: string;
  answer: string;
}

export interface CaptchaContext {
  db: Queryable;
  now: Date;
  realm: Realm;
  language: string;
}

export interface CaptchaProvider {
  readonly name: string;
  issue(context: CaptchaContext): Promise<CaptchaChallenge>;
  /** True once for a right answer to a live challenge; every check uses the challenge up. */
  verify(context: CaptchaContext, answer: CaptchaAnswer): Promise<boolean>;
}

/** How long a challenge may be answered. */
export const CHALLENGE_TTL_SECONDS = 5 * 60;

const prompts: Record<string, (a: number, b: number) => string> = {
  en: (a, b) => `What is ${a} + ${b}?`,
  pt: (a, b) => `Quanto é ${a} + ${b}?`,
  es: (a, b) => `¿Cuánto es ${a} + ${b}?`,
};

export const testCaptchaProvider: CaptchaProvider = {
  name: 'test',

  async issue({ db, now, realm, language }) {
    const a = randomInt(1, 10);
    const b = randomInt(1, 10);
    const id = randomBytes(18).toString('base64url');
    // Housekeeping: challenges nobody answered are of no use a day later.
    await db.query(`delete from captcha_challenge where expires_at < $1`, [new Date(now.getTime() - 86_400_000)]);
    await db.query(
      `insert into captcha_challenge (id, realm_id, provider, answer, created_at, expires_at)
       values ($1, $2, 'test', $3, $4, $5)`,
      [id, realm.id, String(a + b), now, new Date(now.getTime() + CHALLENGE_TTL_SECONDS * 1000)],
    );
    const prompt = (prompts[language.slice(0, 2)] ?? prompts.en!)(a, b);
    return { id, provider: 'test', prompt };
  },

  async verify({ db, now, realm }, { id, answer }) {
    // Taking the challenge and checking it is one statement, so two racing retries cannot both use it.
    const rows = await db.query<{ answer: string }>(
      `update captcha_challenge set used_at = $3
       where id = $1 and realm_id = $2 and provider = 'test' and used_at is null and expires_at > $3
       returning answer`,
      [id, realm.id, now],
    );
    const expected = rows[0]?.answer;
    if (expected === undefined) return false;
    const given = Buffer.from(answer.trim());
    const wanted = Buffer.from(expected);
    return given.length === wanted.length && timingSafeEqual(given, wanted);
  },
};

/**
 * The captcha provider of a realm. Every realm uses the test provider for now;
 * this is where a realm's `mfaConfigurations` CAPTCHA entry would choose another.
 */
export function captchaProviderFor(_realm: Realm): CaptchaProvider {
  return testCaptchaProvider;
}

/** Reads `x-challenge-input` (base64url of `{id}:{answer}`); null when absent or malformed. */
export function parseChallengeInput(header: string | undefined): CaptchaAnswer | null {
  if (!header) return null;
  const text = Buffer.from(header.trim(), 'base64url').toString('utf8');
  const colon = text.indexOf(':');
  if (colon <= 0) return null;
  const id = text.slice(0, colon);
  const answer = text.slice(colon + 1);
  if (!/^[\w-]{1,64}$/.test(id) || answer.length > 200) return null;
  return { id, answer };
}

/** The header value a client sends (tests and documentation). */
export function challengeInput(answer: CaptchaAnswer): string {
  return Buffer.from(`${answer.id}:${answer.answer}`, 'utf8').toString('base64url');
}
