// The ad networks' click ids a client captures (spec §9: from the URL, cookies
// and local storage, kept 90 days) and sends with a referral session.

/** Spec §9 "Cookie-captured ids", in its order. */
export const AD_CLICK_ID_NAMES = [
  'fbclid', '_fbp', '_fbc', 'gclid', 'gbraid', 'wbraid', 'rtid', 'rclid', 'RoktTransactionId', 'ttclid', '_ttp', 'ScCid',
] as const;
export type AdClickIdName = (typeof AD_CLICK_ID_NAMES)[number];

/** Spec §9: TikTok click ids are only taken when they start with this. */
export const TIKTOK_CLICK_ID_PREFIX = 'E.C.P.';

/** Why a captured value cannot be kept, or null when it can. */
export function adClickIdProblem(name: string, value: string): string | null {
  if (!(AD_CLICK_ID_NAMES as readonly string[]).includes(name)) return `${name} is not a click id the platform keeps`;
  if (value.trim() === '' || value.length > 500) return `${name} must be 1 to 500 characters`;
  if (name === 'ttclid' && !value.startsWith(TIKTOK_CLICK_ID_PREFIX)) return `ttclid must start with ${TIKTOK_CLICK_ID_PREFIX}`;
  return null;
}
