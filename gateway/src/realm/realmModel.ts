import type { UpstreamRealm } from '../lib/upstream.ts';

/** A realm as the upstream describes it (`GET /api/v2/realm/{name}`). */
export type RealmModel = UpstreamRealm & { __typename: 'Realm' };

/** The realm's brand: its colours and font, read by the Theme resolvers. */
export interface ThemeModel {
  colours: Record<string, string | undefined>;
  fontFamily: string | undefined;
}

export function toRealmModel(realm: UpstreamRealm): RealmModel {
  return { ...realm, __typename: 'Realm' };
}
