import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackend, type TestBackend } from '../testing/testBackend.ts';
import { callbackSecret } from './callbackSecret.ts';
import { SIGNATURE_HEADER, signCallback } from './callbackSignature.ts';
import { CARDS, cardToken, commerceCalls, moneyAmountsIn, newCustomer, type TestCustomer } from './paymentTestSupport.ts';

// Paying for Ringside's demo licences (seed/licences.ts) with the test providers (seed/commerce.ts):
// the pay-per-view (3) is EUR 19.99 and has no trial; Premium Monthly (1) is EUR 9.99 after a 7-day trial.
const PPV = '3';
const MONTHLY = '1';
const DAY_MS = 86_400_000;
const eur = (amount: number) => ({ amount, currency: 'EUR', scale: 2 });

describe('paying the basket', () => {
  let backend: TestBackend;
  let api: ReturnType<typeof commerceCalls>;
  beforeAll(async () => {
    backend = await testBackend({ config: { rateLimitScale: 100 } });
    api = commerceCalls(backend.app);
  });
  afterAll(() => backend.close());

  const db = () => backend.database;
  const returnUrl = '/account/payment';

  /** A customer billed in Portugal with `licenceId` in the basket (and a voucher, if given). */
  async function shopper(licenceId: string, voucher?: string, realm = 'ringside'): Promise<TestCustomer> {
    const customer = await newCustomer(backend, realm);
    const address = realm === 'acme' ? { countryCode: 'US', region: 'NY' } : { countryCode: 'PT' };
    expect((await api.setAddress(customer, address)).statusCode).toBe(200);
    expect((await api.chooseLicence(customer, licenceId)).statusCode).toBe(200);
    if (voucher) expect((await api.applyVoucher(customer, voucher)).json().voucher.isValid).toBe(true);
    return customer;
  }

  async function payByCard(customer: TestCustomer, number: string, extra: object = {}, key?: string) {
    const token = await cardToken(backend.app, number, customer.realm);
    return api.pay(customer, { provider: 'TEST_CARD', cardToken: token, returnUrl, ...extra }, key);
  }

  const entitlementsOf = (userId: number) =>
    db().query<{ licenceId: number; source: string; endsAt: Date | null }>(
      `select licence_id as "licenceId", source, ends_at as "endsAt" from entitlement where user_id = $1`,
      [userId],
    );
  const chargesOf = (paymentIds: string[]) =>
    db().query<{ status: string; amount: number }>('select status, amount from test_provider_payment where payment_id = any($1::uuid[])', [paymentIds]);
  const paymentsOf = (userId: number) =>
    db().query<{ id: string; status: string; declineCode: string | null }>(
      `select id, status, decline_code as "declineCode" from payment where user_id = $1 order by created_at`,
      [userId],
    );
  const invoicesOf = (userId: number) => db().query<{ number: string; total: number }>('select number, total_amount as total from invoice where user_id = $1', [userId]);

  /** The customer approves (or fails) at the provider's page the redirect sent them to; answers the page they land on. */
  async function decideAt(redirectUrl: string, decision: 'approve' | 'decline') {
    const url = new URL(redirectUrl, 'http://localhost');
    const page = await backend.app.inject({ url: redirectUrl });
    expect(page.statusCode).toBe(200);
    return backend.app.inject({
      method: 'POST',
      url: url.pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ decision, return: url.searchParams.get('return')! }).toString(),
    });
  }

  it('lists the realm’s payment providers, the card field’s details with the card provider', async () => {
    const ringside = (await api.call('GET', '/api/v2/payment-providers', await newCustomer(backend))).json().paymentProviders;
    expect(ringside).toEqual([
      {
        name: 'TEST_CARD', paymentProviderType: 'CREDIT_CARD', paymentProviderGroupType: 'CREDIT_CARD', targetPaymentProvider: 'RINGSIDE_SANDBOX',
        details: { publishableKey: 'pk_test_ringside_demo', fieldPath: '/provider/test-card/field', tokenPath: '/provider/test-card/tokens' },
      },
      expect.objectContaining({ name: 'TEST_PAYPAL', paymentProviderType: 'PAYPAL', details: { publishableKey: null, fieldPath: null, tokenPath: null } }),
      expect.objectContaining({ name: 'ZERO_BALANCE', paymentProviderType: 'WALLET' }),
    ]);
    const acme = (await api.call('GET', '/api/v2/payment-providers', await newCustomer(backend, 'acme'))).json().paymentProviders;
    expect(acme.map((provider: { name: string }) => provider.name)).toEqual(['TEST_CARD', 'ZERO_BALANCE']);
  });

  describe('with the test cards', () => {
    it('buys the pay-per-view with 4242 4242 4242 4242: paid, invoiced, granted for good, nothing else charged', async () => {
      const customer = await shopper(PPV);
      const response = await payByCard(customer, CARDS.visa);
      expect(response.statusCode).toBe(200);
      const { payment } = response.json();
      expect(payment).toMatchObject({
        status: 'SUCCEEDED', declineCode: null, redirectUrl: null, amount: eur(1999), provider: 'TEST_CARD', licenceId: PPV,
        trialDays: 0, card: { brand: 'visa', last4: '4242' },
      });
      expect(payment.invoiceId).toMatch(/^\d+$/);
      expect(await entitlementsOf(customer.userId)).toEqual([{ licenceId: 3, source: 'PURCHASE', endsAt: null }]);
      expect(await invoicesOf(customer.userId)).toEqual([{ number: expect.stringMatching(/^INV-\d{6}$/), total: 1999 }]);
      expect(await chargesOf([payment.id])).toEqual([{ status: 'SUCCEEDED', amount: 1999 }]);
      // The basket is paid: the next one starts empty, and the licence is now held.
      expect((await api.basket(customer)).json()).toMatchObject({ id: null, basketItems: [] });
      expect((await api.chooseLicence(customer, PPV)).json().code).toBe('ALREADY_LICENSED');
      const playable = await backend.app.inject({ url: '/api/v2/playability?refs=LIVE_EVENT:4', headers: customer.headers });
      expect(playable.json().titles[0]).toMatchObject({ reason: 'NOT_STARTED' });
      // A one-off purchase keeps no card unless asked.
      expect((await api.call('GET', '/api/v2/customer/cards', customer)).json().cards).toEqual([]);
    });

    it('keeps money as integers, in the database as in the answers', async () => {
      const customer = await shopper(PPV, 'RINGSIDE20');
      const { payment } = (await payByCard(customer, CARDS.mastercard)).json();
      expect(payment).toMatchObject({ status: 'SUCCEEDED', amount: eur(1599), card: { brand: 'mastercard', last4: '4444' } });
      const [stored] = await db().query<Record<string, string>>(
        `select pg_typeof(net_amount)::text as net, pg_typeof(tax_amount)::text as tax, pg_typeof(total_amount)::text as total,
                total_amount::text as "totalText", jsonb_typeof(purchase->'lines'->0->'total'->'amount') as "jsonAmount"
           from payment where id = $1`,
        [payment.id],
      );
      expect(stored).toEqual({ net: 'bigint', tax: 'bigint', total: 'bigint', totalText: '1599', jsonAmount: 'number' });
      const invoice = (await api.call('GET', `/api/v2/customer/invoices/${payment.invoiceId}`, customer)).json().invoice;
      expect(invoice).toMatchObject({ total: eur(1599), totalDiscount: eur(400), tax: eur(299), totalExcTax: eur(1300), taxInclusive: true, taxRateBasisPoints: 2300 });
      for (const amount of [...moneyAmountsIn(payment), ...moneyAmountsIn(invoice)]) expect(Number.isSafeInteger(amount)).toBe(true);
    });

    it('is declined with 4000 0000 0000 0002: nothing charged or granted, the basket stays open for another card', async () => {
      const customer = await shopper(PPV);
      const { payment } = (await payByCard(customer, CARDS.declined)).json();
      expect(payment).toMatchObject({ status: 'DECLINED', declineCode: 'CARD_DECLINED', invoiceId: null, amount: eur(1999) });
      expect(await entitlementsOf(customer.userId)).toEqual([]);
      expect(await invoicesOf(customer.userId)).toEqual([]);
      expect(await chargesOf([payment.id])).toEqual([{ status: 'DECLINED', amount: 1999 }]);
      expect((await api.basket(customer)).json()).toMatchObject({ licenceId: PPV, total: eur(1999) });
      expect((await api.payment(customer, payment.id)).json().payment.status).toBe('DECLINED');

      const again = (await payByCard(customer, CARDS.visa)).json().payment;
      expect(again.status).toBe('SUCCEEDED');
      expect((await paymentsOf(customer.userId)).map((row) => row.status).sort()).toEqual(['DECLINED', 'SUCCEEDED']);
    });

    it('is declined for insufficient funds with 4000 0000 0000 9995', async () => {
      const customer = await shopper(PPV);
      expect((await payByCard(customer, CARDS.insufficientFunds)).json().payment).toMatchObject({ status: 'DECLINED', declineCode: 'INSUFFICIENT_FUNDS' });
      expect(await entitlementsOf(customer.userId)).toEqual([]);
    });

    it('asks the customer to authorise 4000 0025 0000 3155, and completes when they approve at the bank’s page', async () => {
      const customer = await shopper(PPV);
      const { payment } = (await payByCard(customer, CARDS.authorisation)).json();
      expect(payment).toMatchObject({ status: 'REQUIRES_ACTION', invoiceId: null });
      expect(payment.redirectUrl).toBe(`/provider/test-card/authorise/${payment.id}?return=${encodeURIComponent(returnUrl)}`);
      expect(await entitlementsOf(customer.userId)).toEqual([]);

      const page = await backend.app.inject({ url: payment.redirectUrl });
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(page.body).toContain('€19.99');
      const landed = await decideAt(payment.redirectUrl, 'approve');
      expect(landed.body).toContain(`href="${returnUrl}?paymentId=${payment.id}"`);
      expect(landed.body).toContain('http-equiv="refresh"');

      const settled = (await api.payment(customer, payment.id)).json().payment;
      expect(settled).toMatchObject({ status: 'SUCCEEDED', redirectUrl: null });
      expect(settled.invoiceId).not.toBeNull();
      expect(await entitlementsOf(customer.userId)).toEqual([{ licenceId: 3, source: 'PURCHASE', endsAt: null }]);

      // Approving again (a reload, a double click) tells the platform again and changes nothing.
      await decideAt(payment.redirectUrl, 'approve');
      expect(await invoicesOf(customer.userId)).toHaveLength(1);
      expect(await entitlementsOf(customer.userId)).toHaveLength(1);
    });

    it('declines the payment when the customer fails the authorisation', async () => {
      const customer = await shopper(PPV);
      const { payment } = (await payByCard(customer, CARDS.authorisation)).json();
      await decideAt(payment.redirectUrl, 'decline');
      expect((await api.payment(customer, payment.id)).json().payment).toMatchObject({ status: 'DECLINED', declineCode: 'AUTHENTICATION_FAILED' });
      expect(await entitlementsOf(customer.userId)).toEqual([]);
      expect((await api.basket(customer)).json().licenceId).toBe(PPV);
    });

    it('gives up an abandoned authorisation when the customer pays another way, so it can never be captured too', async () => {
      const customer = await shopper(PPV);
      const abandoned = (await payByCard(customer, CARDS.authorisation)).json().payment;
      const paid = (await payByCard(customer, CARDS.visa)).json().payment;
      expect(paid.status).toBe('SUCCEEDED');
      expect((await api.payment(customer, abandoned.id)).json().payment).toMatchObject({ status: 'FAILED', declineCode: 'SUPERSEDED' });
      // The bank's page now says it was cancelled, and approving there captures nothing.
      expect((await backend.app.inject({ url: abandoned.redirectUrl })).body).toContain('cancelled');
      await decideAt(abandoned.redirectUrl, 'approve').catch(() => undefined);
      expect(await chargesOf([abandoned.id, paid.id])).toEqual(
        expect.arrayContaining([{ status: 'CANCELLED', amount: 1999 }, { status: 'SUCCEEDED', amount: 1999 }]),
      );
      expect(await invoicesOf(customer.userId)).toHaveLength(1);
    });

    it('pays with a card saved earlier, by its id', async () => {
      const customer = await shopper(PPV);
      const first = (await payByCard(customer, CARDS.visa, { saveCard: true })).json().payment;
      expect(first.status).toBe('SUCCEEDED');
      const [card] = (await api.call('GET', '/api/v2/customer/cards', customer)).json().cards;
      expect(card).toMatchObject({ brand: 'visa', last4: '4242', isDefault: true });
      await backend.database.query('insert into licence (id, realm_id, kind, name, description, live_event_id, position) values (91, 1, $1, $2, $2, 5, 10)', [
        'PAY_PER_VIEW', '{"en":"Madrid fight night"}',
      ]);
      await backend.database.query(`insert into licence_amount (licence_id, currency, amount, scale, is_default) values (91, 'EUR', 1500, 2, true)`);
      await api.chooseLicence(customer, '91');
      const second = (await api.pay(customer, { provider: 'TEST_CARD', cardId: card.id, returnUrl })).json().payment;
      expect(second).toMatchObject({ status: 'SUCCEEDED', amount: eur(1500), card: { last4: '4242' } });
    });
  });

  describe('subscriptions', () => {
    it('starts a 7-day free trial with a card check of 0 and keeps the card for the renewals', async () => {
      const customer = await shopper(MONTHLY);
      const { payment } = (await payByCard(customer, CARDS.visa)).json();
      expect(payment).toMatchObject({ status: 'SUCCEEDED', amount: eur(0), trialDays: 7 });
      expect(await chargesOf([payment.id])).toEqual([{ status: 'SUCCEEDED', amount: 0 }]);
      const trialEnd = new Date(backend.clock.now.getTime() + 7 * DAY_MS);
      const [subscription] = await db().query<Record<string, unknown>>(
        `select status, trial_ends_at as "trialEndsAt", current_period_end as "periodEnd", price_amount::int as price,
                price_currency as currency, card_id as "cardId", payment_provider as provider
           from subscription where user_id = $1`,
        [customer.userId],
      );
      expect(subscription).toMatchObject({ status: 'TRIAL', trialEndsAt: trialEnd, periodEnd: trialEnd, price: 999, currency: 'EUR', provider: 'TEST_CARD' });
      const cards = (await api.call('GET', '/api/v2/customer/cards', customer)).json().cards;
      expect(cards).toEqual([expect.objectContaining({ id: String(subscription!.cardId), brand: 'visa', isDefault: true })]);
      // Watching lasts the trial and a grace period for the first renewal.
      expect(await entitlementsOf(customer.userId)).toEqual([{ licenceId: 1, source: 'SUBSCRIPTION', endsAt: new Date(trialEnd.getTime() + 3 * DAY_MS) }]);
      const playable = await backend.app.inject({ url: '/api/v2/playability?refs=VIDEO:3', headers: customer.headers });
      expect(playable.json().titles[0].playable).toBe(true);
      // The receipt tells when the first charge falls.
      const [mail] = await db().query<{ body: string }>(
        `select body_text as body from outgoing_mail where to_address like $1 order by id desc limit 1`,
        [`buyer%`],
      );
      expect(mail?.body).toContain('free trial');
    });

    it('charges the first month at once for a customer who had their trial already', async () => {
      const customer = await newCustomer(backend);
      await db().query(
        `insert into subscription (realm_id, user_id, licence_id, status, trial_ends_at, current_period_start, current_period_end,
                                   payment_provider, price_amount, price_currency, price_scale, created_at)
         values (1, $1, 1, 'EXPIRED', now() - interval '60 days', now() - interval '67 days', now() - interval '60 days', 'TEST_CARD', 999, 'EUR', 2, now() - interval '67 days')`,
        [customer.userId],
      );
      await api.setAddress(customer, { countryCode: 'PT' });
      const basket = (await api.chooseLicence(customer, MONTHLY)).json();
      expect(basket).toMatchObject({ trial: null, total: eur(999) });
      const { payment } = (await payByCard(customer, CARDS.visa)).json();
      expect(payment).toMatchObject({ status: 'SUCCEEDED', amount: eur(999), trialDays: 0 });
      const [subscription] = await db().query<Record<string, unknown>>(
        `select status, trial_ends_at as "trialEndsAt", current_period_end as "periodEnd" from subscription where user_id = $1 and status <> 'EXPIRED'`,
        [customer.userId],
      );
      const now = backend.clock.now;
      const monthLater = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, Math.min(now.getUTCDate(), 28)));
      expect(subscription).toMatchObject({ status: 'ACTIVE', trialEndsAt: null });
      expect(Math.abs((subscription!.periodEnd as Date).getTime() - now.getTime() - 30 * DAY_MS)).toBeLessThanOrEqual(2 * DAY_MS);
      expect(monthLater.getTime()).toBeGreaterThan(now.getTime());
    });

    it('needs no card when a voucher makes it free for good: the zero-balance wallet settles it and counts the use', async () => {
      const customer = await shopper(MONTHLY, 'FREEFIGHT');
      const wrong = await payByCard(customer, CARDS.visa);
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({ code: 'PROVIDER_NOT_AVAILABLE', availableProviders: ['ZERO_BALANCE'] });
      const { payment } = (await api.pay(customer, { provider: 'ZERO_BALANCE', returnUrl })).json();
      expect(payment).toMatchObject({ status: 'SUCCEEDED', amount: eur(0), card: null });
      const [subscription] = await db().query<Record<string, unknown>>(
        `select voucher_code as "voucherCode", card_id as "cardId", payment_provider as provider from subscription where user_id = $1`,
        [customer.userId],
      );
      expect(subscription).toEqual({ voucherCode: 'FREEFIGHT', cardId: null, provider: 'ZERO_BALANCE' });
      const [uses] = await db().query<{ n: number }>(
        `select count(*)::int as n from voucher_redemption r join voucher v on v.id = r.voucher_id where v.code = 'FREEFIGHT' and r.user_id = $1`,
        [customer.userId],
      );
      expect(uses!.n).toBe(1);
    });

    it('refuses the zero-balance wallet for anything that costs money', async () => {
      const customer = await shopper(PPV);
      const refused = await api.pay(customer, { provider: 'ZERO_BALANCE', returnUrl });
      expect(refused.json()).toMatchObject({ code: 'PROVIDER_NOT_AVAILABLE', availableProviders: ['TEST_CARD', 'TEST_PAYPAL'] });
    });

    it('counts a voucher’s use once paid, after which the customer cannot use it again', async () => {
      const customer = await shopper(PPV, 'RINGSIDE20');
      expect((await payByCard(customer, CARDS.visa)).json().payment.status).toBe('SUCCEEDED');
      await api.chooseLicence(customer, MONTHLY);
      expect((await api.applyVoucher(customer, 'RINGSIDE20')).json().voucher).toMatchObject({ isValid: false, reason: 'VOUCHER_ALREADY_USED' });
    });
  });

  describe('with the test PayPal', () => {
    it('sends the customer to approve at PayPal, and pays once they do', async () => {
      const customer = await shopper(PPV);
      const { payment } = (await api.pay(customer, { provider: 'TEST_PAYPAL', returnUrl: 'http://ringside.localhost:4000/account/payment' })).json();
      expect(payment.status).toBe('REQUIRES_ACTION');
      expect(payment.redirectUrl).toMatch(new RegExp(`^/provider/test-paypal/checkout/${payment.id}\\?return=`));
      const landed = await decideAt(payment.redirectUrl, 'approve');
      expect(landed.body).toContain(`http://ringside.localhost:4000/account/payment?paymentId=${payment.id}`);
      expect((await api.payment(customer, payment.id)).json().payment).toMatchObject({ status: 'SUCCEEDED', card: null });
    });

    it('fails the payment, charging nothing, when the customer cancels at PayPal', async () => {
      const customer = await shopper(PPV);
      const { payment } = (await api.pay(customer, { provider: 'TEST_PAYPAL', returnUrl })).json();
      await decideAt(payment.redirectUrl, 'decline');
      expect((await api.payment(customer, payment.id)).json().payment).toMatchObject({ status: 'FAILED', declineCode: 'PAYMENT_CANCELLED' });
      expect(await entitlementsOf(customer.userId)).toEqual([]);
    });
  });

  describe('the providers’ signed callback', () => {
    async function waitingPayment() {
      const customer = await shopper(PPV);
      const { payment } = (await payByCard(customer, CARDS.authorisation)).json();
      return { customer, payment };
    }
    const callback = (payload: string, signature?: string) =>
      backend.app.inject({
        method: 'POST',
        url: '/payments/callback/TEST_CARD',
        headers: { 'content-type': 'application/json', ...(signature ? { [SIGNATURE_HEADER]: signature } : {}) },
        payload,
      });

    it('refuses a forged, missing or stale signature and settles nothing', async () => {
      const { customer, payment } = await waitingPayment();
      const body = JSON.stringify({ paymentId: payment.id, status: 'SUCCEEDED', declineCode: null, amount: eur(1999) });
      const forged = await callback(body, signCallback('not-the-shared-secret-at-all-0123456789', body, backend.clock.now));
      expect(forged.statusCode).toBe(401);
      expect(forged.json().code).toBe('SIGNATURE_INVALID');
      expect((await callback(body)).statusCode).toBe(401);
      const secret = await callbackSecret({ db: backend.database, config: backend.config });
      const stale = signCallback(secret, body, new Date(backend.clock.now.getTime() - 10 * 60_000));
      expect((await callback(body, stale)).statusCode).toBe(401);
      // A signature is for the exact body: a changed amount breaks it.
      const tampered = body.replace('1999', '1');
      expect((await callback(tampered, signCallback(secret, body, backend.clock.now))).statusCode).toBe(401);
      expect((await api.payment(customer, payment.id)).json().payment.status).toBe('REQUIRES_ACTION');
      expect(await entitlementsOf(customer.userId)).toEqual([]);
    });

    it('settles once: a repeated callback changes nothing, and one naming another amount is refused', async () => {
      const { customer, payment } = await waitingPayment();
      const secret = await callbackSecret({ db: backend.database, config: backend.config });
      const wrongAmount = JSON.stringify({ paymentId: payment.id, status: 'SUCCEEDED', declineCode: null, amount: eur(1) });
      expect((await callback(wrongAmount, signCallback(secret, wrongAmount, backend.clock.now))).json().code).toBe('AMOUNT_MISMATCH');
      const body = JSON.stringify({ paymentId: payment.id, status: 'SUCCEEDED', declineCode: null, amount: eur(1999) });
      const first = await callback(body, signCallback(secret, body, backend.clock.now));
      expect(first.json()).toEqual({ paymentId: payment.id, status: 'SUCCEEDED' });
      const late = JSON.stringify({ paymentId: payment.id, status: 'DECLINED', declineCode: 'AUTHENTICATION_FAILED', amount: eur(1999) });
      expect((await callback(late, signCallback(secret, late, backend.clock.now))).json()).toEqual({ paymentId: payment.id, status: 'SUCCEEDED' });
      expect((await callback(body, signCallback(secret, body, backend.clock.now))).statusCode).toBe(200);
      expect(await invoicesOf(customer.userId)).toHaveLength(1);
      expect(await entitlementsOf(customer.userId)).toHaveLength(1);
    });
  });

  describe('idempotency: a retried payment never charges twice', () => {
    it('needs an Idempotency-Key of 8 to 64 safe characters', async () => {
      const customer = await shopper(PPV);
      const token = await cardToken(backend.app, CARDS.visa);
      const missing = await api.pay(customer, { provider: 'TEST_CARD', cardToken: token, returnUrl }, null);
      expect(missing.statusCode).toBe(400);
      expect(missing.json().code).toBe('IDEMPOTENCY_KEY_REQUIRED');
      expect((await api.pay(customer, { provider: 'TEST_CARD', cardToken: token, returnUrl }, 'short')).json().code).toBe('IDEMPOTENCY_KEY_INVALID');
      expect((await api.pay(customer, { provider: 'TEST_CARD', cardToken: token, returnUrl }, 'has spaces in it')).json().code).toBe('IDEMPOTENCY_KEY_INVALID');
      expect(await paymentsOf(customer.userId)).toEqual([]);
    });

    it('answers the same payment when the same request is sent again', async () => {
      const customer = await shopper(PPV);
      const body = { provider: 'TEST_CARD', cardToken: await cardToken(backend.app, CARDS.visa), returnUrl };
      const first = (await api.pay(customer, body, 'checkout-attempt-1')).json();
      const second = (await api.pay(customer, body, 'checkout-attempt-1')).json();
      expect(second).toEqual(first);
      expect(await paymentsOf(customer.userId)).toHaveLength(1);
      expect(await chargesOf([first.payment.id])).toHaveLength(1);
      expect(await invoicesOf(customer.userId)).toHaveLength(1);
    });

    it('charges once when the same request arrives several times at once', async () => {
      const customer = await shopper(PPV);
      const body = { provider: 'TEST_CARD', cardToken: await cardToken(backend.app, CARDS.visa), returnUrl };
      const answers = await Promise.all([1, 2, 3].map(() => api.pay(customer, body, 'double-click-key')));
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
      const ids = new Set(answers.map((answer) => answer.json().payment.id));
      expect(ids.size).toBe(1);
      expect(answers.map((answer) => answer.json().payment.status)).toEqual(['SUCCEEDED', 'SUCCEEDED', 'SUCCEEDED']);
      expect(await paymentsOf(customer.userId)).toHaveLength(1);
      expect(await chargesOf([...ids])).toEqual([{ status: 'SUCCEEDED', amount: 1999 }]);
      expect(await invoicesOf(customer.userId)).toHaveLength(1);
      expect(await entitlementsOf(customer.userId)).toHaveLength(1);
    });

    it('pays a basket once even when two attempts with different keys race', async () => {
      const customer = await shopper(PPV);
      const token = await cardToken(backend.app, CARDS.visa);
      const answers = await Promise.all(['race-key-one', 'race-key-two'].map((key) => api.pay(customer, { provider: 'TEST_CARD', cardToken: token, returnUrl }, key)));
      const succeeded = answers.filter((answer) => answer.statusCode === 200 && answer.json().payment.status === 'SUCCEEDED');
      expect(succeeded).toHaveLength(1);
      const other = answers.find((answer) => answer !== succeeded[0])!;
      expect(other.statusCode).toBe(409);
      expect(['BASKET_EMPTY', 'PAYMENT_IN_PROGRESS', 'ALREADY_LICENSED']).toContain(other.json().code);
      const captured = await db().query<{ n: number }>(
        `select count(*)::int as n from test_provider_payment t join payment p on p.id = t.payment_id where p.user_id = $1 and t.status = 'SUCCEEDED'`,
        [customer.userId],
      );
      expect(captured[0]!.n).toBe(1);
    });

    it('refuses the same key with another body, and repeats a decline rather than trying again', async () => {
      const customer = await shopper(PPV);
      const declinedToken = await cardToken(backend.app, CARDS.declined);
      const first = (await api.pay(customer, { provider: 'TEST_CARD', cardToken: declinedToken, returnUrl }, 'attempt-key-42')).json();
      expect(first.payment.status).toBe('DECLINED');
      const reused = await api.pay(customer, { provider: 'TEST_CARD', cardToken: await cardToken(backend.app, CARDS.visa), returnUrl }, 'attempt-key-42');
      expect(reused.statusCode).toBe(409);
      expect(reused.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
      expect((await api.pay(customer, { provider: 'TEST_CARD', cardToken: declinedToken, returnUrl }, 'attempt-key-42')).json()).toEqual(first);
      expect(await paymentsOf(customer.userId)).toHaveLength(1);
    });
  });

  describe('what paying refuses', () => {
    it('an empty basket, a return address off the realm’s domains, and a provider the realm does not take', async () => {
      const customer = await newCustomer(backend);
      const token = await cardToken(backend.app, CARDS.visa);
      expect((await api.pay(customer, { provider: 'TEST_CARD', cardToken: token, returnUrl })).json().code).toBe('BASKET_EMPTY');
      await api.chooseLicence(customer, PPV);
      for (const bad of ['https://evil.example/steal', '//evil.example/x', 'javascript:alert(1)', 'http://ringside.localhost.evil.example/']) {
        expect((await api.pay(customer, { provider: 'TEST_CARD', cardToken: token, returnUrl: bad })).json().code).toBe('RETURN_URL_INVALID');
      }
      expect((await api.pay(customer, { provider: 'STRIPE', cardToken: token, returnUrl })).json().code).toBe('PROVIDER_NOT_AVAILABLE');
      expect((await api.pay(customer, { provider: 'TEST_CARD', returnUrl })).json().code).toBe('PAYMENT_METHOD_REQUIRED');
      expect((await api.pay(customer, { provider: 'TEST_CARD', cardToken: 'tok_made_up_by_someone', returnUrl })).json().code).toBe('CARD_TOKEN_INVALID');
      expect(await paymentsOf(customer.userId)).toEqual([]);
    });
  });

  describe('isolation', () => {
    it('keeps one customer’s baskets, payments, cards and card tokens from another', async () => {
      const alice = await shopper(PPV);
      const aliceToken = await cardToken(backend.app, CARDS.visa);
      const { payment } = (await api.pay(alice, { provider: 'TEST_CARD', cardToken: aliceToken, saveCard: true, returnUrl })).json();
      const [aliceCard] = (await api.call('GET', '/api/v2/customer/cards', alice)).json().cards;

      const bob = await shopper(PPV);
      expect((await api.payment(bob, payment.id)).statusCode).toBe(404);
      expect((await api.payment(bob, 'not-a-payment-id')).json().code).toBe('VALIDATION_FAILED');
      expect((await api.call('GET', `/api/v2/customer/invoices/${payment.invoiceId}`, bob)).statusCode).toBe(404);
      expect((await api.basket(bob)).json().id).not.toBe(payment.basketId);
      expect((await api.pay(bob, { provider: 'TEST_CARD', cardId: aliceCard.id, returnUrl })).statusCode).toBe(404);
      expect((await api.pay(bob, { provider: 'TEST_CARD', cardToken: aliceToken, returnUrl })).json().code).toBe('CARD_TOKEN_INVALID');
      expect((await api.call('DELETE', `/api/v2/customer/cards/${aliceCard.id}`, bob)).statusCode).toBe(404);
      expect((await api.call('POST', `/api/v2/customer/cards/${aliceCard.id}/default`, bob, {})).statusCode).toBe(404);
      expect((await api.call('POST', '/api/v2/customer/history/payment', bob, {})).json().payments).toEqual([]);
      expect(await paymentsOf(bob.userId)).toEqual([]);
    });

    it('keeps realms apart: acme cannot read ringside’s payment nor use its card tokens', async () => {
      const ringsideBuyer = await shopper(PPV);
      const { payment } = (await payByCard(ringsideBuyer, CARDS.visa)).json();
      const acmeBuyer = await shopper('101', undefined, 'acme');
      expect((await api.payment(acmeBuyer, payment.id)).statusCode).toBe(404);
      const ringsideToken = await cardToken(backend.app, CARDS.visa, 'ringside');
      expect((await api.pay(acmeBuyer, { provider: 'TEST_CARD', cardToken: ringsideToken, returnUrl })).json().code).toBe('CARD_TOKEN_INVALID');
      const paid = (await payByCard(acmeBuyer, CARDS.visa)).json().payment;
      expect(paid).toMatchObject({ status: 'SUCCEEDED', amount: { amount: 799 + 68, currency: 'USD', scale: 2 } });
      // Invoice numbers run per realm, without gaps: Acme's first is its demo subscriber's first month (seed/commerce.ts).
      const numbers = await db().query<{ realm: number; number: string }>('select realm_id as realm, number from invoice where realm_id = 2 order by number');
      expect(numbers).toEqual([{ realm: 2, number: 'INV-000001' }, { realm: 2, number: 'INV-000002' }]);
    });
  });
});
