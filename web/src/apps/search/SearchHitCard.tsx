import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { graphql, useFragment } from 'react-relay';
import { Card } from '../../components/ContentCard.tsx';
import { formatDuration, formatStartTime } from '../../components/format.ts';
import { pathTo } from '../../system/routePaths.ts';
import type { SearchHitCard_hit$data, SearchHitCard_hit$key } from './__generated__/SearchHitCard_hit.graphql.ts';

const fragment = graphql`
  fragment SearchHitCard_hit on SearchHit {
    internalId
    type
    title
    thumbnailUrl
    duration
    startsAt
    isLive
    videoCount
    seasonCount
    isGeoBlocked
  }
`;

/** The page a hit opens (spec §3 types: VOD, LIVE, PLAYLIST, SERIES). */
export function searchHitPath(hit: Pick<SearchHitCard_hit$data, 'type' | 'internalId'>): string {
  const id = hit.internalId;
  switch (hit.type) {
    case 'LIVE_EVENT':
      return pathTo('LIVE', { id });
    case 'VOD_PLAYLIST':
      return pathTo('PLAYLIST', { id });
    case 'VOD_SERIES':
      return pathTo('SERIES', { id });
    default:
      return pathTo('VOD', { id });
  }
}

const kinds = { LIVE_EVENT: 'live', VOD_VIDEO: 'video', VOD_PLAYLIST: 'playlist', VOD_SERIES: 'series' } as const;

/**
 * A search hit as a card, like the rails' (ContentCard), drawn from the hit
 * itself: a results page reads no title twice. `onOpen` tells the search the
 * viewer chose this hit (it is then kept among their recent searches).
 */
export function SearchHitCard({ hit, onOpen }: { hit: SearchHitCard_hit$key; onOpen?: () => void }) {
  const data = useFragment(fragment, hit);
  const { i18n } = useLingui();
  const kind = kinds[data.type as keyof typeof kinds] ?? 'video';
  return (
    <Card to={searchHitPath(data)} title={data.title} image={data.thumbnailUrl} kind={kind} locked={data.isGeoBlocked} meta={<HitMeta hit={data} locale={i18n.locale} />} onClick={onOpen} linkProps={{ 'data-search-result': '' }}>
      {data.isLive ? (
        <span className="rs-card__badge rs-card__badge--live">
          <Trans>LIVE</Trans>
        </span>
      ) : data.type === 'VOD_VIDEO' && data.duration != null ? (
        <span className="rs-card__badge rs-card__badge--duration">{formatDuration(data.duration)}</span>
      ) : null}
    </Card>
  );
}

function HitMeta({ hit, locale }: { hit: SearchHitCard_hit$data; locale: string }) {
  switch (hit.type) {
    case 'LIVE_EVENT':
      if (hit.isLive) return <Trans>On air now</Trans>;
      return hit.startsAt ? <>{formatStartTime(hit.startsAt, locale)}</> : null;
    case 'VOD_PLAYLIST':
      return hit.videoCount != null ? <Plural value={hit.videoCount} one="# video" other="# videos" /> : null;
    case 'VOD_SERIES':
      return hit.seasonCount != null ? <Plural value={hit.seasonCount} one="# season" other="# seasons" /> : null;
    default:
      return null;
  }
}
