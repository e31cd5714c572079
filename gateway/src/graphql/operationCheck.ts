// Whether a registered operation would run on the current gateway: it parses,
// validates against the schema and stays within every limit of the production
// policy, through the same plugins a request passes (graphql-armor's token
// limit applies while parsing). Variables are unknown here, so a page size
// given by a variable counts at its maximum. A document holds one operation
// (Yoga refuses to choose among several: OPERATION_RESOLUTION_FAILURE).
import { createYoga } from 'graphql-yoga';
import type { GraphQLError } from '../lib/graphql.ts';
import { createSchema } from '../schema.ts';
import { defaultGraphQLPolicy, graphqlPlugins } from './yogaPlugins.ts';

let checker: ReturnType<typeof createYoga> | null = null;

/** The messages (with codes) of what is wrong with `text`; empty when it would run. */
export function operationProblems(text: string): string[] {
  checker ??= createYoga({ schema: createSchema(), plugins: graphqlPlugins(defaultGraphQLPolicy(true)), logging: false });
  const { parse, validate, schema } = checker.getEnveloped({
    request: new Request('http://gateway.check/graphql', { method: 'POST' }),
    params: { query: text },
  });
  try {
    const document = parse(text);
    return validate(schema, document).map((error: GraphQLError) => `${error.extensions['code'] ?? 'INVALID'}: ${error.message}`);
  } catch (error) {
    const { message, extensions } = error as { message: string; extensions?: Record<string, unknown> };
    return [`${extensions?.['code'] ?? 'SYNTAX_ERROR'}: ${message}`];
  }
}
