// The gateway against the real backend, over HTTP: small stories a browser or
// a TV app would live through.
import { generateKeyPairSync, sign } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend } from '../../backend/src/server.ts';
import { startGateway } from '../../gateway/src/server.ts';

let dataDir: string;
let backend: { url: string; close(): Promise<void> };
let gateway: { url: string; close(): Promise<void> };

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'ringside-integration-'));
  backend = await startBackend({ port: 0, dataDir, config: { demoData: true } });
  gateway = await startGateway({ port: 0, upstreamUrl: backend.url });
});

afterAll(async () => {
  await gateway?.close();
  await backend?.close();
  await rm(dataDir, { recursive: true, force: true });
});

interface Answer {
  status: number;
  setCookies: string[];
  body: { data?: any; errors?: { message: string; extensions?: Record<string, unknown> }[] };
}

/** POSTs a GraphQL operation with node:http, which (unlike fetch) lets us choose the Host header. */
function graphql(query: string, headers: Record<string, string> = {}, variables?: Record<string, unknown>): Promise<Answer> {
  const url = new URL('/graphql', gateway.url);
  const payload = JSON.stringify({ query, variables });
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          'x-graphql-yoga-csrf': '1',
          'content-length': Buffer.byteLength(payload),
          ...headers,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => {
          const setCookie = res.headers['set-cookie'] ?? [];
          resolve({ status: res.statusCode ?? 0, setCookies: setCookie, body: JSON.parse(text) });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const cookieHeader = (setCookies: string[]) => setCookies.map((cookie) => cookie.split(';')[0]).join('; ');
const checkIn = `mutation { checkInAsGuest { viewer { role } } }`;

describe('the gateway in front of the real platform', () => {
  it('picks the realm by Host header, or by the x-ringside-realm header the web client sends', async () => {
    const byHost = await graphql(`{ realm { name title } }`, { host: 'acme.localhost' });
    const byHeader = await graphql(`{ realm { name } }`, { 'x-ringside-realm': 'acme' });
    const byDefaultHost = await graphql(`{ realm { name } }`, { host: 'localhost:4000' });
    expect(byHost.body.data.realm.name).toBe('acme');
    expect(byHeader.body.data.realm.name).toBe('acme');
    expect(byDefaultHost.body.data.realm.name).toBe('ringside');
  });

  it('says REALM_NOT_FOUND for a realm nobody runs', async () => {
    const answer = await graphql(`{ realm { name } }`, { 'x-ringside-realm': 'nowhere' });
    expect(answer.body.errors?.[0]?.extensions?.['code']).toBe('REALM_NOT_FOUND');
  });

  it('lets a guest check in on ringside and then see the home page with its buckets and cards', async () => {
    const realm = { 'x-ringside-realm': 'ringside' };
    const checkedIn = await graphql(checkIn, realm);
    expect(checkedIn.body.data.checkInAsGuest.viewer.role).toBe('GUEST');
    // The session, and the browser's own device id (it sent no x-device-id).
    expect(checkedIn.setCookies.map((cookie) => cookie.split('=')[0])).toEqual(['rs_device', 'rs_at_ringside', 'rs_rt_ringside']);
    expect(checkedIn.setCookies.every((cookie) => /HttpOnly/.test(cookie) && /SameSite=Lax/.test(cookie))).toBe(true);

    const home = await graphql(
      `{ realm { menu { items { title type section } } }
         section(name: "home") { title bucketsConnection(first: 10) { edges { node { title type
           itemsConnection(first: 12) { totalCount edges { node { __typename
             ... on Video { title } ... on LiveEvent { title status } ... on Playlist { title } ... on Series { title } } } } } } } } }`,
      { ...realm, cookie: cookieHeader(checkedIn.setCookies) },
    );
    expect(home.body.errors).toBeUndefined();
    expect(home.body.data.realm.menu.items.length).toBeGreaterThan(0);
    const buckets = home.body.data.section.bucketsConnection.edges;
    expect(buckets.length).toBeGreaterThan(0);
    const cards = buckets.flatMap((bucket: any) => bucket.node.itemsConnection.edges);
    expect(cards.length).toBeGreaterThan(0);
    expect(cards[0].node.title).toEqual(expect.any(String));
  });

  it('refuses guests on acme with GUESTS_NOT_ALLOWED', async () => {
    const answer = await graphql(checkIn, { 'x-ringside-realm': 'acme' });
    expect(answer.body.data).toBeNull();
    expect(answer.body.errors?.[0]?.extensions?.['code']).toBe('GUESTS_NOT_ALLOWED');
  });

  it('gives a guest a same-origin playback URL for a video, which the gateway serves', async () => {
    const realm = { 'x-ringside-realm': 'ringside' };
    const checkedIn = await graphql(checkIn, realm);
    const cookie = cookieHeader(checkedIn.setCookies);
    const home = await graphql(
      `{ section(name: "home") { bucketsConnection { edges { node { itemsConnection { edges { node {
          __typename ... on Video { internalId licensing } } } } } } } } }`,
      { ...realm, cookie },
    );
    const video = home.body.data.section.bucketsConnection.edges
      .flatMap((bucket: any) => bucket.node.itemsConnection.edges)
      .map((edge: any) => edge.node)
      // A free one: premium titles play for their licences' holders only (tests/integration/commerce.test.ts).
      .find((node: any) => node.__typename === 'Video' && node.licensing === 'FREE');
    expect(video).toBeDefined();

    const answer = await graphql(
      `query($id: ID!) { video(internalId: $id) { title playback { url format live } } }`,
      { ...realm, cookie },
      { id: video.internalId },
    );
    expect(answer.body.errors).toBeUndefined();
    const playback = answer.body.data.video.playback;
    expect(playback).toMatchObject({ format: 'HLS', live: false });
    expect(playback.url).toMatch(/^\/media\/.+\.m3u8$/);

    const playlist = await fetch(new URL(playback.url, gateway.url));
    expect(playlist.status).toBe(200);
    expect(await playlist.text()).toContain('#EXTM3U');
  });

  it('refuses a ringside token sent to acme', async () => {
    const tokens = await graphql(
      `mutation { checkInAsGuest(input: { tokenDelivery: BODY }) { tokens { accessToken } } }`,
      { 'x-ringside-realm': 'ringside' },
    );
    const accessToken = tokens.body.data.checkInAsGuest.tokens.accessToken;
    const onAcme = await graphql(`{ viewer { role } }`, {
      'x-ringside-realm': 'acme',
      authorization: `Bearer ${accessToken}`,
    });
    expect(onAcme.body.errors?.[0]?.extensions?.['code']).toBe('UNAUTHENTICATED');
    const onRingside = await graphql(`{ viewer { role } }`, {
      'x-ringside-realm': 'ringside',
      authorization: `Bearer ${accessToken}`,
    });
    expect(onRingside.body.data.viewer.role).toBe('GUEST');
  });

  it('refuses a bearer token forged to say ADMIN, whether tampered with or signed by another key', async () => {
    const realm = { 'x-ringside-realm': 'ringside' };
    const tokens = await graphql(`mutation { checkInAsGuest(input: { tokenDelivery: BODY }) { tokens { accessToken } } }`, realm);
    const genuine: string = tokens.body.data.checkInAsGuest.tokens.accessToken;
    const [header, payload, signature] = genuine.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const admin = Buffer.from(JSON.stringify({ ...claims, rol: 'ADMIN', gue: false })).toString('base64url');
    const { privateKey: attackerKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const attackerSignature = sign('sha256', Buffer.from(`${header}.${admin}`), { key: attackerKey, dsaEncoding: 'ieee-p1363' });

    for (const forged of [`${header}.${admin}.${signature}`, `${header}.${admin}.${attackerSignature.toString('base64url')}`]) {
      const answer = await graphql(`{ viewer { role } }`, { ...realm, authorization: `Bearer ${forged}` });
      expect(answer.body.data).toBeNull();
      expect(answer.body.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED', reason: 'INVALID_TOKEN' });
    }
    const honest = await graphql(`{ viewer { role } }`, { ...realm, authorization: `Bearer ${genuine}` });
    expect(honest.body.data.viewer.role).toBe('GUEST');
  });

  it('answers the good ids of a page when another is malformed, without the platform\'s validation text', async () => {
    const checkedIn = await graphql(checkIn, { 'x-ringside-realm': 'ringside' });
    const answer = await graphql(`{ a: video(internalId: "1") { title } b: video(internalId: "abc") { title } }`, {
      'x-ringside-realm': 'ringside',
      cookie: cookieHeader(checkedIn.setCookies),
    });
    expect(answer.body.data.a.title).toEqual(expect.any(String));
    expect(answer.body.data.b).toBeNull();
    expect(answer.body.errors?.map((error) => error.extensions?.['code'])).toEqual(['NOT_FOUND']);
    expect(JSON.stringify(answer.body)).not.toMatch(/pattern|querystring/);
  });

  it('says NOT_FOUND for a video that does not exist', async () => {
    const checkedIn = await graphql(checkIn, { 'x-ringside-realm': 'ringside' });
    const answer = await graphql(`{ video(internalId: "987654") { title } }`, {
      'x-ringside-realm': 'ringside',
      cookie: cookieHeader(checkedIn.setCookies),
    });
    expect(answer.body.data.video).toBeNull();
    expect(answer.body.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND', httpStatus: 404 });
  });
});
