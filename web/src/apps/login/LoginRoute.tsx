import { useRouter } from 'found';
import { type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import type { AppContext } from '../../system/appContext.ts';
import { pathTo } from '../../system/routePaths.ts';
import query, { type loginRoutesQuery } from './__generated__/loginRoutesQuery.graphql.ts';
import { LoginApp } from './LoginApp.tsx';
import { safeDestination } from './safeDestination.ts';

function queryText(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

/**
 * Spec §4 step 2: sign-in reached with an external licence from a redirect
 * (`/login?licence=2&code=…`) goes on, once signed in, to LICENCE_REDIRECT
 * with every param (the guard does the same for a customer already signed in).
 */
function licenceRedirectOf(location: { search: string; query: Record<string, unknown> }): string | null {
  return typeof location.query['licence'] === 'string' ? `${pathTo('LICENCE_REDIRECT')}${location.search}` : null;
}

export function LoginRoute({ data }: { data: PreloadedQuery<loginRoutesQuery> }) {
  const { realm } = usePreloadedQuery<loginRoutesQuery>(query, data);
  const { match } = useRouter();
  const context = match.context as AppContext;
  const destination = safeDestination(match.location.query['from']) ?? licenceRedirectOf(match.location) ?? '/';
  return (
    <LoginApp
      realm={realm}
      message={queryText(match.location.query['message'])}
      // Spec §4: the new session starts with nothing cached for the previous viewer.
      // An account with several profiles first asks who is watching (spec §2 #profilesFromLogin).
      onSignedIn={(profileCount) =>
        context.sessionChanged(profileCount > 1 ? `${destination}#profilesFromLogin` : destination)
      }
    />
  );
}
