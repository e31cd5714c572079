import { useRouter } from 'found';
import { type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import type { AppContext } from '../../system/appContext.ts';
import query, { type logoutRoutesQuery } from './__generated__/logoutRoutesQuery.graphql.ts';
import { LogoutApp } from './LogoutApp.tsx';

export function LogoutRoute({ data }: { data: PreloadedQuery<logoutRoutesQuery> }) {
  const { realm } = usePreloadedQuery<logoutRoutesQuery>(query, data);
  const { match } = useRouter();
  const context = match.context as AppContext;
  const message = match.location.query['message'];
  return (
    <LogoutApp
      realm={realm}
      reason={typeof message === 'string' ? message : null}
      onSignedOut={(destination) => context.sessionChanged(destination)}
    />
  );
}
