// Relay global ids: base64 of `Type:internalId`. Opaque to clients; only
// `Query.node` takes them apart.
export type NodeType =
  | 'Realm'
  | 'MenuItem'
  | 'Partition'
  | 'Section'
  | 'Bucket'
  | 'Video'
  | 'LiveEvent'
  | 'Playlist'
  | 'Series'
  | 'Season'
  | 'Profile'
  | 'Account'
  | 'SignedInSession'
  | 'Watchlist'
  | 'Licence'
  | 'Payment'
  | 'PaymentCard'
  | 'Invoice'
  | 'CustomerSubscription'
  | 'GiftItem'
  | 'Fighter'
  | 'NewsArticle';

export function toGlobalId(type: NodeType, internalId: string): string {
  return Buffer.from(`${type}:${internalId}`, 'utf8').toString('base64');
}

/** The parts of a global id; null for anything `toGlobalId` did not make. */
export function fromGlobalId(globalId: string): { type: string; internalId: string } | null {
  const decoded = Buffer.from(globalId, 'base64').toString('utf8');
  // Base64 decoding skips what it cannot read: only an exact round trip is one of ours.
  if (Buffer.from(decoded, 'utf8').toString('base64') !== globalId) return null;
  const colon = decoded.indexOf(':');
  if (colon <= 0 || colon === decoded.length - 1) return null;
  return { type: decoded.slice(0, colon), internalId: decoded.slice(colon + 1) };
}
