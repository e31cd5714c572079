// Who may touch profiles and parental control. The token says who the viewer
// is; the session row says which profile it watches as *now* (a token issued
// before a switch still names the old profile for up to 15 minutes, so the
// rules read the session, not the `pro` claim).
import type { FastifyRequest } from 'fastify';
import type { BackendDeps } from '../deps.ts';
import { ApiError } from '../http/apiError.ts';
import type { AccessClaims } from '../session/accessToken.ts';
import type { ProfileKind } from '../session/accessToken.ts';
import { optionalViewer } from '../session/viewer.ts';

export interface AccountViewer {
  claims: AccessClaims;
  userId: number;
  sessionId: number;
  /** The profile the session watches as, from the session row. */
  profile: { id: number; kind: ProfileKind } | null;
}

/** A signed-in customer or admin (not a guest) of the request's realm; 401/403 otherwise. */
export async function requireAccountViewer(deps: BackendDeps, request: FastifyRequest): Promise<AccountViewer> {
  const claims = await optionalViewer(deps, request);
  if (!claims) throw new ApiError(401, 'UNAUTHENTICATED', 'Sign in to your account to do this');
  if (claims.isGuest) throw new ApiError(403, 'ACCOUNT_REQUIRED', 'Guests have no profiles; sign in to your account');
  const [row] = await deps.db.query<{ profileId: number | null; kind: ProfileKind | null }>(
    `select p.id as "profileId", p.kind
       from session s left join profile p on p.id = s.profile_id
      where s.id = $1`,
    [claims.sessionId],
  );
  return {
    claims,
    userId: claims.userId,
    sessionId: claims.sessionId,
    profile: row?.profileId ? { id: row.profileId, kind: row.kind ?? 'ADULT' } : null,
  };
}

/** An account viewer watching as an adult profile: child profiles may not change profiles or parental control. */
export async function requireAdultViewer(deps: BackendDeps, request: FastifyRequest): Promise<AccountViewer> {
  const viewer = await requireAccountViewer(deps, request);
  if (viewer.profile?.kind === 'CHILD') {
    throw new ApiError(403, 'CHILD_PROFILE', 'A child profile cannot change profiles or parental control');
  }
  return viewer;
}
