// @vitest-environment node
import { I18nProvider } from '@lingui/react';
import { MemoryProtocol, queryMiddleware } from 'farce';
import { resolver } from 'found';
import { getFarceResult } from 'found/server';
import { renderToString } from 'react-dom/server';
import { RelayEnvironmentProvider } from 'react-relay';
import type { Environment, OperationDescriptor } from 'relay-runtime';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestI18n } from '../test/renderWithProviders.tsx';
import { mainEventVideo } from '../test/mainEventVideo.ts';

// Every module a server would load: all of web/src but the browser entry point
// and the tests. Loaded lazily, so the traps below are in place first.
const modules = import.meta.glob([
  '../**/*.{ts,tsx}',
  '!../client.tsx',
  '!../**/*.test.{ts,tsx}',
  '!../test/**',
]);

const BROWSER_GLOBALS = [
  'window',
  'document',
  'navigator',
  'location',
  'history',
  'localStorage',
  'sessionStorage',
  'matchMedia',
  'requestAnimationFrame',
  'HTMLElement',
] as const;

/** Where in web/src a browser global was read from, if anywhere. */
const touched: string[] = [];
const saved = new Map<string, PropertyDescriptor | undefined>();

beforeAll(() => {
  for (const name of BROWSER_GLOBALS) {
    saved.set(name, Object.getOwnPropertyDescriptor(globalThis, name));
    Object.defineProperty(globalThis, name, {
      configurable: true,
      get() {
        // The frame right below this getter is the code that read the global.
        // Libraries may probe (`typeof window`) and carry on; our modules may not.
        const reader = new Error().stack?.split('\n')[2] ?? '';
        if (reader.includes('/web/src/')) touched.push(`${name} ← ${reader.trim()}`);
        return undefined;
      },
    });
  }
});

afterAll(() => {
  for (const [name, descriptor] of saved) {
    if (descriptor) Object.defineProperty(globalThis, name, descriptor);
    else delete (globalThis as Record<string, unknown>)[name];
  }
});

describe('a server loading the web app', () => {
  it('finds every module it would load, and none of them reaches for the browser when loaded', async () => {
    const paths = Object.keys(modules);
    expect(paths).toContain('./createApp.tsx');
    expect(paths).toContain('../apps/video/VideoApp.tsx');
    expect(paths).not.toContain('../client.tsx');

    for (const path of paths) await modules[path]!();

    expect(touched).toEqual([]);
    // Importing every module of the app (a few hundred, through Vite's transform) is
    // what this test does; it is not a speed target, so it gets the time it needs.
  }, 60_000);

  it('renders a video page to HTML from the route table and a Relay store', async () => {
    const { createAppInstance } = await import('./createApp.tsx');
    const { routeConfig } = await import('./routeConfig.ts');
    const environment = createMockEnvironment();
    // The gateway's answers, one per operation the page sends (the frame's, the
    // video's), given as soon as it is sent.
    const answer = (operation: OperationDescriptor) =>
      MockPayloadGenerator.generate(operation, {
        Realm: () => ({
          title: 'Ringside',
          fullName: 'Ringside Fight Network',
          logoUrl: '/images/realm/ringside/logo.svg',
          canonicalDomain: 'ringside.tv',
          settings: { guestsAllowed: true, hasLive: true, allowSelfRegistration: true },
          menu: { layout: 'TOP', items: [] },
          languages: [{ code: 'en', name: 'English' }],
        }),
        Viewer: () => ({ role: 'GUEST' }),
        ...mainEventVideo(),
      });
    // Queries started with loadQuery reach the mock network without passing
    // through the environment, so relay-test-utils is told of them up front;
    // it uses each queued resolver once.
    const { default: appFrameQuery } = await import('./__generated__/AppFrameQuery.graphql.ts');
    const { default: videoQuery } = await import('../apps/video/__generated__/videoRoutesQuery.graphql.ts');
    environment.mock.queuePendingOperation(appFrameQuery, {});
    environment.mock.queuePendingOperation(videoQuery, { id: '7', withFrame: false });
    environment.mock.queueOperationResolver((operation) => answer(operation));
    environment.mock.queueOperationResolver((operation) => answer(operation));
    const i18n = createTestI18n();
    const instance = createAppInstance({
      basePath: { basename: '', realmName: null },
      locale: 'en',
      i18n,
      historyProtocol: new MemoryProtocol('/video/7'),
      changeLocale: vi.fn(),
      sessionChanged: vi.fn(),
      environment: environment as unknown as Environment,
    });

    const result = await getFarceResult({
      url: '/video/7',
      historyMiddlewares: [queryMiddleware],
      routeConfig,
      resolver,
      render: instance.render,
      matchContext: instance.context,
    });
    expect(result.status).toBe(200);
    if (!('element' in result)) throw new Error('expected a page, not a redirect');

    const html = renderToString(
      <RelayEnvironmentProvider environment={instance.environment}>
        <I18nProvider i18n={i18n}>{result.element}</I18nProvider>
      </RelayEnvironmentProvider>,
    );
    expect(html).toContain('Main event: full fight');
    expect(html).toContain('Ringside Fight Network');
  });
});
