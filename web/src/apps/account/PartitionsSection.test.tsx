import { act, fireEvent, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import type { PartitionsSectionTestQuery } from './__generated__/PartitionsSectionTestQuery.graphql.ts';
import { AccountApp } from './AccountApp.tsx';
import type { AccountSection } from './accountSection.ts';

function TestAccount({ section }: { section: AccountSection }) {
  const data = useLazyLoadQuery<PartitionsSectionTestQuery>(
    graphql`
      query PartitionsSectionTestQuery @relay_test_operation {
        realm {
          ...AccountApp_realm
        }
        viewer {
          account {
            ...AccountApp_account
          }
        }
      }
    `,
    {},
  );
  return <AccountApp section={section} account={data.viewer.account!} realm={data.realm} />;
}

const leagues = {
  status: 'ENABLED',
  partitions: [
    { internalId: 'north', name: 'North League' },
    { internalId: 'south', name: 'South League' },
  ],
};

/** The account page of a North League fan, in a realm split into two leagues (or in one that is not split). */
function openAccount(section: AccountSection, partitionSettings: object = leagues) {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((operation) =>
    MockPayloadGenerator.generate(operation, {
      Realm: () => ({ defaultLanguage: 'en', languages: [{ code: 'en', name: 'English' }], partitionSettings }),
      Account: () => ({ id: 'QWNjb3VudDo0Mg==', partition: { internalId: 'north', name: 'North League' } }),
    }),
  );
  renderWithProviders(
    <Suspense fallback={null}>
      <TestAccount section={section} />
    </Suspense>,
    { environment, pathname: '/account' },
  );
  return environment;
}

describe('the account page’s partitions section', () => {
  it('has its own tab in a partitioned realm and shows the partition the account follows', () => {
    openAccount('partitions');
    const tabs = within(screen.getByRole('navigation', { name: 'Account sections' })).getAllByRole('link');
    expect(tabs.at(-1)?.textContent).toBe('What you follow');
    expect(tabs.at(-1)?.getAttribute('aria-current')).toBe('page');
    expect(screen.getByText(/You follow North League/)).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'North League' }) as HTMLInputElement).checked).toBe(true);
    // Nothing to save until another partition is chosen.
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('moves the account, says so, and reloads the realm settings so the menu follows', async () => {
    const environment = openAccount('partitions');
    fireEvent.click(screen.getByRole('radio', { name: 'South League' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const save = environment.mock.getMostRecentOperation();
    expect(save.request.variables.input).toEqual({ partition: 'south' });
    await act(async () =>
      environment.mock.resolve(save, {
        data: {
          updatePartition: {
            account: { id: 'QWNjb3VudDo0Mg==', partition: { internalId: 'south', name: 'South League' } },
            userErrors: [],
          },
        },
      }),
    );
    expect(screen.getByRole('status').textContent).toContain('Saved. Your menu now follows your choice.');
    expect(screen.getByText(/You follow South League/)).toBeTruthy();
    const reload = environment.mock.getMostRecentOperation();
    expect(reload.request.node.params.name).toBe('AppFrameQuery');
  });

  it('shows the platform’s refusal beside the choice and as a toast', async () => {
    const environment = openAccount('partitions');
    fireEvent.click(screen.getByRole('radio', { name: 'South League' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await act(async () =>
      environment.mock.resolve(environment.mock.getMostRecentOperation(), {
        data: { updatePartition: { account: null, userErrors: [{ messageKey: 'unknownPartition', field: 'partition', message: 'no' }] } },
      }),
    );
    expect(screen.getAllByText('That choice is no longer offered. Please choose another.')).toHaveLength(2);
  });

  it('is not offered in a realm without partitions: the account details show instead', () => {
    openAccount('partitions', { status: 'DISABLED', partitions: [] });
    const tabs = within(screen.getByRole('navigation', { name: 'Account sections' })).getAllByRole('link');
    expect(tabs.map((tab) => tab.textContent)).not.toContain('What you follow');
    expect(screen.getByLabelText('Full name')).toBeTruthy();
  });
});
