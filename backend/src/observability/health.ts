import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/database.ts';

/** Within this `select 1` has answered, failed, or is only slow: /ready answers in time for any probe. */
export const READY_PROBE_DEADLINE_MS = 750;
/** A `select 1` unanswered this long is a database gone silent (a dead host), no longer a slow one. */
export const DATABASE_SILENT_AFTER_MS = 10_000;

/**
 * `GET /health` (liveness: the process answers) and `GET /ready` (readiness:
 * the database can be reached). A database that refuses or drops connections
 * is not ready (503); a slow one is (`slow: true`): every backend shares it, so
 * draining them for slowness would turn a slowdown into an outage; one that
 * has not answered for DATABASE_SILENT_AFTER_MS is taken as gone until it
 * answers again. Once the server closes, no probe hears it is ready: new
 * connections are refused, a probe that still arrives (on a connection busy
 * with a request in flight) is answered 503, and every answer given while
 * closing ends its connection, so a pooled client (the gateway's) asks
 * elsewhere rather than reuse it (shutdown.test.ts).
 */
export function installHealth(app: FastifyInstance, db: Queryable): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  // A keep-alive client (the gateway's pool) would hold its connection open
  // after the last answer and stall the drain until the grace period ends: the
  // answers given while closing tell it to hang up.
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
  app.get('/health', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  // One `select 1` at a time, shared by the probes that arrive meanwhile: a
  // struggling database is not also sent a queue of probes.
  let probe: { startedAt: number; failure: Promise<unknown> } | null = null;
  // Set once a `select 1` went unanswered for DATABASE_SILENT_AFTER_MS; the next answer clears it.
  let silent = false;
  const probeDatabase = () => {
    if (probe && performance.now() - probe.startedAt > DATABASE_SILENT_AFTER_MS) {
      silent = true;
      probe = null;
    }
    if (probe) return probe;
    const current = {
      startedAt: performance.now(),
      failure: db.query('select 1').then(
        () => {
          silent = false;
          return null;
        },
        (error: unknown) => error ?? new Error('select 1 failed'),
      ),
    };
    void current.failure.then(() => {
      if (probe === current) probe = null;
    });
    return (probe = current);
  };
  const SLOW = Symbol('slow');

  app.get('/ready', { schema: { hide: true } }, async (request, reply) => {
    if (closing) return reply.status(503).send({ status: 'closing' });
    let timer: NodeJS.Timeout | undefined;
    const failure = await Promise.race([probeDatabase().failure, new Promise((resolve) => (timer = setTimeout(resolve, READY_PROBE_DEADLINE_MS, SLOW)))]);
    clearTimeout(timer);
    if (failure === null) return { status: 'ready' };
    if (failure === SLOW && !silent) return { status: 'ready', slow: true };
    if (failure === SLOW) request.log.warn('readiness: the database has not answered select 1 for %d ms', DATABASE_SILENT_AFTER_MS);
    else request.log.warn({ err: failure }, 'readiness: the database does not answer');
    return reply.status(503).send({ status: 'database unavailable' });
  });
}
