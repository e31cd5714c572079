import type { FastifyInstance } from 'fastify';

/**
 * Bodies are JSON. An empty body counts as `{}`, so body-less POSTs such as the
 * guest check-in work with or without a Content-Type.
 */
export function installJsonBodies(app: FastifyInstance): void {
  // JSON only: any other Content-Type is answered 415.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, {});
    try {
      done(null, JSON.parse(text));
    } catch {
      const error = Object.assign(new Error('The request body is not valid JSON'), { statusCode: 400, code: 'INVALID_JSON' });
      done(error, undefined);
    }
  });
  app.addHook('preValidation', async (request) => {
    if (request.body === undefined && ['POST', 'PUT', 'PATCH'].includes(request.method)) request.body = {};
  });
}
