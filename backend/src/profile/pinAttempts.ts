// Checking a parental PIN from a request: only 10 000 PINs exist, so every
// guess goes through the brute-force guard (action 'pin', per account and per
// address): a captcha after a few wrong guesses, then a wall (402/429).
import type { FastifyRequest } from 'fastify';
import type { BackendDeps } from '../deps.ts';
import { attemptFailed, attemptSucceeded, beforeAttempt } from '../security/attemptGuard.ts';
import { pinMatches, wrongPin } from './parentalControl.ts';

export async function checkPin(deps: BackendDeps, request: FastifyRequest, userId: number, pin: string): Promise<void> {
  const accountKey = `user:${userId}`;
  await beforeAttempt(deps, request, 'pin', accountKey);
  if (!(await pinMatches(deps.db, userId, pin))) {
    await attemptFailed(deps, request, 'pin', accountKey);
    throw wrongPin();
  }
  await attemptSucceeded(deps, request, 'pin', accountKey);
}
