import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { IncomingMessage } from 'node:http';
import { SAFE_REQUEST_ID } from '@ringside/ops/requestId';

// The gateway sends its request id so that one viewer's request can be followed
// through both servers' logs; the two keep the same ids (SAFE_REQUEST_ID).

/** Fastify's `genReqId`: the caller's `x-request-id` when it is a safe token, else a new one. */
export function requestIdOf(request: IncomingMessage): string {
  const header = request.headers['x-request-id'];
  const candidate = Array.isArray(header) ? header[0] : header;
  return candidate && SAFE_REQUEST_ID.test(candidate) ? candidate : randomUUID();
}

/** Echoes the id in `x-request-id` on every answer (errors and 404s included). */
export function installRequestIds(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
}
