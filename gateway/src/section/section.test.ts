import { describe, expect, it } from 'vitest';
import { cookieHeaderFrom, createTestGateway } from '../testing/gatewayClient.ts';

const homePage = /* GraphQL */ `
  query Home {
    section(name: "home") {
      id
      title
      bucketsConnection(first: 3) {
        totalCount
        edges {
          node {
            id
            title
            type
            itemsConnection(first: 12) {
              totalCount
              pageInfo { hasNextPage endCursor }
              edges {
                node {
                  __typename
                  ... on Video { internalId title playback { url } }
                }
              }
            }
          }
        }
      }
    }
  }
`;

async function checkedInGuest() {
  const test = createTestGateway();
  const checkIn = await test.query(`mutation { checkInAsGuest { viewer { role } } }`);
  expect(checkIn.errors).toBeUndefined();
  return { ...test, cookie: cookieHeaderFrom(checkIn.headers) };
}

describe('the home section', () => {
  it('shows a guest its buckets with their cards, in one section call plus one stream call per distinct video', async () => {
    const { query, upstream, cookie } = await checkedInGuest();
    upstream.reset();

    const { data, errors } = await query(homePage, { headers: { cookie } });

    expect(errors).toBeUndefined();
    const buckets = data!.section.bucketsConnection.edges;
    expect(buckets).toHaveLength(3);
    for (const bucket of buckets) {
      expect(bucket.node.itemsConnection.edges).toHaveLength(12);
      expect(bucket.node.itemsConnection.totalCount).toBe(20);
      expect(bucket.node.itemsConnection.pageInfo.hasNextPage).toBe(true);
    }
    expect(buckets[0].node.itemsConnection.edges[0].node.playback.url).toBe('/media/vod/asset-1/master.m3u8');
    expect(upstream.count('/api/v2/section')).toBe(1);
    expect(upstream.count('/api/v2/vod')).toBe(0); // cards are never fetched again one by one
    // The platform has no batch read of streams: one per distinct video, never more.
    expect(upstream.count("/api/v2/stream/vod")).toBe(32); // 36 cards, 32 distinct videos
  });

  it('without playback, the whole page is one upstream call', async () => {
    const { query, upstream, cookie } = await checkedInGuest();
    upstream.reset();
    const { errors } = await query(homePage.replace('playback { url }', ''), { headers: { cookie } });
    expect(errors).toBeUndefined();
    expect(upstream.calls.map((call) => call.url.pathname)).toEqual(['/api/v2/section/home']);
  });

  it('pages further into a bucket with its cursor', async () => {
    const { query, cookie } = await checkedInGuest();
    const first = await query(homePage, { headers: { cookie } });
    const after = first.data!.section.bucketsConnection.edges[0].node.itemsConnection.pageInfo.endCursor;
    const { data, errors } = await query(
      `query($after: String) { node(id: "${first.data!.section.bucketsConnection.edges[0].node.id}") {
        ... on Bucket { itemsConnection(first: 5, after: $after) { edges { node { ... on Video { internalId } } } pageInfo { hasNextPage } } } } }`,
      { headers: { cookie }, variables: { after } },
    );
    expect(errors).toBeUndefined();
    expect(data!.node.itemsConnection.edges.map((edge: any) => edge.node.internalId)).toEqual(['13', '14', '15', '16', '17']);
    expect(data!.node.itemsConnection.pageInfo.hasNextPage).toBe(true);
  });

  it('is NOT_FOUND when the realm has no such section', async () => {
    const { query, cookie } = await checkedInGuest();
    const { data, errors } = await query(`{ section(name: "nope") { title } }`, { headers: { cookie } });
    expect(data!.section).toBeNull();
    expect(errors![0]!.extensions).toMatchObject({ code: 'NOT_FOUND', httpStatus: 404 });
  });

  it('refuses a visitor without a session with UNAUTHENTICATED', async () => {
    const { query } = createTestGateway();
    const { errors } = await query(`{ section(name: "home") { title } }`);
    expect(errors![0]!.extensions!['code']).toBe('UNAUTHENTICATED');
  });

  it('rejects a page size over 50 with BAD_USER_INPUT', async () => {
    const { query, cookie } = await checkedInGuest();
    const { errors } = await query(
      `{ section(name: "home") { bucketsConnection(first: 51) { totalCount } } }`,
      { headers: { cookie } },
    );
    expect(errors![0]!.extensions!['code']).toBe('BAD_USER_INPUT');
  });
});

describe('the home section’s hero', () => {
  it('is the realm’s featured title as content, from the section call alone', async () => {
    const { query, upstream, cookie } = await checkedInGuest();
    upstream.reset();

    const { data, errors } = await query(
      `{ section(name: "home") { hero { __typename ... on LiveEvent { internalId title status coverUrl } } } }`,
      { headers: { cookie } },
    );

    expect(errors).toBeUndefined();
    expect(data!.section.hero).toEqual({
      __typename: 'LiveEvent', internalId: '1', title: 'Fight night 1', status: 'LIVE', coverUrl: '/images/cover/e1.svg',
    });
    expect(upstream.calls.map((call) => call.url.pathname)).toEqual(['/api/v2/section/home']);
  });

  it('is null when the platform sends none (no hero, or one the viewer may not see)', async () => {
    const { query, upstream, cookie } = await checkedInGuest();
    upstream.homeHero = null;

    const { data, errors } = await query(`{ section(name: "home") { title hero { __typename } } }`, { headers: { cookie } });

    expect(errors).toBeUndefined();
    expect(data!.section).toEqual({ title: 'Home', hero: null });
  });
});

describe('arguments the platform could not take', () => {
  it('refuses an over-long section name or REST id with a clear BAD_USER_INPUT, before any call', async () => {
    const { query, upstream } = createTestGateway();
    const checkIn = await query(`mutation { checkInAsGuest { viewer { role } } }`);
    upstream.reset();
    const { data, errors } = await query(
      `{ section(name: "${'a'.repeat(65)}") { title } video(internalId: "${'1'.repeat(21)}") { title } }`,
      { headers: { cookie: cookieHeaderFrom(checkIn.headers) } },
    );
    expect(data).toEqual({ section: null, video: null });
    const byPath = [...errors!].sort((a, b) => String(a.path).localeCompare(String(b.path)));
    expect(byPath.map((error) => [error.path, error.message, error.extensions!['code']])).toEqual([
      [['section'], '`name` may be at most 64 characters long.', 'BAD_USER_INPUT'],
      [['video'], '`internalId` may be at most 20 characters long.', 'BAD_USER_INPUT'],
    ]);
    expect(upstream.calls.filter((call) => call.url.pathname.startsWith('/api/v2/section') || call.url.pathname.startsWith('/api/v2/vod'))).toEqual([]);
  });
});
