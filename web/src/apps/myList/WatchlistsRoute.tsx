import { Trans, useLingui } from '@lingui/react/macro';
import { type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { useDocumentTitle } from '../../realm/documentTitle.tsx';
import { isListRouteOffered, systemListKind } from '../../watchlist/listRoutes.ts';
import { NotFoundApp } from '../notFound/NotFoundApp.tsx';
import query, { type watchlistsRoutesQuery } from './__generated__/watchlistsRoutesQuery.graphql.ts';
import { SignInToKeepAList } from './SignInToKeepAList.tsx';
import { WatchlistsApp } from './WatchlistsApp.tsx';
import './MyList.css';

/** WATCHLISTS, where the realm has `watchlistsEnabled`. */
export function WatchlistsRoute({ data }: { data: PreloadedQuery<watchlistsRoutesQuery> }) {
  const { realm, viewer } = usePreloadedQuery<watchlistsRoutesQuery>(query, data);
  const { t } = useLingui();
  useDocumentTitle(t`Your lists`);
  if (!isListRouteOffered('WATCHLISTS', realm.settings)) return <NotFoundApp />;
  const keepsLists = viewer.role === 'CUSTOMER' || viewer.role === 'ADMIN';
  return (
    <div className="rs-mylist-page">
      <header className="rs-mylist-page__header">
        <h1 className="rs-mylist-page__title">
          <Trans>Your lists</Trans>
        </h1>
      </header>
      {keepsLists ? (
        <WatchlistsApp viewer={viewer} systemListName={systemListKind(realm.settings) === 'FAVOURITES' ? t`Favourites` : t`My list`} />
      ) : (
        <SignInToKeepAList />
      )}
    </div>
  );
}
