// Where a viewer left each video, and the rules that make a position
// "started", "finished" or worth resuming. Rows are keyed by the viewer: a
// profile of an account, or a guest user (no profile).
import type { Queryable } from '../db/database.ts';
import type { PageRequest } from '../http/paging.ts';
import type { AccessClaims } from '../session/accessToken.ts';
import { visibilityParams, visibleSql, type ContentViewer } from '../content/visibility.ts';

/** Whose positions: the token's user and profile (`pro`; none for guests). */
export interface WatchingViewer {
  userId: number;
  profileId: number | null;
}

export function watchingViewer(claims: AccessClaims): WatchingViewer {
  return { userId: claims.userId, profileId: claims.profile?.id ?? null };
}

export interface WatchPositionRow extends Record<string, unknown> {
  videoId: number;
  position: number;
  duration: number;
  updatedAt: Date;
}

/**
 * A video counts as started once a minute in, or 5 % in for videos shorter
 * than 20 minutes (a 24-second clip is "started" after about a second).
 */
export function startedFrom(duration: number): number {
  return Math.min(60, duration * 0.05);
}

/** At 95 % the credits are rolling: the video is watched, and opens from the start again. */
export function finishedFrom(duration: number): number {
  return duration * 0.95;
}

export function isFinished(row: Pick<WatchPositionRow, 'position' | 'duration'>): boolean {
  return row.position >= finishedFrom(row.duration);
}

/** Where the player should start: the saved position, unless the video was finished or barely begun. */
export function resumePosition(row: Pick<WatchPositionRow, 'position' | 'duration'>): number | null {
  if (isFinished(row) || row.position < startedFrom(row.duration)) return null;
  return row.position;
}

const viewerMatch = 'user_id = $1 and coalesce(profile_id, 0) = coalesce($2::int, 0)';
const columns = `video_id as "videoId", position, duration, updated_at as "updatedAt"`;

export async function saveWatchPosition(
  db: Queryable,
  viewer: WatchingViewer,
  entry: { videoId: number; position: number; duration: number; at: Date },
): Promise<WatchPositionRow> {
  const [row] = await db.query<WatchPositionRow>(
    `insert into watch_position (user_id, profile_id, video_id, position, duration, updated_at)
     values ($1, $2, $3, $4, $5, $6)
     on conflict (user_id, coalesce(profile_id, 0), video_id)
       do update set position = excluded.position, duration = excluded.duration, updated_at = excluded.updated_at
     returning ${columns}`,
    [viewer.userId, viewer.profileId, entry.videoId, entry.position, entry.duration, entry.at],
  );
  return row!;
}

/** The viewer's positions in these videos (videos never played are left out). */
export async function watchPositionsOf(db: Queryable, viewer: WatchingViewer, videoIds: number[]): Promise<WatchPositionRow[]> {
  if (videoIds.length === 0) return [];
  return db.query<WatchPositionRow>(`select ${columns} from watch_position where ${viewerMatch} and video_id = any($3::int[])`, [
    viewer.userId,
    viewer.profileId,
    videoIds,
  ]);
}

export type HistoryFilter = 'ALL' | 'CONTINUE_WATCHING';

/**
 * A page of the viewer's positions, most recently watched first, with the
 * total. CONTINUE_WATCHING keeps only videos started and not finished;
 * finished ones stay in ALL (the history page). Videos the viewer may not see
 * (`visibility`, as every content read) are left out of the page and the count.
 */
export async function watchHistoryPage(
  db: Queryable,
  viewer: WatchingViewer,
  filter: HistoryFilter,
  page: PageRequest,
  visibility: ContentViewer,
): Promise<{ rows: WatchPositionRow[]; totalCount: number }> {
  // The thresholds of startedFrom and finishedFrom, in SQL.
  const unfinished = filter === 'CONTINUE_WATCHING' ? 'and w.position >= least(60, w.duration * 0.05) and w.position < w.duration * 0.95' : '';
  const from = `from watch_position w join video v on v.id = w.video_id
    where w.user_id = $1 and coalesce(w.profile_id, 0) = coalesce($2::int, 0) ${unfinished} and ${visibleSql('v', 3)}`;
  const params = [viewer.userId, viewer.profileId, ...visibilityParams(visibility)];
  const rows = await db.query<WatchPositionRow & { totalCount: number }>(
    `select w.video_id as "videoId", w.position, w.duration, w.updated_at as "updatedAt", count(*) over ()::int as "totalCount"
       ${from} order by w.updated_at desc, w.video_id desc limit $6 offset $7`,
    [...params, page.rpp, page.offset],
  );
  if (rows.length === 0 && page.offset > 0) {
    const [count] = await db.query<{ total: number }>(`select count(*)::int as total ${from}`, params);
    return { rows: [], totalCount: count?.total ?? 0 };
  }
  return { rows: rows.map(({ totalCount: _total, ...row }) => row), totalCount: rows[0]?.totalCount ?? 0 };
}
