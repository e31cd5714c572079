import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, checkInGuest, headers, signInCustomer, testBackend, type TestBackend } from '../testing/testBackend.ts';
import { resumePosition } from './watchPositions.ts';

describe('watch history', () => {
  let backend: TestBackend;
  let sam: string;
  beforeAll(async () => {
    backend = await testBackend();
    sam = await signInCustomer(backend, 'ringside');
  });
  afterAll(() => backend.close());

  const save = (token: string, videoId: number | string, payload: unknown, realm = 'ringside') =>
    backend.app.inject({
      method: 'PUT',
      url: `/api/v2/user/watch-positions/${videoId}`,
      headers: { ...headers(realm), ...bearer(token) },
      payload: payload as object,
    });
  const history = (token: string, query = '') =>
    backend.app.inject({ url: `/api/v2/user/watch-history${query}`, headers: { ...headers(), ...bearer(token) } });
  const positions = (token: string, ids: string) =>
    backend.app.inject({ url: `/api/v2/user/watch-positions?ids=${ids}`, headers: { ...headers(), ...bearer(token) } });
  const upNext = (videoId: number, query = '') =>
    backend.app.inject({ url: `/api/v2/vod/${videoId}/up-next${query}`, headers: { ...headers(), ...bearer(sam) } });
  const videoIdsOf = (response: { json(): { items: { videoId: string }[] } }) => response.json().items.map((item) => item.videoId);

  it('keeps where a video was left, and reopens it there', async () => {
    const saved = await save(sam, 2, { position: 12.7, duration: 24 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ videoId: '2', position: 12, duration: 24, finished: false, resumePosition: 12 });
    expect((await positions(sam, '2,3')).json().positions).toEqual([expect.objectContaining({ videoId: '2', resumePosition: 12 })]);
  });

  it('lists continue watching most recent first; a finished video drops off it but stays in the history', async () => {
    await save(sam, 3, { position: 5, duration: 24 });
    backend.clock.advanceMinutes(1);
    await save(sam, 4, { position: 8, duration: 24 });
    backend.clock.advanceMinutes(1);
    await save(sam, 2, { position: 14, duration: 24 });
    backend.clock.advanceMinutes(1);
    expect(videoIdsOf(await history(sam, '?filter=CONTINUE_WATCHING'))).toEqual(['2', '4', '3']);

    const finished = await save(sam, 4, { position: 23.5, duration: 24 });
    expect(finished.json()).toMatchObject({ finished: true, resumePosition: null });
    expect(videoIdsOf(await history(sam, '?filter=CONTINUE_WATCHING'))).toEqual(['2', '3']);
    const all = await history(sam);
    expect(videoIdsOf(all)).toEqual(['4', '2', '3']);
    expect(all.json().items[0].video).toMatchObject({ id: '4', type: 'VOD_VIDEO' });
  });

  it('pages the history', async () => {
    const first = (await history(sam, '?rpp=2&p=1')).json();
    expect(first.paging).toEqual({ page: 1, rpp: 2, totalCount: 3, moreDataAvailable: true });
    const second = (await history(sam, '?rpp=2&p=2')).json();
    expect(second.items.map((item: { videoId: string }) => item.videoId)).toEqual(['3']);
    expect(second.paging).toMatchObject({ totalCount: 3, moreDataAvailable: false });
  });

  it('keeps another profile of the account apart', async () => {
    const created = await backend.app.inject({
      method: 'POST',
      url: '/api/v2/profiles',
      headers: { ...headers(), ...bearer(sam) },
      payload: { name: 'Robin', kind: 'ADULT' },
    });
    expect(created.statusCode).toBe(201);
    const other = await signInCustomer(backend, 'ringside');
    const switched = await backend.app.inject({
      method: 'POST',
      url: '/api/v2/session/profile',
      headers: { ...headers(), ...bearer(other) },
      payload: { profileId: created.json().id },
    });
    const robin = switched.json().authorisationToken as string;
    expect((await history(robin)).json().items).toEqual([]);
    await save(robin, 3, { position: 20, duration: 24 });
    expect(videoIdsOf(await history(robin))).toEqual(['3']);
    expect((await positions(sam, '3')).json().positions[0]).toMatchObject({ position: 5 });
  });

  it("leaves out of a child profile's history what the child may not see", async () => {
    const created = await backend.app.inject({
      method: 'POST',
      url: '/api/v2/profiles',
      headers: { ...headers(), ...bearer(sam) },
      payload: { name: 'Pat', kind: 'ADULT' },
    });
    const patId = created.json().id as string;
    const session = await signInCustomer(backend, 'ringside');
    const switchTo = async (token: string) =>
      (
        await backend.app.inject({
          method: 'POST',
          url: '/api/v2/session/profile',
          headers: { ...headers(), ...bearer(token) },
          payload: { profileId: patId },
        })
      ).json().authorisationToken as string;
    const pat = await switchTo(session);
    // Video 3 is rated 16, video 9 rated 12 (seed/ratings.ts).
    await save(pat, 3, { position: 100, duration: 1800 });
    await save(pat, 9, { position: 100, duration: 1800 });
    expect(videoIdsOf(await history(pat))).toEqual(['9', '3']);

    const madeChild = await backend.app.inject({
      method: 'PUT',
      url: `/api/v2/profiles/${patId}`,
      headers: { ...headers(), ...bearer(sam) },
      payload: { kind: 'CHILD' },
    });
    expect(madeChild.statusCode).toBe(200);
    // Its token now names a child profile (`pro.ty` c).
    const child = await switchTo(pat);
    const childHistory = await history(child);
    expect(videoIdsOf(childHistory)).toEqual(['9']);
    expect(childHistory.json().paging.totalCount).toBe(1);
    expect((await positions(child, '3,9')).json().positions.map((p: { videoId: string }) => p.videoId)).toEqual(['9']);
    expect((await save(child, 3, { position: 120, duration: 1800 })).statusCode).toBe(404);
  });

  it("keeps a guest's progress for the guest alone", async () => {
    const guest = (await checkInGuest(backend.app)).authorisationToken;
    expect((await save(guest, 5, { position: 6, duration: 24 })).statusCode).toBe(200);
    expect(videoIdsOf(await history(guest))).toEqual(['5']);
    const otherGuest = (await checkInGuest(backend.app)).authorisationToken;
    expect((await history(otherGuest)).json().items).toEqual([]);
  });

  it('refuses positions that make no sense, by name', async () => {
    expect((await save(sam, 2, { position: 30, duration: 24 })).json()).toMatchObject({ code: 'INVALID_WATCH_POSITION' });
    for (const payload of [{ position: -1, duration: 24 }, { position: 1, duration: 0 }, { position: 1 }]) {
      const response = await save(sam, 2, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    }
    expect((await save(sam, 999999, { position: 1, duration: 24 })).statusCode).toBe(404);
  });

  it("refuses a video of another realm and a token of another realm", async () => {
    // Video 119 is acme's: a ringside viewer cannot keep a position in it.
    expect((await save(sam, 119, { position: 1, duration: 24 })).statusCode).toBe(404);
    expect((await save(sam, 2, { position: 1, duration: 24 }, 'acme')).json().code).toBe('TOKEN_REALM_MISMATCH');
  });

  it('needs a session', async () => {
    const response = await backend.app.inject({ url: '/api/v2/user/watch-history', headers: headers() });
    expect(response.statusCode).toBe(401);
  });

  it('names the next episode, across seasons, and the next video of a playlist', async () => {
    // Road to the Belt: 25–27 season 1, 28–30 season 2.
    expect((await upNext(25)).json().video).toMatchObject({ id: '26', episodeNumber: 2 });
    expect((await upNext(27)).json().video).toMatchObject({ id: '28', episodeNumber: 1 });
    expect((await upNext(30)).json().video).toBeNull();
    expect((await upNext(2)).json().video).toBeNull();
    // Playlist 1 is 9, 12, 13, 14, 1, 7, 4.
    expect((await upNext(13, '?playlistId=1')).json().video).toMatchObject({ id: '14' });
    expect((await upNext(4, '?playlistId=1')).json().video).toBeNull();
    expect((await upNext(2, '?playlistId=1')).json().video).toBeNull();
  });
});

describe('resumePosition', () => {
  it('starts a finished or barely begun video from the beginning', () => {
    expect(resumePosition({ position: 600, duration: 1800 })).toBe(600);
    expect(resumePosition({ position: 30, duration: 1800 })).toBeNull();
    expect(resumePosition({ position: 1750, duration: 1800 })).toBeNull();
    expect(resumePosition({ position: 3, duration: 24 })).toBe(3);
  });
});
