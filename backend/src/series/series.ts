import type { Queryable } from '../db/database.ts';
import type { LocalisedText } from '../i18n/language.ts';
import { artworkUrls, text, type ContentContext, previewImageSchema } from '../content/contentContext.ts';
import { sponsorColumn, sponsorJson, sponsorSchema, type SponsorJson } from '../sponsor/sponsors.ts';
import {
  ageRatingSchema,
  geoBlockedSchema,
  ratedColumns,
  ratingJson,
  visibilityParams,
  visibleSql,
  type RatedRow,
} from '../content/visibility.ts';

export interface SeasonRow extends Record<string, unknown> {
  id: number;
  seriesId: number;
  realmId: number;
  title: LocalisedText;
  seasonNumber: number;
  episodeCount: number;
}

interface SeriesBaseRow extends RatedRow, Record<string, unknown> {
  id: number;
  realmId: number;
  title: LocalisedText;
  description: LocalisedText;
  sport: string | null;
  sponsor: SponsorJson | null;
}

export interface SeriesRow extends SeriesBaseRow {
  seasons: SeasonRow[];
}

/** A season's columns on `s` (its series on `r`); `episodeCount` counts what the viewer bound from `$first` may see. */
function seasonColumns(first: number): string {
  return `s.id, s.series_id as "seriesId", r.realm_id as "realmId", s.title, s.season_number as "seasonNumber",
  (select count(*)::int from video v where v.season_id = s.id and ${visibleSql('v', first)}) as "episodeCount"`;
}

export function seasonJson(season: SeasonRow, context: ContentContext) {
  return {
    id: String(season.id),
    seriesId: String(season.seriesId),
    title: text(context, season.title),
    seasonNumber: season.seasonNumber,
    episodeCount: season.episodeCount,
  };
}

export function seriesJson(series: SeriesRow, context: ContentContext) {
  return {
    id: String(series.id),
    type: 'VOD_SERIES' as const,
    title: text(context, series.title),
    description: text(context, series.description),
    ...artworkUrls('series', series.id, context),
    seasons: series.seasons.map((season) => seasonJson(season, context)),
    sponsor: sponsorJson(series.sponsor),
    ...ratingJson(series, context.viewer),
  };
}

export const seasonSchema = {
  type: 'object',
  required: ['id', 'seriesId', 'title', 'seasonNumber', 'episodeCount'],
  properties: {
    id: { type: 'string' },
    seriesId: { type: 'string' },
    title: { type: 'string' },
    seasonNumber: { type: 'integer' },
    episodeCount: { type: 'integer', description: 'The episodes the viewer may see' },
  },
} as const;

export const seriesSchema = {
  type: 'object',
  required: ['id', 'type', 'title', 'description', 'thumbnailUrl', 'coverUrl', 'previewImage', 'seasons', 'sponsor', 'ageRating', 'geoBlocked'],
  properties: {
    id: { type: 'string' },
    type: { type: 'string', enum: ['VOD_SERIES'] },
    title: { type: 'string' },
    description: { type: 'string' },
    thumbnailUrl: { type: 'string' },
    coverUrl: { type: 'string' },
    previewImage: previewImageSchema,
    seasons: { type: 'array', items: seasonSchema },
    sponsor: sponsorSchema,
    ageRating: ageRatingSchema,
    geoBlocked: geoBlockedSchema,
  },
} as const;

/**
 * The columns of a SeriesRow on table alias `r`, its seasons included as a JSON
 * array, so a list of series is one statement; episode counts are the viewer's
 * (`visibilityParams` bound from `$first`).
 */
export function seriesColumns(first: number): string {
  return `r.id, r.realm_id as "realmId", r.title, r.description, r.sport, ${ratedColumns('r')}, ${sponsorColumn('r.sponsor_id')},
  (select coalesce(jsonb_agg(to_jsonb(x) order by x."seasonNumber"), '[]'::jsonb)
     from (select ${seasonColumns(first)} from season s where s.series_id = r.id) x) as seasons`;
}

/** The realm's series with these ids that the viewer may see, in the order asked. */
export async function seriesByIds(db: Queryable, context: ContentContext, ids: number[]): Promise<SeriesRow[]> {
  if (ids.length === 0) return [];
  const rows = await db.query<SeriesRow>(
    `select ${seriesColumns(3)} from series r where r.realm_id = $1 and r.id = any($2::int[]) and ${visibleSql('r', 3)}`,
    [context.realm.id, ids, ...visibilityParams(context.viewer)],
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function seriesById(db: Queryable, context: ContentContext, id: number): Promise<SeriesRow | null> {
  return (await seriesByIds(db, context, [id]))[0] ?? null;
}

/** A season of a series the viewer may see. */
export async function seasonById(db: Queryable, context: ContentContext, id: number): Promise<SeasonRow | null> {
  const rows = await db.query<SeasonRow>(
    `select ${seasonColumns(3)} from season s join series r on r.id = s.series_id
      where s.id = $1 and r.realm_id = $2 and ${visibleSql('r', 3)}`,
    [id, context.realm.id, ...visibilityParams(context.viewer)],
  );
  return rows[0] ?? null;
}
