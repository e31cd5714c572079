// Which realm, which address and which scheme a request is for, as a gateway
// behind zero or one proxy sees it, against the real backend. A client that
// talks to the gateway directly cannot choose another realm (or pass for
// HTTPS) by sending X-Forwarded-* itself; the proxy an operator configured can.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend } from '../../backend/src/server.ts';
import { startGateway } from '../../gateway/src/server.ts';
import { graphql } from '../support/graphql.ts';

let dataDir: string;
let backend: { url: string; close(): Promise<void> };
let direct: { url: string; close(): Promise<void> };
let behindOneProxy: { url: string; close(): Promise<void> };

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'ringside-proxies-'));
  backend = await startBackend({ port: 0, dataDir, config: { demoData: true } });
  direct = await startGateway({ port: 0, upstreamUrl: backend.url });
  behindOneProxy = await startGateway({ port: 0, upstreamUrl: backend.url, trustedProxyHops: 1 });
});

afterAll(async () => {
  await direct?.close();
  await behindOneProxy?.close();
  await backend?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const forwardedToAcme = { 'x-forwarded-host': 'acme.localhost', 'x-forwarded-proto': 'https', 'accept-language': 'en' };

describe('forwarded headers', () => {
  it('do not let a client pick another realm, or pass for HTTPS, when no proxy is configured', async () => {
    const answer = await graphql<{ realm: { title: string } }>(direct.url, '{ realm { title } }', { host: 'localhost', headers: forwardedToAcme });
    expect(answer.data?.realm.title).toBe('Ringside');

    const checkIn = await graphql(direct.url, 'mutation { checkInAsGuest { viewer { role } } }', { host: 'localhost', headers: forwardedToAcme });
    const cookies = [checkIn.headers['set-cookie'] ?? []].flat();
    expect(cookies.length).toBeGreaterThan(0);
    expect(cookies.some((cookie) => /;\s*Secure/i.test(cookie))).toBe(false);
  });

  it('are the realm and scheme the configured proxy reports', async () => {
    const answer = await graphql<{ realm: { title: string } }>(behindOneProxy.url, '{ realm { title } }', { host: 'localhost', headers: forwardedToAcme });
    expect(answer.data?.realm.title).toBe('Acme Sports');

    const checkIn = await graphql(behindOneProxy.url, 'mutation { checkInAsGuest { viewer { role } } }', {
      host: 'localhost',
      headers: { ...forwardedToAcme, 'x-forwarded-host': 'localhost' },
    });
    const cookies = [checkIn.headers['set-cookie'] ?? []].flat();
    expect(cookies.length).toBeGreaterThan(0);
    expect(cookies.every((cookie) => /;\s*Secure/i.test(cookie))).toBe(true);
  });
});
