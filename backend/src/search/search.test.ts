// Searching the demo catalogue through the REST API, as the search page and the
// overlay do: hits and their fields, pages and facets, the query rules, what
// each viewer may find, the popular titles search opens with, and the recent
// searches of a profile.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  checkInGuest,
  headers,
  signInAdmin,
  signInCustomer,
  testBackend,
  type TestBackend,
} from '../testing/testBackend.ts';
import { rebuildSearchIndex } from './searchIndex.ts';

type Json = Record<string, any>;

let backend: TestBackend;
let guest: Record<string, string>;
let adult: Record<string, string>;
let child: Record<string, string>;

beforeAll(async () => {
  backend = await testBackend();
  guest = bearer((await checkInGuest(backend.app)).authorisationToken);
  const token = await signInCustomer(backend, 'ringside');
  const created = await backend.app.inject({
    method: 'POST',
    url: '/api/v2/profiles',
    headers: { ...headers(), ...bearer(token) },
    payload: { name: 'Searching kid', kind: 'CHILD' },
  });
  const switched = await backend.app.inject({
    method: 'POST',
    url: '/api/v2/session/profile',
    headers: { ...headers(), ...bearer(token) },
    payload: { profileId: created.json().id },
  });
  child = bearer(switched.json().authorisationToken);
  // The adult keeps a session of their own (the switch moved the first one to the child).
  adult = bearer(await signInCustomer(backend, 'ringside'));
});
afterAll(() => backend.close());

async function call(url: string, who: Record<string, string>, options: { realm?: string; language?: string; extra?: Record<string, string> } = {}) {
  const response = await backend.app.inject({
    url,
    headers: { ...headers(options.realm ?? 'ringside', { 'accept-language': options.language ?? 'en', ...options.extra }), ...who },
  });
  return { status: response.statusCode, body: response.json() as Json };
}

const search = (query: string, who = guest, options: { params?: string; realm?: string; language?: string; extra?: Record<string, string> } = {}) =>
  call(`/api/v2/search?query=${encodeURIComponent(query)}${options.params ?? ''}`, who, options);

const refs = (hits: Json[]) => hits.map((hit) => `${hit.type}:${hit.id}`);

describe('searching', () => {
  it('finds a fighter across videos and events, with every field a hit card shows', async () => {
    const { status, body } = await search('navarro');
    expect(status).toBe(200);
    expect(body).toMatchObject({ query: 'navarro', page: 0, hitsPerPage: 10, totalPages: 1 });
    expect(refs(body.hits)).toEqual(expect.arrayContaining(['VOD_VIDEO:1', 'VOD_VIDEO:9', 'VOD_VIDEO:15', 'LIVE_EVENT:1']));
    expect(body.totalHits).toBe(body.hits.length);
    expect(body.facets.VOD_VIDEO + body.facets.LIVE_EVENT + body.facets.VOD_PLAYLIST + body.facets.VOD_SERIES).toBe(body.totalHits);

    const video = body.hits.find((hit: Json) => hit.type === 'VOD_VIDEO' && hit.id === '9');
    expect(video).toEqual({
      id: '9',
      type: 'VOD_VIDEO',
      title: 'Diego Navarro: Knockout Highlights',
      description: expect.stringContaining('Diego Navarro'),
      coverUrl: '/images/video-cover/9.svg?lang=en',
      smallCoverUrl: '/images/video/9.svg?lang=en',
      thumbnailUrl: '/images/video/9.svg?lang=en',
      duration: expect.any(Number),
      startDate: null,
      endDate: null,
      live: null,
      videosCount: null,
      seasonsCount: null,
      ageRating: 'AGE_12',
      geoBlocked: false,
    });
    // Fight Night 42 started 45 minutes before the backend did: it is on air.
    const event = body.hits.find((hit: Json) => hit.type === 'LIVE_EVENT');
    expect(event).toMatchObject({ id: '1', live: true, duration: null, videosCount: null });
    expect(new Date(event.startDate).getTime()).toBeLessThan(backend.clock.now.getTime());
  });

  it('counts a playlist’s videos and a series’ seasons, in the request’s language', async () => {
    const playlist = (await search('melhores nocautes do ano', guest, { language: 'pt' })).body.hits[0];
    expect(playlist).toMatchObject({ type: 'VOD_PLAYLIST', id: '1', title: 'Melhores Nocautes do Ano', videosCount: 7, seasonsCount: null });
    const series = (await search('camino al cinturon', guest, { language: 'es' })).body.hits[0];
    expect(series).toMatchObject({ type: 'VOD_SERIES', id: '1', title: 'Camino al Cinturón', videosCount: 6, seasonsCount: 2 });
  });

  it('puts an exact title first, ahead of titles that merely contain it', async () => {
    // Acme has no guests: its member searches.
    const acme = bearer(await signInCustomer(backend, 'acme'));
    const result = (await search('City Marathon', acme, { realm: 'acme' })).body;
    expect(refs(result.hits).slice(0, 2)).toEqual(['LIVE_EVENT:106', 'VOD_VIDEO:115']);
    // Both titles hold the words; the one that is exactly the query leads however the rest ranks.
    expect(result.hits[0].title).toBe('City Marathon');
  });

  it('pages from 0, and filters by type while the facets still count every type', async () => {
    const all = (await search('fight', guest, { params: '&hitsPerPage=50' })).body;
    expect(all.totalHits).toBeGreaterThan(4);
    const first = (await search('fight', guest, { params: '&hitsPerPage=3' })).body;
    const second = (await search('fight', guest, { params: '&hitsPerPage=3&page=1' })).body;
    expect(first).toMatchObject({ page: 0, hitsPerPage: 3, totalHits: all.totalHits, totalPages: Math.ceil(all.totalHits / 3) });
    expect([...refs(first.hits), ...refs(second.hits)]).toEqual(refs(all.hits).slice(0, 6));
    const beyond = (await search('fight', guest, { params: '&hitsPerPage=3&page=99' })).body;
    expect(beyond).toMatchObject({ hits: [], totalHits: all.totalHits, facets: all.facets });

    const videos = (await search('fight', guest, { params: '&type=VOD_VIDEO&hitsPerPage=50' })).body;
    expect(videos.hits.every((hit: Json) => hit.type === 'VOD_VIDEO')).toBe(true);
    expect(videos.totalHits).toBe(all.facets.VOD_VIDEO);
    expect(videos.facets).toEqual(all.facets);
  });

  it('lists matching live events by start, soonest first', async () => {
    const { body } = await search('fight', guest, { params: '&type=LIVE_EVENT' });
    expect(body.hits.length).toBeGreaterThan(1);
    const starts = body.hits.map((hit: Json) => new Date(hit.startDate).getTime());
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
  });

  it('finds a title by a fighter tagged on it: name or nickname', async () => {
    await backend.database.query(
      `insert into fighter (id, realm_id, first_name, last_name, nickname, sport, weight_class, country)
       values (9901, 1, 'Bram', 'Visser', 'The Windmill', 'Kickboxing', 'HEAVYWEIGHT', 'NL')`,
    );
    await backend.database.query(`insert into content_fighter (content_type, content_id, fighter_id) values ('VIDEO', 24, 9901)`);
    await rebuildSearchIndex(backend.database, [1]);
    expect(refs((await search('the windmill')).body.hits)[0]).toBe('VOD_VIDEO:24');
    expect(refs((await search('bram viser')).body.hits)[0]).toBe('VOD_VIDEO:24');
  });

  it('follows an admin’s change of an event at once', async () => {
    const admin = bearer(await signInAdmin(backend, 'ringside'));
    expect((await search('Thunderdome')).body.totalHits).toBe(0);
    const changed = await backend.app.inject({
      method: 'PATCH',
      url: '/api/v2/admin/event/6',
      headers: { ...headers(), ...admin },
      payload: { title: 'Iron Shin Thunderdome: Watanabe vs de Vries 2' },
    });
    expect(changed.statusCode).toBe(200);
    expect(refs((await search('thunderdome')).body.hits)).toEqual(['LIVE_EVENT:6']);
  });
});

describe('the realm’s search experience', () => {
  it('is a page of its own on Ringside (VESPER) and an overlay on Acme (DEFAULT)', async () => {
    const realm = async (name: string) => (await backend.app.inject({ url: `/api/v2/realm/${name}`, headers: headers(name) })).json();
    expect((await realm('ringside')).contentSearchEngine).toBe('VESPER');
    expect((await realm('acme')).contentSearchEngine).toBe('DEFAULT');
  });
});

describe('the query', () => {
  it('is trimmed, and must hold 1 to 200 characters', async () => {
    const empty = await search('   ');
    expect(empty.status).toBe(400);
    expect(empty.body.code).toBe('SEARCH_QUERY_EMPTY');
    const long = await search('a'.repeat(201));
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({ code: 'SEARCH_QUERY_TOO_LONG', maxLength: 200 });
    expect((await search(`  ${'é'.repeat(200)}  `)).status).toBe(200);
    expect((await search('  diego    navarro ')).body.query).toBe('diego navarro');
    expect((await call('/api/v2/search', guest)).body.code).toBe('VALIDATION_FAILED');
  });

  it('takes at most 50 hits a page, a known type, and needs a session', async () => {
    expect((await search('fight', guest, { params: '&hitsPerPage=51' })).body.code).toBe('VALIDATION_FAILED');
    expect((await search('fight', guest, { params: '&type=VIDEO' })).body.code).toBe('VALIDATION_FAILED');
    expect((await search('fight', guest, { params: '&page=-1' })).body.code).toBe('VALIDATION_FAILED');
    const anonymous = await search('fight', {});
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.code).toBe('UNAUTHENTICATED');
  });
});

describe('what each viewer may find', () => {
  it('never gives a child profile a title rated above 12 that an adult finds', async () => {
    const adultHits = (await search('full fight', adult, { params: '&hitsPerPage=50' })).body;
    expect(adultHits.hits.map((hit: Json) => hit.ageRating)).toEqual(expect.arrayContaining(['AGE_18', 'AGE_16']));
    expect(refs(adultHits.hits)).toContain('VOD_VIDEO:1');

    for (const query of ['full fight', 'navarro', 'diego navaro', 'fight night', 'title fights']) {
      const childHits = (await search(query, child, { params: '&hitsPerPage=50' })).body;
      for (const hit of childHits.hits) expect(['ALL', 'AGE_7', 'AGE_12'], `${query}: ${hit.type}:${hit.id}`).toContain(hit.ageRating);
      expect(childHits.totalHits, query).toBe(childHits.hits.length);
    }
    const childFights = (await search('full fight', child)).body;
    expect(refs(childFights.hits)).not.toContain('VOD_VIDEO:1');
    expect(childFights.facets.VOD_VIDEO).toBeLessThan(adultHits.facets.VOD_VIDEO);
    // A playlist a child may open counts only the videos the child may see.
    const kickboxing = (await search('kickboxing essentials', child)).body.hits[0];
    expect(kickboxing).toMatchObject({ type: 'VOD_PLAYLIST', id: '3', videosCount: 5 });
  });

  it('leaves out what the viewer’s country may not watch where the realm hides it, and marks it where it shows it locked', async () => {
    const acme = bearer(await signInCustomer(backend, 'acme'));
    const inUs = { 'x-client-ip': '198.51.100.7' };
    expect(refs((await search('grand prix of the coast', acme, { realm: 'acme' })).body.hits)).toContain('VOD_VIDEO:110');
    expect(refs((await search('grand prix of the coast', acme, { realm: 'acme', extra: inUs })).body.hits)).not.toContain('VOD_VIDEO:110');

    const locked = (await search('classic rewind', guest, { extra: inUs })).body.hits[0];
    expect(locked).toMatchObject({ type: 'VOD_VIDEO', id: '23', geoBlocked: true });
  });
});

describe('popular titles, before anything is typed', () => {
  it('opens with what is on air and coming up, then the newest of each kind while nothing was watched', async () => {
    const { status, body } = await call('/api/v2/popular', guest);
    expect(status).toBe(200);
    expect(body.buckets.map((bucket: Json) => bucket.name)).toEqual(['LIVE_NOW', 'COMING_UP', 'VOD_VIDEO', 'VOD_SERIES', 'VOD_PLAYLIST', 'REPLAYS']);
    const bucket = (name: string) => body.buckets.find((candidate: Json) => candidate.name === name);
    expect(bucket('LIVE_NOW')).toMatchObject({ title: 'Live now', type: 'LIVE_EVENT' });
    expect(refs(bucket('LIVE_NOW').hits).sort()).toEqual(['LIVE_EVENT:1', 'LIVE_EVENT:2']);
    expect(bucket('LIVE_NOW').hits.every((hit: Json) => hit.live)).toBe(true);
    const comingUp = bucket('COMING_UP').hits.map((hit: Json) => new Date(hit.startDate).getTime());
    expect(comingUp).toEqual([...comingUp].sort((a, b) => a - b));
    for (const { hits } of body.buckets) expect(hits.length).toBeLessThanOrEqual(6);
    // Nothing watched yet: the newest video (The Scorecard, a day old) leads.
    expect(refs(bucket('VOD_VIDEO').hits)[0]).toBe('VOD_VIDEO:22');

    const pt = (await call('/api/v2/popular?rpp=2&bpp=3', guest, { language: 'pt' })).body;
    expect(pt.buckets.map((b: Json) => b.title)).toEqual(['Ao vivo agora', 'Em breve', 'Vídeos populares']);
    expect(pt.buckets.every((b: Json) => b.hits.length <= 2)).toBe(true);
  });

  it('ranks by what viewers watched over the last 30 days', async () => {
    // Three viewers watch the Masterclass, one the Classic Rewind.
    const watch = async (who: Record<string, string>, videoId: number) => {
      const response = await backend.app.inject({
        method: 'PUT',
        url: `/api/v2/user/watch-positions/${videoId}`,
        headers: { ...headers(), ...who },
        payload: { position: 120, duration: 900 },
      });
      expect(response.statusCode).toBe(200);
    };
    const guests = await Promise.all([0, 1].map(async () => bearer((await checkInGuest(backend.app)).authorisationToken)));
    for (const who of [adult, ...guests]) await watch(who, 24);
    await watch(guest, 23);
    const videos = (await call('/api/v2/popular', guest)).body.buckets.find((bucket: Json) => bucket.name === 'VOD_VIDEO');
    expect(refs(videos.hits).slice(0, 3)).toEqual(['VOD_VIDEO:24', 'VOD_VIDEO:23', 'VOD_VIDEO:22']);
    // Kickboxing Essentials holds the Masterclass: the most watched playlist.
    const playlists = (await call('/api/v2/popular', guest)).body.buckets.find((bucket: Json) => bucket.name === 'VOD_PLAYLIST');
    expect(refs(playlists.hits)[0]).toBe('VOD_PLAYLIST:3');

    // A month and a day later that watching no longer counts.
    backend.clock.advanceMinutes(31 * 24 * 60);
    try {
      const later = (await call('/api/v2/popular', bearer((await checkInGuest(backend.app)).authorisationToken))).body;
      expect(refs(later.buckets.find((bucket: Json) => bucket.name === 'VOD_VIDEO').hits)[0]).toBe('VOD_VIDEO:22');
    } finally {
      backend.clock.advanceMinutes(-31 * 24 * 60);
    }
  });

  it('keeps to what the viewer may see', async () => {
    const { body } = await call('/api/v2/popular?rpp=50', child);
    for (const { hits } of body.buckets) for (const hit of hits) expect(['ALL', 'AGE_7', 'AGE_12']).toContain(hit.ageRating);
  });
});

describe('recent searches', () => {
  const record = (query: string, who: Record<string, string>) =>
    backend.app.inject({ method: 'POST', url: '/api/v2/search/recent', headers: { ...headers(), ...who }, payload: { query } });
  const recent = async (who: Record<string, string>) => (await call('/api/v2/search/recent', who)).body.searches.map((s: Json) => s.query);
  // A second between searches (their order is their time), well within the tokens' lifetime.
  const tick = () => {
    backend.clock.now = new Date(backend.clock.now.getTime() + 1000);
  };

  it('keeps the profile’s last ten, newest first, each once whatever its case', async () => {
    const viewer = bearer(await signInCustomer(backend, 'ringside'));
    await backend.app.inject({ method: 'DELETE', url: '/api/v2/search/recent', headers: { ...headers(), ...viewer } });
    expect(await recent(viewer)).toEqual([]);
    for (const [index, query] of ['navarro', 'lima', '  Okafor '].entries()) {
      tick();
      const response = await record(query, viewer);
      expect(response.statusCode, query).toBe(200);
      if (index === 2) expect(response.json().searches[0]).toEqual({ query: 'Okafor', searchedAt: backend.clock.now.toISOString() });
    }
    tick();
    await record('NAVARRO', viewer);
    expect(await recent(viewer)).toEqual(['NAVARRO', 'Okafor', 'lima']);

    for (let i = 1; i <= 12; i++) {
      tick();
      await record(`query ${i}`, viewer);
    }
    const ten = await recent(viewer);
    expect(ten).toHaveLength(10);
    expect(ten[0]).toBe('query 12');
    expect(ten[9]).toBe('query 3');
  });

  it('belongs to the profile (or the guest): another never sees it, and clearing forgets it', async () => {
    await record('the windmill', child);
    await record('guest search', guest);
    expect(await recent(child)).toEqual(['the windmill']);
    expect(await recent(guest)).toEqual(['guest search']);
    expect(await recent(adult)).not.toContain('the windmill');
    const cleared = await backend.app.inject({ method: 'DELETE', url: '/api/v2/search/recent', headers: { ...headers(), ...child } });
    expect(cleared.statusCode).toBe(204);
    expect(await recent(child)).toEqual([]);
    expect(await recent(guest)).toEqual(['guest search']);
  });

  it('takes the same queries as search, and a session', async () => {
    expect((await record(' ', adult)).json().code).toBe('SEARCH_QUERY_EMPTY');
    expect((await record('x'.repeat(201), adult)).json().code).toBe('SEARCH_QUERY_TOO_LONG');
    expect((await call('/api/v2/search/recent', {})).status).toBe(401);
  });
});
