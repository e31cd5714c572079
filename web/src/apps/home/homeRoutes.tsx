import type { RouteObject } from 'found';
import type { PreloadedQuery } from 'react-relay';
import { routePaths } from '../../system/routePaths.ts';
import type { sectionRoutesQuery } from '../section/__generated__/sectionRoutesQuery.graphql.ts';
import { loadSection, SectionRoute } from '../section/sectionRoutes.tsx';

function HomeRoute({ data }: { data: PreloadedQuery<sectionRoutesQuery> }) {
  return <SectionRoute data={data} isHome />;
}

/**
 * HOME and BROWSE are the realm's `home` and `browse` sections, each on its own
 * route (spec §2: "Home, browse and schedule sections map to their own routes").
 */
export const homeRoutes: RouteObject[] = [
  { name: 'HOME', path: routePaths.HOME, getData: loadSection('home'), Component: HomeRoute },
  { name: 'BROWSE', path: routePaths.BROWSE, getData: loadSection('browse'), Component: SectionRoute },
];
