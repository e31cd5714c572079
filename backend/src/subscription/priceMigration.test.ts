import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../seed/seedDemoData.ts';
import { bearer, headers, signInCustomer, type TestBackend } from '../testing/testBackend.ts';
import { billingBackend, billingCalls, eur, MONTHLY, plusDays, type Subscription } from './subscriptionTestSupport.ts';

// The demo's price migration (seed/commerce.ts): Premium Monthly goes to EUR 11.99 / GBP 10.99 / BRL 44.90 forty
// days after the first start, with consent taken until thirty days after. The backend starts at `seeded`.
describe('a price migration', () => {
  let backend: TestBackend;
  let calls: ReturnType<typeof billingCalls>;
  let seeded: string;
  beforeAll(async () => {
    backend = await billingBackend();
    calls = billingCalls(backend);
    seeded = backend.clock.now.toISOString();
  });
  afterAll(() => backend.close());

  const migration = (customerConfirmed: boolean) => ({
    newPrice: eur(1199), effectiveAt: plusDays(seeded, 40), deadline: plusDays(seeded, 30), customerConfirmed,
  });

  describe('the demo subscriber', () => {
    it('is fan@ringside.test on Premium Monthly since 10 days before the first start, with a Visa ending 4242 and an invoice, asked to consent', async () => {
      const fan = { headers: { ...headers(), ...bearer(await signInCustomer(backend, 'ringside')) } };
      const subscriptions = (await backend.app.inject({ url: '/api/v2/customer/subscriptions', headers: fan.headers })).json().subscriptions as Subscription[];
      expect(subscriptions).toEqual([
        expect.objectContaining({
          licenceId: MONTHLY, status: 'ACTIVE', source: 'PURCHASE', currentPeriodStart: plusDays(seeded, -10), cancelAtPeriodEnd: false,
          card: expect.objectContaining({ brand: 'visa', last4: '4242' }), nextCharge: expect.objectContaining({ amount: eur(999) }),
          upcomingPriceMigration: migration(false),
        }),
      ]);
      const cards = (await backend.app.inject({ url: '/api/v2/customer/cards', headers: fan.headers })).json().cards;
      expect(cards).toEqual([expect.objectContaining({ brand: 'visa', last4: '4242', isDefault: true })]);
      const history = (await backend.app.inject({ method: 'POST', url: '/api/v2/customer/history/payment', headers: fan.headers, payload: {} })).json().payments;
      expect(history).toEqual([expect.objectContaining({ status: 'SUCCEEDED', amount: eur(999), invoiceNumber: expect.stringMatching(/^INV-/) })]);
      const licences = (await backend.app.inject({ url: '/api/v2/licences', headers: fan.headers })).json().licences;
      expect(licences[0].licenceStatus).toEqual({ upcomingPriceMigration: migration(false) });
      expect(licences[1].licenceStatus).toEqual({ upcomingPriceMigration: null });
      // Nobody else is asked.
      const guest = (await backend.app.inject({ url: '/api/v2/licences', headers: headers() })).json().licences;
      expect(guest[0].licenceStatus).toEqual({ upcomingPriceMigration: null });

      const acme = { ...headers('acme'), ...bearer(await signInCustomer(backend, 'acme')) };
      const acmeSubscriptions = (await backend.app.inject({ url: '/api/v2/customer/subscriptions', headers: acme })).json().subscriptions;
      expect(acmeSubscriptions).toEqual([expect.objectContaining({ licenceId: '101', status: 'ACTIVE', nextCharge: expect.objectContaining({ amount: { amount: 799, currency: 'USD', scale: 2 } }) })]);
    });

    it('is created once: starting again never resets what the fan did', async () => {
      await seedDemoData(backend.database, new Date(backend.clock.now.getTime() + 3_600_000));
      const [counts] = await backend.database.query<{ subscriptions: number; payments: number; migrations: number }>(
        `select (select count(*)::int from subscription s join app_user u on u.id = s.user_id where u.email = 'fan@ringside.test') as subscriptions,
                (select count(*)::int from payment p join app_user u on u.id = p.user_id where u.email = 'fan@ringside.test') as payments,
                (select count(*)::int from price_migration) as migrations`,
      );
      expect(counts).toEqual({ subscriptions: 1, payments: 1, migrations: 1 });
    });
  });

  it('charges the new price from its date to a customer who consented, and cancels at the period’s end one who did not', async () => {
    // Subscribed five days after the start: the trial ends on day 12, the first month on day 42 or 43, after the change.
    calls.advanceDays(5);
    const consenting = await calls.customer();
    const silent = await calls.customer();
    const late = await calls.customer();
    // Checkout shows the coming price; buying with it shown is consenting.
    expect((await calls.api.chooseLicence(consenting, MONTHLY)).json().upcomingPriceChange).toEqual({
      newPrice: eur(1199),
      effectiveAt: plusDays(seeded, 40),
    });
    for (const fan of [consenting, silent, late]) await calls.subscribe(fan, MONTHLY);
    expect((await calls.only(silent)).upcomingPriceMigration).toEqual(migration(true));
    // The rest of the story is that of subscribers from before the announcement, who were never shown it.
    await backend.database.query('delete from price_migration_decision where subscription_id in (select id from subscription where user_id = any($1::int[]))', [
      [consenting, silent, late].map((fan) => fan.userId),
    ]);
    const trial = await calls.only(consenting);
    expect(trial.upcomingPriceMigration).toEqual(migration(false));

    const consent = await calls.api.call('POST', `/api/v2/customer/subscriptions/${trial.id}/price-migration/consent`, consenting, {});
    expect(consent.json().subscription.upcomingPriceMigration).toEqual(migration(true));
    // Consenting twice changes nothing.
    expect((await calls.api.call('POST', `/api/v2/customer/subscriptions/${trial.id}/price-migration/consent`, consenting, {})).statusCode).toBe(200);
    const licences = (await calls.api.call('GET', '/api/v2/licences', consenting)).json().licences;
    expect(licences[0].licenceStatus.upcomingPriceMigration).toEqual(migration(true));

    // The first month is charged before the change: the old price for everyone.
    await calls.runBillingAt(trial.currentPeriodEnd);
    for (const fan of [consenting, silent, late]) expect((await calls.renewalPayments(fan)).map((payment) => payment.total)).toEqual([999]);
    const month = await calls.only(consenting);
    expect(month.nextCharge).toEqual({ amount: eur(1199), date: month.currentPeriodEnd });
    expect((await calls.only(silent)).nextCharge).toEqual({ amount: eur(999), date: month.currentPeriodEnd });

    // Until the deadline nothing happens to those who have not answered.
    await calls.runBillingAt(plusDays(seeded, 29));
    expect((await calls.only(silent)).cancelAtPeriodEnd).toBe(false);
    await calls.runBillingAt(plusDays(seeded, 30));
    const cancelled = await calls.only(silent);
    expect(cancelled).toMatchObject({ status: 'ACTIVE', cancelAtPeriodEnd: true, nextCharge: null, upcomingPriceMigration: migration(false) });
    expect((await calls.mailTo(silent))[0]).toMatchObject({ subject: 'Your subscription will end' });
    expect((await calls.only(consenting)).cancelAtPeriodEnd).toBe(false);
    const tooLate = await calls.api.call('POST', `/api/v2/customer/subscriptions/${cancelled.id}/price-migration/consent`, silent, {});
    expect(tooLate.statusCode).toBe(409);
    expect(tooLate.json().code).toBe('PRICE_MIGRATION_DEADLINE_PASSED');
    // Another run does not tell them again.
    await calls.runBilling();
    expect((await calls.mailTo(silent)).filter((mail) => mail.subject === 'Your subscription will end')).toHaveLength(1);

    // One who reactivates after the deadline stays on, at the new price.
    const lateOne = await calls.only(late);
    const reactivated = await calls.api.call('POST', `/api/v2/customer/subscriptions/${lateOne.id}/reactivate`, late, {});
    expect(reactivated.json().subscription).toMatchObject({ cancelAtPeriodEnd: false, upcomingPriceMigration: migration(true), nextCharge: { amount: eur(1199) } });

    await calls.runBillingAt(month.currentPeriodEnd);
    expect((await calls.renewalPayments(consenting)).map((payment) => payment.total)).toEqual([999, 1199]);
    expect((await calls.renewalPayments(late)).map((payment) => payment.total)).toEqual([999, 1199]);
    expect((await calls.renewalPayments(silent)).map((payment) => payment.total)).toEqual([999]);
    expect(await calls.only(silent)).toMatchObject({ status: 'CANCELLED' });
    // Charged, the migration is history: the price is the new one from now on.
    expect(await calls.only(consenting)).toMatchObject({ upcomingPriceMigration: null, nextCharge: { amount: eur(1199) } });
    const none = await calls.api.call('POST', `/api/v2/customer/subscriptions/${month.id}/price-migration/consent`, consenting, {});
    expect(none.json().code).toBe('NO_PRICE_MIGRATION');
  });
});
