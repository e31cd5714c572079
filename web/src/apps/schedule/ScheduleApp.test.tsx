import { act, screen } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { OperationDescriptor } from 'relay-runtime';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import type { ScheduleAppTestQuery } from './__generated__/ScheduleAppTestQuery.graphql.ts';
import { ScheduleApp } from './ScheduleApp.tsx';
import { READ_SPREAD_MS } from '../../liveEvent/readSpread.ts';

const week = { from: '2026-11-27T00:00:00.000Z', to: '2026-12-04T00:00:00.000Z' };

function TestSchedulePage() {
  const data = useLazyLoadQuery<ScheduleAppTestQuery>(
    graphql`
      query ScheduleAppTestQuery($from: DateTime!, $to: DateTime!) @relay_test_operation {
        ...ScheduleApp_query @arguments(from: $from, to: $to)
      }
    `,
    week,
  );
  return <ScheduleApp query={data} week={week} />;
}

type MockEnvironment = ReturnType<typeof createMockEnvironment>;

/** An event on air today, whatever the test machine's time zone. */
const onAirToday = (internalId: string, title: string) => ({
  LiveEvent: () => ({
    id: `TGl2ZUV2ZW50Oj${internalId}`,
    internalId,
    title,
    status: 'LIVE',
    startsAt: new Date(Date.now() - 10 * 60_000).toISOString(),
    endsAt: new Date(Date.now() + 60 * 60_000).toISOString(),
  }),
  LiveEventConnection: () => ({ pageInfo: { hasNextPage: false, endCursor: null } }),
  RealmSettings: () => ({ epgMatrix: 'DISABLED' }),
});

const operationsNamed = (environment: MockEnvironment, name: string): OperationDescriptor[] =>
  environment.mock.getAllOperations().filter((operation) => operation.request.node.params.name === name);

afterEach(() => {
  vi.useRealTimers();
});

describe('the schedule after an outage of the live channel', () => {
  it('reads its week again and shows what the platform has now, the page staying on screen meanwhile', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const environment = createMockEnvironment();
    environment.mock.queueOperationResolver((operation) =>
      operation.request.node.params.name === 'ScheduleAppTestQuery' ? MockPayloadGenerator.generate(operation, onAirToday('31', 'Fight Night Porto')) : null,
    );
    renderWithProviders(<TestSchedulePage />, { environment, pathname: '/schedule', query: {} });
    expect(await screen.findByText('Fight Night Porto')).toBeTruthy();

    const [subscription] = operationsNamed(environment, 'useScheduleUpdatesSubscription');
    await act(async () => {
      environment.mock.nextValue(subscription!, { data: { scheduleChanged: { kind: 'RESYNC', internalId: '', event: null } } });
    });
    await act(async () => {
      vi.advanceTimersByTime(READ_SPREAD_MS);
    });
    const [readAgain] = operationsNamed(environment, 'scheduleRoutesQuery');
    expect(readAgain?.request.variables).toMatchObject(week);
    // Until the answer comes, the week read before stays.
    expect(screen.getByText('Fight Night Porto')).toBeTruthy();

    // Meanwhile the operator replaced the event by another.
    await act(async () => {
      environment.mock.resolve(readAgain!, MockPayloadGenerator.generate(readAgain!, onAirToday('32', 'Fight Night Madrid')));
    });
    expect(screen.getByText('Fight Night Madrid')).toBeTruthy();
    expect(screen.queryByText('Fight Night Porto')).toBeNull();
  });
});
