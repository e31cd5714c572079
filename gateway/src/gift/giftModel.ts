// Gifts as the upstream describes them (GET /api/v4/gifts, GET /api/v4/gift/redeem/{code}):
// the models the GiftItem and GiftPreview resolvers read, and where a looked-up code stands.
import type { GiftRedemptionStatus, SubscriptionPeriod } from '../__generated__/resolvers-types.ts';
import type { UpstreamGiftItem, UpstreamGiftPreview } from '../lib/upstream.ts';

/** A gift on offer, priced for the viewer's country. */
export type GiftItemModel = UpstreamGiftItem & { __typename: 'GiftItem' };

/** What a code gives, whether or not it can still be redeemed. */
export type GiftPreviewModel = UpstreamGiftPreview;

/** A code looked up (`Query.giftRedemption`): its status, and its gift when it names one. */
export interface GiftRedemptionModel {
  code: string;
  status: GiftRedemptionStatus;
  gift: GiftPreviewModel | null;
}

export function toGiftItemModel(item: UpstreamGiftItem): GiftItemModel {
  return { ...item, __typename: 'GiftItem' };
}

/** The REST contract's ISO 8601 periods, by name (as Licence.subscriptionPeriod). */
const periods: Record<string, SubscriptionPeriod> = { P1M: 'MONTH', P3M: 'THREE_MONTHS', P6M: 'SIX_MONTHS', P1Y: 'YEAR' };

export function subscriptionPeriodOf(period: string | null | undefined): SubscriptionPeriod | null {
  return periods[period ?? ''] ?? null;
}

/** A found gift's status: redeemed wins over expired (it no longer matters that it would have expired). */
export function statusOf(preview: GiftPreviewModel): GiftRedemptionStatus {
  if (preview.redeemed) return 'ALREADY_REDEEMED';
  if (preview.expired) return 'EXPIRED';
  return 'REDEEMABLE';
}
