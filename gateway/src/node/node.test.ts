import { describe, expect, it } from 'vitest';
import { toGlobalId } from '../lib/globalId.ts';
import { cookieHeaderFrom, createTestGateway } from '../testing/gatewayClient.ts';

async function guest() {
  const test = createTestGateway();
  const checkIn = await test.query(`mutation { checkInAsGuest { viewer { role } } }`);
  test.upstream.reset();
  return { ...test, headers: { cookie: cookieHeaderFrom(checkIn.headers) } };
}

describe('refetching by global id', () => {
  it('reads five videos with one batch call', async () => {
    const { query, upstream, headers } = await guest();
    const ids = ['1', '2', '3', '4', '5'].map((id) => toGlobalId('Video', id));
    const { data, errors } = await query(
      `{ ${ids.map((id, i) => `v${i}: node(id: "${id}") { id ... on Video { title } }`).join(' ')} }`,
      { headers },
    );
    expect(errors).toBeUndefined();
    expect(Object.values(data!).map((node: any) => node.title)).toEqual(['Video 1', 'Video 2', 'Video 3', 'Video 4', 'Video 5']);
    expect(upstream.calls.map((call) => `${call.url.pathname}?${call.url.searchParams}`)).toEqual([
      '/api/v2/vod?ids=1%2C2%2C3%2C4%2C5',
    ]);
  });

  it('resolves every kind of node, and null for one that does not exist', async () => {
    const { query, headers } = await guest();
    const { data, errors } = await query(
      `{
        event: node(id: "${toGlobalId('LiveEvent', '1')}") { __typename ... on LiveEvent { title status } }
        series: node(id: "${toGlobalId('Series', '7')}") { __typename ... on Series { seasons { seasonNumber } } }
        season: node(id: "${toGlobalId('Season', '71')}") { __typename ... on Season { episodeCount } }
        playlist: node(id: "${toGlobalId('Playlist', '9')}") { __typename ... on Playlist { videoCount } }
        section: node(id: "${toGlobalId('Section', 'home')}") { __typename ... on Section { title } }
        bucket: node(id: "${toGlobalId('Bucket', 'home/12')}") { __typename ... on Bucket { title } }
        realm: node(id: "${toGlobalId('Realm', '1')}") { __typename }
        menuItem: node(id: "${toGlobalId('MenuItem', '3')}") { __typename ... on MenuItem { view } }
        missing: node(id: "${toGlobalId('Video', '999')}") { id }
        nonsense: node(id: "bm9wZQ==") { id }
      }`,
      { headers },
    );
    expect(errors).toBeUndefined();
    expect(data).toEqual({
      event: { __typename: 'LiveEvent', title: 'Fight night 1', status: 'LIVE' },
      series: { __typename: 'Series', seasons: [{ seasonNumber: 1 }, { seasonNumber: 2 }] },
      season: { __typename: 'Season', episodeCount: 2 },
      playlist: { __typename: 'Playlist', videoCount: 30 },
      section: { __typename: 'Section', title: 'Home' },
      bucket: { __typename: 'Bucket', title: 'Popular' },
      realm: { __typename: 'Realm' },
      menuItem: { __typename: 'MenuItem', view: 'search' },
      missing: null,
      nonsense: null,
    });
  });
  it('is null, not an error, for a malformed global id or one that names nothing the platform could have', async () => {
    const { query, upstream, headers } = await guest();
    const { data, errors } = await query(
      `{
        badVideo: node(id: "${toGlobalId('Video', 'abc')}") { id }
        badPlaylist: node(id: "${toGlobalId('Playlist', '1; DROP')}") { id }
        badSection: node(id: "${toGlobalId('Section', 'Home Page!')}") { id }
        garbage: node(id: "%%%not-base64%%%") { id }
        unknownType: node(id: "${Buffer.from('Wrestler:1').toString('base64')}") { id }
      }`,
      { headers },
    );
    expect(errors).toBeUndefined();
    expect(data).toEqual({ badVideo: null, badPlaylist: null, badSection: null, garbage: null, unknownType: null });
    expect(upstream.calls.filter((call) => /\/(vod|playlist)/.test(call.url.pathname))).toEqual([]);
  });
});
