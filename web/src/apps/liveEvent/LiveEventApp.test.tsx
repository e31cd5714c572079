import { act, screen } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { OperationDescriptor } from 'relay-runtime';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import type { LiveEventAppTestQuery } from './__generated__/LiveEventAppTestQuery.graphql.ts';
import { LiveEventApp } from './LiveEventApp.tsx';
import { GRACE_MS, MAX_WAIT_MS, RETRY_MS } from './refetchWhenDue.ts';

function TestLiveEventPage() {
  const data = useLazyLoadQuery<LiveEventAppTestQuery>(
    graphql`
      query LiveEventAppTestQuery @relay_test_operation {
        liveEvent(internalId: "21") {
          ...LiveEventApp_liveEvent
        }
      }
    `,
    {},
  );
  return <LiveEventApp liveEvent={data.liveEvent!} />;
}

type MockEnvironment = ReturnType<typeof createMockEnvironment>;

const fightNight = (status: 'UPCOMING' | 'LIVE' | 'ENDED', startsAt: string, endsAt: string, playing: boolean) => ({
  LiveEvent: () => ({
    id: 'TGl2ZUV2ZW50OjIx',
    title: 'Fight Night Lisbon',
    description: 'Five bouts.',
    status,
    startsAt,
    endsAt,
    sport: 'MMA',
    venue: 'Lisbon',
    playback: playing ? { url: '/media/live/21/master.m3u8', format: 'HLS', live: status === 'LIVE', subtitles: [] } : null,
  }),
});

function openEventPage(resolvers: object) {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((operation) => MockPayloadGenerator.generate(operation, resolvers));
  renderWithProviders(<TestLiveEventPage />, { environment });
  return environment;
}

const refetches = (environment: MockEnvironment): OperationDescriptor[] =>
  environment.mock.getAllOperations().filter((operation) => operation.request.node.params.name === 'LiveEventAppRefetchQuery');

async function answer(environment: MockEnvironment, operation: OperationDescriptor, resolvers: object) {
  await act(async () => {
    environment.mock.resolve(operation, MockPayloadGenerator.generate(operation, resolvers));
  });
}

async function wait(ms: number) {
  await act(async () => {
    vi.advanceTimersByTime(ms);
  });
}

const startsAt = '2026-11-21T20:00:00.000Z';
const endsAt = '2026-11-21T22:00:00.000Z';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('a live event page left open', () => {
  it('starts playing when the upcoming event goes live, and shows the end once it is over', async () => {
    vi.setSystemTime(new Date('2026-11-21T19:59:00.000Z'));
    const environment = openEventPage(fightNight('UPCOMING', startsAt, endsAt, false));
    expect(screen.getByText(/the broadcast plays here as soon as it begins/)).toBeTruthy();
    expect(document.querySelector('video')).toBeNull();

    await wait(59_000);
    expect(refetches(environment)).toHaveLength(0);
    await wait(1_000 + GRACE_MS);
    const goingLive = refetches(environment);
    expect(goingLive).toHaveLength(1);
    expect(goingLive[0]!.request.variables).toEqual({ id: 'TGl2ZUV2ZW50OjIx' });
    expect(goingLive[0]!.request.cacheConfig?.force).toBe(true);
    await answer(environment, goingLive[0]!, fightNight('LIVE', startsAt, endsAt, true));
    expect(document.querySelector('video')).not.toBeNull();
    expect(document.querySelector('.rs-badge--live')).not.toBeNull();

    await wait(2 * 60 * 60_000 + GRACE_MS);
    const ending = refetches(environment);
    expect(ending).toHaveLength(1);
    await answer(environment, ending[0]!, fightNight('ENDED', startsAt, endsAt, false));
    expect(screen.getByText('This event has ended.')).toBeTruthy();
    expect(document.querySelector('video')).toBeNull();

    // Nothing more to wait for once it has ended.
    await wait(24 * 60 * 60_000);
    expect(refetches(environment)).toHaveLength(0);
  });

  it('asks again while the event has not switched yet', async () => {
    vi.setSystemTime(new Date('2026-11-21T20:00:00.000Z'));
    const environment = openEventPage(fightNight('UPCOMING', startsAt, endsAt, false));
    await wait(GRACE_MS);
    await answer(environment, refetches(environment)[0]!, fightNight('UPCOMING', startsAt, endsAt, false));
    expect(refetches(environment)).toHaveLength(0);

    await wait(RETRY_MS);
    await answer(environment, refetches(environment)[0]!, fightNight('LIVE', startsAt, endsAt, true));
    expect(document.querySelector('video')).not.toBeNull();
  });

  it('does not ask before a far-off start, however long the timer is cut into slices', async () => {
    vi.setSystemTime(new Date('2026-11-01T20:00:00.000Z'));
    const environment = openEventPage(fightNight('UPCOMING', startsAt, endsAt, false));
    await wait(MAX_WAIT_MS * 3);
    expect(refetches(environment)).toHaveLength(0);
    await wait(20 * 24 * 60 * 60_000 - MAX_WAIT_MS * 3 + GRACE_MS);
    expect(refetches(environment)).toHaveLength(1);
  });
});
