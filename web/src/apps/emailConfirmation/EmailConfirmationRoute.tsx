import { useRouter } from 'found';
import { useCallback } from 'react';
import { type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import type { AppContext } from '../../system/appContext.ts';
import query, { type emailConfirmationRoutesQuery } from './__generated__/emailConfirmationRoutesQuery.graphql.ts';
import { EmailConfirmationApp } from './EmailConfirmationApp.tsx';
import { safeDestination } from '../login/safeDestination.ts';

export function EmailConfirmationRoute({ data }: { data: PreloadedQuery<emailConfirmationRoutesQuery> }) {
  const { realm } = usePreloadedQuery<emailConfirmationRoutesQuery>(query, data);
  const { match } = useRouter();
  const context = match.context as AppContext;
  const token = match.location.query['token'];
  // A checkout begun before signing up goes on where it was (the link carries its path).
  const destination = safeDestination(match.location.query['continue']) ?? '/';
  const onConfirmed = useCallback(() => context.sessionChanged(destination), [context, destination]);
  return <EmailConfirmationApp realm={realm} token={typeof token === 'string' && token ? token : null} onConfirmed={onConfirmed} />;
}
