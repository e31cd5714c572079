import type { Queryable } from '../db/database.ts';
import type { LocalisedText } from '../i18n/language.ts';
import { artworkUrls, text, type ContentContext, previewImageSchema } from '../content/contentContext.ts';
import {
  ageRatingSchema,
  geoBlockedSchema,
  ratedColumns,
  ratingJson,
  visibilityParams,
  visibleSql,
  type RatedRow,
} from '../content/visibility.ts';

export interface PlaylistRow extends RatedRow, Record<string, unknown> {
  id: number;
  realmId: number;
  title: LocalisedText;
  description: LocalisedText;
  sport: string | null;
  videosCount: number;
}

/**
 * The columns of a PlaylistRow, on table alias `p`: `videosCount` counts the
 * videos the viewer whose `visibilityParams` are bound from `$first` may see.
 */
export function playlistColumns(first: number): string {
  return `p.id, p.realm_id as "realmId", p.title, p.description, p.sport, ${ratedColumns('p')},
  (select count(*)::int from playlist_video pv join video v on v.id = pv.video_id
    where pv.playlist_id = p.id and ${visibleSql('v', first)}) as "videosCount"`;
}

export function playlistJson(playlist: PlaylistRow, context: ContentContext) {
  return {
    id: String(playlist.id),
    type: 'VOD_PLAYLIST' as const,
    title: text(context, playlist.title),
    description: text(context, playlist.description),
    ...artworkUrls('playlist', playlist.id, context),
    videosCount: playlist.videosCount,
    ...ratingJson(playlist, context.viewer),
  };
}

export const playlistSchema = {
  type: 'object',
  required: ['id', 'type', 'title', 'description', 'thumbnailUrl', 'coverUrl', 'previewImage', 'videosCount', 'ageRating', 'geoBlocked'],
  properties: {
    id: { type: 'string' },
    type: { type: 'string', enum: ['VOD_PLAYLIST'] },
    title: { type: 'string' },
    description: { type: 'string' },
    thumbnailUrl: { type: 'string' },
    coverUrl: { type: 'string' },
    previewImage: previewImageSchema,
    videosCount: { type: 'integer', description: 'The videos the viewer may see' },
    ageRating: ageRatingSchema,
    geoBlocked: geoBlockedSchema,
  },
} as const;

/** The realm's playlists with these ids that the viewer may see, in the order asked. */
export async function playlistsByIds(db: Queryable, context: ContentContext, ids: number[]): Promise<PlaylistRow[]> {
  if (ids.length === 0) return [];
  const rows = await db.query<PlaylistRow>(
    `select ${playlistColumns(3)} from playlist p where p.realm_id = $1 and p.id = any($2::int[]) and ${visibleSql('p', 3)}`,
    [context.realm.id, ids, ...visibilityParams(context.viewer)],
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function playlistById(db: Queryable, context: ContentContext, id: number): Promise<PlaylistRow | null> {
  return (await playlistsByIds(db, context, [id]))[0] ?? null;
}
