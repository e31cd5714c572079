import type { RouteMatch, RouteObject } from 'found';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { loadRouteQuery } from '../../system/loadRouteQuery.ts';
import { routePaths } from '../../system/routePaths.ts';
import { NotFoundApp } from '../notFound/NotFoundApp.tsx';
import type { sectionRoutesQuery } from './__generated__/sectionRoutesQuery.graphql.ts';
import { SectionApp } from './SectionApp.tsx';

const query = graphql`
  query sectionRoutesQuery($name: String!) {
    section(name: $name) {
      ...SectionApp_section
    }
  }
`;

export function SectionRoute({ data, isHome }: { data: PreloadedQuery<sectionRoutesQuery>; isHome?: boolean }) {
  const { section } = usePreloadedQuery<sectionRoutesQuery>(query, data);
  if (!section) return <NotFoundApp />;
  return <SectionApp section={section} isHome={isHome} />;
}

export function loadSection(name: string) {
  return (match: RouteMatch) => loadRouteQuery<sectionRoutesQuery>(match, query, { name });
}

export const sectionRoutes: RouteObject[] = [
  {
    name: 'SECTION',
    path: routePaths.SECTION,
    getData: (match: RouteMatch) => loadSection(match.params.name ?? '')(match),
    Component: SectionRoute,
  },
];
