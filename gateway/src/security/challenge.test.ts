import { describe, expect, it } from 'vitest';
import { HTTPError } from '../lib/restClient.ts';
import { attemptWithChallenge, challengeHeaders, challengeOutcome } from './challenge.ts';

const challenge = { id: 'c-123_abc', provider: 'test', prompt: 'What is 3 + 4?' };
const upstreamError = (status: number, body: unknown) => new HTTPError(status, body, 'http://upstream.test/api/v2/login');

describe('the captcha challenge between a mutation and the platform', () => {
  it('sends the viewer’s answer upstream as x-challenge-input, base64url of "{id}:{answer}"', () => {
    const headers = challengeHeaders({ challengeId: 'c-123_abc', answer: ' 7 ' });
    expect(Buffer.from(headers['x-challenge-input']!, 'base64url').toString()).toBe('c-123_abc:7');
    expect(challengeHeaders(null)).toEqual({});
  });

  it('refuses a challenge id that could not be one, before any upstream call', () => {
    expect(() => challengeHeaders({ challengeId: 'a:b', answer: '7' })).toThrowError(
      expect.objectContaining({ extensions: expect.objectContaining({ code: 'BAD_USER_INPUT', reason: 'INVALID_CHALLENGE_ID' }) }),
    );
    expect(() => challengeHeaders({ challengeId: 'abc', answer: 'x'.repeat(201) })).toThrowError(
      expect.objectContaining({ extensions: expect.objectContaining({ reason: 'ARGUMENT_TOO_LONG' }) }),
    );
  });

  it('shows the challenge when the platform first asks for one', () => {
    expect(challengeOutcome(upstreamError(402, { code: 'CHALLENGE_REQUIRED', message: '…', challenge }))).toEqual({
      captchaChallenge: challenge,
      userErrors: [expect.objectContaining({ messageKey: 'captchaRequired', field: 'captcha' })],
    });
  });

  it('says the answer was wrong (spec key reCaptchaAssessmentFailed) and shows the new challenge', () => {
    const fresh = { ...challenge, id: 'c-456' };
    expect(challengeOutcome(upstreamError(402, { code: 'CHALLENGE_FAILED', message: '…', challenge: fresh }))).toEqual({
      captchaChallenge: fresh,
      userErrors: [expect.objectContaining({ messageKey: 'reCaptchaAssessmentFailed', field: 'captcha' })],
    });
  });

  it('tells a blocked viewer how long to wait, with no challenge', () => {
    const outcome = challengeOutcome(upstreamError(429, { code: 'TOO_MANY_ATTEMPTS', message: '…', retryAfterSeconds: 600 }));
    expect(outcome).toEqual({
      captchaChallenge: null,
      userErrors: [expect.objectContaining({ messageKey: 'tooManyAttempts', message: 'Too many attempts. Please try again in 10 minutes.' })],
    });
  });

  it('leaves every other error alone', () => {
    expect(challengeOutcome(upstreamError(401, { code: 'INVALID_CREDENTIALS' }))).toBeNull();
    expect(challengeOutcome(upstreamError(402, { code: 'PAYMENT_REQUIRED' }))).toBeNull();
    expect(challengeOutcome(new Error('boom'))).toBeNull();
  });

  it('runs a guarded call: the value on success, the outcome on a challenge, other errors thrown', async () => {
    const sent: Record<string, string>[] = [];
    const ok = await attemptWithChallenge({ challengeId: 'c1', answer: '9' }, async (headers) => {
      sent.push(headers);
      return 'tokens';
    });
    expect(ok).toEqual({ ok: true, value: 'tokens' });
    expect(sent[0]).toHaveProperty('x-challenge-input');

    const challenged = await attemptWithChallenge(undefined, async () => {
      throw upstreamError(402, { code: 'CHALLENGE_REQUIRED', challenge });
    });
    expect(challenged).toMatchObject({ ok: false, outcome: { captchaChallenge: challenge } });

    await expect(
      attemptWithChallenge(undefined, async () => {
        throw upstreamError(500, { code: 'INTERNAL_ERROR' });
      }),
    ).rejects.toBeInstanceOf(HTTPError);
  });
});
