import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commerceCalls, moneyAmountsIn, newCustomer, type TestCustomer } from '../payment/paymentTestSupport.ts';
import { bearer, checkInGuest, headers, signInCustomer, testBackend, type TestBackend } from '../testing/testBackend.ts';

// Ringside's demo (seed/licences.ts, seed/commerce.ts): Premium Monthly (1) EUR 9.99 / GBP 8.99 / BRL 39.90 with a
// 7-day trial, Premium Yearly (2), and the pay-per-view of event 4 (3) EUR 19.99 / GBP 17.99 / BRL 79.90.
// Vouchers RINGSIDE20 (20 % first period), KNOCKOUT (€5/£4/R$20 off Premium Monthly, forever), FREEFIGHT (100 %
// forever, 100 uses), EXPIRED10 (ran out last year). The demo GeoIP: 192.0.2.x is Brazil, 203.0.113.x Britain.
const eur = (amount: number) => ({ amount, currency: 'EUR', scale: 2 });
const PPV = '3';
const MONTHLY = '1';

describe('the basket: what a customer is about to buy, priced by the backend', () => {
  let backend: TestBackend;
  let api: ReturnType<typeof commerceCalls>;
  beforeAll(async () => {
    backend = await testBackend({ config: { rateLimitScale: 100 } });
    api = commerceCalls(backend.app);
  });
  afterAll(() => backend.close());

  async function customerWith(licenceId: string, address?: { countryCode: string; postalCode?: string; region?: string }, extra = {}) {
    const customer = await newCustomer(backend, 'ringside', extra);
    if (address) expect((await api.setAddress(customer, address)).statusCode).toBe(200);
    expect((await api.chooseLicence(customer, licenceId)).statusCode).toBe(200);
    return customer;
  }
  const basketOf = async (customer: TestCustomer) => (await api.basket(customer)).json();

  it('is empty, not missing, before the customer chooses anything', async () => {
    const customer = await newCustomer(backend);
    const response = await api.basket(customer);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: null, licenceId: null, basketItems: [], availablePaymentProviders: [], total: null, voucher: null, trial: null,
      billingAddress: null, needsPaymentMethod: false,
    });
  });

  it('charges a customer in Lisbon €19.99 for the pay-per-view, VAT of 23 % included', async () => {
    const basket = await basketOf(await customerWith(PPV, { countryCode: 'PT', postalCode: '1100-148' }));
    expect(basket).toMatchObject({
      licenceId: PPV,
      currency: 'EUR',
      total: eur(1999),
      tax: eur(374),
      totalExcTax: eur(1625),
      totalDiscount: eur(0),
      taxInclusive: true,
      taxRateEstimated: false,
      taxRateBasisPoints: 2300,
      taxCountryCode: 'PT',
      trial: null,
      needsPaymentMethod: true,
      billingAddress: { countryCode: 'PT', postalCode: '1100-148' },
    });
    expect(basket.basketItems).toEqual([
      expect.objectContaining({
        kind: 'LICENCE', licenceId: PPV, name: 'Ringside Championship 12 (pay-per-view)', periods: 1,
        catalogPrice: eur(1999), discount: eur(0), tax: eur(374), total: eur(1999), totalExcTax: eur(1625),
      }),
    ]);
    expect(basket.availablePaymentProviders.map((provider: { name: string }) => provider.name)).toEqual(['TEST_CARD', 'TEST_PAYPAL']);
    expect(moneyAmountsIn(basket).every(Number.isInteger)).toBe(true);
  });

  it('bills a customer in Britain in pounds with 20 % VAT, and one in New York in euros with sales tax on top', async () => {
    const london = await basketOf(await customerWith(PPV, { countryCode: 'GB' }));
    expect(london).toMatchObject({ total: { amount: 1799, currency: 'GBP', scale: 2 }, tax: { amount: 300, currency: 'GBP' }, taxInclusive: true });
    const newYork = await basketOf(await customerWith(PPV, { countryCode: 'US', region: 'NY' }));
    // No dollar price: the licence's default currency; 8.53 % of €19.99 is €1.71, added.
    expect(newYork).toMatchObject({ totalExcTax: eur(1999), tax: eur(171), total: eur(2170), taxInclusive: false, taxRateEstimated: false });
    const somewhereInTheUs = await basketOf(await customerWith(PPV, { countryCode: 'US' }));
    expect(somewhereInTheUs).toMatchObject({ taxRateEstimated: true, taxRateBasisPoints: 750 });
  });

  it('estimates the tax from where the viewer is when there is no billing address yet, then follows the address', async () => {
    const customer = await customerWith(PPV, undefined, { 'x-client-ip': '192.0.2.10' });
    expect(await basketOf(customer)).toMatchObject({
      currency: 'BRL', total: { amount: 7990, currency: 'BRL', scale: 2 }, tax: { amount: 997 }, taxRateEstimated: true, taxCountryCode: 'BR',
      billingAddress: null,
    });
    const moved = (await api.setAddress(customer, { countryCode: 'pt' })).json();
    expect(moved).toMatchObject({ currency: 'EUR', total: eur(1999), taxRateEstimated: false, taxCountryCode: 'PT' });

    const nowhere = await basketOf(await customerWith(PPV));
    expect(nowhere).toMatchObject({ total: eur(1999), tax: eur(0), taxRateEstimated: true, taxCountryCode: null });
  });

  it('refuses a billing country that is not one, unknown (ZZ) included', async () => {
    const customer = await newCustomer(backend);
    for (const countryCode of ['ZZ', 'QQ', 'EU']) {
      const refused = await api.setAddress(customer, { countryCode });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().code).toBe('COUNTRY_INVALID');
    }
    expect((await api.setAddress(customer, { countryCode: 'PT', postalCode: 'Lisboa\u00e7' })).json().code).toBe('VALIDATION_FAILED');
  });

  it('shows a new subscriber nothing due today and the first charge on the trial’s last day', async () => {
    const basket = await basketOf(await customerWith(MONTHLY, { countryCode: 'PT' }));
    const trialEnd = new Date(backend.clock.now.getTime() + 7 * 86_400_000).toISOString();
    expect(basket).toMatchObject({
      total: eur(0),
      tax: eur(0),
      trial: { days: 7, dueAfterTrial: { amount: eur(999), date: trialEnd } },
      needsPaymentMethod: true,
    });
    // A trial takes a card (checked for nothing) so that the renewals can be charged.
    expect(basket.availablePaymentProviders.map((provider: { name: string }) => provider.name)).toEqual(['TEST_CARD']);
  });

  describe('voucher codes', () => {
    it('takes 20 % off the pay-per-view with RINGSIDE20, typed in any case, before the VAT is worked out', async () => {
      const customer = await customerWith(PPV, { countryCode: 'PT' });
      const basket = (await api.applyVoucher(customer, '  ringside20 ')).json();
      expect(basket.voucher).toEqual({
        code: 'RINGSIDE20', isValid: true, reason: null, description: '20% off your first period', duration: 'FIRST_PERIOD', discount: eur(400),
      });
      expect(basket).toMatchObject({ totalDiscount: eur(400), total: eur(1599), tax: eur(299), totalExcTax: eur(1300) });
    });

    it('takes €5 off every month of Premium Monthly with KNOCKOUT: the first charge after the trial is €4.99', async () => {
      const customer = await customerWith(MONTHLY, { countryCode: 'PT' });
      const basket = (await api.applyVoucher(customer, 'KNOCKOUT')).json();
      expect(basket.voucher).toMatchObject({ isValid: true, duration: 'FOREVER', discount: eur(500) });
      expect(basket).toMatchObject({ total: eur(0), trial: { dueAfterTrial: { amount: eur(499) } } });
      const inPounds = await customerWith(MONTHLY, { countryCode: 'GB' });
      expect((await api.applyVoucher(inPounds, 'KNOCKOUT')).json().trial.dueAfterTrial.amount).toEqual({ amount: 499, currency: 'GBP', scale: 2 });
    });

    it('makes the basket free for good with FREEFIGHT: nothing to pay ever, so only the zero-balance wallet is offered', async () => {
      for (const licenceId of [PPV, MONTHLY]) {
        const basket = (await api.applyVoucher(await customerWith(licenceId, { countryCode: 'PT' }), 'FREEFIGHT')).json();
        expect(basket).toMatchObject({ total: eur(0), needsPaymentMethod: false });
        expect(basket.availablePaymentProviders.map((provider: { name: string }) => provider.name)).toEqual(['ZERO_BALANCE']);
      }
    });

    it('answers each code that does not apply with 200, isValid false and the reason, and charges the full price', async () => {
      const customer = await customerWith(PPV, { countryCode: 'PT' });
      const reasons: Record<string, string> = { EXPIRED10: 'VOUCHER_EXPIRED', NOSUCHCODE: 'VOUCHER_NOT_FOUND', KNOCKOUT: 'VOUCHER_NOT_FOR_LICENCE' };
      for (const [code, reason] of Object.entries(reasons)) {
        const response = await api.applyVoucher(customer, code);
        expect(response.statusCode).toBe(200);
        expect(response.json().voucher).toEqual({ code, isValid: false, reason, description: null, duration: null, discount: null });
        expect(response.json()).toMatchObject({ total: eur(1999), totalDiscount: eur(0) });
      }
    });

    it('tells a customer who used a code before, a code that has run out, and one not sold in their currency', async () => {
      const db = backend.database;
      const [realmVoucher] = await db.query<{ id: number }>(`select id from voucher where code = 'RINGSIDE20'`);
      const used = await customerWith(PPV, { countryCode: 'PT' });
      await db.query(`insert into basket (id, realm_id, user_id, status, created_at, updated_at) values (gen_random_uuid(), 1, $1, 'PAID', now(), now())`, [used.userId]);
      const [paidBasket] = await db.query<{ id: string }>(`select id from basket where user_id = $1 and status = 'PAID'`, [used.userId]);
      await db.query(
        `insert into payment (id, realm_id, user_id, basket_id, idempotency_key, request_hash, provider, currency, scale, net_amount,
                              discount_amount, tax_amount, total_amount, status, return_url, description, purchase, created_at, updated_at)
         values (gen_random_uuid(), 1, $1, $2, 'earlier-payment', 'x', 'TEST_CARD', 'EUR', 2, 0, 0, 0, 0, 'SUCCEEDED', '/', 'x', '{}', now(), now())`,
        [used.userId, paidBasket!.id],
      );
      const [payment] = await db.query<{ id: string }>(`select id from payment where user_id = $1`, [used.userId]);
      await db.query(`insert into voucher_redemption (voucher_id, user_id, payment_id, redeemed_at) values ($1, $2, $3, now())`, [
        realmVoucher!.id, used.userId, payment!.id,
      ]);
      expect((await api.applyVoucher(used, 'RINGSIDE20')).json().voucher.reason).toBe('VOUCHER_ALREADY_USED');

      const [oneOff] = await db.query<{ id: number }>(
        `insert into voucher (realm_id, code, kind, percent_basis_points, duration, max_redemptions) values (1, 'ONEOFF', 'PERCENT', 5000, 'FIRST_PERIOD', 1) returning id`,
      );
      await db.query(`insert into voucher_redemption (voucher_id, user_id, payment_id, redeemed_at) values ($1, $2, $3, now())`, [
        oneOff!.id, used.userId, payment!.id,
      ]);
      const latecomer = await customerWith(PPV, { countryCode: 'PT' });
      expect((await api.applyVoucher(latecomer, 'ONEOFF')).json().voucher.reason).toBe('VOUCHER_EXHAUSTED');

      const [dollars] = await db.query<{ id: number }>(
        `insert into voucher (realm_id, code, kind, duration) values (1, 'FIVEDOLLARS', 'FIXED', 'FOREVER') returning id`,
      );
      await db.query(`insert into voucher_amount (voucher_id, currency, amount, scale) values ($1, 'USD', 500, 2)`, [dollars!.id]);
      expect((await api.applyVoucher(latecomer, 'FIVEDOLLARS')).json().voucher.reason).toBe('VOUCHER_NOT_IN_CURRENCY');
    });

    it('clears the code when the customer chooses another licence, and removes it on request', async () => {
      const customer = await customerWith(PPV, { countryCode: 'PT' });
      expect((await api.applyVoucher(customer, 'RINGSIDE20')).json().voucher.isValid).toBe(true);
      expect((await api.chooseLicence(customer, MONTHLY)).json().voucher).toBeNull();
      await api.applyVoucher(customer, 'KNOCKOUT');
      const removed = await api.call('DELETE', '/api/v2/basket/voucher', customer);
      expect(removed.json()).toMatchObject({ voucher: null, trial: { dueAfterTrial: { amount: eur(999) } } });
    });

    it('asks for a licence before a code, and refuses codes where the realm takes none', async () => {
      const empty = await newCustomer(backend);
      expect((await api.applyVoucher(empty, 'RINGSIDE20')).json().code).toBe('BASKET_EMPTY');
      const acmeCustomer = await newCustomer(backend, 'acme');
      await api.chooseLicence(acmeCustomer, '101');
      const refused = await api.applyVoucher(acmeCustomer, 'RINGSIDE20');
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('VOUCHERS_DISABLED');
    });
  });

  describe('choosing a licence', () => {
    it('refuses a licence the customer already holds, and another realm’s', async () => {
      const fan = { userId: 0, realm: 'ringside', headers: { ...headers('ringside'), ...bearer(await signInCustomer(backend, 'ringside')) } };
      const held = await api.chooseLicence(fan, MONTHLY);
      expect(held.statusCode).toBe(409);
      expect(held.json().code).toBe('ALREADY_LICENSED');
      expect((await api.chooseLicence(fan, '101')).statusCode).toBe(404);
    });

    it('refuses the pay-per-view of an event that has ended', async () => {
      await backend.database.query(
        `insert into licence (id, realm_id, kind, name, description, live_event_id, position) values (90, 1, 'PAY_PER_VIEW', '{"en":"Old fight night"}', '{"en":"Over"}', 7, 9)`,
      );
      await backend.database.query(`insert into licence_amount (licence_id, currency, amount, scale, is_default) values (90, 'EUR', 999, 2, true)`);
      const refused = await api.chooseLicence(await newCustomer(backend), '90');
      expect(refused.statusCode).toBe(409);
      expect(refused.json().code).toBe('LICENCE_NOT_ON_SALE');
    });

    it('tells, and refuses to take payment, when the event in the basket ends before the customer pays', async () => {
      const customer = await customerWith(PPV, { countryCode: 'PT' });
      expect((await basketOf(customer)).problem).toBeNull();
      const started = backend.clock.now;
      try {
        // Event 4 starts a day and 3 hours after the demo's start and lasts 6 hours.
        backend.clock.now = new Date(started.getTime() + 2 * 86_400_000);
        const late = await newCustomer(backend);
        await backend.database.query(`update basket set user_id = $1 where user_id = $2 and status = 'OPEN'`, [late.userId, customer.userId]);
        expect((await basketOf(late)).problem).toBe('LICENCE_NOT_ON_SALE');
        const refused = await api.pay(late, { provider: 'ZERO_BALANCE', returnUrl: '/' });
        expect(refused.statusCode).toBe(409);
        expect(refused.json().code).toBe('LICENCE_NOT_ON_SALE');
      } finally {
        backend.clock.now = started;
      }
    });
  });

  it('is for customers: a visitor is asked to sign in, a guest to make an account', async () => {
    const nobody = await backend.app.inject({ url: '/api/v2/basket', headers: headers() });
    expect(nobody.statusCode).toBe(401);
    expect(nobody.json().code).toBe('UNAUTHENTICATED');
    const guest = await backend.app.inject({
      method: 'PUT', url: '/api/v2/basket/licence', headers: { ...headers(), ...bearer((await checkInGuest(backend.app)).authorisationToken) },
      payload: { licenceId: PPV },
    });
    expect(guest.statusCode).toBe(403);
    expect(guest.json().code).toBe('ACCOUNT_REQUIRED');
  });
});
