import { type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { NotFoundApp } from '../notFound/NotFoundApp.tsx';
import query, { type sectionRoutesQuery } from './__generated__/sectionRoutesQuery.graphql.ts';
import { ContinueWatchingRail } from './ContinueWatchingRail.tsx';
import { SectionApp } from './SectionApp.tsx';

export function SectionRoute({ data, isHome }: { data: PreloadedQuery<sectionRoutesQuery>; isHome?: boolean }) {
  const { section, viewer } = usePreloadedQuery<sectionRoutesQuery>(query, data);
  if (!section) return <NotFoundApp />;
  return <SectionApp section={section} isHome={isHome} firstRail={viewer ? <ContinueWatchingRail viewer={viewer} /> : null} />;
}

/** HOME is the realm's `home` section, shown as the home page (homeRoutes.tsx); one chunk with SECTION's. */
export function HomeRoute({ data }: { data: PreloadedQuery<sectionRoutesQuery> }) {
  return <SectionRoute data={data} isHome />;
}
