import type { FastifyRequest } from 'fastify';
import type { BackendDeps } from '../deps.ts';
import { ApiError } from '../http/apiError.ts';
import { requestRealm } from '../http/requestContract.ts';
import { rememberContentViewer } from '../content/visibility.ts';
import { verifyAccessToken, type AccessClaims } from './accessToken.ts';
import { activeSessionProfile } from './sessionService.ts';

/** The bearer token of the request, if any. */
export function bearerToken(request: FastifyRequest): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization?.trim() ?? '');
  return match ? match[1]! : null;
}

/** Checks an access token against the request's realm and its session (not revoked). */
export async function viewerFromToken(deps: BackendDeps, request: FastifyRequest, token: string): Promise<AccessClaims> {
  const claims = await verifyAccessToken(token, {
    keys: deps.tokenKeys,
    realmName: requestRealm(request).name,
    now: deps.now(),
  });
  const profileId = await activeSessionProfile(deps.db, claims.sessionId);
  if (profileId === undefined) {
    throw new ApiError(401, 'INVALID_TOKEN', 'The session of this access token has ended');
  }
  // Issued before the session switched profile (a child must not keep an adult's
  // token): outdated like an expired one, so a client refreshes and carries on.
  if ((claims.profile?.id ?? null) !== profileId) {
    throw new ApiError(401, 'TOKEN_EXPIRED', 'The access token was issued for another profile of this session');
  }
  return claims;
}

/** The viewer of a bearer-authenticated request, or null without a token. */
export async function optionalViewer(deps: BackendDeps, request: FastifyRequest): Promise<AccessClaims | null> {
  const token = bearerToken(request);
  return token ? viewerFromToken(deps, request, token) : null;
}

/** Whether a viewer may watch and browse content in the request's realm (spec §6). */
export function assertContentAccess(request: FastifyRequest, viewer: AccessClaims | null): AccessClaims {
  if (!viewer) throw new ApiError(401, 'UNAUTHENTICATED', 'Sign in or check in as a guest to see this content');
  if (viewer.isGuest && requestRealm(request).fullGuestAccess !== 'ALLOWED') {
    throw new ApiError(403, 'GUEST_ACCESS_DENIED', 'Guests may not watch content in this realm; please sign in');
  }
  // Content read later in this request keeps to this viewer's rating and country.
  rememberContentViewer(request, viewer);
  return viewer;
}

export async function requireContentViewer(deps: BackendDeps, request: FastifyRequest): Promise<AccessClaims> {
  return assertContentAccess(request, await optionalViewer(deps, request));
}
