// Text no UTF-8 can carry, however a client spells it, is refused as
// BAD_USER_INPUT naming where it is; emoji and other surrogate pairs pass.
import { describe, expect, it } from 'vitest';
import { createTestGateway } from '../testing/gatewayClient.ts';

const { query } = createTestGateway();
const refusal = (valuePath: string) => expect.objectContaining({ code: 'BAD_USER_INPUT', reason: 'INVALID_UNICODE', valuePath });

describe('invalid Unicode in a GraphQL request', () => {
  it('refuses a variable that holds a lone surrogate before anything runs, naming it', async () => {
    const answer = await query('query Type($name: String!) { __type(name: $name) { name } }', { variables: { name: 'Real\udc00m' } });
    expect(answer.status).toBe(400);
    expect(answer.data).toBeUndefined();
    expect(answer.errors?.[0]?.message).toBe('Variable "$name" got invalid value at "name": text must be valid Unicode (it holds a lone surrogate).');
    expect(answer.errors?.[0]?.extensions).toEqual(refusal('name'));
  });

  it('names the argument of a literal, whether the surrogate is raw or a GraphQL escape', async () => {
    for (const [literal, column] of [['Real\ud800m', 58], ['Real\\uD800m', 58], ['Real\\u{DFFF}m', 58], ['\\uD83E\\uD83E', 54]] as const) {
      const answer = await query(`{ a: __type(name: "Realm") { name } b: __type(name: "${literal}") { name } }`);
      expect(answer.errors?.map((error) => error.message)).toEqual([
        'Argument "name" of "__type" got invalid value at "name": text must be valid Unicode (it holds a lone surrogate).',
      ]);
      expect(answer.errors?.[0]).toMatchObject({ locations: [{ line: 1, column }], extensions: refusal('name') });
    }
  });

  it('answers emoji, written raw or as escaped pairs, and leaves other syntax errors as they were', async () => {
    for (const literal of ['🥊', '\\uD83E\\uDD4A', '\\u{1F94A}']) {
      expect(await query(`{ __type(name: "${literal}") { name } }`, { variables: { note: '🥊' } })).toMatchObject({ status: 200, data: { __type: null } });
    }
    const broken = await query('{ __type(name: "Realm) { name } }');
    expect(broken.errors?.[0]?.extensions?.['code']).toBe('GRAPHQL_PARSE_FAILED');
  });
});
