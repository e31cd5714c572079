import { RedirectException, type RouteMatch, type RouteObject } from 'found';
import { useEffect } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import type { AppContext } from '../../system/appContext.ts';
import { loadRouteQuery } from '../../system/loadRouteQuery.ts';
import { pathTo, routePaths } from '../../system/routePaths.ts';
import type { accountRoutesQuery } from './__generated__/accountRoutesQuery.graphql.ts';
import { NotFoundApp } from '../notFound/NotFoundApp.tsx';
import { AccountApp, accountSectionOf } from './AccountApp.tsx';

const query = graphql`
  query accountRoutesQuery {
    realm {
      ...AccountApp_realm
    }
    viewer {
      isChildProfile
      account {
        ...AccountApp_account
      }
    }
  }
`;

function AccountRoute({ data, match }: { data: PreloadedQuery<accountRoutesQuery>; match: RouteMatch }) {
  const { realm, viewer } = usePreloadedQuery<accountRoutesQuery>(query, data);
  if (!viewer.account) {
    // A child profile is refused account data (and has no way here from the menu); anyone else
    // without an account here had their session ended elsewhere (signed out from another device,
    // a password change): the gateway has cleared it, so start again signed out, at the sign-in page.
    if (viewer.isChildProfile) return <NotFoundApp />;
    return <SessionEnded match={match} />;
  }
  return <AccountApp section={accountSectionOf(match.location.query.section)} account={viewer.account} realm={realm} />;
}

function SessionEnded({ match }: { match: RouteMatch }) {
  const context = match.context as AppContext;
  const from = `${match.location.pathname}${match.location.search}`;
  useEffect(() => {
    // Spec §4: the session was cleared as sessionExpired; the sign-in page says so.
    context.sessionChanged(`${pathTo('LOGIN')}?message=sessionExpired&from=${encodeURIComponent(from)}`);
  }, [context, from]);
  return null;
}

/**
 * ACCOUNT (`/account?section=…`, spec §2) and PREFERENCES.
 *
 * Decision (spec §2: "PREFERENCES redirects to home with a preferences flag
 * when profiles are configured, else to account section=preferences"):
 * preferences here belong to the account and are shared by its adult
 * profiles, so they have one home, the account page; PREFERENCES always goes
 * to `/account?section=preferences`, profiles or not, rather than opening a
 * second copy of the same form over the home page. Child profiles never get
 * there (the gateway refuses them account data).
 */
export const accountRoutes: RouteObject[] = [
  {
    name: 'ACCOUNT',
    path: routePaths.ACCOUNT,
    getData: (match: RouteMatch) => loadRouteQuery<accountRoutesQuery>(match, query, {}),
    Component: AccountRoute,
  },
  {
    name: 'PREFERENCES',
    path: routePaths.PREFERENCES,
    getData: () => {
      throw new RedirectException({ pathname: pathTo('ACCOUNT'), query: { section: 'preferences' } });
    },
  },
];
