// GraphQL request rate, latency and errors for Prometheus (metrics.ts), by
// operation name: what a dashboard needs to say "HomeQuery got slow" or
// "SignInMutation fails with UPSTREAM_UNAVAILABLE".
//
// Operation names are chosen by the client; unbounded label values would
// grow the registry without end, so names are checked for shape and only the
// first MAX_OPERATION_NAMES distinct ones are kept apart (the web client has
// a few dozen; the rest count as `other`).
import type { DefinitionNode, ExecutionResult, OperationDefinitionNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { graphqlErrors, graphqlOperationDuration } from './metrics.ts';

const MAX_OPERATION_NAMES = 500;

export function useGraphQLMetrics(): Plugin {
  const knownNames = new Set<string>();
  const started = new WeakMap<Request, { at: bigint; operation: string; type: string }>();

  const label = (name: string | null | undefined): string => {
    if (!name) return 'anonymous';
    if (!/^[A-Za-z_][A-Za-z0-9_]{0,99}$/.test(name)) return 'other';
    if (knownNames.has(name)) return name;
    if (knownNames.size >= MAX_OPERATION_NAMES) return 'other';
    knownNames.add(name);
    return name;
  };

  return {
    onRequest({ request }) {
      started.set(request, { at: process.hrtime.bigint(), operation: 'anonymous', type: 'unknown' });
    },
    onParams({ request, params }) {
      const entry = started.get(request);
      if (entry) entry.operation = label(params.operationName);
    },
    onExecute({ args }) {
      const request = (args.contextValue as { request?: Request }).request;
      const entry = request && started.get(request);
      if (!entry) return;
      const operation = args.document.definitions.find(
        (definition: DefinitionNode): definition is OperationDefinitionNode =>
          definition.kind === 'OperationDefinition' && (!args.operationName || definition.name?.value === args.operationName),
      );
      entry.type = operation?.operation ?? 'unknown';
      if (entry.operation === 'anonymous') entry.operation = label(operation?.name?.value);
    },
    onResultProcess({ request, result }) {
      const entry = started.get(request);
      if (!entry) return;
      started.delete(request);
      const seconds = Number(process.hrtime.bigint() - entry.at) / 1e9;
      graphqlOperationDuration.observe({ operation: entry.operation, type: entry.type }, seconds);
      const results = Array.isArray(result) ? result : Symbol.asyncIterator in result ? [] : [result as ExecutionResult];
      for (const one of results) {
        for (const error of one.errors ?? []) {
          const code = typeof error.extensions?.['code'] === 'string' ? error.extensions['code'] : 'UNKNOWN';
          graphqlErrors.inc({ operation: entry.operation, code });
        }
      }
    },
  };
}
