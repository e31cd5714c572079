// A search hit as the upstream answers it (spec §3 "Search hit"); the schema's
// SearchHit fields are read off it by the resolvers.
import type { Answer } from '../lib/upstream.ts';

export type SearchResultPage = Answer<'/api/v2/search'>;
export type SearchHitModel = SearchResultPage['hits'][number];
export type PopularBucketModel = Answer<'/api/v2/popular'>['buckets'][number];
export type RecentSearchModel = Answer<'/api/v2/search/recent'>['searches'][number];

/** The platform's bound on what a viewer may search for (spec §9 "search constant 200"). */
export const SEARCH_QUERY_MAX_LENGTH = 200;

/** The query as the platform searches it: trimmed, runs of spaces made one. */
export function normaliseSearchQuery(query: string): string {
  return query.trim().replace(/\s+/g, ' ');
}
