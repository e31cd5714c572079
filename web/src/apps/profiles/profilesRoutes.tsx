import { RedirectException, type RouteObject } from 'found';
import { PROFILES_HASH } from '../../profile/profilesLocation.ts';
import { pathTo, routePaths } from '../../system/routePaths.ts';

/**
 * PROFILES (spec §2): no page of its own. It redirects to the default menu
 * path with the profiles marker, `#profiles`, which opens the profiles dialog
 * over it (profile/ProfileSwitcher.tsx). The route guard has already turned
 * away anyone who is not an account holder (customer or admin).
 */
export const profilesRoutes: RouteObject[] = [
  {
    name: 'PROFILES',
    path: routePaths.PROFILES,
    getData: () => {
      throw new RedirectException({ pathname: pathTo('HOME'), hash: PROFILES_HASH });
    },
  },
];
