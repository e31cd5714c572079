import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestGateway } from '../testing/gatewayClient.ts';

// A search engine's crawler reads a realm's robots.txt, then its sitemap, and
// visits the pages listed there in each of the realm's languages.
let webDistDir: string;
let testGateway: ReturnType<typeof createTestGateway>;

beforeAll(async () => {
  webDistDir = await mkdtemp(join(tmpdir(), 'ringside-seo-'));
  await writeFile(join(webDistDir, 'index.html'), '<!doctype html><title>Ringside</title>');
  testGateway = createTestGateway({ webDistDir });
  testGateway.upstream.realms.ringside.realmFullName = 'Ringside Fight Network';
});

beforeEach(() => testGateway.upstream.reset());

afterAll(async () => {
  await testGateway.gateway.close();
  await rm(webDistDir, { recursive: true, force: true });
});

async function fetchAt(url: string, host = 'ringside.localhost:4000') {
  const response = await testGateway.gateway.app.inject({ method: 'GET', url, headers: { host } });
  return { status: response.statusCode, type: response.headers['content-type'], body: response.body };
}

const lines = (text: string, prefix: string) => text.split('\n').filter((line) => line.startsWith(prefix)).map((line) => line.slice(prefix.length));

/** The sitemap's entries: each `<loc>` with its language links. */
function entries(xml: string) {
  return Array.from(xml.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>[^<]*<\/lastmod>)?((?:<xhtml:link [^>]+\/>)*)<\/url>/g), ([, loc, links]) => ({
    loc: loc!,
    languages: Object.fromEntries(Array.from(links!.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g), ([, hrefLang, href]) => [hrefLang!, href!])),
  }));
}

describe('robots.txt', () => {
  it('lets crawlers into the host realm’s public pages, keeps them out of accounts, checkout, sign-in and admin, and names the sitemap', async () => {
    const { status, type, body } = await fetchAt('/robots.txt');

    expect(status).toBe(200);
    expect(type).toBe('text/plain; charset=utf-8');
    expect(lines(body, 'User-agent: ')).toEqual(['*']);
    const disallowed = lines(body, 'Disallow: ');
    for (const path of ['/account$', '/conta$', '/purchase$', '/pay$', '/login$', '/iniciar-sesion$', '/admin/preview$', '/invoices/*', '/history$']) {
      expect(disallowed).toContain(path);
    }
    // The live events list is for account holders; one event's page is public.
    expect(disallowed).toContain('/live$');
    expect(disallowed.some((pattern) => /^\/(video|live\/|news|section|secao|schedule)/.test(pattern))).toBe(false);
    expect(lines(body, 'Sitemap: ')).toEqual(['https://ringside.localhost/sitemap.xml']);
  });

  it('is a realm’s own under /realm/{name}/, and there is none for a realm that does not exist', async () => {
    const { body } = await fetchAt('/realm/acme/robots.txt');
    expect(lines(body, 'Disallow: ')).toContain('/realm/acme/account$');
    expect(lines(body, 'Sitemap: ')).toEqual(['https://acme.localhost/sitemap.xml']);

    expect((await fetchAt('/realm/nowhere/robots.txt')).status).toBe(404);
  });
});

describe('sitemap.xml', () => {
  it('lists the realm’s public pages and titles, each in every language with its language links', async () => {
    const { status, type, body } = await fetchAt('/sitemap.xml');

    expect(status).toBe(200);
    expect(type).toBe('application/xml; charset=utf-8');
    expect(body.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">')).toBe(true);
    const listed = entries(body);
    const locations = listed.map((entry) => entry.loc);
    // The home page (also the menu's home section), once per language and once for anyone.
    expect(locations.filter((loc) => /^https:\/\/ringside\.localhost\/(\?|$)/.test(loc))).toEqual([
      'https://ringside.localhost/?lang=en',
      'https://ringside.localhost/?lang=pt',
      'https://ringside.localhost/',
    ]);
    // Pages the realm offers (schedule, guide, guest schedule), in their Portuguese paths too.
    expect(locations).toContain('https://ringside.localhost/agenda?lang=pt');
    expect(locations).toContain('https://ringside.localhost/guia?lang=pt');
    expect(locations).toContain('https://ringside.localhost/upcoming');
    // The home section's titles and the realm's live events.
    expect(locations).toContain('https://ringside.localhost/video/7');
    expect(locations).toContain('https://ringside.localhost/video/30?lang=pt');
    expect(locations).toContain('https://ringside.localhost/ao-vivo/2?lang=pt');
    expect(listed.find((entry) => entry.loc === 'https://ringside.localhost/live/3?lang=en')?.languages).toEqual({
      en: 'https://ringside.localhost/live/3?lang=en',
      pt: 'https://ringside.localhost/ao-vivo/3?lang=pt',
      'x-default': 'https://ringside.localhost/live/3',
    });
    // No page of a viewer's own, and no title twice.
    expect(locations.some((loc) => /account|conta|login|search|history/.test(loc))).toBe(false);
    expect(new Set(locations).size).toBe(locations.length);
  });

  it('is read from the lists once for a few minutes, whoever asks', async () => {
    await fetchAt('/sitemap.xml');
    testGateway.upstream.reset();

    const again = await fetchAt('/sitemap.xml');

    expect(entries(again.body).length).toBeGreaterThan(0);
    expect(testGateway.upstream.count('/api/v2/event')).toBe(0);
    expect(testGateway.upstream.count('/api/v2/login/guest/checkin')).toBe(0);
  });

  it('names only the pages around the content where the realm lets no guest see it', async () => {
    const { status, body } = await fetchAt('/realm/acme/sitemap.xml');

    expect(status).toBe(200);
    const locations = entries(body).map((entry) => entry.loc);
    expect(locations).toContain('https://acme.localhost/');
    expect(locations.some((loc) => /\/(video|live|ao-vivo)\//.test(loc))).toBe(false);
    expect(testGateway.upstream.count('/api/v2/event')).toBe(0);
  });
});
