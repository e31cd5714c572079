import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'found';
import { type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { MessagePanel } from '../../components/StatusViews.tsx';
import { useDocumentTitle } from '../../realm/documentTitle.tsx';
import { pathTo } from '../../system/routePaths.ts';
import { isListRouteOffered } from '../../watchlist/listRoutes.ts';
import { NotFoundApp } from '../notFound/NotFoundApp.tsx';
import query, { type myListRoutesQuery } from './__generated__/myListRoutesQuery.graphql.ts';
import { SignInToKeepAList } from './SignInToKeepAList.tsx';
import { WatchlistItems } from './WatchlistItems.tsx';
import './MyList.css';

type Props = { data: PreloadedQuery<myListRoutesQuery> };

/** MY_LIST: the profile's "My list". */
export function MyListRoute({ data }: Props) {
  return <SystemList data={data} route="MY_LIST" />;
}

/** FAVOURITES: the same list where the realm calls it Favourites (and has no named lists). */
export function FavouritesRoute({ data }: Props) {
  return <SystemList data={data} route="FAVOURITES" />;
}

function SystemList({ data, route }: Props & { route: 'MY_LIST' | 'FAVOURITES' }) {
  const { realm, viewer } = usePreloadedQuery<myListRoutesQuery>(query, data);
  const { t } = useLingui();
  const favourites = route === 'FAVOURITES';
  useDocumentTitle(favourites ? t`Favourites` : t`My list`);
  if (!isListRouteOffered(route, realm.settings)) return <NotFoundApp />;

  return (
    <div className="rs-mylist-page">
      <header className="rs-mylist-page__header">
        <h1 className="rs-mylist-page__title">{favourites ? <Trans>Favourites</Trans> : <Trans>My list</Trans>}</h1>
        {realm.settings.watchlistsEnabled && viewer.myList ? (
          <Link to={pathTo('WATCHLISTS')} className="rs-button rs-button--secondary">
            <Trans>All your lists</Trans>
          </Link>
        ) : null}
      </header>
      {viewer.myList ? (
        <WatchlistItems
          watchlist={viewer.myList}
          empty={
            <MessagePanel title={favourites ? <Trans>No favourites yet</Trans> : <Trans>Your list is empty</Trans>}>
              <p>
                {favourites ? (
                  <Trans>Press “+ Favourites” on any video, event, playlist or series to find it here.</Trans>
                ) : (
                  <Trans>Press “+ My list” on any video, event, playlist or series to find it here.</Trans>
                )}
              </p>
            </MessagePanel>
          }
        />
      ) : (
        <SignInToKeepAList />
      )}
    </div>
  );
}
