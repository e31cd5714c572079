import { describe, expect, it } from 'vitest';
import { createSchema } from '../schema.ts';
import { createCostRule, DEFAULT_MAX_COST, measureSelectionSet } from './queryComplexity.ts';
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
  return measureSelectionSet(schema, schema.getQueryType() as GraphQLCompositeType, operation.selectionSet, fragments, {}).cost;
}

describe('query cost', () => {
  it('multiplies a list by its first (or its default) and counts the dearest kind of a union', () => {
    expect(measure(`{ list(first: 3) { ... on A { x y z } ... on B { w } } }`)).toBe(1 + 3 * 3);
    expect(measure(`{ list { ... F } } fragment F on A { x }`)).toBe(1 + 10 * 1);
  });
});

describe('upstream calls in the cost', () => {
  const gatewaySchema = createSchema();
  const codes = (query: string, variables: Record<string, unknown> = {}) =>
    validate(gatewaySchema, parse(query), [createCostRule(variables, DEFAULT_MAX_COST)]).map((error) => error.extensions['code']);

  it('rejects thousands of aliased root fields, each of which would be its own REST call', () => {
    const aliases = Array.from({ length: 600 }, (_, i) => `s${i}: section(name: "x${i}") { title }`).join(' ');
    expect(codes(`{ ${aliases} }`)).toEqual(['QUERY_TOO_COSTLY']);
  });

  it('rejects nested pages of a section, each card with its own stream call', () => {
    expect(
      codes(`{ section(name: "home") { bucketsConnection(first: 50) { edges { node { itemsConnection(first: 50) {
        edges { node { ... on Video { title playback { url } } } } } } } } } }`),
    ).toEqual(['QUERY_TOO_COSTLY']);
  });

  it('reads `first` from the variables: a small page passes, the same query asking for the maximum does not', () => {
    const document = `query($n: Int) { a: liveEventsConnection(first: $n) { edges { node { playback { url } } } }
      b: liveEventsConnection(first: $n) { edges { node { playback { url } } } } }`;
    expect(codes(document, { n: 2 })).toEqual([]);
    expect(codes(document, { n: 200 })).toEqual(['QUERY_TOO_COSTLY']);
  });
});
