import { act, fireEvent, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import type { PaymentUpdateAppTestQuery } from './__generated__/PaymentUpdateAppTestQuery.graphql.ts';
import { PaymentUpdateApp } from './PaymentUpdateApp.tsx';

function TestPaymentUpdate({ subscriptionId }: { subscriptionId: string }) {
  const data = useLazyLoadQuery<PaymentUpdateAppTestQuery>(
    graphql`
      query PaymentUpdateAppTestQuery @relay_test_operation {
        viewer {
          account {
            ...PaymentUpdateApp_account
          }
        }
      }
    `,
    {},
  );
  return <PaymentUpdateApp account={data.viewer.account!} subscriptionId={subscriptionId} />;
}

const visa = { id: 'Q2FyZDox', internalId: '1', brand: 'visa', last4: '4242', expiryMonth: 4, expiryYear: 2029, isDefault: true, isExpired: false };
const mastercard = { id: 'Q2FyZDoy', internalId: '2', brand: 'mastercard', last4: '4444', expiryMonth: 11, expiryYear: 2030, isDefault: false, isExpired: false };
const amex = { id: 'Q2FyZDoz', internalId: '3', brand: 'amex', last4: '0005', expiryMonth: 1, expiryYear: 2024, isDefault: false, isExpired: true };

function openPaymentUpdate({ status = 'ACTIVE', cards = [visa, mastercard, amex], subscriptionId = '7' } = {}) {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((operation) =>
    MockPayloadGenerator.generate(operation, {
      Account: () => ({
        id: 'QWNjb3VudDo0Mg==',
        subscriptions: [{ id: 'c3ViOjc=', internalId: '7', licenceName: 'Premium Monthly', status, cardId: '1' }],
        cardsConnection: { edges: cards.map((node, index) => ({ cursor: `card-${index}`, node })), pageInfo: { hasNextPage: false, endCursor: null } },
      }),
    }),
  );
  const { router } = renderWithProviders(
    <Suspense fallback={null}>
      <TestPaymentUpdate subscriptionId={subscriptionId} />
    </Suspense>,
    { environment, pathname: '/payment/update', query: { subscription: subscriptionId } },
  );
  return { environment, router };
}

const radio = (name: RegExp) => screen.getByRole('radio', { name }) as HTMLInputElement;

describe('choosing the card a subscription renews with', () => {
  it('lists the saved cards with the current one chosen and an expired one not on offer', () => {
    openPaymentUpdate();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Change card');
    expect(screen.getByText('Choose the card Premium Monthly renews with.')).toBeTruthy();
    expect(screen.getAllByRole('radio')).toHaveLength(3);
    expect(radio(/Visa ending in 4242/).checked).toBe(true);
    expect(radio(/Mastercard ending in 4444/).checked).toBe(false);
    expect(radio(/American Express ending in 0005/).disabled).toBe(true);
  });

  it('sets the chosen card and goes back to the subscriptions', async () => {
    const { environment, router } = openPaymentUpdate();
    fireEvent.click(radio(/Mastercard ending in 4444/));
    fireEvent.click(screen.getByRole('button', { name: 'Save card' }));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe('useSetSubscriptionCardMutation');
    expect(operation.request.variables).toEqual({ input: { subscriptionId: '7', cardId: '2' } });
    await act(async () =>
      environment.mock.resolve(operation, MockPayloadGenerator.generate(operation, { SubscriptionPayload: () => ({ payment: null, userErrors: [] }) })),
    );
    expect(router.push).toHaveBeenCalledWith({ pathname: '/account', query: { section: 'subscriptions' } });
  });

  it('says why the platform refused the card, and stays', async () => {
    const { environment, router } = openPaymentUpdate();
    fireEvent.click(radio(/Mastercard ending in 4444/));
    fireEvent.click(screen.getByRole('button', { name: 'Save card' }));
    const operation = environment.mock.getMostRecentOperation();
    await act(async () =>
      environment.mock.resolve(operation, {
        data: { setSubscriptionCard: { subscription: null, payment: null, userErrors: [{ messageKey: 'CARD_EXPIRED', field: null, message: 'Expired' }] } },
      }),
    );
    expect(screen.getByRole('alert').textContent).toBe('This card has expired. Choose another card.');
    expect(router.push).not.toHaveBeenCalled();
  });

  it('tells a past-due subscriber the renewal is charged at once, and a decline keeps them here', async () => {
    const { environment, router } = openPaymentUpdate({ status: 'PAST_DUE' });
    expect(screen.getByText(/^Choose the card/).textContent).toBe('Choose the card Premium Monthly renews with. Your unpaid renewal is charged to it at once.');
    fireEvent.click(radio(/Mastercard ending in 4444/));
    fireEvent.click(screen.getByRole('button', { name: 'Save card' }));
    const operation = environment.mock.getMostRecentOperation();
    await act(async () =>
      environment.mock.resolve(
        operation,
        MockPayloadGenerator.generate(operation, {
          SubscriptionPayload: () => ({ payment: { id: 'UGF5bWVudDox', status: 'DECLINED', declineCode: 'CARD_DECLINED' }, userErrors: [] }),
        }),
      ),
    );
    expect(screen.getByRole('alert').textContent).toBe('The card is saved for Premium Monthly, but the renewal was declined. Choose another card.');
    expect(router.push).not.toHaveBeenCalled();
  });

  it('shows the not-found page for a subscription that is not the viewer’s', () => {
    openPaymentUpdate({ subscriptionId: '99' });
    expect(screen.queryByRole('heading', { name: 'Change card' })).toBeNull();
    expect(screen.queryAllByRole('radio')).toHaveLength(0);
  });
});
