import type { Resolvers, Role } from '../__generated__/resolvers-types.ts';
import type { Session } from '../session/session.ts';

/** Spec §4 "Roles derived from session". */
export function roleOf(session: Session | null): Role {
  if (!session || !session.claims.sub) return 'UNAUTHENTICATED';
  if (session.claims.gue === true) return 'GUEST';
  if (session.claims.rol === 'ADMIN') return 'ADMIN';
  return 'CUSTOMER';
}

export const viewerResolvers: Resolvers = {
  Query: {
    viewer: async (_parent, _args, context) => ({ session: await context.session() }),
  },
  Viewer: {
    role: (viewer) => roleOf(viewer.session),
    isGuest: (viewer) => roleOf(viewer.session) === 'GUEST',
    sessionExpiresAt: (viewer) =>
      typeof viewer.session?.claims.exp === 'number' ? new Date(viewer.session.claims.exp * 1000).toISOString() : null,
  },
};
