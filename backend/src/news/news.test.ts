// News through the REST API on the demo newsroom: a reader pages through the
// latest articles, opens one in their language, and sees only the embedded
// titles they may watch.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, checkInGuest, headers, signInCustomer, testBackend, type TestBackend } from '../testing/testBackend.ts';

type Json = Record<string, any>;
const ids = (items: { id: string }[]) => items.map((item) => item.id);

describe('news', () => {
  let backend: TestBackend;
  let guest: Record<string, string>;
  let adult: Record<string, string>;
  let child: Record<string, string>;
  beforeAll(async () => {
    backend = await testBackend();
    guest = bearer((await checkInGuest(backend.app)).authorisationToken);
    const token = bearer(await signInCustomer(backend, 'ringside'));
    const kid = await backend.app.inject({
      method: 'POST', url: '/api/v2/profiles', headers: { ...headers(), ...token }, payload: { name: 'Kid', kind: 'CHILD' },
    });
    const switched = await backend.app.inject({
      method: 'POST', url: '/api/v2/session/profile', headers: { ...headers(), ...token }, payload: { profileId: kid.json().id },
    });
    child = bearer(switched.json().authorisationToken);
    adult = bearer(await signInCustomer(backend, 'ringside'));
  });
  afterAll(() => backend.close());

  const get = async (url: string, who: Record<string, string> = guest, extra: Record<string, string> = {}, realm = 'ringside') => {
    const response = await backend.app.inject({ url, headers: { ...headers(realm), ...who, ...extra } });
    return { status: response.statusCode, body: response.json() as Json };
  };

  it('lists the published articles newest first, a page at a time', async () => {
    const first = (await get('/api/v2/news?rpp=5')).body;
    expect(first).toMatchObject({ page: 1, totalPages: 3, totalItems: 12, paging: { page: 1, rpp: 5, totalCount: 12, moreDataAvailable: true } });
    expect(ids(first.items)).toEqual(['5', '1', '2', '6', '9']);
    const dates = first.items.map((item: Json) => item.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(first.items[1]).toEqual({
      id: '1',
      slug: 'costa-outworks-herrera-in-rio',
      headline: 'Costa outworks Herrera in Rio to take a unanimous decision',
      lead: expect.stringContaining('Rafael Costa'),
      author: 'Marta Figueiredo',
      publishedAt: new Date(backend.clock.now.getTime() - 20 * 3_600_000).toISOString(),
      imageUrl: '/images/news/1.svg',
      // The hero drawn by the platform, as PNG for link previews.
      previewImage: { url: '/images/news/1.png?w=1200', width: 1200, height: 675 },
    });

    const last = (await get('/api/v2/news?rpp=5&p=3')).body;
    expect(ids(last.items)).toEqual(['12', '11']);
    expect(last.paging.moreDataAvailable).toBe(false);
    expect((await get('/api/v2/news?rpp=5&p=4')).body).toMatchObject({ items: [], page: 4, totalItems: 12 });
    expect((await get('/api/v2/news')).body.items).toHaveLength(12); // 12 a page by default
  });

  it('opens an article by slug or id, with its body, embedded cards and related titles', async () => {
    const bySlug = (await get('/api/v2/news/navarro-vs-hale-2-preview', adult)).body;
    expect((await get('/api/v2/news/3', adult)).body).toEqual(bySlug);
    expect(bySlug).toMatchObject({ id: '3', slug: 'navarro-vs-hale-2-preview', author: 'Tom Ashworth', language: 'en', languages: ['en', 'pt', 'es'] });
    expect(bySlug.body.map((block: Json) => block.type)).toEqual(['PARAGRAPH', 'HEADING', 'PARAGRAPH', 'VIDEO', 'HEADING', 'PARAGRAPH', 'VIDEO', 'PARAGRAPH']);
    const filmStudy = bySlug.body[3].video;
    expect(filmStudy).toMatchObject({ id: '15', type: 'VOD_VIDEO', title: 'Film Study: How Diego Navarro Beat Marcus Hale', thumbnailUrl: '/images/video/15.svg?lang=en' });
    expect(filmStudy.duration).toBeGreaterThan(0);
    expect(bySlug.related.map((card: Json) => [card.type, card.id])).toEqual([['LIVE_EVENT', '1'], ['VOD_VIDEO', '9']]);

    const results = (await get('/api/v2/news/1')).body;
    expect(results.updatedAt).toBe(new Date(Date.parse(results.publishedAt) + 2 * 3_600_000).toISOString());
    expect(results.body).toContainEqual({
      type: 'QUOTE', text: expect.stringContaining('my corner told me'), attribution: 'Rafael Costa',
    });
    expect(results.body).toContainEqual({
      type: 'IMAGE', imageUrl: '/images/news/1-1.svg', alt: expect.any(String), caption: expect.stringContaining('Arena Carioca'),
    });
    expect(results.body.at(-1)).toMatchObject({ type: 'LIVE_EVENT', liveEvent: { id: '7', status: 'ENDED' } });
  });

  it('speaks the reader’s language, and the realm’s default where the article has no translation', async () => {
    const portuguese = { 'accept-language': 'pt-BR' };
    const list = (await get('/api/v2/news?rpp=2', guest, portuguese)).body;
    expect(list.items[1].headline).toBe('Costa supera Herrera no Rio e vence por decisão unânime');
    const article = (await get('/api/v2/news/costa-outworks-herrera-in-rio', guest, portuguese)).body;
    expect(article).toMatchObject({ language: 'pt', headline: 'Costa supera Herrera no Rio e vence por decisão unânime' });
    expect(article.body[0].text).toMatch(/^Rafael Costa precisou ir fundo/);
    expect(article.body.at(-1).liveEvent.title).toBe('Ringside Fight Night 41: Costa x Herrera');
    expect((await get('/api/v2/news/1', guest, { 'accept-language': 'es' })).body.headline).toBe('Costa se impone a Herrera en Río por decisión unánime');

    // An article written in English only is served in English, and says so.
    await backend.database.query(
      `insert into news_article (id, realm_id, slug, headline, lead, body, author_name, hero_image, published_at, updated_at)
       values (900, 1, 'english-only', '{"en": "In English"}', '{"en": "Only."}', '{"en": [{"type": "PARAGRAPH", "text": "Hello."}]}',
               'Tom Ashworth', '/images/news/900.svg', $1, $1)`,
      [new Date(backend.clock.now.getTime() - 60_000)],
    );
    try {
      const english = (await get('/api/v2/news/english-only', guest, portuguese)).body;
      expect(english).toMatchObject({ language: 'en', languages: ['en'], headline: 'In English', body: [{ type: 'PARAGRAPH', text: 'Hello.' }] });
    } finally {
      await backend.database.query('delete from news_article where id = 900');
    }
  });

  it('leaves out of an article what a child profile may not watch', async () => {
    const embedded = (article: Json) => article.body.filter((block: Json) => block.video || block.liveEvent).map((block: Json) => (block.video ?? block.liveEvent).id);
    const forAdult = (await get('/api/v2/news/lima-vs-okafor-five-things-to-know', adult)).body;
    expect(embedded(forAdult)).toEqual(['2', '10', '4']); // the full fight (18), highlights (12), the live event (18)
    expect(ids(forAdult.related)).toEqual(['4', '16', '28']);

    const forChild = (await get('/api/v2/news/lima-vs-okafor-five-things-to-know', child)).body;
    expect(embedded(forChild)).toEqual(['10']);
    expect(ids(forChild.related)).toEqual(['16', '28']);
    expect(forChild.body.filter((block: Json) => block.type === 'PARAGRAPH')).toHaveLength(5); // the words stay
  });

  it('answers 404 NEWS_ARTICLE_NOT_FOUND for another realm’s article or an unknown one', async () => {
    for (const idOrSlug of ['101', 'adeyemi-hat-trick-turns-the-derby', '999', 'no-such-article', '12345678901']) {
      const { status, body } = await get(`/api/v2/news/${idOrSlug}`);
      expect(status, idOrSlug).toBe(404);
      expect(body.code).toBe('NEWS_ARTICLE_NOT_FOUND');
    }
    const acme = bearer(await signInCustomer(backend, 'acme'));
    const acmeNews = (await get('/api/v2/news', acme, {}, 'acme')).body;
    expect(ids(acmeNews.items)).toEqual(['103', '102', '101', '104']);
    expect((await get('/api/v2/news/adeyemi-hat-trick-turns-the-derby', acme, {}, 'acme')).body.languages).toEqual(['en']);
  });

  it('keeps to the content access rules and names what is wrong with a request', async () => {
    expect(await get('/api/v2/news', {})).toMatchObject({ status: 401, body: { code: 'UNAUTHENTICATED' } });
    for (const [query, field] of [['rpp=51', 'rpp'], ['rpp=0', 'rpp'], ['p=0', 'p'], ['rpp=many', 'rpp']]) {
      const { status, body } = await get(`/api/v2/news?${query}`);
      expect(status, query).toBe(400);
      expect(body.code).toBe('VALIDATION_FAILED');
      expect(body.message).toContain(field);
    }
    expect(await get('/api/v2/news/Not%20A%20Slug')).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED' } });
  });

  it('draws each article’s hero and pictures, 16:9, in the realm’s palette', async () => {
    for (const file of ['1.svg', '1-1.svg', '101.svg']) {
      const response = await backend.app.inject({ url: `/images/news/${file}` });
      expect(response.statusCode, file).toBe(200);
      expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(response.body).toContain('viewBox="0 0 640 360"');
    }
    expect((await backend.app.inject({ url: '/images/news/1.svg' })).body).toContain('#e11d48');
    expect((await backend.app.inject({ url: '/images/news/1.svg' })).body).not.toEqual((await backend.app.inject({ url: '/images/news/1-1.svg' })).body);
    for (const file of ['999.svg', '13.svg', '999.png']) {
      expect((await backend.app.inject({ url: `/images/news/${file}` })).statusCode, file).toBe(404);
    }
    // Only the hero has a PNG: a body picture's is no address at all.
    expect((await backend.app.inject({ url: '/images/news/1-1.png' })).statusCode).toBe(400);
  });

  it('draws an article’s hero as a PNG of the size its previewImage says, for link previews', async () => {
    const response = await backend.app.inject({ url: '/images/news/1.png?w=1200' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect([response.rawPayload.readUInt32BE(16), response.rawPayload.readUInt32BE(20)]).toEqual([1200, 675]);
  });

  // Last: it moves the clock, past the lifetime of the sessions above.
  it('holds a scheduled article back until its time, then lists it first', async () => {
    const scheduled = '/api/v2/news/how-to-watch-ringside-championship-12';
    expect(await get(scheduled)).toMatchObject({ status: 404, body: { code: 'NEWS_ARTICLE_NOT_FOUND' } });
    expect(ids((await get('/api/v2/news?rpp=50')).body.items)).not.toContain('13');

    backend.clock.advanceMinutes(12 * 60 + 1);
    const reader = bearer((await checkInGuest(backend.app)).authorisationToken);
    expect((await get(scheduled, reader)).body).toMatchObject({ id: '13', headline: 'How to watch Ringside Championship 12: Lima vs Okafor' });
    const list = (await get('/api/v2/news?rpp=1', reader)).body;
    expect(list).toMatchObject({ totalItems: 13, items: [{ id: '13' }] });
  });
});
