import type { Queryable } from '../db/database.ts';
import type { LocalisedText } from '../i18n/language.ts';
import { artworkUrls, text, type ContentContext } from '../content/contentContext.ts';

export interface PlaylistRow extends Record<string, unknown> {
  id: number;
  realmId: number;
  title: LocalisedText;
  description: LocalisedText;
  sport: string | null;
  videosCount: number;
}

/** The columns of a PlaylistRow, on table alias `p`. */
export const playlistColumns = `p.id, p.realm_id as "realmId", p.title, p.description, p.sport,
  (select count(*)::int from playlist_video pv where pv.playlist_id = p.id) as "videosCount"`;

export function playlistJson(playlist: PlaylistRow, context: ContentContext) {
  return {
    id: String(playlist.id),
    type: 'VOD_PLAYLIST' as const,
    title: text(context, playlist.title),
    description: text(context, playlist.description),
    ...artworkUrls('playlist', playlist.id, context),
    videosCount: playlist.videosCount,
  };
}

export const playlistSchema = {
  type: 'object',
  required: ['id', 'type', 'title', 'description', 'thumbnailUrl', 'coverUrl', 'videosCount'],
  properties: {
    id: { type: 'string' },
    type: { type: 'string', enum: ['VOD_PLAYLIST'] },
    title: { type: 'string' },
    description: { type: 'string' },
    thumbnailUrl: { type: 'string' },
    coverUrl: { type: 'string' },
    videosCount: { type: 'integer' },
  },
} as const;

export async function playlistsByIds(db: Queryable, realmId: number, ids: number[]): Promise<PlaylistRow[]> {
  if (ids.length === 0) return [];
  const rows = await db.query<PlaylistRow>(
    `select ${playlistColumns} from playlist p where p.realm_id = $1 and p.id = any($2::int[])`,
    [realmId, ids],
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function playlistById(db: Queryable, realmId: number, id: number): Promise<PlaylistRow | null> {
  return (await playlistsByIds(db, realmId, [id]))[0] ?? null;
}
