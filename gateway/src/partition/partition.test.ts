// Content partitions on the gateway, with the platform's REST answers stubbed:
// the realm lists its partitions, the shared menu is cut to the viewer's
// partition, and a change of partition answers with the realm as it now looks.
import { describe, expect, it } from 'vitest';
import { createFakeUpstream, makeToken } from '../testing/fakeUpstream.ts';
import { createTestGateway } from '../testing/gatewayClient.ts';

function accountToken() {
  const iat = Math.floor(Date.now() / 1000);
  return makeToken({ sub: '42', rol: 'CUSTOMER', gue: false, aud: 'ringside', iat, exp: iat + 900, sid: 7, pro: { id: '8', ty: 'a' } });
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', date: new Date().toUTCString() } });

const leagueItem = (id: string, title: string, partition: string) => ({
  id, type: 'SECTION', title, data: { section: `${partition}-league` }, style: { iconUrl: null }, seo: { title }, items: [], partitions: [partition],
});

/** Ringside split into a North and a South league, one menu item each; the account starts in `north`. */
function partitionedGateway() {
  const fake = createFakeUpstream();
  fake.realms.ringside = {
    ...fake.realms.ringside,
    partitionSettings: {
      status: 'ENABLED',
      partitions: [{ id: 'north', name: { en: 'North League', pt: 'Liga Norte' } }, { id: 'south', name: { en: 'South League' } }],
    },
  };
  let partition: string | null = 'north';
  const calls: { method: string; path: string; body: unknown }[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    if (url.pathname === '/api/v2/user/partition') {
      calls.push({ method, path: url.pathname, body });
      if (method === 'PUT') {
        if (!['north', 'south'].includes(body.partition)) {
          return json(400, { code: 'INVALID_PARTITION', message: 'unknown', messages: [{ field: 'partition', messageKey: 'unknownPartition', message: 'unknown' }] });
        }
        partition = body.partition;
      }
      return json(200, { partition });
    }
    if (url.pathname === '/api/v2/user' && method === 'POST') {
      calls.push({ method, path: url.pathname, body });
      return json(400, {
        code: 'INVALID_SIGNUP', message: 'east',
        messages: [{ field: 'partitionData.partition', messageKey: 'unknownPartition', message: "'east' is not one of this service's partitions" }],
      });
    }
    if (url.pathname === '/api/v1/init/') {
      const answer = await (await fake.fetch(input, init)).json();
      answer.menu.items.push(
        leagueItem('20', 'North League', 'north'),
        leagueItem('21', 'South League', 'south'),
        // A folder of the realm's whose only item is the South's: empty, and so left out, for everyone else.
        { ...leagueItem('30', 'More', 'south'), type: 'FOLDER', data: {}, partitions: [], items: [leagueItem('31', 'South replays', 'south')] },
      );
      return json(200, answer);
    }
    return fake.fetch(input, init);
  };
  const { query } = createTestGateway({ fetch: fetch as typeof globalThis.fetch });
  return { query, calls };
}

const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });
const menuTitles = (answer: { data?: Record<string, any> | null }) =>
  (answer.data?.realm.menu.items as { title: string }[]).map((item) => item.title);

describe('content partitions', () => {
  it("lists the realm's partitions, named in the viewer's language", async () => {
    const { query } = partitionedGateway();
    const answer = await query(`{ realm { partitionSettings { status partitions { internalId name } } } }`, {
      headers: { 'accept-language': 'pt-BR' },
    });
    expect(answer.data?.realm.partitionSettings).toEqual({
      status: 'ENABLED',
      partitions: [{ internalId: 'north', name: 'Liga Norte' }, { internalId: 'south', name: 'South League' }],
    });
  });

  it('refetches a partition by its global id', async () => {
    const { query } = partitionedGateway();
    const listed = await query(`{ realm { partitionSettings { partitions { id name } } } }`);
    const south = listed.data?.realm.partitionSettings.partitions[1];
    const answer = await query(`query ($id: ID!) { node(id: $id) { ... on Partition { name } } }`, { variables: { id: south.id } });
    expect(answer.data?.node).toEqual({ name: 'South League' });
  });

  it("shows a visitor only the realm's shared menu, without asking for a partition", async () => {
    const { query, calls } = partitionedGateway();
    expect(menuTitles(await query(`{ realm { menu { items { title } } } }`))).toEqual(['Home', 'Search']);
    expect(calls).toEqual([]);
  });

  it('answers a visitor’s partition with null, not an error', async () => {
    const { query } = partitionedGateway();
    const answer = await query(`{ viewer { partition { internalId } } }`);
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.viewer.partition).toBeNull();
  });

  it("shows an account the shared menu plus its partition's items, reading the partition once per request", async () => {
    const { query, calls } = partitionedGateway();
    const answer = await query(
      `{ realm { menu { items { title } } } viewer { account { partition { internalId name } } } }`,
      bearer(accountToken()),
    );
    expect(menuTitles(answer)).toEqual(['Home', 'Search', 'North League']);
    expect(answer.data?.viewer.account.partition).toEqual({ internalId: 'north', name: 'North League' });
    expect(calls).toHaveLength(1);
  });

  it('moves the account to another partition and answers with the menu of the new one', async () => {
    const { query, calls } = partitionedGateway();
    const answer = await query(
      `mutation { updatePartition(input: { partition: "south" }) {
        account { partition { internalId } } realm { menu { items { title } } } userErrors { messageKey field } } }`,
      bearer(accountToken()),
    );
    expect(answer.data?.updatePartition).toEqual({
      account: { partition: { internalId: 'south' } },
      realm: { menu: { items: [{ title: 'Home' }, { title: 'Search' }, { title: 'South League' }, { title: 'More' }] } },
      userErrors: [],
    });
    expect(calls[0]).toEqual({ method: 'PUT', path: '/api/v2/user/partition', body: { partition: 'south' } });
  });

  it('names the field when the partition is not one of the realm’s, and changes nothing', async () => {
    const { query } = partitionedGateway();
    const answer = await query(
      `mutation { updatePartition(input: { partition: "east" }) { account { id } userErrors { messageKey field } } }`,
      bearer(accountToken()),
    );
    expect(answer.data?.updatePartition).toEqual({ account: null, userErrors: [{ messageKey: 'unknownPartition', field: 'partition' }] });
  });

  it('signs up with the partition as the platform’s partitionData, and names the field it refuses', async () => {
    const { query, calls } = partitionedGateway();
    const answer = await query(
      `mutation { signUp(input: { email: "fan@example.test", password: "fight-night-42", partition: "east" }) { userErrors { messageKey field } } }`,
    );
    expect(calls[0]?.body).toMatchObject({ partitionData: { partition: 'east' } });
    expect(answer.data?.signUp.userErrors).toEqual([{ messageKey: 'unknownPartition', field: 'partition' }]);
  });
});
