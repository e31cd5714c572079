// The captcha challenge of spec §4 on the gateway's side. The platform answers
// a guarded call (sign-in, sign-up, PIN, codes, password reset) with
//   402 CHALLENGE_REQUIRED {challenge: {id, provider, prompt}}   – answer first
//   402 CHALLENGE_FAILED   {challenge}                           – wrong answer, a new challenge
//   429 TOO_MANY_ATTEMPTS  {retryAfterSeconds}                   – blocked for a while
// and takes the answer in the header `x-challenge-input: base64url("{id}:{answer}")`.
// Mutations turn that into their payload's `captchaChallenge` and a userError,
// and take the answer as `input.captcha`. Use in a resolver:
//
//   const attempt = await attemptWithChallenge(input.captcha, (headers) =>
//     api.request('/some/guarded/call', { method: 'POST', body, headers }));
//   if (!attempt.ok) return { ...attempt.outcome, viewer };     // { captchaChallenge, userErrors }
//   ...attempt.value is the upstream's answer
//
// Only the raw HTTPError carries the challenge: call the REST client directly,
// not through `upstream()`, which keeps the code but drops the body.
import type { CaptchaAnswerInput, CaptchaChallenge, UserError } from '../__generated__/resolvers-types.ts';
import { codedError } from '../lib/errors.ts';
import { HTTPError } from '../lib/restClient.ts';
import { userError } from '../lib/userErrors.ts';

export const CHALLENGE_INPUT_HEADER = 'x-challenge-input';

/** What a guarded mutation returns when the platform wants a captcha first, or stops the attempts. */
export interface ChallengeOutcome {
  captchaChallenge: CaptchaChallenge | null;
  userErrors: UserError[];
}

/** The header carrying a captcha answer upstream; none without an answer. */
export function challengeHeaders(captcha: CaptchaAnswerInput | null | undefined): Record<string, string> {
  if (!captcha) return {};
  const challengeId = captcha.challengeId.trim();
  // The upstream's ids are url-safe base64; anything else cannot be one (and must not smuggle a `:`).
  if (!/^[\w-]{1,64}$/.test(challengeId)) {
    throw codedError('BAD_USER_INPUT', 'captcha.challengeId is not a challenge id.', { reason: 'INVALID_CHALLENGE_ID' });
  }
  if (captcha.answer.length > 200) {
    throw codedError('BAD_USER_INPUT', 'captcha.answer is too long (at most 200 characters).', { reason: 'ARGUMENT_TOO_LONG' });
  }
  return { [CHALLENGE_INPUT_HEADER]: Buffer.from(`${challengeId}:${captcha.answer.trim()}`, 'utf8').toString('base64url') };
}

function challengeOf(body: unknown): CaptchaChallenge | null {
  const challenge = (body as { challenge?: Partial<CaptchaChallenge> } | null)?.challenge;
  if (!challenge || typeof challenge.id !== 'string' || typeof challenge.prompt !== 'string') return null;
  return { id: challenge.id, prompt: challenge.prompt, provider: typeof challenge.provider === 'string' ? challenge.provider : 'test' };
}

/**
 * The payload fields for an upstream challenge or rate limit; null for any other
 * error (let it through). Message keys: `captchaRequired` (answer the
 * challenge), `reCaptchaAssessmentFailed` (spec §8: the answer was wrong),
 * `tooManyAttempts` (wait `retryAfterSeconds`).
 */
export function challengeOutcome(error: unknown): ChallengeOutcome | null {
  if (!(error instanceof HTTPError)) return null;
  const code = error.upstreamCode;
  if (error.status === 402 && (code === 'CHALLENGE_REQUIRED' || code === 'CHALLENGE_FAILED')) {
    const captchaChallenge = challengeOf(error.body);
    if (!captchaChallenge) return null; // a 402 without a challenge is not ours to explain
    return {
      captchaChallenge,
      userErrors: [
        code === 'CHALLENGE_REQUIRED'
          ? userError('captchaRequired', 'Please answer the question to show you are not a robot.', 'captcha')
          : userError('reCaptchaAssessmentFailed', 'The answer to the question was not right; please try the new one.', 'captcha'),
      ],
    };
  }
  if (error.status === 429 && code === 'TOO_MANY_ATTEMPTS') {
    const seconds = Number((error.body as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds);
    const minutes = Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds / 60) : null;
    return {
      captchaChallenge: null,
      userErrors: [
        userError(
          'tooManyAttempts',
          minutes ? `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.` : 'Too many attempts. Please try again later.',
        ),
      ],
    };
  }
  return null;
}

export type ChallengedAttempt<T> = { ok: true; value: T } | { ok: false; outcome: ChallengeOutcome };

/**
 * Runs a guarded upstream call with the captcha answer (if any) in its headers.
 * A challenge or rate limit comes back as `{ok: false, outcome}`; other errors are thrown.
 */
export async function attemptWithChallenge<T>(
  captcha: CaptchaAnswerInput | null | undefined,
  call: (headers: Record<string, string>) => Promise<T>,
): Promise<ChallengedAttempt<T>> {
  const headers = challengeHeaders(captcha);
  try {
    return { ok: true, value: await call(headers) };
  } catch (error) {
    const outcome = challengeOutcome(error);
    if (outcome) return { ok: false, outcome };
    throw error;
  }
}
