import { Trans } from '@lingui/react/macro';
import { Link } from 'found';
import { type ReactNode, useEffect, useSyncExternalStore } from 'react';
import { graphql, type PreloadedQuery, useFragment, usePreloadedQuery } from 'react-relay';
import { AccountPrompts } from '../apps/account/AccountPrompts.tsx';
import { BottomBanners, TopBanners } from '../banners/Banners.tsx';
import { ImpersonationOverlay } from '../impersonation/ImpersonationOverlay.tsx';
import { NavBar } from '../menu/NavBar.tsx';
import { PromoNotification } from '../promo/PromoNotification.tsx';
import { Analytics } from '../analytics/Analytics.tsx';
import { RealmTitleContext } from '../realm/documentTitle.tsx';
import { SiteHead } from '../seo/SiteHead.tsx';
import { browserOrigin } from '../seo/siteAddress.ts';
import { RealmTheme } from '../realm/RealmTheme.tsx';
import { PageBehaviourContext } from '../realm/pageBehaviour.ts';
import { ToastProvider } from '../components/Toast.tsx';
import { WatchlistMode } from '../watchlist/WatchlistMode.ts';
import type { AppFrame_query$key } from './__generated__/AppFrame_query.graphql.ts';
import type { AppFrameQuery } from './__generated__/AppFrameQuery.graphql.ts';
import type { AppContext } from './appContext.ts';
import type { NavigationState } from './navigationState.ts';
import { PageErrorBoundary } from './PageErrorBoundary.tsx';
import { pathTo } from './routePaths.ts';
import { useLayoutOfThisPage } from '../tv/layout.ts';
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
      # Read at boot too (createApp's realmMessages): the realm's own labels, laid over the catalog.
      ...realmLabels_realm
      ...RealmTheme_realm
      ...NavBar_realm
      ...AccountPrompts_realm
      ...PromoNotification_realm
      ...Banners_realm
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
        # Spec §2 page behaviour: where video links open and which series layout (PageBehaviourContext).
        interstitials {
          playlist
          series
          season
          video
        }
        enhancedMetadataViews
      }
      # The guard's FIGHTERS condition (spec §2), read from the store like the flags above.
      hasFightersView
      # Where the guard sends a visitor who opens the root (spec §2), read the same way.
      splashUrl
      # The realm's own 404 page: with the frame, so the not-found page (NotFoundAppQuery,
      # store-or-network) finds it in the store and never waits on a request of its own.
      notFoundPage {
        title
        body
        imageUrl
      }
    }
    viewer {
      role
      isChildProfile
      sessionExpired
      # The first page's guest check-in may wait for a question (session/ensureSession.ts).
      guestCheckInChallenge {
        id
        prompt
      }
      ...NavBar_viewer
      ...ImpersonationOverlay_viewer
      ...AccountPrompts_viewer
      ...PromoNotification_viewer
      ...Banners_viewer
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
  /** The address's `?lang=` (a language version's canonical link keeps it). */
  languageAsked: string | null;
  children?: ReactNode;
}

/** The realm's branded frame around every page: theme, navigation bar, footer. */
export function AppFrame({ context, queryRef, navigation, pathname, languageAsked, children }: AppFrameProps) {
  const { realm, viewer } = useFragment<AppFrame_query$key>(frameFragment, usePreloadedQuery<AppFrameQuery>(appFrameQuery, queryRef));
  const pending = useSyncExternalStore(navigation.subscribe, navigation.isPending, () => false);
  // The 10-foot layout (`?layout=tv`, tv/layout.ts): set on <html> before the first paint.
  useLayoutOfThisPage();

  // The page head (seo/pageHead.tsx): the frame reports the realm's defaults, the canonical
  // and language links (SiteHead); each page's own title and tags win over them.
  const basename = context.realmName ? `/realm/${context.realmName}` : '';
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
        {/* Every page's toasts (spec §4), the frame's own and its screens'. */}
        <ToastProvider>
          <div className={`rs-progress${pending ? ' rs-progress--active' : ''}`} aria-hidden="true" />
          <a className="rs-skip" href="#rs-main">
            <Trans>Skip to content</Trans>
          </a>
          <TopBanners realm={realm} />
          <NavBar realm={realm} viewer={viewer} locale={context.locale} onLocaleChange={context.changeLocale} />
          <main id="rs-main" className="rs-main" aria-busy={pending}>
            <WatchlistMode.Provider value={realm.settings.systemDefinedWatchlistFavouritesMode === 'FAVOURITES' ? 'FAVOURITES' : 'MY_LIST'}>
              <PageBehaviourContext.Provider value={realm.settings}>
                <PageErrorBoundary resetKey={pathname}>
                  <SiteHead
                    realm={realm}
                    locale={context.locale}
                    pathname={pathname}
                    languageAsked={languageAsked}
                    origin={context.origin ?? browserOrigin()} basename={basename}>
                    {children}
                  </SiteHead>
                </PageErrorBoundary>
              </PageBehaviourContext.Provider>
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
          <BottomBanners realm={realm} viewer={viewer} />
          <Analytics />
        </ToastProvider>
      </RealmTheme>
    </RealmTitleContext.Provider>
  );
}
