// The fighter section through the gateway, against a fake platform that adds
// the fighter routes (backend fighterRoutes.ts) to the usual fake upstream and
// records every call: what a client asks, what the gateway answers, and what
// it cost upstream.
import { describe, expect, it } from 'vitest';
import type { Answer, UpstreamFighterProfile, UpstreamFighterSummary } from '../lib/upstream.ts';
import { createSchema } from '../schema.ts';
import { createCostRule, DEFAULT_MAX_COST } from '../lib/queryComplexity.ts';
import { parse, validate } from '../lib/graphql.ts';
import { cookieHeaderFrom, createTestGateway } from '../testing/gatewayClient.ts';
import { video } from '../testing/fakeUpstream.ts';

function summary(id: number, firstName: string, lastName: string, wins = 20): UpstreamFighterSummary {
  return {
    id: String(id),
    firstName,
    lastName,
    name: `${firstName} ${lastName}`,
    nickname: id === 404 ? 'El Martillo' : null,
    country: 'MX',
    weightClass: 'LIGHTWEIGHT',
    weightClassName: 'Lightweight',
    record: { wins, losses: 4, draws: 0 },
    thumbnailUrl: `/images/fighter/${id}.svg`,
    profileImageUrl: `/images/fighter-profile/${id}.svg`,
  };
}

// The roster under B: five fighters, by last name.
const rosterB = [
  summary(403, 'Cole', 'Brennan'),
  summary(501, 'Erik', 'Bakker'),
  summary(602, 'Terrence', 'Banks'),
  summary(703, 'Oleksandr', 'Bondar'),
  summary(801, 'Marcus', 'Bell'),
];
const navarro = summary(404, 'Diego', 'Navarro', 21);
const hale = summary(406, 'Marcus', 'Hale', 19);
const rustamov = summary(401, 'Anvar', 'Rustamov', 27);

const navarroProfile: UpstreamFighterProfile = {
  ...navarro,
  sport: 'MMA',
  dateOfBirth: '1994-03-12',
  age: 32,
  stance: 'ORTHODOX',
  winsByMethod: { knockout: 12, submission: 4, decision: 5 },
  stats: {
    height: { value: 70, unit: 'inch', metric: { value: 1.78, unit: 'm' } },
    reach: { value: 72, unit: 'inch', metric: { value: 1.83, unit: 'm' } },
    weight: { value: 155, unit: 'lbs', metric: { value: 70.3, unit: 'kg' } },
    strikingAccuracy: { value: 51, unit: 'percent', metric: { value: 51, unit: 'percent' } },
    takedownDefence: null,
  },
  bio: 'A knockout artist from Tijuana.',
  rankings: [
    { weightClass: 'LIGHTWEIGHT', weightClassName: 'Lightweight', rank: 3, champion: false, movement: 4 },
    { weightClass: 'MENS_POUND_FOR_POUND', weightClassName: "Men's pound-for-pound", rank: 12, champion: false, movement: null },
  ],
  upcomingEvent: { id: '1', title: 'Fight night 1', startDate: '2026-11-21T20:00:00.000Z', status: 'LIVE' },
};

const profiles = new Map([['404', navarroProfile]]);

const lightweightRanking: Answer<'/api/v2/fighters/rankings'> = {
  weightClass: 'LIGHTWEIGHT',
  weightClassName: 'Lightweight',
  updatedAt: '2026-11-20T12:00:00.000Z',
  entries: [
    { rank: 0, champion: true, movement: 0, fighter: rustamov },
    { rank: 3, champion: false, movement: 4, fighter: navarro },
    { rank: 4, champion: false, movement: null, fighter: hale },
  ],
};

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', date: new Date().toUTCString() } });
}

/** The fighter routes of the platform, answered from the little roster above; null for any other path. */
function fighterAnswer(url: URL): Response | null {
  const path = url.pathname;
  const number = (name: string, fallback: number) => Number(url.searchParams.get(name) ?? fallback);
  if (path === '/api/v2/fighters') {
    const letter = url.searchParams.get('lastNameStartLetter') ?? 'a';
    const all = letter === 'b' ? rosterB : [];
    const [rpp, p] = [number('rpp', 20), number('p', 1)];
    const body: Answer<'/api/v2/fighters'> = {
      fighters: all.slice((p - 1) * rpp, p * rpp),
      page: p,
      totalPages: Math.ceil(all.length / rpp),
      totalFighters: all.length,
      letters: ['b', 'h', 'n', 'r'],
    };
    return json(200, body);
  }
  if (path === '/api/v2/fighters/rankings') {
    if (url.searchParams.get('ctt') === 'LIGHTWEIGHT') return json(200, lightweightRanking);
    const empty: Answer<'/api/v2/fighters/rankings'> = { weightClass: 'HEAVYWEIGHT', weightClassName: 'Heavyweight', updatedAt: null, entries: [] };
    return json(200, empty);
  }
  if (path === '/api/v2/fighters/rankings/weight-classes') {
    const body: Answer<'/api/v2/fighters/rankings/weight-classes'> = {
      weightClasses: [
        { weightClass: 'MENS_POUND_FOR_POUND', name: "Men's pound-for-pound", division: 'MEN', limit: null, updatedAt: '2026-11-20T12:00:00.000Z', rankedCount: 15, champion: null },
        {
          weightClass: 'LIGHTWEIGHT', name: 'Lightweight', division: 'MEN', updatedAt: '2026-11-20T12:00:00.000Z', rankedCount: 16, champion: rustamov,
          limit: { value: 155, unit: 'lbs', metric: { value: 70.3, unit: 'kg' } },
        },
      ],
    };
    return json(200, body);
  }
  let match: RegExpExecArray | null;
  if ((match = /^\/api\/v2\/fighters\/(\d+)$/.exec(path))) {
    const profile = profiles.get(match[1]!);
    return profile ? json(200, profile) : json(404, { code: 'NOT_FOUND', message: 'No fighter' });
  }
  if ((match = /^\/api\/v2\/fighters\/(\d+)\/videos$/.exec(path))) {
    if (!profiles.has(match[1]!)) return json(404, { code: 'NOT_FOUND', message: 'No fighter' });
    const all = [9, 15, 22, 25, 26, 27, 1].map((id) => video(id));
    const [rpp, p] = [number('rpp', 12), number('p', 1)];
    return json(200, { videos: all.slice((p - 1) * rpp, p * rpp), paging: { page: p, rpp, totalCount: all.length, moreDataAvailable: p * rpp < all.length } });
  }
  if ((match = /^\/api\/v2\/(vod|event)\/(\d+)\/fighters$/.exec(path))) {
    // Video 999 is one the viewer may not see: the platform says it does not exist.
    if (match[2] === '999') return json(404, { code: 'NOT_FOUND', message: 'No video' });
    const fighters = match[1] === 'event' || match[2] === '1' ? [navarro, hale] : [];
    return json(200, { fighters });
  }
  return null;
}

/** A guest of Ringside on a gateway whose upstream also answers the fighter routes. */
async function guest() {
  const fighterCalls: URL[] = [];
  const test = createTestGateway({
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      // Ringside's menu offers the fighter section (backend seed/ringsideRealm.ts); Acme's does not.
      if (url.pathname === '/api/v1/init/' && new Headers(init?.headers).get('realm') === 'ringside') {
        const answer = (await (await test.upstream.fetch(input, init)).json()) as Answer<'/api/v1/init/'>;
        const fighters = { id: '10', type: 'VIEW' as const, title: 'Fighters', data: { view: 'Fighters' }, style: { iconUrl: null }, seo: { title: 'Fighters' } };
        return json(200, { ...answer, menu: { ...answer.menu!, items: [...answer.menu!.items!, fighters] } });
      }
      if (url.pathname.startsWith('/api/v2/fighters') || /\/fighters$/.test(url.pathname)) {
        fighterCalls.push(url);
        const answer = fighterAnswer(url);
        if (answer) return answer;
      }
      return test.upstream.fetch(input, init);
    }) as typeof fetch,
  });
  const checkIn = await test.query(`mutation { checkInAsGuest { viewer { role } } }`);
  test.upstream.reset();
  const headers = { cookie: cookieHeaderFrom(checkIn.headers) };
  const ask = (document: string, variables?: Record<string, unknown>) => test.query(document, { headers, variables });
  const calls = (prefix: string) => fighterCalls.filter((url) => url.pathname.startsWith(prefix)).map((url) => `${url.pathname}${url.search}`);
  return { ...test, ask, fighterCalls, calls };
}

describe('where the fighter section exists', () => {
  it('is told by the realm’s menu: Ringside has a Fighters view, Acme none', async () => {
    const { query } = await guest();
    expect((await query(`{ realm { hasFightersView } }`)).data!.realm).toEqual({ hasFightersView: true });
    expect((await query(`{ realm { hasFightersView } }`, { realm: 'acme' })).data!.realm).toEqual({ hasFightersView: false });
  });
});

describe('the roster by letter', () => {
  const ROSTER = `query ($letter: String, $first: Int, $after: String) {
    fighters(lastNameStartLetter: $letter, first: $first, after: $after) {
      totalCount letters pageInfo { hasNextPage endCursor } edges { node { internalId name record { wins losses draws } } }
    } }`;

  it('pages through a letter with the platform’s p and rpp, telling which letters have fighters', async () => {
    const { ask, calls } = await guest();
    const first = await ask(ROSTER, { letter: 'B', first: 2 });
    expect(first.errors).toBeUndefined();
    expect(first.data!.fighters).toMatchObject({ totalCount: 5, letters: ['b', 'h', 'n', 'r'], pageInfo: { hasNextPage: true } });
    expect(first.data!.fighters.edges.map((edge: any) => edge.node.name)).toEqual(['Cole Brennan', 'Erik Bakker']);
    expect(first.data!.fighters.edges[0].node.record).toEqual({ wins: 20, losses: 4, draws: 0 });

    const last = await ask(ROSTER, { letter: 'b', first: 3, after: first.data!.fighters.pageInfo.endCursor });
    expect(last.data!.fighters.edges.map((edge: any) => edge.node.internalId)).toEqual(['602', '703', '801']);
    expect(last.data!.fighters.pageInfo.hasNextPage).toBe(false);
    // The letter goes upstream in lower case; the second slice is one call, on a page size that holds it whole.
    expect(calls('/api/v2/fighters')).toEqual([
      '/api/v2/fighters?lastNameStartLetter=b&rpp=2&p=1',
      '/api/v2/fighters?lastNameStartLetter=b&rpp=5&p=1',
    ]);
  });

  it('refuses a “letter” that is not one of a–z, naming the argument, before any upstream call', async () => {
    const { ask, fighterCalls } = await guest();
    for (const letter of ['', 'ab', '1', 'ñ', '%']) {
      const { data, errors } = await ask(ROSTER, { letter });
      expect(data).toBeNull();
      expect(errors).toEqual([
        expect.objectContaining({ path: ['fighters'], extensions: expect.objectContaining({ code: 'BAD_USER_INPUT', argumentName: 'lastNameStartLetter' }) }),
      ]);
    }
    expect(fighterCalls).toEqual([]);
  });

  it('refuses a page larger than 50', async () => {
    const { ask } = await guest();
    const { errors } = await ask(ROSTER, { letter: 'b', first: 51 });
    expect(errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', argumentName: 'first' });
  });
});

describe('the rankings', () => {
  it('lists the champion first, then the contenders with how they moved', async () => {
    const { ask } = await guest();
    const { data, errors } = await ask(`{ ranking(weightClass: LIGHTWEIGHT) { weightClass weightClassName updatedAt
      entries { rank isChampion movement fighter { name } } } }`);
    expect(errors).toBeUndefined();
    expect(data!.ranking).toEqual({
      weightClass: 'LIGHTWEIGHT',
      weightClassName: 'Lightweight',
      updatedAt: '2026-11-20T12:00:00.000Z',
      entries: [
        { rank: 0, isChampion: true, movement: 0, fighter: { name: 'Anvar Rustamov' } },
        { rank: 3, isChampion: false, movement: 4, fighter: { name: 'Diego Navarro' } },
        { rank: 4, isChampion: false, movement: null, fighter: { name: 'Marcus Hale' } },
      ],
    });
  });

  it('asks for men’s pound-for-pound by default, and is null for a list never published', async () => {
    const { ask, calls } = await guest();
    const { data } = await ask(`{ ranking { weightClass } }`);
    expect(data!.ranking).toBeNull();
    expect(calls('/api/v2/fighters/rankings')).toEqual(['/api/v2/fighters/rankings?ctt=MENS_POUND_FOR_POUND']);
  });

  it('names every ranked class with its champion and weigh-in limit in both unit systems', async () => {
    const { ask } = await guest();
    const { data } = await ask(`{ rankedWeightClasses { weightClass weightClassName champion { name } limit { value unit metric { value unit } } } }`);
    expect(data!.rankedWeightClasses).toEqual([
      { weightClass: 'MENS_POUND_FOR_POUND', weightClassName: "Men's pound-for-pound", champion: null, limit: null },
      { weightClass: 'LIGHTWEIGHT', weightClassName: 'Lightweight', champion: { name: 'Anvar Rustamov' }, limit: { value: 155, unit: 'LBS', metric: { value: 70.3, unit: 'KG' } } },
    ]);
  });
});

describe('a fighter’s profile', () => {
  it('answers record, stats with units, rankings, bio and the next event from one profile call', async () => {
    const { ask, calls, upstream } = await guest();
    const { data, errors } = await ask(`{ fighter(internalId: "404") { id name nickname sport age stance bio
      record { wins winsByKnockout winsBySubmission winsByDecision }
      stats { height { value unit metric { value unit } } weight { unit metric { value unit } } strikingAccuracy { value unit } takedownDefence { value } }
      rankings { weightClass rank isChampion movement }
      upcomingEvent { internalId title } } }`);
    expect(errors).toBeUndefined();
    expect(data!.fighter).toMatchObject({
      name: 'Diego Navarro',
      nickname: 'El Martillo',
      sport: 'MMA',
      age: 32,
      stance: 'ORTHODOX',
      bio: 'A knockout artist from Tijuana.',
      record: { wins: 21, winsByKnockout: 12, winsBySubmission: 4, winsByDecision: 5 },
      stats: {
        height: { value: 70, unit: 'INCH', metric: { value: 1.78, unit: 'M' } },
        weight: { unit: 'LBS', metric: { value: 70.3, unit: 'KG' } },
        strikingAccuracy: { value: 51, unit: 'PERCENT' },
        takedownDefence: null,
      },
      rankings: [
        { weightClass: 'LIGHTWEIGHT', rank: 3, isChampion: false, movement: 4 },
        { weightClass: 'MENS_POUND_FOR_POUND', rank: 12, isChampion: false, movement: null },
      ],
      upcomingEvent: { internalId: '1', title: 'Fight night 1' },
    });
    expect(calls('/api/v2/fighters')).toEqual(['/api/v2/fighters/404']);
    expect(upstream.count('/api/v2/event')).toBe(1);

    // The same fighter by its global id.
    const node = await ask(`query ($id: ID!) { node(id: $id) { ... on Fighter { name } } }`, { id: data!.fighter.id });
    expect(node.data!.node).toEqual({ name: 'Diego Navarro' });
  });

  it('is NOT_FOUND, with the 404 status, for a fighter the realm does not have; a malformed id never goes upstream', async () => {
    const { ask, calls } = await guest();
    const { data, errors } = await ask(`{ a: fighter(internalId: "999") { name } b: fighter(internalId: "x'1") { name } }`);
    expect(data).toEqual({ a: null, b: null });
    expect(errors!.map((error) => [error.path, error.extensions])).toEqual([
      [['a'], expect.objectContaining({ code: 'NOT_FOUND', httpStatus: 404 })],
      [['b'], { code: 'NOT_FOUND', httpStatus: 404 }],
    ]);
    expect(calls('/api/v2/fighters')).toEqual(['/api/v2/fighters/999']);
  });

  it('pages the fighter’s videos newest first', async () => {
    const { ask, calls } = await guest();
    const VIDEOS = `query ($after: String) { fighter(internalId: "404") { videosConnection(first: 4, after: $after) {
      totalCount pageInfo { hasNextPage endCursor } edges { node { internalId } } } } }`;
    const first = (await ask(VIDEOS)).data!.fighter.videosConnection;
    expect(first.totalCount).toBe(7);
    expect(first.edges.map((edge: any) => edge.node.internalId)).toEqual(['9', '15', '22', '25']);
    const rest = (await ask(VIDEOS, { after: first.pageInfo.endCursor })).data!.fighter.videosConnection;
    expect(rest.edges.map((edge: any) => edge.node.internalId)).toEqual(['26', '27', '1']);
    expect(rest.pageInfo.hasNextPage).toBe(false);
    expect(calls('/api/v2/fighters/404/videos')).toEqual(['/api/v2/fighters/404/videos?rpp=4&p=1', '/api/v2/fighters/404/videos?rpp=4&p=2']);
  });

  it('reads each listed fighter’s profile once, and only when a profile field is asked for', async () => {
    const { ask, calls } = await guest();
    await ask(`{ ranking(weightClass: LIGHTWEIGHT) { entries { fighter { name } } } }`);
    expect(calls('/api/v2/fighters/4')).toEqual([]);
    await ask(`{ ranking(weightClass: LIGHTWEIGHT) { entries { fighter { name stats { height { value } } bio record { winsByKnockout } } } } }`);
    // Three fighters, three profile reads (two of them unknown to this little fake), however many fields ask.
    expect(calls('/api/v2/fighters/4').sort()).toEqual(['/api/v2/fighters/401', '/api/v2/fighters/404', '/api/v2/fighters/406']);
  });
});

describe('the fighters of a video or live event', () => {
  it('are read only when asked for: a list of cards costs no fighter call', async () => {
    const { ask, fighterCalls } = await guest();
    const { errors } = await ask(`{ liveEventsConnection(first: 3) { edges { node { title } } } video(internalId: "1") { title } }`);
    expect(errors).toBeUndefined();
    expect(fighterCalls).toEqual([]);
  });

  it('are read once per title, in billing order, and are none for a title the viewer may not see', async () => {
    const { ask, calls } = await guest();
    const { data, errors } = await ask(`{
      a: video(internalId: "1") { fighters { internalId name } }
      b: video(internalId: "1") { fighters { name } }
      c: video(internalId: "2") { fighters { name } }
      e: liveEvent(internalId: "2") { fighters { name } } }`);
    expect(errors).toBeUndefined();
    expect(data!.a.fighters).toEqual([{ internalId: '404', name: 'Diego Navarro' }, { internalId: '406', name: 'Marcus Hale' }]);
    expect(data!.c.fighters).toEqual([]);
    expect(data!.e.fighters.map((fighter: any) => fighter.name)).toEqual(['Diego Navarro', 'Marcus Hale']);
    expect(calls('/api/v2/vod').sort()).toEqual(['/api/v2/vod/1/fighters', '/api/v2/vod/2/fighters']);
    expect(calls('/api/v2/event')).toEqual(['/api/v2/event/2/fighters']);
  });

  it('are costed per card, so a long list of cards with their fighters is refused before it runs', () => {
    const schema = createSchema();
    const cost = (query: string) => validate(schema, parse(query), [createCostRule({}, DEFAULT_MAX_COST)]).map((error) => error.extensions['code']);
    const fightersOfCards = (first: number) =>
      `{ section(name: "home") { bucketsConnection(first: 10) { edges { node { itemsConnection(first: ${first}) { edges { node {
        ... on Video { fighters { name stats { height { value } } } } } } } } } } } }`;
    expect(cost(fightersOfCards(2))).toEqual([]);
    expect(cost(fightersOfCards(50))).toEqual(['QUERY_TOO_COSTLY']);
  });
});

describe('a title the viewer may not see', () => {
  it('has no fighters for them rather than an error', async () => {
    const { upstream, ask } = await guest();
    upstream.videos.set('999', video(999));
    const { data, errors } = await ask(`{ video(internalId: "999") { fighters { name } } }`);
    expect(errors).toBeUndefined();
    expect(data!.video.fighters).toEqual([]);
  });
});
