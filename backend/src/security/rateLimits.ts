// Hard flood limits, in front of everything else on the calls that cost us a
// row, an email or a guess: a caller over the limit is answered 429
// RATE_LIMITED with Retry-After before the handler runs. They sit in front of
// the attempt guard (attemptGuard.ts), which stays the brute-force protection
// with its captcha (402 CHALLENGE_REQUIRED) and its own 429 TOO_MANY_ATTEMPTS;
// these limits only stop floods the guard does not see (guest check-ins and TV
// codes insert rows and never "fail", and a flood of right answers is still a
// flood). Counters live in Redis when REDIS_URL is set, so every backend
// instance shares them; otherwise in process. The table below is documented in
// backend/README.md ("Rate limits").
import { createHash } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import { redisRateLimitStore } from '@ringside/ops/redisRateLimitStore';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Redis } from 'ioredis';
import { ApiError } from '../http/apiError.ts';
import { bearerToken } from '../session/viewer.ts';
import { clientAddress } from './attemptGuard.ts';

interface Limit {
  max: number;
  windowSeconds: number;
}

interface RateLimitRule {
  /** Per viewer address (`x-client-ip` from an api-key holder, else the connection's). */
  address: Limit;
  /**
   * Per address too, below `address`: beyond it each call first needs a solved
   * captcha (402 CHALLENGE_REQUIRED, then `x-challenge-input`), so a crowd behind
   * one address (an office, a bar showing a fight, a carrier's NAT) still gets in,
   * one question each, while a script meets a question it must answer every time.
   */
  challengeBeyond?: Limit;
  /** Per device (`x-device-id`): one app or browser looping. */
  device?: Limit;
  /**
   * Per account, where the request names one: the email in the body, or the
   * bearer token's session (keyed by the token itself, which the handler then
   * verifies: a claim read before verification would let anyone spend another
   * viewer's allowance).
   */
  account?: Limit & { key: (request: FastifyRequest) => unknown };
}

const bodyField = (name: string) => (request: FastifyRequest) => (request.body as Record<string, unknown> | undefined)?.[name];
const session = (request: FastifyRequest) => {
  const token = bearerToken(request);
  return token ? createHash('sha256').update(token).digest('base64url').slice(0, 22) : null;
};

const minute = 60;
const hour = 60 * 60;

/** The limits by operationId. Many viewers may share an address (homes, offices, carrier NAT). */
export const rateLimitRules: Record<string, RateLimitRule> = {
  // Each check-in inserts a guest and a session. A browser checks in once and keeps
  // its session for 30 days, so these count new visitors, not page views.
  checkInAsGuest: {
    address: { max: 600, windowSeconds: minute },
    challengeBeyond: { max: 60, windowSeconds: minute },
    device: { max: 10, windowSeconds: minute },
  },
  signIn: {
    address: { max: 60, windowSeconds: minute },
    account: { max: 20, windowSeconds: minute, key: bodyField('id') },
  },
  signUp: {
    address: { max: 60, windowSeconds: hour },
    device: { max: 10, windowSeconds: hour },
    account: { max: 5, windowSeconds: hour, key: bodyField('email') },
  },
  requestPasswordReset: {
    address: { max: 20, windowSeconds: hour },
    account: { max: 5, windowSeconds: hour, key: bodyField('email') },
  },
  verifyConfirmationToken: { address: { max: 30, windowSeconds: minute } },
  verifyParentalPin: {
    address: { max: 30, windowSeconds: minute },
    account: { max: 10, windowSeconds: minute, key: session },
  },
  resetParentalPin: { address: { max: 10, windowSeconds: hour } },
  // A TV asks for a code once per pairing; a viewer types it once.
  createTvCode: { address: { max: 30, windowSeconds: minute } },
  approveTvCode: {
    address: { max: 30, windowSeconds: minute },
    account: { max: 10, windowSeconds: minute, key: session },
  },
};

async function refuse(_request: FastifyRequest, retryAfterSeconds: number): Promise<never> {
  throw new ApiError(429, 'RATE_LIMITED', `Too many requests; try again in ${retryAfterSeconds} seconds`, { retryAfterSeconds });
}

/**
 * Registers the limiter and puts the table's limits in front of the routes it
 * names (by operationId). Call before the routes are registered. `scale`
 * multiplies every maximum (RATE_LIMIT_SCALE: an operator whose viewers share
 * few addresses, or a load test, raises it). Counters go to `redis` under
 * `redisPrefix` (REDIS_PREFIX) when given, else stay in process.
 */
export async function installRateLimits(
  app: FastifyInstance,
  options: {
    redis: Redis | null;
    redisPrefix: string;
    scale: number;
    /** Lets a call beyond a rule's `challengeBeyond` through once it carries a solved captcha; throws 402 otherwise. */
    challenge?: (request: FastifyRequest) => Promise<void>;
  },
): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    // Redis down: let requests through (the attempt guard, in the database, still
    // holds) rather than refuse every sign-in of every viewer.
    skipOnError: true,
    // Under `{prefix}rate:`; the operation and scope in each key tell the limiters apart.
    ...(options.redis ? { store: redisRateLimitStore(options.redis, `${options.redisPrefix}rate:`) } : {}),
  });

  const limiter = (
    operation: string,
    scope: string,
    limit: Limit,
    key: (request: FastifyRequest) => string | null,
    beyond: (request: FastifyRequest, retryAfterSeconds: number) => Promise<void> = refuse,
  ) => {
    const check = app.createRateLimit({
      max: Math.max(1, Math.round(limit.max * options.scale)),
      timeWindow: limit.windowSeconds * 1000,
      // The operation and scope are part of the key: every limiter shares one store.
      keyGenerator: (request) => `${operation}:${scope}:${key(request) ?? ''}`,
    });
    return async (request: FastifyRequest) => {
      if (key(request) === null) return;
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) await beyond(request, result.ttlInSeconds);
    };
  };
  const challenge = options.challenge;

  app.addHook('onRoute', (route) => {
    const operation = route.schema?.operationId;
    const rule = operation ? rateLimitRules[operation] : undefined;
    if (!operation || !rule) return;
    const checks = [limiter(operation, 'address', rule.address, (request) => clientAddress(request))];
    if (rule.device) checks.push(limiter(operation, 'device', rule.device, (request) => request.client?.deviceId || null));
    const account = rule.account;
    if (account) {
      checks.push(
        limiter(operation, 'account', account, (request) => {
          const value = account.key(request);
          const realm = request.client?.realm?.name ?? '';
          return typeof value === 'string' && value.trim() ? `${realm}:${value.trim().toLowerCase()}` : null;
        }),
      );
    }
    // Last: a viewer whom a hard limit refuses is not asked a question first.
    if (rule.challengeBeyond && challenge) {
      checks.push(limiter(operation, 'challenge', rule.challengeBeyond, (request) => clientAddress(request), challenge));
    }
    // preHandler: after the request contract (api key, realm) and body validation, before the handler.
    const limit: preHandlerAsyncHookHandler = async (request) => {
      for (const check of checks) await check(request);
    };
    const existing = route.preHandler;
    route.preHandler = [limit, ...(Array.isArray(existing) ? existing : existing ? [existing] : [])];
  });
}
