import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { createPageHeadCollector, PageHeadContext, type PageHeadTags, renderHeadTags, usePageHead } from './pageHead.tsx';

/** A component that reports its tags, around what it nests (a frame around a page). */
function Reports({ tags, children }: { tags: PageHeadTags; children?: ReactNode }) {
  usePageHead(tags);
  return <>{children}</>;
}

const frame: PageHeadTags = {
  title: 'Ringside',
  siteName: 'Ringside Fight Network',
  description: 'Live events and videos on Ringside Fight Network.',
  canonical: 'https://ringside.tv/video/7',
  alternates: [
    { hrefLang: 'en', href: 'https://ringside.tv/video/7?lang=en' },
    { hrefLang: 'x-default', href: 'https://ringside.tv/video/7' },
  ],
};

const videoPage: PageHeadTags = {
  title: 'Main event: full fight | Ringside',
  type: 'video.other',
  description: 'Costa and Herrera, five rounds.',
  image: { url: 'https://ringside.tv/images/video/7.svg', width: 640, height: 360, alt: 'Main event: full fight' },
  jsonLd: [{ '@context': 'https://schema.org', '@type': 'VideoObject', name: 'Main event: full fight' }],
};

const head = () => document.head;
const content = (selector: string) => head().querySelector(selector)?.getAttribute('content') ?? null;
const jsonLd = () => Array.from(head().querySelectorAll('script[type="application/ld+json"]')).map((script) => JSON.parse(script.textContent ?? ''));

describe('a server rendering a page', () => {
  it('collects the head while rendering: the frame’s defaults, the page’s own tags over them', () => {
    const collector = createPageHeadCollector();
    renderToString(
      <PageHeadContext.Provider value={collector.sink}>
        <Reports tags={frame}>
          <Reports tags={videoPage} />
        </Reports>
      </PageHeadContext.Provider>,
    );

    expect(collector.tags()).toEqual({ ...frame, ...videoPage });
  });

  it('lets a page take the frame’s value back with null, and keeps it when the page says nothing', () => {
    const collector = createPageHeadCollector({ title: 'Ringside' });
    collector.sink(frame);
    collector.sink({ description: null, canonical: undefined });

    expect(collector.tags().description).toBeNull();
    expect(collector.tags().canonical).toBe('https://ringside.tv/video/7');
  });

  it('writes tags no title or description can break out of', () => {
    const html = renderHeadTags({
      title: 'Fight night </title><script>alert(1)</script>',
      description: 'He said "never" & <left>',
      jsonLd: [{ name: '</script><script>alert(1)</script>' }],
    });

    expect(html).toContain('<title data-rs-head>Fight night &lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>');
    expect(html).toContain('<meta name="description" content="He said &quot;never&quot; &amp; &lt;left&gt;" data-rs-head>');
    expect(html).toContain('<script type="application/ld+json" data-rs-head>{"name":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"}</script>');
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
  });

  it('gives link previews a large card with the picture’s size, and the language links', () => {
    const html = renderHeadTags({ ...frame, ...videoPage });

    expect(html).toContain('<meta property="og:type" content="video.other" data-rs-head>');
    expect(html).toContain('<meta property="og:url" content="https://ringside.tv/video/7" data-rs-head>');
    expect(html).toContain('<meta property="og:image" content="https://ringside.tv/images/video/7.svg" data-rs-head>');
    expect(html).toContain('<meta property="og:image:width" content="640" data-rs-head>');
    expect(html).toContain('<meta property="og:image:height" content="360" data-rs-head>');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" data-rs-head>');
    expect(html).toContain('<link rel="canonical" href="https://ringside.tv/video/7" data-rs-head>');
    expect(html).toContain('<link rel="alternate" hreflang="x-default" href="https://ringside.tv/video/7" data-rs-head>');
  });
});

describe('the head in the browser', () => {
  afterEach(() => {
    for (const element of Array.from(head().querySelectorAll('[data-rs-head]'))) element.remove();
  });

  it('shows the page’s title and tags although the frame’s effect runs after the page’s', () => {
    render(
      <Reports tags={frame}>
        <Reports tags={videoPage} />
      </Reports>,
    );

    expect(document.title).toBe('Main event: full fight | Ringside');
    expect(content('meta[property="og:title"]')).toBe('Main event: full fight | Ringside');
    expect(content('meta[property="og:image"]')).toBe('https://ringside.tv/images/video/7.svg');
    expect(content('meta[property="og:site_name"]')).toBe('Ringside Fight Network');
    expect(jsonLd()).toEqual(videoPage.jsonLd);
    expect(Array.from(head().querySelectorAll('link[rel="alternate"]')).map((link) => link.getAttribute('hreflang'))).toEqual(['en', 'x-default']);
  });

  it('replaces the previous page’s tags and the server’s with the next page’s, one set at a time', () => {
    // What the server put into the HTML, and a stray canonical link of another script.
    head().insertAdjacentHTML('beforeend', renderHeadTags({ ...frame, ...videoPage }));
    head().insertAdjacentHTML('beforeend', '<link rel="canonical" href="https://elsewhere.example/">');
    const newsPage: PageHeadTags = {
      title: 'Costa outworks Herrera | Ringside',
      type: 'article',
      canonical: 'https://ringside.tv/news/costa-outworks-herrera',
      jsonLd: [{ '@type': 'NewsArticle', headline: 'Costa outworks Herrera' }],
    };
    const { rerender } = render(
      <Reports tags={frame}>
        <Reports key="video" tags={videoPage} />
      </Reports>,
    );
    expect(head().querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(jsonLd()).toEqual(videoPage.jsonLd);

    rerender(
      <Reports tags={frame}>
        <Reports key="news" tags={newsPage} />
      </Reports>,
    );

    expect(document.title).toBe('Costa outworks Herrera | Ringside');
    expect(content('meta[property="og:type"]')).toBe('article');
    expect(Array.from(head().querySelectorAll<HTMLLinkElement>('link[rel="canonical"]')).map((link) => link.href)).toEqual([
      'https://ringside.tv/news/costa-outworks-herrera',
    ]);
    expect(jsonLd()).toEqual(newsPage.jsonLd);
    // The video's picture went with it: the news page named none.
    expect(head().querySelector('meta[property="og:image"]')).toBeNull();
    expect(content('meta[name="twitter:card"]')).toBe('summary');
  });

  it('follows a page whose tags change, and takes them all away when the app goes', () => {
    const { rerender, unmount } = render(<Reports tags={{ title: 'Upcoming | Ringside', description: 'Starts at 20:00' }} />);
    expect(content('meta[name="description"]')).toBe('Starts at 20:00');

    rerender(<Reports tags={{ title: 'Live now | Ringside', description: 'On air' }} />);
    expect(document.title).toBe('Live now | Ringside');
    expect(head().querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(content('meta[name="description"]')).toBe('On air');

    act(() => unmount());
    expect(head().querySelectorAll('[data-rs-head]')).toHaveLength(0);
  });
});
