import type { I18n } from '@lingui/core';
import type { Protocol } from 'farce';
import { resolver } from 'found';
import { Component, type ReactNode, Suspense } from 'react';
import { graphql, loadQuery, type PreloadedQuery, RelayEnvironmentProvider } from 'react-relay';
import { createOperationDescriptor, type Environment, getRequest } from 'relay-runtime';
import { I18nProvider } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { RealmNotFound } from '../apps/notFound/RealmNotFound.tsx';
import { BootSplash } from '../components/StatusViews.tsx';
import { createSessionGate } from '../session/ensureSession.ts';
import type { AppFrameQuery } from './__generated__/AppFrameQuery.graphql.ts';
import type { createAppRealmLanguagesQuery } from './__generated__/createAppRealmLanguagesQuery.graphql.ts';
import type { AppContext } from './appContext.ts';
import { appFrameQuery } from './AppFrame.tsx';
import type { BasePath } from './basePath.ts';
import { type FirstLocation, guestCheckInOnFirstQuery, preloadFirstPage } from './firstPage.ts';
import { errorCode } from './graphQLErrors.ts';
import { type LocaleSources, type RealmLanguages, realmOffers, resolveLocale, type SupportedLocale } from './i18n.ts';
import { createNavigationState } from './navigationState.ts';
import { createRelayEnvironment } from './relayEnvironment.ts';
import { createAppRouter } from './router.tsx';
import { createRouteQueryRetention } from './routeQueryRetention.ts';
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
   * Where the app opens (inside the realm): that page's query is sent at once
   * with the frame (system/firstPage.ts). Without it, the frame's query goes
   * first and the page's after it.
   */
  firstLocation?: FirstLocation;
}

// The boot reads the realm's languages from the frame's data in the store.
const realmLanguagesQuery = graphql`
  query createAppRealmLanguagesQuery {
    realm {
      defaultLanguage
      languages {
        code
      }
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
  const guestCheckIn = guestCheckInOnFirstQuery();
  const environment =
    options.environment ??
    createRelayEnvironment({ realmName: basePath.realmName, getLocale: () => locale, fetch: guestCheckIn.fetch });

  const startFrameQuery = () =>
    loadQuery<AppFrameQuery>(environment, appFrameQuery, {}, { fetchPolicy: 'store-or-network' });
  // With a first page, the frame's query waits for that page's answer (which
  // brings the frame) and finds it in the store; otherwise it goes at once.
  let frameQuery!: PreloadedQuery<AppFrameQuery> | Promise<PreloadedQuery<AppFrameQuery>>;
  const frameLoaded = async () => settled(await frameQuery);

  /** The realm's languages once the frame's query is in; null if it failed. */
  const realmLanguages = async (): Promise<RealmLanguages | null> => {
    try {
      await frameLoaded();
    } catch {
      return null; // The frame shows the failure once rendered.
    }
    const operation = createOperationDescriptor(getRequest(realmLanguagesQuery), {});
    const data = environment.lookup(operation.fragment).data as createAppRealmLanguagesQuery['response'] | null;
    if (!data?.realm) return null;
    return { languages: data.realm.languages.map((language) => language.code), defaultLanguage: data.realm.defaultLanguage };
  };

  const context: AppContext = {
    environment,
    i18n,
    locale,
    changeLocale,
    sessionChanged,
    realmName: basePath.realmName,
    routeQueries: createRouteQueryRetention(),
    // The session check reads what the frame's query brought, then checks in
    // as a guest if needed; every route waits for it before loading content.
    session: createSessionGate(environment, frameLoaded),
  };
  frameQuery = options.firstLocation
    ? preloadFirstPage(context, options.firstLocation, guestCheckIn.arm).then(startFrameQuery)
    : startFrameQuery();
  const navigation = createNavigationState();
  const { Router, render } = createAppRouter({
    historyProtocol,
    basename: basePath.basename,
    appFrameQueryRef: frameQuery,
    navigation,
    routeQueries: context.routeQueries,
  });
  return {
    context,
    environment,
    Router,
    render,
    realmLanguages,
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

/** Spec §2 "Connection-failed page": the realm itself could not be loaded. */
class BootErrorBoundary extends Component<{ children: ReactNode }, { error: unknown; failed: boolean }> {
  override state = { error: null as unknown, failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    // Not a connection problem: the address names no realm.
    if (errorCode(this.state.error) === 'REALM_NOT_FOUND') return <RealmNotFound />;
    return (
      <div className="rs-boot-error" role="alert">
        <h1>
          <Trans>Connection Failed</Trans>
        </h1>
        <p>
          <Trans>Please refresh the page</Trans>
        </p>
        <button type="button" onClick={() => window.location.reload()}>
          <Trans>Refresh</Trans>
        </button>
      </div>
    );
  }
}

/** Renders one app instance: Relay, Lingui and the router, around the realm frame. */
export function App({ instance, i18n }: { instance: AppInstance; i18n: I18n }) {
  const { Router, context, environment } = instance;
  return (
    <RelayEnvironmentProvider environment={environment}>
      <I18nProvider i18n={i18n}>
        <BootErrorBoundary>
          <Suspense fallback={<BootSplash />}>
            <Router matchContext={context} resolver={resolver} />
          </Suspense>
        </BootErrorBoundary>
      </I18nProvider>
    </RelayEnvironmentProvider>
  );
}
