import type { PreloadedQuery } from 'react-relay';
import type { sectionRoutesQuery } from '../section/__generated__/sectionRoutesQuery.graphql.ts';
import { SectionRoute } from '../section/SectionRoute.tsx';

export function HomeRoute({ data }: { data: PreloadedQuery<sectionRoutesQuery> }) {
  return <SectionRoute data={data} isHome />;
}
