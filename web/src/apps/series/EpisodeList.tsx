import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'found';
import { graphql, useFragment } from 'react-relay';
import { formatDate, formatDuration } from '../../components/format.ts';
import { useVideoHref, type VideoLinkOrigin } from '../../realm/pageBehaviour.ts';
import type { EpisodeList_episode$key } from './__generated__/EpisodeList_episode.graphql.ts';
import './EnhancedMetadata.css';

const fragment = graphql`
  fragment EpisodeList_episode on Video {
    internalId
    title
    description
    duration
    releasedAt
    thumbnailUrl
    episodeNumber
    watchProgress {
      resumePosition
    }
  }
`;

/**
 * The enhanced metadata views' list zone (spec §3 ENHANCED_METADATA_VIEWS):
 * one row per episode, in order, with its number, still, length, date and
 * description, where the plain layout has only cards.
 */
export function EpisodeList({
  edges,
  origin,
}: {
  edges: readonly { readonly cursor: string; readonly node: EpisodeList_episode$key }[];
  origin: VideoLinkOrigin;
}) {
  return (
    <ol className="rs-episodes">
      {edges.map((edge) => (
        <li key={edge.cursor}>
          <EpisodeRow episode={edge.node} origin={origin} />
        </li>
      ))}
    </ol>
  );
}

function EpisodeRow({ episode, origin }: { episode: EpisodeList_episode$key; origin: VideoLinkOrigin }) {
  const data = useFragment(fragment, episode);
  const { i18n } = useLingui();
  const href = useVideoHref(data.internalId, origin);
  const watched = data.watchProgress?.resumePosition ? Math.min(1, data.watchProgress.resumePosition / Math.max(1, data.duration)) : null;
  return (
    <Link to={href} className="rs-episode" data-content-kind="video">
      <span className="rs-episode__still">
        <img src={data.thumbnailUrl} alt="" width={320} height={180} loading="lazy" decoding="async" />
        {watched != null ? (
          <span className="rs-episode__watched" style={{ width: `${Math.round(watched * 100)}%` }} aria-hidden="true" />
        ) : null}
      </span>
      <span className="rs-episode__text">
        <h3 className="rs-episode__title">
          {data.episodeNumber != null ? <span className="rs-episode__number">{data.episodeNumber}. </span> : null}
          {data.title}
        </h3>
        <span className="rs-episode__facts">
          <span>{formatDuration(data.duration)}</span>
          <span>{formatDate(data.releasedAt, i18n.locale)}</span>
          {watched != null ? (
            <span>
              <Trans>Started</Trans>
            </span>
          ) : null}
        </span>
        <span className="rs-episode__description">{data.description}</span>
      </span>
    </Link>
  );
}
