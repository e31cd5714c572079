import { act, fireEvent, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import type { PartitionStepTestQuery } from './__generated__/PartitionStepTestQuery.graphql.ts';
import { PartitionStep } from './PartitionStep.tsx';

function TestStep({ onChosen }: { onChosen: (partition: string) => void }) {
  const data = useLazyLoadQuery<PartitionStepTestQuery>(
    graphql`
      query PartitionStepTestQuery @relay_test_operation {
        realm {
          ...PartitionStep_realm
        }
      }
    `,
    {},
  );
  return <PartitionStep realm={data.realm} onChosen={onChosen} />;
}

function openStep() {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((operation) =>
    MockPayloadGenerator.generate(operation, {
      PartitionSettings: () => ({
        status: 'ENABLED',
        partitions: [{ internalId: 'north', name: 'North League' }, { internalId: 'south', name: 'South League' }],
      }),
    }),
  );
  const onChosen = vi.fn();
  renderWithProviders(
    <Suspense fallback={null}>
      <TestStep onChosen={onChosen} />
    </Suspense>,
    { environment, pathname: '/purchase' },
  );
  return { environment, onChosen };
}

describe('checkout’s partitions step', () => {
  it('insists on a choice before asking the platform', () => {
    const { environment, onChosen } = openStep();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Please choose what you want to follow.')).toBeTruthy();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
    expect(onChosen).not.toHaveBeenCalled();
  });

  it('moves the account to the chosen partition, then lets the checkout go on', async () => {
    const { environment, onChosen } = openStep();
    fireEvent.click(screen.getByRole('radio', { name: 'South League' }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const save = environment.mock.getMostRecentOperation();
    expect(save.request.variables.input).toEqual({ partition: 'south' });
    await act(async () =>
      environment.mock.resolve(save, {
        data: { updatePartition: { account: { id: 'QWNjb3VudDo0Mg==', partition: { id: 'p', internalId: 'south', name: 'South League' } }, userErrors: [] } },
      }),
    );
    expect(onChosen).toHaveBeenCalledWith('south');
  });
});
