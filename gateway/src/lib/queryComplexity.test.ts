import { describe, expect, it } from 'vitest';
import { measureSelectionSet } from './queryComplexity.ts';
import { buildSchema, Kind, parse } from './graphql.ts';
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
