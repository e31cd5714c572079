import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'found';
import { useId, type ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import { formatDuration, formatStartTime } from '../../components/format.ts';
import { pathTo } from '../../system/routePaths.ts';
import type { HomeHero_content$key } from './__generated__/HomeHero_content.graphql.ts';
import './HomeHero.css';

// Decision (issue 10 asks for "a hero on home"; the spec does not describe one):
// the section's `hero`, chosen by the realm, opens the page as a wide banner of
// its key art behind a dark gradient, with its title, two lines of its
// description and a Watch button. Watch opens the same page its card opens
// (the player of a video or live event; a series' or playlist's page, where its
// episodes play from), so there is no "More info" beside it: both would lead to
// the same page. A Watch that starts a series' first episode would need that
// episode in the section's answer (today one more upstream call on every home).
// The platform leaves the hero out for a viewer who may not see it: then no banner.
const fragment = graphql`
  fragment HomeHero_content on Content {
    __typename
    ... on Video {
      internalId
      title
      description
      thumbnailUrl
      duration
    }
    ... on LiveEvent {
      internalId
      title
      description
      thumbnailUrl
      status
      startsAt
      sport
    }
    ... on Playlist {
      internalId
      title
      description
      thumbnailUrl
      videoCount
    }
    ... on Series {
      internalId
      title
      description
      thumbnailUrl
      seasons {
        id
      }
    }
  }
`;

/** The banner a section opens with: the title its realm features. */
export function HomeHero({ content }: { content: HomeHero_content$key }) {
  const data = useFragment(fragment, content);
  const { i18n } = useLingui();

  switch (data.__typename) {
    case 'Video':
      return (
        <Banner to={pathTo('VOD', { id: data.internalId })} title={data.title} description={data.description} artUrl={data.thumbnailUrl}>
          <span>{formatDuration(data.duration)}</span>
        </Banner>
      );
    case 'LiveEvent':
      return (
        <Banner
          to={pathTo('LIVE', { id: data.internalId })}
          title={data.title}
          description={data.description}
          artUrl={data.thumbnailUrl}
          // Before it starts the event's page holds a countdown, nothing to watch yet.
          action={data.status === 'UPCOMING' ? <Trans>More info</Trans> : undefined}
        >
          {data.status === 'LIVE' ? (
            <span className="rs-badge rs-badge--live">
              <Trans>LIVE</Trans>
            </span>
          ) : data.status === 'UPCOMING' ? (
            <>
              <span className="rs-badge rs-badge--upcoming">
                <Trans>Upcoming</Trans>
              </span>
              <span>{formatStartTime(data.startsAt, i18n.locale)}</span>
            </>
          ) : (
            <span className="rs-badge">
              <Trans>Replay</Trans>
            </span>
          )}
          {data.status !== 'UPCOMING' && data.sport ? <span>{data.sport}</span> : null}
        </Banner>
      );
    case 'Playlist':
      return (
        <Banner to={pathTo('PLAYLIST', { id: data.internalId })} title={data.title} description={data.description} artUrl={data.thumbnailUrl}>
          <span className="rs-badge">
            <Trans>Playlist</Trans>
          </span>
          <span>
            <Plural value={data.videoCount} one="# video" other="# videos" />
          </span>
        </Banner>
      );
    case 'Series':
      return (
        <Banner to={pathTo('SERIES', { id: data.internalId })} title={data.title} description={data.description} artUrl={data.thumbnailUrl}>
          <span className="rs-badge">
            <Trans>Series</Trans>
          </span>
          <span>
            <Plural value={data.seasons.length} one="# season" other="# seasons" />
          </span>
        </Banner>
      );
    default:
      return null; // a kind this client does not know yet: the page starts with its rails
  }
}

function Banner({
  to,
  title,
  description,
  artUrl,
  action,
  children,
}: {
  to: string;
  title: string;
  description: string;
  /**
   * The 16:9 key art of its card, not the wide cover: covers carry the title and
   * a status badge drawn in (backend images/artwork.ts), which the banner prints
   * itself from live data, so they would show twice and could go stale.
   */
  artUrl: string;
  /** The button's words; "Watch" unless told. */
  action?: ReactNode;
  /** The line above the title: badges and facts. */
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <section className="rs-home-hero" aria-labelledby={titleId}>
      <div className="rs-home-hero__art">
        {/* Decorative: the title is written beside it. The first thing on screen, so fetched first. */}
        <img className="rs-home-hero__image" src={artUrl} alt="" decoding="async" fetchPriority="high" />
      </div>
      <div className="rs-home-hero__content">
        <p className="rs-home-hero__eyebrow">{children}</p>
        <h2 id={titleId} className="rs-home-hero__title">
          {title}
        </h2>
        <p className="rs-home-hero__description">{description}</p>
        <div className="rs-home-hero__actions">
          <Link to={to} className="rs-button rs-button--primary rs-button--large" aria-describedby={titleId}>
            {action ?? (
              <>
                <svg className="rs-home-hero__play" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
                  <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" />
                </svg>
                <Trans>Watch</Trans>
              </>
            )}
          </Link>
        </div>
      </div>
    </section>
  );
}
