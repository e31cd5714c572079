import type { FastifyRequest } from 'fastify';
import type { AccessClaims } from '../session/accessToken.ts';
import type { BackendDeps } from '../deps.ts';
import { requestRealm } from '../http/requestContract.ts';
import { refreshSession } from '../session/sessionService.ts';
import { viewerFromToken } from '../session/viewer.ts';

export interface InitAuthentication {
  viewer: AccessClaims | null;
  /** New tokens, when the access token had to be renewed with the refresh token. */
  renewed: { authorisationToken: string; refreshToken: string } | null;
}

/**
 * Init accepts `Mixed {auth} {refresh}` (or a plain Bearer): a stale access token
 * is renewed on the spot. Init never fails for a bad session: the caller then
 * simply boots unauthenticated.
 */
export async function initAuthentication(deps: BackendDeps, request: FastifyRequest): Promise<InitAuthentication> {
  const [scheme = '', auth, refresh] = (request.headers.authorization ?? '').trim().split(/\s+/);
  if (!/^(mixed|bearer)$/i.test(scheme) || !auth) return { viewer: null, renewed: null };
  try {
    return { viewer: await viewerFromToken(deps, request, auth), renewed: null };
  } catch {
    if (!refresh || !/^mixed$/i.test(scheme)) return { viewer: null, renewed: null };
  }
  try {
    const tokens = await refreshSession(deps, requestRealm(request), refresh, request.client);
    const viewer = await viewerFromToken(deps, request, tokens.authorisationToken);
    return { viewer, renewed: { authorisationToken: tokens.authorisationToken, refreshToken: tokens.refreshToken } };
  } catch {
    return { viewer: null, renewed: null };
  }
}
