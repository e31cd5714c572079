import { screen } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { beforeEach, describe, expect, it } from 'vitest';
import { CheckoutStep, checkoutStorageKey, createCheckoutState } from '../../checkout/checkoutMachine.ts';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import { emptyFlow, saveCheckout } from '../purchase/checkoutStorage.ts';
import type { ConfirmationAppTestQuery } from './__generated__/ConfirmationAppTestQuery.graphql.ts';
import { ConfirmationApp } from './ConfirmationApp.tsx';

const eur = (amount: number) => ({ amount, currency: 'EUR', scale: 2 });

function TestConfirmation({ kind }: { kind: 'SUBSCRIPTION' | 'PAY_PER_VIEW' }) {
  const data = useLazyLoadQuery<ConfirmationAppTestQuery>(
    graphql`
      query ConfirmationAppTestQuery @relay_test_operation {
        realm {
          ...ConfirmationApp_realm
        }
        payment(internalId: "p1") {
          ...ConfirmationApp_payment
        }
      }
    `,
    {},
  );
  return <ConfirmationApp realm={data.realm} payment={data.payment ?? null} kind={kind} />;
}

const monthly = { id: 'TGljZW5jZTox', name: 'Premium Monthly', kind: 'SUBSCRIPTION', trialDays: 0, liveEvent: null };

function payment(overrides: Record<string, unknown> = {}) {
  return { internalId: 'p1', status: 'SUCCEEDED', createdAt: '2026-12-01T12:00:00Z', amount: eur(1229), licence: monthly, ...overrides };
}

function openConfirmation(kind: 'SUBSCRIPTION' | 'PAY_PER_VIEW', answer: object) {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((operation) =>
    MockPayloadGenerator.generate(operation, {
      Realm: () => ({ name: 'ringside', title: 'Ringside', logoUrl: '/images/realm/ringside/logo.svg' }),
      Payment: () => answer,
    }),
  );
  return renderWithProviders(<TestConfirmation kind={kind} />, { environment, pathname: '/subscription/confirmation', query: { paymentId: 'p1' } });
}

/** A checkout left by the payment, as the confirmation finds it. */
function checkoutPaid(flow: Partial<typeof emptyFlow> = {}) {
  saveCheckout('ringside', { ...createCheckoutState(CheckoutStep.ADD_CARD), complete: true }, { ...emptyFlow, from: '/video/7', ...flow });
}

beforeEach(() => sessionStorage.clear());

describe('after paying', () => {
  it('welcomes a new subscriber and sends them back to what they wanted to watch', () => {
    checkoutPaid();
    openConfirmation('SUBSCRIPTION', payment());
    expect(screen.getByRole('heading', { name: "You're subscribed" })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start watching' }).getAttribute('href')).toBe('/video/7');
  });

  it('clears the finished checkout, so the next one starts afresh', () => {
    checkoutPaid();
    openConfirmation('SUBSCRIPTION', payment());
    expect(sessionStorage.getItem(checkoutStorageKey('ringside'))).toBeNull();
    expect(sessionStorage.getItem(`${checkoutStorageKey('ringside')}.flow`)).toBeNull();
  });

  it('tells a free trial’s customer until when nothing is charged (DD/MM/YYYY)', () => {
    checkoutPaid({ trialEndsAt: '2026-12-08T12:00:00Z' });
    openConfirmation('SUBSCRIPTION', payment({ amount: eur(0), licence: { ...monthly, trialDays: 7 } }));
    expect(screen.getByText('Your free trial has started — you won\'t be charged until 08/12/2026.')).toBeTruthy();
  });

  it('works the trial’s end out from the payment when the checkout was kept in another tab', () => {
    openConfirmation('SUBSCRIPTION', payment({ amount: eur(0), createdAt: '2026-12-01T12:00:00Z', licence: { ...monthly, trialDays: 14 } }));
    expect(screen.getByText('Your free trial has started — you won\'t be charged until 15/12/2026.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start watching' }).getAttribute('href')).toBe('/');
  });

  it('wishes a pay-per-view’s buyer a good event, and takes them to it', () => {
    openConfirmation(
      'PAY_PER_VIEW',
      payment({ amount: eur(1999), licence: { id: 'TGljZW5jZToz', name: 'Championship 12', kind: 'PAY_PER_VIEW', trialDays: 0, liveEvent: { id: 'TGl2ZUV2ZW50Ojk=', internalId: '9' } } }),
    );
    expect(screen.getByRole('heading', { name: 'Enjoy the event' })).toBeTruthy();
    expect(screen.getByText('You bought Championship 12 for €19.99. It is yours to watch live and on replay.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start watching' }).getAttribute('href')).toBe('/live/9');
  });

  it('hands a payment that has not gone through to the authorisation page, keeping the checkout', () => {
    checkoutPaid();
    const { router } = openConfirmation('SUBSCRIPTION', payment({ status: 'PENDING' }));
    expect(router.replace).toHaveBeenCalledWith({ pathname: '/payment/authorization', query: { paymentId: 'p1' } });
    expect(sessionStorage.getItem(checkoutStorageKey('ringside'))).not.toBeNull();
  });
});
