// Resume, Continue watching and up next through the gateway against the real
// backend, as a TV or mobile app uses them (bearer tokens). Each story uses a
// fresh account, so the demo accounts keep no history.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRingsideAccount } from '../support/accounts.ts';
import { accessTokenThroughGateway } from '../support/gatewaySignIn.ts';
import { graphql } from '../support/graphql.ts';
import { startPlatform, type RunningPlatform } from '../support/platform.ts';

let platform: RunningPlatform;
beforeAll(async () => {
  platform = await startPlatform({ serveWeb: false });
});
afterAll(() => platform?.close());

function as<T = Record<string, any>>(token: string | null, query: string, variables?: Record<string, unknown>) {
  return graphql<T>(platform.url, query, {
    realm: 'ringside',
    variables,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

async function newViewer(): Promise<string> {
  return accessTokenThroughGateway(platform, await createRingsideAccount(platform));
}

const save = (token: string | null, videoInternalId: string, position: number, duration = 24) =>
  as(
    token,
    `mutation ($input: SaveWatchProgressInput!) { saveWatchProgress(input: $input) {
       video { internalId watchProgress { position resumePosition finished fraction } } userErrors { messageKey field } } }`,
    { input: { videoInternalId, position, duration } },
  );

const continueWatching = async (token: string) =>
  (await as(token, '{ viewer { continueWatching(first: 10) { totalCount edges { node { internalId watchProgress { position } } } } } }'))
    .data!.viewer.continueWatching;
const historyIds = async (token: string) =>
  (await as(token, '{ viewer { watchHistory(first: 10) { edges { node { internalId } } } } }')).data!.viewer.watchHistory.edges.map(
    (edge: { node: { internalId: string } }) => edge.node.internalId,
  );

describe('resume and continue watching', () => {
  it('saves a position, reopens the video there, lists it first; a finished video drops off but stays in the history', async () => {
    const token = await newViewer();
    expect((await save(token, '3', 6)).data?.saveWatchProgress).toEqual({
      video: { internalId: '3', watchProgress: { position: 6, resumePosition: 6, finished: false, fraction: 0.25 } },
      userErrors: [],
    });
    await save(token, '5', 9.8);
    const reopened = await as(token, '{ video(internalId: "5") { watchProgress { resumePosition } } }');
    expect(reopened.data?.video.watchProgress).toEqual({ resumePosition: 9 });

    const rail = await continueWatching(token);
    expect(rail.edges.map((edge: { node: { internalId: string } }) => edge.node.internalId)).toEqual(['5', '3']);
    expect(rail.edges[0].node.watchProgress).toEqual({ position: 9 });

    await save(token, '3', 12);
    expect((await continueWatching(token)).edges.map((edge: { node: { internalId: string } }) => edge.node.internalId)).toEqual(['3', '5']);

    const finished = await save(token, '5', 24);
    expect(finished.data?.saveWatchProgress.video.watchProgress).toMatchObject({ finished: true, resumePosition: null });
    const after = await continueWatching(token);
    expect(after.edges.map((edge: { node: { internalId: string } }) => edge.node.internalId)).toEqual(['3']);
    expect(after.totalCount).toBe(1);
    expect(await historyIds(token)).toEqual(['5', '3']);
  });

  it("keeps each profile's progress apart", async () => {
    const token = await newViewer();
    await save(token, '4', 10);
    const created = await as(token, 'mutation { createProfile(input: { name: "Kim", kind: ADULT }) { profile { id } userErrors { messageKey } } }');
    const switched = await as(
      token,
      `mutation ($id: ID!) { switchProfile(input: { profileId: $id, tokenDelivery: BODY }) { tokens { accessToken } userErrors { messageKey } } }`,
      { id: created.data!.createProfile.profile.id },
    );
    const kim = switched.data!.switchProfile.tokens.accessToken as string;
    expect((await continueWatching(kim)).edges).toEqual([]);
    expect((await as(kim, '{ video(internalId: "4") { watchProgress { position } } }')).data?.video.watchProgress).toBeNull();
    await save(kim, '6', 7);
    expect(await historyIds(kim)).toEqual(['6']);
  });

  it('answers positions that make no sense with a userError, and a visitor has no history', async () => {
    const token = await newViewer();
    expect((await save(token, '3', 40)).data?.saveWatchProgress).toEqual({
      video: null,
      userErrors: [{ messageKey: 'invalidWatchPosition', field: 'position' }],
    });
    expect((await save(token, '999999', 1)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const visitor = await as(null, '{ viewer { continueWatching { totalCount edges { cursor } } } }');
    expect(visitor.data?.viewer.continueWatching).toEqual({ totalCount: 0, edges: [] });
    expect((await save(null, '3', 1)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('up next', () => {
  it('is the next episode of a series, and the next video of the playlist it is watched in', async () => {
    const token = await newViewer();
    const answer = await as(
      token,
      `{ last: video(internalId: "27") { upNext { internalId episodeNumber season { seasonNumber } } }
         end: video(internalId: "30") { upNext { internalId } }
         inPlaylist: video(internalId: "13") { upNext(playlistInternalId: "1") { internalId } }
         viewer { playbackPreferences { autoAdvance } } }`,
    );
    expect(answer.data).toEqual({
      last: { upNext: { internalId: '28', episodeNumber: 1, season: { seasonNumber: 2 } } },
      end: { upNext: null },
      inPlaylist: { upNext: { internalId: '14' } },
      viewer: { playbackPreferences: { autoAdvance: true } },
    });
    await as(token, 'mutation { updatePreferences(input: { autoAdvance: false }) { userErrors { messageKey } } }');
    expect((await as(token, '{ viewer { playbackPreferences { autoAdvance } } }')).data?.viewer.playbackPreferences).toEqual({
      autoAdvance: false,
    });
  });
});
