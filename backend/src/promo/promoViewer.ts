// Who is shown promo notifications (spec §3 realm setting hasPromoNotification,
// §4 "Promo"). Only signed-in accounts watching as an adult profile, and only
// where the realm has the feature on:
// - Guests get none. A guest has no account to remember a dismissal by: keyed
//   by device it would come back with every new guest session or cleared
//   browser, and a promo that returns after "dismiss for good" is worse than
//   none. Guests already see the sign-in and sign-up prompts instead.
// - Child profiles get none: promos sell (pay-per-views, subscriptions, a
//   shop), and children are kept from commerce as they are from account pages.
import type { Realm } from '../realm/realmRepository.ts';
import type { AccessClaims } from '../session/accessToken.ts';

/** The account a promo is for, or null when the viewer is shown none. */
export function promoRecipient(realm: Pick<Realm, 'hasPromoNotification'>, viewer: AccessClaims | null): { userId: number } | null {
  if (!realm.hasPromoNotification || !viewer || viewer.isGuest || viewer.profile?.kind === 'CHILD') return null;
  return { userId: viewer.userId };
}
