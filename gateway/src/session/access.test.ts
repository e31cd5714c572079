import { createLocalJWKSet } from 'jose';
import { describe, expect, it } from 'vitest';
import type { GatewayContext } from '../context.ts';
import { createAccessTokenVerifier } from '../lib/jwt.ts';
import { makeToken, upstreamSigningKey } from '../testing/fakeUpstream.ts';
import { cookieHeaderFrom, createTestGateway } from '../testing/gatewayClient.ts';
import { isChildProfile, requireAccountHolder, requireAdultProfile, requireAdmin, roleOf } from './access.ts';
import { bearerSession } from './session.ts';

// Spec §6 enforced on data by the gateway itself: whatever a TV app or a
// hand-written query asks, the answer follows the same rules as the screens.
// The fake upstream hands content to anyone with a token, so every refusal
// here is the gateway's own.

const contentQueries = {
  section: `{ section(name: "home") { title } }`,
  video: `{ video(internalId: "3") { title } }`,
  liveEvent: `{ liveEvent(internalId: "1") { title } }`,
  liveEventsConnection: `{ liveEventsConnection(first: 3) { edges { node { title } } } }`,
  playlist: `{ playlist(internalId: "1") { title } }`,
  series: `{ series(internalId: "7") { title } }`,
  season: `{ season(internalId: "71") { title } }`,
} as const;

const CONTENT_PATHS = ['/api/v2/section', '/api/v2/vod', '/api/v2/event', '/api/v2/playlist', '/api/v2/series', '/api/v2/season', '/api/v2/stream'];

function contentCalls(upstream: ReturnType<typeof createTestGateway>['upstream']) {
  return CONTENT_PATHS.reduce((sum, prefix) => sum + upstream.count(prefix), 0);
}

/** A guest of ringside, once ringside allows guests but not full guest access. */
async function guestWithoutFullAccess() {
  const test = createTestGateway();
  test.upstream.realms.ringside.fullGuestAccess = 'NOT_ALLOWED';
  const checkIn = await test.query(`mutation { checkInAsGuest { viewer { role } } }`);
  expect(checkIn.data).toEqual({ checkInAsGuest: { viewer: { role: 'GUEST' } } });
  test.upstream.reset();
  return { ...test, headers: { cookie: cookieHeaderFrom(checkIn.headers) } };
}

const exp = () => Math.floor(Date.now() / 1000) + 600;

describe('a guest on a realm without full guest access', () => {
  it.each(Object.entries(contentQueries))('gets no %s: FORBIDDEN GUEST_ACCESS_DENIED, and nothing is fetched', async (field, document) => {
    const { query, headers, upstream } = await guestWithoutFullAccess();

    const { data, errors } = await query(document, { headers });

    // Nullable fields come back null; a non-null connection takes the whole answer with it.
    expect(data?.[field] ?? null).toBeNull();
    expect(errors).toHaveLength(1);
    expect(errors![0]!.extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'GUEST_ACCESS_DENIED' });
    expect(contentCalls(upstream)).toBe(0);
  });

  it('still sees the realm, its menu and who they are, so the app can ask them to sign in', async () => {
    const { query, headers } = await guestWithoutFullAccess();
    const { data, errors } = await query(`{ realm { title settings { guestsAllowed fullGuestAccess } } viewer { role } }`, { headers });
    expect(errors).toBeUndefined();
    expect(data).toEqual({
      realm: { title: 'ringside', settings: { guestsAllowed: true, fullGuestAccess: false } },
      viewer: { role: 'GUEST' },
    });
  });

  it('watches once signed in: a customer of the same realm gets the video', async () => {
    const { query, upstream } = createTestGateway();
    upstream.realms.ringside.fullGuestAccess = 'NOT_ALLOWED';
    const customer = makeToken({ sub: 'u1', rol: 'CUSTOMER', gue: false, aud: 'ringside', exp: exp() });

    const { data, errors } = await query(contentQueries.video, { headers: { authorization: `Bearer ${customer}` } });

    expect(errors).toBeUndefined();
    expect(data).toEqual({ video: { title: 'Video 3' } });
  });
});

describe('a guest on a realm with full guest access', () => {
  it('watches', async () => {
    const { query } = createTestGateway();
    const checkIn = await query(`mutation { checkInAsGuest { viewer { role } } }`);
    const { data, errors } = await query(contentQueries.video, { headers: { cookie: cookieHeaderFrom(checkIn.headers) } });
    expect(errors).toBeUndefined();
    expect(data).toEqual({ video: { title: 'Video 3' } });
  });
});

describe('a visitor without any session', () => {
  it.each(Object.entries(contentQueries))('gets no %s: UNAUTHENTICATED, and nothing is fetched', async (field, document) => {
    const { query, upstream } = createTestGateway();

    const { data, errors } = await query(document);

    expect(data?.[field] ?? null).toBeNull();
    expect(errors![0]!.extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(contentCalls(upstream)).toBe(0);
  });

  it('gets no content on a realm without guests either, even with a guest token left from before', async () => {
    const { query, upstream } = createTestGateway();
    const staleGuest = makeToken({ sub: 'g1', rol: 'GUEST', gue: true, aud: 'acme', exp: exp() });

    const { errors } = await query(contentQueries.video, { realm: 'acme', headers: { authorization: `Bearer ${staleGuest}` } });

    expect(errors![0]!.extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'GUEST_ACCESS_DENIED' });
    expect(contentCalls(upstream)).toBe(0);
  });
});

/** The gateway's view of a bearer token signed by the upstream, as resolvers see it through the context. */
async function contextFor(claims: Record<string, unknown> | null): Promise<GatewayContext> {
  const verify = createAccessTokenVerifier(createLocalJWKSet({ keys: [upstreamSigningKey.publicJwk] }));
  const session = claims
    ? await bearerSession(makeToken({ aud: 'ringside', exp: exp(), ...claims }), 'ringside', verify, { now: () => Date.now() })
    : null;
  return { session: async () => session } as unknown as GatewayContext;
}

const adultCustomer = { sub: 'u1', rol: 'CUSTOMER', gue: false, pro: { id: 'p1', ty: 'a' } };
const childCustomer = { sub: 'u1', rol: 'CUSTOMER', gue: false, pro: { id: 'p2', ty: 'c' } };
const guest = { sub: 'g1', rol: 'GUEST', gue: true };
const admin = { sub: 'u9', rol: 'ADMIN', gue: false, pro: { id: 'p9', ty: 'a' } };

describe('account data', () => {
  it('is refused to a child profile: FORBIDDEN CHILD_PROFILE', async () => {
    await expect(requireAdultProfile(await contextFor(childCustomer))).rejects.toMatchObject({
      extensions: { code: 'FORBIDDEN', reason: 'CHILD_PROFILE' },
    });
  });

  it('is the adult profile’s own, and an admin’s', async () => {
    await expect(requireAdultProfile(await contextFor(adultCustomer))).resolves.toMatchObject({ claims: { sub: 'u1' } });
    await expect(requireAdultProfile(await contextFor(admin))).resolves.toMatchObject({ claims: { sub: 'u9' } });
  });

  it('asks guests and visitors to sign in: UNAUTHENTICATED SIGN_IN_REQUIRED', async () => {
    for (const claims of [guest, null]) {
      await expect(requireAccountHolder(await contextFor(claims))).rejects.toMatchObject({
        extensions: { code: 'UNAUTHENTICATED', reason: 'SIGN_IN_REQUIRED' },
      });
    }
  });

  it('keeps admin tools from customers: FORBIDDEN ADMIN_ONLY', async () => {
    await expect(requireAdmin(await contextFor(adultCustomer))).rejects.toMatchObject({
      extensions: { code: 'FORBIDDEN', reason: 'ADMIN_ONLY' },
    });
    await expect(requireAdmin(await contextFor(admin))).resolves.toBeTruthy();
  });
});

describe('roles (spec §4)', () => {
  it.each([
    ['no session', 'UNAUTHENTICATED', false, null],
    ['a guest', 'GUEST', false, guest],
    ['a customer', 'CUSTOMER', false, adultCustomer],
    ['a customer watching as a child profile', 'CUSTOMER', true, childCustomer],
    ['an admin', 'ADMIN', false, admin],
  ] as const)('%s is %s (child profile: %s)', async (_who, role, child, claims) => {
    const session = await (await contextFor(claims)).session();
    expect(roleOf(session)).toBe(role);
    expect(isChildProfile(session)).toBe(child);
  });
});
