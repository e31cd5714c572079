// Search on the gateway, with the platform's search calls stubbed (the rest
// answered by the fake upstream): the query checked before any call, the
// platform's 0-based pages turned into a connection, the counts of every type,
// who may search, and the recent searches kept. tests/e2e/search.test.ts plays
// search against the real backend in Chromium.
import { describe, expect, it } from 'vitest';
import { createFakeUpstream, guestToken } from '../testing/fakeUpstream.ts';
import { createTestGateway } from '../testing/gatewayClient.ts';
import type { SearchHitModel } from './searchModel.ts';

const json = (status: number, body: unknown) =>
  new Response(body === null ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', date: new Date().toUTCString() },
  });

function hit(id: number): SearchHitModel {
  return {
    id: String(id),
    type: 'VOD_VIDEO',
    title: `Fight ${id}`,
    description: '',
    coverUrl: `/images/video-cover/${id}.svg`,
    smallCoverUrl: `/images/video/${id}.svg`,
    thumbnailUrl: `/images/video/${id}.svg`,
    duration: 600,
    startDate: null,
    endDate: null,
    live: null,
    videosCount: null,
    seasonsCount: null,
    ageRating: 'ALL',
    geoBlocked: false,
  };
}

/** 23 videos match anything; the platform's calls are recorded. */
function searchGateway() {
  const fake = createFakeUpstream();
  const calls: string[] = [];
  let recent: { query: string; searchedAt: string }[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (!url.pathname.startsWith('/api/v2/search')) return fake.fetch(input, init);
    const method = init?.method ?? 'GET';
    calls.push(`${method} ${url.pathname}${url.search}`);
    if (url.pathname === '/api/v2/search/recent') {
      if (method === 'POST') recent = [{ query: JSON.parse(String(init?.body)).query, searchedAt: new Date().toISOString() }, ...recent];
      if (method === 'DELETE') {
        recent = [];
        return json(204, null);
      }
      return json(200, { searches: recent });
    }
    const page = Number(url.searchParams.get('page'));
    const perPage = Number(url.searchParams.get('hitsPerPage'));
    const all = Array.from({ length: 23 }, (_, index) => hit(index + 1));
    return json(200, {
      query: url.searchParams.get('query'),
      hits: all.slice(page * perPage, (page + 1) * perPage),
      page,
      hitsPerPage: perPage,
      totalPages: Math.ceil(all.length / perPage),
      totalHits: all.length,
      facets: { LIVE_EVENT: 2, VOD_VIDEO: 23, VOD_PLAYLIST: 0, VOD_SERIES: 1 },
    });
  };
  const { query } = createTestGateway({ fetch: fetch as typeof globalThis.fetch });
  const asGuest = (document: string, variables?: Record<string, unknown>) =>
    query(document, { variables, headers: { authorization: `Bearer ${guestToken('ringside')}` } });
  return { asGuest, query, calls };
}

const SEARCH = `query ($query: String!, $after: String) {
  search(query: $query, type: VOD_VIDEO, first: 10, after: $after) {
    totalCount
    pageInfo { hasNextPage endCursor }
    edges { node { internalId type title duration isLive videoCount } }
  }
}`;

describe('search', () => {
  it('pages through the platform’s 0-based pages as a connection', async () => {
    const { asGuest, calls } = searchGateway();
    const first = await asGuest(SEARCH, { query: '  gabriel   navaro ' });
    expect(first.errors).toBeUndefined();
    const page = first.data!.search;
    expect(page.totalCount).toBe(23);
    expect(page.edges.map((edge: { node: { internalId: string } }) => edge.node.internalId)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    expect(page.edges[0].node).toEqual({ internalId: '1', type: 'VOD_VIDEO', title: 'Fight 1', duration: 600, isLive: null, videoCount: null });
    expect(calls).toEqual(['GET /api/v2/search?query=gabriel+navaro&page=0&hitsPerPage=10&type=VOD_VIDEO']);

    const second = await asGuest(SEARCH, { query: 'gabriel navaro', after: page.pageInfo.endCursor });
    const last = (await asGuest(SEARCH, { query: 'gabriel navaro', after: second.data!.search.pageInfo.endCursor })).data!.search;
    expect(last.edges.map((edge: { node: { internalId: string } }) => edge.node.internalId)).toEqual(['21', '22', '23']);
    expect(last.pageInfo.hasNextPage).toBe(false);
  });

  it('refuses a blank query or one over 200 characters before asking the platform', async () => {
    const { asGuest, calls } = searchGateway();
    for (const query of ['   ', 'x'.repeat(201)]) {
      const answer = await asGuest(SEARCH, { query });
      expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
    expect(calls).toEqual([]);
  });

  it('counts every type of a query', async () => {
    const { asGuest } = searchGateway();
    const answer = await asGuest(`{ searchFacets(query: "fight") { liveEvents videos playlists series total } }`);
    expect(answer.data!.searchFacets).toEqual({ liveEvents: 2, videos: 23, playlists: 0, series: 1, total: 26 });
  });

  it('asks a visitor without a session to sign in or check in, and sends nothing', async () => {
    const { query, calls } = searchGateway();
    const answer = await query(SEARCH, { variables: { query: 'fight' } });
    expect(answer.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(calls).toEqual([]);
  });

  it('keeps a committed search among the recent ones, and forgets them when cleared', async () => {
    const { asGuest } = searchGateway();
    const recorded = await asGuest(`mutation { recordSearch(input: { query: " Okafor " }) { recentSearches { query } userErrors { messageKey } } }`);
    expect(recorded.data!.recordSearch).toEqual({ recentSearches: [{ query: 'Okafor' }], userErrors: [] });
    expect((await asGuest(`{ viewer { recentSearches { query } } }`)).data!.viewer.recentSearches).toEqual([{ query: 'Okafor' }]);

    const blank = await asGuest(`mutation { recordSearch(input: { query: "  " }) { userErrors { messageKey field } } }`);
    expect(blank.data!.recordSearch.userErrors).toEqual([{ messageKey: 'searchQueryInvalid', field: 'query' }]);

    const cleared = await asGuest(`mutation { clearRecentSearches { recentSearches { query } } }`);
    expect(cleared.data!.clearRecentSearches.recentSearches).toEqual([]);
    expect((await asGuest(`{ viewer { recentSearches { query } } }`)).data!.viewer.recentSearches).toEqual([]);
  });
});
