// Loaders of the account holder's own data (backend/README.md "Account",
// "Profiles"): created per request, never shared, read through `context.api()`
// (a session is required; the resolvers check the role and profile first).
// Each is one upstream read per request whichever fields ask for it; a
// mutation clears its loader so its payload shows the state after the change.
// A session ended elsewhere is handled by the REST client (it refreshes or
// ends the cookie session as sessionExpired), not here.
import DataLoader from 'dataloader';
import type { UpstreamMissingField, UpstreamSession, UpstreamUserProfile } from '../account/accountData.ts';
import type { UpstreamConsentAnswer } from '../consent/consentResolvers.ts';
import { toGraphQLError, upstream } from '../lib/errors.ts';
import { HTTPError, type RestClient } from '../lib/restClient.ts';
import type { StoredPreferences } from '../preferences/preferencesResolvers.ts';
import type { UpstreamParentalControl, UpstreamProfileList } from '../profile/profileModel.ts';

/** The one key of every account loader: the request's viewer. */
export const VIEWER = 'viewer';

function viewerLoader<V>(load: () => Promise<V>): DataLoader<typeof VIEWER, V> {
  return new DataLoader<typeof VIEWER, V>((keys) => Promise.all(keys.map(() => load().catch((error: unknown) => error as Error))));
}

export function createAccountLoaders(getApi: () => Promise<RestClient>) {
  const get = async <T>(path: string, version?: 'v1' | 'v2') => upstream((await getApi()).get<T>(path, undefined, version));
  return {
    userProfileLoader: viewerLoader(() => get<UpstreamUserProfile>('/user/profile')),
    /** Spec §7: v1; a 409 MISSING_INFORMATION carries `details.missingFields`, a 200 means none. */
    missingFieldsLoader: viewerLoader(async (): Promise<UpstreamMissingField[]> => {
      try {
        await (await getApi()).get('/user/missing-information', undefined, 'v1');
        return [];
      } catch (error) {
        const details = error instanceof HTTPError && error.status === 409 ? (error.body as { details?: { missingFields?: unknown } }).details : null;
        if (Array.isArray(details?.missingFields)) return details.missingFields as UpstreamMissingField[];
        throw toGraphQLError(error) ?? error;
      }
    }),
    signedInSessionsLoader: viewerLoader(async () => (await get<{ sessions: UpstreamSession[] }>('/user/sessions')).sessions),
    preferencesLoader: viewerLoader(async () => (await get<{ preferences: StoredPreferences }>('/user/preferences')).preferences),
    consentAnswersLoader: viewerLoader(async () => (await get<{ answers: UpstreamConsentAnswer[] }>('/consent-prompt/answers')).answers),
    profilesLoader: viewerLoader(() => get<UpstreamProfileList>('/profiles')),
    parentalControlLoader: viewerLoader(() => get<UpstreamParentalControl>('/parental-control', 'v1')),
  };
}

export type AccountLoaders = ReturnType<typeof createAccountLoaders>;
