// Promo notifications as the upstream describes them (GET
// /api/v2/promo-notification): the PromoNotification the schema answers, its
// link as the PromoLink union's member.
import type { ResolversTypes } from '../__generated__/resolvers-types.ts';
import type { Answer } from '../lib/upstream.ts';

// Named here, once, after the call that answers it (as lib/upstream.ts names the others).
export type UpstreamPromoNotification = Answer<'/api/v2/promo-notification'>['promoNotifications'][number];

export type PromoNotificationModel = ResolversTypes['PromoNotification'];

export function toPromoNotificationModel(promo: UpstreamPromoNotification): PromoNotificationModel {
  return {
    internalId: promo.id,
    title: promo.title,
    description: promo.description,
    cta: promo.cta,
    imageUrl: promo.imageUrl,
    openInNewTab: promo.openInNewTab,
    link:
      'linkUrl' in promo.link
        ? { __typename: 'PromoExternalLink', url: promo.link.linkUrl }
        : { __typename: 'PromoContentLink', type: promo.link.contentLink.type, contentId: promo.link.contentLink.contentId },
  };
}
