// Helpers for the commerce tests: a fresh customer with a session, a card
// token from the test card provider, and the calls a checkout makes.
import type { FastifyInstance } from 'fastify';
import { bearer, headers, signIn, type TestBackend } from '../testing/testBackend.ts';
import { createAccount } from '../user/accounts.ts';

export interface TestCustomer {
  userId: number;
  realm: string;
  /** Request-contract headers with the customer's bearer token. */
  headers: Record<string, string>;
}

let serial = 0;

/** A new customer of `realm` (1 ringside, 2 acme), signed in. `extra` headers ride on every call (e.g. x-client-ip). */
export async function newCustomer(backend: TestBackend, realm = 'ringside', extra: Record<string, string> = {}): Promise<TestCustomer> {
  serial += 1;
  const email = `buyer${serial}-${Date.now()}@example.com`;
  const realmId = realm === 'acme' ? 2 : 1;
  const userId = await createAccount(backend.database, {
    realmId, email, password: 'buyer-password', role: 'CUSTOMER', status: 'ACTIVE', profileName: `Buyer ${serial}`,
  });
  const token = (await signIn(backend.app, realm, email, 'buyer-password')).authorisationToken;
  return { userId, realm, headers: { ...headers(realm, extra), ...bearer(token) } };
}

export const PUBLISHABLE_KEYS: Record<string, string> = { ringside: 'pk_test_ringside_demo', acme: 'pk_test_acme_demo' };

export const CARDS = {
  visa: '4242 4242 4242 4242',
  mastercard: '5555 5555 5555 4444',
  declined: '4000 0000 0000 0002',
  insufficientFunds: '4000 0000 0000 9995',
  authorisation: '4000 0025 0000 3155',
} as const;

/** A token for `number` from the test card provider, as the card field gets one. */
export async function cardToken(app: FastifyInstance, number: string, realm = 'ringside', expYear = new Date().getUTCFullYear() + 5): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/provider/test-card/tokens',
    payload: { number, expMonth: 12, expYear, cvc: '123', holderName: 'Test Buyer', publishableKey: PUBLISHABLE_KEYS[realm] },
  });
  if (response.statusCode !== 201) throw new Error(`tokenisation failed: ${response.body}`);
  return response.json().token;
}

export function commerceCalls(app: FastifyInstance) {
  const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, customer: TestCustomer, payload?: object, extra: Record<string, string> = {}) =>
    app.inject({ method, url, headers: { ...customer.headers, ...extra }, ...(payload ? { payload } : {}) });
  return {
    call,
    basket: (customer: TestCustomer) => call('GET', '/api/v2/basket', customer),
    chooseLicence: (customer: TestCustomer, licenceId: string | number) =>
      call('PUT', '/api/v2/basket/licence', customer, { licenceId: String(licenceId) }),
    applyVoucher: (customer: TestCustomer, code: string) => call('PUT', '/api/v2/basket/voucher', customer, { code }),
    setAddress: (customer: TestCustomer, address: { countryCode: string; postalCode?: string; region?: string; taxNumber?: string }) =>
      call('PUT', '/api/v2/basket/billing-address', customer, address),
    pay: (customer: TestCustomer, body: object, key: string | null = `key-${Math.random().toString(36).slice(2, 14)}`) =>
      call('POST', '/api/v2/basket/pay', customer, body, key === null ? {} : { 'idempotency-key': key }),
    payment: (customer: TestCustomer, id: string) => call('GET', `/api/v2/payments/${id}`, customer),
  };
}

/** Every amount in a JSON answer is an integer (money is never a float on the wire). */
export function moneyAmountsIn(value: unknown): unknown[] {
  if (Array.isArray(value)) return value.flatMap(moneyAmountsIn);
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const own = 'currency' in record && 'scale' in record && 'amount' in record ? [record['amount']] : [];
    return [...own, ...Object.values(record).flatMap(moneyAmountsIn)];
  }
  return [];
}
