// @vitest-environment node
import { I18nProvider } from '@lingui/react';
import { MemoryProtocol, queryMiddleware } from 'farce';
import { resolver } from 'found';
import { getFarceResult } from 'found/server';
import { renderToString } from 'react-dom/server';
import { RelayEnvironmentProvider } from 'react-relay';
import type { Environment, OperationDescriptor } from 'relay-runtime';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it, vi } from 'vitest';
import { createTestI18n } from '../test/renderWithProviders.tsx';
import { mainEventVideo } from '../test/mainEventVideo.ts';
import { createPageHeadCollector, PageHeadContext, renderHeadTags } from './pageHead.tsx';

// How the gateway's server renderer gets a page's head: the app rendered once
// inside a collector's sink, whose tags then go into the HTML's <head>.
describe('a server rendering a video page', () => {
  it('has its title, preview tags, language links and VideoObject once the page has rendered', async () => {
    const { createAppInstance } = await import('../system/createApp.tsx');
    const { routeConfig } = await import('../system/routeConfig.ts');
    const environment = createMockEnvironment();
    const answer = (operation: OperationDescriptor) =>
      MockPayloadGenerator.generate(operation, {
        Realm: () => ({
          title: 'Ringside',
          fullName: 'Ringside Fight Network',
          logoUrl: '/images/realm/ringside/logo.svg',
          canonicalDomain: 'ringside.tv',
          settings: { guestsAllowed: true, hasLive: true, allowSelfRegistration: true },
          menu: { layout: 'TOP', items: [] },
          defaultLanguage: 'en',
          languages: [{ code: 'en' }, { code: 'pt' }],
        }),
        Viewer: () => ({ role: 'GUEST' }),
        ...mainEventVideo(),
        Video: () => ({
          ...mainEventVideo().Video(),
          internalId: '7',
          thumbnailUrl: '/images/video/7.svg',
          previewImage: { url: '/images/video/7.png?w=1200', width: 1200, height: 675 },
        }),
      });
    const { default: appFrameQuery } = await import('../system/__generated__/AppFrameQuery.graphql.ts');
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
    if (!('element' in result)) throw new Error('expected a page, not a redirect');

    const head = createPageHeadCollector();
    renderToString(
      <PageHeadContext.Provider value={head.sink}>
        <RelayEnvironmentProvider environment={instance.environment}>
          <I18nProvider i18n={i18n}>{result.element}</I18nProvider>
        </RelayEnvironmentProvider>
      </PageHeadContext.Provider>,
    );

    const tags = head.tags();
    expect(tags).toMatchObject({
      title: 'Main event: full fight | Ringside',
      description: 'Five rounds for the belt.',
      canonical: 'https://ringside.tv/video/7',
      type: 'video.other',
      siteName: 'Ringside Fight Network',
      image: { url: 'https://ringside.tv/images/video/7.png?w=1200', width: 1200, height: 675 },
      alternates: [
        { hrefLang: 'en', href: 'https://ringside.tv/video/7?lang=en' },
        { hrefLang: 'pt', href: 'https://ringside.tv/video/7?lang=pt' },
        { hrefLang: 'x-default', href: 'https://ringside.tv/video/7' },
      ],
      robots: null,
    });
    expect(tags.jsonLd).toEqual([expect.objectContaining({ '@type': 'VideoObject', uploadDate: '2026-11-01T20:00:00.000Z', duration: 'PT25M' })]);
    expect(renderHeadTags(tags)).toContain('<meta property="og:title" content="Main event: full fight | Ringside" data-rs-head>');
    // Loading the app's modules through Vite's transform takes most of this test's time; not a speed target.
  }, 60_000);
});
