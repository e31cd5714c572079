import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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

/**
 * Every error leaves as `{code, message}`; validation failures name the failing
 * field; a 5xx also carries the `requestId` that its log lines carry, so a
 * viewer's report can be found. `onError` hears every error answer's code (metrics).
 */
export function installErrorHandling(
  app: FastifyInstance,
  options: { onError?: (code: string, status: number) => void } = {},
): void {
  const answer = (request: FastifyRequest, reply: FastifyReply, status: number, body: { code: string; message: string } & Record<string, unknown>) => {
    options.onError?.(body.code, status);
    return reply.status(status).send(status >= 500 ? { ...body, requestId: request.id } : body);
  };

  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) {
      // Limits (429 TOO_MANY_ATTEMPTS, RATE_LIMITED) also say when to come back in the standard header.
      if (typeof error.extra.retryAfterSeconds === 'number') reply.header('retry-after', String(error.extra.retryAfterSeconds));
      return answer(request, reply, error.statusCode, { code: error.code, message: error.message, ...error.extra });
    }
    if (error.validation) {
      return answer(request, reply, 400, { code: 'VALIDATION_FAILED', message: error.message });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      // The cause stays in the log; the body never carries a stack or an internal message.
      request.log.error(error);
      return answer(request, reply, 500, { code: 'INTERNAL_ERROR', message: 'Something went wrong on our side' });
    }
    if (status === 415) {
      return answer(request, reply, 415, {
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: 'Request bodies must be JSON (Content-Type: application/json)',
      });
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return answer(request, reply, 413, { code: 'BODY_TOO_LARGE', message: 'The request body is larger than this call accepts' });
    }
    // Fastify's other client errors.
    return answer(request, reply, status, { code: error.code ?? 'BAD_REQUEST', message: error.message });
  });

  app.setNotFoundHandler((request, reply) =>
    answer(request, reply, 404, { code: 'NOT_FOUND', message: `No route for ${request.method} ${request.url.split('?')[0]}` }),
  );
}
