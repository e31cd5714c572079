import { type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { NotFoundApp } from '../notFound/NotFoundApp.tsx';
import query, { type newsItemRoutesQuery } from './__generated__/newsItemRoutesQuery.graphql.ts';
import { NewsItemApp } from './NewsItemApp.tsx';

export function NewsItemRoute({ data }: { data: PreloadedQuery<newsItemRoutesQuery> }) {
  const { newsArticle } = usePreloadedQuery<newsItemRoutesQuery>(query, data);
  return newsArticle ? <NewsItemApp article={newsArticle} /> : <NotFoundApp />;
}
