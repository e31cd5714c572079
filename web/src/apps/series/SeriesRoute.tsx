import { type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { usePageBehaviour } from '../../realm/pageBehaviour.ts';
import { NotFoundApp } from '../notFound/NotFoundApp.tsx';
import seasonQuery, { type seasonRoutesQuery } from './__generated__/seasonRoutesQuery.graphql.ts';
import query, { type seriesRoutesQuery } from './__generated__/seriesRoutesQuery.graphql.ts';
import { SeasonApp } from './SeasonApp.tsx';
import { SeriesApp } from './SeriesApp.tsx';
import { SeriesEnhancedApp } from './SeriesEnhancedApp.tsx';

/** SERIES: the plain page, or the enhanced one where the realm has ENHANCED_METADATA_VIEWS (spec §2). */
export function SeriesRoute({ data }: { data: PreloadedQuery<seriesRoutesQuery> }) {
  const { series } = usePreloadedQuery<seriesRoutesQuery>(query, data);
  const { enhancedMetadataViews } = usePageBehaviour();
  if (!series) return <NotFoundApp />;
  return enhancedMetadataViews ? <SeriesEnhancedApp series={series} /> : <SeriesApp series={series} />;
}

/** SEASON: as SERIES, the realm's ENHANCED_METADATA_VIEWS picks the page. */
export function SeasonRoute({ data }: { data: PreloadedQuery<seasonRoutesQuery> }) {
  const { season } = usePreloadedQuery<seasonRoutesQuery>(seasonQuery, data);
  const { enhancedMetadataViews } = usePageBehaviour();
  return season ? <SeasonApp season={season} enhanced={enhancedMetadataViews} /> : <NotFoundApp />;
}
