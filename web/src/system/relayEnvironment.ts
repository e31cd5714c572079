import {
  Environment,
  type FetchFunction,
  type GraphQLResponse,
  Network,
  RecordSource,
  type RequestParameters,
  Store,
  type Variables,
} from 'relay-runtime';
import { NetworkError, operationError, type GraphQLErrorPayload } from './graphQLErrors.ts';

export interface RelayEnvironmentOptions {
  /** The realm named by a `/realm/{name}` base path; null when the host decides. */
  realmName: string | null;
  /** The active locale, read on every request so a language change applies at once. */
  getLocale: () => string;
  /** Where the gateway answers; same origin in the browser, absolute on a server. */
  endpoint?: string;
  fetch?: typeof globalThis.fetch;
}

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

export function createFetchFunction({
  realmName,
  getLocale,
  endpoint = '/graphql',
  fetch: fetchImpl,
}: RelayEnvironmentOptions): FetchFunction {
  return async (request, variables) => {
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      accept: 'application/json',
      // Yoga's CSRF prevention requires a non-simple header on every request.
      'x-graphql-yoga-csrf': '1',
      'accept-language': getLocale(),
    };
    if (realmName) headers['x-ringside-realm'] = realmName;

    const doFetch = fetchImpl ?? globalThis.fetch;
    let response: Response;
    try {
      response = await doFetch(endpoint, {
        method: 'POST',
        // Session cookies are set by the gateway; the client never sees tokens.
        credentials: 'same-origin',
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

/**
 * One environment per app instance (one per request when rendered on a
 * server): never a module-level singleton.
 */
export function createRelayEnvironment(options: RelayEnvironmentOptions): Environment {
  return new Environment({
    network: Network.create(createFetchFunction(options)),
    store: new Store(new RecordSource()),
  });
}
