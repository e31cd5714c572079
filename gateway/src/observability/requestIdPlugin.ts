// Every error in a GraphQL answer carries the request's id
// (`extensions.requestId`): a viewer who reports "Unexpected error." hands
// support the id that finds the gateway's and the backend's log lines of that
// very request (http/requestId.ts: the same id travels in `x-request-id`).
import type { ExecutionResult } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { GraphQLError } from '../lib/graphql.ts';

type WithRequestId = { req?: { id?: string } };

function withRequestId(result: ExecutionResult, requestId: string): ExecutionResult {
  if (!result.errors?.length) return result;
  return {
    ...result,
    // New error objects: Yoga caches validation errors per document, so the
    // originals may be shared with other requests and must not be changed.
    errors: result.errors.map((error) => {
      const graphQLError: GraphQLError = error instanceof GraphQLError ? error : new GraphQLError((error as Error).message);
      return new GraphQLError(graphQLError.message, {
        nodes: graphQLError.nodes,
        source: graphQLError.source,
        positions: graphQLError.positions,
        path: graphQLError.path,
        originalError: graphQLError.originalError,
        extensions: { ...graphQLError.extensions, requestId },
      });
    }),
  };
}

export function useRequestIdInErrors(): Plugin<WithRequestId> {
  return {
    onResultProcess({ result, setResult, serverContext }) {
      const requestId = (serverContext as WithRequestId).req?.id;
      if (!requestId) return; // `yoga.fetch` in tests: no HTTP request, no id
      if (Array.isArray(result)) setResult(result.map((one) => withRequestId(one, requestId)));
      else if (!(Symbol.asyncIterator in result)) setResult(withRequestId(result as ExecutionResult, requestId));
    },
  };
}
