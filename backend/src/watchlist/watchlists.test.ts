import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../user/accounts.ts';
import { bearer, checkInGuest, headers, signIn, testBackend, type TestBackend } from '../testing/testBackend.ts';

describe('watchlists', () => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await testBackend();
  });
  afterAll(() => backend.close());

  let accounts = 0;
  /** A new signed-in customer of `realm` with only the main profile: each story starts from empty lists. */
  async function newViewer(realm = 'ringside') {
    const email = `lists${++accounts}@${realm}.test`;
    await backend.database.transaction((tx) =>
      createAccount(tx, { realmId: realm === 'ringside' ? 1 : 2, email, password: 'lists-secret', role: 'CUSTOMER', status: 'ACTIVE', profileName: 'Kim' }),
    );
    return { realm, token: (await signIn(backend.app, realm, email, 'lists-secret')).authorisationToken };
  }
  type Viewer = { realm: string; token: string };
  const call = (viewer: Viewer, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    backend.app.inject({ method, url: `/api/v2${url}`, headers: { ...headers(viewer.realm), ...bearer(viewer.token) }, payload });
  const add = (viewer: Viewer, contentType: string, contentId: string, list = 'default') =>
    call(viewer, 'POST', `/watchlists/${list}/items`, { contentType, contentId });
  const titlesOf = async (viewer: Viewer, query = '', list = 'default') =>
    (await call(viewer, 'GET', `/watchlists/${list}/items${query}`)).json();

  it('adds content of every kind to My list, newest first, and adding twice keeps one', async () => {
    const kim = await newViewer();
    expect((await add(kim, 'VIDEO', '3')).json()).toEqual({ contentType: 'VIDEO', contentId: '3', added: true });
    await add(kim, 'LIVE_EVENT', '1');
    await add(kim, 'PLAYLIST', '2');
    await add(kim, 'SERIES', '1');
    expect((await add(kim, 'VIDEO', '3')).json()).toMatchObject({ added: false });

    const page = await titlesOf(kim);
    expect(page.contentList.map((item: { type: string; id: string }) => `${item.type}:${item.id}`)).toEqual([
      'VOD_SERIES:1',
      'VOD_PLAYLIST:2',
      'LIVE_EVENT:1',
      'VOD_VIDEO:3',
    ]);
    expect(page.paging).toEqual({ page: 1, rpp: 12, totalCount: 4, moreDataAvailable: false });
  });

  it('removes content, and removing it again is no error', async () => {
    const kim = await newViewer();
    await add(kim, 'VIDEO', '3');
    await add(kim, 'VIDEO', '4');
    expect((await call(kim, 'DELETE', '/watchlists/default/items/VIDEO/3')).statusCode).toBe(204);
    expect((await call(kim, 'DELETE', '/watchlists/default/items/VIDEO/3')).statusCode).toBe(204);
    expect((await titlesOf(kim)).contentList.map((item: { id: string }) => item.id)).toEqual(['4']);
  });

  it('pages through a long list', async () => {
    const kim = await newViewer();
    for (const id of [1, 2, 3, 4, 5]) await add(kim, 'VIDEO', String(id));
    const first = await titlesOf(kim, '?rpp=2');
    const third = await titlesOf(kim, '?rpp=2&p=3');
    expect(first.contentList.map((item: { id: string }) => item.id)).toEqual(['5', '4']);
    expect(first.paging).toMatchObject({ totalCount: 5, moreDataAvailable: true });
    expect(third.contentList.map((item: { id: string }) => item.id)).toEqual(['1']);
    expect(third.paging.moreDataAvailable).toBe(false);
  });

  it('tells which cards of a page are on the list', async () => {
    const kim = await newViewer();
    await add(kim, 'VIDEO', '3');
    await add(kim, 'SERIES', '1');
    const answer = await call(kim, 'GET', '/watchlists/default/contains?refs=VIDEO:3,VIDEO:4,SERIES:1');
    expect(answer.json().refs.sort()).toEqual(['SERIES:1', 'VIDEO:3']);
  });

  it('keeps each profile its own list', async () => {
    const kim = await newViewer();
    const lee = await newViewer();
    await add(kim, 'VIDEO', '3');
    expect((await titlesOf(lee)).contentList).toEqual([]);
  });

  it('refuses content the realm does not have, and bodies that are not a reference', async () => {
    const kim = await newViewer();
    expect((await add(kim, 'VIDEO', '101')).json().code).toBe('NOT_FOUND'); // an Acme video
    expect((await add(kim, 'VIDEO', '999')).statusCode).toBe(404);
    const bad = await call(kim, 'POST', '/watchlists/default/items', { contentType: 'MOVIE', contentId: '3' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_FAILED');
    expect((await call(kim, 'GET', '/watchlists/default/contains?refs=VIDEO:x')).statusCode).toBe(400);
  });

  it('asks guests to sign in, and refuses a token of another realm', async () => {
    const guest = await checkInGuest(backend.app, 'ringside');
    const asGuest = await add({ realm: 'ringside', token: guest.authorisationToken }, 'VIDEO', '3');
    expect(asGuest.statusCode).toBe(403);
    expect(asGuest.json().code).toBe('SIGN_IN_REQUIRED');

    const kim = await newViewer('ringside');
    const elsewhere = await call({ realm: 'acme', token: kim.token }, 'GET', '/watchlists/default/items');
    expect(elsewhere.statusCode).toBe(401);
    expect(elsewhere.json().code).toBe('TOKEN_REALM_MISMATCH');
  });

  it('keeps named lists where watchlists are enabled, beside the system list', async () => {
    const kim = await newViewer('ringside');
    const created = await call(kim, 'POST', '/watchlists', { name: '  Weekend   fights ' });
    expect(created.statusCode).toBe(201);
    const weekend = created.json();
    expect(weekend).toMatchObject({ name: 'Weekend fights', systemDefined: false, itemCount: 0 });
    expect((await call(kim, 'POST', '/watchlists', { name: 'WEEKEND FIGHTS' })).json().code).toBe('WATCHLIST_NAME_TAKEN');
    expect((await call(kim, 'POST', '/watchlists', { name: '   ' })).statusCode).toBe(400);

    await add(kim, 'VIDEO', '7', weekend.id);
    const lists = (await call(kim, 'GET', '/watchlists')).json().watchlists;
    expect(lists.map((list: { name: string | null; itemCount: number }) => [list.name, list.itemCount])).toEqual([
      [null, 0],
      ['Weekend fights', 1],
    ]);
    expect((await titlesOf(kim)).contentList).toEqual([]);

    expect((await call(kim, 'DELETE', '/watchlists/default')).json().code).toBe('SYSTEM_WATCHLIST');
    expect((await call(kim, 'DELETE', `/watchlists/${weekend.id}`)).statusCode).toBe(204);
    expect((await call(kim, 'GET', `/watchlists/${weekend.id}/items`)).statusCode).toBe(404);
  });

  it("never reads another profile's named list", async () => {
    const kim = await newViewer();
    const lee = await newViewer();
    const kims = (await call(kim, 'POST', '/watchlists', { name: 'Secret' })).json();
    expect((await call(lee, 'GET', `/watchlists/${kims.id}/items`)).statusCode).toBe(404);
    expect((await add(lee, 'VIDEO', '3', kims.id)).statusCode).toBe(404);
    expect((await call(lee, 'DELETE', `/watchlists/${kims.id}`)).statusCode).toBe(404);
  });

  it('offers only Favourites where watchlists are off (Acme)', async () => {
    const pat = await newViewer('acme');
    expect((await add(pat, 'VIDEO', '101')).json().added).toBe(true);
    expect((await call(pat, 'POST', '/watchlists', { name: 'More' })).json().code).toBe('WATCHLISTS_DISABLED');
    expect((await call(pat, 'GET', '/watchlists')).json().watchlists).toHaveLength(1);
  });
});
