// GraphQL subscriptions as clients make them: over server-sent events as the
// web client does (graphql-sse, one POST per subscription), and over
// WebSocket as TV and mobile apps do (graphql-ws, protocol graphql-transport-ws).
// Each returns a queue the test reads one result at a time.
import { createClient as createSseClient } from 'graphql-sse';
import { createClient as createWsClient } from 'graphql-ws';
import WebSocket from 'ws';

export interface SubscriptionResult<TData = Record<string, any>> {
  data?: TData | null;
  errors?: { message: string; extensions?: { code?: string; reason?: string } }[];
}

export interface Subscription<TData = Record<string, any>> {
  /** The next result; rejects when none comes within `timeoutMs` or the stream ended. */
  next(timeoutMs?: number): Promise<SubscriptionResult<TData>>;
  /** The first result `matches` accepts, skipping others (e.g. updates that changed other fields). */
  nextMatching(matches: (result: SubscriptionResult<TData>) => boolean, timeoutMs?: number): Promise<SubscriptionResult<TData>>;
  /** Resolves once the server ended the stream (after any results still queued are read). */
  ended(): Promise<void>;
  close(): Promise<void>;
}

function queueOf<TData>(iterator: AsyncIterableIterator<SubscriptionResult<TData>>, dispose: () => Promise<void> | void): Subscription<TData> {
  const results: SubscriptionResult<TData>[] = [];
  const waiting: ((result: SubscriptionResult<TData> | Error) => void)[] = [];
  let end: Error | null = null;
  let endedResolve: () => void = () => {};
  const endedPromise = new Promise<void>((resolve) => (endedResolve = resolve));
  void (async () => {
    try {
      for await (const result of iterator) {
        const waiter = waiting.shift();
        if (waiter) waiter(result);
        else results.push(result);
      }
      end = new Error('the subscription ended');
    } catch (error) {
      // graphql-ws refuses an operation (validation, persisted-only…) with the protocol's `error`
      // message, which its client throws as the array of errors: read it like a result with errors.
      if (Array.isArray(error)) {
        const refusal = { errors: error } as SubscriptionResult<TData>;
        const waiter = waiting.shift();
        if (waiter) waiter(refusal);
        else results.push(refusal);
      }
      end = error instanceof Error ? error : new Error(JSON.stringify(error));
    }
    endedResolve();
    for (const waiter of waiting.splice(0)) waiter(end);
  })();
  return {
    next(timeoutMs = 10_000) {
      const ready = results.shift();
      if (ready) return Promise.resolve(ready);
      if (end) return Promise.reject(end);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiting.splice(waiting.indexOf(settle), 1);
          reject(new Error(`no result within ${timeoutMs} ms`));
        }, timeoutMs);
        const settle = (value: SubscriptionResult<TData> | Error) => {
          clearTimeout(timer);
          if (value instanceof Error) reject(value);
          else resolve(value);
        };
        waiting.push(settle);
      });
    },
    async nextMatching(matches, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const result = await this.next(Math.max(deadline - Date.now(), 1));
        if (matches(result)) return result;
      }
    },
    ended: () => endedPromise,
    async close() {
      await iterator.return?.();
      await dispose();
    },
  };
}

export interface SubscribeOptions {
  variables?: Record<string, unknown>;
  /** The request's extensions, e.g. `{ persistedQuery: { version: 1, sha256Hash } }` with an empty query. */
  extensions?: Record<string, unknown>;
  /** Request headers: `authorization`, `x-ringside-realm`, `accept-language`, cookies… */
  headers?: Record<string, string>;
}

/** A subscription over server-sent events (graphql-sse's distinct connections mode), with no retries. */
export function subscribeOverSse<TData = Record<string, any>>(
  gatewayUrl: string,
  query: string,
  options: SubscribeOptions = {},
): Subscription<TData> {
  const client = createSseClient({
    url: new URL('/graphql', gatewayUrl).href,
    headers: { 'x-graphql-yoga-csrf': '1', ...options.headers },
    retryAttempts: 0,
  });
  const iterator = client.iterate({ query, variables: options.variables, extensions: options.extensions }) as AsyncIterableIterator<SubscriptionResult<TData>>;
  return queueOf(iterator, () => client.dispose());
}

/**
 * A subscription over WebSocket (graphql-ws). The viewer's bearer goes in the
 * connection_init payload (`connectionParams`), as apps send it; `headers` go
 * on the upgrade request (a browser's cookies and Origin).
 */
export function subscribeOverWebSocket<TData = Record<string, any>>(
  gatewayUrl: string,
  query: string,
  options: SubscribeOptions & { connectionParams?: Record<string, string> } = {},
): Subscription<TData> {
  const url = new URL('/graphql', gatewayUrl);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  const headers = options.headers ?? {};
  const client = createWsClient({
    url: url.href,
    connectionParams: options.connectionParams,
    retryAttempts: 0,
    lazy: true,
    webSocketImpl: class extends WebSocket {
      constructor(address: string, protocols?: string | string[]) {
        super(address, protocols, { headers });
      }
    },
  });
  const iterator = client.iterate({ query, variables: options.variables, extensions: options.extensions }) as AsyncIterableIterator<SubscriptionResult<TData>>;
  return queueOf(iterator, () => client.dispose());
}
