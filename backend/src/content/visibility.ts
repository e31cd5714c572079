// What each viewer may see (README "Ratings and territories"): the age rating a
// child profile stays within, and the territory rules read against the
// viewer's country. Lists, pages and counts filter in SQL with `visibleSql`;
// a single row a route already holds is judged with `mayShow` / `isGeoBlocked`.
// Both read the same three facts, so a title is never listed where its page
// would be refused, or the other way round.
import type { FastifyRequest } from 'fastify';
import { ApiError, notFound } from '../http/apiError.ts';
import type { Realm } from '../realm/realmRepository.ts';
import type { AccessClaims } from '../session/accessToken.ts';
import { viewerCountry } from './viewerCountry.ts';

export type AgeRating = 'ALL' | 'AGE_7' | 'AGE_12' | 'AGE_16' | 'AGE_18';

/** The youngest age each rating suits (the database keeps this number). */
const minimumAges: Record<AgeRating, number> = { ALL: 0, AGE_7: 7, AGE_12: 12, AGE_16: 16, AGE_18: 18 };

export function ageRatingOf(minimumAge: number): AgeRating {
  const found = (Object.entries(minimumAges) as [AgeRating, number][]).find(([, age]) => age === minimumAge);
  return found ? found[0] : 'AGE_18';
}

export function minimumAgeOf(rating: AgeRating): number {
  return minimumAges[rating];
}

/**
 * The highest rating a child profile sees, in every realm for now: a
 * per-realm or per-profile setting would replace this one number.
 */
export const CHILD_PROFILE_MAX_RATING: AgeRating = 'AGE_12';

export const ageRatingSchema = {
  type: 'string',
  enum: Object.keys(minimumAges),
  description: 'The youngest audience the title suits: ALL ages, or from 7, 12, 16 or 18',
} as const;

export const geoBlockedSchema = {
  type: 'boolean',
  description:
    'Not available in the viewer’s country. Only ever true where the realm shows such titles locked ' +
    '(geoBlockedContentDisplayMode SHOW_LOCKED); playing it answers 403 GEO_BLOCKED',
} as const;

/** Who is looking, as far as what they may see goes. */
export interface ContentViewer {
  /** The oldest minimum age they may see: 18 for adults and guests, the child ceiling for a child profile. */
  maxAge: number;
  /** ISO 3166 alpha-2, ZZ when unknown. */
  country: string;
  /** Titles blocked in their country are left out altogether (HIDE), not shown locked. */
  hideGeoBlocked: boolean;
}

/**
 * The viewer of a request: a child profile (`pro.ty` c) keeps to the child
 * ceiling. Without known claims the strictest view applies (all-ages titles
 * only), so a route that forgot to name its viewer shows too little, never too much.
 */
export function contentViewer(request: FastifyRequest, realm: Realm, claims: AccessClaims | null): ContentViewer {
  const maxAge = !claims ? 0 : claims.profile?.kind === 'CHILD' ? minimumAges[CHILD_PROFILE_MAX_RATING] : 18;
  return {
    maxAge,
    country: viewerCountry(request, claims),
    hideGeoBlocked: realm.geoBlockedContentDisplayMode !== 'SHOW_LOCKED',
  };
}

// The content viewer of each request, as the content access check found it
// (session/viewer.ts), so that every content route reads the same viewer
// without checking the token twice.
const rememberedViewers = new WeakMap<FastifyRequest, AccessClaims>();

export function rememberContentViewer(request: FastifyRequest, claims: AccessClaims): void {
  rememberedViewers.set(request, claims);
}

export function rememberedContentViewer(request: FastifyRequest): AccessClaims | null {
  return rememberedViewers.get(request) ?? null;
}

/** The three query parameters `visibleSql` reads, in its order. */
export function visibilityParams(viewer: ContentViewer): [number, string, boolean] {
  return [viewer.maxAge, viewer.country, viewer.hideGeoBlocked];
}

/** SQL: the row on `alias` is not available in the country held in `countryParam`. */
export function geoBlockedSql(alias: string, countryParam: string): string {
  return `(${alias}.geo_blocked_countries @> array[${countryParam}::text]
           or not coalesce(${alias}.geo_available_countries @> array[${countryParam}::text], true))`;
}

/**
 * SQL: the row on `alias` (video, live_event, playlist or series) may be shown
 * to the viewer whose `visibilityParams` are bound from `$first` on.
 */
export function visibleSql(alias: string, first: number): string {
  const [age, country, hide] = [`$${first}`, `$${first + 1}`, `$${first + 2}`];
  return `(${alias}.age_rating <= ${age}::int and not (${hide}::boolean and ${geoBlockedSql(alias, country)}))`;
}

/** What rows carry for these rules (their `geo…`/`ageRating` columns). */
export interface RatedRow {
  ageRating: number;
  geoAvailableCountries: string[] | null;
  geoBlockedCountries: string[];
}

/** The SQL columns of a RatedRow on `alias`. */
export function ratedColumns(alias: string): string {
  return `${alias}.age_rating as "ageRating", ${alias}.geo_available_countries as "geoAvailableCountries",
  ${alias}.geo_blocked_countries as "geoBlockedCountries"`;
}

export function isGeoBlocked(row: RatedRow, viewer: ContentViewer): boolean {
  return row.geoBlockedCountries.includes(viewer.country) || (row.geoAvailableCountries !== null && !row.geoAvailableCountries.includes(viewer.country));
}

/** The TypeScript twin of `visibleSql`, for a row already read. */
export function mayShow(row: RatedRow, viewer: ContentViewer): boolean {
  return row.ageRating <= viewer.maxAge && !(viewer.hideGeoBlocked && isGeoBlocked(row, viewer));
}

/** The JSON every title carries about these rules. */
export function ratingJson(row: RatedRow, viewer: ContentViewer) {
  return { ageRating: ageRatingOf(row.ageRating), geoBlocked: isGeoBlocked(row, viewer) };
}

/**
 * Refuses to play a title the viewer may not watch: above their rating (or
 * hidden in their country) it does not exist for them, 404; listed but locked
 * in their country, 403 GEO_BLOCKED.
 */
export function refuseUnplayable(row: RatedRow, viewer: ContentViewer, what: string): void {
  if (!mayShow(row, viewer)) throw notFound(what);
  if (isGeoBlocked(row, viewer)) {
    throw new ApiError(403, 'GEO_BLOCKED', `${what} is not available in your country (${viewer.country})`);
  }
}
