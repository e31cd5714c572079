import {
  Environment,
  type FetchFunction,
  type GraphQLResponse,
  Network,
  Observable,
  RecordSource,
  type RequestParameters,
  Store,
  type SubscribeFunction,
  type Variables,
} from 'relay-runtime';
import type { Client as SseClient, RequestParams as SseRequest } from 'graphql-sse';
import { NetworkError, operationError, type GraphQLErrorPayload } from './graphQLErrors.ts';

export interface RelayEnvironmentOptions {
  /** The realm named by a `/realm/{name}` base path; null when the host decides. */
  realmName: string | null;
  /** The active locale, read on every request so a language change applies at once. */
  getLocale: () => string;
  /** Where the gateway answers; same origin in the browser, absolute on a server. */
  endpoint?: string;
  fetch?: typeof globalThis.fetch;
  /**
   * The store's records as the server rendered the page with them (server/
   * renderPage.tsx): the app taking the page over finds its first page's data in the
   * store and asks the gateway nothing again.
   */
  records?: RecordMap;
}

/** The store's records as plain data (what `RecordSource#toJSON` gives). */
export type RecordMap = NonNullable<ConstructorParameters<typeof RecordSource>[0]>;

/**
 * relay-compiler persists every operation (relay.config.js): the artifact
 * carries its id, not its text, and the gateway runs it from its registry. In
 * production that is the only thing a browser may send; the text is sent only
 * for an operation compiled without persisting (none in the app today).
 */
function requestBody(request: RequestParameters, variables: Variables) {
  if (request.id) return { documentId: request.id, operationName: request.name, variables };
  return { query: request.text, operationName: request.name, variables };
}

/** What every request to the gateway carries, queries and subscriptions alike. */
function gatewayHeaders({ realmName, getLocale }: RelayEnvironmentOptions): Record<string, string> {
  const headers: Record<string, string> = {
    // Yoga's CSRF prevention requires a non-simple header on every request.
    'x-graphql-yoga-csrf': '1',
    'accept-language': getLocale(),
  };
  if (realmName) headers['x-ringside-realm'] = realmName;
  return headers;
}

export function createFetchFunction(options: RelayEnvironmentOptions): FetchFunction {
  const { endpoint = '/graphql', fetch: fetchImpl } = options;
  return async (request, variables) => {
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      accept: 'application/json',
      ...gatewayHeaders(options),
    };

    const doFetch = fetchImpl ?? globalThis.fetch;
    let response: Response;
    try {
      response = await doFetch(endpoint, {
        method: 'POST',
        // Session cookies are set by the gateway; the client never sees tokens.
        credentials: 'same-origin',
        // A mutation sent as the page goes away (the player's last position, on
        // pagehide) must outlive the page, as a beacon would; bodies are small.
        keepalive: request.operationKind === 'mutation',
        headers,
        body: JSON.stringify(requestBody(request, variables)),
      });
    } catch (cause) {
      throw new NetworkError(cause instanceof Error ? cause.message : String(cause), null);
    }

    let json: { data?: unknown; errors?: GraphQLErrorPayload[] };
    try {
      json = (await response.json()) as typeof json;
    } catch {
      throw new NetworkError(`The gateway answered ${response.status} without GraphQL`, response.status);
    }
    const failure = operationError(json.errors, json.data != null);
    if (failure) throw failure;
    return json as GraphQLResponse;
  };
}

/** Longest pause between two attempts to reconnect a subscription. */
export const MAX_RECONNECT_DELAY_MS = 30_000;

/**
 * Waits before the `attempt`-th reconnection (0 first): 1 s, 2 s, 4 s… up to
 * MAX_RECONNECT_DELAY_MS, plus up to a second at random so that the viewers of
 * a gateway that restarts do not all come back in the same instant.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  return Math.min(1000 * 2 ** attempt, MAX_RECONNECT_DELAY_MS) + Math.floor(random() * 1000);
}

/**
 * Subscriptions over server-sent events, as the gateway (Yoga) serves them:
 * the GraphQL-over-SSE protocol's "distinct connections mode", one POST with
 * `accept: text/event-stream` per subscription, through graphql-sse's client.
 * The request is the queries' (persisted id, realm, language, CSRF header,
 * cookies). A dropped connection (network lost, gateway restarted) is opened
 * again, without end, as the page may stay open for hours; so is a stream the
 * gateway ended because its access token expired (the new request renews the
 * session). The gateway sends the current state first, so nothing is missed;
 * a subscription that only tells changes (scheduleChanged) declares
 * `$resumed`, which is set to true whenever its stream is opened again, and
 * the gateway then starts it with RESYNC.
 * Unsubscribing closes the connection. graphql-sse is loaded with the first subscription: pages that
 * never subscribe (a guest's) do not download it.
 */
export function createSubscribeFunction(options: RelayEnvironmentOptions): SubscribeFunction {
  const { endpoint = '/graphql', fetch: fetchImpl } = options;
  let client: Promise<SseClient> | null = null;
  const sseClient = () =>
    (client ??= import('graphql-sse').then(({ createClient }) =>
      createClient({
        url: endpoint,
        // Read for every connection, so a reconnection speaks the language of now.
        headers: () => gatewayHeaders(options),
        credentials: 'same-origin',
        ...(fetchImpl ? { fetchFn: fetchImpl } : {}),
        retryAttempts: Number.POSITIVE_INFINITY,
        retry: (attempt) => new Promise((resolve) => setTimeout(resolve, reconnectDelay(attempt))),
      }),
    ));

  return (request, variables) =>
    Observable.create<GraphQLResponse>((sink) => {
      // graphql-sse's type wants a `query`; the gateway runs the persisted `documentId`.
      const body = requestBody(request, variables) as unknown as SseRequest;
      // graphql-sse sends this object as it is at each (re)connection.
      const resume = () => {
        if (body.variables && 'resumed' in body.variables) body.variables = { ...body.variables, resumed: true };
      };
      /** The stream now open; a stream replaced or closed is ignored if it still speaks. */
      let current: { stop: () => void } | null = null;
      let closed = false;
      let expiredInARow = 0;
      let renewal: ReturnType<typeof setTimeout> | undefined;

      const open = (sse: SseClient) => {
        if (closed) return;
        const stream = {
          stop: sse.subscribe(body, {
            next: (result) => {
              if (current !== stream) return;
              const json = result as { data?: unknown; errors?: GraphQLErrorPayload[] };
              const failure = operationError(json.errors, json.data != null);
              if (failure?.code === 'UNAUTHENTICATED' && failure.reason === 'TOKEN_EXPIRED') {
                // The gateway ends a stream when the access token it started with
                // expires. A new request renews the session's cookies (the gateway
                // does so for any request) and gets the current state first. At
                // once the first time; again after a pause if it keeps expiring.
                current = null;
                stream.stop();
                const delay = expiredInARow === 0 ? 0 : reconnectDelay(expiredInARow - 1);
                expiredInARow += 1;
                resume();
                renewal = setTimeout(() => open(sse), delay);
                return;
              }
              if (failure) {
                sink.error(failure);
                return;
              }
              expiredInARow = 0;
              sink.next(json as GraphQLResponse);
            },
            error: (cause) => {
              if (current === stream) sink.error(cause instanceof Error ? cause : new NetworkError(String(cause), null));
            },
            complete: () => {
              if (current === stream) sink.complete();
            },
          }, {
            connecting: (reconnecting) => {
              if (reconnecting) resume();
            },
          }),
        };
        current = stream;
      };

      sseClient().then(open, (cause: unknown) =>
        sink.error(new NetworkError(cause instanceof Error ? cause.message : String(cause), null)),
      );
      return () => {
        closed = true;
        clearTimeout(renewal);
        current?.stop();
        current = null;
      };
    });
}

/**
 * One environment per app instance (one per request when rendered on a
 * server): never a module-level singleton.
 */
export function createRelayEnvironment(options: RelayEnvironmentOptions): Environment {
  return new Environment({
    network: Network.create(createFetchFunction(options), createSubscribeFunction(options)),
    store: new Store(new RecordSource(options.records)),
  });
}
