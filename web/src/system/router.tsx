import { createBasenameMiddleware, type Protocol, queryMiddleware } from 'farce';
import * as found from 'found';
import { createFarceRouter, createRender, type HttpError, type RenderErrorArgs } from 'found';

// found's typings declare ElementsRenderer as a type only, but the module exports the component.
const { ElementsRenderer } = found as unknown as { ElementsRenderer: found.ElementsRenderer };
import { type ReactElement, type ReactNode, useEffect } from 'react';
import type { PreloadedQuery } from 'react-relay';
import { NotFoundApp } from '../apps/notFound/NotFoundApp.tsx';
import { ErrorView, PageLoading } from '../components/StatusViews.tsx';
import type { AppFrameQuery } from './__generated__/AppFrameQuery.graphql.ts';
import type { AppContext } from './appContext.ts';
import { AppFrame } from './AppFrame.tsx';
import type { NavigationState } from './navigationState.ts';
import { routeConfig } from './routeConfig.ts';

/** Spec §2: changing route scrolls to the top. */
function ScrollToTop({ locationKey }: { locationKey: string }) {
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [locationKey]);
  return null;
}

function RouteError({ args }: { args: RenderErrorArgs }) {
  const error: HttpError = args.error;
  if (error.status === 404) return <NotFoundApp />;
  // A fresh location object makes found match and load the page again.
  return <ErrorView onRetry={() => args.router.replace(args.location)} />;
}

export interface AppRouterOptions {
  historyProtocol: Protocol;
  /** '' or `/realm/{name}`: stripped from and added to every location. */
  basename: string;
  appFrameQueryRef: PreloadedQuery<AppFrameQuery>;
  navigation: NavigationState;
}

/**
 * found with farce history. The render function puts every page inside the
 * realm's frame; while the next page's data loads it returns `undefined`, which
 * tells found to keep the current page on screen (only the very first page
 * shows a spinner).
 */
export function createAppRouter({ historyProtocol, basename, appFrameQueryRef, navigation }: AppRouterOptions) {
  let hasShownPage = false;

  const frame = (context: AppContext, children: ReactNode, signInRequired = false) => (
    <AppFrame context={context} queryRef={appFrameQueryRef} navigation={navigation} signInRequired={signInRequired}>
      {children}
    </AppFrame>
  );

  const render = createRender({
    renderPending: (args) => {
      navigation.setPending(true);
      if (hasShownPage) return undefined as unknown as ReactElement;
      return frame(args.context as AppContext, <PageLoading />);
    },
    renderReady: (args) => {
      navigation.setPending(false);
      hasShownPage = true;
      return frame(
        args.context as AppContext,
        <>
          <ScrollToTop locationKey={args.location.key ?? args.location.pathname} />
          <ElementsRenderer elements={args.elements} />
        </>,
      );
    },
    renderError: (args) => {
      navigation.setPending(false);
      hasShownPage = true;
      return frame(
        args.context as AppContext,
        <>
          <ScrollToTop locationKey={args.location.key ?? args.location.pathname} />
          <RouteError args={args} />
        </>,
        args.error.status === 401,
      );
    },
  });

  return createFarceRouter({
    historyProtocol,
    historyMiddlewares: [queryMiddleware, createBasenameMiddleware({ basename })],
    routeConfig,
    render,
  });
}

