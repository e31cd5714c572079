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
