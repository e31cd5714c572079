import { act, fireEvent, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { OperationDescriptor } from 'relay-runtime';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { ToastProvider } from '../../components/Toast.tsx';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import type { SubscriptionsSectionTestQuery } from './__generated__/SubscriptionsSectionTestQuery.graphql.ts';
import { SubscriptionsSection } from './SubscriptionsSection.tsx';

type Environment = ReturnType<typeof createMockEnvironment>;

function TestSubscriptions() {
  const data = useLazyLoadQuery<SubscriptionsSectionTestQuery>(
    graphql`
      query SubscriptionsSectionTestQuery @relay_test_operation {
        realm {
          ...SubscriptionsSection_realm
        }
        viewer {
          account {
            ...SubscriptionsSection_account
          }
        }
      }
    `,
    {},
  );
  return <SubscriptionsSection account={data.viewer.account!} realm={data.realm} />;
}

const euros = (amount: number) => ({ amount, currency: 'EUR', scale: 2 });
const family = { internalId: '1', name: 'Ringside Premium' };
const monthly = { id: 'TGljZW5jZTox', internalId: '1', name: 'Premium Monthly', kind: 'SUBSCRIPTION', subscriptionPeriod: 'MONTH', family };
const yearly = { id: 'TGljZW5jZToy', internalId: '2', name: 'Premium Yearly', kind: 'SUBSCRIPTION', subscriptionPeriod: 'YEAR', family };
const payPerView = { id: 'TGljZW5jZToz', internalId: '3', name: 'Championship 12', kind: 'PAY_PER_VIEW', subscriptionPeriod: null, family: null };

/** A subscription as the gateway answers it: every nullable field said, so the generator invents nothing. */
function subscription(overrides: Record<string, unknown> = {}) {
  return {
    id: 'Q3VzdG9tZXJTdWJzY3JpcHRpb246Nw==',
    internalId: '7',
    licenceName: 'Premium Monthly',
    licence: monthly,
    status: 'ACTIVE',
    source: 'PURCHASE',
    trialEndsAt: null,
    currentPeriodStart: '2026-11-08T12:00:00Z',
    currentPeriodEnd: '2026-12-08T12:00:00Z',
    cancelAtPeriodEnd: false,
    nextCharge: { amount: euros(999), date: '2026-12-08T12:00:00Z' },
    card: { brand: 'visa', last4: '4242' },
    graceEndsAt: null,
    upcomingPriceMigration: null,
    pendingChange: null,
    endedAt: null,
    createdAt: '2026-11-08T12:00:00Z',
    ...overrides,
  };
}

function openSubscriptions(subscriptions: object[]) {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((operation) =>
    MockPayloadGenerator.generate(operation, {
      Realm: () => ({ licences: [monthly, yearly, payPerView] }),
      Account: () => ({ id: 'QWNjb3VudDo0Mg==', subscriptions }),
    }),
  );
  renderWithProviders(
    <ToastProvider>
      <Suspense fallback={null}>
        <TestSubscriptions />
      </Suspense>
    </ToastProvider>,
    { environment, pathname: '/account', query: { section: 'subscriptions' } },
  );
  return environment;
}

function row(name: string) {
  const found = screen.getAllByTestId('subscription').find((candidate) => candidate.querySelector('h3')?.textContent === name);
  if (!found) throw new Error(`no subscription ${name}`);
  return found;
}

async function answer(environment: Environment, data: (operation: OperationDescriptor) => object) {
  const operation = environment.mock.getMostRecentOperation();
  await act(async () => environment.mock.resolve(operation, { data: data(operation) as never }));
  return operation;
}


/** Monthly to yearly on 20/11/2026: €99.00 less €5.00 unused, charged now. */
const upgradeToYearly = {
  kind: 'UPGRADE', chargeNow: euros(9400), credit: euros(500), effectiveAt: '2026-11-20T12:00:00Z', newPrice: euros(9900), periodEnd: '2027-11-20T12:00:00Z',
};

/** The platform's answer to the plan change preview of the subscription (ChangePlanPanelPreviewQuery). */
function previewOf(changePreview: object) {
  return { node: { __typename: 'CustomerSubscription', id: subscription().id, changePreview } };
}

describe('the subscriptions section', () => {
  it('shows a running subscription with its next charge and card, and the ended ones under it', () => {
    openSubscriptions([
      subscription(),
      subscription({
        id: 'Q3VzdG9tZXJTdWJzY3JpcHRpb246Mw==', internalId: '3', status: 'EXPIRED', nextCharge: null, endedAt: '2026-03-01T12:00:00Z',
        currentPeriodEnd: '2026-03-01T12:00:00Z', licenceName: 'Premium Yearly', licence: yearly,
      }),
    ]);
    const active = row('Premium Monthly');
    expect(within(active).getByText('Active')).toBeTruthy();
    expect(within(active).getByText('Next charge: €9.99 on 08/12/2026')).toBeTruthy();
    expect(active.textContent).toContain('Renews with Visa •••• 4242');
    expect(within(active).getByRole('link', { name: 'Change the card of Premium Monthly' }).getAttribute('href')).toBe('/payment/update?subscription=7');
    expect(within(active).getByRole('button', { name: 'Change plan' })).toBeTruthy();

    const ended = within(screen.getByRole('region', { name: 'Ended subscriptions' })).getByTestId('ended-subscription');
    expect(ended.textContent).toBe('Premium YearlyEnded on 01/03/2026');
  });

  it('says when a trial ends and what it then charges, a past-due renewal and until when it can be fixed, and a gift that ends', () => {
    openSubscriptions([
      subscription({ status: 'TRIAL', trialEndsAt: '2026-11-15T12:00:00Z', nextCharge: { amount: euros(999), date: '2026-11-15T12:00:00Z' } }),
      subscription({
        id: 'c3ViOjg=', internalId: '8', licenceName: 'Premium Yearly', licence: yearly, status: 'PAST_DUE', graceEndsAt: '2026-12-15T12:00:00Z',
      }),
      subscription({ id: 'c3ViOjk=', internalId: '9', licenceName: 'Gift Premium', licence: null, source: 'GIFT', nextCharge: null, card: null }),
    ]);
    const trial = row('Premium Monthly');
    expect(within(trial).getByText('Free trial')).toBeTruthy();
    expect(trial.textContent).toContain('Free trial until 15/11/2026');
    expect(within(trial).getByText('Then €9.99 on 15/11/2026')).toBeTruthy();

    const pastDue = row('Premium Yearly');
    expect(within(pastDue).getByText('Payment failed')).toBeTruthy();
    expect(within(pastDue).getByRole('alert').textContent).toBe(
      'We could not charge your card for the renewal. Update your card before 15/12/2026 to keep watching.',
    );
    // It pays its renewal first: no change of plan meanwhile.
    expect(within(pastDue).queryByRole('button', { name: 'Change plan' })).toBeNull();
    expect(within(pastDue).getByRole('link', { name: 'Change the card of Premium Yearly' })).toBeTruthy();

    const gift = row('Gift Premium');
    expect(within(gift).getByText('A gift: access until 08/12/2026. It does not renew.')).toBeTruthy();
    expect(within(gift).queryAllByRole('button')).toHaveLength(0);
    expect(within(gift).queryByRole('link')).toBeNull();
  });

  it('offers a plan to a customer without a subscription', () => {
    openSubscriptions([]);
    expect(screen.getByText('You have no subscription')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Choose a plan' }).getAttribute('href')).toBe('/purchase');
  });

  it('cancels only once the customer confirms, saying until when they keep watching, and then offers to reactivate', async () => {
    const environment = openSubscriptions([subscription()]);
    fireEvent.click(within(row('Premium Monthly')).getByRole('button', { name: 'Cancel subscription' }));
    const step = screen.getByRole('group', { name: 'Cancel Premium Monthly?' });
    expect(within(step).getByText('You keep watching until 08/12/2026. Nothing more is charged after that.')).toBeTruthy();
    expect(document.activeElement?.textContent).toBe('Cancel Premium Monthly?');
    expect(environment.mock.getAllOperations()).toHaveLength(0);

    fireEvent.click(within(step).getByRole('button', { name: 'Keep my subscription' }));
    expect(screen.queryByRole('group', { name: 'Cancel Premium Monthly?' })).toBeNull();
    expect(environment.mock.getAllOperations()).toHaveLength(0);

    fireEvent.click(within(row('Premium Monthly')).getByRole('button', { name: 'Cancel subscription' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel' }));
    // Before the platform answers.
    expect(within(row('Premium Monthly')).getByText('Cancelled — access until 08/12/2026')).toBeTruthy();

    const operation = await answer(environment, () => ({
      cancelSubscription: { subscription: subscription({ cancelAtPeriodEnd: true, nextCharge: null }), userErrors: [] },
    }));
    expect(operation.request.node.params.name).toBe('useCancelSubscriptionMutation');
    expect(operation.request.variables).toEqual({ input: { subscriptionId: '7' } });
    const cancelled = row('Premium Monthly');
    expect(within(cancelled).getByText('Cancelled')).toBeTruthy();
    expect(within(cancelled).getByText('Cancelled — access until 08/12/2026')).toBeTruthy();
    expect(within(cancelled).getByRole('button', { name: 'Reactivate' })).toBeTruthy();
    expect(within(cancelled).queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
    expect(screen.getByText('Your subscription is cancelled. You can watch until 08/12/2026.')).toBeTruthy();
  });

  it('keeps the step open and says why when the platform refuses to cancel', async () => {
    const environment = openSubscriptions([subscription()]);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel' }));
    await answer(environment, () => ({
      cancelSubscription: { subscription: null, userErrors: [{ messageKey: 'SUBSCRIPTION_ENDED', field: null, message: 'Ended' }] },
    }));
    const step = screen.getByRole('group', { name: 'Cancel Premium Monthly?' });
    expect(within(step).getByRole('alert').textContent).toBe('This subscription has ended.');
    // The optimistic "Cancelled" is taken back.
    expect(within(row('Premium Monthly')).getByText('Next charge: €9.99 on 08/12/2026')).toBeTruthy();
  });

  it('reactivates a cancelled subscription once confirmed', async () => {
    const environment = openSubscriptions([subscription({ cancelAtPeriodEnd: true, nextCharge: null })]);
    fireEvent.click(screen.getByRole('button', { name: 'Reactivate' }));
    const step = screen.getByRole('group', { name: 'Reactivate Premium Monthly?' });
    expect(within(step).getByText('Your subscription renews on 08/12/2026 and your card is charged as before.')).toBeTruthy();
    fireEvent.click(within(step).getByRole('button', { name: 'Yes, reactivate' }));
    const operation = await answer(environment, () => ({ reactivateSubscription: { subscription: subscription(), userErrors: [] } }));
    expect(operation.request.node.params.name).toBe('useReactivateSubscriptionMutation');
    expect(within(row('Premium Monthly')).getByText('Next charge: €9.99 on 08/12/2026')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Reactivate Premium Monthly?' })).toBeNull();
    expect(screen.getByText('Premium Monthly renews again.')).toBeTruthy();
  });

  it('previews an upgrade’s charge, and retries a lost answer with the same idempotency key', async () => {
    const environment = openSubscriptions([subscription()]);
    fireEvent.click(screen.getByRole('button', { name: 'Change plan' }));
    const step = screen.getByRole('group', { name: 'Change plan' });
    // The family's other licence; never the current one, nor a pay-per-view.
    expect(within(step).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual(['Premium YearlyYearly']);

    fireEvent.click(within(step).getByRole('radio', { name: /Premium Yearly/ }));
    const preview = await answer(environment, () => previewOf(upgradeToYearly));
    expect(preview.request.node.params.name).toBe('ChangePlanPanelPreviewQuery');
    expect(preview.request.variables).toEqual({ subscriptionId: subscription().id, licenceId: '2' });
    expect(within(step).getByTestId('change-preview').textContent).toContain(
      'Premium Yearly costs €99.00 a year. You pay €94.00 now: its price less €5.00 for the unused part of your current plan. Your next charge is on 20/11/2027.',
    );

    fireEvent.click(within(step).getByRole('button', { name: 'Pay €94.00 and switch' }));
    const first = environment.mock.getMostRecentOperation();
    expect(first.request.node.params.name).toBe('useChangeSubscriptionLicenceMutation');
    const key = first.request.variables.input.idempotencyKey as string;
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    await act(async () => environment.mock.reject(first, new Error('network down')));
    expect(within(step).getByRole('alert').textContent).toBe(
      'We could not reach the platform. Check your connection and try again: you will not be charged twice.',
    );

    fireEvent.click(within(step).getByRole('button', { name: 'Pay €94.00 and switch' }));
    const retry = await answer(environment, () => ({
      changeSubscriptionLicence: {
        subscription: subscription({ licenceName: 'Premium Yearly', licence: yearly, nextCharge: { amount: euros(9900), date: '2027-11-20T12:00:00Z' } }),
        payment: { id: 'UGF5bWVudDox', status: 'SUCCEEDED', declineCode: null, redirectUrl: null, amount: euros(9400) },
        userErrors: [],
      },
    }));
    expect(retry.request.variables.input).toEqual({ subscriptionId: '7', licenceId: '2', idempotencyKey: key });
    expect(screen.queryByRole('group', { name: 'Change plan' })).toBeNull();
    expect(within(row('Premium Yearly')).getByText('Next charge: €99.00 on 20/11/2027')).toBeTruthy();
    expect(screen.getByText('You are now on Premium Yearly.')).toBeTruthy();
  });

  it('says a declined upgrade left the plan as it was, and a new attempt gets a new key', async () => {
    const environment = openSubscriptions([subscription()]);
    fireEvent.click(screen.getByRole('button', { name: 'Change plan' }));
    fireEvent.click(screen.getByRole('radio', { name: /Premium Yearly/ }));
    await answer(environment, () => previewOf(upgradeToYearly));
    fireEvent.click(screen.getByRole('button', { name: 'Pay €94.00 and switch' }));
    const first = await answer(environment, () => ({
      changeSubscriptionLicence: {
        subscription: subscription(),
        payment: { id: 'UGF5bWVudDoy', status: 'DECLINED', declineCode: 'INSUFFICIENT_FUNDS', redirectUrl: null, amount: euros(9400) },
        userErrors: [],
      },
    }));
    expect(screen.getByRole('alert').textContent).toBe('Your card was declined for insufficient funds. Nothing was charged and your plan is unchanged.');
    fireEvent.click(screen.getByRole('button', { name: 'Pay €94.00 and switch' }));
    const second = environment.mock.getMostRecentOperation();
    expect(second.request.variables.input.idempotencyKey).not.toBe(first.request.variables.input.idempotencyKey);
  });

  it('previews a downgrade at the period’s end, and shows it waiting on the row', async () => {
    const environment = openSubscriptions([subscription({ licenceName: 'Premium Yearly', licence: yearly, nextCharge: { amount: euros(9900), date: '2027-11-08T12:00:00Z' } })]);
    fireEvent.click(screen.getByRole('button', { name: 'Change plan' }));
    fireEvent.click(screen.getByRole('radio', { name: /Premium Monthly/ }));
    await answer(environment, () => previewOf({
      kind: 'DOWNGRADE', chargeNow: euros(0), credit: euros(0), effectiveAt: '2027-11-08T12:00:00Z', newPrice: euros(999), periodEnd: '2027-11-08T12:00:00Z',
    }));
    expect(screen.getByTestId('change-preview').textContent).toContain(
      'You move to Premium Monthly on 08/11/2027, when your current period ends; from then it costs €9.99 a month. Nothing is refunded.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Switch on 08/11/2027' }));
    await answer(environment, () => ({
      changeSubscriptionLicence: {
        subscription: subscription({
          licenceName: 'Premium Yearly', licence: yearly, nextCharge: { amount: euros(9900), date: '2027-11-08T12:00:00Z' },
          pendingChange: { licence: monthly, licenceName: 'Premium Monthly', effectiveAt: '2027-11-08T12:00:00Z', newPrice: euros(999) },
        }),
        payment: null,
        userErrors: [],
      },
    }));
    expect(within(row('Premium Yearly')).getByTestId('pending-change').textContent).toBe('Changes to Premium Monthly on 08/11/2027');
    expect(screen.getByText('You move to Premium Monthly on 08/11/2027.')).toBeTruthy();
    // The current plan is offered back while the downgrade waits.
    fireEvent.click(screen.getByRole('button', { name: 'Change plan' }));
    expect(screen.getByRole('radio', { name: /Keep Premium Yearly/ })).toBeTruthy();
  });

  it('says why the platform will not preview a change', async () => {
    const environment = openSubscriptions([subscription()]);
    fireEvent.click(screen.getByRole('button', { name: 'Change plan' }));
    fireEvent.click(screen.getByRole('radio', { name: /Premium Yearly/ }));
    const operation = environment.mock.getMostRecentOperation();
    await act(async () =>
      environment.mock.resolve(operation, {
        data: { node: { __typename: 'CustomerSubscription', id: subscription().id, changePreview: null } } as never,
        errors: [
          {
            message: 'Conflict',
            path: ['node', 'changePreview'],
            extensions: { code: 'CONFLICT', reason: 'SUBSCRIPTION_CHANGED' },
          },
        ],
      } as never),
    );
    expect(screen.getByRole('alert').textContent).toBe('This subscription has just changed. Reload the page to see it as it is now.');
  });

  it('asks to accept a coming price with its dates, and takes the consent', async () => {
    const environment = openSubscriptions([
      subscription({
        upcomingPriceMigration: { newPrice: euros(1199), effectiveAt: '2099-01-20T12:00:00Z', deadline: '2099-01-10T12:00:00Z', customerConfirmed: false },
      }),
    ]);
    const notice = screen.getByTestId('price-migration');
    expect(notice.textContent).toContain(
      'From 20/01/2099, Premium Monthly costs €11.99. Accept the new price by 10/01/2099 to keep your subscription; otherwise it ends when your current period does.',
    );
    fireEvent.click(within(notice).getByRole('button', { name: 'Accept new price' }));
    // At once.
    expect(screen.queryByTestId('price-migration')).toBeNull();
    const operation = await answer(environment, () => ({
      consentToPriceMigration: {
        subscription: subscription({
          upcomingPriceMigration: { newPrice: euros(1199), effectiveAt: '2099-01-20T12:00:00Z', deadline: '2099-01-10T12:00:00Z', customerConfirmed: true },
        }),
        userErrors: [],
      },
    }));
    expect(operation.request.variables).toEqual({ input: { subscriptionId: '7' } });
    expect(screen.getByTestId('accepted-price').textContent).toBe('New price accepted: €11.99 from 20/01/2099');
    expect(screen.getByText('You accepted the new price of Premium Monthly.')).toBeTruthy();
  });

  it('no longer asks once the consent deadline has passed', () => {
    openSubscriptions([
      subscription({
        upcomingPriceMigration: { newPrice: euros(1199), effectiveAt: '2020-01-20T12:00:00Z', deadline: '2020-01-10T12:00:00Z', customerConfirmed: false },
      }),
    ]);
    expect(screen.queryByTestId('price-migration')).toBeNull();
  });
});
