import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'found';
import { graphql, useFragment } from 'react-relay';
import { formatDate, formatDuration } from '../../components/format.ts';
import { Player } from '../../components/Player.tsx';
import { PlaybackUnavailable } from '../../components/PlaybackUnavailable.tsx';
import { useDocumentTitle } from '../../realm/documentTitle.tsx';
import { pathTo } from '../../system/routePaths.ts';
import type { VideoApp_video$key } from './__generated__/VideoApp_video.graphql.ts';
import '../detail.css';

const fragment = graphql`
  fragment VideoApp_video on Video {
    title
    description
    duration
    # The player is 16:9 like the card still; the wide cover would be letterboxed.
    thumbnailUrl
    releasedAt
    tags
    episodeNumber
    series {
      internalId
      title
    }
    season {
      title
    }
    playback @catch(to: RESULT) {
      ...Player_playback
    }
  }
`;

/** The video page: the player, then what the video is. */
export function VideoApp({ video }: { video: VideoApp_video$key }) {
  const data = useFragment(fragment, video);
  const { i18n } = useLingui();
  useDocumentTitle(data.title);

  const playback = data.playback;
  return (
    <article className="rs-detail">
      <div className="rs-detail__stage">
        {playback.ok && playback.value ? (
          <Player playback={playback.value} title={data.title} poster={data.thumbnailUrl} />
        ) : (
          <PlaybackUnavailable
            posterUrl={data.thumbnailUrl}
            code={playback.ok ? null : (playback.errors[0] as { extensions?: { code?: string } } | undefined)?.extensions?.code ?? null}
          />
        )}
      </div>
      <div className="rs-detail__info">
        {data.series ? (
          <p className="rs-detail__eyebrow">
            <Link to={pathTo('SERIES', { id: data.series.internalId })}>{data.series.title}</Link>
            {data.season ? <> · {data.season.title}</> : null}
            {data.episodeNumber != null ? (
              <>
                {' · '}
                <Trans>Episode {data.episodeNumber}</Trans>
              </>
            ) : null}
          </p>
        ) : null}
        <h1 className="rs-detail__title">{data.title}</h1>
        <p className="rs-detail__facts">
          <span>{formatDuration(data.duration)}</span>
          <span>{formatDate(data.releasedAt, i18n.locale)}</span>
          {data.tags.map((tag) => (
            <span key={tag} className="rs-tag">
              {tag}
            </span>
          ))}
        </p>
        <p className="rs-detail__description">{data.description}</p>
      </div>
    </article>
  );
}

