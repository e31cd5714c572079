// Who may read and change account data: a signed-in customer or admin of the
// request's realm, watching as an adult profile. The gateway checks the same
// (gateway/src/session/access.ts); the backend checks again for apps that call
// it directly.
import type { FastifyRequest } from 'fastify';
import type { BackendDeps } from '../deps.ts';
import { ApiError } from '../http/apiError.ts';
import type { AccessClaims } from '../session/accessToken.ts';
import { optionalViewer } from '../session/viewer.ts';

export async function requireAccountViewer(deps: BackendDeps, request: FastifyRequest): Promise<AccessClaims> {
  const viewer = await optionalViewer(deps, request);
  if (!viewer) throw new ApiError(401, 'UNAUTHENTICATED', 'Sign in to your account to do this');
  if (viewer.isGuest) throw new ApiError(403, 'ACCOUNT_REQUIRED', 'Guests have no account; sign in or sign up');
  if (viewer.profile?.kind === 'CHILD') {
    throw new ApiError(403, 'CHILD_PROFILE', 'Child profiles cannot see or change account settings');
  }
  return viewer;
}
