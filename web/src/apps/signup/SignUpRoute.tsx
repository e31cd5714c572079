import { useRouter } from 'found';
import { type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import type { AppContext } from '../../system/appContext.ts';
import { safeDestination } from '../login/safeDestination.ts';
import query, { type signupRoutesQuery } from './__generated__/signupRoutesQuery.graphql.ts';
import { SignUpApp } from './SignUpApp.tsx';

export function SignUpRoute({ data }: { data: PreloadedQuery<signupRoutesQuery> }) {
  const { realm } = usePreloadedQuery<signupRoutesQuery>(query, data);
  const { match } = useRouter();
  const context = match.context as AppContext;
  const licence = match.location.query['licence'];
  // Spec §4: the new session starts with nothing cached for the previous viewer (a guest, usually).
  return (
    <SignUpApp
      realm={realm}
      chosenLicence={typeof licence === 'string' ? licence : null}
      returnPath={safeDestination(match.location.query['from'])}
      onSignedIn={(destination) => context.sessionChanged(destination ?? '/')}
    />
  );
}
