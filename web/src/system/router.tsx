import { createBasenameMiddleware, type Protocol, queryMiddleware } from 'farce';
import * as found from 'found';
import { createFarceRouter, createInitialFarceRouter, createRender, type HttpError, type RenderErrorArgs, resolver } from 'found';

// found's typings declare ElementsRenderer as a type only, but the module exports the component.
const { ElementsRenderer } = found as unknown as { ElementsRenderer: found.ElementsRenderer };
import { type ReactElement, type ReactNode, Suspense, use, useEffect, useLayoutEffect } from 'react';
import type { PreloadedQuery } from 'react-relay';
import { NotFoundApp } from '../apps/notFound/NotFoundApp.tsx';
import { BootSplash, ErrorView } from '../components/StatusViews.tsx';
import type { AppFrameQuery } from './__generated__/AppFrameQuery.graphql.ts';
import type { AppContext } from './appContext.ts';
import { AppFrame } from './AppFrame.tsx';
import { AppUpdatedView, ChunkErrorView } from './ChunkErrorView.tsx';
import { CHUNK_LOAD_FAILED } from './chunkRetryRoutes.ts';
import { ConnectionFailedView } from './ConnectionFailedView.tsx';
import { VpnBlockedView } from '../security/VpnBlockedView.tsx';
import { APP_UPDATED, CHECK_IN_CHALLENGE, type RouteErrorData } from './routeErrors.ts';
import { lazyWithRetry } from './chunkRetryLazy.tsx';
import type { NavigationState } from './navigationState.ts';
import { guardRoutes } from '../session/guardRoutes.ts';
import { routeConfigFor } from './routeConfig.ts';
import type { RouteLanguage } from './routeTable.ts';
import { type DisposableQueryRef, queryRefsOf, type RouteQueryRetention } from './routeQueryRetention.ts';
import { createScrollRestoration, type ScrollLocation, type ScrollRestoration } from './scrollRestoration.ts';

/**
 * Spec §2: a new route starts at the top; back and forward return to where the
 * viewer was (system/scrollRestoration.ts). Runs once the page is on screen with its data.
 */
function RestoreScroll({ restoration, location }: { restoration: ScrollRestoration; location: ScrollLocation }) {
  useLayoutEffect(() => {
    restoration.pageShown(location);
  }, [restoration, location]);
  useEffect(() => restoration.attach(), [restoration]);
  return null;
}

/**
 * Tells the retention which query references the committed page shows, so the
 * page it replaced gives its data up; when the app unmounts, everything goes.
 */
function RetainShownQueries({
  retention,
  refs,
}: {
  retention: RouteQueryRetention;
  refs: ReadonlySet<DisposableQueryRef> | null;
}) {
  useEffect(() => {
    if (refs) retention.rendered(refs);
  }, [retention, refs]);
  useEffect(() => retention.attach(), [retention]);
  return null;
}

/** The frame, once its query reference exists (it suspends until then; the boot splash shows). */
function AppFrameWhenLoaded({
  queryRef,
  ...props
}: Omit<Parameters<typeof AppFrame>[0], 'queryRef'> & { queryRef: AppRouterOptions['appFrameQueryRef'] }) {
  return <AppFrame queryRef={queryRef instanceof Promise ? use(queryRef) : queryRef} {...props} />;
}

// Pages only a crowd behind one address meets (a limit, a question before a guest session): loaded
// when needed, so every other first visit's script stays within its budget (bench/webBundle.ts).
// The server waits for them (renderToStringAsync), so they are still rendered there.
const CheckInChallengeView = lazyWithRetry(() =>
  import('../session/CheckInChallengeView.tsx').then((module) => ({ default: module.CheckInChallengeView })),
);
const RateLimitedView = lazyWithRetry(() => import('./RateLimitedView.tsx').then((module) => ({ default: module.RateLimitedView })));

function RouteError({ args }: { args: RenderErrorArgs }) {
  const error: HttpError = args.error;
  if (error.status === 404) return <NotFoundApp />;
  // A fresh location object makes found match and load the page again.
  const retry = () => args.router.replace(args.location);
  const data = error.data as RouteErrorData | undefined;
  switch (data?.code) {
    case CHECK_IN_CHALLENGE:
      return (
        <Suspense fallback={null}>
          <CheckInChallengeView
            challenge={data.challenge!}
            messageKey={data.messageKey ?? 'captchaRequired'}
            session={(args.context as AppContext).session}
            onCheckedIn={retry}
          />
        </Suspense>
      );
    case 'RATE_LIMITED':
      return (
        <Suspense fallback={null}>
          <RateLimitedView retryAfterSeconds={data.retryAfterSeconds ?? 60} onRetry={retry} />
        </Suspense>
      );
    case CHUNK_LOAD_FAILED:
      return <ChunkErrorView onRetry={retry} />;
    case APP_UPDATED:
      return <AppUpdatedView />;
    case 'NETWORK_ERROR':
      return <ConnectionFailedView onRetry={retry} />;
    case 'VPN_BLOCKED':
      return <VpnBlockedView />;
    default:
      return <ErrorView onRetry={retry} />;
  }
}

export interface AppRouterOptions {
  historyProtocol: Protocol;
  /** '' or `/realm/{name}`: stripped from and added to every location. */
  basename: string;
  /** A promise while the first page's answer, which brings the frame, is on its way (system/firstPage.ts). */
  appFrameQueryRef: PreloadedQuery<AppFrameQuery> | Promise<PreloadedQuery<AppFrameQuery>>;
  navigation: NavigationState;
  routeQueries: RouteQueryRetention;
  /** The app's language: routes match its paths (system/routeTable.ts). */
  language: RouteLanguage;
}

/**
 * found's render function: every page inside the realm's frame. While the next
 * page's data loads it returns `undefined`, which tells found to keep the
 * current page on screen (before the very first page, the boot splash). Separate
 * from the router so a server can hand it to found's `getFarceResult`.
 */
export function createAppRender({
  appFrameQueryRef,
  navigation,
  routeQueries,
}: Pick<AppRouterOptions, 'appFrameQueryRef' | 'navigation' | 'routeQueries'>) {
  let hasShownPage = false;
  // Only in a browser: a server rendering with this function never scrolls.
  const scrollRestoration = typeof window === 'undefined' ? null : createScrollRestoration(window);
  const restoreScroll = (location: ScrollLocation) =>
    scrollRestoration && <RestoreScroll restoration={scrollRestoration} location={location} />;
  const frame = (
    context: AppContext,
    location: { pathname: string; query?: Record<string, unknown> },
    shownQueries: ReadonlySet<DisposableQueryRef> | null,
    children: ReactNode,
  ) => (
    <>
      <RetainShownQueries retention={routeQueries} refs={shownQueries} />
      <AppFrameWhenLoaded
        context={context}
        queryRef={appFrameQueryRef}
        navigation={navigation}
        pathname={location.pathname}
        languageAsked={typeof location.query?.lang === 'string' ? location.query.lang : null}
      >
        {children}
      </AppFrameWhenLoaded>
    </>
  );

  return createRender({
    renderPending: (args) => {
      navigation.setPending(true);
      if (hasShownPage) return undefined as unknown as ReactElement;
      return <BootSplash />;
    },
    renderReady: (args) => {
      navigation.setPending(false);
      hasShownPage = true;
      return frame(
        args.context as AppContext,
        args.location,
        queryRefsOf(args.elements),
        <>
          {restoreScroll(args.location)}
          <ElementsRenderer elements={args.elements} />
        </>,
      );
    },
    renderError: (args) => {
      navigation.setPending(false);
      hasShownPage = true;
      return frame(
        args.context as AppContext,
        args.location,
        new Set(),
        <>
          {restoreScroll(args.location)}
          <RouteError args={args} />
        </>,
      );
    },
  });
}

/** found with farce history, rendering with createAppRender. */
export function createAppRouter({ historyProtocol, basename, language, ...renderOptions }: AppRouterOptions) {
  const render = createAppRender(renderOptions);
  const routerOptions = {
    historyProtocol,
    historyMiddlewares: [queryMiddleware, createBasenameMiddleware({ basename })],
    // Spec §4: the route guard runs before every route (session/guardRoutes.ts).
    routeConfig: guardRoutes(routeConfigFor(language)),
    render,
  };
  const Router = createFarceRouter(routerOptions);
  return {
    Router,
    render,
    /**
     * A router that has already resolved the page at the address (its data and
     * screen), so its first render is that page: what taking over a
     * server-rendered page needs (found's createInitialFarceRouter).
     */
    initialRouter: (matchContext: AppContext) => createInitialFarceRouter({ ...routerOptions, matchContext, resolver }),
  };
}
