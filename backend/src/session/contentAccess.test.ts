import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, checkInGuest, headers, signInCustomer, testBackend, type TestBackend } from '../testing/testBackend.ts';

// Spec §4 step 3 and §6 on the backend: every content endpoint answers only a
// session of the realm, and a guest only where the realm allows guests with
// full guest access. Acme is made to allow guests (without full access) for
// these tests, so its guest has a real session to be refused with.
const contentEndpoints = [
  '/api/v2/section/home',
  '/api/v2/section/home/bucket/1',
  '/api/v2/vod/1',
  '/api/v2/vod?ids=1,2',
  '/api/v2/event/1',
  '/api/v2/event?status=LIVE',
  '/api/v2/playlist/1',
  '/api/v2/series/1',
  '/api/v2/season/1',
  '/api/v2/stream/vod/1',
  '/api/v2/stream/event/1',
];

describe('content endpoints', () => {
  let backend: TestBackend;
  let acmeGuest: Record<string, string>;
  let acmeCustomer: Record<string, string>;

  beforeAll(async () => {
    backend = await testBackend();
    await backend.database.query(`update realm set guests_allowed = true, full_guest_access = 'NOT_ALLOWED' where name = 'acme'`);
    acmeGuest = bearer((await checkInGuest(backend.app, 'acme')).authorisationToken);
    acmeCustomer = bearer(await signInCustomer(backend, 'acme'));
  });
  afterAll(async () => {
    await backend.database.query(`update realm set guests_allowed = false where name = 'acme'`);
    await backend.close();
  });

  const get = (url: string, extra: Record<string, string>) =>
    backend.app.inject({ url, headers: { ...headers('acme'), ...extra } });

  it.each(contentEndpoints)('%s: UNAUTHENTICATED without a session', async (url) => {
    const response = await get(url, {});
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('UNAUTHENTICATED');
  });

  it.each(contentEndpoints)('%s: GUEST_ACCESS_DENIED for a guest without full guest access', async (url) => {
    const response = await get(url, acmeGuest);
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('GUEST_ACCESS_DENIED');
  });

  it.each(contentEndpoints)('%s: answers a signed-in customer (the content, or a plain not-found)', async (url) => {
    const response = await get(url, acmeCustomer);
    expect([200, 404]).toContain(response.statusCode);
  });

  it('lets the guest see the realm itself, so the app can ask them to sign in', async () => {
    const response = await get('/api/v2/realm/acme', acmeGuest);
    expect(response.statusCode).toBe(200);
  });
});
