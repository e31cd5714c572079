import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'found';
import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import { formatDuration, formatStartTime } from '../../components/format.ts';
import { TerritoryLock } from '../../components/TerritoryLock.tsx';
import { pathTo } from '../../system/routePaths.ts';
import type { NewsEmbed_liveEvent$key } from './__generated__/NewsEmbed_liveEvent.graphql.ts';
import type { NewsEmbed_video$key } from './__generated__/NewsEmbed_video.graphql.ts';

/** A video in an article's body: a large picture with a play button, leading to its page (VOD) to play. */
export function NewsEmbeddedVideo({ video }: { video: NewsEmbed_video$key }) {
  const data = useFragment(
    graphql`
      fragment NewsEmbed_video on Video {
        internalId
        title
        thumbnailUrl
        duration
        isGeoBlocked
      }
    `,
    video,
  );
  return (
    <Embed
      kind="video"
      to={pathTo('VOD', { id: data.internalId })}
      title={data.title}
      image={data.thumbnailUrl}
      locked={data.isGeoBlocked}
      action={<Trans>Watch the video</Trans>}
      badge={<span className="rs-news-embed__badge">{formatDuration(data.duration)}</span>}
    />
  );
}

/** A live event in an article's body: on air, coming up or its replay, leading to its page (LIVE). */
export function NewsEmbeddedLiveEvent({ liveEvent }: { liveEvent: NewsEmbed_liveEvent$key }) {
  const data = useFragment(
    graphql`
      fragment NewsEmbed_liveEvent on LiveEvent {
        internalId
        title
        thumbnailUrl
        status
        startsAt
        isGeoBlocked
      }
    `,
    liveEvent,
  );
  const { i18n } = useLingui();
  const startsAt = formatStartTime(data.startsAt, i18n.locale);
  return (
    <Embed
      kind="live"
      to={pathTo('LIVE', { id: data.internalId })}
      title={data.title}
      image={data.thumbnailUrl}
      locked={data.isGeoBlocked}
      action={
        data.status === 'LIVE' ? (
          <Trans>Watch live</Trans>
        ) : data.status === 'ENDED' ? (
          <Trans>Watch the replay</Trans>
        ) : (
          <Trans>Live on {startsAt}</Trans>
        )
      }
      badge={
        data.status === 'LIVE' ? (
          <span className="rs-badge rs-badge--live rs-news-embed__status">
            <Trans>LIVE</Trans>
          </span>
        ) : data.status === 'UPCOMING' ? (
          <span className="rs-badge rs-badge--upcoming rs-news-embed__status">
            <Trans>Upcoming</Trans>
          </span>
        ) : null
      }
    />
  );
}

function Embed({
  kind,
  to,
  title,
  image,
  locked,
  action,
  badge,
}: {
  kind: 'video' | 'live';
  to: string;
  title: string;
  image: string;
  /** Not available in the viewer's country: shown locked, still opens its page (which says why). */
  locked: boolean;
  /** What following it does: watch the video, watch live… */
  action: ReactNode;
  badge: ReactNode;
}) {
  return (
    <div className={`rs-news-embed rs-news-embed--${kind}`} data-news-embed={kind}>
      <Link to={to} className="rs-news-embed__link">
        <div className="rs-news-embed__media">
          <img className="rs-news-embed__image" src={image} alt="" width={1280} height={720} loading="lazy" decoding="async" />
          <span className="rs-news-embed__play" aria-hidden="true">
            <svg viewBox="0 0 24 24" width="28" height="28" focusable="false">
              <path fill="currentColor" d="M8 5.5v13a1 1 0 0 0 1.5.86l10.5-6.5a1 1 0 0 0 0-1.72L9.5 4.64A1 1 0 0 0 8 5.5Z" />
            </svg>
          </span>
          {badge}
          {locked ? <TerritoryLock onCard /> : null}
        </div>
        <div className="rs-news-embed__caption">
          <span className="rs-news-embed__action">{action}</span>
          <span className="rs-news-embed__title">{title}</span>
        </div>
      </Link>
    </div>
  );
}
