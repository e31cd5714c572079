// The promo to show the viewer (spec §4 "Promo"), part of the account loaders
// (loaders/accountLoaders.ts): a promo is an account's own (what it dismissed,
// which audience it is in), read with its session, per request, never shared.
import DataLoader from 'dataloader';
import { upstream } from '../lib/errors.ts';
import type { RestClient } from '../lib/restClient.ts';
import type { UpstreamPromoNotification } from './promoModel.ts';

/** The one key: the request's viewer (as the other account loaders). */
type Viewer = 'viewer';

export function createPromoLoaders(getApi: () => Promise<RestClient>) {
  return {
    /**
     * Spec §7: the promo of highest priority (`maxNotifications=1`), or null.
     * Cleared by `dismissPromoNotification`, so its payload reads the next one.
     */
    promoNotificationLoader: new DataLoader<Viewer, UpstreamPromoNotification | null>((keys) =>
      Promise.all(
        keys.map(async () =>
          upstream((await getApi()).get('/api/v2/promo-notification', { query: { maxNotifications: 1 } })).then(
            (answer) => answer.promoNotifications[0] ?? null,
            (error: unknown) => error as Error,
          ),
        ),
      ),
    ),
  };
}

export type PromoLoaders = ReturnType<typeof createPromoLoaders>;
