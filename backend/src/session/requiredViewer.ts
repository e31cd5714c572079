// Who may call an endpoint, checked once for every domain: an admin of the
// request's realm, or the holder of an account (not a guest).
import type { FastifyRequest } from 'fastify';
import type { BackendDeps } from '../deps.ts';
import { ApiError } from '../http/apiError.ts';
import type { AccessClaims } from './accessToken.ts';
import { bearerToken, viewerFromToken } from './viewer.ts';

/**
 * The admin calling an admin endpoint of the request's realm. The token's
 * audience is the realm, so an admin of one realm is never one of another.
 * An admin who is impersonating someone acts as that customer, not as an admin.
 */
export async function requireRealmAdmin(deps: BackendDeps, request: FastifyRequest): Promise<AccessClaims> {
  const token = bearerToken(request);
  if (!token) throw new ApiError(401, 'UNAUTHENTICATED', 'Sign in as an administrator of this realm');
  const viewer = await viewerFromToken(deps, request, token);
  if (viewer.role !== 'ADMIN' || viewer.isGuest) {
    throw new ApiError(403, 'FORBIDDEN', 'Only administrators of this realm may do this');
  }
  return viewer;
}

/** The signed-in account holder (customer or admin) of the request's realm; guests are refused. */
export async function requireAccountHolder(deps: BackendDeps, request: FastifyRequest): Promise<AccessClaims> {
  const token = bearerToken(request);
  if (!token) throw new ApiError(401, 'UNAUTHENTICATED', 'Sign in to do this');
  const viewer = await viewerFromToken(deps, request, token);
  if (viewer.isGuest) throw new ApiError(403, 'SIGN_IN_REQUIRED', 'Guests must sign in to an account to do this');
  return viewer;
}
