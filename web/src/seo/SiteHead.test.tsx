import { I18nProvider } from '@lingui/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createTestI18n } from '../test/renderWithProviders.tsx';
import { createPageHeadCollector, PageHeadContext } from './pageHead.tsx';
import { SiteHead, type SiteHeadRealm } from './SiteHead.tsx';
import { useSite } from './siteContext.ts';

const ringside: SiteHeadRealm = {
  title: 'Ringside',
  fullName: 'Ringside Fight Network',
  logoUrl: '/images/realm/ringside/logo.svg',
  canonicalDomain: 'ringside.tv',
  defaultLanguage: 'en',
  languages: [{ code: 'en' }, { code: 'pt' }, { code: 'es' }],
};

/** The head the frame gives a page, as a server collects it, and the address the page is given. */
function frameHead(props: Omit<Parameters<typeof SiteHead>[0], 'children'>) {
  const collector = createPageHeadCollector();
  let pageSite: ReturnType<typeof useSite> | null = null;
  function Page() {
    pageSite = useSite();
    return null;
  }
  renderToString(
    <PageHeadContext.Provider value={collector.sink}>
      <I18nProvider i18n={createTestI18n()}>
        <SiteHead {...props}>
          <Page />
        </SiteHead>
      </I18nProvider>
    </PageHeadContext.Provider>,
  );
  return { tags: collector.tags(), site: pageSite! };
}

describe('the frame’s part of a page’s head', () => {
  it('names the realm, describes it, and links the page in the realm’s three languages on its canonical domain', () => {
    const { tags, site } = frameHead({ realm: ringside, locale: 'es', pathname: '/seccion/lutas', languageAsked: null, origin: 'http://localhost:4000', basename: '' });

    expect(tags).toMatchObject({ title: 'Ringside', siteName: 'Ringside Fight Network', description: 'Live events and videos on Ringside Fight Network.', robots: null });
    expect(tags.alternates).toEqual([
      { hrefLang: 'en', href: 'https://ringside.tv/section/lutas?lang=en' },
      { hrefLang: 'pt', href: 'https://ringside.tv/secao/lutas?lang=pt' },
      { hrefLang: 'es', href: 'https://ringside.tv/seccion/lutas?lang=es' },
      { hrefLang: 'x-default', href: 'https://ringside.tv/section/lutas' },
    ]);
    expect(site).toEqual({ address: { origin: 'https://ringside.tv', pagesBase: 'https://ringside.tv' }, name: 'Ringside Fight Network', logoUrl: '/images/realm/ringside/logo.svg' });
    // Opened without ?lang=, the page is the x-default one: its canonical has no query.
    expect(tags.canonical).toBe('https://ringside.tv/seccion/lutas');
  });

  it('makes each language version opened by its hreflang address its own canonical page', () => {
    for (const alternate of frameHead({ realm: ringside, locale: 'es', pathname: '/seccion/lutas', languageAsked: null, origin: null, basename: '' }).tags.alternates!) {
      const version = new URL(alternate.href);
      const { tags } = frameHead({
        realm: ringside,
        locale: 'es',
        pathname: version.pathname,
        languageAsked: version.searchParams.get('lang'),
        origin: null,
        basename: '',
      });
      expect(tags.canonical).toBe(alternate.href);
    }
    // A language the realm does not offer, or other letters' case, names no other page than the realm's own code.
    expect(frameHead({ realm: ringside, locale: 'en', pathname: '/video/7', languageAsked: 'fr', origin: null, basename: '' }).tags.canonical).toBe('https://ringside.tv/video/7');
    expect(frameHead({ realm: ringside, locale: 'pt', pathname: '/video/7', languageAsked: 'PT', origin: null, basename: '' }).tags.canonical).toBe('https://ringside.tv/video/7?lang=pt');
    // A realm of one language has no language versions.
    expect(
      frameHead({ realm: { ...ringside, languages: [{ code: 'en' }] }, locale: 'en', pathname: '/video/7', languageAsked: 'en', origin: null, basename: '' }).tags.canonical,
    ).toBe('https://ringside.tv/video/7');
  });

  it('asks search engines to leave out a page that is not public', () => {
    expect(frameHead({ realm: ringside, locale: 'en', pathname: '/account', languageAsked: null, origin: null, basename: '' }).tags.robots).toBe('noindex');
    expect(frameHead({ realm: ringside, locale: 'en', pathname: '/no/such/page', languageAsked: null, origin: null, basename: '' }).tags.robots).toBe('noindex');
  });

  it('names a realm without a canonical domain where the page was opened, under its base path', () => {
    const { tags, site } = frameHead({
      realm: { ...ringside, canonicalDomain: null },
      locale: 'en',
      pathname: '/live/3',
      languageAsked: null,
      origin: 'http://localhost:4000',
      basename: '/realm/ringside',
    });

    expect(tags.alternates).toContainEqual({ hrefLang: 'pt', href: 'http://localhost:4000/realm/ringside/ao-vivo/3?lang=pt' });
    expect(site.address).toEqual({ origin: 'http://localhost:4000', pagesBase: 'http://localhost:4000/realm/ringside' });
  });
});
