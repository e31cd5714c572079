// Relay global ids: base64 of `Type:internalId`. Opaque to clients; only
// `Query.node` takes them apart.
export type NodeType =
  | 'Realm'
  | 'MenuItem'
  | 'Section'
  | 'Bucket'
  | 'Video'
  | 'LiveEvent'
  | 'Playlist'
  | 'Series'
  | 'Season';

export function toGlobalId(type: NodeType, internalId: string): string {
  return Buffer.from(`${type}:${internalId}`, 'utf8').toString('base64');
}

export function fromGlobalId(globalId: string): { type: string; internalId: string } | null {
  const decoded = Buffer.from(globalId, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon <= 0 || colon === decoded.length - 1) return null;
  return { type: decoded.slice(0, colon), internalId: decoded.slice(colon + 1) };
}
