// What search engines and link previews read (issue 14 "Search engines and
// link previews"), in Chromium against the demo platform: a crawler reads
// Ringside's robots.txt and sitemap, opens a video and a live event listed
// there, and finds in the page's head its title and picture for previews, its
// structured data and its addresses in Ringside's three languages; Acme, a
// realm of one language on its own host, has its own files naming its own
// domain. (The head is written by the app today; with server rendering the
// same tags are in the HTML.)
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { usePages, usePlatformInChromium } from '../support/e2eHooks.ts';

const stage = usePlatformInChromium();
const newPage = usePages(stage);
const ringside = () => `http://localhost:${stage.platform.port}`;
const acme = () => `http://acme.localhost:${stage.platform.port}`;

/** A file as the server sent it (Chromium would render XML as a tree). */
async function fileAt(page: Page, url: string) {
  const response = await page.goto(url);
  if (!response) throw new Error(`no answer for ${url}`);
  return { status: response.status(), type: response.headers()['content-type'], text: await response.text() };
}

const lines = (text: string, prefix: string) => text.split('\n').filter((line) => line.startsWith(prefix)).map((line) => line.slice(prefix.length));
const locations = (xml: string) => Array.from(xml.matchAll(/<loc>([^<]+)<\/loc>/g), ([, loc]) => loc!);

/** The content of a meta tag, once the page has written it. */
async function meta(page: Page, attribute: 'name' | 'property', name: string) {
  const tag = page.locator(`head meta[${attribute}="${name}"]`);
  await expect.poll(() => tag.count()).toBe(1);
  return tag.getAttribute('content');
}

async function jsonLd(page: Page) {
  const scripts = await page.locator('head script[type="application/ld+json"]').allTextContents();
  return scripts.map((text) => JSON.parse(text) as Record<string, unknown>);
}

async function languageLinks(page: Page) {
  return page.locator('head link[rel="alternate"][hreflang]').evaluateAll((links) =>
    Object.fromEntries(links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')])),
  );
}

/** The path of the first sitemap entry under `prefix` (`/video/`), as this platform serves it. */
function firstPathUnder(xml: string, prefix: string): string {
  const loc = locations(xml).find((each) => new URL(each).pathname.startsWith(prefix));
  if (!loc) throw new Error(`the sitemap lists nothing under ${prefix}`);
  return new URL(loc).pathname;
}

describe('Ringside as a search engine reads it', () => {
  it('keeps crawlers to its public pages and lists them, with their language versions, in its sitemap', async () => {
    const page = await newPage();
    const robots = await fileAt(page, `${ringside()}/robots.txt`);
    expect(robots.status).toBe(200);
    expect(lines(robots.text, 'Disallow: ')).toEqual(expect.arrayContaining(['/account$', '/purchase$', '/login$', '/admin/preview$']));
    expect(lines(robots.text, 'Sitemap: ')).toEqual(['https://ringside.localhost/sitemap.xml']);

    const sitemap = await fileAt(page, `${ringside()}/sitemap.xml`);
    expect(sitemap.status).toBe(200);
    expect(sitemap.type).toBe('application/xml; charset=utf-8');
    const listed = locations(sitemap.text);
    expect(listed).toEqual(expect.arrayContaining(['https://ringside.localhost/', 'https://ringside.localhost/?lang=pt', 'https://ringside.localhost/noticias?lang=es']));
    expect(listed.some((loc) => loc.startsWith('https://ringside.localhost/video/'))).toBe(true);
    expect(listed.some((loc) => loc.startsWith('https://ringside.localhost/ao-vivo/'))).toBe(true);
    expect(sitemap.text).toMatch(/<xhtml:link rel="alternate" hreflang="x-default" href="https:\/\/ringside\.localhost\/live\/\d+"\/>/);
  });

  it('finds a video page’s title, picture, VideoObject and language versions in its head', async () => {
    const page = await newPage();
    const videoPath = firstPathUnder((await fileAt(page, `${ringside()}/sitemap.xml`)).text, '/video/');
    await page.goto(`${ringside()}${videoPath}`);
    const title = await page.getByRole('heading', { level: 1 }).innerText();

    expect(await meta(page, 'property', 'og:title')).toBe(`${title} | Ringside`);
    expect(await meta(page, 'property', 'og:type')).toMatch(/^video\./);
    // The picture is a PNG 1200 wide (previews read raster images only), as big as the tags say.
    const image = (await meta(page, 'property', 'og:image'))!;
    expect(image).toMatch(/^https:\/\/ringside\.localhost\/images\/video\/\d+\.png/);
    expect([await meta(page, 'property', 'og:image:width'), await meta(page, 'property', 'og:image:height')]).toEqual(['1200', '675']);
    const picture = await page.request.get(`${ringside()}${new URL(image).pathname}${new URL(image).search}`);
    expect(picture.headers()['content-type']).toBe('image/png');
    const png = await picture.body();
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 675]);
    expect(await meta(page, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(await meta(page, 'name', 'description')).toBeTruthy();
    expect(await jsonLd(page)).toEqual([
      expect.objectContaining({ '@type': 'VideoObject', name: title, url: `https://ringside.localhost${videoPath}`, duration: expect.stringMatching(/^PT/) }),
    ]);
    expect(await languageLinks(page)).toEqual({
      en: `https://ringside.localhost${videoPath}?lang=en`,
      pt: `https://ringside.localhost${videoPath}?lang=pt`,
      es: `https://ringside.localhost${videoPath}?lang=es`,
      'x-default': `https://ringside.localhost${videoPath}`,
    });
  });

  it('finds a live event page’s broadcast with its start and end, and its path in each language', async () => {
    const page = await newPage();
    const eventPath = firstPathUnder((await fileAt(page, `${ringside()}/sitemap.xml`)).text, '/live/');
    const id = eventPath.split('/').pop()!;
    await page.goto(`${ringside()}${eventPath}`);
    const title = await page.getByRole('heading', { level: 1 }).innerText();

    expect(await meta(page, 'property', 'og:title')).toBe(`${title} | Ringside`);
    expect(await meta(page, 'property', 'og:image')).toMatch(/^https:\/\/ringside\.localhost\/images\//);
    const [broadcast] = await jsonLd(page);
    expect(broadcast).toMatchObject({
      '@type': 'VideoObject',
      name: title,
      publication: { '@type': 'BroadcastEvent', isLiveBroadcast: true, startDate: expect.any(String), endDate: expect.any(String) },
    });
    expect(await languageLinks(page)).toMatchObject({
      pt: `https://ringside.localhost/ao-vivo/${id}?lang=pt`,
      es: `https://ringside.localhost/en-vivo/${id}?lang=es`,
      'x-default': `https://ringside.localhost/live/${id}`,
    });
    expect(await page.locator('head link[rel="canonical"]').getAttribute('href')).toBe(`https://ringside.localhost/live/${id}`);

    // Each language version is its own canonical page, at the address its hreflang link gives:
    // a crawler following that link finds the page in Portuguese, naming itself, from the server.
    const portuguese = await fetch(`${ringside()}/ao-vivo/${id}?lang=pt`);
    const html = await portuguese.text();
    expect(html).toMatch(/<html lang="pt"/);
    expect(html).toContain(`<link rel="canonical" href="https://ringside.localhost/ao-vivo/${id}?lang=pt"`);

    // Another page of the app replaces these tags rather than adding to them.
    await page.goto(`${ringside()}/`);
    await expect.poll(async () => (await jsonLd(page)).length).toBe(0);
    expect(await page.locator('head link[rel="canonical"]').count()).toBe(1);
  });
});

describe('Acme, a realm of one language on its own host', () => {
  it('has its own robots.txt and sitemap, naming its own domain and no language versions', async () => {
    const page = await newPage();
    const robots = await fileAt(page, `${acme()}/robots.txt`);
    expect(lines(robots.text, 'Sitemap: ')).toEqual(['https://acme.localhost/sitemap.xml']);

    const sitemap = await fileAt(page, `${acme()}/sitemap.xml`);
    expect(sitemap.status).toBe(200);
    const listed = locations(sitemap.text);
    expect(listed).toContain('https://acme.localhost/');
    expect(listed.every((loc) => loc.startsWith('https://acme.localhost/'))).toBe(true);
    expect(sitemap.text).not.toContain('<xhtml:link');
  });
});
