import { act } from '@testing-library/react';
import type { OperationDescriptor } from 'relay-runtime';
import { createMockEnvironment } from 'relay-test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import { READ_SPREAD_MS } from '../../liveEvent/readSpread.ts';
import { useScheduleUpdates } from './useScheduleUpdates.ts';

function OpenSchedule({ readAgain }: { readAgain: () => void }) {
  useScheduleUpdates('client:root:__ScheduleApp_scheduleConnection_connection', readAgain);
  return null;
}

function openSchedule() {
  const environment = createMockEnvironment();
  const readAgain = vi.fn();
  renderWithProviders(<OpenSchedule readAgain={readAgain} />, { environment, pathname: '/schedule' });
  const [subscription] = environment.mock
    .getAllOperations()
    .filter((operation: OperationDescriptor) => operation.request.node.params.name === 'useScheduleUpdatesSubscription');
  const tell = (scheduleChanged: object) =>
    act(async () => {
      environment.mock.nextValue(subscription!, { data: { scheduleChanged } });
    });
  return { readAgain, tell };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('an open schedule', () => {
  it('reads its week again, within a moment, when the gateway says changes were missed, and not for a change it can follow', async () => {
    vi.useFakeTimers();
    const { readAgain, tell } = openSchedule();
    await tell({ kind: 'REMOVED', internalId: '6', event: null });
    vi.advanceTimersByTime(READ_SPREAD_MS);
    expect(readAgain).not.toHaveBeenCalled();
    await tell({ kind: 'RESYNC', internalId: '', event: null });
    vi.advanceTimersByTime(READ_SPREAD_MS);
    expect(readAgain).toHaveBeenCalledTimes(1);
  });
});
