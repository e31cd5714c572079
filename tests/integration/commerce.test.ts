// Licences and playability through the gateway against the real backend, as a
// TV or mobile app reads them (bearer tokens): what Ringside sells, what a
// guest, a new customer and the subscribed demo fan may play, and what an
// analyst may read of it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRingsideAccount } from '../support/accounts.ts';
import { accessTokenThroughGateway } from '../support/gatewaySignIn.ts';
import { graphql } from '../support/graphql.ts';
import { startPlatform, type RunningPlatform } from '../support/platform.ts';
import { demoCustomers } from '../support/session.ts';

let platform: RunningPlatform;
beforeAll(async () => {
  platform = await startPlatform({ serveWeb: false });
});
afterAll(() => platform?.close());

async function guestToken(): Promise<string> {
  const answer = await graphql(platform.url, `mutation { checkInAsGuest(input: { tokenDelivery: BODY }) { tokens { accessToken } } }`, { realm: 'ringside' });
  return answer.data!.checkInAsGuest.tokens.accessToken as string;
}

function as<T = Record<string, any>>(token: string, query: string, realm = 'ringside') {
  return graphql<T>(platform.url, query, { realm, headers: { authorization: `Bearer ${token}` } });
}

const PLAYABILITY = `{
  fight: video(internalId: "3") { licensing playability { playable reason signInMayUnlock unlockedBy { internalId name price { amount currency scale } } } }
  highlights: video(internalId: "9") { licensing playability { playable reason } }
  championship: liveEvent(internalId: "4") { licensing playability { playable reason unlockedBy { internalId kind liveEvent { internalId } } } }
}`;

describe('what Ringside sells', () => {
  it('lists its licences with integer prices, trials and the pay-per-view’s event', async () => {
    const answer = await as(await guestToken(), `{ realm { licences { internalId name kind subscriptionPeriod trialDays family { name }
      price { amount currency scale } amounts { price { amount currency scale } isLocal isDefault } liveEvent { title } } } }`);
    expect(answer.errors).toBeUndefined();
    const [monthly, yearly, ppv] = answer.data!.realm.licences;
    expect(monthly).toMatchObject({
      name: 'Premium Monthly', kind: 'SUBSCRIPTION', subscriptionPeriod: 'MONTH', trialDays: 7, family: { name: 'Ringside Premium' },
      price: { amount: 999, currency: 'EUR', scale: 2 }, liveEvent: null,
    });
    expect(yearly).toMatchObject({ subscriptionPeriod: 'YEAR', price: { amount: 9999, currency: 'EUR', scale: 2 } });
    expect(ppv).toMatchObject({ kind: 'PAY_PER_VIEW', subscriptionPeriod: null, liveEvent: { title: 'Ringside Championship 12: Lima vs Okafor' } });
    expect(monthly.amounts).toContainEqual({ price: { amount: 899, currency: 'GBP', scale: 2 }, isLocal: false, isDefault: false });
  });

  it('answers a licence by id, and NOT_FOUND for another realm’s', async () => {
    const token = await guestToken();
    expect((await as(token, '{ licence(internalId: "2") { name } }')).data!.licence).toEqual({ name: 'Premium Yearly' });
    const elsewhere = await as(token, '{ licence(internalId: "101") { name } }');
    expect(elsewhere.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('shows the realm’s commerce settings and licences without any session (a visitor comparing plans)', async () => {
    const answer = await graphql(platform.url, '{ realm { settings { checkoutFirstStep hasVouchers gifting } licences { name } } }', {
      realm: 'ringside',
    });
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.realm.settings).toEqual({ checkoutFirstStep: 'CREATE_ACCOUNT', hasVouchers: true, gifting: 'ENABLED' });
    expect(answer.data!.realm.licences).toHaveLength(3);
  });
});

describe('who may play what', () => {
  it('locks a full fight for a guest, naming both plans and offering sign-in; highlights play', async () => {
    const answer = await as(await guestToken(), PLAYABILITY);
    expect(answer.errors).toBeUndefined();
    const { fight, highlights, championship } = answer.data!;
    expect(fight).toMatchObject({ licensing: 'SUBSCRIPTION', playability: { playable: false, reason: 'NOT_LICENSED', signInMayUnlock: true } });
    expect(fight.playability.unlockedBy.map((licence: { name: string }) => licence.name)).toEqual(['Premium Monthly', 'Premium Yearly']);
    expect(highlights).toEqual({ licensing: 'FREE', playability: { playable: true, reason: null } });
    expect(championship.playability.unlockedBy).toEqual([{ internalId: '3', kind: 'PAY_PER_VIEW', liveEvent: { internalId: '4' } }]);
  });

  it('refuses a new customer the stream with the same reason, and plays it for the subscribed fan', async () => {
    const account = await createRingsideAccount(platform);
    const newcomer = await as(await accessTokenThroughGateway(platform, account), `{ video(internalId: "3") {
      playability { reason signInMayUnlock } playback { url } } }`);
    expect(newcomer.data!.video.playability).toEqual({ reason: 'NOT_LICENSED', signInMayUnlock: false });
    expect(newcomer.errors?.[0]).toMatchObject({ path: ['video', 'playback'], extensions: { code: 'FORBIDDEN', reason: 'NOT_LICENSED' } });

    const fan = await as(await accessTokenThroughGateway(platform, demoCustomers.ringside), `{ video(internalId: "3") {
      playability { playable } playback { url } } }`);
    expect(fan.errors).toBeUndefined();
    expect(fan.data!.video.playability.playable).toBe(true);
    expect(fan.data!.video.playback.url).toMatch(/\.m3u8$/);
  });

  it('reads the playability of a page of cards in one call', async () => {
    const batches = async () => {
      const metrics = await (await fetch(new URL('/metrics', platform.url))).text();
      return Number(/gateway_dataloader_batch_size_count\{loader="playabilityLoader"\} (\d+)/.exec(metrics)?.[1] ?? 0);
    };
    const token = await guestToken();
    const before = await batches();
    const answer = await as(token, `{ section(name: "home") { bucketsConnection(first: 10) { edges { node {
      itemsConnection(first: 12) { edges { node { ... on Video { playability { playable } } ... on LiveEvent { playability { playable } } } } } } } } } }`);
    expect(answer.errors).toBeUndefined();
    const cards = answer.data!.section.bucketsConnection.edges.flatMap((bucket: any) => bucket.node.itemsConnection.edges);
    expect(cards.filter((card: any) => card.node.playability).length).toBeGreaterThan(10);
    // One batch however many cards asked (the DataLoader batch-size histogram counts batches).
    expect((await batches()) - before).toBe(1);
  });
});
