import { createLocalJWKSet, type JWTVerifyGetKey } from 'jose';
import { describe, expect, it } from 'vitest';
import { createTestSigningKey, guestToken, makeToken, upstreamSigningKey } from '../testing/fakeUpstream.ts';
import { createAccessTokenVerifier } from './jwt.ts';

/** The upstream's published keys, counting how often a signature is checked against them. */
function countingKeys() {
  const keys = createLocalJWKSet({ keys: [upstreamSigningKey.publicJwk] });
  const counted = { checks: 0 };
  const getKey: JWTVerifyGetKey = (header, token) => {
    counted.checks += 1;
    return keys(header, token);
  };
  return { getKey, counted };
}

describe('verified access tokens', () => {
  it('checks a token once and remembers its claims for the next requests', async () => {
    const { getKey, counted } = countingKeys();
    const verify = createAccessTokenVerifier(getKey);
    const token = guestToken('ringside');
    const first = await verify(token);
    expect(await verify(token)).toEqual(first);
    expect(first).toMatchObject({ aud: 'ringside', gue: true });
    expect(counted.checks).toBe(1);
  });

  it('checks a token again once it has expired', async () => {
    const { getKey, counted } = countingKeys();
    let now = Date.now();
    const verify = createAccessTokenVerifier(getKey, { now: () => now });
    const token = guestToken('ringside', { expiresInSeconds: 60, nowMs: now });
    await verify(token);
    now += 61_000;
    expect(await verify(token)).toMatchObject({ aud: 'ringside' });
    expect(counted.checks).toBe(2);
  });

  it('never remembers a forged token: each one is refused anew', async () => {
    const { getKey, counted } = countingKeys();
    const verify = createAccessTokenVerifier(getKey);
    const forged = makeToken({ sub: 'x', aud: 'ringside', exp: Math.floor(Date.now() / 1000) + 600 }, { key: createTestSigningKey('fake-upstream-key-1') });
    expect(await verify(forged)).toBeNull();
    expect(await verify(forged)).toBeNull();
    expect(counted.checks).toBe(2);
  });

  it('keeps a bounded number of tokens, forgetting the least recently used', async () => {
    const { getKey, counted } = countingKeys();
    const verify = createAccessTokenVerifier(getKey, { cacheSize: 2 });
    const [a, b, c] = ['a', 'b', 'c'].map((sub) => makeToken({ sub, aud: 'ringside', exp: Math.floor(Date.now() / 1000) + 600 }));
    await verify(a!);
    await verify(b!);
    await verify(a!); // a is now the most recently used
    await verify(c!); // b goes
    expect(counted.checks).toBe(3);
    await verify(a!);
    expect(counted.checks).toBe(3);
    await verify(b!);
    expect(counted.checks).toBe(4);
  });
});
