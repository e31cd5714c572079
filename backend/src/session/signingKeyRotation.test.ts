// Rotation as the backends live it: a real (in-memory) PGlite shared by the
// key sets of one or two backends, a clock the tests move, and the command's
// functions writing the times the backends act on.
import { decodeProtectedHeader } from 'jose';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { openMigratedPglite } from '../testing/migratedPglite.ts';
import { signAccessToken, verifyAccessToken, type ClaimsToSign } from './accessToken.ts';
import {
  DEFAULT_PUBLISH_DELAY_SECONDS,
  RETIREMENT_MARGIN_SECONDS,
  retireSigningKey,
  rotateSigningKey,
  SigningKeyRotationError,
  signingKeyStates,
} from './signingKeyRotation.ts';
import { loadSigningKeys, type SigningKeys, type SigningKeySource, type StoredSigningKey } from './signingKeys.ts';

const TTL_SECONDS = 15 * 60;
const HOUR = 3600;
const claims: ClaimsToSign = {
  userId: 7,
  role: 'CUSTOMER',
  isGuest: false,
  realmName: 'ringside',
  sessionId: 11,
  profile: null,
  approved: true,
  country: 'PT',
  partition: null,
  adsId: 'ads-7',
};

describe('rotating the token signing key under running backends', () => {
  let db: Database;
  let clock: { now: Date; advanceSeconds(seconds: number): void };
  const sources: SigningKeySource[] = [];

  beforeEach(async () => {
    db = await openMigratedPglite();
    clock = {
      now: new Date('2030-03-01T12:00:00Z'),
      advanceSeconds(seconds) {
        clock.now = new Date(clock.now.getTime() + seconds * 1000);
      },
    };
  });
  afterEach(async () => {
    for (const source of sources.splice(0)) await source.stop();
    await db.close();
  });

  async function backendKeys(options: { rereadMs?: number; onChange?: (keys: StoredSigningKey[]) => void } = {}) {
    const source = await loadSigningKeys(db, { now: () => clock.now, ...options });
    sources.push(source);
    return source;
  }
  const rotate = (options: { publishDelaySeconds?: number; retireAfterSeconds?: number } = {}) =>
    rotateSigningKey(db, {
      now: clock.now,
      publishDelaySeconds: options.publishDelaySeconds ?? DEFAULT_PUBLISH_DELAY_SECONDS,
      retireAfterSeconds: options.retireAfterSeconds ?? HOUR,
      accessTokenTtlSeconds: TTL_SECONDS,
    });
  const sign = async (keys: SigningKeys) =>
    (await signAccessToken(claims, { key: keys.signing, ttlSeconds: TTL_SECONDS, now: clock.now })).token;
  const kidOf = (token: string) => decodeProtectedHeader(token).kid;
  const publishedKids = (keys: SigningKeys) => keys.jwks.keys.map((key) => key.kid);
  // As the refresh route verifies a client's last token: expired is fine, but it must be ours.
  const verifyAsOurs = (token: string, keys: SigningKeys) =>
    verifyAccessToken(token, { keys, realmName: 'ringside', now: clock.now, allowExpired: true });

  it('publishes the new key at once, keeps signing with the old one until signs_from, then signs with the new one', async () => {
    const { keys, reread } = await backendKeys();
    const oldKid = keys.signing.kid;

    const rotation = await rotate();
    await reread();

    expect(rotation.signsFrom).toEqual(new Date('2030-03-01T12:10:00Z'));
    expect(rotation.retiring).toEqual([{ kid: oldKid, retiresAt: new Date('2030-03-01T13:10:00Z') }]);
    expect(publishedKids(keys)).toEqual([rotation.kid, oldKid]);
    expect(kidOf(await sign(keys))).toBe(oldKid);

    clock.advanceSeconds(10 * 60 - 1);
    expect(keys.signing.kid).toBe(oldKid);
    clock.advanceSeconds(1);
    expect(kidOf(await sign(keys))).toBe(rotation.kid);
    expect(publishedKids(keys)).toEqual([rotation.kid, oldKid]);
  });

  it('accepts a token of the old key until the old key retires, and neither accepts nor publishes it after', async () => {
    const { keys, reread } = await backendKeys();
    const oldToken = await sign(keys);
    const rotation = await rotate({ retireAfterSeconds: HOUR });
    await reread();
    const retiresAt = rotation.retiring[0]!.retiresAt;

    clock.now = new Date(retiresAt.getTime() - 1000);
    await expect(verifyAsOurs(oldToken, keys)).resolves.toMatchObject({ userId: 7, sessionId: 11 });

    clock.now = retiresAt;
    await expect(verifyAsOurs(oldToken, keys)).rejects.toMatchObject({ statusCode: 401, code: 'INVALID_TOKEN' });
    expect(publishedKids(keys)).toEqual([rotation.kid]);
    await expect(verifyAsOurs(await sign(keys), keys)).resolves.toMatchObject({ userId: 7 });
  });

  it('refuses to plan the old key’s retirement before every token it signed has expired', async () => {
    await backendKeys();
    const tooSoon = TTL_SECONDS + RETIREMENT_MARGIN_SECONDS - 1;
    await expect(rotate({ retireAfterSeconds: tooSoon })).rejects.toThrow(
      /must stay accepted at least 1200 s after the new one signs \(ACCESS_TOKEN_TTL_SECONDS=900/,
    );
    await expect(rotate({ retireAfterSeconds: tooSoon + 1 })).resolves.toMatchObject({ kid: expect.any(String) });
  });

  it('lets two backends on one database publish, sign and accept the same keys at the same moment', async () => {
    const first = await backendKeys();
    const second = await backendKeys();
    expect(second.keys.signing.kid).toBe(first.keys.signing.kid);
    const oldKid = first.keys.signing.kid;

    const rotation = await rotate();
    await Promise.all([first.reread(), second.reread()]);
    expect(publishedKids(second.keys)).toEqual(publishedKids(first.keys));

    clock.advanceSeconds(DEFAULT_PUBLISH_DELAY_SECONDS);
    const fromFirst = await sign(first.keys);
    expect(kidOf(fromFirst)).toBe(rotation.kid);
    expect(second.keys.signing.kid).toBe(rotation.kid);
    await expect(verifyAsOurs(fromFirst, second.keys)).resolves.toMatchObject({ userId: 7 });
    expect(publishedKids(first.keys)).toEqual([rotation.kid, oldKid]);
  });

  it('finds a rotation by itself at its next re-read, without a restart', async () => {
    let changed!: (keys: StoredSigningKey[]) => void;
    const heard = new Promise<StoredSigningKey[]>((resolve) => (changed = resolve));
    const { keys } = await backendKeys({ rereadMs: 20, onChange: (found) => changed(found) });

    const rotation = await rotate();

    expect((await heard).map((key) => key.kid)).toContain(rotation.kid);
    expect(publishedKids(keys)).toContain(rotation.kid);
  });

  it('refuses a second rotation while the first one’s key waits to sign', async () => {
    await backendKeys();
    const first = await rotate();

    await expect(rotate()).rejects.toThrow(SigningKeyRotationError);
    await expect(rotate()).rejects.toThrow(`key ${first.kid} starts signing at 2030-03-01T12:10:00.000Z`);

    clock.advanceSeconds(DEFAULT_PUBLISH_DELAY_SECONDS);
    const second = await rotate();
    // The first rotation's old key keeps its own, earlier, retirement.
    expect(second.retiring.map((key) => key.kid)).toEqual([first.kid, first.retiring[0]!.kid]);
    expect(second.retiring[1]!.retiresAt).toEqual(first.retiring[0]!.retiresAt);
  });

  it('retires a compromised key at once: its tokens are refused and a replacement signs in its place', async () => {
    const { keys, reread } = await backendKeys();
    const compromised = keys.signing.kid;
    const stolen = await sign(keys);

    const retirement = await retireSigningKey(db, compromised, { now: clock.now });
    await reread();

    expect(retirement.replacement).not.toBeNull();
    await expect(verifyAsOurs(stolen, keys)).rejects.toMatchObject({ code: 'INVALID_TOKEN' });
    expect(keys.signing.kid).toBe(retirement.replacement);
    expect(publishedKids(keys)).toEqual([retirement.replacement]);
    // Inactive too, so a backend of an older release (which reads `active` alone) drops it at its start.
    expect(await db.query('select active from signing_key where kid = $1', [compromised])).toEqual([{ active: false }]);
    await expect(retireSigningKey(db, compromised, { now: clock.now })).rejects.toThrow(`Signing key ${compromised} is already retired`);
    await expect(retireSigningKey(db, 'no-such-kid', { now: clock.now })).rejects.toThrow('There is no signing key no-such-kid');
  });

  it('abandons a rotation by retiring its waiting key: the current key signs on, nothing new is made', async () => {
    const { keys, reread } = await backendKeys();
    const current = keys.signing.kid;
    const rotation = await rotate();

    const retirement = await retireSigningKey(db, rotation.kid, { now: clock.now });
    await reread();

    expect(retirement.replacement).toBeNull();
    expect(publishedKids(keys)).toEqual([current]);
    clock.advanceSeconds(DEFAULT_PUBLISH_DELAY_SECONDS);
    expect(keys.signing.kid).toBe(current);
  });

  it('tells what each key does now, for the command’s --status', async () => {
    const { keys } = await backendKeys();
    const first = keys.signing.kid;
    const rotation = await rotate();

    const states = (await signingKeyStates(db, { now: clock.now })).map(({ kid, state }) => ({ kid, state }));
    expect(states).toEqual([
      { kid: rotation.kid, state: 'WAITING' },
      { kid: first, state: 'SIGNING' },
    ]);

    clock.advanceSeconds(DEFAULT_PUBLISH_DELAY_SECONDS + HOUR);
    expect((await signingKeyStates(db, { now: clock.now })).map(({ kid, state }) => ({ kid, state }))).toEqual([
      { kid: rotation.kid, state: 'SIGNING' },
      { kid: first, state: 'RETIRED' },
    ]);
  });
});
