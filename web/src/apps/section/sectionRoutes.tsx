import type { RouteMatch, RouteObject } from 'found';
import { graphql } from 'react-relay';
import { loadRouteQuery } from '../../system/loadRouteQuery.ts';
import { routePaths } from '../../system/routePaths.ts';
import type { sectionRoutesQuery } from './__generated__/sectionRoutesQuery.graphql.ts';

const query = graphql`
  query sectionRoutesQuery($name: String!, $withFrame: Boolean = false) {
    # The frame (realm, viewer) too, on an app's first page: one round trip (system/firstPage.ts).
    ...AppFrame_query @include(if: $withFrame) @alias(as: "frame")
    section(name: $name) {
      ...SectionApp_section
    }
  }
`;

export function loadSection(name: string) {
  return (match: RouteMatch) => loadRouteQuery<sectionRoutesQuery>(match, query, { name });
}

export const sectionRoutes: RouteObject[] = [
  {
    name: 'SECTION',
    path: routePaths.SECTION,
    getData: (match: RouteMatch) => loadSection(match.params.name ?? '')(match),
    getComponent: () => import('./SectionRoute.tsx').then((screen) => screen.SectionRoute),
  },
];
