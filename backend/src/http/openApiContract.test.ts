import { beforeAll, describe, expect, it } from 'vitest';
import { openApiDocument } from '../openapi.ts';

// The gateway generates its typed REST client from /openapi.json, by operationId.
// An operation without a name, a success schema or a body schema would become an
// untyped call there, so this test walks the document and names each gap.
interface Operation {
  operationId?: string;
  parameters?: { in: string; name: string; schema?: unknown }[];
  summary?: string;
  tags?: string[];
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
}
interface JsonSchema {
  type?: string | string[];
  required?: string[];
  additionalProperties?: unknown;
  oneOf?: unknown[];
  anyOf?: unknown[];
}

let operations: { method: string; path: string; operation: Operation }[];

beforeAll(async () => {
  const document = (await openApiDocument()) as { paths: Record<string, Record<string, Operation>> };
  operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
  );
});

const gaps = (check: (entry: (typeof operations)[number]) => string | null) =>
  operations.flatMap((entry) => {
    const gap = check(entry);
    return gap ? [`${entry.method} ${entry.path}: ${gap}`] : [];
  });

const successes = (operation: Operation) =>
  Object.entries(operation.responses ?? {}).filter(([status]) => /^2/.test(status));

describe('the REST contract in /openapi.json', () => {
  it('names every operation with a unique camelCase operationId, a summary and tags', () => {
    expect(operations.length).toBeGreaterThan(60);
    expect(
      gaps(({ operation }) =>
        !/^[a-z][a-zA-Z0-9]+$/.test(operation.operationId ?? '')
          ? `operationId "${operation.operationId ?? ''}"`
          : !operation.summary
            ? 'no summary'
            : !operation.tags?.length
              ? 'no tags'
              : null,
      ),
    ).toEqual([]);
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });

  it('declares what every operation answers on success: a schema, a content type, or no body (202/204)', () => {
    expect(
      gaps(({ operation }) => {
        const answers = successes(operation);
        if (answers.length === 0) return 'no 2xx response';
        const undocumented = answers.filter(([status, answer]) => !['202', '204'].includes(status) && !answer.content);
        return undocumented.length > 0 ? `${undocumented.map(([status]) => status).join(', ')} without content` : null;
      }),
    ).toEqual([]);
  });

  it('states the required fields and whether others may appear in every JSON answer of /api', () => {
    expect(
      gaps(({ path, operation }) => {
        if (!path.startsWith('/api/')) return null;
        for (const [status, answer] of successes(operation)) {
          const schema = answer.content?.['application/json']?.schema;
          if (!schema || schema.oneOf || schema.anyOf || schema.type !== 'object') continue;
          if (!schema.required) return `${status} lists no required fields`;
          if (schema.additionalProperties === undefined) return `${status} does not state additionalProperties`;
        }
        return null;
      }),
    ).toEqual([]);
  });

  // The gateway's upstream types follow `required`: a property the backend always sends but
  // does not mark required becomes `?:` there, and the gateway either casts or checks for
  // nothing. So every property an answer lists is required (nullable where it may be empty);
  // the few that really are left out sometimes are named here, with the reason.
  const sometimesLeftOut = new Map([
    ['GET /api/v1/init/ 200.menu.items[].data', 'section or view, by the item\'s type'],
    ['GET /api/v1/init/ 200.menu.items[].items[].data', 'a folder\'s items: section, view, url or plugin, by the item\'s type'],
    ['GET /api/v2/event 200', 'paging: not for a list of ids'],
    ['POST /api/v2/user 400', 'messages: only with field errors (not VALIDATION_FAILED)'],
    ['POST /api/v2/user/password/reset 400', 'messages: only with field errors'],
    ['POST /api/v2/user/password/reset-request 400', 'messages: only with field errors'],
  ]);

  it('marks every property of a JSON answer required, but for the few named as sometimes left out', () => {
    const optional: string[] = [];
    const walk = (schema: JsonSchema & Record<string, unknown>, where: string): void => {
      const properties = schema['properties'] as Record<string, JsonSchema & Record<string, unknown>> | undefined;
      if (properties) {
        const left = Object.keys(properties).filter((name) => !schema.required?.includes(name));
        if (left.length > 0 && !sometimesLeftOut.has(where)) optional.push(`${where}: ${left.join(', ')}`);
        for (const [name, property] of Object.entries(properties)) walk(property, `${where}.${name}`);
      }
      const items = schema['items'] as (JsonSchema & Record<string, unknown>) | undefined;
      if (items) walk(items, `${where}[]`);
      for (const key of ['oneOf', 'anyOf'] as const) {
        (schema[key] ?? []).forEach((branch) => walk(branch as JsonSchema & Record<string, unknown>, `${where}<${key}>`));
      }
    };
    for (const { method, path, operation } of operations) {
      if (!path.startsWith('/api/')) continue;
      for (const [status, answer] of Object.entries(operation.responses ?? {})) {
        const schema = answer.content?.['application/json']?.schema;
        // 4XX/5XX: the shared {code, message} error, open to extra fields by design.
        if (schema && /^\d/.test(status)) walk(schema as JsonSchema & Record<string, unknown>, `${method} ${path} ${status}`);
      }
    }
    expect(optional).toEqual([]);
  });

  it('gives every POST and PUT of /api a body schema and every /api operation the {code, message} error', () => {
    expect(
      gaps(({ method, path, operation }) => {
        if (!path.startsWith('/api/')) return null;
        if ((method === 'POST' || method === 'PUT') && !operation.requestBody?.content?.['application/json']?.schema) {
          return 'no body schema';
        }
        const error = operation.responses?.['4XX']?.content?.['application/json']?.schema;
        return error?.required?.includes('code') ? null : 'no 4xx error schema';
      }),
    ).toEqual([]);
  });

  it('declares a schema for every path parameter', () => {
    expect(
      gaps(({ path, operation }) => {
        const declared = (operation.parameters ?? []).filter((parameter) => parameter.in === 'path' && parameter.schema);
        const missing = [...path.matchAll(/\{([^}]+)\}/g)]
          .map((match) => match[1]!)
          .filter((name) => !declared.some((parameter) => parameter.name === name));
        return missing.length > 0 ? `path parameters without a schema: ${missing.join(', ')}` : null;
      }),
    ).toEqual([]);
  });
});
