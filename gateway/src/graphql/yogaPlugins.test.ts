// The attacks a public GraphQL endpoint sees, each refused before anything
// runs with its own code; and what each kind of caller may send.
import { createYoga } from 'graphql-yoga';
import { describe, expect, it } from 'vitest';
import { maskError } from '../lib/errors.ts';
import { createSchema } from '../schema.ts';
import { persistedOperationId, type PersistedOperations } from './persistedOperations.ts';
import {
  ANALYST_KEY_HEADER,
  DEVELOPER_KEY_HEADER,
  defaultGraphQLLimits,
  defaultGraphQLPolicy,
  graphiqlOptions,
  graphqlPlugins,
  graphQLPolicyFromEnv,
  type GraphQLPolicy,
} from './yogaPlugins.ts';

const schema = createSchema();
const developerKey = 'dev-key-0123456789abcdefghij';
const analystKey = 'analyst-key-0123456789abcdefgh';

// Only the realm is needed by the operations that run here; everything else is refused during validation.
const realm = {
  __typename: 'Realm',
  id: '1',
  name: 'ringside',
  realmFullName: 'Ringside',
  guestsAllowed: true,
  fullGuestAccess: 'ALLOWED',
  allowGuestSchedule: true,
  allowSelfregistration: true,
  pinLoginEnabled: false,
  hasLive: true,
  requiresConfirmation: false,
  watchlistsEnabled: true,
  settings: { MAIN_TITLE: 'Ringside' },
};

const realmSettingsQuery = 'query RealmSettings { realm { title settings { guestsAllowed hasLive } } }';
const registered: PersistedOperations = new Map([
  [persistedOperationId(realmSettingsQuery), { text: realmSettingsQuery, platform: 'web', file: 'test' }],
]);

function gatewayWith(overrides: Partial<GraphQLPolicy> = {}, production = false) {
  const policy: GraphQLPolicy = {
    ...defaultGraphQLPolicy(production, registered),
    developerKeys: [developerKey],
    analystKeys: [analystKey],
    ...overrides,
  };
  const yoga = createYoga({
    schema,
    plugins: graphqlPlugins(policy),
    context: () => ({ realm: async () => realm }),
    maskedErrors: { maskError },
    graphiql: graphiqlOptions(policy),
    logging: false,
  });
  async function send(body: Record<string, unknown>, headers: Record<string, string> = {}) {
    const response = await yoga.fetch('http://gateway.test/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', 'x-graphql-yoga-csrf': '1', ...headers },
      body: JSON.stringify(body),
    });
    const json = (await response.json()) as {
      data?: Record<string, any> | null;
      errors?: { message: string; extensions?: Record<string, unknown> }[];
    };
    return { status: response.status, ...json, codes: (json.errors ?? []).map((error) => error.extensions?.['code']) };
  }
  return { yoga, send, query: (query: string, headers?: Record<string, string>) => send({ query }, headers) };
}

const repeat = (count: number, make: (i: number) => string) => Array.from({ length: count }, (_, i) => make(i)).join(' ');

describe('limits: each attack is refused with its own code before anything runs', () => {
  const { query } = gatewayWith();

  it('refuses a query nested deeper than the limit', async () => {
    const levels = defaultGraphQLLimits.maxDepth;
    // series → seasons → series … : every level a real field, no fragment to flatten.
    const nested = 'series { seasons { '.repeat(levels / 2) + '__typename' + ' } }'.repeat(levels / 2);
    const { data, errors, codes } = await query(`{ video(internalId: "1") { ${nested} } }`);
    expect(data).toBeUndefined();
    expect(codes).toContain('QUERY_TOO_DEEP');
    expect(errors![0]!.message).toMatch(/nested more than 12 levels/);
  });

  it('counts depth through fragments', async () => {
    const levels = defaultGraphQLLimits.maxDepth;
    const { codes } = await query(
      `{ video(internalId: "1") { ...Deep } } fragment Deep on Video { ${'series { seasons { '.repeat(levels / 2)} __typename ${' } }'.repeat(levels / 2)} }`,
    );
    expect(codes).toContain('QUERY_TOO_DEEP');
  });

  it('refuses more aliases than the limit, even of a field read from memory', async () => {
    const { codes } = await query(`{ realm { ${repeat(defaultGraphQLLimits.maxAliases + 1, (i) => `t${i}: title`)} } }`);
    expect(codes).toEqual(['TOO_MANY_ALIASES']);
  });

  it('refuses a document with more tokens than the limit, before validating it', async () => {
    const { codes, errors } = await query(`{ ${repeat(defaultGraphQLLimits.maxTokens, () => '__typename')} }`);
    expect(codes).toEqual(['TOO_MANY_TOKENS']);
    expect(errors![0]!.message).not.toMatch(/Syntax Error/);
  });

  it('refuses more directives than the limit', async () => {
    const { codes } = await query(`{ realm { ${repeat(defaultGraphQLLimits.maxDirectives + 1, () => 'title @include(if: true)')} } }`);
    expect(codes).toEqual(['TOO_MANY_DIRECTIVES']);
  });

  it('refuses a query that would make too many upstream calls: playback on every item of big lists', async () => {
    const lists = repeat(8, (i) => `l${i}: liveEventsConnection(first: 50) { edges { node { playback { url } } } }`);
    const { codes, errors } = await query(`{ ${lists} }`);
    expect(codes).toEqual(['QUERY_TOO_COSTLY']);
    expect(errors![0]!.extensions).toMatchObject({ maxCost: defaultGraphQLLimits.maxCost });
  });

  it('weighs a query by this request’s variables, even when the same document was allowed a moment ago', async () => {
    const { send } = gatewayWith();
    const lists = repeat(8, (i) => `l${i}: liveEventsConnection(first: $n) { edges { node { playback { url } } } }`);
    const document = `query Lists($n: Int) { ${lists} }`;
    const small = await send({ query: document, variables: { n: 1 } });
    expect(small.codes).not.toContain('QUERY_TOO_COSTLY');
    const large = await send({ query: document, variables: { n: 50 } });
    expect(large.codes).toEqual(['QUERY_TOO_COSTLY']);
  });

  it('lets a query within every limit run', async () => {
    const { data, errors } = await query(realmSettingsQuery);
    expect(errors).toBeUndefined();
    expect(data).toEqual({ realm: { title: 'Ringside', settings: { guestsAllowed: true, hasLive: true } } });
  });
});

describe('field suggestions', () => {
  it('are hidden in production: a typo does not reveal the field it resembles', async () => {
    const { errors } = await gatewayWith({}, true).query('{ realm { titel } }', { [DEVELOPER_KEY_HEADER]: developerKey });
    expect(errors![0]!.message).toContain('Cannot query field "titel"');
    expect(errors![0]!.message).not.toContain('Did you mean');
  });

  it('help developers outside production', async () => {
    const { errors } = await gatewayWith().query('{ realm { titel } }');
    expect(errors![0]!.message).toContain('Did you mean "title"?');
  });
});

describe('CSRF prevention', () => {
  const { yoga } = gatewayWith();

  it('refuses a GET without the CSRF header (a link or an <img> on another site)', async () => {
    const response = await yoga.fetch('http://gateway.test/graphql?query=%7B__typename%7D', { headers: { accept: 'application/json' } });
    expect(response.status).toBe(403);
    const body = (await response.json()) as { errors: { extensions: Record<string, unknown> }[] };
    expect(body.errors[0]!.extensions['code']).toBe('CSRF_HEADER_MISSING');
  });

  it('refuses a form-like POST (simple content type, no preflight) without the header', async () => {
    const response = await yoga.fetch('http://gateway.test/graphql', {
      method: 'POST',
      headers: { 'content-type': 'text/plain', accept: 'application/json' },
      body: JSON.stringify({ query: 'mutation { signOut { viewer { role } } }' }),
    });
    expect(response.status).toBe(403);
  });

  it('accepts the same GET with the header the web client and GraphiQL send', async () => {
    const response = await yoga.fetch('http://gateway.test/graphql?query=%7B__typename%7D', {
      headers: { accept: 'application/json', 'x-graphql-yoga-csrf': '1' },
    });
    expect(await response.json()).toEqual({ data: { __typename: 'Query' } });
  });
});

describe('introspection and GraphiQL', () => {
  const introspection = '{ __schema { queryType { name } } }';

  it('are on in development', async () => {
    const { data } = await gatewayWith().query(introspection);
    expect(data).toEqual({ __schema: { queryType: { name: 'Query' } } });
    expect(graphiqlOptions(defaultGraphQLPolicy(false))).toMatchObject({ headers: '{"x-graphql-yoga-csrf":"1"}' });
  });

  it('are off in production, except introspection for a developer key', async () => {
    const production = gatewayWith({}, true);
    expect((await production.query(introspection, { [ANALYST_KEY_HEADER]: analystKey })).codes).toContain('INTROSPECTION_DISABLED');
    expect((await production.query(introspection, { [DEVELOPER_KEY_HEADER]: developerKey })).data).toBeTruthy();
    const page = await production.yoga.fetch('http://gateway.test/graphql', { headers: { accept: 'text/html' } });
    expect(await page.text()).not.toContain('<html');
  });
});

describe('persisted operations', () => {
  const documentId = persistedOperationId(realmSettingsQuery);

  it('run by id, in development and production alike', async () => {
    for (const production of [false, true]) {
      const { data } = await gatewayWith({}, production).send({ documentId, variables: {} });
      expect(data?.['realm']?.settings).toEqual({ guestsAllowed: true, hasLive: true });
    }
  });

  it('an unknown id is a 404 with its code, not an empty answer', async () => {
    const { status, codes } = await gatewayWith({}, true).send({ documentId: persistedOperationId('{ viewer { role } }') });
    expect(status).toBe(404);
    expect(codes).toEqual(['PERSISTED_QUERY_NOT_FOUND']);
  });

  it('are the only thing a browser may send in production', async () => {
    const { status, codes, data } = await gatewayWith({}, true).query(realmSettingsQuery);
    expect(status).toBe(403);
    expect(codes).toEqual(['PERSISTED_QUERY_ONLY']);
    expect(data).toBeUndefined();
  });

  it('a developer key may send any query; a wrong key may not', async () => {
    const production = gatewayWith({}, true);
    expect((await production.query('{ __typename }', { [DEVELOPER_KEY_HEADER]: developerKey })).data).toEqual({ __typename: 'Query' });
    expect((await production.query('{ __typename }', { [DEVELOPER_KEY_HEADER]: `${developerKey}x` })).codes).toEqual(['PERSISTED_QUERY_ONLY']);
  });
});

describe('an analyst key: read-only realm configuration', () => {
  const { query } = gatewayWith({}, true);
  const asAnalyst = { [ANALYST_KEY_HEADER]: analystKey };

  it('reads the realm settings in production without registering the query', async () => {
    const { data, errors } = await query('{ realm { title settings { guestsAllowed } } }', asAnalyst);
    expect(errors).toBeUndefined();
    expect(data).toEqual({ realm: { title: 'Ringside', settings: { guestsAllowed: true } } });
  });

  it('may not run a mutation', async () => {
    const { codes } = await query('mutation { signOut { viewer { role } } }', asAnalyst);
    expect(codes).toContain('ANALYST_READ_ONLY');
  });

  it('reads nothing about a viewer, not even through a fragment', async () => {
    expect((await query('{ realm { title } viewer { role } }', asAnalyst)).codes).toEqual(['OUTSIDE_ANALYST_SCOPE']);
    const hidden = await query('{ realm { title } ...Who } fragment Who on Query { viewer { role } }', asAnalyst);
    expect(hidden.codes).toEqual(['OUTSIDE_ANALYST_SCOPE']);
  });
});

describe('the policy from the environment', () => {
  it('turns strict in production and opens what the operator names', () => {
    expect(graphQLPolicyFromEnv({}, true)).toMatchObject({ introspection: false, graphiql: false, persistedOnly: true });
    expect(graphQLPolicyFromEnv({}, false)).toMatchObject({ introspection: true, graphiql: true, persistedOnly: false });
    const opened = graphQLPolicyFromEnv({ GRAPHQL_INTROSPECTION: 'on', GRAPHIQL: 'on', RINGSIDE_DEVELOPER_KEYS: `${developerKey}, ${analystKey}` }, true);
    expect(opened).toMatchObject({ introspection: true, graphiql: true, developerKeys: [developerKey, analystKey] });
  });

  it('says which variable is wrong', () => {
    expect(() => graphQLPolicyFromEnv({ GRAPHIQL: 'yes please' }, true)).toThrow(/GRAPHIQL must be "on" or "off"/);
    expect(() => graphQLPolicyFromEnv({ RINGSIDE_ANALYST_KEYS: 'short' }, true)).toThrow(/RINGSIDE_ANALYST_KEYS: every key/);
  });
});
