// The schedule, the guest schedule and the EPG through the gateway against the
// real backend, as a TV or mobile app reads them (bearer tokens).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokenThroughGateway } from '../support/gatewaySignIn.ts';
import { graphql } from '../support/graphql.ts';
import { startPlatform, type RunningPlatform } from '../support/platform.ts';
import { demoCustomers } from '../support/session.ts';

let platform: RunningPlatform;
beforeAll(async () => {
  platform = await startPlatform({ serveWeb: false });
});
afterAll(() => platform?.close());

const HOUR = 3_600_000;

function as<T = Record<string, any>>(token: string | null, query: string, variables?: Record<string, unknown>, realm = 'ringside') {
  return graphql<T>(platform.url, query, { realm, variables, headers: token ? { authorization: `Bearer ${token}` } : {} });
}

/** A guest's token on ringside; on acme, the demo fan's. */
async function tokenOf(realm: 'ringside' | 'acme'): Promise<string> {
  if (realm === 'acme') return accessTokenThroughGateway(platform, demoCustomers.acme, 'acme');
  const answer = await as(null, 'mutation { checkInAsGuest(input: { tokenDelivery: BODY }) { tokens { accessToken } } }');
  return answer.data!.checkInAsGuest.tokens.accessToken as string;
}

const SCHEDULE = `query ($from: DateTime!, $to: DateTime!) {
  scheduleConnection(from: $from, to: $to, first: 20) { totalCount edges { node { internalId status startsAt title } } }
}`;
const EPG = `query ($from: DateTime!, $to: DateTime!) {
  epg(from: $from, to: $to) { channels { internalId name programmes { kind title startsAt endsAt status playable liveEvent { internalId } video { internalId } } } }
}`;

function week(start = Date.now()) {
  return { from: new Date(start).toISOString(), to: new Date(start + 7 * 24 * HOUR).toISOString() };
}

describe('schedule', () => {
  it("lists the week's events, earliest first, the ones on air marked LIVE", async () => {
    const answer = await as(await tokenOf('ringside'), SCHEDULE, week());
    expect(answer.errors).toBeUndefined();
    const nodes = answer.data!.scheduleConnection.edges.map((edge: { node: unknown }) => edge.node);
    expect(nodes.length).toBeGreaterThanOrEqual(4);
    const starts = nodes.map((node: { startsAt: string }) => Date.parse(node.startsAt));
    expect(starts).toEqual([...starts].sort((a: number, b: number) => a - b));
    expect(nodes.filter((node: { status: string }) => node.status === 'LIVE').length).toBeGreaterThan(0);
  });

  it('refuses a range longer than 8 days, or written without an offset, before asking the platform', async () => {
    const token = await tokenOf('ringside');
    const tooLong = await as(token, SCHEDULE, { from: '2026-11-01T00:00:00Z', to: '2026-11-10T00:00:00Z' });
    expect(tooLong.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'RANGE_TOO_LONG' });
    const local = await as(token, SCHEDULE, { from: '2026-11-01T00:00:00', to: '2026-11-02T00:00:00Z' });
    expect(local.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
  });

  it('is for viewers with a session; the guest schedule is for anyone where guests may see it', async () => {
    const withoutSession = await as(null, SCHEDULE, week());
    expect(withoutSession.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const guestSchedule = await as(
      null,
      `query ($from: DateTime!, $to: DateTime!) { guestScheduleConnection(from: $from, to: $to) { edges { node { status } } } }`,
      week(),
    );
    expect(guestSchedule.errors).toBeUndefined();
    const statuses = guestSchedule.data!.guestScheduleConnection.edges.map((edge: { node: { status: string } }) => edge.node.status);
    expect(statuses.length).toBeGreaterThan(0);
    expect(statuses).not.toContain('ENDED');
  });
});

describe('EPG', () => {
  it('gives every channel a full day of programmes, its live event playable while on air', async () => {
    const now = Date.now();
    const answer = await as(await tokenOf('ringside'), EPG, { from: new Date(now - 12 * HOUR).toISOString(), to: new Date(now + 12 * HOUR).toISOString() });
    expect(answer.errors).toBeUndefined();
    const channels = answer.data!.epg.channels;
    expect(channels.map((channel: { name: string }) => channel.name)).toEqual(['Ringside MMA', 'Ringside Boxing', 'Ringside Kickboxing']);
    const onAir = channels.flatMap((channel: { programmes: { status: string }[] }) =>
      channel.programmes.filter((programme) => programme.status === 'ON_AIR'),
    );
    expect(onAir).toHaveLength(3); // one programme on air per channel
    const liveFight = onAir.find((programme: { kind: string }) => programme.kind === 'LIVE_EVENT');
    expect(liveFight).toMatchObject({ playable: true, liveEvent: { internalId: expect.any(String) } });
    const video = channels[0].programmes.find((programme: { kind: string }) => programme.kind === 'VIDEO');
    expect(video.video).toEqual({ internalId: expect.any(String) });
  });

  it('is NOT_FOUND on Acme, whose epgMatrix is DISABLED', async () => {
    const answer = await as(await tokenOf('acme'), EPG, { from: new Date().toISOString(), to: new Date(Date.now() + 24 * HOUR).toISOString() }, 'acme');
    expect(answer.data?.epg).toBeNull();
    expect(answer.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});
