import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateRealmFile } from '../realm/realmFile.ts';
import { bearer, headers, signInCustomer, testBackend, type TestBackend } from '../testing/testBackend.ts';

// tests/fixtures/partitionRealms/leagues.json: a realm split into a North and a South
// league, with one menu item for each.
const realmsDir = fileURLToPath(new URL('../../../tests/fixtures/partitionRealms/', import.meta.url));

describe('content partitions', () => {
  let backend: TestBackend;
  let counter = 0;
  beforeAll(async () => {
    backend = await testBackend({ config: { realmsDir } });
  }, 240_000); // A whole seeded backend: minutes, not seconds, on a loaded CI machine.
  afterAll(() => backend.close());

  /** Each story signs up from its own address, so the attempt guard's per-address count starts afresh. */
  function signUp(body: Record<string, unknown>) {
    counter += 1;
    return backend.app.inject({
      method: 'POST',
      url: '/api/v2/user',
      headers: headers('leagues', { 'x-client-ip': `198.51.100.${counter}` }),
      payload: { email: `fan${counter}@example.test`, secret: 'fight-night-42', ...body },
    });
  }
  const call = (method: 'GET' | 'PUT', token: string | null, payload?: object, realm = 'leagues') =>
    backend.app.inject({ method, url: '/api/v2/user/partition', headers: { ...headers(realm), ...(token ? bearer(token) : {}) }, payload });
  const menuOf = async () =>
    (await backend.app.inject({ method: 'GET', url: '/api/v1/init/', headers: headers('leagues') })).json<{
      menu: { items: { title: string; partitions: string[] }[] };
    }>().menu.items;

  describe('signing up in a partitioned realm', () => {
    it('asks for a partition', async () => {
      const response = await signUp({});
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'INVALID_SIGNUP',
        messages: [{ field: 'partitionData.partition', messageKey: 'pleaseChooseAPartition' }],
      });
    });

    it('refuses a partition the realm does not have', async () => {
      const response = await signUp({ partitionData: { partition: 'east' } });
      expect(response.statusCode).toBe(400);
      expect(response.json().messages).toEqual([expect.objectContaining({ field: 'partitionData.partition', messageKey: 'unknownPartition' })]);
    });

    it('places the new account in the chosen partition', async () => {
      const response = await signUp({ partitionData: { partition: 'north' } });
      expect(response.statusCode).toBe(201);
      const partition = await call('GET', response.json().authorisationToken);
      expect(partition.json()).toEqual({ partition: 'north' });
    });
  });

  describe("changing the account's partition", () => {
    async function northFan(): Promise<string> {
      return (await signUp({ partitionData: { partition: 'north' } })).json().authorisationToken;
    }

    it('moves the account to another partition', async () => {
      const token = await northFan();
      const moved = await call('PUT', token, { partition: 'south' });
      expect(moved.statusCode).toBe(200);
      expect(moved.json()).toEqual({ partition: 'south' });
      expect((await call('GET', token)).json()).toEqual({ partition: 'south' });
    });

    it('refuses an unknown partition with the field and its message key, and keeps the old one', async () => {
      const token = await northFan();
      const refused = await call('PUT', token, { partition: 'east' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'INVALID_PARTITION', messages: [{ field: 'partition', messageKey: 'unknownPartition' }] });
      expect((await call('GET', token)).json()).toEqual({ partition: 'north' });
    });

    it('is refused in a realm without partitions', async () => {
      const authorisationToken = await signInCustomer(backend, 'ringside');
      const refused = await call('PUT', authorisationToken, { partition: 'north' }, 'ringside');
      expect(refused.statusCode).toBe(409);
      expect(refused.json().code).toBe('PARTITIONS_DISABLED');
    });

    it('needs a signed-in account holder', async () => {
      expect((await call('GET', null)).statusCode).toBe(401);
      expect((await call('PUT', null, { partition: 'south' })).statusCode).toBe(401);
    });
  });

  it("serves one menu for the realm, each item naming the partitions that see it", async () => {
    const items = await menuOf();
    expect(items.map((item) => [item.title, item.partitions])).toEqual([
      ['Home', []],
      ['Schedule', []],
      ['North League', ['north']],
      ['South League', ['south']],
    ]);
  });
});

describe('partitions in a realm file', () => {
  const leagues = () => JSON.parse(readFileSync(new URL('leagues.json', `file://${realmsDir}`), 'utf8'));

  it('is accepted with menu items that name its partitions', () => {
    expect(validateRealmFile(leagues()).ok).toBe(true);
  });

  it('names a menu item that points at a partition the realm does not have', () => {
    const file = leagues();
    file.menu.items[3].partitions = ['south', 'east'];
    const result = validateRealmFile(file);
    expect(result.ok ? [] : result.errors).toEqual([
      { path: 'menu.items[3].partitions[1]', message: "'east' is not one of partitionSettings.partitions" },
    ]);
  });
});
