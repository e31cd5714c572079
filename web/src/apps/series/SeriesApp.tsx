import { Plural } from '@lingui/react/macro';
import { Link } from 'found';
import { graphql, useFragment } from 'react-relay';
import { CardGrid } from '../../components/CardGrid.tsx';
import { Hero } from '../../components/Hero.tsx';
import { PageLayout } from '../../components/layout/PageLayout.tsx';
import { useDocumentTitle } from '../../realm/documentTitle.tsx';
import { pathTo } from '../../system/routePaths.ts';
import type { SeriesApp_series$key } from './__generated__/SeriesApp_series.graphql.ts';
import { MyListButton } from '../../watchlist/MyListButton.tsx';
import { SaveToListButton } from '../../watchlist/SaveToListButton.tsx';
import { SponsorLogo } from '../../sponsor/SponsorLogo.tsx';
import '../detail.css';

const fragment = graphql`
  fragment SeriesApp_series on Series {
    ...MyListButton_content
    ...SaveToListButton_content
    title
    description
    coverUrl
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
            ...ContentCard_content
          }
        }
      }
    }
  }
`;

/**
 * A series in the plain layout (spec §2 "series": header and list zones): its
 * cover and description, then each season's episodes as cards. The realm's
 * ENHANCED_METADATA_VIEWS picks SeriesEnhancedApp instead (SeriesRoute).
 */
export function SeriesApp({ series }: { series: SeriesApp_series$key }) {
  const data = useFragment(fragment, series);
  useDocumentTitle(data.title);
  return (
    <article className="rs-collection">
      <PageLayout
        kind="series"
        header={
          <Hero
            coverUrl={data.coverUrl}
            title={data.title}
            eyebrow={<Plural value={data.seasons.length} one="# season" other="# seasons" />}
          >
            <p className="rs-hero__description">{data.description}</p>
            <div className="rs-actions">
              <MyListButton content={data} />
              <SaveToListButton content={data} />
            </div>
            <SponsorLogo sponsor={data.sponsor} />
          </Hero>
        }
      >
        {data.seasons.map((season) => (
          <section key={season.id} className="rs-season" aria-label={season.title}>
            <h2 className="rs-season__title">
              <Link to={pathTo('SEASON', { id: season.internalId })} className="rs-season__link">
                {season.title}
              </Link>
              <span className="rs-season__count">
                <Plural value={season.episodeCount} one="# episode" other="# episodes" />
              </span>
            </h2>
            <CardGrid edges={season.episodesConnection.edges} origin="series" />
          </section>
        ))}
      </PageLayout>
    </article>
  );
}
