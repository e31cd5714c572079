// What search shows before anything is typed (spec §7 GET /popular, §9
// "popular content rpp 6, bpp 10"): the realm's popular titles in buckets —
// events on air and coming up, then the most watched videos, series, playlists
// and event replays — as search hits.
//
// "Popular" is what the realm's viewers watched over the last 30 days: for a
// video, the viewers (profiles, or guests) whose watch position moved in that
// time (watch_position, 013); for a series or playlist, the sum over its
// videos; for an event, the accounts that opened its stream (playback_session,
// 017). Titles nobody watched follow, newest first, so a new realm or a quiet
// month still has a full empty state. Events coming up are listed soonest first.
import type { Queryable } from '../db/database.ts';
import type { ContentContext } from '../content/contentContext.ts';
import { visibilityParams, visibleSql } from '../content/visibility.ts';
import { localise, type LocalisedText } from '../i18n/language.ts';
import { searchHitColumns, searchHitJson, type SearchHitRow } from './searchHits.ts';
import type { SearchContentType } from './searchIndex.ts';

/** Spec §9: popular content rpp 6, bpp 10. */
export const DEFAULT_POPULAR_RPP = 6;
export const DEFAULT_POPULAR_BPP = 10;
export const POPULAR_WINDOW_DAYS = 30;

export type PopularBucketName = 'LIVE_NOW' | 'COMING_UP' | 'VOD_VIDEO' | 'VOD_SERIES' | 'VOD_PLAYLIST' | 'REPLAYS';

/** The buckets in the order they are shown, each with its kind of title and its heading. */
const buckets: { name: PopularBucketName; type: SearchContentType; title: LocalisedText }[] = [
  { name: 'LIVE_NOW', type: 'LIVE_EVENT', title: { en: 'Live now', pt: 'Ao vivo agora', es: 'En vivo ahora' } },
  { name: 'COMING_UP', type: 'LIVE_EVENT', title: { en: 'Coming up', pt: 'Em breve', es: 'Próximamente' } },
  { name: 'VOD_VIDEO', type: 'VOD_VIDEO', title: { en: 'Popular videos', pt: 'Vídeos populares', es: 'Videos populares' } },
  { name: 'VOD_SERIES', type: 'VOD_SERIES', title: { en: 'Popular series', pt: 'Séries populares', es: 'Series populares' } },
  { name: 'VOD_PLAYLIST', type: 'VOD_PLAYLIST', title: { en: 'Popular playlists', pt: 'Playlists populares', es: 'Listas populares' } },
  { name: 'REPLAYS', type: 'LIVE_EVENT', title: { en: 'Popular replays', pt: 'Replays populares', es: 'Repeticiones populares' } },
];

export const POPULAR_BUCKET_NAMES = buckets.map((bucket) => bucket.name);

interface PopularRow extends SearchHitRow {
  bucket: PopularBucketName;
}

/**
 * Up to `bpp` non-empty buckets of up to `rpp` titles the viewer may see, in
 * ONE statement. However large the catalogue, only a few titles are ranked:
 * those watched in the window, and for each bucket the first `rpp` in its
 * fallback order, read from the index in that order.
 */
export async function popularContent(db: Queryable, context: ContentContext, request: { rpp: number; bpp: number }) {
  // $1 realm, $2 language, $3 now, $4 rpp, $5 window start, $6–$8 the viewer.
  const since = new Date(context.now.getTime() - POPULAR_WINDOW_DAYS * 86_400_000);
  const visible = visibleSql('d', 6);
  const ofRealm = `d.realm_id = $1 and d.language = $2`;
  const rows = await db.query<PopularRow>(
    `with video_viewers as (
       select wp.video_id as id, count(distinct (wp.user_id, coalesce(wp.profile_id, 0)))::int as viewers
         from watch_position wp join video v on v.id = wp.video_id
        where v.realm_id = $1 and wp.updated_at > $5
        group by wp.video_id
     ),
     viewers as (
       select 'VOD_VIDEO' as content_type, id, viewers from video_viewers
       union all
       select 'VOD_PLAYLIST', pv.playlist_id, sum(w.viewers)::int
         from playlist_video pv join video_viewers w on w.id = pv.video_id group by pv.playlist_id
       union all
       select 'VOD_SERIES', s.series_id, sum(w.viewers)::int
         from video v join season s on s.id = v.season_id join video_viewers w on w.id = v.id group by s.series_id
       union all
       select 'LIVE_EVENT', ps.content_id, count(distinct ps.user_id)::int
         from playback_session ps
        where ps.realm_id = $1 and ps.content_type = 'LIVE_EVENT' and ps.started_at > $5
        group by ps.content_id
     ),
     candidates as (
       select w.content_type, w.id as content_id from viewers w
       union
       select kind, n.content_id from unnest(array['VOD_VIDEO', 'VOD_SERIES', 'VOD_PLAYLIST']) kind
         cross join lateral (select d.content_id from search_document d
                              where ${ofRealm} and d.content_type = kind and ${visible}
                              order by d.release_date desc nulls last limit $4) n
       union
       select 'LIVE_EVENT', d.content_id from search_document d
        where ${ofRealm} and d.content_type = 'LIVE_EVENT' and d.start_date <= $3 and d.end_date > $3
       union
       (select 'LIVE_EVENT', d.content_id from search_document d
         where ${ofRealm} and d.content_type = 'LIVE_EVENT' and d.start_date > $3 and ${visible}
         order by d.start_date limit $4)
       union
       (select 'LIVE_EVENT', d.content_id from search_document d
         where ${ofRealm} and d.content_type = 'LIVE_EVENT' and d.end_date <= $3 and ${visible}
         order by d.start_date desc limit $4)
     ),
     ranked as (
       select d.content_type, d.content_id, b.bucket, row_number() over (partition by b.bucket order by
                case when b.bucket = 'COMING_UP' then d.start_date end,
                coalesce(w.viewers, 0) desc, coalesce(d.release_date, d.start_date) desc, d.content_id) as position
         from candidates c
         join search_document d on ${ofRealm} and d.content_type = c.content_type and d.content_id = c.content_id
         left join viewers w on w.content_type = c.content_type and w.id = c.content_id
         cross join lateral (select case when d.content_type <> 'LIVE_EVENT' then d.content_type
                                         when d.start_date <= $3 and d.end_date > $3 then 'LIVE_NOW'
                                         when d.start_date > $3 then 'COMING_UP'
                                         else 'REPLAYS' end as bucket) b
        where ${visible}
     )
     select r.bucket, ${searchHitColumns(6)}
       from ranked r
       join search_document d on ${ofRealm} and d.content_type = r.content_type and d.content_id = r.content_id
      where r.position <= $4
      order by r.bucket, r.position`,
    [context.realm.id, context.language, context.now, request.rpp, since, ...visibilityParams(context.viewer)],
  );
  const language = context.language;
  return {
    buckets: buckets
      .map((bucket) => ({ bucket, rows: rows.filter((row) => row.bucket === bucket.name) }))
      .filter(({ rows: bucketRows }) => bucketRows.length > 0)
      .slice(0, request.bpp)
      .map(({ bucket, rows: bucketRows }) => ({
        name: bucket.name,
        title: localise(bucket.title, language, context.realm.defaultLanguage),
        type: bucket.type,
        hits: bucketRows.map((row) => searchHitJson(row, context)),
      })),
  };
}
