// Every error a client can act on has a code in `extensions.code`. Upstream
// HTTP errors are translated here, in one place, by the Yoga `maskError` hook,
// so resolvers just let loader rejections through. Anything else is masked as
// "Unexpected error." by Yoga.
//
// The "principal field" idea (artsy/metaphysics): the error of the field the
// page is about (Query.video, Query.section…) carries the upstream's HTTP
// status in `extensions.httpStatus`, so the client can render a real
// not-found page instead of an empty screen.
import { GraphQLError } from './graphql.ts';
import { HTTPError, UpstreamUnavailableError } from './restClient.ts';

export type ErrorCode =
  | 'NOT_FOUND'
  | 'FORBIDDEN'
  | 'UNAUTHENTICATED'
  | 'GUESTS_NOT_ALLOWED'
  | 'BAD_USER_INPUT'
  | 'UPSTREAM_UNAVAILABLE'
  | 'REALM_NOT_FOUND'
  | 'CONFLICT'
  // The realm refuses viewers coming through a VPN (security/vpn.ts).
  | 'VPN_BLOCKED'
  // A limit of the gateway's or the platform's: try again in `extensions.retryAfterSeconds`.
  | 'RATE_LIMITED'
  | 'INTERNAL_SERVER_ERROR';

export function codedError(
  code: ErrorCode,
  message: string,
  extensions: Record<string, unknown> = {},
): GraphQLError {
  return new GraphQLError(message, { extensions: { code, ...extensions } });
}

const messages: Record<ErrorCode, string> = {
  NOT_FOUND: 'Not found.',
  FORBIDDEN: 'You may not see this.',
  UNAUTHENTICATED: 'You need to check in or sign in first.',
  GUESTS_NOT_ALLOWED: 'This realm does not allow guests.',
  BAD_USER_INPUT: 'The request was not valid.',
  UPSTREAM_UNAVAILABLE: 'The platform is not available right now. Please try again.',
  REALM_NOT_FOUND: 'There is no such realm.',
  CONFLICT: 'The request conflicts with the current state.',
  VPN_BLOCKED: 'This service cannot be used through a VPN.',
  RATE_LIMITED: 'Too many requests. Please try again later.',
  INTERNAL_SERVER_ERROR: 'Unexpected error.',
};

/** The client-facing code of an upstream error status and code. */
export function codeForUpstream(status: number, upstreamCode: string | undefined): ErrorCode {
  if (upstreamCode === 'REALM_NOT_FOUND') return 'REALM_NOT_FOUND';
  if (upstreamCode === 'GUESTS_NOT_ALLOWED') return 'GUESTS_NOT_ALLOWED';
  if (upstreamCode === 'VPN_BLOCKED') return 'VPN_BLOCKED';
  // 413/414: the request the client's arguments made was too large for the upstream.
  if (status === 400 || status === 413 || status === 414) return 'BAD_USER_INPUT';
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 409) return 'CONFLICT';
  // A limit answers for the viewer, not for the platform: it is up, and says when to come back.
  if (status === 429) return 'RATE_LIMITED';
  if (status >= 500) return 'UPSTREAM_UNAVAILABLE';
  return 'INTERNAL_SERVER_ERROR';
}

/** Turns an HTTPError (or unreachable upstream) into a coded GraphQLError; other errors pass through. */
export function toGraphQLError(error: unknown): GraphQLError | null {
  if (error instanceof GraphQLError && error.extensions['code']) return error;
  if (error instanceof HTTPError) {
    const code = codeForUpstream(error.status, error.upstreamCode);
    // A 400 the gateway caused (missing headers, bad key) is our bug, not the client's.
    if (code === 'INTERNAL_SERVER_ERROR' || (error.status === 400 && error.upstreamCode === 'MISSING_HEADERS')) {
      return null;
    }
    if (error.status === 401 && error.upstreamCode === 'INVALID_API_KEY') return null;
    // One fixed message per code: the upstream's own text (its validation
    // messages, field paths, patterns) is not for clients.
    return codedError(code, messages[code], {
      httpStatus: error.status,
      ...(error.upstreamCode ? { reason: error.upstreamCode } : {}),
      ...(code === 'RATE_LIMITED' ? { retryAfterSeconds: retryAfterOf(error) } : {}),
    });
  }
  if (error instanceof UpstreamUnavailableError) {
    return codedError('UPSTREAM_UNAVAILABLE', messages.UPSTREAM_UNAVAILABLE, { httpStatus: 503 });
  }
  return null;
}

/**
 * When a limited viewer may try again: the upstream's Retry-After, else its
 * body's `retryAfterSeconds`, else a minute (every limit of ours counts per minute or longer).
 */
function retryAfterOf(error: HTTPError): number {
  const fromBody = Number((error.body as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds);
  if (error.retryAfterSeconds !== null) return error.retryAfterSeconds;
  return Number.isFinite(fromBody) && fromBody > 0 ? Math.ceil(fromBody) : 60;
}

/** A refusal by a limit, with when to come back (seconds, at least 1). */
export function rateLimitedError(retryAfterSeconds: number, message = messages.RATE_LIMITED): GraphQLError {
  return codedError('RATE_LIMITED', message, { retryAfterSeconds: Math.max(1, Math.ceil(retryAfterSeconds)) });
}

/** The `extensions.code` of a coded error (a GraphQLError or anything shaped like one), if any. */
export function errorCodeOf(error: unknown): unknown {
  return (error as { extensions?: { code?: unknown } } | null | undefined)?.extensions?.code;
}

export function errorMessage(code: ErrorCode): string {
  return messages[code];
}

/** True for a GraphQLError that was thrown as such (not wrapping some other error). */
function isDeliberate(error: GraphQLError): boolean {
  let current: unknown = error;
  while (current instanceof GraphQLError) {
    if (!current.originalError) return true;
    current = current.originalError;
  }
  return false;
}

/**
 * Yoga's `maskError`. Errors thrown as GraphQLErrors (the coded errors the
 * loaders and resolvers throw, validation errors) pass unchanged; an upstream
 * error that slipped through is translated; anything else is masked.
 */
export function maskError(error: unknown, message: string): Error {
  const graphQLError = error instanceof GraphQLError ? error : null;
  if (graphQLError && isDeliberate(graphQLError)) return graphQLError;
  const original = graphQLError?.originalError ?? error;
  const mapped = toGraphQLError(original);
  return new GraphQLError(mapped?.message ?? message, {
    nodes: graphQLError?.nodes,
    source: graphQLError?.source,
    positions: graphQLError?.positions,
    path: graphQLError?.path,
    extensions: mapped ? { ...mapped.extensions } : { code: 'INTERNAL_SERVER_ERROR' },
  });
}

/** Runs an upstream call and rethrows its failure as a coded GraphQLError when it has a code. */
export async function upstream<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    throw toGraphQLError(error) ?? error;
  }
}
