import type { FastifyInstance } from 'fastify';
import { findIllFormedText } from '@ringside/ops/wellFormedText';

/**
 * Bodies are JSON. An empty body counts as `{}`, so body-less POSTs such as the
 * guest check-in work with or without a Content-Type.
 */
export function installJsonBodies(app: FastifyInstance): void {
  // JSON only: any other Content-Type is answered 415.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, parseJsonBody(typeof body === 'string' ? body : body.toString('utf8')));
    } catch (error) {
      done(error as Error, undefined);
    }
  });
  app.addHook('preValidation', async (request) => {
    if (request.body === undefined && ['POST', 'PUT', 'PATCH'].includes(request.method)) request.body = {};
  });
}

const badBody = (code: string, message: string) => Object.assign(new Error(message), { statusCode: 400, code });

/**
 * A JSON body, `{}` when empty; 400 `INVALID_JSON`, or `INVALID_UNICODE` for
 * text no UTF-8 can carry (a lone surrogate such as `"\ud800"`: valid JSON,
 * but the database would keep U+FFFD in its place), naming where it is.
 */
export function parseJsonBody(text: string): unknown {
  if (text.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badBody('INVALID_JSON', 'The request body is not valid JSON');
  }
  const illFormed = findIllFormedText(value);
  if (illFormed) {
    const where = illFormed.path.length > 0 ? `body.${illFormed.path.join('.')}` : 'body';
    throw badBody('INVALID_UNICODE', `${illFormed.inKey ? `A key of ${where}` : where} is not valid Unicode text (it holds a lone surrogate)`);
  }
  return value;
}
