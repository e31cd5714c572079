// Validation rules that depend on who is asking, added per request by
// `yogaPlugins.ts`.
import { GraphQLError, type ASTVisitor, type ValidationContext } from '../lib/graphql.ts';

/**
 * What an analyst may read: the realm's configuration (its settings, menus,
 * languages, theme, domains, licences), nothing about any viewer. Configuration
 * added later belongs under `realm` too.
 */
const analystRootFields: ReadonlySet<string> = new Set(['realm', '__typename']);

/** An analyst key grants read-only queries of realm configuration. */
export function analystRule(context: ValidationContext): ASTVisitor {
  const queryType = context.getSchema().getQueryType();
  return {
    OperationDefinition(operation) {
      if (operation.operation === 'query') return;
      context.reportError(
        new GraphQLError(`An analyst key may only run queries, not a ${operation.operation}.`, {
          nodes: [operation],
          extensions: { code: 'ANALYST_READ_ONLY' },
        }),
      );
    },
    // Visited in fragments too, with the type the fragment is on: a spread cannot hide a root field.
    Field(field) {
      if (context.getParentType() !== queryType || analystRootFields.has(field.name.value)) return;
      context.reportError(
        new GraphQLError(`An analyst key reads realm configuration only (\`realm\`), not \`${field.name.value}\`.`, {
          nodes: [field],
          extensions: { code: 'OUTSIDE_ANALYST_SCOPE' },
        }),
      );
    },
  };
}

/** `__schema` and `__type` refused where introspection is off (graphql-js's NoSchemaIntrospectionCustomRule, with a code). */
export function introspectionRule(context: ValidationContext): ASTVisitor {
  return {
    Field(field) {
      if (field.name.value !== '__schema' && field.name.value !== '__type') return;
      context.reportError(
        new GraphQLError('Introspection is disabled on this server.', {
          nodes: [field],
          extensions: { code: 'INTROSPECTION_DISABLED' },
        }),
      );
    },
  };
}
