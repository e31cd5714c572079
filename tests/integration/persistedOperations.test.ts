// A production gateway in front of the real platform: browsers send only the
// ids relay-compiler registered, developers and analysts bring their keys.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend } from '../../backend/src/server.ts';
import { startGateway } from '../../gateway/src/server.ts';
import { graphQLPolicyFromEnv } from '../../gateway/src/graphql/yogaPlugins.ts';
import { loadPersistedOperations, persistedOperationId } from '../../gateway/src/graphql/persistedOperations.ts';
// The web app's frame query exactly as the browser bundle has it: an id, no text.
import AppFrameQuery from '../../web/src/system/__generated__/AppFrameQuery.graphql.ts';

const developerKey = 'developer-0123456789abcdefghij';
const analystKey = 'analyst-0123456789abcdefghijkl';

let dataDir: string;
let backend: { url: string; close(): Promise<void> };
let gateway: { url: string; close(): Promise<void> };

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'ringside-persisted-'));
  backend = await startBackend({ port: 0, dataDir, config: { demoData: true } });
  gateway = await startGateway({
    port: 0,
    upstreamUrl: backend.url,
    production: true,
    graphql: graphQLPolicyFromEnv({ RINGSIDE_DEVELOPER_KEYS: developerKey, RINGSIDE_ANALYST_KEYS: analystKey }, true),
  });
});

afterAll(async () => {
  await gateway?.close();
  await backend?.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function post(body: Record<string, unknown>, headers: Record<string, string> = {}, gatewayUrl = gateway.url) {
  const response = await fetch(new URL('/graphql', gatewayUrl), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      'x-graphql-yoga-csrf': '1',
      'x-ringside-realm': 'ringside',
      ...headers,
    },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as { data?: any; errors?: { message: string; extensions?: Record<string, unknown> }[] };
  return { status: response.status, ...json, codes: (json.errors ?? []).map((error) => error.extensions?.['code']) };
}

describe('a production gateway', () => {
  it("runs the web app's frame query by its persisted id", async () => {
    expect(AppFrameQuery.params.id).toMatch(/^[0-9a-f]{64}$/);
    const { data, errors } = await post({ documentId: AppFrameQuery.params.id, operationName: 'AppFrameQuery', variables: {} });
    expect(errors).toBeUndefined();
    expect(data.realm.title).toEqual(expect.any(String));
    expect(data.realm.settings.guestsAllowed).toBe(true);
  });

  it("runs a TV app's registered operation by its id", async () => {
    const tvRealm = [...loadPersistedOperations()].find(([, operation]) => operation.text.startsWith('query TvRealm'));
    expect(tvRealm?.[1].platform).toBe('tv');
    const { data, errors } = await post({ documentId: tvRealm![0] });
    expect(errors).toBeUndefined();
    expect(data.realm.languages.length).toBeGreaterThan(0);
  });

  it('refuses a raw query from a browser, before it runs', async () => {
    const { status, codes, data } = await post({ query: '{ realm { title } }' });
    expect(status).toBe(403);
    expect(codes).toEqual(['PERSISTED_QUERY_ONLY']);
    expect(data).toBeUndefined();
  });

  it('runs any query for a developer key, and introspection too', async () => {
    const asDeveloper = { 'x-ringside-developer-key': developerKey };
    const answer = await post({ query: '{ realm { name } viewer { role } }' }, asDeveloper);
    expect(answer.errors).toBeUndefined();
    expect(answer.data).toEqual({ realm: { name: 'ringside' }, viewer: { role: 'UNAUTHENTICATED' } });
    const schema = await post({ query: '{ __schema { queryType { name } } }' }, asDeveloper);
    expect(schema.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
  });

  it('lets an analyst read the realm configuration, and nothing else', async () => {
    const asAnalyst = { 'x-ringside-analyst-key': analystKey };
    const config = await post(
      { query: '{ realm { title languages { code } settings { hasLive checkoutFirstStep } menu { items { title } } licences { name price { amount currency scale } } } }' },
      asAnalyst,
    );
    expect(config.errors).toBeUndefined();
    expect(config.data.realm.menu.items.length).toBeGreaterThan(0);
    // What the realm sells is its configuration too (read without any session).
    expect(config.data.realm.licences[0]).toEqual({ name: 'Premium Monthly', price: { amount: 999, currency: 'EUR', scale: 2 } });

    expect((await post({ query: '{ viewer { role } }' }, asAnalyst)).codes).toEqual(['OUTSIDE_ANALYST_SCOPE']);
    expect((await post({ query: 'mutation { checkInAsGuest { viewer { role } } }' }, asAnalyst)).codes).toContain('ANALYST_READ_ONLY');
  });
});

describe('a rolling upgrade: gateways of two web builds on one backend', () => {
  // Each build's own set, as its image holds it: the operation both builds share, and one of its own.
  const shared = 'query RealmTitle {\n  realm {\n    title\n  }\n}\n';
  const previousOnly = 'query PreviousBuildRealm {\n  realm {\n    name\n  }\n}\n';
  const nextOnly = 'query NextBuildRealm {\n  realm {\n    title\n    name\n  }\n}\n';
  let previous: { url: string; close(): Promise<void> };
  let next: { url: string; close(): Promise<void> };
  const setDirs: string[] = [];

  async function gatewayOfBuild(operations: string[]) {
    const dir = await mkdtemp(join(tmpdir(), 'ringside-build-set-'));
    setDirs.push(dir);
    await mkdir(join(dir, 'web'));
    await writeFile(join(dir, 'web', 'operations.json'), JSON.stringify(Object.fromEntries(operations.map((text) => [persistedOperationId(text), text]))));
    return startGateway({ port: 0, upstreamUrl: backend.url, production: true, graphql: graphQLPolicyFromEnv({ GRAPHQL_PERSISTED_OPERATIONS_DIR: dir }, true) });
  }

  beforeAll(async () => {
    previous = await gatewayOfBuild([shared, previousOnly]);
    next = await gatewayOfBuild([shared, nextOnly]);
  });
  afterAll(async () => {
    await previous?.close();
    await next?.close();
    for (const dir of setDirs) await rm(dir, { recursive: true, force: true });
  });

  const run = (at: { url: string }, text: string, operationName: string) =>
    post({ documentId: persistedOperationId(text), operationName, variables: {} }, {}, at.url);

  it('answers a tab of the previous build on a new gateway, and a tab of the new build on a gateway not yet replaced', async () => {
    const oldTabOnNewGateway = await run(next, previousOnly, 'PreviousBuildRealm');
    expect(oldTabOnNewGateway.errors).toBeUndefined();
    expect(oldTabOnNewGateway.data.realm.name).toBe('ringside');

    const newTabOnOldGateway = await run(previous, nextOnly, 'NextBuildRealm');
    expect(newTabOnOldGateway.errors).toBeUndefined();
    expect(newTabOnOldGateway.data.realm).toEqual({ title: expect.any(String), name: 'ringside' });
  });

  it('still refuses an id that no build holds, and raw text, with their codes', async () => {
    const unknown = await run(next, 'query NeverShipped {\n  realm {\n    id\n  }\n}\n', 'NeverShipped');
    expect(unknown.status).toBe(404);
    expect(unknown.codes).toEqual(['PERSISTED_QUERY_NOT_FOUND']);
    const raw = await post({ query: previousOnly }, {}, next.url);
    expect(raw.status).toBe(403);
    expect(raw.codes).toEqual(['PERSISTED_QUERY_ONLY']);
  });
});
