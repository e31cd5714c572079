import type { RouteMatch } from 'found';
import { type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import query, { type authorizeRoutesQuery } from './__generated__/authorizeRoutesQuery.graphql.ts';
import { AuthorizeApp } from './AuthorizeApp.tsx';
import { readAuthorizeRequest } from './authorizeRequest.ts';

export function AuthorizeRoute({ data, match }: { data: PreloadedQuery<authorizeRoutesQuery>; match: RouteMatch }) {
  const { realm, oauthClient } = usePreloadedQuery<authorizeRoutesQuery>(query, data);
  return <AuthorizeApp realm={realm} client={oauthClient ?? null} request={readAuthorizeRequest(match.location.query)} />;
}
