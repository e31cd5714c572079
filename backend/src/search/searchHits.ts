// A search hit (spec §3 "Search hit"): the card a search or the popular
// buckets show, read from the search index (`search_document` on alias `d`)
// rather than from the content tables, so one statement answers a whole page.
import { artworkUrls, type ArtworkKind, type ContentContext } from '../content/contentContext.ts';
import { ageRatingSchema, geoBlockedSchema, ratingJson, visibleSql, type RatedRow } from '../content/visibility.ts';
import type { SearchContentType } from './searchIndex.ts';

export const SEARCH_CONTENT_TYPES: SearchContentType[] = ['LIVE_EVENT', 'VOD_VIDEO', 'VOD_PLAYLIST', 'VOD_SERIES'];

export interface SearchHitRow extends RatedRow, Record<string, unknown> {
  contentType: SearchContentType;
  contentId: number;
  title: string;
  description: string;
  duration: number | null;
  startDate: Date | null;
  endDate: Date | null;
  videosCount: number | null;
  seasonsCount: number | null;
}

/**
 * The columns of a SearchHitRow on `d`. A playlist's and a series' counts are
 * the videos the viewer (visibility bound from `$first`) may see, as their own
 * pages count them (a series season by season, each through the episodes'
 * index); they are read for the rows of one page only.
 */
export function searchHitColumns(first: number): string {
  return `d.content_type as "contentType", d.content_id as "contentId", d.title, d.description, d.duration,
    d.start_date as "startDate", d.end_date as "endDate", d.age_rating as "ageRating",
    d.geo_available_countries as "geoAvailableCountries", d.geo_blocked_countries as "geoBlockedCountries",
    case d.content_type
      when 'VOD_PLAYLIST' then (select count(*)::int from playlist_video pv join video v on v.id = pv.video_id
                                 where pv.playlist_id = d.content_id and ${visibleSql('v', first)})
      when 'VOD_SERIES' then (select coalesce(sum((select count(*) from video v where v.season_id = s.id and ${visibleSql('v', first)})), 0)::int
                                from season s where s.series_id = d.content_id)
    end as "videosCount",
    case when d.content_type = 'VOD_SERIES' then (select count(*)::int from season s where s.series_id = d.content_id) end
      as "seasonsCount"`;
}

const artworkKinds: Record<SearchContentType, ArtworkKind> = {
  LIVE_EVENT: 'event',
  VOD_VIDEO: 'video',
  VOD_PLAYLIST: 'playlist',
  VOD_SERIES: 'series',
};

export function searchHitJson(row: SearchHitRow, context: ContentContext) {
  const { thumbnailUrl, coverUrl } = artworkUrls(artworkKinds[row.contentType], row.contentId, context);
  const isEvent = row.contentType === 'LIVE_EVENT';
  return {
    id: String(row.contentId),
    type: row.contentType,
    title: row.title,
    description: row.description,
    coverUrl,
    // The artwork is SVG, sharp at any size: the small cover is the 16:9 thumbnail.
    smallCoverUrl: thumbnailUrl,
    thumbnailUrl,
    duration: row.duration,
    startDate: isEvent && row.startDate ? new Date(row.startDate).toISOString() : null,
    endDate: isEvent && row.endDate ? new Date(row.endDate).toISOString() : null,
    live: isEvent && row.startDate && row.endDate ? new Date(row.startDate) <= context.now && context.now < new Date(row.endDate) : null,
    videosCount: row.videosCount,
    seasonsCount: row.seasonsCount,
    ...ratingJson(row, context.viewer),
  };
}

const nullableInteger = { type: ['integer', 'null'] } as const;
const nullableDate = { type: ['string', 'null'], format: 'date-time' } as const;

export const searchHitSchema = {
  type: 'object',
  description:
    'A title found by search or listed as popular (spec §3 "Search hit"), in the request’s language. Fields that do not ' +
    'apply to the type are null',
  required: [
    'id', 'type', 'title', 'description', 'coverUrl', 'smallCoverUrl', 'thumbnailUrl', 'duration', 'startDate', 'endDate',
    'live', 'videosCount', 'seasonsCount', 'ageRating', 'geoBlocked',
  ],
  properties: {
    id: { type: 'string', description: 'The id of the title within its type (a video id for VOD_VIDEO, …)' },
    type: { type: 'string', enum: SEARCH_CONTENT_TYPES },
    title: { type: 'string' },
    description: { type: 'string' },
    coverUrl: { type: 'string', description: 'Wide cover artwork' },
    smallCoverUrl: { type: 'string', description: 'Cover artwork for small cards (the 16:9 thumbnail)' },
    thumbnailUrl: { type: 'string', description: '16:9 thumbnail' },
    duration: { ...nullableInteger, description: 'VOD_VIDEO: seconds' },
    startDate: { ...nullableDate, description: 'LIVE_EVENT: when it starts' },
    endDate: { ...nullableDate, description: 'LIVE_EVENT: when it ends' },
    live: { type: ['boolean', 'null'], description: 'LIVE_EVENT: on air at the time of the request' },
    videosCount: { ...nullableInteger, description: 'VOD_PLAYLIST and VOD_SERIES: the videos the viewer may see' },
    seasonsCount: { ...nullableInteger, description: 'VOD_SERIES: its seasons' },
    ageRating: ageRatingSchema,
    geoBlocked: geoBlockedSchema,
  },
} as const;

export const searchContentTypeSchema = {
  type: 'string',
  enum: SEARCH_CONTENT_TYPES,
  description: 'Only titles of this type',
} as const;
