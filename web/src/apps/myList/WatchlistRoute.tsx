import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'found';
import { type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { MessagePanel } from '../../components/StatusViews.tsx';
import { useDocumentTitle } from '../../realm/documentTitle.tsx';
import { pathTo } from '../../system/routePaths.ts';
import { isListRouteOffered, systemListKind } from '../../watchlist/listRoutes.ts';
import { NotFoundApp } from '../notFound/NotFoundApp.tsx';
import query, { type watchlistRoutesQuery } from './__generated__/watchlistRoutesQuery.graphql.ts';
import { SignInToKeepAList } from './SignInToKeepAList.tsx';
import { WatchlistItems } from './WatchlistItems.tsx';
import './MyList.css';

/** WATCHLIST: one of the profile's lists, opened from WATCHLISTS. Someone else's list, or none, is not found. */
export function WatchlistRoute({ data }: { data: PreloadedQuery<watchlistRoutesQuery> }) {
  const { realm, viewer, node } = usePreloadedQuery<watchlistRoutesQuery>(query, data);
  const { t } = useLingui();
  const list = node?.watchlist ?? null;
  const title = !list ? '' : list.isSystemDefined ? (systemListKind(realm.settings) === 'FAVOURITES' ? t`Favourites` : t`My list`) : (list.name ?? '');
  useDocumentTitle(title || t`Your lists`);
  if (!isListRouteOffered('WATCHLIST', realm.settings)) return <NotFoundApp />;
  if (viewer.role !== 'CUSTOMER' && viewer.role !== 'ADMIN') return <SignInToKeepAList />;
  if (!list) return <NotFoundApp />;
  return (
    <div className="rs-mylist-page">
      <header className="rs-mylist-page__header">
        <h1 className="rs-mylist-page__title">{title}</h1>
        <Link to={pathTo('WATCHLISTS')} className="rs-button rs-button--secondary">
          <Trans>All your lists</Trans>
        </Link>
      </header>
      <WatchlistItems
        watchlist={list}
        empty={
          <MessagePanel title={<Trans>This list is empty</Trans>}>
            <p>
              <Trans>Titles you add to this list appear here.</Trans>
            </p>
          </MessagePanel>
        }
      />
    </div>
  );
}
