import type { UpstreamSubscription } from '../lib/upstream.ts';

/** A customer's subscription as the upstream describes it (`GET /api/v2/customer/subscriptions`). */
export type SubscriptionModel = UpstreamSubscription & { __typename: 'CustomerSubscription' };

export function toSubscriptionModel(subscription: UpstreamSubscription): SubscriptionModel {
  return { ...subscription, __typename: 'CustomerSubscription' };
}
