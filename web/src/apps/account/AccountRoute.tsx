import type { RouteMatch } from 'found';
import { useEffect } from 'react';
import { type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import type { AppContext } from '../../system/appContext.ts';
import { pathTo } from '../../system/routePaths.ts';
import query, { type accountRoutesQuery } from './__generated__/accountRoutesQuery.graphql.ts';
import { NotFoundApp } from '../notFound/NotFoundApp.tsx';
import { AccountApp } from './AccountApp.tsx';
import { accountSectionOf } from './accountSection.ts';

export function AccountRoute({ data, match }: { data: PreloadedQuery<accountRoutesQuery>; match: RouteMatch }) {
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

/** The session ended elsewhere: to the sign-in page, which says so, and back here afterwards (PAYMENT_UPDATE too). */
export function SessionEnded({ match }: { match: RouteMatch }) {
  const context = match.context as AppContext;
  const from = `${match.location.pathname}${match.location.search}`;
  useEffect(() => {
    // Spec §4: the session was cleared as sessionExpired; the sign-in page says so.
    context.sessionChanged(`${pathTo('LOGIN')}?message=sessionExpired&from=${encodeURIComponent(from)}`);
  }, [context, from]);
  return null;
}
