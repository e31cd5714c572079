import { RedirectException, type RouteObject } from 'found';
import { pathTo, routePaths } from '../../system/routePaths.ts';

/**
 * LIVE_EVENTS (spec §2: '/live'): no page of its own. It redirects to the
 * default menu path with the live marker, `#livenow`, which opens the list of
 * events on air over it (liveEvent/LiveNow.tsx). The route guard has already
 * turned away anyone who is not an account holder (spec §6).
 */
export const liveNowRoutes: RouteObject[] = [
  {
    name: 'LIVE_EVENTS',
    path: routePaths.LIVE_EVENTS,
    getData: () => {
      throw new RedirectException({ pathname: pathTo('HOME'), hash: '#livenow' });
    },
  },
];
