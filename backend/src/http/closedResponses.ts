import type { FastifyInstance } from 'fastify';

/**
 * Response serialisation (fast-json-stringify) sends only the properties a
 * schema lists: anything else a handler returns never reaches the wire. This
 * states it in the contract: every response object that lists properties and
 * says nothing else gets `additionalProperties: false`, so the types the
 * gateway generates from /openapi.json are exact. Branches of `oneOf`/`anyOf`
 * are left as written: there the serialiser validates to pick a branch, and a
 * closed branch would refuse an answer that carries one field more.
 */
export function installClosedResponses(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const response = route.schema?.response as Record<string, unknown> | undefined;
    if (!response) return;
    route.schema = {
      ...route.schema,
      response: Object.fromEntries(Object.entries(response).map(([status, schema]) => [status, closed(schema)])),
    };
  });
}

function closed(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(closed);
  if (!schema || typeof schema !== 'object') return schema;
  const copy: Record<string, unknown> = { ...(schema as Record<string, unknown>) };
  if ('oneOf' in copy || 'anyOf' in copy) return copy;
  if (copy.properties && typeof copy.properties === 'object') {
    copy.properties = Object.fromEntries(Object.entries(copy.properties).map(([name, value]) => [name, closed(value)]));
    if (copy.additionalProperties === undefined) copy.additionalProperties = false;
  }
  if (copy.items) copy.items = closed(copy.items);
  return copy;
}
