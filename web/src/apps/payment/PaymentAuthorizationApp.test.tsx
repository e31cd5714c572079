import { act, fireEvent, screen } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { beforeEach, describe, expect, it } from 'vitest';
import { CheckoutStep, checkoutStorageKey, createCheckoutState } from '../../checkout/checkoutMachine.ts';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import { emptyFlow, saveCheckout } from '../purchase/checkoutStorage.ts';
import type { PaymentAuthorizationAppTestQuery } from './__generated__/PaymentAuthorizationAppTestQuery.graphql.ts';
import { PaymentAuthorizationApp } from './PaymentAuthorizationApp.tsx';

type Environment = ReturnType<typeof createMockEnvironment>;

function TestReturnPage() {
  const data = useLazyLoadQuery<PaymentAuthorizationAppTestQuery>(
    graphql`
      query PaymentAuthorizationAppTestQuery @relay_test_operation {
        realm {
          ...PaymentAuthorizationApp_realm
        }
        payment(internalId: "p1") {
          ...PaymentAuthorizationApp_payment
        }
      }
    `,
    {},
  );
  // Looks again after 5 ms, then 10 ms: the story need not wait seconds.
  return <PaymentAuthorizationApp realm={data.realm} payment={data.payment ?? null} recheckDelays={[5, 10]} />;
}

function payment(status: string, overrides: Record<string, unknown> = {}) {
  return { id: 'UGF5bWVudDpwMQ==', internalId: 'p1', status, declineCode: null, licence: { id: 'TGljZW5jZTox', kind: 'SUBSCRIPTION' }, ...overrides };
}

function returnFromProvider(answer: object) {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((operation) =>
    operation.request.node.params.name === 'PaymentAuthorizationAppTestQuery'
      ? MockPayloadGenerator.generate(operation, { Realm: () => ({ name: 'ringside' }), Payment: () => answer })
      : null,
  );
  const view = renderWithProviders(<TestReturnPage />, { environment, pathname: '/payment/authorization', query: { paymentId: 'p1' } });
  return { environment, ...view };
}

/** The page's next look at the payment, answered. */
async function paymentIsNow(environment: Environment, answer: object) {
  const operation = await new Promise<ReturnType<Environment['mock']['getMostRecentOperation']>>((resolve) => {
    const wait = () => {
      const pending = environment.mock.getAllOperations().find((candidate) => candidate.request.node.params.name === 'PaymentAuthorizationAppQuery');
      if (pending) resolve(pending);
      else setTimeout(wait, 2);
    };
    wait();
  });
  expect(operation.request.variables).toEqual({ paymentId: 'p1' });
  await act(async () => {
    environment.mock.resolve(operation, MockPayloadGenerator.generate(operation, { Payment: () => answer }));
  });
}

beforeEach(() => sessionStorage.clear());

describe('back from the payment provider’s page', () => {
  it('goes on to the subscription’s confirmation once the payment succeeded', () => {
    const { router } = returnFromProvider(payment('SUCCEEDED'));
    expect(router.replace).toHaveBeenCalledWith({ pathname: '/subscription/confirmation', query: { paymentId: 'p1' } });
  });

  it('goes on to the event’s confirmation for a pay-per-view', () => {
    const { router } = returnFromProvider(payment('SUCCEEDED', { licence: { id: 'TGljZW5jZToz', kind: 'PAY_PER_VIEW' } }));
    expect(router.replace).toHaveBeenCalledWith({ pathname: '/payment/confirmation', query: { paymentId: 'p1' } });
  });

  it('goes on to the confirmation the checkout named, a gift’s, and ends that checkout', () => {
    saveCheckout('ringside', createCheckoutState(CheckoutStep.ADD_CARD), {
      ...emptyFlow,
      checkoutPath: '/gifts?gift=gift-championship-12',
      confirmationPath: '/gifts?sentTo=friend%40example.com',
    });
    const { router } = returnFromProvider(payment('SUCCEEDED', { licence: { id: 'TGljZW5jZToz', kind: 'PAY_PER_VIEW' } }));
    expect(router.replace).toHaveBeenCalledWith('/gifts?sentTo=friend%40example.com');
    expect(sessionStorage.getItem(`${checkoutStorageKey('ringside')}.flow`)).toBeNull();
  });

  it('takes a declined payment back to the checkout it came from, with the reason and a fresh attempt', () => {
    saveCheckout('ringside', createCheckoutState(CheckoutStep.ADD_CARD), {
      ...emptyFlow,
      checkoutPath: '/purchase?licence=1&from=%2Fvideo%2F7',
      attemptKey: 'b3f5c1de-0000-4000-8000-000000000001',
    });
    const { router } = returnFromProvider(payment('DECLINED', { declineCode: 'INSUFFICIENT_FUNDS' }));
    expect(router.replace).toHaveBeenCalledWith('/purchase?licence=1&from=%2Fvideo%2F7');
    const flow = JSON.parse(sessionStorage.getItem(`${checkoutStorageKey('ringside')}.flow`)!);
    expect(flow).toMatchObject({ returnError: 'INSUFFICIENT_FUNDS', attemptKey: null });
  });

  it('calls an abandoned or refused authorisation what it is', () => {
    const { router } = returnFromProvider(payment('FAILED'));
    // No checkout kept in this tab (another tab, or a cleared one): the customer's own checkout.
    expect(router.replace).toHaveBeenCalledWith('/pay');
    const flow = JSON.parse(sessionStorage.getItem(`${checkoutStorageKey('ringside')}.flow`)!);
    expect(flow.returnError).toBe('AUTHORISATION_FAILED');
  });

  it('waits while the payment is processed, looking again, then says it is still processing and offers to check again', async () => {
    const { environment, router } = returnFromProvider(payment('PENDING'));
    expect(screen.getByRole('status').textContent).toBe('Confirming your payment…');

    await paymentIsNow(environment, payment('PENDING'));
    await paymentIsNow(environment, payment('PENDING'));
    expect(await screen.findByRole('heading', { name: 'Your payment is still being processed' })).toBeTruthy();
    expect(router.replace).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Check again' }));
    await paymentIsNow(environment, payment('SUCCEEDED'));
    expect(router.replace).toHaveBeenCalledWith({ pathname: '/subscription/confirmation', query: { paymentId: 'p1' } });
  });
});
