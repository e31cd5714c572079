import type { Queryable } from '../db/database.ts';
import type { LocalisedText } from '../i18n/language.ts';
import { artworkUrls, text, type ContentContext } from '../content/contentContext.ts';

export interface SeasonRow extends Record<string, unknown> {
  id: number;
  seriesId: number;
  realmId: number;
  title: LocalisedText;
  seasonNumber: number;
  episodeCount: number;
}

interface SeriesBaseRow extends Record<string, unknown> {
  id: number;
  realmId: number;
  title: LocalisedText;
  description: LocalisedText;
  sport: string | null;
}

export interface SeriesRow extends SeriesBaseRow {
  seasons: SeasonRow[];
}

const seasonColumns = `s.id, s.series_id as "seriesId", r.realm_id as "realmId", s.title,
  s.season_number as "seasonNumber",
  (select count(*)::int from video v where v.season_id = s.id) as "episodeCount"`;

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
    episodeCount: { type: 'integer' },
  },
} as const;

export const seriesSchema = {
  type: 'object',
  required: ['id', 'type', 'title', 'description', 'thumbnailUrl', 'coverUrl', 'seasons'],
  properties: {
    id: { type: 'string' },
    type: { type: 'string', enum: ['VOD_SERIES'] },
    title: { type: 'string' },
    description: { type: 'string' },
    thumbnailUrl: { type: 'string' },
    coverUrl: { type: 'string' },
    seasons: { type: 'array', items: seasonSchema },
  },
} as const;

/**
 * The columns of a SeriesRow on table alias `r`, its seasons included as a JSON
 * array, so a list of series is one statement.
 */
export const seriesColumns = `r.id, r.realm_id as "realmId", r.title, r.description, r.sport,
  (select coalesce(jsonb_agg(to_jsonb(x) order by x."seasonNumber"), '[]'::jsonb)
     from (select s.id, s.series_id as "seriesId", r.realm_id as "realmId", s.title, s.season_number as "seasonNumber",
                  (select count(*)::int from video v where v.season_id = s.id) as "episodeCount"
             from season s where s.series_id = r.id) x) as seasons`;

export async function seriesByIds(db: Queryable, realmId: number, ids: number[]): Promise<SeriesRow[]> {
  if (ids.length === 0) return [];
  const rows = await db.query<SeriesRow>(`select ${seriesColumns} from series r where r.realm_id = $1 and r.id = any($2::int[])`, [
    realmId,
    ids,
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function seriesById(db: Queryable, realmId: number, id: number): Promise<SeriesRow | null> {
  return (await seriesByIds(db, realmId, [id]))[0] ?? null;
}

export async function seasonById(db: Queryable, realmId: number, id: number): Promise<SeasonRow | null> {
  const rows = await db.query<SeasonRow>(
    `select ${seasonColumns} from season s join series r on r.id = s.series_id where s.id = $1 and r.realm_id = $2`,
    [id, realmId],
  );
  return rows[0] ?? null;
}
