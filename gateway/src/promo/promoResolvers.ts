// Promo notifications (spec §3 "Promo notification", §4 "Promo", §7): the
// promo a signed-in adult is shown now, and what they did with it. The platform
// keeps the event (analytics) and the dismissal apart; the app's one gesture,
// a click or a dismiss, is both here: the event recorded, then the promo
// dismissed for good, so it never comes back on any device.
import type { Resolvers, ResolversTypes } from '../__generated__/resolvers-types.ts';
import type { GatewayContext } from '../context.ts';
import { toGraphQLError } from '../lib/errors.ts';
import { HTTPError } from '../lib/restClient.ts';
import { userError } from '../lib/userErrors.ts';
import { VIEWER } from '../loaders/accountLoaders.ts';
import { isChildProfile, requireAdultProfile, roleOf } from '../session/access.ts';
import type { Session } from '../session/session.ts';
import { toPromoNotificationModel } from './promoModel.ts';

/** The platform's ids are positive integers; anything else names no promo and is never sent. */
const PROMO_ID = /^[1-9][0-9]{0,8}$/;

/**
 * Spec §3 hasPromoNotification, and who is shown promos: account holders on
 * an adult profile (the platform shows guests and children none; asking it
 * would only cost a call).
 */
async function showsPromos(session: Session | null, context: GatewayContext): Promise<boolean> {
  const role = roleOf(session);
  if ((role !== 'CUSTOMER' && role !== 'ADMIN') || isChildProfile(session)) return false;
  return (await context.realm()).hasPromoNotification;
}

const promoNotFound = () =>
  userError('promoNotificationNotFound', 'This promotion is no longer running.', 'promoNotificationId');

export const promoResolvers: Resolvers = {
  Viewer: {
    promoNotification: async (viewer, _args, context) => {
      if (!(await showsPromos(viewer.session, context))) return null;
      const promo = await context.loaders.account.promoNotificationLoader.load(VIEWER);
      return promo ? toPromoNotificationModel(promo) : null;
    },
  },
  PromoLink: {
    __resolveType: (link) => link.__typename!,
  },
  Mutation: {
    dismissPromoNotification: async (_parent, { input }, context): Promise<ResolversTypes['DismissPromoNotificationPayload']> => {
      const session = await requireAdultProfile(context);
      const id = input.promoNotificationId;
      if (!PROMO_ID.test(id)) return { viewer: { session }, userErrors: [promoNotFound()] };
      const api = await context.api();
      try {
        await api.request('/api/v2/promo-notification/{id}/events', { method: 'POST', params: { id: Number(id) }, body: { type: input.action } });
        await api.request('/api/v2/promo-notification/{id}', { method: 'PUT', params: { id: Number(id) }, body: {} });
      } catch (error) {
        // Another realm's promo, or one that no longer exists.
        if (error instanceof HTTPError && error.status === 404) return { viewer: { session }, userErrors: [promoNotFound()] };
        throw toGraphQLError(error) ?? error;
      }
      // The payload's viewer reads the promo to show next, after the dismissal.
      context.loaders.account.promoNotificationLoader.clear(VIEWER);
      return { viewer: { session }, userErrors: [] };
    },
  },
};
