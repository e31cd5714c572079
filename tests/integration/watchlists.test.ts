// Watchlists through the gateway against the real backend, as a TV app uses
// them (bearer tokens): My list on ringside, its pages, another profile's list,
// named lists, Favourites on acme, and a token of another realm.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokenThroughGateway } from '../support/gatewaySignIn.ts';
import { graphql } from '../support/graphql.ts';
import { startPlatform, type RunningPlatform } from '../support/platform.ts';
import { demoCustomers } from '../support/session.ts';

let platform: RunningPlatform;
beforeAll(async () => {
  platform = await startPlatform({ serveWeb: false });
});
afterAll(() => platform?.close());

const video = (id: number) => Buffer.from(`Video:${id}`).toString('base64');
const series = (id: number) => Buffer.from(`Series:${id}`).toString('base64');

function asTv<T = Record<string, any>>(realm: string, token: string, query: string, variables?: Record<string, unknown>) {
  return graphql<T>(platform.url, query, { realm, variables, headers: { authorization: `Bearer ${token}` } });
}

const ADD = `mutation ($id: ID!, $list: ID) { addToWatchlist(input: { contentId: $id, watchlistId: $list }) {
  content { ... on Video { title inMyList } ... on Series { title inMyList } } watchlist { itemCount isSystemDefined }
  contentEdge { node { __typename } } userErrors { messageKey field } } }`;
const REMOVE = `mutation ($id: ID!) { removeFromWatchlist(input: { contentId: $id }) {
  content { ... on Video { inMyList } } removedContentId userErrors { messageKey } } }`;
const MY_LIST = `query ($first: Int, $after: String) { viewer { myList { name isSystemDefined itemCount
  itemsConnection(first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor }
    edges { node { __typename ... on Video { internalId inMyList } ... on Series { internalId } } } } } } }`;

describe('My list on ringside', () => {
  let token: string;
  beforeAll(async () => {
    token = await accessTokenThroughGateway(platform, demoCustomers.ringside);
  });

  it('adds a video and a series, shows them newest first, and adding twice keeps one', async () => {
    const added = await asTv('ringside', token, ADD, { id: video(5) });
    expect(added.errors).toBeUndefined();
    expect(added.data?.addToWatchlist).toMatchObject({
      content: { inMyList: true },
      watchlist: { itemCount: 1, isSystemDefined: true },
      contentEdge: { node: { __typename: 'Video' } },
      userErrors: [],
    });
    await asTv('ringside', token, ADD, { id: series(1) });
    expect((await asTv('ringside', token, ADD, { id: video(5) })).data?.addToWatchlist.watchlist.itemCount).toBe(2);

    const list = (await asTv('ringside', token, MY_LIST, { first: 10 })).data?.viewer.myList;
    expect(list).toMatchObject({ name: null, isSystemDefined: true, itemCount: 2 });
    expect(list.itemsConnection.edges.map((edge: any) => `${edge.node.__typename}:${edge.node.internalId}`)).toEqual(['Series:1', 'Video:5']);
    expect(list.itemsConnection.edges[1].node.inMyList).toBe(true);
  });

  it('pages through the list with cursors', async () => {
    for (const id of [6, 7, 8]) await asTv('ringside', token, ADD, { id: video(id) });
    const first = (await asTv('ringside', token, MY_LIST, { first: 2 })).data?.viewer.myList.itemsConnection;
    expect(first.totalCount).toBe(5);
    expect(first.edges.map((edge: any) => edge.node.internalId)).toEqual(['8', '7']);
    const second = (await asTv('ringside', token, MY_LIST, { first: 2, after: first.pageInfo.endCursor })).data?.viewer.myList
      .itemsConnection;
    expect(second.edges.map((edge: any) => edge.node.internalId)).toEqual(['6', '1']);
    expect(second.pageInfo.hasNextPage).toBe(true);
  });

  it('removes a video, and says it is off the list', async () => {
    const removed = await asTv('ringside', token, REMOVE, { id: video(7) });
    expect(removed.data?.removeFromWatchlist).toEqual({ content: { inMyList: false }, removedContentId: video(7), userErrors: [] });
    const ids = (await asTv('ringside', token, MY_LIST, { first: 10 })).data?.viewer.myList.itemsConnection.edges.map(
      (edge: any) => edge.node.internalId,
    );
    expect(ids).not.toContain('7');
  });

  it('keeps named lists beside My list', async () => {
    const created = await asTv('ringside', token, `mutation { createWatchlist(input: { name: "Weekend" }) { watchlist { id name } userErrors { messageKey } } }`);
    const weekend = created.data?.createWatchlist.watchlist;
    expect(weekend.name).toBe('Weekend');
    const added = await asTv('ringside', token, ADD, { id: video(9), list: weekend.id });
    expect(added.data?.addToWatchlist).toMatchObject({ content: { inMyList: false }, watchlist: { itemCount: 1, isSystemDefined: false } });
    const lists = await asTv('ringside', token, `{ viewer { watchlists { name itemCount } } }`);
    expect(lists.data?.viewer.watchlists.map((list: any) => list.name)).toEqual([null, 'Weekend']);
    const taken = await asTv('ringside', token, `mutation { createWatchlist(input: { name: "weekend" }) { userErrors { messageKey field } } }`);
    expect(taken.data?.createWatchlist.userErrors).toEqual([{ messageKey: 'watchlistNameTaken', field: 'name' }]);
  });

  it('refuses this token on another realm', async () => {
    const answer = await asTv('acme', token, MY_LIST);
    expect(answer.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  // Last: switching profile outdates the first profile's token.
  it("keeps another profile's list separate", async () => {
    const made = await asTv('ringside', token, `mutation { createProfile(input: { name: "Second", kind: ADULT }) { profile { id } userErrors { messageKey } } }`);
    const profileId = made.data?.createProfile.profile.id;
    const switched = await asTv(
      'ringside',
      token,
      `mutation ($id: ID!) { switchProfile(input: { profileId: $id, tokenDelivery: BODY }) { tokens { accessToken } userErrors { messageKey } } }`,
      { id: profileId },
    );
    const second = switched.data?.switchProfile.tokens.accessToken as string;
    const list = (await asTv('ringside', second, MY_LIST, { first: 10 })).data?.viewer.myList;
    expect(list.itemCount).toBe(0);
    const card = await asTv('ringside', second, `query ($id: ID!) { video(internalId: $id) { inMyList } }`, { id: '5' });
    expect(card.data?.video.inMyList).toBe(false);
  });
});

describe('lists for guests, and Favourites on acme', () => {
  it('tells a guest their cards are not listed, and asks them to sign in to add', async () => {
    const checkIn = await graphql(platform.url, `mutation { checkInAsGuest(input: { tokenDelivery: BODY }) { tokens { accessToken } } }`, {
      realm: 'ringside',
    });
    const guest = checkIn.data?.checkInAsGuest.tokens.accessToken as string;
    expect((await asTv('ringside', guest, `{ video(internalId: "5") { inMyList } viewer { myList { name } } }`)).data).toEqual({
      video: { inMyList: false },
      viewer: { myList: null },
    });
    const added = await asTv('ringside', guest, ADD, { id: video(5) });
    expect(added.data?.addToWatchlist.userErrors).toEqual([{ messageKey: 'signInToKeepAList', field: null }]);
  });

  it('keeps one list on acme, where watchlists are off', async () => {
    const token = await accessTokenThroughGateway(platform, demoCustomers.acme, 'acme');
    const added = await asTv('acme', token, ADD, { id: video(101) });
    expect(added.data?.addToWatchlist).toMatchObject({ content: { inMyList: true }, userErrors: [] });
    const named = await asTv('acme', token, `mutation { createWatchlist(input: { name: "More" }) { userErrors { messageKey } } }`);
    expect(named.data?.createWatchlist.userErrors).toEqual([{ messageKey: 'watchlistsDisabled' }]);
    const mode = await asTv('acme', token, `{ realm { settings { watchlistsEnabled systemDefinedWatchlistFavouritesMode } } viewer { watchlists { isSystemDefined } } }`);
    expect(mode.data).toEqual({
      realm: { settings: { watchlistsEnabled: false, systemDefinedWatchlistFavouritesMode: 'FAVOURITES' } },
      viewer: { watchlists: [{ isSystemDefined: true }] },
    });
  });
});
