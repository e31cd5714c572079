// The fighter section through the gateway against the real backend and its
// demo roster (backend/src/fighter/demoFighters.ts), as a TV or mobile app
// would ask for it: the rankings with the champion first, the roster paged
// letter by letter, a fighter's profile and videos, the fighters of a fight;
// Acme's menu has no Fighters view and its realm no fighters.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../support/graphql.ts';
import { startPlatform, type RunningPlatform } from '../support/platform.ts';

let platform: RunningPlatform;
let guestToken: string;
beforeAll(async () => {
  platform = await startPlatform({ serveWeb: false });
  const checkIn = await graphql(platform.url, `mutation { checkInAsGuest(input: { tokenDelivery: BODY }) { tokens { accessToken } } }`, { realm: 'ringside' });
  guestToken = checkIn.data!.checkInAsGuest.tokens.accessToken as string;
});
afterAll(() => platform?.close());

/** Asks as a guest of Ringside (guests there may watch everything a visitor may). */
const asGuest = <T = Record<string, any>>(query: string, variables?: Record<string, unknown>, language = 'en') =>
  graphql<T>(platform.url, query, { realm: 'ringside', variables, headers: { authorization: `Bearer ${guestToken}`, 'accept-language': language } });

describe('the rankings', () => {
  it('list the lightweight champion first, then the contenders with how they moved', async () => {
    const { data, errors } = await asGuest(`{ ranking(weightClass: LIGHTWEIGHT) { weightClassName updatedAt
      entries { rank isChampion movement fighter { internalId name } } } }`);
    expect(errors).toBeUndefined();
    const { entries } = data!.ranking;
    expect(entries[0]).toEqual({ rank: 0, isChampion: true, movement: 0, fighter: { internalId: '401', name: 'Anvar Rustamov' } });
    expect(entries.filter((entry: any) => entry.isChampion)).toHaveLength(1);
    expect(entries.map((entry: any) => entry.rank)).toEqual([...entries.map((entry: any) => entry.rank)].sort((a, b) => a - b));
    // Navarro knocked Hale out and climbed four places to #3; Hale fell to #5.
    expect(entries.find((entry: any) => entry.fighter.name === 'Diego Navarro')).toMatchObject({ rank: 3, movement: 4 });
    expect(entries.find((entry: any) => entry.fighter.name === 'Marcus Hale')).toMatchObject({ rank: 5, movement: -2 });
  });

  it('open on men’s pound-for-pound, which has no champion, in the viewer’s language', async () => {
    const { data } = await asGuest(`{ ranking { weightClass weightClassName entries { rank isChampion } } }`, {}, 'pt-BR');
    expect(data!.ranking).toMatchObject({ weightClass: 'MENS_POUND_FOR_POUND', weightClassName: 'Peso por peso masculino' });
    expect(data!.ranking.entries[0]).toEqual({ rank: 1, isChampion: false });
  });

  it('name the champion of every class, and none for the pound-for-pound lists', async () => {
    const { data } = await asGuest(`{ rankedWeightClasses { weightClass champion { name } limit { value unit metric { value unit } } } }`);
    const classes = data!.rankedWeightClasses as { weightClass: string; champion: { name: string } | null; limit: unknown }[];
    expect(classes).toHaveLength(14);
    expect(classes.slice(0, 2).map((row) => [row.weightClass, row.champion, row.limit])).toEqual([
      ['MENS_POUND_FOR_POUND', null, null],
      ['WOMENS_POUND_FOR_POUND', null, null],
    ]);
    expect(classes.slice(2).every((row) => row.champion !== null)).toBe(true);
    expect(classes.find((row) => row.weightClass === 'LIGHTWEIGHT')).toEqual({
      weightClass: 'LIGHTWEIGHT',
      champion: { name: 'Anvar Rustamov' },
      limit: { value: 155, unit: 'LBS', metric: { value: 70.3, unit: 'KG' } },
    });
  });
});

describe('the roster by letter', () => {
  const ROSTER = `query ($letter: String, $first: Int, $after: String, $weightClass: WeightClass) {
    fighters(lastNameStartLetter: $letter, first: $first, after: $after, weightClass: $weightClass) {
      totalCount letters pageInfo { hasNextPage endCursor } edges { node { internalId lastName } } } }`;

  it('pages through one letter, by last name, without repeating or skipping anyone', async () => {
    const first = (await asGuest(ROSTER, { letter: 'N', first: 3 })).data!.fighters;
    expect(first.pageInfo.hasNextPage).toBe(true);
    expect(first.edges.map((edge: any) => edge.node.lastName)).toEqual(['Navarro', 'Ndlovu', 'Ndongo']);
    const rest = (await asGuest(ROSTER, { letter: 'n', first: 20, after: first.pageInfo.endCursor })).data!.fighters;
    expect(rest.pageInfo.hasNextPage).toBe(false);
    const all = [...first.edges, ...rest.edges].map((edge: any) => edge.node.lastName as string);
    expect(all).toHaveLength(first.totalCount);
    expect(new Set(all).size).toBe(all.length);
    expect(all.every((name) => name.startsWith('N'))).toBe(true);
  });

  it('says which letters have fighters, and narrows to one class', async () => {
    const everyone = (await asGuest(ROSTER, { first: 1 })).data!.fighters;
    expect(everyone.letters).toContain('a');
    expect(everyone.letters).not.toContain('x');
    const lightweights = (await asGuest(ROSTER, { letter: 'n', weightClass: 'LIGHTWEIGHT', first: 10 })).data!.fighters;
    expect(lightweights.edges.map((edge: any) => edge.node.lastName)).toEqual(['Navarro', 'Ndlovu']);
  });

  it('refuses what is not a letter, naming the argument', async () => {
    const { data, errors } = await asGuest(ROSTER, { letter: '1' });
    expect(data).toBeNull();
    expect(errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', argumentName: 'lastNameStartLetter' });
  });
});

describe('a fighter', () => {
  it('has a profile with record, stats in both unit systems, rankings held and the next fight', async () => {
    const { data, errors } = await asGuest(`{ fighter(internalId: "404") { name nickname record { wins losses draws winsByKnockout winsBySubmission winsByDecision }
      stats { height { value unit metric { value unit } } weight { unit metric { unit } } strikingAccuracy { unit } }
      rankings { weightClass rank isChampion } upcomingEvent { internalId } } }`);
    expect(errors).toBeUndefined();
    const fighter = data!.fighter;
    expect(fighter).toMatchObject({ name: 'Diego Navarro', nickname: 'El Martillo', record: { wins: 21, losses: 4, draws: 0 } });
    expect(fighter.record.winsByKnockout + fighter.record.winsBySubmission + fighter.record.winsByDecision).toBe(21);
    expect(fighter.stats).toMatchObject({
      height: { value: 70, unit: 'INCH', metric: { value: 1.78, unit: 'M' } },
      weight: { unit: 'LBS', metric: { unit: 'KG' } },
      strikingAccuracy: { unit: 'PERCENT' },
    });
    expect(fighter.rankings[0]).toEqual({ weightClass: 'LIGHTWEIGHT', rank: 3, isChampion: false });
    // The rematch with Hale is on air (live event 1).
    expect(fighter.upcomingEvent).toEqual({ internalId: '1' });
  });

  it('has videos, newest first, paged', async () => {
    const VIDEOS = `query ($after: String) { fighter(internalId: "404") { videosConnection(first: 4, after: $after) {
      totalCount pageInfo { hasNextPage endCursor } edges { node { internalId releasedAt } } } } }`;
    const first = (await asGuest(VIDEOS)).data!.fighter.videosConnection;
    expect(first.edges).toHaveLength(4);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const rest = (await asGuest(VIDEOS, { after: first.pageInfo.endCursor })).data!.fighter.videosConnection;
    const videos = [...first.edges, ...rest.edges].map((edge: any) => edge.node);
    expect(videos).toHaveLength(first.totalCount);
    expect(videos.map((video: any) => video.internalId)).toContain('1');
    const dates = videos.map((video: any) => video.releasedAt as string);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('is NOT_FOUND when the realm has no such fighter', async () => {
    const { data, errors } = await asGuest(`{ fighter(internalId: "999999") { name } }`);
    expect(data).toEqual({ fighter: null });
    expect(errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND', httpStatus: 404 });
  });

  it('is on the fight’s own page: the fighters of a video and of a live event, in billing order', async () => {
    const { data } = await asGuest(`{ video(internalId: "1") { fighters { internalId name } } liveEvent(internalId: "3") { fighters { name } } }`);
    expect(data!.video.fighters).toEqual([
      { internalId: '404', name: 'Diego Navarro' },
      { internalId: '406', name: 'Marcus Hale' },
    ]);
    expect(data!.liveEvent.fighters.map((fighter: any) => fighter.name)).toEqual(["Liam O'Connor", 'Emiliano Reyes']);
  });
});

describe('where the fighter section exists', () => {
  it('is Ringside, whose menu has the Fighters view, and not Acme', async () => {
    const ringside = await graphql(platform.url, `{ realm { hasFightersView } }`, { realm: 'ringside' });
    const acme = await graphql(platform.url, `{ realm { hasFightersView } }`, { realm: 'acme' });
    expect(ringside.data).toEqual({ realm: { hasFightersView: true } });
    expect(acme.data).toEqual({ realm: { hasFightersView: false } });
  });
});
