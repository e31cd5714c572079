import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'found';
import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import { pathTo } from '../system/routePaths.ts';
import type { ContentCard_content$key } from './__generated__/ContentCard_content.graphql.ts';
import { formatDuration, formatStartTime } from './format.ts';
import './ContentCard.css';

const fragment = graphql`
  fragment ContentCard_content on Content {
    __typename
    ... on Video {
      internalId
      title
      thumbnailUrl
      duration
    }
    ... on LiveEvent {
      internalId
      title
      thumbnailUrl
      status
      startsAt
      sport
    }
    ... on Playlist {
      internalId
      title
      thumbnailUrl
      videoCount
    }
    ... on Series {
      internalId
      title
      thumbnailUrl
      seasons {
        id
      }
    }
  }
`;

/** A 16:9 card for any content: video, live event, playlist or series. */
export function ContentCard({ content }: { content: ContentCard_content$key }) {
  const data = useFragment(fragment, content);
  const { i18n } = useLingui();

  switch (data.__typename) {
    case 'Video':
      return (
        <Card to={pathTo('VOD', { id: data.internalId })} title={data.title} image={data.thumbnailUrl} kind="video">
          <span className="rs-card__badge rs-card__badge--duration">{formatDuration(data.duration)}</span>
        </Card>
      );
    case 'LiveEvent':
      return (
        <Card
          to={pathTo('LIVE', { id: data.internalId })}
          title={data.title}
          image={data.thumbnailUrl}
          kind="live"
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
        </Card>
      );
    case 'Playlist':
      return (
        <Card
          to={pathTo('PLAYLIST', { id: data.internalId })}
          title={data.title}
          image={data.thumbnailUrl}
          kind="playlist"
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
          title={data.title}
          image={data.thumbnailUrl}
          kind="series"
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

function Card({
  to,
  title,
  image,
  kind,
  meta,
  children,
}: {
  to: string;
  title: string;
  image: string;
  kind: 'video' | 'live' | 'playlist' | 'series';
  meta?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Link to={to} className={`rs-card rs-card--${kind}`} data-content-kind={kind}>
      <div className="rs-card__media">
        <img className="rs-card__image" src={image} alt="" loading="lazy" decoding="async" />
        {children}
      </div>
      <div className="rs-card__body">
        <h3 className="rs-card__title">{title}</h3>
        {meta ? <p className="rs-card__meta">{meta}</p> : null}
      </div>
    </Link>
  );
}
