import type { Resolvers } from '../__generated__/resolvers-types.ts';
import { isChildProfile, roleOf } from '../session/access.ts';

export const viewerResolvers: Resolvers = {
  Query: {
    viewer: async (_parent, _args, context) => ({ session: await context.session() }),
  },
  Viewer: {
    role: (viewer) => roleOf(viewer.session),
    isGuest: (viewer) => roleOf(viewer.session) === 'GUEST',
    isChildProfile: (viewer) => isChildProfile(viewer.session),
    sessionExpired: async (_viewer, _args, context) => {
      await context.session();
      const expired = context.signedInSessionExpired();
      if (expired) context.sessionExpiredTold();
      return expired;
    },
    guestCheckInChallenge: async (_viewer, _args, context) => {
      await context.session();
      return context.guestCheckInChallenge();
    },
    sessionExpiresAt: (viewer) =>
      typeof viewer.session?.claims.exp === 'number' ? new Date(viewer.session.claims.exp * 1000).toISOString() : null,
  },
};
