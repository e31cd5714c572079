import { useRouter } from 'found';
import { type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import query, { type activateUserRoutesQuery } from './__generated__/activateUserRoutesQuery.graphql.ts';
import { ActivateUserApp } from './ActivateUserApp.tsx';

export function ActivateUserRoute({ data }: { data: PreloadedQuery<activateUserRoutesQuery> }) {
  const result = usePreloadedQuery<activateUserRoutesQuery>(query, data);
  const id = useRouter().match.params['id'] ?? '';
  return <ActivateUserApp key={id} query={result} id={id} />;
}
