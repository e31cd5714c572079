// Every error in a GraphQL answer carries the request's id
// (`extensions.requestId`): a viewer who reports "Unexpected error." hands
// support the id that finds the gateway's and the backend's log lines of that
// very request (http/requestId.ts: the same id travels in `x-request-id`).
//
// The original of an error the viewer only sees masked is logged here, with
// the request's logger (its lines carry `requestId`), just before Yoga masks
// it. Yoga would log it too, through its one server-wide logger that knows
// no request: server.ts skips the errors this plugin has logged
// (`loggedWithRequest`). Passing the request's logger down instead
// (AsyncLocalStorage) cost every promise of every request a hook, about 7% of
// the gateway's CPU per request (bench/gatewayThroughput.ts).
import type { FastifyBaseLogger } from 'fastify';
import type { ExecutionResult } from 'graphql';
import { handleStreamOrSingleExecutionResult, type Plugin } from 'graphql-yoga';
import { maskError } from '../lib/errors.ts';
import { GraphQLError } from '../lib/graphql.ts';

type WithRequest = { req?: { id?: string; log?: FastifyBaseLogger } };

/** Errors already logged with their request's id; Yoga's own logger leaves them out. */
export const loggedWithRequest = new WeakSet<object>();

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

/** Logs, with the request's logger, each error of `result` that masking will hide from the viewer. */
function logErrorsToMask(result: ExecutionResult, log: FastifyBaseLogger): void {
  for (const error of result.errors ?? []) {
    if (loggedWithRequest.has(error) || maskError(error, '') === error) continue;
    log.error({ err: error }, 'GraphQL error masked for the client');
    loggedWithRequest.add(error);
  }
}

export function useRequestIdInErrors(): Plugin<WithRequest> {
  return {
    // Run before Yoga's masking: plugins given to Yoga come before its own.
    onExecute({ args }) {
      const log = (args.contextValue as WithRequest).req?.log;
      if (!log) return; // `yoga.fetch` in tests: no HTTP request, no request logger
      return {
        onExecuteDone: (payload) => handleStreamOrSingleExecutionResult(payload, ({ result }) => logErrorsToMask(result, log)),
      };
    },
    onSubscribe({ args }) {
      const log = (args.contextValue as WithRequest).req?.log;
      if (!log) return;
      return {
        onSubscribeResult: (payload) => handleStreamOrSingleExecutionResult(payload, ({ result }) => logErrorsToMask(result, log)),
      };
    },
    onResultProcess({ result, setResult, serverContext }) {
      const requestId = (serverContext as WithRequest).req?.id;
      if (!requestId) return; // `yoga.fetch` in tests: no HTTP request, no id
      if (Array.isArray(result)) setResult(result.map((one) => withRequestId(one, requestId)));
      else if (!(Symbol.asyncIterator in result)) setResult(withRequestId(result as ExecutionResult, requestId));
    },
  };
}
