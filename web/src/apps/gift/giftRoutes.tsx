import type { RouteMatch, RouteObject } from 'found';
import { loadRouteQuery } from '../../system/loadRouteQuery.ts';
import { routePaths } from '../../system/routePaths.ts';
import type { giftRedemptionRoutesQuery } from './__generated__/giftRedemptionRoutesQuery.graphql.ts';
import redemptionQuery from './__generated__/giftRedemptionRoutesQuery$parameters.ts';
import type { giftsRoutesQuery } from './__generated__/giftsRoutesQuery.graphql.ts';
import giftsQuery from './__generated__/giftsRoutesQuery$parameters.ts';
import { giftCodeOf } from './giftCode.ts';

/**
 * Gifts (spec §2, only where the realm's gifting is ENABLED: the guard says
 * not found elsewhere; §6 sign-up row). GIFTS lists the gifts on offer and
 * sends one (`?gift=` chosen, `?sentTo=` once paid); GIFT_REDEMPTION looks a
 * code up (`?code=`, the email's link) and redeems it. Both open before
 * signing in: the account is needed only to pay or redeem, and the pages say so.
 */
export const giftRoutes: RouteObject[] = [
  {
    name: 'GIFTS',
    path: routePaths.GIFTS,
    getData: (match: RouteMatch) => loadRouteQuery<giftsRoutesQuery>(match, giftsQuery, {}, { requiresSession: false }),
    getComponent: () => import('./GiftsRoute.tsx').then((screen) => screen.GiftsRoute),
  },
  {
    name: 'GIFT_REDEMPTION',
    path: routePaths.GIFT_REDEMPTION,
    getData: (match: RouteMatch) => {
      const code = giftCodeOf(match);
      return loadRouteQuery<giftRedemptionRoutesQuery>(match, redemptionQuery, { code, hasCode: code !== '' }, { requiresSession: false });
    },
    getComponent: () => import('./GiftRedemptionRoute.tsx').then((screen) => screen.GiftRedemptionRoute),
  },
];
