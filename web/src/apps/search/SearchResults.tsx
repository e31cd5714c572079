import { Plural, Trans } from '@lingui/react/macro';
import { graphql, useFragment, usePaginationFragment } from 'react-relay';
import type { SearchLiveEventHits_query$key } from './__generated__/SearchLiveEventHits_query.graphql.ts';
import type { SearchPlaylistHits_query$key } from './__generated__/SearchPlaylistHits_query.graphql.ts';
import type { SearchResults_query$key } from './__generated__/SearchResults_query.graphql.ts';
import type { SearchSeriesHits_query$key } from './__generated__/SearchSeriesHits_query.graphql.ts';
import type { SearchVideoHits_query$key } from './__generated__/SearchVideoHits_query.graphql.ts';
import { SEARCH_GROUP_PAGE, SearchHitGroup } from './SearchHitGroup.tsx';

// One fragment per type: each group pages on its own ('load more'), and Relay
// keeps one connection per fragment. Live events come first (soonest first,
// spec §3), then videos, series and playlists, each best match first.
const liveEventsFragment = graphql`
  fragment SearchLiveEventHits_query on Query
  @refetchable(queryName: "SearchLiveEventHitsPaginationQuery")
  @argumentDefinitions(query: { type: "String!" }, count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
    liveEventHits: search(query: $query, type: LIVE_EVENT, first: $count, after: $cursor) @connection(key: "SearchLiveEventHits_liveEventHits") {
      totalCount
      edges {
        cursor
        node {
          ...SearchHitCard_hit
        }
      }
    }
  }
`;

const videosFragment = graphql`
  fragment SearchVideoHits_query on Query
  @refetchable(queryName: "SearchVideoHitsPaginationQuery")
  @argumentDefinitions(query: { type: "String!" }, count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
    videoHits: search(query: $query, type: VOD_VIDEO, first: $count, after: $cursor) @connection(key: "SearchVideoHits_videoHits") {
      totalCount
      edges {
        cursor
        node {
          ...SearchHitCard_hit
        }
      }
    }
  }
`;

const seriesFragment = graphql`
  fragment SearchSeriesHits_query on Query
  @refetchable(queryName: "SearchSeriesHitsPaginationQuery")
  @argumentDefinitions(query: { type: "String!" }, count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
    seriesHits: search(query: $query, type: VOD_SERIES, first: $count, after: $cursor) @connection(key: "SearchSeriesHits_seriesHits") {
      totalCount
      edges {
        cursor
        node {
          ...SearchHitCard_hit
        }
      }
    }
  }
`;

const playlistsFragment = graphql`
  fragment SearchPlaylistHits_query on Query
  @refetchable(queryName: "SearchPlaylistHitsPaginationQuery")
  @argumentDefinitions(query: { type: "String!" }, count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
    playlistHits: search(query: $query, type: VOD_PLAYLIST, first: $count, after: $cursor) @connection(key: "SearchPlaylistHits_playlistHits") {
      totalCount
      edges {
        cursor
        node {
          ...SearchHitCard_hit
        }
      }
    }
  }
`;

const resultsFragment = graphql`
  fragment SearchResults_query on Query @argumentDefinitions(query: { type: "String!" }) {
    searchFacets(query: $query) {
      total
    }
    ...SearchLiveEventHits_query @arguments(query: $query)
    ...SearchVideoHits_query @arguments(query: $query)
    ...SearchSeriesHits_query @arguments(query: $query)
    ...SearchPlaylistHits_query @arguments(query: $query)
  }
`;

type GroupProps = { onOpenHit: () => void };

function LiveEventHits({ query, onOpenHit }: GroupProps & { query: SearchLiveEventHits_query$key }) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment(liveEventsFragment, query);
  const { totalCount, edges } = data.liveEventHits;
  return (
    <SearchHitGroup id="rs-search-live" heading={<Trans>Live events</Trans>} totalCount={totalCount} edges={edges} hasNext={hasNext} isLoadingNext={isLoadingNext} onLoadMore={() => loadNext(SEARCH_GROUP_PAGE)} onOpenHit={onOpenHit} />
  );
}

function VideoHits({ query, onOpenHit }: GroupProps & { query: SearchVideoHits_query$key }) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment(videosFragment, query);
  const { totalCount, edges } = data.videoHits;
  return (
    <SearchHitGroup id="rs-search-videos" heading={<Trans>Videos</Trans>} totalCount={totalCount} edges={edges} hasNext={hasNext} isLoadingNext={isLoadingNext} onLoadMore={() => loadNext(SEARCH_GROUP_PAGE)} onOpenHit={onOpenHit} />
  );
}

function SeriesHits({ query, onOpenHit }: GroupProps & { query: SearchSeriesHits_query$key }) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment(seriesFragment, query);
  const { totalCount, edges } = data.seriesHits;
  return (
    <SearchHitGroup id="rs-search-series" heading={<Trans>Series</Trans>} totalCount={totalCount} edges={edges} hasNext={hasNext} isLoadingNext={isLoadingNext} onLoadMore={() => loadNext(SEARCH_GROUP_PAGE)} onOpenHit={onOpenHit} />
  );
}

function PlaylistHits({ query, onOpenHit }: GroupProps & { query: SearchPlaylistHits_query$key }) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment(playlistsFragment, query);
  const { totalCount, edges } = data.playlistHits;
  return (
    <SearchHitGroup id="rs-search-playlists" heading={<Trans>Playlists</Trans>} totalCount={totalCount} edges={edges} hasNext={hasNext} isLoadingNext={isLoadingNext} onLoadMore={() => loadNext(SEARCH_GROUP_PAGE)} onOpenHit={onOpenHit} />
  );
}

/**
 * What a query found, grouped by type, each group with its own 'load more';
 * how many in all is announced (a screen reader hears the results change as
 * the viewer types), and when nothing matches the page says how to search
 * differently.
 */
export function SearchResults({ query, text, onOpenHit }: { query: SearchResults_query$key; text: string; onOpenHit: () => void }) {
  const data = useFragment(resultsFragment, query);
  const total = data.searchFacets.total;
  return (
    <div className="rs-search__results">
      <p className="rs-search__summary" role="status">
        {total === 0 ? (
          <Trans>No results for “{text}”</Trans>
        ) : (
          <Plural value={total} one={`# result for “${text}”`} other={`# results for “${text}”`} />
        )}
      </p>
      {total === 0 ? (
        <p className="rs-search__hint">
          <Trans>Check the spelling, or search for a fighter, an event or a sport.</Trans>
        </p>
      ) : null}
      <LiveEventHits query={data} onOpenHit={onOpenHit} />
      <VideoHits query={data} onOpenHit={onOpenHit} />
      <SeriesHits query={data} onOpenHit={onOpenHit} />
      <PlaylistHits query={data} onOpenHit={onOpenHit} />
    </div>
  );
}
