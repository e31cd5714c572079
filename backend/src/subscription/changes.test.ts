import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardToken, CARDS, type TestCustomer } from '../payment/paymentTestSupport.ts';
import type { TestBackend } from '../testing/testBackend.ts';
import { billingBackend, billingCalls, eur, MONTHLY, plusMonths, PPV, YEARLY, type Subscription } from './subscriptionTestSupport.ts';

// Moving a subscription within the Ringside Premium family: Monthly (1) EUR 9.99, Yearly (2) EUR 99.99, and, for
// these tests only, Premium Plus Monthly (9) EUR 14.99. Billed in Portugal: VAT is included, so the amounts
// charged are exactly the prorated ones.
const PLUS = '9';

describe('changing the licence of a subscription', () => {
  let backend: TestBackend;
  let calls: ReturnType<typeof billingCalls>;
  beforeAll(async () => {
    backend = await billingBackend();
    calls = billingCalls(backend);
    await backend.database.query('delete from price_migration');
    await backend.database.query(
      `insert into licence (id, realm_id, family_id, kind, name, description, subscription_period, trial_days, position)
       values (9, 1, 1, 'SUBSCRIPTION', '{"en": "Premium Plus Monthly"}', '{"en": "Premium, in 4K"}', 'P1M', 7, 5)`,
    );
    await backend.database.query(`insert into licence_amount (licence_id, currency, amount, scale, is_default) values (9, 'EUR', 1499, 2, true)`);
  });
  afterAll(() => backend.close());

  const preview = (fan: TestCustomer, subscription: Subscription, licenceId: string) =>
    calls.api.call('GET', `/api/v2/customer/subscriptions/${subscription.id}/change-preview?licenceId=${licenceId}`, fan);
  const change = (fan: TestCustomer, subscription: Subscription, licenceId: string, key: string | null = `change-${Math.random().toString(36).slice(2, 12)}`) =>
    calls.api.call('POST', `/api/v2/customer/subscriptions/${subscription.id}/change`, fan, { licenceId }, key === null ? {} : { 'idempotency-key': key });

  /** A customer past their trial on `licenceId`, paid for the current period. */
  async function paidSubscriber(licenceId: string) {
    const fan = await calls.customer();
    await calls.subscribe(fan, licenceId);
    await calls.runBillingAt((await calls.only(fan)).currentPeriodEnd);
    const subscription = await calls.only(fan);
    expect(subscription.status).toBe('ACTIVE');
    return { fan, subscription };
  }

  /** prorateChange's share of `amount` for the part of the period left at the backend's clock (whole seconds; the customer's way). */
  function unusedShare(subscription: Subscription, amount: number, round: 'up' | 'down') {
    const seconds = (iso: string | Date) => Math.floor(new Date(iso).getTime() / 1000);
    const left = seconds(subscription.currentPeriodEnd) - seconds(backend.clock.now);
    const whole = seconds(subscription.currentPeriodEnd) - seconds(subscription.currentPeriodStart);
    return round === 'up' ? Math.ceil((amount * left) / whole) : Math.floor((amount * left) / whole);
  }

  it('upgrades to a dearer licence of the same period at once, charging the prorated difference exactly', async () => {
    const { fan, subscription } = await paidSubscriber(MONTHLY);
    calls.advanceDays(10);
    backend.clock.advanceMinutes(17);
    const expected = unusedShare(subscription, 1499 - 999, 'down');
    const quote = (await preview(fan, subscription, PLUS)).json();
    expect(quote).toEqual({
      kind: 'UPGRADE', licenceId: PLUS, chargeNow: eur(expected), credit: eur(unusedShare(subscription, 999, 'up')),
      effectiveAt: backend.clock.now.toISOString(), newPrice: eur(1499), restartsPeriod: false, periodEnd: subscription.currentPeriodEnd,
    });

    const key = 'upgrade-plus-0001';
    const answer = (await change(fan, subscription, PLUS, key)).json();
    expect(answer.payment).toMatchObject({ status: 'SUCCEEDED', amount: eur(expected), licenceId: PLUS, basketId: null, description: 'Premium Plus Monthly: change of plan' });
    expect(answer.subscription).toMatchObject({
      licenceId: PLUS, status: 'ACTIVE', currentPeriodStart: subscription.currentPeriodStart, currentPeriodEnd: subscription.currentPeriodEnd,
      nextCharge: { amount: eur(1499), date: subscription.currentPeriodEnd },
    });
    // The entitlement followed: the new licence is held, the old one no longer.
    const held = await backend.database.query<{ licenceId: number }>(
      `select licence_id as "licenceId" from entitlement where user_id = $1 and revoked_at is null and starts_at <= $2 and (ends_at is null or ends_at > $2)`,
      [fan.userId, backend.clock.now],
    );
    expect(held).toEqual([{ licenceId: 9 }]);

    // A retry with the same key is the same payment; nothing more is charged.
    const retry = (await change(fan, subscription, PLUS, key)).json();
    expect(retry.payment.id).toBe(answer.payment.id);
    expect((await calls.charges(fan)).filter((charge) => charge.purpose === 'CHANGE')).toEqual([{ amount: expected, status: 'SUCCEEDED', purpose: 'CHANGE' }]);
    expect((await change(fan, subscription, MONTHLY, key)).json().code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('upgrades monthly to yearly with a new yearly period from now, charged its price less the unused part of the month', async () => {
    const { fan, subscription } = await paidSubscriber(MONTHLY);
    calls.advanceDays(12);
    const credit = unusedShare(subscription, 999, 'up');
    const quote = (await preview(fan, subscription, YEARLY)).json();
    const yearFromNow = plusMonths(backend.clock.now.toISOString(), 12);
    expect(quote).toEqual({
      kind: 'UPGRADE', licenceId: YEARLY, chargeNow: eur(9999 - credit), credit: eur(credit), effectiveAt: backend.clock.now.toISOString(),
      newPrice: eur(9999), restartsPeriod: true, periodEnd: yearFromNow,
    });
    const answer = (await change(fan, subscription, YEARLY)).json();
    expect(answer.payment).toMatchObject({ status: 'SUCCEEDED', amount: eur(9999 - credit) });
    expect(answer.subscription).toMatchObject({
      licenceId: YEARLY, currentPeriodStart: backend.clock.now.toISOString(), currentPeriodEnd: yearFromNow,
      nextCharge: { amount: eur(9999), date: yearFromNow },
    });
    expect((await calls.playability(fan, 'VIDEO:3')).playable).toBe(true);
  });

  it('sends the customer to authorise an upgrade their bank wants authorised, and switches once they have', async () => {
    const { fan, subscription } = await paidSubscriber(MONTHLY);
    const token = await cardToken(backend.app, CARDS.authorisation);
    const { card } = (await calls.api.call('POST', '/api/v2/customer/cards', fan, { cardToken: token })).json();
    await calls.api.call('PUT', `/api/v2/customer/subscriptions/${subscription.id}/card`, fan, { cardId: card.id });
    calls.advanceDays(3);
    const answer = (await change(fan, subscription, YEARLY)).json();
    expect(answer.payment).toMatchObject({ status: 'REQUIRES_ACTION', redirectUrl: expect.stringMatching(/^\/provider\/test-card\/authorise\//) });
    expect(answer.subscription).toMatchObject({ licenceId: MONTHLY });
    // Left at the bank's page and tried again: the first attempt is given up there, never to be captured too.
    const again = (await change(fan, subscription, YEARLY)).json();
    expect(again.payment).toMatchObject({ status: 'REQUIRES_ACTION' });
    expect((await calls.api.call('GET', `/api/v2/payments/${answer.payment.id}`, fan)).json().payment).toMatchObject({ status: 'FAILED', declineCode: 'SUPERSEDED' });

    const url = new URL(again.payment.redirectUrl, 'http://localhost');
    await backend.app.inject({
      method: 'POST',
      url: url.pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ decision: 'approve', return: url.searchParams.get('return')! }).toString(),
    });
    expect(await calls.only(fan)).toMatchObject({ licenceId: YEARLY, nextCharge: { amount: eur(9999) } });
    expect((await calls.api.call('GET', `/api/v2/payments/${again.payment.id}`, fan)).json().payment.status).toBe('SUCCEEDED');
    expect((await calls.charges(fan)).filter((charge) => charge.purpose === 'CHANGE').map((charge) => charge.status)).toEqual(['CANCELLED', 'SUCCEEDED']);
  });

  it('moves a trial to the new licence at once, keeping its end: the first charge is the new licence’s', async () => {
    const fan = await calls.customer();
    await calls.subscribe(fan, MONTHLY);
    const trial = await calls.only(fan);
    expect((await preview(fan, trial, YEARLY)).json()).toMatchObject({ kind: 'TRIAL_SWITCH', chargeNow: eur(0), credit: eur(0), newPrice: eur(9999) });
    const answer = (await change(fan, trial, YEARLY)).json();
    expect(answer.payment).toBeNull();
    expect(answer.subscription).toMatchObject({
      licenceId: YEARLY, status: 'TRIAL', trialEndsAt: trial.trialEndsAt, currentPeriodEnd: trial.currentPeriodEnd,
      nextCharge: { amount: eur(9999), date: trial.trialEndsAt },
    });
    await calls.runBillingAt(trial.currentPeriodEnd);
    expect((await calls.renewalPayments(fan)).map((payment) => payment.total)).toEqual([9999]);
    expect((await calls.only(fan)).currentPeriodEnd).toBe(plusMonths(trial.currentPeriodEnd, 12));
  });

  it('refuses licences outside the family, the licence it is on, and a change without an Idempotency-Key', async () => {
    const fan = await calls.customer();
    await calls.subscribe(fan, MONTHLY);
    const trial = await calls.only(fan);
    for (const [licenceId, code] of [[PPV, 'LICENCE_NOT_IN_FAMILY'], [MONTHLY, 'ALREADY_LICENSED']]) {
      const refused = await preview(fan, trial, licenceId!);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().code).toBe(code);
      expect((await change(fan, trial, licenceId!)).json().code).toBe(code);
    }
    expect((await preview(fan, trial, '101')).statusCode).toBe(404);
    expect((await change(fan, trial, YEARLY, null)).json().code).toBe('IDEMPOTENCY_KEY_REQUIRED');
  });

  it('downgrades at the end of the period, refunding nothing; choosing the current licence again takes it back', async () => {
    const { fan, subscription } = await paidSubscriber(YEARLY);
    calls.advanceDays(30);
    expect((await preview(fan, subscription, MONTHLY)).json()).toMatchObject({
      kind: 'DOWNGRADE', chargeNow: eur(0), credit: eur(0), effectiveAt: subscription.currentPeriodEnd, newPrice: eur(999),
    });
    const answer = (await change(fan, subscription, MONTHLY)).json();
    expect(answer.payment).toBeNull();
    expect(answer.subscription).toMatchObject({
      licenceId: YEARLY,
      pendingChange: { licenceId: MONTHLY, licenceName: 'Premium Monthly', effectiveAt: subscription.currentPeriodEnd, newPrice: eur(999) },
      nextCharge: { amount: eur(999), date: subscription.currentPeriodEnd },
    });
    expect((await change(fan, subscription, YEARLY)).json().subscription).toMatchObject({ pendingChange: null, nextCharge: { amount: eur(9999) } });
    await change(fan, subscription, MONTHLY);

    await calls.runBillingAt(subscription.currentPeriodEnd);
    expect(await calls.only(fan)).toMatchObject({
      licenceId: MONTHLY, pendingChange: null, currentPeriodStart: subscription.currentPeriodEnd,
      currentPeriodEnd: plusMonths(subscription.currentPeriodEnd, 1), nextCharge: { amount: eur(999) },
    });
    expect((await calls.renewalPayments(fan)).map((payment) => payment.total)).toEqual([9999, 999]);
    expect((await calls.charges(fan)).filter((charge) => charge.amount < 0)).toEqual([]);
  });
});
