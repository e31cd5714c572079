import type { FastifyError, FastifyInstance } from 'fastify';
import { ApiError } from './apiError.ts';

/** The shape of every error response (some add fields, e.g. `missing`). */
export const errorSchema = {
  type: 'object',
  required: ['code', 'message'],
  additionalProperties: true,
  properties: {
    code: { type: 'string', description: 'A named error code, e.g. `NOT_FOUND`' },
    message: { type: 'string' },
  },
} as const;

/** Every error leaves as `{code, message}`; validation failures name the failing field. */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) {
      // Rate limits (429 TOO_MANY_ATTEMPTS) also say when to come back in the standard header.
      if (typeof error.extra.retryAfterSeconds === 'number') reply.header('retry-after', String(error.extra.retryAfterSeconds));
      return reply.status(error.statusCode).send({ code: error.code, message: error.message, ...error.extra });
    }
    if (error.validation) {
      return reply.status(400).send({ code: 'VALIDATION_FAILED', message: error.message });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error(error);
      return reply.status(500).send({ code: 'INTERNAL_ERROR', message: 'Something went wrong on our side' });
    }
    if (status === 415) {
      return reply.status(415).send({ code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Request bodies must be JSON (Content-Type: application/json)' });
    }
    // Fastify's other client errors (body too large, …).
    return reply.status(status).send({ code: error.code ?? 'BAD_REQUEST', message: error.message });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ code: 'NOT_FOUND', message: `No route for ${request.method} ${request.url.split('?')[0]}` });
  });
}
