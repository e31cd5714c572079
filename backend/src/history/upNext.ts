// What plays after a video: the next video of the playlist it is watched in,
// else the next episode of its series (the next season's first after a
// season's last). Only ids here; the caller reads the video through the
// content functions, so whatever limits what a viewer may see applies.
import type { Queryable } from '../db/database.ts';

export async function nextInPlaylist(db: Queryable, realmId: number, playlistId: number, videoId: number): Promise<number | null> {
  const [row] = await db.query<{ videoId: number }>(
    `select next.video_id as "videoId"
       from playlist p
       join lateral (select min(position) as position from playlist_video where playlist_id = p.id and video_id = $3) here on true
       join playlist_video next on next.playlist_id = p.id and next.position > here.position
      where p.id = $2 and p.realm_id = $1
      order by next.position limit 1`,
    [realmId, playlistId, videoId],
  );
  return row?.videoId ?? null;
}

export async function nextEpisode(db: Queryable, realmId: number, videoId: number): Promise<number | null> {
  const [row] = await db.query<{ videoId: number }>(
    `select next.id as "videoId"
       from video here
       join season here_season on here_season.id = here.season_id
       join video next on next.series_id = here.series_id and next.realm_id = here.realm_id
       join season next_season on next_season.id = next.season_id
      where here.id = $2 and here.realm_id = $1
        and (next_season.season_number, coalesce(next.episode_number, 0), next.id)
          > (here_season.season_number, coalesce(here.episode_number, 0), here.id)
      order by next_season.season_number, next.episode_number, next.id limit 1`,
    [realmId, videoId],
  );
  return row?.videoId ?? null;
}
