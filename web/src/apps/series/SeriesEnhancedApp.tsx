import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'found';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { AgeRatingBadge } from '../../components/AgeRatingBadge.tsx';
import { formatDuration } from '../../components/format.ts';
import { Hero } from '../../components/Hero.tsx';
import { PageLayout } from '../../components/layout/PageLayout.tsx';
import { useDocumentTitle } from '../../realm/documentTitle.tsx';
import { useVideoHref } from '../../realm/pageBehaviour.ts';
import { SponsorLogo } from '../../sponsor/SponsorLogo.tsx';
import { pathTo } from '../../system/routePaths.ts';
import { MyListButton } from '../../watchlist/MyListButton.tsx';
import { SaveToListButton } from '../../watchlist/SaveToListButton.tsx';
import type { SeriesEnhancedApp_series$data, SeriesEnhancedApp_series$key } from './__generated__/SeriesEnhancedApp_series.graphql.ts';
import { genresOf, totalDuration, yearSpan } from './collectionFacts.ts';
import { EpisodeList } from './EpisodeList.tsx';
import '../detail.css';
import './EnhancedMetadata.css';
import { GenreList } from './GenreList.tsx';

const fragment = graphql`
  fragment SeriesEnhancedApp_series on Series {
    ...MyListButton_content
    ...SaveToListButton_content
    title
    description
    coverUrl
    ageRating
    sponsor {
      ...SponsorLogo_sponsor
    }
    seasons {
      id
      internalId
      title
      episodeCount
      episodesConnection(first: 50) {
        edges {
          cursor
          node {
            internalId
            tags
            releasedAt
            duration
            ...EpisodeList_episode
          }
        }
      }
    }
  }
`;

/**
 * A series in the enhanced metadata view (spec §3 ENHANCED_METADATA_VIEWS):
 * the facts a viewer weighs before starting one (age rating, years, seasons,
 * episodes, running time, genres from its episodes' tags), Play from the first
 * episode, then its seasons as tabs, each a list of episode rows.
 */
export function SeriesEnhancedApp({ series }: { series: SeriesEnhancedApp_series$key }) {
  const data = useFragment(fragment, series);
  useDocumentTitle(data.title);
  const episodes = data.seasons.flatMap((season) => season.episodesConnection.edges.map((edge) => edge.node));
  const years = yearSpan(episodes.map((episode) => episode.releasedAt));
  const genres = genresOf(episodes.map((episode) => episode.tags));
  const episodeCount = data.seasons.reduce((sum, season) => sum + season.episodeCount, 0);
  const runtime = totalDuration(episodes.map((episode) => episode.duration));
  const first = episodes[0] ?? null;

  return (
    <article className="rs-collection rs-collection--enhanced">
      <PageLayout
        kind="series"
        header={
          <Hero coverUrl={data.coverUrl} title={data.title} eyebrow={<Trans>Series</Trans>}>
            <p className="rs-facts-line">
              <AgeRatingBadge rating={data.ageRating} />
              {years ? <span>{years}</span> : null}
              <span>
                <Plural value={data.seasons.length} one="# season" other="# seasons" />
              </span>
              <span>
                <Plural value={episodeCount} one="# episode" other="# episodes" />
              </span>
              {runtime > 0 ? <span>{formatDuration(runtime)}</span> : null}
            </p>
            <GenreList genres={genres} />
            <p className="rs-hero__description">{data.description}</p>
            <div className="rs-actions">
              {first ? <PlayFirst internalId={first.internalId} /> : null}
              <MyListButton content={data} />
              <SaveToListButton content={data} />
            </div>
            <SponsorLogo sponsor={data.sponsor} />
          </Hero>
        }
      >
        <SeasonTabs seasons={data.seasons} />
      </PageLayout>
    </article>
  );
}

function PlayFirst({ internalId }: { internalId: string }) {
  const href = useVideoHref(internalId, 'series');
  return (
    <Link to={href} className="rs-button rs-button--primary">
      <span aria-hidden="true">▶</span> <Trans>Play episode 1</Trans>
    </Link>
  );
}

type Seasons = SeriesEnhancedApp_series$data['seasons'];

/** WAI-ARIA tabs: one tab per season, the arrow keys, Home and End move between them. */
function SeasonTabs({ seasons }: { seasons: Seasons }) {
  const { t } = useLingui();
  const [selected, setSelected] = useState(0);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const id = useId();
  if (seasons.length === 0) return null;
  const current = seasons[Math.min(selected, seasons.length - 1)]!;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = seasons.length - 1;
    const next =
      event.key === 'ArrowRight' ? (selected + 1) % seasons.length
      : event.key === 'ArrowLeft' ? (selected - 1 + seasons.length) % seasons.length
      : event.key === 'Home' ? 0
      : event.key === 'End' ? last
      : null;
    if (next === null) return;
    event.preventDefault();
    setSelected(next);
    tabs.current[next]?.focus();
  };

  return (
    <>
      <div className="rs-season-tabs" role="tablist" aria-label={t`Seasons`} onKeyDown={onKeyDown}>
        {seasons.map((season, index) => (
          <button
            key={season.id}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${index}`}
            aria-selected={index === selected}
            aria-controls={`${id}-panel`}
            tabIndex={index === selected ? 0 : -1}
            className="rs-season-tabs__tab"
            onClick={() => setSelected(index)}
          >
            {season.title}
          </button>
        ))}
      </div>
      <section role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${selected}`} className="rs-season-panel">
        <div className="rs-season-panel__head">
          <span className="rs-season__count">
            <Plural value={current.episodeCount} one="# episode" other="# episodes" />
          </span>
          <Link to={pathTo('SEASON', { id: current.internalId })}>
            <Trans>Season page</Trans>
          </Link>
        </div>
        <EpisodeList edges={current.episodesConnection.edges} origin="series" />
      </section>
    </>
  );
}
