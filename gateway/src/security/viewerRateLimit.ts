// The per-viewer GraphQL budget (GRAPHQL_RATE_LIMIT_PER_MINUTE), one budget for
// every transport: each HTTP request (a query, a mutation, an SSE
// subscription) and each WebSocket operation spends one. The viewer is the
// verified subject of the access token the request presents (cookie or bearer),
// else the client's address: a made-up token is no new budget.
//
// The counting is @fastify/rate-limit's, whose limiter lives in the scope of the
// plugin that registers it (http/graphqlRoute.ts): that plugin installs it here,
// and the WebSocket server (http/graphqlWebSocket.ts) spends from the same one.
import type { AccessTokenVerifier } from '../lib/jwt.ts';

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface ViewerRateLimit {
  /** Spends one request of the budget counted under `key` (see `rateLimitKey`). */
  spend(key: string): Promise<RateDecision>;
}

/** The budget the HTTP route fills in once its limiter exists; everything is allowed before that. */
export function deferredViewerRateLimit(): ViewerRateLimit & { install(spend: ViewerRateLimit['spend']): void } {
  let installed: ViewerRateLimit['spend'] | null = null;
  return {
    spend: (key) => (installed ? installed(key) : Promise.resolve({ allowed: true })),
    install(spend) {
      installed = spend;
    },
  };
}

/** The access token a request presents: `Authorization: Bearer`, else a realm's session cookie (`rs_at_{realm}`). */
export function presentedAccessToken(authorization: string | undefined | null, cookies: Iterable<[string, string | undefined]>): string | null {
  const bearer = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
  if (bearer) return bearer;
  for (const [name, value] of cookies) if (name.startsWith('rs_at_') && value) return value;
  return null;
}

/** Whose budget a request spends: `viewer:{sub}` for a verified token, else `address:{ip}`. */
export async function rateLimitKey(token: string | null, address: string, verifyAccessToken: AccessTokenVerifier): Promise<string> {
  const claims = token ? await verifyAccessToken(token).catch(() => null) : null;
  return claims?.sub ? `viewer:${claims.sub}` : `address:${address}`;
}
