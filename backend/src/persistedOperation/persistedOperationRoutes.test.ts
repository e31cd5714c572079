// The gateways' shared registry of persisted operations: what one gateway
// registers, another finds; nothing else gets in.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headers, testBackend, type TestBackend } from '../testing/testBackend.ts';
import { PERSISTED_OPERATION_RETENTION_DAYS } from './persistedOperationRepository.ts';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const homeQuery = 'query HomeRails {\n  realm {\n    title\n  }\n}\n';
const liveQuery = 'query LiveNow {\n  liveNow {\n    id\n  }\n}\n';

// A gateway's call: the api key, no realm (the registry is every realm's).
const gatewayHeaders = () => {
  const { realm: _realm, ...rest } = headers();
  return rest;
};

describe('the persisted-operation registry', () => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await testBackend();
  });
  afterAll(() => backend.close());

  const register = (platform: string, operations: Record<string, string>, extraHeaders: Record<string, string> = {}) =>
    backend.app.inject({ method: 'PUT', url: '/api/v2/persisted-operations', headers: { ...gatewayHeaders(), ...extraHeaders }, payload: { platform, operations } });
  const find = (id: string, extraHeaders: Record<string, string> = {}) =>
    backend.app.inject({ url: `/api/v2/persisted-operations/${id}`, headers: { ...gatewayHeaders(), ...extraHeaders } });

  it('finds what a gateway registered, and counts only new operations as added when another registers the same set', async () => {
    const first = await register('web', { [sha256(homeQuery)]: homeQuery });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ registered: 1, added: 1 });
    const second = await register('web', { [sha256(homeQuery)]: homeQuery, [sha256(liveQuery)]: liveQuery });
    expect(second.json()).toEqual({ registered: 2, added: 1 });

    const found = await find(sha256(liveQuery));
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual({ id: sha256(liveQuery), platform: 'web', text: liveQuery });
  });

  it('refuses a whole registration when an id is not the hash of its text, and registers none of it', async () => {
    const other = 'query Other {\n  realm {\n    name\n  }\n}\n';
    const refused = await register('web', { [sha256(other)]: other, [sha256(homeQuery)]: 'query Sneaky { __typename }' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'OPERATION_ID_MISMATCH', ids: [sha256(homeQuery)] });
    expect((await find(sha256(other))).statusCode).toBe(404);
  });

  it('answers 404 PERSISTED_OPERATION_NOT_FOUND for an id nobody registered, and 400 for what is not an id', async () => {
    const missing = await find(sha256('query Nobody { __typename }'));
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'PERSISTED_OPERATION_NOT_FOUND' });
    expect((await find('not-a-hash')).statusCode).toBe(400);
  });

  it('is only for holders of the api key', async () => {
    const stranger = { 'x-api-key': 'not-the-gateway' };
    expect((await register('web', { [sha256(homeQuery)]: homeQuery }, stranger)).statusCode).toBe(401);
    expect((await find(sha256(homeQuery), stranger)).statusCode).toBe(401);
  });

  it('stops finding an operation no gateway has registered within the retention, until one registers it again', async () => {
    const retired = 'query RetiredBuild {\n  realm {\n    id\n  }\n}\n';
    await register('web', { [sha256(retired)]: retired });
    await backend.database.query(`update persisted_operation set last_registered_at = now() - make_interval(days => $1 + 1) where id = $2`, [
      PERSISTED_OPERATION_RETENTION_DAYS,
      sha256(retired),
    ]);
    expect((await find(sha256(retired))).statusCode).toBe(404);
    await register('web', { [sha256(retired)]: retired });
    expect((await find(sha256(retired))).statusCode).toBe(200);
  });
});
