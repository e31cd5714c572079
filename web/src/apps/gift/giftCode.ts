import type { RouteMatch } from 'found';

/** The code of a GIFT_REDEMPTION address (`?code=`, as typed or mailed), trimmed; '' without one. */
export function giftCodeOf(match: Pick<RouteMatch, 'location'>): string {
  const value = match.location.query['code'];
  return typeof value === 'string' ? value.trim().slice(0, 40) : '';
}
