import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createSchema } from '../schema.ts';
import { createTestGateway } from '../testing/gatewayClient.ts';
import { createComplexityRule, defaultComplexityLimits, measureSelectionSet } from './queryComplexity.ts';
import { buildSchema, Kind, parse, validate } from './graphql.ts';
import type { FragmentDefinitionNode, GraphQLCompositeType, OperationDefinitionNode } from 'graphql';

const schema = buildSchema(`
  type Query { list(first: Int = 10): [Item!]! one: Item }
  union Item = A | B
  type A { x: Int y: Int z: Int }
  type B { w: Int }
`);

function measure(query: string) {
  const document = parse(query);
  const operation = document.definitions.find((d) => d.kind === 'OperationDefinition') as OperationDefinitionNode;
  const fragments: Record<string, FragmentDefinitionNode> = {};
  for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments[d.name.value] = d;
  return measureSelectionSet(schema, schema.getQueryType() as GraphQLCompositeType, operation.selectionSet, fragments, {});
}

describe('query cost', () => {
  it('multiplies a list by its first (or its default) and counts the dearest kind of a union', () => {
    expect(measure(`{ list(first: 3) { ... on A { x y z } ... on B { w } } }`)).toEqual({ depth: 2, cost: 1 + 3 * 3 });
    expect(measure(`{ list { ... F } } fragment F on A { x }`)).toEqual({ depth: 2, cost: 1 + 10 * 1 });
  });
});

describe('upstream calls in the cost', () => {
  it('rejects thousands of aliased root fields, each of which would be its own REST call', async () => {
    const { query, upstream } = createTestGateway();
    const aliases = Array.from({ length: 2500 }, (_, i) => `s${i}: section(name: "x${i}") { title }`).join(' ');
    const { data, errors } = await query(`{ ${aliases} }`);
    expect(data).toBeUndefined();
    expect(errors![0]!.extensions).toMatchObject({ code: 'QUERY_TOO_COMPLEX' });
    expect(upstream.calls).toHaveLength(0);
  });

  it('rejects playback on every item of big lists: one stream call per item', async () => {
    const { query, upstream } = createTestGateway();
    const lists = Array.from({ length: 8 }, (_, i) => `l${i}: liveEventsConnection(first: 50) { edges { node { playback { url } } } }`);
    const { errors } = await query(`{ ${lists.join(' ')} }`);
    expect(errors![0]!.extensions).toMatchObject({ code: 'QUERY_TOO_COMPLEX' });
    expect(upstream.calls).toHaveLength(0);
  });
});

/** Every .graphql.ts artifact relay-compiler wrote for the web app. */
function webArtifacts(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : webArtifacts(path);
    return dir.endsWith('__generated__') && entry.name.endsWith('.graphql.ts') ? [path] : [];
  });
}

describe("the web client's own operations", () => {
  it('all pass the depth and cost limits, with any page size a variable could ask for', () => {
    const webSrc = fileURLToPath(new URL('../../../web/src', import.meta.url));
    const operations = webArtifacts(webSrc).flatMap((file) => {
      // Operations carry their full text (fragments included) in `params.text`; fragments have none.
      const text = /"text": ("(?:[^"\\]|\\.)*")/.exec(readFileSync(file, 'utf8'))?.[1];
      return text ? [{ file, text: JSON.parse(text) as string }] : [];
    });
    // Without the artifacts there is nothing to check: run `npx relay-compiler` from the root first.
    expect(operations.length, 'web operations found (run `npx relay-compiler` first)').toBeGreaterThan(5);
    const gatewaySchema = createSchema();
    for (const { file, text } of operations) {
      const errors = validate(gatewaySchema, parse(text), [createComplexityRule({}, defaultComplexityLimits)]);
      expect(errors.map((error) => error.message), file).toEqual([]);
    }
  });
});
