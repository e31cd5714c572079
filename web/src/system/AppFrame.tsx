import { Trans } from '@lingui/react/macro';
import { Link } from 'found';
import { type ReactNode, useEffect, useSyncExternalStore } from 'react';
import { graphql, type PreloadedQuery, useFragment, usePreloadedQuery } from 'react-relay';
import { AccountPrompts } from '../apps/account/AccountPrompts.tsx';
import { ImpersonationOverlay } from '../impersonation/ImpersonationOverlay.tsx';
import { NavBar } from '../menu/NavBar.tsx';
import { PromoNotification } from '../promo/PromoNotification.tsx';
import { useCanonicalLink } from '../realm/canonicalLink.ts';
import { RealmTitleContext } from '../realm/documentTitle.tsx';
import { RealmTheme } from '../realm/RealmTheme.tsx';
import { WatchlistMode } from '../watchlist/WatchlistMode.ts';
import type { AppFrame_query$key } from './__generated__/AppFrame_query.graphql.ts';
import type { AppFrameQuery } from './__generated__/AppFrameQuery.graphql.ts';
import type { AppContext } from './appContext.ts';
import type { NavigationState } from './navigationState.ts';
import { pathTo } from './routePaths.ts';
import './app.css';

/**
 * What the frame shows and the route guard reads. A fragment on Query, so the
 * first page's own query can bring it in the same request (`...AppFrame_query
 * @include(if: $withFrame)` in every route query; see system/firstPage.ts);
 * `AppFrameQuery` then finds it in the store and sends nothing.
 */
const frameFragment = graphql`
  fragment AppFrame_query on Query {
    realm {
      title
      fullName
      logoUrl
      canonicalDomain
      # Read at boot (createApp's realmLanguages) to pick a language the realm offers.
      defaultLanguage
      languages {
        code
      }
      ...RealmTheme_realm
      ...NavBar_realm
      ...AccountPrompts_realm
      ...PromoNotification_realm
      # The route guard's flags (session/ensureSession.ts reads them from the store).
      settings {
        guestsAllowed
        fullGuestAccess
        allowGuestSchedule
        allowSelfRegistration
        pinLoginEnabled
        hasLive
        scheduleSection
        epgMatrix
        multiViewAllowed
        gifting
        # What the cards' list buttons call the system list (WatchlistMode).
        systemDefinedWatchlistFavouritesMode
      }
      # The guard's FIGHTERS condition (spec §2), read from the store like the flags above.
      hasFightersView
    }
    viewer {
      role
      isChildProfile
      sessionExpired
      ...NavBar_viewer
      ...ImpersonationOverlay_viewer
      ...AccountPrompts_viewer
      ...PromoNotification_viewer
    }
  }
`;

export const appFrameQuery = graphql`
  query AppFrameQuery {
    ...AppFrame_query
  }
`;

export interface AppFrameProps {
  context: AppContext;
  queryRef: PreloadedQuery<AppFrameQuery>;
  navigation: NavigationState;
  /** The page's path inside the app (without the `/realm/{name}` base), for its canonical link. */
  pathname: string;
  children?: ReactNode;
}

/** The realm's branded frame around every page: theme, navigation bar, footer. */
export function AppFrame({ context, queryRef, navigation, pathname, children }: AppFrameProps) {
  const { realm, viewer } = useFragment<AppFrame_query$key>(frameFragment, usePreloadedQuery<AppFrameQuery>(appFrameQuery, queryRef));
  const pending = useSyncExternalStore(navigation.subscribe, navigation.isPending, () => false);

  // The document title is set by each page (useDocumentTitle), never here: a
  // parent's effect runs after its children's and would overwrite the page's title.

  useCanonicalLink(realm.canonicalDomain, pathname);
  // The realm's logo doubles as the tab's icon.
  useEffect(() => {
    let icon = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (!icon) {
      icon = document.createElement('link');
      icon.rel = 'icon';
      document.head.append(icon);
    }
    icon.href = realm.logoUrl;
  }, [realm.logoUrl]);

  return (
    <RealmTitleContext.Provider value={realm.title}>
      <RealmTheme realm={realm}>
        <div className={`rs-progress${pending ? ' rs-progress--active' : ''}`} aria-hidden="true" />
        <a className="rs-skip" href="#rs-main">
          <Trans>Skip to content</Trans>
        </a>
        <NavBar realm={realm} viewer={viewer} locale={context.locale} onLocaleChange={context.changeLocale} />
        <main id="rs-main" className="rs-main" aria-busy={pending}>
          <WatchlistMode.Provider value={realm.settings.systemDefinedWatchlistFavouritesMode === 'FAVOURITES' ? 'FAVOURITES' : 'MY_LIST'}>
            {children}
          </WatchlistMode.Provider>
        </main>
        <footer className="rs-footer">
          <span>
            © {new Date().getFullYear()} {realm.fullName}
          </span>
          {/* Where gifts are found from any page, for visitors too (spec §2 GIFTS, where gifting is ENABLED). */}
          {realm.settings.gifting === 'ENABLED' ? (
            <Link to={pathTo('GIFTS')} className="rs-footer__link">
              <Trans>Gifts</Trans>
            </Link>
          ) : null}
        </footer>
        <ImpersonationOverlay viewer={viewer} onEnded={() => context.sessionChanged('/')} />
        <AccountPrompts viewer={viewer} realm={realm} />
        <PromoNotification viewer={viewer} realm={realm} />
      </RealmTheme>
    </RealmTitleContext.Provider>
  );
}
