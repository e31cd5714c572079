import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  calculateJwkThumbprint,
  createLocalJWKSet,
  decodeJwt,
  decodeProtectedHeader,
  exportJWK,
  exportPKCS8,
  generateKeyPair,
  jwtVerify,
  SignJWT,
  type JSONWebKeySet,
} from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { buildBackend } from '../server.ts';
import { openMigratedPglite } from '../testing/migratedPglite.ts';
import { bearer, checkInGuest, headers, signInCustomer, testBackend, type TestBackend } from '../testing/testBackend.ts';
import { rotateSigningKey } from './signingKeyRotation.ts';

const unsigned = (header: object, claims: object) =>
  `${Buffer.from(JSON.stringify(header)).toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.`;

describe('the keys of access tokens', () => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await testBackend();
  });
  afterAll(() => backend.close());

  const jwks = () => backend.app.inject({ url: '/.well-known/jwks.json' });
  const watch = (token: string) =>
    backend.app.inject({ url: '/api/v2/vod/1', headers: { ...headers(), ...bearer(token) } });

  it('publishes the signing key at /.well-known/jwks.json, and a guest token verifies against it', async () => {
    const { authorisationToken } = await checkInGuest(backend.app);
    const response = await jwks(); // no api headers: anyone may verify tokens

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    const keySet = response.json<JSONWebKeySet>();
    expect(keySet.keys).toEqual([
      { kty: 'EC', crv: 'P-256', x: expect.any(String), y: expect.any(String), kid: expect.any(String), alg: 'ES256', use: 'sig' },
    ]);
    expect(decodeProtectedHeader(authorisationToken)).toEqual({ alg: 'ES256', typ: 'JWT', kid: keySet.keys[0]!.kid });

    const { payload } = await jwtVerify(authorisationToken, createLocalJWKSet(keySet), {
      algorithms: ['ES256'],
      audience: 'ringside',
      currentDate: backend.clock.now,
    });
    expect(payload).toMatchObject({ rol: 'GUEST', gue: true });
  });

  it('refuses, as INVALID_TOKEN, a token signed by any other key', async () => {
    const { authorisationToken } = await checkInGuest(backend.app);
    const claims = { ...decodeJwt(authorisationToken), rol: 'ADMIN', gue: false };
    const { kid } = decodeProtectedHeader(authorisationToken);
    const { privateKey: otherKey } = await generateKeyPair('ES256');
    const sign = (header: { alg: string; kid?: string }, key: Parameters<SignJWT['sign']>[0]) =>
      new SignJWT(claims).setProtectedHeader({ typ: 'JWT', ...header }).sign(key);

    const forgeries = {
      'another EC key, our kid': await sign({ alg: 'ES256', kid }, otherKey),
      'another EC key, its own kid': await sign({ alg: 'ES256', kid: 'attacker' }, otherKey),
      'the old HS256 development secret': await sign(
        { alg: 'HS256', kid },
        new TextEncoder().encode('ringside-development-secret-do-not-use-in-production'),
      ),
      'no signature at all (alg none)': unsigned({ alg: 'none', typ: 'JWT', kid }, claims),
    };
    for (const [forgery, token] of Object.entries(forgeries)) {
      const response = await watch(token);
      expect({ forgery, status: response.statusCode, code: response.json().code }).toEqual({
        forgery,
        status: 401,
        code: 'INVALID_TOKEN',
      });
    }
    expect((await watch(authorisationToken)).statusCode).toBe(200);
  });

  it('signs with TOKEN_PRIVATE_KEY when one is configured, and publishes only that key', async () => {
    const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
    const configured = await testBackend({ config: { tokenPrivateKey: await exportPKCS8(privateKey) } });
    try {
      const keySet = (await configured.app.inject({ url: '/.well-known/jwks.json' })).json<JSONWebKeySet>();
      const kid = await calculateJwkThumbprint(await exportJWK(publicKey));
      expect(keySet.keys.map((key) => key.kid)).toEqual([kid]);

      const { authorisationToken } = await checkInGuest(configured.app);
      await expect(jwtVerify(authorisationToken, publicKey, { algorithms: ['ES256'] })).resolves.toBeTruthy();
      const customer = await signInCustomer(configured, 'ringside');
      const response = await configured.app.inject({ url: '/api/v2/vod/1', headers: { ...headers(), ...bearer(customer) } });
      expect(response.statusCode).toBe(200);
      // No key pair was made for the database: the configured key is the only one.
      expect(await configured.database.query('select kid from signing_key')).toEqual([]);
    } finally {
      await configured.close();
    }
  });

  it('refuses to start with a TOKEN_PRIVATE_KEY that is not an ES256 key', async () => {
    await expect(testBackend({ config: { tokenPrivateKey: 'not a key' } })).rejects.toThrow(/TOKEN_PRIVATE_KEY must be/);
  });
});

describe('a backend restarted on the same data directory', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'ringside-keys-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('keeps its signing key, so the tokens it handed out still work', async () => {
    const dataDir = join(dir, 'data');
    const first = await buildBackend({ dataDir, config: { demoData: true } });
    let token: string;
    let keySet: JSONWebKeySet;
    try {
      token = (await checkInGuest(first)).authorisationToken;
      keySet = (await first.inject({ url: '/.well-known/jwks.json' })).json();
    } finally {
      await first.close();
    }

    const second = await buildBackend({ dataDir, config: { demoData: true } });
    try {
      expect((await second.inject({ url: '/.well-known/jwks.json' })).json()).toEqual(keySet);
      const response = await second.inject({ url: '/api/v2/vod/1', headers: { ...headers(), ...bearer(token) } });
      expect(response.statusCode).toBe(200);
    } finally {
      await second.close();
    }
  });
});

describe('a backend on a database whose signing key was rotated', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openMigratedPglite();
  });
  afterAll(() => database.close());

  it('publishes both keys, switches signer at signs_from, and refreshes a session holding an old token until the old key retires', async () => {
    const start = new Date();
    const before = await testBackend({ database, start });
    const oldKid = (await before.app.inject({ url: '/.well-known/jwks.json' })).json<JSONWebKeySet>().keys[0]!.kid;
    const comingBackSoon = await checkInGuest(before.app);
    const comingBackLate = await checkInGuest(before.app);
    await before.close();
    const rotation = await rotateSigningKey(database, { now: start, publishDelaySeconds: 600, retireAfterSeconds: 3600, accessTokenTtlSeconds: 900 });

    const backend = await testBackend({ database, start });
    try {
      const jwks = async () => (await backend.app.inject({ url: '/.well-known/jwks.json' })).json<JSONWebKeySet>().keys.map((key) => key.kid);
      const refresh = (tokens: { authorisationToken: string; refreshToken: string }) =>
        backend.app.inject({
          method: 'POST',
          url: '/api/v2/token/refresh',
          headers: { ...headers(), ...bearer(tokens.authorisationToken) },
          payload: { refreshToken: tokens.refreshToken },
        });
      expect(await jwks()).toEqual([rotation.kid, oldKid]);
      expect(decodeProtectedHeader((await checkInGuest(backend.app)).authorisationToken).kid).toBe(oldKid);

      backend.clock.advanceMinutes(10);
      expect(decodeProtectedHeader((await checkInGuest(backend.app)).authorisationToken).kid).toBe(rotation.kid);
      expect((await watch(backend, comingBackSoon.authorisationToken)).statusCode).toBe(200);

      // Past its expiry, the old key's token still says whose session it is: the refresh is granted, with the new key.
      backend.clock.advanceMinutes(59);
      const refreshed = await refresh(comingBackSoon);
      expect(refreshed.statusCode).toBe(200);
      expect(decodeProtectedHeader(refreshed.json<{ authorisationToken: string }>().authorisationToken).kid).toBe(rotation.kid);

      // From the retirement the old key is gone: a session that kept an old token cannot refresh with it.
      backend.clock.advanceMinutes(1);
      expect(await jwks()).toEqual([rotation.kid]);
      const late = await refresh(comingBackLate);
      expect({ status: late.statusCode, code: late.json().code }).toEqual({ status: 401, code: 'INVALID_TOKEN' });
    } finally {
      await backend.close();
    }
  });
});

const watch = (backend: TestBackend, token: string) =>
  backend.app.inject({ url: '/api/v2/vod/1', headers: { ...headers(), ...bearer(token) } });
