import { type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { NotFoundApp } from '../notFound/NotFoundApp.tsx';
import query, { type fighterRoutesQuery } from './__generated__/fighterRoutesQuery.graphql.ts';
import { FighterApp } from './FighterApp.tsx';
import './fighters.css';

export function FighterRoute({ data }: { data: PreloadedQuery<fighterRoutesQuery> }) {
  const { fighter } = usePreloadedQuery<fighterRoutesQuery>(query, data);
  // An unknown fighter is the gateway's NOT_FOUND (the not-found page); null is the same to a viewer.
  return fighter ? <FighterApp fighter={fighter} /> : <NotFoundApp />;
}
