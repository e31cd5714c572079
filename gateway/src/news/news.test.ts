// News on the gateway, with the platform's news calls stubbed (and the rest
// answered by the fake upstream): a reader pages through the realm's
// articles, opens one, and its body resolves block by block, the embedded
// titles as the cards the rails show. tests/integration/news.test.ts plays
// the same stories against the real backend.
import { describe, expect, it } from 'vitest';
import type { UpstreamLiveEvent } from '../lib/upstream.ts';
import { createFakeUpstream, guestToken, video } from '../testing/fakeUpstream.ts';
import { createTestGateway } from '../testing/gatewayClient.ts';
import type { UpstreamNewsArticle, UpstreamNewsPage, UpstreamNewsSummary } from './newsModel.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', date: new Date().toUTCString() } });

/** Article n of the realm, the newest first: n = 1 is an hour old, n = 2 two hours… */
function summary(n: number): UpstreamNewsSummary {
  return {
    id: String(n),
    slug: `story-${n}`,
    headline: `Story ${n}`,
    lead: `What happened in story ${n}`,
    author: 'Marta Reis',
    publishedAt: new Date(Date.UTC(2026, 0, 10, 12 - n)).toISOString(),
    imageUrl: `/images/news/${n}.svg`,
    previewImage: n === 1 ? { url: '/images/news/1.png?w=1200', width: 1200, height: 675 } : null,
  };
}

const liveEvent: UpstreamLiveEvent = {
  id: '4',
  type: 'LIVE_EVENT',
  title: 'Championship 12',
  description: 'Title night',
  startDate: '2026-11-21T20:00:00.000Z',
  endDate: '2026-11-21T23:00:00.000Z',
  status: 'UPCOMING',
  thumbnailUrl: '/images/thumb/e4.svg',
  coverUrl: '/images/cover/e4.svg',
  previewImage: { url: '/images/thumb/e4.png', width: 1200, height: 675 },
  sport: 'MMA',
  venue: 'Arena',
  ageRating: 'AGE_18',
  geoBlocked: false,
  licensing: 'PAY_PER_VIEW',
};

function article(n: number): UpstreamNewsArticle {
  return {
    ...summary(n),
    updatedAt: summary(n).publishedAt,
    language: 'pt',
    languages: ['en', 'pt'],
    body: [
      { type: 'PARAGRAPH', text: 'Costa venceu por decisão.' },
      { type: 'HEADING', text: 'A luta' },
      { type: 'QUOTE', text: 'Foi a noite da minha vida.', attribution: 'Costa' },
      { type: 'IMAGE', imageUrl: `/images/news/${n}-1.svg`, alt: 'Costa comemora', caption: null },
      { type: 'VIDEO', video: video(3) },
      { type: 'LIVE_EVENT', liveEvent },
    ],
    related: [video(5), liveEvent],
  };
}

const TOTAL = 5;

/** A gateway whose upstream answers the news calls from five articles (and the rest like the fake upstream). */
function newsGateway() {
  const fake = createFakeUpstream();
  const newsCalls: string[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (!url.pathname.startsWith('/api/v2/news')) return fake.fetch(input, init);
    newsCalls.push(`${url.pathname}${url.search}`);
    if (url.pathname === '/api/v2/news') {
      const rpp = Number(url.searchParams.get('rpp'));
      const p = Number(url.searchParams.get('p'));
      const items = Array.from({ length: TOTAL }, (_, i) => summary(i + 1)).slice((p - 1) * rpp, p * rpp);
      const page: UpstreamNewsPage = {
        items,
        page: p,
        totalPages: Math.ceil(TOTAL / rpp),
        totalItems: TOTAL,
        paging: { page: p, rpp, totalCount: TOTAL, moreDataAvailable: p * rpp < TOTAL },
      };
      return json(200, page);
    }
    const idOrSlug = url.pathname.split('/').pop()!;
    const n = Number(/^story-(\d+)$/.exec(idOrSlug)?.[1] ?? idOrSlug);
    if (!(n >= 1 && n <= TOTAL)) return json(404, { code: 'NEWS_ARTICLE_NOT_FOUND', message: `News article "${idOrSlug}" not found` });
    return json(200, article(n));
  };
  const { query } = createTestGateway({ fetch: fetch as typeof globalThis.fetch });
  const asGuest = <T = Record<string, any>>(document: string, variables?: Record<string, unknown>) =>
    query<T>(document, { variables, headers: { authorization: `Bearer ${guestToken('ringside')}` } });
  return { asGuest, newsCalls, fake };
}

describe('the news page', () => {
  const PAGE = `query ($after: String) { newsConnection(first: 2, after: $after) {
    totalCount pageInfo { hasNextPage endCursor } edges { node { internalId slug headline lead author publishedAt imageUrl previewImage { url width height } } } } }`;

  it('pages through the realm’s articles newest first, a page per call', async () => {
    const { asGuest, newsCalls } = newsGateway();
    const first = await asGuest(PAGE);
    expect(first.errors).toBeUndefined();
    expect(first.data!.newsConnection.totalCount).toBe(TOTAL);
    expect(first.data!.newsConnection.edges.map((edge: any) => edge.node.headline)).toEqual(['Story 1', 'Story 2']);
    const { id, ...card } = summary(1);
    expect(first.data!.newsConnection.edges[0].node).toEqual({ internalId: id, ...card });
    // A hero the platform did not draw has no preview picture of its own.
    expect(first.data!.newsConnection.edges[1].node.previewImage).toBeNull();

    const last = await asGuest(PAGE, { after: first.data!.newsConnection.pageInfo.endCursor });
    const next = await asGuest(PAGE, { after: last.data!.newsConnection.pageInfo.endCursor });
    expect(next.data!.newsConnection.edges.map((edge: any) => edge.node.headline)).toEqual(['Story 5']);
    expect(next.data!.newsConnection.pageInfo.hasNextPage).toBe(false);
    expect(newsCalls).toEqual(['/api/v2/news?rpp=2&p=1', '/api/v2/news?rpp=2&p=2', '/api/v2/news?rpp=2&p=3']);
  });

  it('reads a card’s body only when asked, one article call per card', async () => {
    const { asGuest, newsCalls } = newsGateway();
    const answer = await asGuest(`{ newsConnection(first: 2) { edges { node { headline updatedAt languages } } } }`);
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.newsConnection.edges[1].node).toEqual({ headline: 'Story 2', updatedAt: summary(2).publishedAt, languages: ['en', 'pt'] });
    expect(newsCalls).toEqual(['/api/v2/news?rpp=2&p=1', '/api/v2/news/1', '/api/v2/news/2']);
  });

  it('turns visitors without a session away before any news call', async () => {
    const fake = createFakeUpstream();
    const { query } = createTestGateway({ fetch: fake.fetch as typeof globalThis.fetch });
    const answer = await query(`{ newsConnection { totalCount } }`);
    expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(fake.count('/api/v2/news')).toBe(0);
  });
});

describe('a news article', () => {
  const ARTICLE = `query ($slug: String!) { newsArticle(slug: $slug) {
    id headline language languages
    body {
      __typename
      ... on NewsParagraph { text }
      ... on NewsHeading { text }
      ... on NewsQuote { text attribution }
      ... on NewsImage { imageUrl alt caption }
      ... on NewsEmbeddedVideo { video { internalId title duration } }
      ... on NewsEmbeddedLiveEvent { liveEvent { internalId title status } }
    }
    related { __typename ... on Video { internalId title } ... on LiveEvent { internalId title } }
  } }`;

  it('resolves each block of its body as its kind, the embedded titles as cards without a call of their own', async () => {
    const { asGuest, newsCalls, fake } = newsGateway();
    const answer = await asGuest(ARTICLE, { slug: 'story-3' });
    expect(answer.errors).toBeUndefined();
    const news = answer.data!.newsArticle;
    expect(news.headline).toBe('Story 3');
    expect(news.language).toBe('pt');
    expect(news.body).toEqual([
      { __typename: 'NewsParagraph', text: 'Costa venceu por decisão.' },
      { __typename: 'NewsHeading', text: 'A luta' },
      { __typename: 'NewsQuote', text: 'Foi a noite da minha vida.', attribution: 'Costa' },
      { __typename: 'NewsImage', imageUrl: '/images/news/3-1.svg', alt: 'Costa comemora', caption: null },
      { __typename: 'NewsEmbeddedVideo', video: { internalId: '3', title: 'Video 3', duration: 63 } },
      { __typename: 'NewsEmbeddedLiveEvent', liveEvent: { internalId: '4', title: 'Championship 12', status: 'UPCOMING' } },
    ]);
    expect(news.related).toEqual([
      { __typename: 'Video', internalId: '5', title: 'Video 5' },
      { __typename: 'LiveEvent', internalId: '4', title: 'Championship 12' },
    ]);
    expect(newsCalls).toEqual(['/api/v2/news/story-3']);
    expect(fake.count('/api/v2/vod') + fake.count('/api/v2/event')).toBe(0);

    // Refetched by its global id (Relay's node), from the same call's answer.
    const again = await asGuest(`query ($id: ID!) { node(id: $id) { ... on NewsArticle { slug } } }`, { id: news.id });
    expect(again.data!.node).toEqual({ slug: 'story-3' });
  });

  it('is NOT_FOUND, with the 404 status, for a slug the realm has no article by', async () => {
    const { asGuest } = newsGateway();
    const answer = await asGuest(ARTICLE, { slug: 'no-such-story' });
    expect(answer.data).toEqual({ newsArticle: null });
    expect(answer.errors).toEqual([
      expect.objectContaining({ path: ['newsArticle'], extensions: { code: 'NOT_FOUND', httpStatus: 404, reason: 'NEWS_ARTICLE_NOT_FOUND' } }),
    ]);
  });

  it('never sends a slug that cannot name an article: NOT_FOUND at once', async () => {
    const { asGuest, newsCalls } = newsGateway();
    const answer = await asGuest(ARTICLE, { slug: '../admin' });
    expect(answer.data).toEqual({ newsArticle: null });
    expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND', httpStatus: 404 });
    expect(newsCalls).toEqual([]);
  });
});
