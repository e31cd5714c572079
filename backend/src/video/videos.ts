import type { Queryable } from '../db/database.ts';
import { licensingColumn, licensingSchema, type Licensing } from '../licence/licences.ts';
import type { PageRequest } from '../http/paging.ts';
import type { LocalisedText } from '../i18n/language.ts';
import { artworkUrls, nullableString, text, type ContentContext, previewImageSchema } from '../content/contentContext.ts';
import { sponsorJson, sponsorSchema, videoSponsorColumn, type SponsorJson } from '../sponsor/sponsors.ts';
import {
  ageRatingSchema,
  geoBlockedSchema,
  ratedColumns,
  ratingJson,
  visibilityParams,
  visibleSql,
  type RatedRow,
} from '../content/visibility.ts';

export interface VideoRow extends RatedRow, Record<string, unknown> {
  id: number;
  realmId: number;
  title: LocalisedText;
  description: LocalisedText;
  duration: number;
  releaseDate: Date;
  tags: string[];
  /** Per tag, the realm's `tag.<tag>` label texts, or null where the realm has none (the tag shows as stored). */
  tagTexts: (LocalisedText | null)[];
  sport: string | null;
  seriesId: number | null;
  seasonId: number | null;
  episodeNumber: number | null;
  sponsor: SponsorJson | null;
  licensing: Licensing;
}

/**
 * Tags are stored in the realm's default language, as the catalogue's editors
 * write them; the realm's labels (`tag.Full fight`…) translate them, read with
 * the row in the same statement.
 */
const tagTextsColumn = `(select coalesce(jsonb_agg(l.texts order by t.ord), '[]'::jsonb)
    from unnest(v.tags) with ordinality t(tag, ord)
    left join label l on l.realm_id = v.realm_id and l.key = 'tag.' || t.tag) as "tagTexts"`;

/** The columns of a VideoRow, on table alias `v` (sections read them with their other cards). */
export const videoColumns = `v.id, v.realm_id as "realmId", v.title, v.description, v.duration,
  v.release_date as "releaseDate", v.tags, ${tagTextsColumn}, v.sport, v.series_id as "seriesId",
  v.season_id as "seasonId", v.episode_number as "episodeNumber", ${ratedColumns('v')}, ${videoSponsorColumn},
  ${licensingColumn('v', 'VIDEO')}`;

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
    tags: video.tags.map((tag, i) => {
      const texts = video.tagTexts[i];
      return texts ? text(context, texts) : tag;
    }),
    seriesId: video.seriesId === null ? null : String(video.seriesId),
    seasonId: video.seasonId === null ? null : String(video.seasonId),
    episodeNumber: video.episodeNumber,
    sponsor: sponsorJson(video.sponsor),
    ...ratingJson(video, context.viewer),
    licensing: video.licensing,
  };
}

export const videoSchema = {
  type: 'object',
  required: [
    'id', 'type', 'title', 'description', 'duration', 'thumbnailUrl', 'coverUrl', 'previewImage', 'releaseDate', 'tags',
    'seriesId', 'seasonId', 'episodeNumber', 'sponsor', 'ageRating', 'geoBlocked', 'licensing',
  ],
  properties: {
    id: { type: 'string' },
    type: { type: 'string', enum: ['VOD_VIDEO'] },
    title: { type: 'string' },
    description: { type: 'string' },
    duration: { type: 'integer', description: 'Seconds' },
    thumbnailUrl: { type: 'string' },
    coverUrl: { type: 'string' },
    previewImage: previewImageSchema,
    releaseDate: { type: 'string', format: 'date-time' },
    tags: { type: 'array', items: { type: 'string' }, description: "In the request's language where the realm has a label for the tag" },
    seriesId: nullableString,
    seasonId: nullableString,
    episodeNumber: { type: ['integer', 'null'] },
    sponsor: sponsorSchema,
    ageRating: ageRatingSchema,
    geoBlocked: geoBlockedSchema,
    licensing: licensingSchema,
  },
} as const;

/** The realm's videos with these ids that the viewer may see, in the order asked; others are left out. */
export async function videosByIds(db: Queryable, context: ContentContext, ids: number[]): Promise<VideoRow[]> {
  if (ids.length === 0) return [];
  const rows = await db.query<VideoRow>(
    `select ${videoColumns} from video v where v.realm_id = $1 and v.id = any($2::int[]) and ${visibleSql('v', 3)}`,
    [context.realm.id, ids, ...visibilityParams(context.viewer)],
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** A video the viewer may see (a title above their rating does not exist for them). */
export async function videoById(db: Queryable, context: ContentContext, id: number): Promise<VideoRow | null> {
  return (await videosByIds(db, context, [id]))[0] ?? null;
}

/** A page of a playlist's videos that the viewer may see (the playlist's `videosCount` counts those). */
export async function videosOfPlaylist(db: Queryable, context: ContentContext, playlistId: number, page: PageRequest) {
  const videos = await db.query<VideoRow>(
    `select ${videoColumns} from playlist_video pv join video v on v.id = pv.video_id
      where pv.playlist_id = $1 and ${visibleSql('v', 4)} order by pv.position limit $2 offset $3`,
    [playlistId, page.rpp, page.offset, ...visibilityParams(context.viewer)],
  );
  return videos;
}

/** A page of a season's episodes that the viewer may see, and how many those are. */
export async function episodesOfSeason(db: Queryable, context: ContentContext, seasonId: number, page: PageRequest) {
  const visible = visibleSql('v', 2);
  const params = visibilityParams(context.viewer);
  const [count] = await db.query<{ total: number }>(
    `select count(*)::int as total from video v where v.season_id = $1 and ${visible}`,
    [seasonId, ...params],
  );
  const videos = await db.query<VideoRow>(
    `select ${videoColumns} from video v where v.season_id = $1 and ${visible}
      order by v.episode_number, v.id limit $5 offset $6`,
    [seasonId, ...params, page.rpp, page.offset],
  );
  return { videos, totalCount: count?.total ?? 0 };
}
