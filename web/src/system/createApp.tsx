import type { I18n, Messages } from '@lingui/core';
import type { Protocol } from 'farce';
import { resolver } from 'found';
import { Component, type ReactNode, Suspense } from 'react';
import { graphql, loadQuery, type PreloadedQuery, RelayEnvironmentProvider } from 'react-relay';
import { createOperationDescriptor, type Environment, getRequest } from 'relay-runtime';
import { I18nProvider } from '@lingui/react';
import { DisconnectedPage } from '../apps/disconnected/DisconnectedPage.tsx';
import { RealmNotFound } from '../apps/notFound/RealmNotFound.tsx';
import { type RealmDocument, realmDocumentOf } from '../realm/realmDocument.ts';
import { realmLabelsFor } from '../realm/realmLabels.ts';
import { VpnBlockedPage } from '../security/VpnBlockedPage.tsx';
import { BootSplash } from '../components/StatusViews.tsx';
import { createSessionGate } from '../session/ensureSession.ts';
import type { AppFrameQuery } from './__generated__/AppFrameQuery.graphql.ts';
import type { createAppRealmLanguagesQuery } from './__generated__/createAppRealmLanguagesQuery.graphql.ts';
import { trackAnswersAwaited } from './answersAwaited.ts';
import type { AppContext } from './appContext.ts';
import { appFrameQuery } from './AppFrame.tsx';
import type { BasePath } from './basePath.ts';
import { type FirstLocation, guestCheckInOnFirstQuery, preloadFirstPage } from './firstPage.ts';
import { errorCode } from './graphQLErrors.ts';
import { type LocaleSources, type RealmLanguages, realmOffers, resolveLocale, type SupportedLocale } from './i18n.ts';
import { createNavigationState } from './navigationState.ts';
import { createRelayEnvironment, type RecordMap } from './relayEnvironment.ts';
import { createAppRouter } from './router.tsx';
import { createRouteQueryRetention } from './routeQueryRetention.ts';
import { pathTo, setRouteLanguage } from './routePaths.ts';
import { translatePath } from './routeTable.ts';
import { settled } from './settled.ts';

export interface AppInstanceOptions {
  basePath: BasePath;
  locale: SupportedLocale;
  i18n: I18n;
  historyProtocol: Protocol;
  changeLocale: (locale: SupportedLocale) => void;
  sessionChanged: (destination: string) => void;
  /** Tests pass relay-test-utils' mock environment. */
  environment?: Environment;
  /**
   * The Relay records a server rendered this page with (server/renderPage.tsx):
   * the app starts with them in its store, so taking the page over asks for nothing again.
   */
  records?: RecordMap;
  /**
   * Where a server sends the app's GraphQL requests (in process) instead of
   * the browser's fetch (the first page's guest check-in header is added to it too).
   */
  fetch?: typeof globalThis.fetch;
  /** The request's origin when a server renders (AppContext.origin). */
  origin?: string;
  /**
   * Where the app opens (inside the realm): that page's query is sent at once
   * with the frame (system/firstPage.ts). Without it, the frame's query goes
   * first and the page's after it.
   */
  firstLocation?: FirstLocation;
}

// The boot reads the realm's languages and its own labels from the frame's data in the store;
// a server, the realm's part of the document (realm/realmDocument.ts).
const realmLanguagesQuery = graphql`
  query createAppRealmLanguagesQuery {
    realm {
      defaultLanguage
      languages {
        code
      }
      ...realmLabels_realm
      ...realmDocument_realm
    }
  }
`;

/**
 * Everything one running app needs, created together: Relay environment,
 * the realm frame's query (started at once), the session gate and the router.
 * A language change builds a new instance, so cached localised texts go too.
 */
export function createAppInstance(options: AppInstanceOptions) {
  const { basePath, locale, i18n, historyProtocol, changeLocale, sessionChanged } = options;
  // Links (`pathTo`) are built in the instance's language; a language change builds a new
  // instance. Server rendering (issue 14) will need this per request, not per module.
  setRouteLanguage(locale);
  const guestCheckIn = guestCheckInOnFirstQuery(options.fetch);
  const requests = trackAnswersAwaited(guestCheckIn.fetch);
  const environment =
    options.environment ??
    createRelayEnvironment({
      realmName: basePath.realmName,
      getLocale: () => locale,
      fetch: requests.fetch,
      records: options.records,
    });

  const startFrameQuery = () =>
    loadQuery<AppFrameQuery>(environment, appFrameQuery, {}, { fetchPolicy: 'store-or-network' });
  // With a first page, the frame's query waits for that page's answer (which
  // brings the frame) and finds it in the store; otherwise it goes at once.
  let frameQuery!: PreloadedQuery<AppFrameQuery> | Promise<PreloadedQuery<AppFrameQuery>>;
  const frameLoaded = async () => settled(await frameQuery);

  /** The realm as the frame's query brought it; null if that failed. */
  const frameRealm = async (): Promise<createAppRealmLanguagesQuery['response']['realm'] | null> => {
    try {
      await frameLoaded();
    } catch {
      return null; // The frame shows the failure once rendered.
    }
    const operation = createOperationDescriptor(getRequest(realmLanguagesQuery), {});
    const data = environment.lookup(operation.fragment).data as createAppRealmLanguagesQuery['response'] | null;
    return data?.realm ?? null;
  };

  /** The realm's languages once the frame's query is in; null if it failed. */
  const realmLanguages = async (): Promise<RealmLanguages | null> => {
    const realm = await frameRealm();
    if (!realm) return null;
    return { languages: realm.languages.map((language) => language.code), defaultLanguage: realm.defaultLanguage };
  };

  /**
   * The realm's own wording in this instance's language, as messages to lay
   * over the catalog (realm/realmLabels.ts); none if the frame failed (spec §4:
   * the default labels are used).
   */
  const realmMessages = async (): Promise<Messages> => {
    const realm = await frameRealm();
    return realm ? realmLabelsFor(realm, locale) : {};
  };

  /** The realm's colours and name for `<html>`, once the frame's query is in; null if it failed. */
  const realmDocument = async (): Promise<RealmDocument | null> => {
    const realm = await frameRealm();
    return realm ? realmDocumentOf(realm) : null;
  };

  const context: AppContext = {
    environment,
    i18n,
    locale,
    changeLocale: (next) => {
      // The page on screen, at its path in the new language (`/section/x` → `/seccion/x`),
      // before the new instance reads the address.
      if (next !== locale && typeof window !== 'undefined') {
        const { pathname, search, hash } = window.location;
        const inRealm = pathname.slice(basePath.basename.length) || '/';
        const translated = translatePath(inRealm, next, locale);
        if (translated !== inRealm) window.history.replaceState(window.history.state, '', `${basePath.basename}${translated}${search}${hash}`);
      }
      changeLocale(next);
    },
    sessionChanged,
    realmName: basePath.realmName,
    ...(options.origin ? { origin: options.origin } : {}),
    routeQueries: createRouteQueryRetention(),
    // The session check reads what the frame's query brought, then checks in
    // as a guest if needed; every route waits for it before loading content.
    session: createSessionGate(environment, frameLoaded),
  };
  frameQuery = options.firstLocation
    ? preloadFirstPage(context, options.firstLocation, guestCheckIn.arm).then(startFrameQuery)
    : startFrameQuery();
  const navigation = createNavigationState();
  const { Router, render, initialRouter } = createAppRouter({
    historyProtocol,
    basename: basePath.basename,
    appFrameQueryRef: frameQuery,
    navigation,
    routeQueries: context.routeQueries,
    language: locale,
  });
  return {
    context,
    environment,
    Router,
    render,
    /** The router with the first page resolved, to take a server-rendered page over with. */
    initialRouter: () => initialRouter(context),
    realmLanguages,
    realmMessages,
    realmDocument,
    /**
     * Resolves once every request of this instance has its answer (at most
     * `limitMs`): a session change waits for it before the next instance's
     * first request (system/answersAwaited.ts).
     */
    allAnswered: (limitMs: number) => requests.allAnswered(limitMs),
    /** Lets the frame's and the first page's data go (an instance that will never be rendered). */
    dispose: () => {
      context.routeQueries.disposeAll();
      void Promise.resolve(frameQuery).then((ref) => ref.dispose());
    },
  };
}

export type AppInstance = ReturnType<typeof createAppInstance>;

/**
 * Spec §4: the language is one the realm offers, but the realm's languages
 * are only known from the frame's query. So an instance is built in the
 * provisional language (explicit > stored > browser); once its frame's query
 * is in, it is kept if the realm offers that language, else replaced by one
 * in the language chosen among the realm's. Resolves before anything is
 * rendered, so the first render is already in the right language (the page's
 * splash shows meanwhile).
 */
export async function createAppInRealmLocale(
  sources: LocaleSources,
  create: (locale: SupportedLocale) => AppInstance,
): Promise<AppInstance> {
  const provisional = resolveLocale(sources);
  const first = create(provisional);
  const realm = await first.realmLanguages();
  if (!realm || realmOffers(realm, provisional)) return first;
  first.dispose();
  return create(resolveLocale(sources, realm));
}

/**
 * The app could not start: the realm's frame failed to load. Spec §2 "Boot
 * failure renders the disconnected page"; an unknown realm and the VPN block
 * are told as what they are.
 */
class BootErrorBoundary extends Component<{ children: ReactNode; basename: string }, { error: unknown; failed: boolean }> {
  override state = { error: null as unknown, failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    switch (errorCode(this.state.error)) {
      // Not a connection problem: the address names no realm.
      case 'REALM_NOT_FOUND':
        return <RealmNotFound />;
      case 'VPN_BLOCKED':
        return <VpnBlockedPage logoutHref={`${this.props.basename}${pathTo('LOGOUT')}`} />;
      default:
        return <DisconnectedPage />;
    }
  }
}

/**
 * Renders one app instance: Relay, Lingui and the router, around the realm
 * frame. `router`: one that resolved the first page already (a server-rendered page taken over).
 */
export function App({ instance, i18n, router }: { instance: AppInstance; i18n: I18n; router?: AppInstance['Router'] }) {
  const { context, environment } = instance;
  const Router = router ?? instance.Router;
  return (
    <RelayEnvironmentProvider environment={environment}>
      <I18nProvider i18n={i18n}>
        <BootErrorBoundary basename={instance.context.realmName ? `/realm/${instance.context.realmName}` : ''}>
          <Suspense fallback={<BootSplash />}>
            <Router matchContext={context} resolver={resolver} />
          </Suspense>
        </BootErrorBoundary>
      </I18nProvider>
    </RelayEnvironmentProvider>
  );
}
