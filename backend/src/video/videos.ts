import type { Queryable } from '../db/database.ts';
import type { PageRequest } from '../http/paging.ts';
import type { LocalisedText } from '../i18n/language.ts';
import { artworkUrls, nullableString, text, type ContentContext } from '../content/contentContext.ts';

export interface VideoRow extends Record<string, unknown> {
  id: number;
  realmId: number;
  title: LocalisedText;
  description: LocalisedText;
  duration: number;
  releaseDate: Date;
  tags: string[];
  sport: string | null;
  seriesId: number | null;
  seasonId: number | null;
  episodeNumber: number | null;
}

/** The columns of a VideoRow, on table alias `v` (sections read them with their other cards). */
export const videoColumns = `v.id, v.realm_id as "realmId", v.title, v.description, v.duration,
  v.release_date as "releaseDate", v.tags, v.sport, v.series_id as "seriesId",
  v.season_id as "seasonId", v.episode_number as "episodeNumber"`;

/** A VideoRow read back from JSON (`to_jsonb` of the columns above): dates arrive as text. */
export function videoRowFromJson(row: Record<string, unknown>): VideoRow {
  return { ...row, releaseDate: new Date(row.releaseDate as string) } as VideoRow;
}

export function videoJson(video: VideoRow, context: ContentContext) {
  return {
    id: String(video.id),
    type: 'VOD_VIDEO' as const,
    title: text(context, video.title),
    description: text(context, video.description),
    duration: video.duration,
    ...artworkUrls('video', video.id, context),
    releaseDate: video.releaseDate.toISOString(),
    tags: video.tags,
    seriesId: video.seriesId === null ? null : String(video.seriesId),
    seasonId: video.seasonId === null ? null : String(video.seasonId),
    episodeNumber: video.episodeNumber,
  };
}

export const videoSchema = {
  type: 'object',
  required: [
    'id', 'type', 'title', 'description', 'duration', 'thumbnailUrl', 'coverUrl', 'releaseDate', 'tags',
    'seriesId', 'seasonId', 'episodeNumber',
  ],
  properties: {
    id: { type: 'string' },
    type: { type: 'string', enum: ['VOD_VIDEO'] },
    title: { type: 'string' },
    description: { type: 'string' },
    duration: { type: 'integer', description: 'Seconds' },
    thumbnailUrl: { type: 'string' },
    coverUrl: { type: 'string' },
    releaseDate: { type: 'string', format: 'date-time' },
    tags: { type: 'array', items: { type: 'string' } },
    seriesId: nullableString,
    seasonId: nullableString,
    episodeNumber: { type: ['integer', 'null'] },
  },
} as const;

/** The realm's videos with these ids, in the order asked; unknown ids are left out. */
export async function videosByIds(db: Queryable, realmId: number, ids: number[]): Promise<VideoRow[]> {
  if (ids.length === 0) return [];
  const rows = await db.query<VideoRow>(`select ${videoColumns} from video v where v.realm_id = $1 and v.id = any($2::int[])`, [
    realmId,
    ids,
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function videoById(db: Queryable, realmId: number, id: number): Promise<VideoRow | null> {
  return (await videosByIds(db, realmId, [id]))[0] ?? null;
}

export async function videosOfPlaylist(db: Queryable, playlistId: number, page: PageRequest) {
  const videos = await db.query<VideoRow>(
    `select ${videoColumns} from playlist_video pv join video v on v.id = pv.video_id
      where pv.playlist_id = $1 order by pv.position limit $2 offset $3`,
    [playlistId, page.rpp, page.offset],
  );
  return videos;
}

export async function episodesOfSeason(db: Queryable, seasonId: number, page: PageRequest) {
  const [count] = await db.query<{ total: number }>('select count(*)::int as total from video where season_id = $1', [seasonId]);
  const videos = await db.query<VideoRow>(
    `select ${videoColumns} from video v where v.season_id = $1 order by v.episode_number, v.id limit $2 offset $3`,
    [seasonId, page.rpp, page.offset],
  );
  return { videos, totalCount: count?.total ?? 0 };
}
