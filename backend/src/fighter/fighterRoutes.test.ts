// The fighter section through the REST API, as the web's fighters screen and a
// video or live page use it: the roster by letter, the rankings, a profile, a
// fighter's videos, the fighters of a title, and their pictures. One backend
// for the file: the stories only read, but the last one, which re-seeds the
// same rows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, checkInGuest, headers, signInCustomer, testBackend, type TestBackend } from '../testing/testBackend.ts';
import { demoFighters, seedFighters } from './demoFighters.ts';

type Json = Record<string, any>;
const names = (fighters: Json[]) => fighters.map((fighter) => fighter.name);
const DAY = 86_400_000;

describe('the fighter section', () => {
  let backend: TestBackend;
  let guest: Record<string, string>;
  let child: Record<string, string>;
  let acmeCustomer: Record<string, string>;

  beforeAll(async () => {
    backend = await testBackend();
    guest = bearer((await checkInGuest(backend.app)).authorisationToken);
    const adult = bearer(await signInCustomer(backend, 'ringside'));
    const created = await backend.app.inject({
      method: 'POST',
      url: '/api/v2/profiles',
      headers: { ...headers(), ...adult },
      payload: { name: 'Young fan', kind: 'CHILD' },
    });
    const switched = await backend.app.inject({
      method: 'POST',
      url: '/api/v2/session/profile',
      headers: { ...headers(), ...adult },
      payload: { profileId: created.json().id },
    });
    child = bearer(switched.json().authorisationToken);
    acmeCustomer = bearer(await signInCustomer(backend, 'acme'));
  });
  afterAll(() => backend.close());

  const get = async (url: string, who: Record<string, string> = guest, realm = 'ringside', language = 'en') => {
    const response = await backend.app.inject({ url, headers: { ...headers(realm, { 'accept-language': language }), ...who } });
    return { status: response.statusCode, body: response.json() as Json };
  };

  describe('the roster by letter', () => {
    it('lists the a’s by default, by last name with accents folded, and says which letters have anyone', async () => {
      const { status, body } = await get('/api/v2/fighters');
      expect(status).toBe(200);
      const expected = demoFighters
        .filter((fighter) => fighter.lastName.normalize('NFD').toLowerCase().startsWith('a'))
        .map((fighter) => fighter.lastName.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase())
        .sort();
      expect(body.fighters.map((fighter: Json) => fighter.lastName.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase())).toEqual(expected);
      expect(names(body.fighters)).toContain('Sebastián Ávila'); // Á counts as a
      expect(body).toMatchObject({ page: 1, totalPages: 1, totalFighters: expected.length });
      expect(body.letters).toContain('a');
      expect(body.letters).toContain('l'); // Łapiński
      expect(body.letters).not.toContain('x'); // nobody: a client greys it out
      expect(body.fighters[0]).toEqual({
        id: '112', firstName: 'Daniyar', lastName: 'Abenov', name: 'Daniyar Abenov', nickname: null, country: 'KZ',
        weightClass: 'FLYWEIGHT', weightClassName: 'Flyweight', record: { wins: 11, losses: 1, draws: 0 },
        thumbnailUrl: '/images/fighter/112.svg', profileImageUrl: '/images/fighter-profile/112.svg',
      });
    });

    it('pages through a letter', async () => {
      const first = (await get('/api/v2/fighters?lastNameStartLetter=M&rpp=5')).body;
      const second = (await get('/api/v2/fighters?lastNameStartLetter=m&rpp=5&p=2')).body;
      expect(first.totalFighters).toBe(14);
      expect(first.totalPages).toBe(3);
      expect(second.page).toBe(2);
      expect(second.fighters).toHaveLength(5);
      expect(names(second.fighters)).not.toContain(names(first.fighters)[0]);
    });

    it('filters by weight class, and a pound-for-pound id by division, in the letters too', async () => {
      const heavy = (await get('/api/v2/fighters?ctt=HEAVYWEIGHT&lastNameStartLetter=j')).body;
      expect(names(heavy.fighters)).toEqual(['Hassan Jaber', 'Malik Johnson']);
      expect(heavy.letters).not.toContain('a');
      const women = (await get('/api/v2/fighters?ctt=WOMENS_POUND_FOR_POUND&lastNameStartLetter=l')).body;
      expect(names(women.fighters)).toEqual(['Freya Larsen', 'Ana Beatriz Lima', 'Hannah Lund']);
      expect(women.fighters.every((fighter: Json) => fighter.weightClass.startsWith('WOMENS_'))).toBe(true);
    });

    it('refuses a wrong letter, class or page size, naming the parameter', async () => {
      const refusals: [string, string][] = [
        ['lastNameStartLetter=ab', 'lastNameStartLetter must be one letter from a to z'],
        ['lastNameStartLetter=1', 'lastNameStartLetter must be one letter from a to z'],
        ['ctt=CATCHWEIGHT', 'ctt must be one of MENS_POUND_FOR_POUND, WOMENS_POUND_FOR_POUND, FLYWEIGHT'],
        ['rpp=101', 'rpp must be a whole number from 1 to 100'],
        ['p=0', 'p must be a whole number from 1'],
      ];
      for (const [query, message] of refusals) {
        const { status, body } = await get(`/api/v2/fighters?${query}`);
        expect(status, query).toBe(400);
        expect(body.code).toBe('VALIDATION_FAILED');
        expect(body.message, query).toContain(message);
      }
      expect((await get('/api/v2/fighters/rankings?ctt=lightweight')).body.message).toContain('ctt must be one of');
    });
  });

  describe('the rankings', () => {
    it('ranks men pound-for-pound by default, with movement since the last ranking', async () => {
      const { status, body } = await get('/api/v2/fighters/rankings');
      expect(status).toBe(200);
      expect(body.weightClass).toBe('MENS_POUND_FOR_POUND');
      expect(body.weightClassName).toBe("Men's pound-for-pound");
      expect(body.entries.map((entry: Json) => entry.rank)).toEqual(Array.from({ length: 15 }, (_, index) => index + 1));
      expect(body.entries[0]).toMatchObject({ rank: 1, champion: false, movement: 0, fighter: { name: 'Kenji Watanabe' } });
      const navarro = body.entries.find((entry: Json) => entry.fighter.name === 'Diego Navarro');
      expect(navarro.movement).toBeNull(); // new to the list
      expect(body.updatedAt).toBe(new Date(backend.clock.now.getTime() - DAY).toISOString());
    });

    it('puts a class’s champion first and shows who climbed and who fell', async () => {
      const { body } = await get('/api/v2/fighters/rankings?ctt=LIGHTWEIGHT', guest, 'ringside', 'es');
      expect(body.weightClassName).toBe('Peso ligero');
      expect(body.entries[0]).toMatchObject({ rank: 0, champion: true, fighter: { name: 'Anvar Rustamov' } });
      expect(body.entries).toHaveLength(16);
      const entry = (name: string) => body.entries.find((candidate: Json) => candidate.fighter.name === name);
      expect(entry('Diego Navarro')).toMatchObject({ rank: 3, movement: 4 });
      expect(entry('Marcus Hale')).toMatchObject({ rank: 5, movement: -2 });
    });

    it('lists the ranked classes in the spec’s order, each with its champion and weight limit', async () => {
      const { body } = await get('/api/v2/fighters/rankings/weight-classes');
      expect(body.weightClasses.map((entry: Json) => entry.weightClass)).toEqual([
        'MENS_POUND_FOR_POUND', 'WOMENS_POUND_FOR_POUND', 'FLYWEIGHT', 'BANTAMWEIGHT', 'FEATHERWEIGHT', 'LIGHTWEIGHT',
        'WELTERWEIGHT', 'MIDDLEWEIGHT', 'LIGHT_HEAVYWEIGHT', 'HEAVYWEIGHT', 'WOMENS_STRAWWEIGHT', 'WOMENS_FLYWEIGHT',
        'WOMENS_BANTAMWEIGHT', 'WOMENS_FEATHERWEIGHT',
      ]);
      expect(body.weightClasses[0]).toMatchObject({ champion: null, limit: null, division: 'MEN', rankedCount: 15 });
      const heavyweight = body.weightClasses.find((entry: Json) => entry.weightClass === 'HEAVYWEIGHT');
      expect(heavyweight).toMatchObject({
        name: 'Heavyweight',
        limit: { value: 265, unit: 'lbs', metric: { value: 120.2, unit: 'kg' } },
        champion: { name: 'Malik Johnson' },
        rankedCount: 16,
      });
    });

    it('is empty in a realm that ranks no one', async () => {
      const { body } = await get('/api/v2/fighters/rankings', acmeCustomer, 'acme');
      expect(body).toMatchObject({ weightClass: 'MENS_POUND_FOR_POUND', updatedAt: null, entries: [] });
      expect((await get('/api/v2/fighters/rankings/weight-classes', acmeCustomer, 'acme')).body.weightClasses).toEqual([]);
      expect((await get('/api/v2/fighters', acmeCustomer, 'acme')).body).toMatchObject({ fighters: [], totalFighters: 0, totalPages: 0, letters: [] });
    });
  });

  describe('a fighter’s profile', () => {
    it('shows the record by method, stats with their metric twins, the bio in the viewer’s language, rankings and next event', async () => {
      const { status, body } = await get('/api/v2/fighters/404', guest, 'ringside', 'pt-BR');
      expect(status).toBe(200);
      expect(body).toMatchObject({
        name: 'Diego Navarro',
        nickname: 'El Martillo',
        country: 'MX',
        weightClass: 'LIGHTWEIGHT',
        weightClassName: 'Peso-leve',
        sport: 'MMA',
        dateOfBirth: '1994-03-12',
        stance: 'ORTHODOX',
        record: { wins: 21, losses: 4, draws: 0 },
        winsByMethod: { knockout: 12, submission: 4, decision: 5 },
        stats: {
          height: { value: 70, unit: 'inch', metric: { value: 1.78, unit: 'm' } },
          reach: { value: 72, unit: 'inch', metric: { value: 1.83, unit: 'm' } },
          weight: { value: 155, unit: 'lbs', metric: { value: 70.3, unit: 'kg' } },
          strikingAccuracy: { value: 51, unit: 'percent', metric: { value: 51, unit: 'percent' } },
          takedownDefence: { value: 78, unit: 'percent' },
        },
        rankings: [
          { weightClass: 'LIGHTWEIGHT', weightClassName: 'Peso-leve', rank: 3, champion: false, movement: 4 },
          { weightClass: 'MENS_POUND_FOR_POUND', rank: 14, movement: null },
        ],
        // The rematch is on air: it has not ended, so it is still their next event.
        upcomingEvent: { id: '1', title: 'Ringside Fight Night 42: Navarro x Hale 2', status: 'LIVE' },
      });
      expect(body.bio).toContain('Iztapalapa');
      expect(body.bio).toContain('revanche');
      expect(body.age).toBeGreaterThanOrEqual(30);
    });

    it('has no takedown defence nor submission wins for a boxer, and no next event once their fight is over', async () => {
      const petrov = (await get('/api/v2/fighters/803')).body;
      expect(petrov.stats.takedownDefence).toBeNull();
      expect(petrov.winsByMethod.submission).toBeNull();
      expect(petrov.upcomingEvent).toBeNull(); // Johnson vs Petrov ended four days ago
      const reyes = (await get('/api/v2/fighters/602')).body;
      expect(reyes.upcomingEvent).toMatchObject({ id: '3', status: 'UPCOMING' });
      expect(reyes.stats.weight.value).toBe(168); // a super middleweight, ranked at middleweight
    });

    it('does not exist in another realm, nor for an unknown id', async () => {
      expect((await get('/api/v2/fighters/404', acmeCustomer, 'acme')).status).toBe(404);
      const unknown = await get('/api/v2/fighters/999999');
      expect(unknown.status).toBe(404);
      expect(unknown.body.code).toBe('NOT_FOUND');
    });

    it('asks for a session like any content', async () => {
      expect((await get('/api/v2/fighters', {})).status).toBe(401);
      expect((await get('/api/v2/fighters/404', {})).status).toBe(401);
    });
  });

  describe('the videos of a fighter and the fighters of a title', () => {
    it('lists a fighter’s videos newest first, paged, in the video list shape', async () => {
      const { status, body } = await get('/api/v2/fighters/404/videos?rpp=4');
      expect(status).toBe(200);
      expect(body.paging).toMatchObject({ page: 1, rpp: 4, totalCount: 7, moreDataAvailable: true });
      const dates = body.videos.map((video: Json) => video.releaseDate);
      expect(dates).toEqual([...dates].sort().reverse());
      expect(body.videos[0]).toMatchObject({ id: '22', type: 'VOD_VIDEO', title: 'The Scorecard: Rankings Shake-up After Fight Night 41' });
      expect((await get('/api/v2/fighters/404/videos?rpp=4&p=2')).body.videos).toHaveLength(3);
    });

    it('keeps a child profile within its rating: film study and highlights, not the fight', async () => {
      const adult = (await get('/api/v2/fighters/404/videos?rpp=20')).body;
      const young = (await get('/api/v2/fighters/404/videos?rpp=20', child)).body;
      expect(adult.videos.map((video: Json) => video.id)).toContain('1');
      expect(young.videos.map((video: Json) => video.id)).not.toContain('1');
      expect(young.videos.map((video: Json) => video.id)).toEqual(expect.arrayContaining(['9', '15']));
      expect(young.videos.every((video: Json) => ['ALL', 'AGE_7', 'AGE_12'].includes(video.ageRating))).toBe(true);
      expect(young.paging.totalCount).toBe(young.videos.length);
      expect((await get('/api/v2/fighters/404/videos', acmeCustomer, 'acme')).status).toBe(404);
    });

    it('names the fighters of a video and of a live event, in billing order', async () => {
      expect(names((await get('/api/v2/vod/15/fighters')).body.fighters)).toEqual(['Diego Navarro', 'Marcus Hale']);
      expect(names((await get('/api/v2/event/3/fighters')).body.fighters)).toEqual(["Liam O'Connor", 'Emiliano Reyes']);
      expect((await get('/api/v2/vod/19/fighters')).body.fighters).toEqual([]); // the weigh-ins name no one
      // A title the viewer may not see does not exist for them, fighters and all.
      expect((await get('/api/v2/vod/1/fighters', child)).status).toBe(404);
      expect((await get('/api/v2/event/999/fighters')).status).toBe(404);
    });
  });

  describe('their pictures', () => {
    it('draws a 198×124 thumbnail and a 600×800 portrait with the initials in the realm’s colours', async () => {
      const thumbnail = await backend.app.inject({ url: '/images/fighter/1102.svg' });
      expect(thumbnail.statusCode).toBe(200);
      expect(thumbnail.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(thumbnail.body).toContain('width="198" height="124"');
      expect(thumbnail.body).toContain('>AL</text>'); // Ana Beatriz Lima
      expect(thumbnail.body).toContain('#e11d48');
      const portrait = await backend.app.inject({ url: '/images/fighter-profile/502.svg' });
      expect(portrait.body).toContain('width="600" height="800"');
      expect(portrait.body).toContain('>LV</text>'); // Luuk de Vries
      for (const url of ['/images/fighter/999999.svg', '/images/fighter-profile/abc.svg']) {
        expect((await backend.app.inject({ url })).statusCode, url).toBe(404);
      }
    });
  });

  describe('the menu', () => {
    it('offers the fighters view on Ringside only (spec §2: the FIGHTERS route needs it)', async () => {
      const init = (realm: string) =>
        backend.app.inject({ url: '/api/v1/init/?lk=pt&menuTargetPlatform=web', headers: headers(realm) });
      const ringsideMenu = (await init('ringside')).json().menu.items;
      expect(ringsideMenu).toContainEqual(expect.objectContaining({
        type: 'VIEW', title: 'Lutadores', data: { view: 'Fighters' }, style: { iconUrl: '/images/icon/fighters.svg?realm=ringside' },
      }));
      expect((await init('acme')).json().menu.items.some((item: Json) => item.data.view === 'Fighters')).toBe(false);
      expect((await backend.app.inject({ url: '/images/icon/fighters.svg?realm=ringside' })).statusCode).toBe(200);
    });
  });

  describe('seeding', () => {
    it('is an idempotent upsert that keeps each ranking’s publication date', async () => {
      const count = async () =>
        (await backend.database.query<{ fighters: number; rankings: number; links: number; published: Date }>(
          `select (select count(*)::int from fighter) as fighters, (select count(*)::int from ranking) as rankings,
                  (select count(*)::int from content_fighter) as links, (select min(ranked_at) from ranking) as published`,
        ))[0]!;
      const before = await count();
      await backend.database.transaction((tx) => seedFighters(tx, new Date(backend.clock.now.getTime() + 7 * DAY)));
      expect(await count()).toEqual(before);
      expect(before.fighters).toBe(demoFighters.length);
    });
  });
});
