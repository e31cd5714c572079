// What each viewer may see, through the gateway against the real backend: a
// parent adds a child profile and switches to it; no query then reaches a
// title above the child's rating, while the parent still sees it. And titles
// blocked in the viewer's country: shown locked on ringside (SHOW_LOCKED),
// left out on acme (HIDE).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRingsideAccount } from '../support/accounts.ts';
import { accessTokenThroughGateway } from '../support/gatewaySignIn.ts';
import { graphql } from '../support/graphql.ts';
import { startPlatform, type RunningPlatform } from '../support/platform.ts';
import { demoCustomers } from '../support/session.ts';

let platform: RunningPlatform;
beforeAll(async () => {
  // One trusted proxy: X-Forwarded-For places a viewer in a demo country (backend README "Ratings and territories").
  platform = await startPlatform({ serveWeb: false, trustedProxyHops: 1 });
});
afterAll(() => platform?.close());

type Json = Record<string, any>;

const as = (token: string, realm = 'ringside', from?: string) =>
  (query: string, variables?: Record<string, unknown>) =>
    graphql<Json>(platform.url, query, {
      realm,
      variables,
      headers: { authorization: `Bearer ${token}`, ...(from ? { 'x-forwarded-for': from } : {}) },
    });

const CARD = `... on Video { internalId ageRating isGeoBlocked } ... on LiveEvent { internalId ageRating isGeoBlocked }
  ... on Playlist { internalId ageRating isGeoBlocked } ... on Series { internalId ageRating isGeoBlocked }`;
const SECTION = `query ($name: String!) { section(name: $name) { bucketsConnection(first: 16) { edges { node {
  internalId itemsConnection(first: 20) { totalCount edges { node { __typename ${CARD} } } } } } } } }`;

function cardsOf(section: Json): Json[] {
  return section.bucketsConnection.edges.flatMap((bucket: Json) => bucket.node.itemsConnection.edges.map((edge: Json) => edge.node));
}

describe('a child profile', () => {
  let adult: ReturnType<typeof as>;
  let child: ReturnType<typeof as>;

  beforeAll(async () => {
    const account = await createRingsideAccount(platform);
    const parentToken = await accessTokenThroughGateway(platform, account);
    const parent = as(parentToken);
    const created = await parent(`mutation { createProfile(input: { name: "Robin", kind: CHILD }) { profile { id } userErrors { messageKey } } }`);
    expect(created.data?.createProfile.userErrors).toEqual([]);
    const switched = await parent(
      `mutation ($id: ID!) { switchProfile(input: { profileId: $id, tokenDelivery: BODY }) {
         viewer { isChildProfile } tokens { accessToken } userErrors { messageKey } } }`,
      { id: created.data!.createProfile.profile.id },
    );
    expect(switched.data?.switchProfile.viewer.isChildProfile).toBe(true);
    child = as(switched.data!.switchProfile.tokens.accessToken);
    // The parent, on another device, stays an adult.
    adult = as(await accessTokenThroughGateway(platform, account));
  });

  it('sees no title above its rating on the home and browse pages, and the counts agree', async () => {
    for (const name of ['home', 'browse']) {
      const answer = await child(SECTION, { name });
      expect(answer.errors, name).toBeUndefined();
      const cards = cardsOf(answer.data!.section);
      expect(cards.length, name).toBeGreaterThan(0);
      expect(cards.filter((card) => !['ALL', 'AGE_7', 'AGE_12'].includes(card.ageRating)), name).toEqual([]);
      for (const bucket of answer.data!.section.bucketsConnection.edges) {
        // A page holds 20: a longer rail's count is checked against the page it fills.
        expect(Math.min(bucket.node.itemsConnection.totalCount, 20)).toBe(bucket.node.itemsConnection.edges.length);
      }
    }
    const adultCards = cardsOf((await adult(SECTION, { name: 'home' })).data!.section);
    expect(adultCards.some((card) => card.ageRating === 'AGE_18')).toBe(true);
  });

  it('cannot reach a mature title by id: video, live event, playlist, node', async () => {
    const reads = [
      `{ video(internalId: "1") { title } }`,
      `{ liveEvent(internalId: "1") { title } }`,
      `{ playlist(internalId: "1") { title } }`,
      `{ node(id: "${Buffer.from('Video:1').toString('base64')}") { id } }`,
    ];
    for (const query of reads) {
      const answer = await child(query);
      const [field] = Object.keys(answer.data ?? { none: null });
      expect(answer.data?.[field!] ?? null, query).toBeNull();
      if (!query.includes('node(')) expect(answer.errors?.[0]?.extensions?.code, query).toBe('NOT_FOUND');
    }
    // The adult sees it; a full fight is premium, so what stands between them and playing it is a licence.
    const adultVideo = await adult(`{ video(internalId: "1") { title ageRating playability { reason } } }`);
    expect(adultVideo.data?.video).toMatchObject({ ageRating: 'AGE_18', playability: { reason: 'NOT_LICENSED' } });
    const adultEvent = await adult(`{ liveEvent(internalId: "1") { ageRating } playlist(internalId: "1") { ageRating } }`);
    expect(adultEvent.data).toEqual({ liveEvent: { ageRating: 'AGE_18' }, playlist: { ageRating: 'AGE_16' } });
  });

  it('sees only the titles within its rating inside a playlist, a series and the live list', async () => {
    const playlist = await child(`{ playlist(internalId: "3") { videoCount videosConnection(first: 50) { totalCount edges { node { internalId ageRating } } } } }`);
    const videos = playlist.data!.playlist.videosConnection.edges.map((edge: Json) => edge.node);
    expect(videos.map((video: Json) => video.internalId)).toEqual(['12', '13', '17', '21', '24']);
    expect(playlist.data!.playlist.videoCount).toBe(5);
    expect((await adult(`{ playlist(internalId: "3") { videoCount } }`)).data!.playlist.videoCount).toBe(7);

    const series = await child(`{ series(internalId: "1") { ageRating seasons { episodeCount episodesConnection(first: 10) { edges { node { ageRating } } } } } }`);
    expect(series.data!.series.ageRating).toBe('AGE_12');

    const live = await child(`{ liveEventsConnection(status: LIVE, first: 20) { totalCount edges { node { internalId ageRating playback { live } } } } }`);
    expect(live.data!.liveEventsConnection.edges.map((edge: Json) => edge.node.internalId)).toEqual(['2']);
    expect(live.data!.liveEventsConnection.totalCount).toBe(1);
    const adultLive = await adult(`{ liveEventsConnection(status: LIVE, first: 20) { totalCount } }`);
    expect(adultLive.data!.liveEventsConnection.totalCount).toBe(2);
    // The live-now counter counts the same events for each of them.
    expect((await child(`{ realm { liveEventCount } }`)).data!.realm.liveEventCount).toBe(1);
    expect((await adult(`{ realm { liveEventCount } }`)).data!.realm.liveEventCount).toBe(2);
  });
});

describe('titles blocked in the viewer’s country', () => {
  it('are shown locked on ringside (SHOW_LOCKED) and refuse to play with GEO_BLOCKED', async () => {
    const account = await createRingsideAccount(platform);
    const token = await accessTokenThroughGateway(platform, account);
    const inUs = as(token, 'ringside', '198.51.100.23');
    const video = await inUs(`{ video(internalId: "23") { isGeoBlocked playback { url } } }`);
    expect(video.data?.video).toEqual({ isGeoBlocked: true, playback: null });
    expect(video.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'GEO_BLOCKED' });
    const home = cardsOf((await inUs(SECTION, { name: 'browse' })).data!.section);
    expect(home.find((card) => card.internalId === '23')).toMatchObject({ isGeoBlocked: true });

    const inBrazil = as(token, 'ringside', '192.0.2.40');
    const there = await inBrazil(`{ video(internalId: "23") { isGeoBlocked playback { url } } }`);
    expect(there.data?.video).toEqual({ isGeoBlocked: false, playback: { url: expect.any(String) } });
  });

  it('are left out on acme (HIDE): not listed, not counted, not found', async () => {
    const token = await accessTokenThroughGateway(platform, demoCustomers.acme, 'acme');
    const inUs = as(token, 'acme', '198.51.100.23');
    const elsewhere = as(token, 'acme');
    const usCards = cardsOf((await inUs(SECTION, { name: 'home' })).data!.section);
    const otherCards = cardsOf((await elsewhere(SECTION, { name: 'home' })).data!.section);
    expect(otherCards.map((card) => card.internalId)).toContain('110');
    expect(usCards.map((card) => card.internalId)).not.toContain('110');
    expect(usCards.every((card) => card.isGeoBlocked === false)).toBe(true);
    const video = await inUs(`{ video(internalId: "110") { title } }`);
    expect(video.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});
