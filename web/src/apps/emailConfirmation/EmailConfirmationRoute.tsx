import { useRouter } from 'found';
import { useCallback } from 'react';
import { type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import type { AppContext } from '../../system/appContext.ts';
import query, { type emailConfirmationRoutesQuery } from './__generated__/emailConfirmationRoutesQuery.graphql.ts';
import { EmailConfirmationApp } from './EmailConfirmationApp.tsx';

export function EmailConfirmationRoute({ data }: { data: PreloadedQuery<emailConfirmationRoutesQuery> }) {
  const { realm } = usePreloadedQuery<emailConfirmationRoutesQuery>(query, data);
  const { match } = useRouter();
  const context = match.context as AppContext;
  const token = match.location.query['token'];
  const onConfirmed = useCallback(() => context.sessionChanged('/'), [context]);
  return <EmailConfirmationApp realm={realm} token={typeof token === 'string' && token ? token : null} onConfirmed={onConfirmed} />;
}
