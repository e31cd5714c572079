// Brute-force protection for everything a client can guess: passwords (login),
// sign-ups, parental PINs, short codes (TV pairing, confirmation) and password
// resets.
//
// Failures are counted in a sliding window, separately per account key (the
// email, the user id or the code being guessed) and per client address, in the
// database, so the limits hold across restarts and across backend instances.
// Below `challengeAfter` failures nothing changes; from there on each attempt
// first needs a solved captcha (402 CHALLENGE_REQUIRED, then the client retries
// with `x-challenge-input`); from `blockAfter` on, attempts are refused outright
// (429 TOO_MANY_ATTEMPTS with `retryAfterSeconds`) until old failures leave the
// window. The address limits are higher than the account ones because many
// viewers share an address (homes, offices, mobile carriers' NAT).
//
// A route calls:
//   await beforeAttempt(deps, request, 'login', email);   // may throw 402/429
//   ...on a wrong guess: await attemptFailed(deps, request, 'login', email);
//   ...on success:       await attemptSucceeded(deps, request, 'login', email);
// Validation errors (empty inputs) are not attempts: check them before.
//
// Known slack: attempts running in parallel are only counted once they fail, so a
// burst can overshoot a limit by the number of requests in flight.
import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';
import type { BackendDeps } from '../deps.ts';
import { ApiError } from '../http/apiError.ts';
import { requestRealm } from '../http/requestContract.ts';
import type { Realm } from '../realm/realmRepository.ts';
import { captchaProviderFor, parseChallengeInput, type CaptchaContext } from './captcha.ts';

export type AttemptAction = 'login' | 'signup' | 'pin' | 'code' | 'password-reset';

export interface AttemptLimits {
  /** Failures from which every attempt needs a solved captcha. */
  challengeAfter: number;
  /** Failures from which attempts are refused until the window lets old ones go. */
  blockAfter: number;
}

export interface AttemptRule {
  windowSeconds: number;
  account: AttemptLimits;
  address: AttemptLimits;
}

/**
 * The limits per action (documented in backend/README.md, "Brute-force protection").
 * A person mistyping a password two or three times never sees a captcha; a
 * script trying a dictionary meets one at the 4th guess and a wall at the 10th.
 */
export const attemptRules: Record<AttemptAction, AttemptRule> = {
  login: { windowSeconds: 15 * 60, account: { challengeAfter: 3, blockAfter: 10 }, address: { challengeAfter: 10, blockAfter: 30 } },
  // A 4-digit parental PIN has only 10 000 values.
  pin: { windowSeconds: 15 * 60, account: { challengeAfter: 3, blockAfter: 6 }, address: { challengeAfter: 10, blockAfter: 30 } },
  code: { windowSeconds: 15 * 60, account: { challengeAfter: 5, blockAfter: 15 }, address: { challengeAfter: 10, blockAfter: 30 } },
  // Sign-ups and reset requests send emails: counted over an hour.
  signup: { windowSeconds: 60 * 60, account: { challengeAfter: 3, blockAfter: 10 }, address: { challengeAfter: 5, blockAfter: 20 } },
  'password-reset': { windowSeconds: 60 * 60, account: { challengeAfter: 3, blockAfter: 10 }, address: { challengeAfter: 5, blockAfter: 20 } },
};

type Scope = 'ACCOUNT' | 'ADDRESS';

/**
 * The address of the viewer. A gateway calling on a browser's behalf forwards it
 * in `x-client-ip` (only holders of an API key reach this backend, and the
 * gateway is such a first-party caller); otherwise the connection's address.
 */
export function clientAddress(request: FastifyRequest): string {
  const forwarded = request.headers['x-client-ip'];
  const candidate = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.trim();
  return normaliseAddress(candidate && isIP(candidate.replace(/^::ffff:/i, '')) ? candidate : request.ip);
}

/** IPv4-mapped IPv6 becomes plain IPv4; IPv6 is counted per /64, the block one subscriber usually holds. */
export function normaliseAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (isIP(address) !== 6) return address;
  const [head, tail = ''] = address.toLowerCase().split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const missing = 8 - headGroups.length - tailGroups.length;
  const groups = address.includes('::') ? [...headGroups, ...Array(missing).fill('0'), ...tailGroups] : headGroups;
  return `${groups.slice(0, 4).map((group) => group.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}

function subjects(request: FastifyRequest, accountKey: string | null): Array<{ scope: Scope; subject: string }> {
  const list: Array<{ scope: Scope; subject: string }> = [{ scope: 'ADDRESS', subject: clientAddress(request) }];
  const key = accountKey?.trim().toLowerCase();
  if (key) list.push({ scope: 'ACCOUNT', subject: key });
  return list;
}

async function recentFailures(
  deps: BackendDeps,
  realm: Realm,
  action: AttemptAction,
  scope: Scope,
  subject: string,
  limit: number,
): Promise<Date[]> {
  const rule = attemptRules[action];
  const since = new Date(deps.now().getTime() - rule.windowSeconds * 1000);
  const rows = await deps.db.query<{ failed_at: Date | string }>(
    `select failed_at from auth_attempt_failure
     where realm_id = $1 and action = $2 and scope = $3 and subject = $4 and failed_at > $5
     order by failed_at desc limit $6`,
    [realm.id, action, scope, subject, since, limit],
  );
  return rows.map((row) => new Date(row.failed_at));
}

/** Seconds until the failures of one subject drop below its block limit; 0 when not blocked. */
async function blockedForSeconds(deps: BackendDeps, realm: Realm, action: AttemptAction, scope: Scope, subject: string) {
  const rule = attemptRules[action];
  const limit = scope === 'ACCOUNT' ? rule.account.blockAfter : rule.address.blockAfter;
  const failures = await recentFailures(deps, realm, action, scope, subject, limit);
  if (failures.length < limit) return { blocked: 0, count: failures.length };
  // The block lifts when the limit-th most recent failure leaves the window.
  const liftsAt = failures[limit - 1]!.getTime() + rule.windowSeconds * 1000;
  return { blocked: Math.max(1, Math.ceil((liftsAt - deps.now().getTime()) / 1000)), count: failures.length };
}

interface GuardState {
  retryAfterSeconds: number;
  needsChallenge: boolean;
}

async function guardState(deps: BackendDeps, request: FastifyRequest, action: AttemptAction, accountKey: string | null): Promise<GuardState> {
  const realm = requestRealm(request);
  const rule = attemptRules[action];
  let retryAfterSeconds = 0;
  let needsChallenge = false;
  for (const { scope, subject } of subjects(request, accountKey)) {
    const { blocked, count } = await blockedForSeconds(deps, realm, action, scope, subject);
    retryAfterSeconds = Math.max(retryAfterSeconds, blocked);
    const limits = scope === 'ACCOUNT' ? rule.account : rule.address;
    if (count >= limits.challengeAfter) needsChallenge = true;
  }
  return { retryAfterSeconds, needsChallenge };
}

function tooManyAttempts(retryAfterSeconds: number): ApiError {
  return new ApiError(429, 'TOO_MANY_ATTEMPTS', `Too many attempts; try again in ${retryAfterSeconds} seconds`, {
    retryAfterSeconds,
  });
}

function captchaContext(deps: BackendDeps, request: FastifyRequest): CaptchaContext {
  return { db: deps.db, now: deps.now(), realm: requestRealm(request), language: request.client.language };
}

/**
 * Call before checking a guess. Throws 429 TOO_MANY_ATTEMPTS when blocked; once
 * a challenge is due, 402 CHALLENGE_REQUIRED (no `x-challenge-input`) or 402
 * CHALLENGE_FAILED (a wrong, expired or reused answer, which also counts as a
 * failure), both with a fresh `challenge`. Returns when the attempt may go ahead.
 */
export async function beforeAttempt(
  deps: BackendDeps,
  request: FastifyRequest,
  action: AttemptAction,
  accountKey: string | null,
): Promise<void> {
  const state = await guardState(deps, request, action, accountKey);
  if (state.retryAfterSeconds > 0) throw tooManyAttempts(state.retryAfterSeconds);
  if (!state.needsChallenge) return;

  const provider = captchaProviderFor(requestRealm(request));
  const header = request.headers['x-challenge-input'];
  const input = parseChallengeInput(Array.isArray(header) ? header[0] : header);
  if (!input) {
    const challenge = await provider.issue(captchaContext(deps, request));
    throw new ApiError(402, 'CHALLENGE_REQUIRED', 'Answer the challenge and send the request again', { challenge });
  }
  if (await provider.verify(captchaContext(deps, request), input)) return;

  // A wrong answer is a failed attempt too, or a script could guess captchas for free.
  await attemptFailed(deps, request, action, accountKey);
  const after = await guardState(deps, request, action, accountKey);
  if (after.retryAfterSeconds > 0) throw tooManyAttempts(after.retryAfterSeconds);
  const challenge = await provider.issue(captchaContext(deps, request));
  throw new ApiError(402, 'CHALLENGE_FAILED', 'The challenge was not answered correctly; try the new one', { challenge });
}

/**
 * A captcha before the call, whatever the failures: for calls that never fail
 * (a guest check-in) but that a crowd behind one address makes beyond its flood
 * allowance (rateLimits.ts, `challengeBeyond`). Returns when the request carries
 * the right answer to a live challenge; otherwise 402 CHALLENGE_REQUIRED (no
 * answer) or CHALLENGE_FAILED (a wrong, expired or reused one), with a fresh challenge.
 */
export async function requireSolvedChallenge(deps: BackendDeps, request: FastifyRequest): Promise<void> {
  const provider = captchaProviderFor(requestRealm(request));
  const header = request.headers['x-challenge-input'];
  const input = parseChallengeInput(Array.isArray(header) ? header[0] : header);
  if (input && (await provider.verify(captchaContext(deps, request), input))) return;
  const challenge = await provider.issue(captchaContext(deps, request));
  if (!input) throw new ApiError(402, 'CHALLENGE_REQUIRED', 'Answer the challenge and send the request again', { challenge });
  throw new ApiError(402, 'CHALLENGE_FAILED', 'The challenge was not answered correctly; try the new one', { challenge });
}

/** Records a wrong guess against the account key and the client's address. */
export async function attemptFailed(
  deps: BackendDeps,
  request: FastifyRequest,
  action: AttemptAction,
  accountKey: string | null,
): Promise<void> {
  const realm = requestRealm(request);
  const now = deps.now();
  const expired = new Date(now.getTime() - attemptRules[action].windowSeconds * 1000);
  for (const { scope, subject } of subjects(request, accountKey)) {
    // Keep the table small: this subject's failures that left the window are of no use.
    await deps.db.query(
      `delete from auth_attempt_failure
       where realm_id = $1 and action = $2 and scope = $3 and subject = $4 and failed_at <= $5`,
      [realm.id, action, scope, subject, expired],
    );
    await deps.db.query(
      `insert into auth_attempt_failure (realm_id, action, scope, subject, failed_at) values ($1, $2, $3, $4, $5)`,
      [realm.id, action, scope, subject, now],
    );
  }
}

/**
 * Forgets the account key's failures once someone proved they hold it. The
 * address's failures stay: otherwise an attacker could wipe their count by
 * signing in to an account of their own between guesses.
 */
export async function attemptSucceeded(
  deps: BackendDeps,
  request: FastifyRequest,
  action: AttemptAction,
  accountKey: string | null,
): Promise<void> {
  const key = accountKey?.trim().toLowerCase();
  if (!key) return;
  await deps.db.query(
    `delete from auth_attempt_failure where realm_id = $1 and action = $2 and scope = 'ACCOUNT' and subject = $3`,
    [requestRealm(request).id, action, key],
  );
}
