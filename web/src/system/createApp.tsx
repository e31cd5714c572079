import type { I18n } from '@lingui/core';
import type { Protocol } from 'farce';
import { resolver } from 'found';
import { Component, type ReactNode, Suspense } from 'react';
import { loadQuery, RelayEnvironmentProvider } from 'react-relay';
import type { Environment } from 'relay-runtime';
import { I18nProvider } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { createSessionGate } from '../session/ensureSession.ts';
import type { AppFrameQuery } from './__generated__/AppFrameQuery.graphql.ts';
import type { AppContext } from './appContext.ts';
import { appFrameQuery } from './AppFrame.tsx';
import type { BasePath } from './basePath.ts';
import type { SupportedLocale } from './i18n.ts';
import { createNavigationState } from './navigationState.ts';
import { createRelayEnvironment } from './relayEnvironment.ts';
import { createAppRouter } from './router.tsx';
import { createRouteQueryRetention } from './routeQueryRetention.ts';

export interface AppInstanceOptions {
  basePath: BasePath;
  locale: SupportedLocale;
  i18n: I18n;
  historyProtocol: Protocol;
  changeLocale: (locale: SupportedLocale) => void;
  /** Tests pass relay-test-utils' mock environment. */
  environment?: Environment;
}

/**
 * Everything one running app needs, created together: Relay environment,
 * the realm frame's query (started at once), the session gate and the router.
 * A language change builds a new instance, so cached localised texts go too.
 */
export function createAppInstance(options: AppInstanceOptions) {
  const { basePath, locale, i18n, historyProtocol, changeLocale } = options;
  const environment =
    options.environment ?? createRelayEnvironment({ realmName: basePath.realmName, getLocale: () => locale });

  const appFrameQueryRef = loadQuery<AppFrameQuery>(environment, appFrameQuery, {});
  const frameLoaded = () =>
    new Promise<void>((resolve, reject) => {
      const source = (appFrameQueryRef as { source?: { subscribe(sink: object): unknown } }).source;
      if (!source) resolve();
      else source.subscribe({ complete: () => resolve(), error: reject });
    });

  const context: AppContext = {
    environment,
    i18n,
    locale,
    changeLocale,
    realmName: basePath.realmName,
    routeQueries: createRouteQueryRetention(),
    // The session check reads what the frame's query brought, then checks in
    // as a guest if needed; every route waits for it before loading content.
    session: createSessionGate(environment, frameLoaded),
  };
  const navigation = createNavigationState();
  const { Router, render } = createAppRouter({
    historyProtocol,
    basename: basePath.basename,
    appFrameQueryRef,
    navigation,
    routeQueries: context.routeQueries,
  });
  return { context, environment, Router, render };
}

export type AppInstance = ReturnType<typeof createAppInstance>;

/** Spec §2 "Connection-failed page": the realm itself could not be loaded. */
class BootErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
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

function Splash() {
  return (
    <div className="rs-splash" role="status">
      <span className="rs-splash__spinner" aria-hidden="true" />
    </div>
  );
}

/** Renders one app instance: Relay, Lingui and the router, around the realm frame. */
export function App({ instance, i18n }: { instance: AppInstance; i18n: I18n }) {
  const { Router, context, environment } = instance;
  return (
    <RelayEnvironmentProvider environment={environment}>
      <I18nProvider i18n={i18n}>
        <BootErrorBoundary>
          <Suspense fallback={<Splash />}>
            <Router matchContext={context} resolver={resolver} />
          </Suspense>
        </BootErrorBoundary>
      </I18nProvider>
    </RelayEnvironmentProvider>
  );
}
