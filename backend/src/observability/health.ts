import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/database.ts';

/**
 * `GET /health` (liveness: the process answers) and `GET /ready` (readiness:
 * the database answers `select 1`). Once the server closes, no probe hears it
 * is ready: new connections are refused, a probe that still arrives (on a
 * connection busy with a request in flight) is answered 503, and every answer
 * given while closing ends its connection, so a pooled client (the gateway's)
 * asks elsewhere rather than reuse it (shutdown.test.ts).
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
  app.get('/ready', { schema: { hide: true } }, async (request, reply) => {
    if (closing) return reply.status(503).send({ status: 'closing' });
    try {
      await db.query('select 1');
      return { status: 'ready' };
    } catch (error) {
      request.log.warn({ err: error }, 'readiness: the database does not answer');
      return reply.status(503).send({ status: 'database unavailable' });
    }
  });
}
