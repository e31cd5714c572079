import type { RouteMatch, RouteObject } from 'found';
import { loadRouteQuery } from '../../system/loadRouteQuery.ts';
import { routePaths } from '../../system/routePaths.ts';
import type { pinResetRoutesQuery } from './__generated__/pinResetRoutesQuery.graphql.ts';
import query from './__generated__/pinResetRoutesQuery$parameters.ts';

/**
 * CONFIRM_PIN_PROTECTION_RESET (`/pin-reset?code=…`): the page the PIN reset
 * email links to. For account holders (the route guard sends others to sign
 * in first, keeping the link); the code itself proves the mailbox.
 */
export const pinResetRoutes: RouteObject[] = [
  {
    name: 'CONFIRM_PIN_PROTECTION_RESET',
    path: routePaths.CONFIRM_PIN_PROTECTION_RESET,
    getData: (match: RouteMatch) => loadRouteQuery<pinResetRoutesQuery>(match, query, {}),
    getComponent: () => import('./PinResetRoute.tsx').then((screen) => screen.PinResetRoute),
  },
];
