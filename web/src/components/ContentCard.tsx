import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'found';
import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import { pathTo } from '../system/routePaths.ts';
import { usePageBehaviour, videoHref, type VideoLinkOrigin } from '../realm/pageBehaviour.ts';
import { MyListButton } from '../watchlist/MyListButton.tsx';
import { TerritoryLock } from './TerritoryLock.tsx';
import type { ContentCard_content$key } from './__generated__/ContentCard_content.graphql.ts';
import { formatDuration, formatStartTime } from './format.ts';
import './ContentCard.css';

const fragment = graphql`
  fragment ContentCard_content on Content {
    __typename
    ... on Video {
      ...MyListButton_content
      internalId
      title
      thumbnailUrl
      duration
      isGeoBlocked
      licensing
    }
    ... on LiveEvent {
      ...MyListButton_content
      internalId
      title
      thumbnailUrl
      status
      startsAt
      sport
      isGeoBlocked
      licensing
    }
    ... on Playlist {
      ...MyListButton_content
      internalId
      title
      thumbnailUrl
      videoCount
      isGeoBlocked
    }
    ... on Series {
      ...MyListButton_content
      internalId
      title
      thumbnailUrl
      seasons {
        id
      }
      isGeoBlocked
    }
  }
`;

/**
 * A 16:9 card for any content: video, live event, playlist or series.
 * `progress` (0–1, videos) draws how far the viewer has watched (Continue watching).
 */
export function ContentCard({
  content,
  progress,
  playlist,
  origin,
  eagerImage = false,
}: {
  content: ContentCard_content$key;
  progress?: number | null;
  /**
   * On screen at first paint (the first rail's first cards): its image is asked
   * for with the page (the browser finds it in the server's HTML), where a lazy
   * one would wait for the page's layout.
   */
  eagerImage?: boolean;
  /** The playlist a video card is listed in: the video then plays the playlist's next one after it. */
  playlist?: string;
  /** The page the card is on, for the realm's interstitial flags; a playlist's when `playlist` is given, else 'video'. */
  origin?: VideoLinkOrigin;
}) {
  const data = useFragment(fragment, content);
  const { i18n } = useLingui();
  const { interstitials } = usePageBehaviour();

  switch (data.__typename) {
    case 'Video':
      return (
        <Card
          to={videoHref(data.internalId, { playlist, interstitial: interstitials[origin ?? (playlist ? 'playlist' : 'video')] })}
          list={<MyListButton content={data} />}
          title={data.title}
          image={data.thumbnailUrl}
          eagerImage={eagerImage}
          kind="video"
          locked={data.isGeoBlocked}
        >
          <LicensingBadge licensing={data.licensing} />
          <span className="rs-card__badge rs-card__badge--duration">{formatDuration(data.duration)}</span>
          {progress != null ? <WatchedBar fraction={progress} /> : null}
        </Card>
      );
    case 'LiveEvent':
      return (
        <Card
          to={pathTo('LIVE', { id: data.internalId })}
          list={<MyListButton content={data} />}
          title={data.title}
          image={data.thumbnailUrl}
          eagerImage={eagerImage}
          kind="live"
          locked={data.isGeoBlocked}
          meta={
            data.status === 'LIVE' ? (
              data.sport
            ) : data.status === 'ENDED' ? (
              <Trans>Replay</Trans>
            ) : (
              formatStartTime(data.startsAt, i18n.locale)
            )
          }
        >
          {data.status === 'LIVE' ? (
            <span className="rs-card__badge rs-card__badge--live">
              <Trans>LIVE</Trans>
            </span>
          ) : data.status === 'UPCOMING' ? (
            <span className="rs-card__badge rs-card__badge--upcoming">
              <Trans>Upcoming</Trans>
            </span>
          ) : (
            <span className="rs-card__badge">
              <Trans>Ended</Trans>
            </span>
          )}
          <LicensingBadge licensing={data.licensing} below />
        </Card>
      );
    case 'Playlist':
      return (
        <Card
          to={pathTo('PLAYLIST', { id: data.internalId })}
          list={<MyListButton content={data} />}
          title={data.title}
          image={data.thumbnailUrl}
          eagerImage={eagerImage}
          kind="playlist"
          locked={data.isGeoBlocked}
          meta={<Plural value={data.videoCount} one="# video" other="# videos" />}
        >
          <span className="rs-card__badge rs-card__badge--stack">
            <Trans>Playlist</Trans>
          </span>
        </Card>
      );
    case 'Series':
      return (
        <Card
          to={pathTo('SERIES', { id: data.internalId })}
          list={<MyListButton content={data} />}
          title={data.title}
          image={data.thumbnailUrl}
          eagerImage={eagerImage}
          kind="series"
          locked={data.isGeoBlocked}
          meta={<Plural value={data.seasons.length} one="# season" other="# seasons" />}
        >
          <span className="rs-card__badge rs-card__badge--stack">
            <Trans>Series</Trans>
          </span>
        </Card>
      );
    default:
      return null;
  }
}

/**
 * How a premium title is sold, the same for every viewer (the page says
 * whether this viewer holds it): "Premium" for a subscription's, "PPV" for a
 * pay-per-view's. `below` when the card's top-left corner has a status badge.
 */
function LicensingBadge({ licensing, below = false }: { licensing: string; below?: boolean }) {
  if (licensing !== 'SUBSCRIPTION' && licensing !== 'PAY_PER_VIEW') return null;
  return (
    <span className={`rs-card__badge rs-card__badge--licensing${below ? ' rs-card__badge--second' : ''}`} data-licensing={licensing}>
      {licensing === 'PAY_PER_VIEW' ? <Trans>PPV</Trans> : <Trans>Premium</Trans>}
    </span>
  );
}

function WatchedBar({ fraction }: { fraction: number }) {
  const { t } = useLingui();
  const percent = Math.round(Math.min(1, Math.max(0, fraction)) * 100);
  return (
    <span className="rs-card__progress" role="progressbar" aria-label={t`Watched`} aria-valuenow={percent} aria-valuemin={0} aria-valuemax={100}>
      <span className="rs-card__progress-done" style={{ width: `${percent}%` }} />
    </span>
  );
}

/** The card's frame, shared with cards drawn from other shapes (a search hit). */
export function Card({
  to,
  title,
  image,
  eagerImage = false,
  kind,
  locked = false,
  meta,
  list,
  onClick,
  linkProps,
  children,
}: {
  to: string;
  title: string;
  image: string;
  /** Asked for with the page rather than after layout (see ContentCard). */
  eagerImage?: boolean;
  kind: 'video' | 'live' | 'playlist' | 'series';
  /** Not available in the viewer's country (`isGeoBlocked`): shown locked, still opens its page. */
  locked?: boolean;
  meta?: ReactNode;
  /** The My list button: beside the link, over the picture (a button inside a link is invalid HTML). */
  list?: ReactNode;
  /** Also told when the card is opened. */
  onClick?: () => void;
  /** More attributes for the link (data-… markers for keyboard navigation). */
  linkProps?: Record<`data-${string}`, string>;
  children?: ReactNode;
}) {
  return (
    <div className="rs-card-frame">
      <Link
        to={to}
        className={`rs-card rs-card--${kind}${locked ? ' rs-card--locked' : ''}`}
        data-content-kind={kind}
        onClick={onClick}
        {...linkProps}
      >
        <div className="rs-card__media">
          <img className="rs-card__image" src={image} alt="" loading={eagerImage ? 'eager' : 'lazy'} decoding="async" />
          {children}
          {locked ? <TerritoryLock onCard /> : null}
        </div>
        <div className="rs-card__body">
          <h3 className="rs-card__title">{title}</h3>
          {meta ? <p className="rs-card__meta">{meta}</p> : null}
        </div>
      </Link>
      {list ? <div className="rs-card__list">{list}</div> : null}
    </div>
  );
}
