// The logger of the request being handled, for code that is called without
// it: Yoga logs a masked error through its one server-wide logger, and the
// line must still carry the request id that the viewer's error shows
// (`extensions.requestId`). The GraphQL route runs Yoga inside `withRequestLog`.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyBaseLogger } from 'fastify';

const current = new AsyncLocalStorage<FastifyBaseLogger>();

export function withRequestLog<T>(log: FastifyBaseLogger, run: () => T): T {
  return current.run(log, run);
}

/** The request's logger (its lines carry `requestId`), else `fallback`. */
export function requestLog(fallback: FastifyBaseLogger): FastifyBaseLogger {
  return current.getStore() ?? fallback;
}
