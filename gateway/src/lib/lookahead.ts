// Reads the arguments of a field further down the query, so a list resolver can
// ask the upstream for the right page sizes in one call (the section call
// carries its buckets' first items) instead of one call per child.
import {
  Kind,
  getArgumentValues,
  getNamedType,
  isObjectType,
  isInterfaceType,
  type FieldNode,
  type GraphQLField,
  type GraphQLOutputType,
  type GraphQLResolveInfo,
  type SelectionSetNode,
} from './graphql.ts';

function findField(selectionSet: SelectionSetNode | undefined, name: string, info: GraphQLResolveInfo): FieldNode | undefined {
  for (const selection of selectionSet?.selections ?? []) {
    if (selection.kind === Kind.FIELD && selection.name.value === name) return selection;
    const nested =
      selection.kind === Kind.INLINE_FRAGMENT
        ? selection.selectionSet
        : selection.kind === Kind.FRAGMENT_SPREAD
          ? info.fragments[selection.name.value]?.selectionSet
          : undefined;
    const found = nested && findField(nested, name, info);
    if (found) return found;
  }
  return undefined;
}

function fieldOf(type: GraphQLOutputType, name: string): GraphQLField<unknown, unknown> | undefined {
  const named = getNamedType(type);
  return isObjectType(named) || isInterfaceType(named) ? named.getFields()[name] : undefined;
}

/**
 * The arguments (defaults applied) of the field reached by following `path`
 * from the current field's selections, or undefined when it is not selected.
 */
export function lookaheadArgs(info: GraphQLResolveInfo, path: string[]): Record<string, unknown> | undefined {
  for (const node of info.fieldNodes) {
    let selectionSet = node.selectionSet;
    let type: GraphQLOutputType = info.returnType;
    let field: FieldNode | undefined;
    let definition: GraphQLField<unknown, unknown> | undefined;
    let matched = 0;
    for (const name of path) {
      field = findField(selectionSet, name, info);
      definition = fieldOf(type, name);
      if (!field || !definition) break;
      selectionSet = field.selectionSet;
      type = definition.type;
      matched += 1;
    }
    if (matched === path.length && field && definition) return getArgumentValues(definition, field, info.variableValues);
  }
  return undefined;
}
