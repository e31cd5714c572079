import { act, screen } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { OperationDescriptor } from 'relay-runtime';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import type { LiveEventAppTestQuery } from './__generated__/LiveEventAppTestQuery.graphql.ts';
import { LiveEventApp } from './LiveEventApp.tsx';

function TestLiveEventPage() {
  const data = useLazyLoadQuery<LiveEventAppTestQuery>(
    graphql`
      query LiveEventAppTestQuery @relay_test_operation {
        liveEvent(internalId: "21") {
          ...LiveEventApp_liveEvent
        }
        viewer {
          ...LiveEventApp_viewer
        }
      }
    `,
    {},
  );
  return <LiveEventApp liveEvent={data.liveEvent!} viewer={data.viewer} />;
}

type MockEnvironment = ReturnType<typeof createMockEnvironment>;
type Status = 'UPCOMING' | 'LIVE' | 'ENDED';

const startsAt = '2026-11-21T20:00:00.000Z';
const endsAt = '2026-11-21T22:00:00.000Z';

/** The event as the gateway answers it; `playing`: with a stream (the live one, or the replay once ended). */
const fightNight = (status: Status, playing = status !== 'UPCOMING') => ({
  LiveEvent: () => ({
    id: 'TGl2ZUV2ZW50OjIx',
    internalId: '21',
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

function openEventPage(status: Status) {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((operation) =>
    operation.request.node.params.name === 'LiveEventAppTestQuery' ? MockPayloadGenerator.generate(operation, fightNight(status)) : null,
  );
  renderWithProviders(<TestLiveEventPage />, { environment });
  return environment;
}

const operationsNamed = (environment: MockEnvironment, name: string): OperationDescriptor[] =>
  environment.mock.getAllOperations().filter((operation) => operation.request.node.params.name === name);
const eventUpdates = (environment: MockEnvironment) => operationsNamed(environment, 'useLiveEventUpdatesSubscription');
const refetches = (environment: MockEnvironment) => operationsNamed(environment, 'LiveEventAppRefetchQuery');

/** The gateway pushes the event's new state on its subscription. */
async function push(environment: MockEnvironment, status: Status) {
  const [subscription] = eventUpdates(environment);
  await act(async () => {
    environment.mock.nextValue(subscription!, MockPayloadGenerator.generate(subscription!, fightNight(status)));
  });
}

async function answerRefetch(environment: MockEnvironment, status: Status) {
  const [refetch] = refetches(environment);
  await act(async () => {
    environment.mock.resolve(refetch!, MockPayloadGenerator.generate(refetch!, fightNight(status)));
  });
}

async function wait(ms: number) {
  await act(async () => {
    vi.advanceTimersByTime(ms);
  });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('a live event page left open', () => {
  it('listens to its event and counts down to the start', async () => {
    vi.setSystemTime(new Date('2026-11-21T19:58:30.000Z'));
    const environment = openEventPage('UPCOMING');

    expect(eventUpdates(environment).map((operation) => operation.request.variables)).toEqual([{ internalId: '21' }]);
    expect(screen.getByRole('timer').textContent).toBe('Starts in 00:01:30');
    await wait(1_000);
    expect(screen.getByRole('timer').textContent).toBe('Starts in 00:01:29');
    expect(document.querySelector('video')).toBeNull();
  });

  it('counts the days to a far-off start', () => {
    vi.setSystemTime(new Date('2026-11-19T18:00:00.000Z'));
    openEventPage('UPCOMING');
    expect(screen.getByRole('timer').textContent).toBe('Starts in 2 days 02:00:00');
  });

  it('starts playing when the gateway says the event is live, and shows the replay once it has ended', async () => {
    vi.setSystemTime(new Date('2026-11-21T19:59:00.000Z'));
    const environment = openEventPage('UPCOMING');

    await push(environment, 'LIVE');
    // The pushed status needs the viewer's stream: the event is read again, once, network-only.
    expect(screen.getByText('The broadcast is starting…')).toBeTruthy();
    expect(refetches(environment)).toHaveLength(1);
    expect(refetches(environment)[0]!.request.variables).toEqual({ id: 'TGl2ZUV2ZW50OjIx' });
    expect(refetches(environment)[0]!.request.cacheConfig?.force).toBe(true);
    await answerRefetch(environment, 'LIVE');
    expect(document.querySelector('video')).not.toBeNull();
    expect(document.querySelector('.rs-badge--live')).not.toBeNull();
    expect(refetches(environment)).toHaveLength(0);

    await push(environment, 'ENDED');
    expect(screen.getByText('The broadcast has ended.')).toBeTruthy();
    await answerRefetch(environment, 'ENDED');
    expect(document.querySelector('video')).not.toBeNull();
    expect(document.querySelector('.rs-detail__eyebrow .rs-badge')?.textContent).toBe('Replay');
  });

  it('says the event has ended when there is no replay', async () => {
    vi.setSystemTime(new Date('2026-11-21T21:59:00.000Z'));
    const environment = openEventPage('LIVE');
    await push(environment, 'ENDED');
    const [refetch] = refetches(environment);
    await act(async () => {
      environment.mock.resolve(refetch!, MockPayloadGenerator.generate(refetch!, fightNight('ENDED', false)));
    });
    expect(screen.getByText('This event has ended.')).toBeTruthy();
    expect(document.querySelector('.rs-detail__eyebrow .rs-badge')?.textContent).toBe('Ended');
  });

  it('never asks on a timer: a passing start time changes nothing until the gateway says so', async () => {
    vi.setSystemTime(new Date('2026-11-21T19:59:00.000Z'));
    const environment = openEventPage('UPCOMING');
    await wait(60 * 60_000);
    expect(refetches(environment)).toHaveLength(0);
    expect(screen.getByText('Starting any moment…')).toBeTruthy();

    // The same status pushed again (its details changed) needs no new stream.
    await push(environment, 'UPCOMING');
    expect(refetches(environment)).toHaveLength(0);
  });
});
