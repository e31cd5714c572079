import { useRouter } from 'found';
import { type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import query, { type fightersRoutesQuery } from './__generated__/fightersRoutesQuery.graphql.ts';
import { FightersApp } from './FightersApp.tsx';
import { fightersLocationOf } from './fightersLocation.ts';

export function FightersRoute({ data }: { data: PreloadedQuery<fightersRoutesQuery> }) {
  const page = usePreloadedQuery<fightersRoutesQuery>(query, data);
  const { match } = useRouter();
  const location = fightersLocationOf(match.location.query);
  return (
    <FightersApp
      location={location}
      weightClasses={page.rankedWeightClasses}
      ranking={page.ranking ?? null}
      roster={page.roster ?? null}
    />
  );
}
