import { Plural, useLingui } from '@lingui/react/macro';
import { Link } from 'found';
import { graphql, useFragment } from 'react-relay';
import { AgeRatingBadge } from '../../components/AgeRatingBadge.tsx';
import { CardGrid } from '../../components/CardGrid.tsx';
import { formatDuration } from '../../components/format.ts';
import { Hero } from '../../components/Hero.tsx';
import { PageLayout } from '../../components/layout/PageLayout.tsx';
import { useDocumentTitle } from '../../realm/documentTitle.tsx';
import { SponsorLogo } from '../../sponsor/SponsorLogo.tsx';
import { pathTo } from '../../system/routePaths.ts';
import type { SeasonApp_season$data, SeasonApp_season$key } from './__generated__/SeasonApp_season.graphql.ts';
import { genresOf, totalDuration, yearSpan } from './collectionFacts.ts';
import { EpisodeList } from './EpisodeList.tsx';
import '../detail.css';
import './EnhancedMetadata.css';
import { GenreList } from './GenreList.tsx';

// One fragment for both of the season's pages: they show the same episodes,
// as cards (plain) or as rows with their facts (enhanced).
const fragment = graphql`
  fragment SeasonApp_season on Season {
    title
    episodeCount
    sponsor {
      ...SponsorLogo_sponsor
    }
    series {
      internalId
      title
      description
      coverUrl
      ageRating
    }
    episodesConnection(first: 50) {
      edges {
        cursor
        node {
          tags
          releasedAt
          duration
          ...ContentCard_content
          ...EpisodeList_episode
        }
      }
    }
  }
`;

/**
 * SEASON: one season of a series (spec §2 layout "season": header and list
 * zones). `enhanced` (the realm's ENHANCED_METADATA_VIEWS) picks the richer
 * page: the season's facts and genres, and its episodes as rows.
 */
export function SeasonApp({ season, enhanced }: { season: SeasonApp_season$key; enhanced: boolean }) {
  const data = useFragment(fragment, season);
  const { t } = useLingui();
  useDocumentTitle(t`${data.series.title}: ${data.title}`);
  return (
    <article className={`rs-collection${enhanced ? ' rs-collection--enhanced' : ''}`}>
      <PageLayout
        kind="season"
        header={
          <Hero
            coverUrl={data.series.coverUrl}
            title={data.title}
            eyebrow={
              <Link to={pathTo('SERIES', { id: data.series.internalId })} className="rs-season__link">
                {data.series.title}
              </Link>
            }
          >
            {enhanced ? <SeasonFacts data={data} /> : (
              <p className="rs-facts-line">
                <Plural value={data.episodeCount} one="# episode" other="# episodes" />
              </p>
            )}
            <p className="rs-hero__description">{data.series.description}</p>
            <SponsorLogo sponsor={data.sponsor} />
          </Hero>
        }
      >
        {enhanced ? (
          <EpisodeList edges={data.episodesConnection.edges} origin="season" />
        ) : (
          <CardGrid edges={data.episodesConnection.edges} origin="season" />
        )}
      </PageLayout>
    </article>
  );
}

function SeasonFacts({ data }: { data: SeasonApp_season$data }) {
  const episodes = data.episodesConnection.edges.map((edge) => edge.node);
  const years = yearSpan(episodes.map((episode) => episode.releasedAt));
  const genres = genresOf(episodes.map((episode) => episode.tags));
  const runtime = totalDuration(episodes.map((episode) => episode.duration));
  return (
    <>
      <p className="rs-facts-line">
        <AgeRatingBadge rating={data.series.ageRating} />
        {years ? <span>{years}</span> : null}
        <span>
          <Plural value={data.episodeCount} one="# episode" other="# episodes" />
        </span>
        {runtime > 0 ? <span>{formatDuration(runtime)}</span> : null}
      </p>
      <GenreList genres={genres} />
    </>
  );
}
