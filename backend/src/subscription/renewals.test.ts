import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CARDS, cardToken } from '../payment/paymentTestSupport.ts';
import { bearer, headers, signInCustomer, type TestBackend } from '../testing/testBackend.ts';
import { renewDueSubscriptions, renewSubscription, startRenewalTimer, takeJobLease } from './renewals.ts';
import { subscriptionById } from './subscriptions.ts';
import { billingBackend, billingCalls, eur, MONTHLY, plusDays, plusMonths, YEARLY } from './subscriptionTestSupport.ts';

// Ringside's Premium Monthly (1): EUR 9.99 after a 7-day trial; Yearly (2): EUR 99.99. Customers are billed in
// Portugal (VAT included, so the amounts charged are the catalogue's). The renewal job runs through its admin route.
// These stories run for months: the demo's price migration of Premium Monthly (priceMigration.test.ts) is taken away.
describe('the life of a subscription', () => {
  let backend: TestBackend;
  let calls: ReturnType<typeof billingCalls>;
  beforeAll(async () => {
    backend = await billingBackend();
    calls = billingCalls(backend);
    await backend.database.query('delete from price_migration');
  });
  afterAll(() => backend.close());

  it('charges the first month when the trial ends, with RINGSIDE20 taken off that month only, then the full price', async () => {
    const fan = await calls.customer();
    const checkout = await calls.subscribe(fan, MONTHLY, { voucher: 'RINGSIDE20' });
    expect(checkout.amount).toEqual(eur(0));
    const trial = await calls.only(fan);
    expect(trial).toMatchObject({
      status: 'TRIAL', licenceId: MONTHLY, licenceName: 'Premium Monthly', source: 'PURCHASE', cancelAtPeriodEnd: false,
      card: { brand: 'visa', last4: '4242' }, graceEndsAt: null, pendingChange: null,
      nextCharge: { amount: eur(799), date: trial.trialEndsAt },
    });
    expect(trial.currentPeriodEnd).toBe(trial.trialEndsAt);

    // A run before the trial ends does nothing for it.
    await calls.runBilling();
    expect(await calls.renewalPayments(fan)).toEqual([]);

    await calls.runBillingAt(trial.trialEndsAt!);
    const paid = await calls.only(fan);
    expect(paid).toMatchObject({
      status: 'ACTIVE',
      trialEndsAt: trial.trialEndsAt,
      currentPeriodStart: trial.trialEndsAt,
      currentPeriodEnd: plusMonths(trial.trialEndsAt!, 1),
      nextCharge: { amount: eur(999), date: plusMonths(trial.trialEndsAt!, 1) },
    });
    expect(await calls.renewalPayments(fan)).toEqual([
      expect.objectContaining({ status: 'SUCCEEDED', total: 799, key: `renewal:${paid.id}:0:0`, chargeIndex: 0 }),
    ]);
    // The first month is invoiced and the receipt mailed.
    const history = (await calls.api.call('POST', '/api/v2/customer/history/payment', fan, {})).json().payments;
    expect(history[0]).toMatchObject({ amount: eur(799), status: 'SUCCEEDED', description: 'Premium Monthly: renewal', invoiceNumber: expect.stringMatching(/^INV-/) });
    expect((await calls.mailTo(fan))[0]).toMatchObject({ subject: expect.stringMatching(/^Your receipt INV-/) });

    await calls.runBillingAt(paid.currentPeriodEnd);
    expect((await calls.renewalPayments(fan)).map((payment) => payment.total)).toEqual([799, 999]);
  });

  it('renews at the end of the period and moves the entitlement on, to the period’s end and the grace days', async () => {
    const fan = await calls.customer();
    await calls.subscribe(fan, MONTHLY);
    const trial = await calls.only(fan);
    await calls.runBillingAt(trial.currentPeriodEnd);
    const first = await calls.only(fan);
    const entitlementEnd = async () =>
      (await backend.database.query<{ endsAt: Date }>(
        `select ends_at as "endsAt" from entitlement where user_id = $1 and revoked_at is null order by id desc limit 1`,
        [fan.userId],
      ))[0]!.endsAt.toISOString();
    expect(await entitlementEnd()).toBe(plusDays(first.currentPeriodEnd, 3));

    await calls.runBillingAt(first.currentPeriodEnd);
    const second = await calls.only(fan);
    expect(second).toMatchObject({ status: 'ACTIVE', currentPeriodStart: first.currentPeriodEnd, currentPeriodEnd: plusMonths(first.currentPeriodEnd, 1) });
    expect(await entitlementEnd()).toBe(plusDays(second.currentPeriodEnd, 3));
    expect((await calls.playability(fan, 'VIDEO:3')).playable).toBe(true);
  });

  describe('charging once', () => {
    it('charges a renewal once however often the job runs, one run after another or at the same moment', async () => {
      const fan = await calls.customer();
      await calls.subscribe(fan, MONTHLY);
      const trial = await calls.only(fan);
      await calls.runBillingAt(trial.currentPeriodEnd);
      await calls.runBilling();
      await Promise.all([calls.runBilling(), calls.runBilling(), calls.runBilling()].map((run) => run.catch(() => null)));
      expect(await calls.charges(fan)).toEqual([
        { amount: 0, status: 'SUCCEEDED', purpose: 'BASKET' },
        { amount: 999, status: 'SUCCEEDED', purpose: 'RENEWAL' },
      ]);

      // Two backends renewing the same subscription at once, without the job's lease between them: one charge.
      const active = await calls.only(fan);
      backend.clock.now = new Date(new Date(active.currentPeriodEnd).getTime() + 60_000);
      const row = (await subscriptionById(backend.database, Number(active.id)))!;
      const deps = { db: backend.database, publicPort: 4000 };
      const payments = { db: backend.database, now: () => backend.clock.now };
      const outcomes = await Promise.all([1, 2, 3].map(() => renewSubscription(deps, payments, row, backend.clock.now)));
      expect(new Set(outcomes.map((outcome) => outcome.payment?.id))).toHaveProperty('size', 1);
      expect((await calls.charges(fan)).filter((charge) => charge.purpose === 'RENEWAL')).toHaveLength(2);
      expect((await calls.only(fan)).currentPeriodStart).toBe(active.currentPeriodEnd);
    });

    it('finishes a renewal a stopped run left with the provider: the same payment is settled, never charged again', async () => {
      const fan = await calls.customer();
      await calls.subscribe(fan, MONTHLY);
      const trial = await calls.only(fan);
      const before = (await subscriptionById(backend.database, Number(trial.id)))!;
      await calls.runBillingAt(trial.currentPeriodEnd);
      const [payment] = await calls.renewalPayments(fan);
      // As if the backend had stopped after the provider charged, before it settled the payment.
      await backend.database.query(`delete from invoice where payment_id = $1`, [payment!.id]);
      await backend.database.query(`update payment set status = 'PENDING', settled_at = null where id = $1`, [payment!.id]);
      await backend.database.query(
        `update subscription set status = 'TRIAL', current_period_start = $2, current_period_end = $3, next_charge_index = 0 where id = $1`,
        [before.id, before.currentPeriodStart, before.currentPeriodEnd],
      );

      await calls.runBilling();
      expect(await calls.renewalPayments(fan)).toEqual([expect.objectContaining({ id: payment!.id, status: 'SUCCEEDED', total: 999 })]);
      expect((await calls.charges(fan)).filter((charge) => charge.purpose === 'RENEWAL')).toEqual([{ amount: 999, status: 'SUCCEEDED', purpose: 'RENEWAL' }]);
      expect(await calls.only(fan)).toMatchObject({ status: 'ACTIVE', currentPeriodStart: trial.currentPeriodEnd });
    });

    it('lets one run at a time: a run while another holds the job is refused, and nothing is done twice', async () => {
      await backend.database.query(`insert into job_lease (name, holder, leased_until) values ('subscription-renewal', 'another backend', $1)`, [
        new Date(backend.clock.now.getTime() + 60_000),
      ]);
      const refused = await backend.app.inject({ method: 'POST', url: '/api/v2/admin/billing/run', headers: await calls.admin(), payload: {} });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().code).toBe('BILLING_RUN_IN_PROGRESS');
      expect((await renewDueSubscriptions({ db: backend.database, publicPort: 4000 }, backend.clock.now)).ran).toBe(false);
      // A lease its holder never gave back lapses.
      backend.clock.advanceMinutes(1);
      expect((await calls.runBilling()).due).toBeGreaterThanOrEqual(0);
    });
  });

  it('renews by itself on a timer in a started backend, and stops with it', async () => {
    const fan = await calls.customer();
    await calls.subscribe(fan, MONTHLY);
    const trial = await calls.only(fan);
    backend.clock.now = new Date(new Date(trial.currentPeriodEnd).getTime() + 60_000);
    const timer = startRenewalTimer({ db: backend.database, now: () => backend.clock.now, intervalSeconds: 1, publicPort: 4000 });
    try {
      await vi.waitFor(async () => expect((await calls.only(fan)).status).toBe('ACTIVE'), { timeout: 5000, interval: 200 });
    } finally {
      await timer.stop();
    }
    expect((await calls.renewalPayments(fan)).map((payment) => payment.total)).toEqual([999]);
  });

  it('is taken up within a minute by another backend when the backend running it dies mid-way', async () => {
    const fan = await calls.customer();
    await calls.subscribe(fan, MONTHLY);
    const trial = await calls.only(fan);
    backend.clock.now = new Date(new Date(trial.currentPeriodEnd).getTime() + 60_000);
    // A run took the job, and its process was killed: no heartbeat, nothing given back.
    expect(await takeJobLease(backend.database, 'a backend killed mid-run', backend.clock.now)).toBe(true);
    backend.clock.advanceMinutes(1);
    const otherBackend = startRenewalTimer({ db: backend.database, now: () => backend.clock.now, intervalSeconds: 1, publicPort: 4000 });
    try {
      await vi.waitFor(async () => expect((await calls.only(fan)).status).toBe('ACTIVE'), { timeout: 5000, interval: 200 });
    } finally {
      await otherBackend.stop();
    }
    expect((await calls.renewalPayments(fan)).map((payment) => payment.total)).toEqual([999]);
  });

  it('runs for administrators of the realm only', async () => {
    const fan = await calls.customer();
    const run = (extra: Record<string, string>) => backend.app.inject({ method: 'POST', url: '/api/v2/admin/billing/run', headers: { ...headers(), ...extra }, payload: {} });
    expect((await run({})).json().code).toBe('UNAUTHENTICATED');
    expect((await run({ authorization: fan.headers.authorization! })).json().code).toBe('FORBIDDEN');
    expect((await run(bearer(await signInCustomer(backend, 'ringside')))).statusCode).toBe(403);
  });

  describe('a declined renewal', () => {
    it('goes PAST_DUE with 3 days of grace and an email, is retried once a day, then EXPIRES and the titles lock', async () => {
      const fan = await calls.customer();
      // This card passes the trial's zero check, then lacks the funds.
      await calls.subscribe(fan, MONTHLY, { card: CARDS.insufficientFunds });
      const trial = await calls.only(fan);
      await calls.runBillingAt(trial.currentPeriodEnd);
      const pastDue = await calls.only(fan);
      expect(pastDue).toMatchObject({
        status: 'PAST_DUE',
        currentPeriodEnd: trial.currentPeriodEnd,
        graceEndsAt: plusDays(trial.currentPeriodEnd, 3),
        nextCharge: { amount: eur(999), date: plusDays(trial.currentPeriodEnd, 1) },
      });
      expect(await calls.renewalPayments(fan)).toEqual([expect.objectContaining({ status: 'DECLINED', declineCode: 'INSUFFICIENT_FUNDS' })]);
      const [failed] = await calls.mailTo(fan);
      expect(failed).toMatchObject({ subject: 'Your payment failed', link: 'http://ringside.localhost:4000/account?section=paymentdetails' });
      expect(failed!.text).toContain('update your card');
      // Still watching during the grace.
      expect((await calls.playability(fan, 'VIDEO:3')).playable).toBe(true);

      // Once a day: the same day again tries nothing; the next day tries again (and is told once).
      await calls.runBilling();
      expect(await calls.renewalPayments(fan)).toHaveLength(1);
      await calls.runBillingAt(plusDays(trial.currentPeriodEnd, 1));
      await calls.runBilling();
      await calls.runBillingAt(plusDays(trial.currentPeriodEnd, 2));
      expect((await calls.renewalPayments(fan)).map((payment) => payment.key)).toEqual([
        `renewal:${pastDue.id}:0:0`, `renewal:${pastDue.id}:0:1`, `renewal:${pastDue.id}:0:2`,
      ]);
      expect((await calls.mailTo(fan)).filter((mail) => mail.subject === 'Your payment failed')).toHaveLength(1);
      expect((await calls.charges(fan)).filter((charge) => charge.status === 'SUCCEEDED' && charge.amount > 0)).toEqual([]);

      await calls.runBillingAt(plusDays(trial.currentPeriodEnd, 3));
      expect(await calls.only(fan)).toMatchObject({ status: 'EXPIRED', nextCharge: null, endedAt: plusDays(trial.currentPeriodEnd, 3) });
      expect(await calls.playability(fan, 'VIDEO:3')).toMatchObject({ playable: false, reason: 'NOT_LICENSED' });
      expect((await calls.mailTo(fan))[0]).toMatchObject({ subject: 'Your subscription has ended' });
      const reactivate = await calls.api.call('POST', `/api/v2/customer/subscriptions/${pastDue.id}/reactivate`, fan, {});
      expect(reactivate.statusCode).toBe(409);
      expect(reactivate.json().code).toBe('SUBSCRIPTION_ENDED');
    });

    it('is charged again at once with the card the customer puts on it (PAYMENT_UPDATE), and only then', async () => {
      const fan = await calls.customer();
      await calls.subscribe(fan, MONTHLY, { card: CARDS.insufficientFunds });
      const trial = await calls.only(fan);
      await calls.runBillingAt(trial.currentPeriodEnd);
      expect((await calls.only(fan)).status).toBe('PAST_DUE');

      const token = await cardToken(backend.app, CARDS.mastercard);
      const { card } = (await calls.api.call('POST', '/api/v2/customer/cards', fan, { cardToken: token })).json();
      const updated = await calls.api.call('PUT', `/api/v2/customer/subscriptions/${trial.id}/card`, fan, { cardId: card.id });
      expect(updated.statusCode).toBe(200);
      expect(updated.json()).toMatchObject({
        subscription: { status: 'ACTIVE', graceEndsAt: null, card: { id: card.id, brand: 'mastercard', last4: '4444' }, currentPeriodStart: trial.currentPeriodEnd },
        payment: { status: 'SUCCEEDED', amount: eur(999), basketId: null, licenceId: MONTHLY, card: { brand: 'mastercard', last4: '4444' } },
      });
      // The job that day finds it paid.
      await calls.runBilling();
      expect((await calls.charges(fan)).filter((charge) => charge.status === 'SUCCEEDED' && charge.amount > 0)).toEqual([
        { amount: 999, status: 'SUCCEEDED', purpose: 'RENEWAL' },
      ]);

      // On a running subscription the card is simply the one renewals use.
      const again = await calls.api.call('PUT', `/api/v2/customer/subscriptions/${trial.id}/card`, fan, { cardId: card.id });
      expect(again.json().payment).toBeNull();
      expect((await calls.api.call('PUT', `/api/v2/customer/subscriptions/${trial.id}/card`, fan, { cardId: '999999' })).statusCode).toBe(404);
    });

    it('declines, with nobody there to authorise it, a renewal the bank wants authorised', async () => {
      const fan = await calls.customer();
      await calls.subscribe(fan, MONTHLY);
      const trial = await calls.only(fan);
      const token = await cardToken(backend.app, CARDS.authorisation);
      const { card } = (await calls.api.call('POST', '/api/v2/customer/cards', fan, { cardToken: token })).json();
      expect((await calls.api.call('PUT', `/api/v2/customer/subscriptions/${trial.id}/card`, fan, { cardId: card.id })).statusCode).toBe(200);
      await calls.runBillingAt(trial.currentPeriodEnd);
      expect(await calls.renewalPayments(fan)).toEqual([expect.objectContaining({ status: 'FAILED', declineCode: 'AUTHENTICATION_REQUIRED' })]);
      expect((await calls.only(fan)).status).toBe('PAST_DUE');
      expect(await calls.charges(fan)).toContainEqual({ amount: 999, status: 'CANCELLED', purpose: 'RENEWAL' });
    });
  });

  describe('cancelling', () => {
    it('cancels a trial: watching goes on to its end, nothing is ever charged, then it is CANCELLED', async () => {
      const fan = await calls.customer();
      await calls.subscribe(fan, MONTHLY);
      const trial = await calls.only(fan);
      const cancelled = await calls.api.call('POST', `/api/v2/customer/subscriptions/${trial.id}/cancel`, fan, {});
      expect(cancelled.json().subscription).toMatchObject({ status: 'TRIAL', cancelAtPeriodEnd: true, nextCharge: null });
      // Cancelling again changes nothing.
      expect((await calls.api.call('POST', `/api/v2/customer/subscriptions/${trial.id}/cancel`, fan, {})).statusCode).toBe(200);
      expect((await calls.playability(fan, 'VIDEO:3')).playable).toBe(true);

      await calls.runBillingAt(trial.currentPeriodEnd);
      expect(await calls.only(fan)).toMatchObject({ status: 'CANCELLED', endedAt: trial.currentPeriodEnd, nextCharge: null });
      expect(await calls.renewalPayments(fan)).toEqual([]);
      expect(await calls.playability(fan, 'VIDEO:3')).toMatchObject({ playable: false, reason: 'NOT_LICENSED' });
      const late = await calls.api.call('POST', `/api/v2/customer/subscriptions/${trial.id}/cancel`, fan, {});
      expect(late.json().code).toBe('SUBSCRIPTION_ENDED');
    });

    it('cancels a paid period at its end, without the renewal grace, and is taken back before then', async () => {
      const fan = await calls.customer();
      await calls.subscribe(fan, YEARLY);
      const trial = await calls.only(fan);
      await calls.runBillingAt(trial.currentPeriodEnd);
      const active = await calls.only(fan);
      expect(active).toMatchObject({ status: 'ACTIVE', currentPeriodEnd: plusMonths(trial.currentPeriodEnd, 12), nextCharge: { amount: eur(9999) } });

      const cancel = () => calls.api.call('POST', `/api/v2/customer/subscriptions/${active.id}/cancel`, fan, {});
      const reactivate = () => calls.api.call('POST', `/api/v2/customer/subscriptions/${active.id}/reactivate`, fan, {});
      expect((await cancel()).json().subscription).toMatchObject({ status: 'ACTIVE', cancelAtPeriodEnd: true, nextCharge: null });
      const entitlementEnd = async () =>
        (await backend.database.query<{ endsAt: Date }>(`select e.ends_at as "endsAt" from entitlement e join subscription s on s.entitlement_id = e.id where s.id = $1`, [
          active.id,
        ]))[0]!.endsAt.toISOString();
      expect(await entitlementEnd()).toBe(active.currentPeriodEnd);

      expect((await reactivate()).json().subscription).toMatchObject({ status: 'ACTIVE', cancelAtPeriodEnd: false, nextCharge: { amount: eur(9999), date: active.currentPeriodEnd } });
      expect(await entitlementEnd()).toBe(plusDays(active.currentPeriodEnd, 3));
      // Reactivating one that is not cancelled changes nothing.
      expect((await reactivate()).statusCode).toBe(200);

      // Cancelled again and left: at the period's end it ends, uncharged, and cannot be taken back.
      await cancel();
      await calls.runBillingAt(active.currentPeriodEnd);
      expect(await calls.only(fan)).toMatchObject({ status: 'CANCELLED' });
      expect((await calls.renewalPayments(fan)).map((payment) => payment.total)).toEqual([9999]);
      expect((await reactivate()).json().code).toBe('SUBSCRIPTION_ENDED');
    });
  });

  it('keeps each customer to their own subscriptions', async () => {
    const alice = await calls.customer();
    await calls.subscribe(alice, MONTHLY);
    const mine = await calls.only(alice);
    const bob = await calls.customer();
    expect(await calls.subscriptions(bob)).toEqual([]);
    for (const [method, path] of [['POST', 'cancel'], ['POST', 'reactivate'], ['POST', 'price-migration/consent']] as const) {
      expect((await calls.api.call(method, `/api/v2/customer/subscriptions/${mine.id}/${path}`, bob, {})).statusCode).toBe(404);
    }
    expect((await calls.api.call('GET', `/api/v2/customer/subscriptions/${mine.id}/change-preview?licenceId=2`, bob)).statusCode).toBe(404);
    const guest = await backend.app.inject({ url: '/api/v2/customer/subscriptions', headers: headers() });
    expect(guest.json().code).toBe('UNAUTHENTICATED');
  });
});
