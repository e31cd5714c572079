import { type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { HomeNewsRail } from '../news/HomeNewsRail.tsx';
import { NotFoundApp } from '../notFound/NotFoundApp.tsx';
import query, { type sectionRoutesQuery } from './__generated__/sectionRoutesQuery.graphql.ts';
import { ContinueWatchingRail } from './ContinueWatchingRail.tsx';
import { SectionApp } from './SectionApp.tsx';

export function SectionRoute({ data, isHome }: { data: PreloadedQuery<sectionRoutesQuery>; isHome?: boolean }) {
  const { section, viewer } = usePreloadedQuery<sectionRoutesQuery>(query, data);
  if (!section) return <NotFoundApp />;
  const page = <SectionApp section={section} isHome={isHome} firstRail={viewer ? <ContinueWatchingRail viewer={viewer} /> : null} />;
  // The home page ends with the realm's latest news, read once the page is on screen (apps/news/HomeNewsRail.tsx).
  return isHome ? (
    <>
      {page}
      <HomeNewsRail />
    </>
  ) : (
    page
  );
}

/** HOME is the realm's `home` section, shown as the home page (homeRoutes.tsx); one chunk with SECTION's. */
export function HomeRoute({ data }: { data: PreloadedQuery<sectionRoutesQuery> }) {
  return <SectionRoute data={data} isHome />;
}
