import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'found';
import { graphql, useFragment } from 'react-relay';
import { AgeRatingBadge } from '../../components/AgeRatingBadge.tsx';
import { formatDate, formatDuration } from '../../components/format.ts';
import { Hero } from '../../components/Hero.tsx';
import { TerritoryLock } from '../../components/TerritoryLock.tsx';
import { useDocumentTitle } from '../../realm/documentTitle.tsx';
import { SponsorLogo } from '../../sponsor/SponsorLogo.tsx';
import { MyListButton } from '../../watchlist/MyListButton.tsx';
import { SaveToListButton } from '../../watchlist/SaveToListButton.tsx';
import { FightersInThisFight } from '../fighters/FightersInThisFight.tsx';
import type { VideoInterstitial_video$key } from './__generated__/VideoInterstitial_video.graphql.ts';
import { videoLocation } from './videoLocation.ts';
import '../detail.css';
import './VideoInterstitial.css';
import { EpisodeContext } from './EpisodeContext.tsx';

// No `playback` here: opening the landing page must not start a stream, nor
// take one of the account's concurrent-stream places (playbackSession/).
const fragment = graphql`
  fragment VideoInterstitial_video on Video {
    ...MyListButton_content
    ...SaveToListButton_content
    internalId
    title
    description
    duration
    coverUrl
    releasedAt
    tags
    ageRating
    isGeoBlocked
    episodeNumber
    series {
      internalId
      title
    }
    season {
      internalId
      title
    }
    watchProgress {
      resumePosition
    }
    sponsor {
      ...SponsorLogo_sponsor
    }
    fighters {
      ...FightersInThisFight_fighters
    }
  }
`;

/**
 * Spec §2 "video interstitial": a video's landing page, shown instead of its
 * player where the realm asks for one (RealmSettings.interstitials) or the link
 * says `?showInterstitial=true`. The big artwork, what the video is (for an
 * episode, which series and season), and Play, which opens the player — the
 * same playlist kept, so what plays next is unchanged.
 */
export function VideoInterstitial({ video, playlist = null }: { video: VideoInterstitial_video$key; playlist?: string | null }) {
  const data = useFragment(fragment, video);
  const { i18n } = useLingui();
  useDocumentTitle(data.title);
  const resumeAt = data.watchProgress?.resumePosition ?? null;

  return (
    <article className="rs-interstitial">
      <Hero
        coverUrl={data.coverUrl}
        title={data.title}
        eyebrow={
          data.series ? (
            <span className="rs-interstitial__context">
              <EpisodeContext series={data.series} season={data.season} episodeNumber={data.episodeNumber} />
            </span>
          ) : null
        }
      >
        <p className="rs-detail__facts">
          <AgeRatingBadge rating={data.ageRating} />
          <span>{formatDuration(data.duration)}</span>
          <span>{formatDate(data.releasedAt, i18n.locale)}</span>
          {data.isGeoBlocked ? <TerritoryLock /> : null}
          {data.tags.map((tag) => (
            <span key={tag} className="rs-tag">
              {tag}
            </span>
          ))}
        </p>
        <p className="rs-hero__description">{data.description}</p>
        <div className="rs-actions">
          <Link to={videoLocation(data.internalId, playlist)} className="rs-button rs-button--primary rs-interstitial__play">
            <span aria-hidden="true">▶</span>{' '}
            {resumeAt ? <Trans>Resume from {formatDuration(resumeAt)}</Trans> : <Trans>Play</Trans>}
          </Link>
          <MyListButton content={data} />
          <SaveToListButton content={data} />
        </div>
        <SponsorLogo sponsor={data.sponsor} />
      </Hero>
      <div className="rs-detail rs-interstitial__more">
        <FightersInThisFight fighters={data.fighters} />
      </div>
    </article>
  );
}
