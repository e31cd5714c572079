// A GraphQL request a limit refused says so over HTTP too: 429 with
// Retry-After, as the gateway's own per-viewer limit answers (http/graphqlRoute.ts).
// Only when the limit refused the whole operation (no data): a page's query
// whose one field met a limit still answers 200 with the rest of its data.
// Yoga reads the status and headers from `extensions.http` and never sends it;
// over WebSocket and server-sent events there is no status to set, and the
// error's `extensions.retryAfterSeconds` says the same.
import type { ExecutionResult } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { errorCodeOf } from '../lib/errors.ts';

function retryAfterOf(result: ExecutionResult): number | null {
  if (result.data != null) return null;
  const limited = result.errors?.find((error) => errorCodeOf(error) === 'RATE_LIMITED');
  const seconds = Number(limited?.extensions?.['retryAfterSeconds']);
  return limited ? (Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : 60) : null;
}

export function useRateLimitedStatus(): Plugin {
  return {
    onExecutionResult({ result, setResult }) {
      if (!result || Symbol.asyncIterator in result) return;
      const seconds = retryAfterOf(result);
      if (seconds === null) return;
      setResult({ ...result, extensions: { ...result.extensions, http: { status: 429, headers: { 'retry-after': String(seconds) } } } });
    },
  };
}
