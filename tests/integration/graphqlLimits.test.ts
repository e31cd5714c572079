// The attacks a public GraphQL endpoint sees, sent over HTTP to a gateway in
// front of the real platform: each is refused before anything reaches the
// backend, with a masked error that names the limit.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend } from '../../backend/src/server.ts';
import { startGateway } from '../../gateway/src/server.ts';
import { defaultGraphQLLimits, graphQLPolicyFromEnv } from '../../gateway/src/graphql/yogaPlugins.ts';

const developerKey = 'developer-0123456789abcdefghij';

let dataDir: string;
let backend: { url: string; close(): Promise<void> };
let development: { url: string; close(): Promise<void> };
let production: { url: string; close(): Promise<void> };

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'ringside-limits-'));
  backend = await startBackend({ port: 0, dataDir, config: { demoData: true } });
  development = await startGateway({ port: 0, upstreamUrl: backend.url });
  production = await startGateway({
    port: 0,
    upstreamUrl: backend.url,
    production: true,
    graphql: graphQLPolicyFromEnv({ RINGSIDE_DEVELOPER_KEYS: developerKey }, true),
  });
});

afterAll(async () => {
  await development?.close();
  await production?.close();
  await backend?.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function send(gatewayUrl: string, query: string, headers: Record<string, string> = {}) {
  const response = await fetch(new URL('/graphql', gatewayUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', 'x-graphql-yoga-csrf': '1', 'x-ringside-realm': 'ringside', ...headers },
    body: JSON.stringify({ query }),
  });
  const json = (await response.json()) as { data?: any; errors?: { message: string; extensions?: Record<string, unknown> }[] };
  return { status: response.status, ...json, codes: (json.errors ?? []).map((error) => error.extensions?.['code']) };
}

const repeat = (count: number, make: (i: number) => string) => Array.from({ length: count }, (_, i) => make(i)).join(' ');
const { maxDepth, maxAliases, maxTokens, maxDirectives } = defaultGraphQLLimits;

describe('attacks on the GraphQL endpoint', () => {
  const attack = (query: string) => send(development.url, query);

  it('a query nested too deep', async () => {
    const nested = `${'series { seasons { '.repeat(maxDepth / 2)} __typename ${' } }'.repeat(maxDepth / 2)}`;
    const { codes, data } = await attack(`{ video(internalId: "1") { ${nested} } }`);
    expect(codes).toEqual(['QUERY_TOO_DEEP']);
    expect(data).toBeUndefined();
  });

  it('a batch of aliases', async () => {
    expect((await attack(`{ realm { ${repeat(maxAliases + 1, (i) => `t${i}: title`)} } }`)).codes).toEqual(['TOO_MANY_ALIASES']);
  });

  it('a document of too many tokens', async () => {
    expect((await attack(`{ ${repeat(maxTokens, () => '__typename')} }`)).codes).toEqual(['TOO_MANY_TOKENS']);
  });

  it('a pile of directives', async () => {
    expect((await attack(`{ realm { ${repeat(maxDirectives + 1, () => 'title @skip(if: false)')} } }`)).codes).toEqual(['TOO_MANY_DIRECTIVES']);
  });

  it('a query that would fan out into hundreds of backend calls', async () => {
    const lists = repeat(8, (i) => `l${i}: liveEventsConnection(first: 50) { edges { node { playback { url } } } }`);
    expect((await attack(`{ ${lists} }`)).codes).toEqual(['QUERY_TOO_COSTLY']);
  });

  it('a GET from another site without the CSRF header', async () => {
    const response = await fetch(new URL('/graphql?query=%7B__typename%7D', development.url), { headers: { accept: 'application/json' } });
    expect(response.status).toBe(403);
  });

  it('probing for field names in production: no suggestions, no introspection', async () => {
    const asDeveloper = { 'x-ringside-developer-key': developerKey };
    const typo = await send(production.url, '{ realm { titel } }', asDeveloper);
    expect(typo.errors?.[0]?.message).toContain('Cannot query field "titel"');
    expect(typo.errors?.[0]?.message).not.toContain('Did you mean');
    // Without a key the raw probe does not even reach validation.
    expect((await send(production.url, '{ __schema { types { name } } }')).codes).toEqual(['PERSISTED_QUERY_ONLY']);
  });
});
