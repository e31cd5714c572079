// Loaders of the account holder's own data (backend/README.md "Account",
// "Profiles"): created per request, never shared, read through `context.api()`
// (a session is required; the resolvers check the role and profile first).
// Each is one upstream read per request whichever fields ask for it; a
// mutation clears its loader so its payload shows the state after the change.
// A session ended elsewhere is handled by the REST client (it refreshes or
// ends the cookie session as sessionExpired), not here.
import DataLoader from 'dataloader';
import { toGraphQLError, upstream } from '../lib/errors.ts';
import { HTTPError, type RestClient } from '../lib/restClient.ts';
import type { PathOf, UpstreamInvoice, UpstreamMissingInformation } from '../lib/upstream.ts';
import { createPromoLoaders } from '../promo/promoLoaders.ts';

/** The one key of every account loader: the request's viewer. */
export const VIEWER = 'viewer';

function viewerLoader<V>(load: () => Promise<V>): DataLoader<typeof VIEWER, V> {
  return new DataLoader<typeof VIEWER, V>((keys) => Promise.all(keys.map(() => load().catch((error: unknown) => error as Error))));
}

export function createAccountLoaders(getApi: () => Promise<RestClient>) {
  const get = async <P extends PathOf<'GET'>>(path: P) => upstream((await getApi()).get(path));
  return {
    // The promo to show the account (promo/promoLoaders.ts).
    ...createPromoLoaders(getApi),
    userProfileLoader: viewerLoader(() => get('/api/v2/user/profile')),
    /** Spec §7: v1; a 409 MISSING_INFORMATION carries `details.missingFields` (and the country to format them for), a 200 means none. */
    missingFieldsLoader: viewerLoader(async (): Promise<UpstreamMissingInformation> => {
      try {
        await (await getApi()).get('/api/v1/user/missing-information');
        return { missingFields: [], countryCode: null };
      } catch (error) {
        const details = error instanceof HTTPError && error.status === 409 ? (error.body as { details?: Partial<UpstreamMissingInformation> }).details : null;
        if (Array.isArray(details?.missingFields)) return { missingFields: details.missingFields, countryCode: details.countryCode ?? null };
        throw toGraphQLError(error) ?? error;
      }
    }),
    /** The account's content partition (partition/partitionResolvers.ts); child profiles may read it too. */
    partitionLoader: viewerLoader(async () => (await get('/api/v2/user/partition')).partition),
    signedInSessionsLoader: viewerLoader(async () => (await get('/api/v2/user/sessions')).sessions),
    preferencesLoader: viewerLoader(async () => (await get('/api/v2/user/preferences')).preferences),
    consentAnswersLoader: viewerLoader(async () => (await get('/api/v2/consent-prompt/answers')).answers),
    profilesLoader: viewerLoader(() => get('/api/v2/profiles')),
    parentalControlLoader: viewerLoader(() => get('/api/v1/parental-control')),
    /** The customer's subscriptions (`Account.subscriptions`, and one by its node id). */
    subscriptionsLoader: viewerLoader(async () => (await get('/api/v2/customer/subscriptions')).subscriptions),
    /** An invoice by its REST id (the PAYMENT route, and a payment's invoice); 404 for anyone else's. */
    invoiceLoader: new DataLoader<string, UpstreamInvoice>((ids) =>
      Promise.all(
        ids.map(async (id) =>
          upstream((await getApi()).get('/api/v2/customer/invoices/{id}', { params: { id: Number(id) } })).then(
            (answer) => answer.invoice,
            (error: unknown) => error as Error,
          ),
        ),
      ),
    ),
  };
}

export type AccountLoaders = ReturnType<typeof createAccountLoaders>;
