import { LoadWhenIdle } from '../components/LoadWhenIdle.tsx';
import { lazyWithRetry } from '../system/chunkRetryLazy.tsx';
import { graphql, useFragment } from 'react-relay';
import type { PromoNotification_realm$key } from './__generated__/PromoNotification_realm.graphql.ts';
import type { PromoNotification_viewer$key } from './__generated__/PromoNotification_viewer.graphql.ts';

// The card, its query and its mutation are a chunk of their own, fetched only
// for whom a promo may be shown, once the page is on screen.
const PromoCard = lazyWithRetry(() => import('./PromoCard.tsx').then((module) => ({ default: module.PromoCard })), { showsFailure: false });

/**
 * Where the frame shows a promo (spec §3 hasPromoNotification, §4 Promo): on
 * realms with the feature, to signed-in adults (the platform shows guests and
 * child profiles none, so they are not even asked). The promo is fetched once
 * per app load, after the page has painted and the browser is idle: never on
 * the way to a page's first content.
 */
export function PromoNotification({ viewer, realm }: { viewer: PromoNotification_viewer$key; realm: PromoNotification_realm$key }) {
  const { settings } = useFragment(
    graphql`
      fragment PromoNotification_realm on Realm {
        settings {
          hasPromoNotification
        }
      }
    `,
    realm,
  );
  const { role, isChildProfile } = useFragment(
    graphql`
      fragment PromoNotification_viewer on Viewer {
        role
        isChildProfile
      }
    `,
    viewer,
  );
  const shown = settings.hasPromoNotification && (role === 'CUSTOMER' || role === 'ADMIN') && !isChildProfile;
  return (
    <LoadWhenIdle what="The promo notification" wanted={shown}>
      <PromoCard />
    </LoadWhenIdle>
  );
}
