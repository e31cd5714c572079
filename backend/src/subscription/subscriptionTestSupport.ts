// Helpers for the subscription and gift tests: a backend whose clock can run
// for months (access tokens outlive the moves), customers who subscribe
// through the real checkout, and the renewal job driven through its admin route.
import { expect } from 'vitest';
import { listSentMail } from '../mail/mailbox.ts';
import { CARDS, cardToken, commerceCalls, newCustomer, type TestCustomer } from '../payment/paymentTestSupport.ts';
import { bearer, headers, signInAdmin, testBackend, type TestBackend } from '../testing/testBackend.ts';

export { CARDS };
export const DAY_MINUTES = 24 * 60;
export const MONTHLY = '1';
export const YEARLY = '2';
export const PPV = '3';
export const eur = (amount: number) => ({ amount, currency: 'EUR', scale: 2 });

/** A backend for stories that run for months: tokens last three years, rate limits stay out of the way. */
export function billingBackend(): Promise<TestBackend> {
  return testBackend({ config: { rateLimitScale: 100, accessTokenTtlSeconds: 3 * 366 * 86_400 } });
}

let address = 0;

export function billingCalls(backend: TestBackend) {
  const api = commerceCalls(backend.app);
  let adminToken: string | null = null;
  const admin = async (realm = 'ringside') => {
    adminToken ??= await signInAdmin(backend, realm);
    return { ...headers(realm), ...bearer(adminToken) };
  };

  /** A customer billed in Portugal (EUR, VAT included), from an address of their own (guess limits count per address). */
  async function customer(realm = 'ringside'): Promise<TestCustomer> {
    address += 1;
    const created = await newCustomer(backend, realm, { 'x-client-ip': `10.${Math.floor(address / 250)}.${address % 250}.7` });
    const billing = realm === 'acme' ? { countryCode: 'US', region: 'NY' } : { countryCode: 'PT' };
    expect((await api.setAddress(created, billing)).statusCode).toBe(200);
    return created;
  }

  /** Buys `licenceId` by card through checkout (a new subscriber gets the 7-day trial); answers the payment. */
  async function subscribe(buyer: TestCustomer, licenceId: string, options: { card?: string; voucher?: string } = {}) {
    expect((await api.chooseLicence(buyer, licenceId)).statusCode).toBe(200);
    if (options.voucher) expect((await api.applyVoucher(buyer, options.voucher)).json().voucher.isValid).toBe(true);
    const token = await cardToken(backend.app, options.card ?? CARDS.visa, buyer.realm);
    const { payment } = (await api.pay(buyer, { provider: 'TEST_CARD', cardToken: token, returnUrl: '/account' })).json();
    expect(payment.status).toBe('SUCCEEDED');
    return payment;
  }

  async function subscriptions(buyer: TestCustomer) {
    const response = await api.call('GET', '/api/v2/customer/subscriptions', buyer);
    expect(response.statusCode).toBe(200);
    return response.json().subscriptions as Subscription[];
  }

  async function only(buyer: TestCustomer): Promise<Subscription> {
    const [subscription] = await subscriptions(buyer);
    if (!subscription) throw new Error('no subscription');
    return subscription;
  }

  /** Runs the renewal job for the realm at the backend's clock (POST /admin/billing/run). */
  async function runBilling(realm = 'ringside') {
    const response = await backend.app.inject({ method: 'POST', url: '/api/v2/admin/billing/run', headers: await admin(realm), payload: {} });
    expect(response.statusCode).toBe(200);
    return response.json();
  }

  /** Moves the clock to `at` (never back) plus a minute, and runs the job. */
  async function runBillingAt(at: string | Date, realm = 'ringside') {
    const target = new Date(new Date(at).getTime() + 60_000);
    if (target > backend.clock.now) backend.clock.now = target;
    return runBilling(realm);
  }

  const advanceDays = (days: number) => backend.clock.advanceMinutes(days * DAY_MINUTES);

  /** The provider's record of every charge of the customer (what money actually moved). */
  const charges = (buyer: TestCustomer) =>
    backend.database.query<{ amount: number; status: string; purpose: string }>(
      `select t.amount::int as amount, t.status, p.purpose from test_provider_payment t join payment p on p.id = t.payment_id
        where p.user_id = $1 order by t.created_at, p.created_at`,
      [buyer.userId],
    );

  const renewalPayments = (buyer: TestCustomer) =>
    backend.database.query<{ id: string; status: string; declineCode: string | null; total: number; key: string; chargeIndex: number }>(
      `select id, status, decline_code as "declineCode", total_amount::int as total, idempotency_key as key, charge_index as "chargeIndex"
         from payment where user_id = $1 and purpose = 'RENEWAL' order by created_at, id`,
      [buyer.userId],
    );

  async function playability(buyer: TestCustomer, ref: string) {
    const response = await backend.app.inject({ url: `/api/v2/playability?refs=${ref}`, headers: buyer.headers });
    return response.json().titles[0] as { playable: boolean; reason: string | null };
  }

  async function mailTo(buyer: TestCustomer | string) {
    const to = typeof buyer === 'string' ? buyer : (await backend.database.query<{ email: string }>('select email from app_user where id = $1', [buyer.userId]))[0]!.email;
    return listSentMail(backend.database, { to });
  }

  return { api, admin, customer, subscribe, subscriptions, only, runBilling, runBillingAt, advanceDays, charges, renewalPayments, playability, mailTo };
}

export interface Subscription {
  id: string;
  licenceId: string;
  licenceName: string;
  status: 'TRIAL' | 'ACTIVE' | 'PAST_DUE' | 'CANCELLED' | 'EXPIRED';
  source: 'PURCHASE' | 'GIFT';
  trialEndsAt: string | null;
  currentPeriodStart: string;
  currentPeriodEnd: string;
  cancelAtPeriodEnd: boolean;
  nextCharge: { amount: { amount: number; currency: string; scale: number }; date: string } | null;
  card: { id: string; brand: string; last4: string } | null;
  graceEndsAt: string | null;
  upcomingPriceMigration: { newPrice: { amount: number; currency: string; scale: number }; effectiveAt: string; deadline: string; customerConfirmed: boolean } | null;
  pendingChange: { licenceId: string; licenceName: string; effectiveAt: string; newPrice: { amount: number; currency: string; scale: number } } | null;
  endedAt: string | null;
  createdAt: string;
}

/** `date` plus whole calendar months in UTC (what addPeriod does), as an ISO string. */
export function plusMonths(date: string, months: number): string {
  const start = new Date(date);
  const end = new Date(start.getTime());
  const lastDay = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + months + 1, 0)).getUTCDate();
  end.setUTCFullYear(start.getUTCFullYear(), start.getUTCMonth() + months, Math.min(start.getUTCDate(), lastDay));
  return end.toISOString();
}

export const plusDays = (date: string, days: number) => new Date(new Date(date).getTime() + days * 86_400_000).toISOString();
