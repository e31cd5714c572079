// Impersonation is for looking and helping (issue 25): an admin in a customer's
// session cannot move the customer's money or credentials; the customer can.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARDS, cardToken, commerceCalls, newCustomer, type TestCustomer } from '../payment/paymentTestSupport.ts';
import { bearer, headers, signIn, signInAdmin, testBackend, type TestBackend } from '../testing/testBackend.ts';

const PPV = '3'; // the €19.99 pay-per-view (seed/licences.ts)
const MONTHLY = '1';
const YEARLY = '2';
const returnUrl = '/account/payment';

describe('while an admin impersonates a customer', () => {
  let backend: TestBackend;
  let api: ReturnType<typeof commerceCalls>;
  let adminToken: string;
  beforeAll(async () => {
    backend = await testBackend({ config: { rateLimitScale: 100 } });
    api = commerceCalls(backend.app);
    adminToken = await signInAdmin(backend, 'ringside');
  });
  afterAll(() => backend.close());

  /** The customer as the admin sees them: the same calls, with the token of an impersonation session. */
  async function impersonated(customer: TestCustomer): Promise<TestCustomer> {
    const issued = await backend.app.inject({
      method: 'POST',
      url: `/api/v2/admin/user/${customer.userId}/impersonation-token`,
      headers: { ...headers(), ...bearer(adminToken) },
    });
    expect(issued.statusCode).toBe(200);
    const opened = await backend.app.inject({
      url: `/api/v2/admin/user/impersonate?token=${encodeURIComponent(issued.json().token)}`,
      headers: headers(),
    });
    expect(opened.statusCode).toBe(200);
    return { ...customer, headers: { ...headers(customer.realm), ...bearer(opened.json().authorisationToken) } };
  }

  async function customerWithSavedCard(): Promise<{ customer: TestCustomer; cardId: string }> {
    const customer = await newCustomer(backend);
    expect((await api.setAddress(customer, { countryCode: 'PT' })).statusCode).toBe(200);
    const saved = await api.call('POST', '/api/v2/customer/cards', customer, { cardToken: await cardToken(backend.app, CARDS.visa) });
    expect(saved.statusCode).toBe(201);
    return { customer, cardId: saved.json().card.id };
  }

  const paymentsOf = (userId: number) =>
    backend.database.query<{ status: string }>('select status from payment where user_id = $1', [userId]);

  it('refuses to pay the pay-per-view with the customer’s saved card, and the customer can', async () => {
    const { customer, cardId } = await customerWithSavedCard();
    const admin = await impersonated(customer);
    // Looking and helping: the admin may show the customer what the basket would cost.
    expect((await api.chooseLicence(admin, PPV)).statusCode).toBe(200);

    const refused = await api.pay(admin, { provider: 'TEST_CARD', cardId, returnUrl });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'IMPERSONATION_READ_ONLY', action: 'PAYMENT', message: expect.stringMatching(/^Paying is for the customer alone/) });
    expect(await paymentsOf(customer.userId)).toEqual([]);
    // The gifts' checkout pays the same basket: refused the same way.
    const gift = await api.call('POST', '/api/v4/basket/pay', admin, { provider: 'TEST_CARD', cardId, returnUrl }, { 'idempotency-key': 'gift-attempt-1' });
    expect(gift.json()).toMatchObject({ code: 'IMPERSONATION_READ_ONLY', action: 'PAYMENT' });
    expect(await paymentsOf(customer.userId)).toEqual([]);

    const paid = await api.pay(customer, { provider: 'TEST_CARD', cardId, returnUrl });
    expect(paid.json().payment).toMatchObject({ status: 'SUCCEEDED', amount: { amount: 1999, currency: 'EUR', scale: 2 } });
  });

  it('refuses to change the password, which keeps working, and the customer can change it', async () => {
    const customer = await newCustomer(backend);
    const [row] = await backend.database.query<{ email: string }>('select email from app_user where id = $1', [customer.userId]);
    const email = row!.email;
    const admin = await impersonated(customer);

    const refused = await api.call('PUT', '/api/v2/user/password', admin, { currentPassword: 'buyer-password', newPassword: 'taken-over-42' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'IMPERSONATION_READ_ONLY', action: 'PASSWORD' });
    await expect(signIn(backend.app, 'ringside', email, 'taken-over-42')).rejects.toThrow(/sign-in failed/);
    await signIn(backend.app, 'ringside', email, 'buyer-password');

    const changed = await api.call('PUT', '/api/v2/user/password', customer, { currentPassword: 'buyer-password', newPassword: 'my-own-choice-7' });
    expect(changed.statusCode).toBe(200);
    await signIn(backend.app, 'ringside', email, 'my-own-choice-7');
  });

  it('refuses to cancel or upgrade a subscription, which stays as it was, and the customer can', async () => {
    const { customer, cardId } = await customerWithSavedCard();
    expect((await api.chooseLicence(customer, MONTHLY)).statusCode).toBe(200);
    expect((await api.pay(customer, { provider: 'TEST_CARD', cardId, returnUrl })).json().payment.status).toBe('SUCCEEDED');
    const [subscription] = (await api.call('GET', '/api/v2/customer/subscriptions', customer)).json().subscriptions;
    const admin = await impersonated(customer);

    const cancel = await api.call('POST', `/api/v2/customer/subscriptions/${subscription.id}/cancel`, admin, {});
    expect(cancel.json()).toMatchObject({ code: 'IMPERSONATION_READ_ONLY', action: 'SUBSCRIPTION' });
    const upgrade = await api.call('POST', `/api/v2/customer/subscriptions/${subscription.id}/change`, admin, { licenceId: YEARLY }, { 'idempotency-key': 'upgrade-attempt-1' });
    expect(upgrade.json()).toMatchObject({ code: 'IMPERSONATION_READ_ONLY', action: 'SUBSCRIPTION' });
    const [unchanged] = (await api.call('GET', '/api/v2/customer/subscriptions', customer)).json().subscriptions;
    expect(unchanged).toMatchObject({ licenceId: MONTHLY, cancelAtPeriodEnd: false });

    const cancelled = await api.call('POST', `/api/v2/customer/subscriptions/${subscription.id}/cancel`, customer, {});
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().subscription.cancelAtPeriodEnd).toBe(true);
  });

  it('refuses to sign a TV in to the account, and the customer can', async () => {
    const customer = await newCustomer(backend);
    const admin = await impersonated(customer);
    const tv = (await backend.app.inject({ method: 'POST', url: '/api/v2/tv/code', headers: headers(), payload: {} })).json();
    const approve = (who: TestCustomer) => api.call('POST', `/api/v2/tv/code/${tv.userCode}/approve`, who, {});

    expect((await approve(admin)).json()).toMatchObject({ code: 'IMPERSONATION_READ_ONLY', action: 'TV_SIGN_IN' });
    const poll = () => backend.app.inject({ method: 'POST', url: '/api/v2/tv/token', headers: headers(), payload: { deviceCode: tv.deviceCode } });
    expect((await poll()).statusCode).not.toBe(200);

    expect((await approve(customer)).statusCode).toBe(204);
    expect((await poll()).statusCode).toBe(200);
  });

  // Every other route that moves money or credentials. The bodies are valid, so what answers is the route itself.
  it.each([
    ['adding a card', 'CARDS', 'POST', '/api/v2/customer/cards', { cardToken: 'tok_whatever_it_is' }],
    ['removing a card', 'CARDS', 'DELETE', '/api/v2/customer/cards/{card}', undefined],
    ['making a card the default', 'CARDS', 'POST', '/api/v2/customer/cards/{card}/default', {}],
    ['changing a billing address', 'BILLING_DETAILS', 'PUT', '/api/v2/user/address/1', { countryCode: 'ES' }],
    ['setting the billing details', 'BILLING_DETAILS', 'PUT', '/api/v2/user/billing-details', { countryCode: 'ES', fullName: 'Someone Else' }],
    ['setting the checkout’s billing address', 'BILLING_DETAILS', 'PUT', '/api/v2/basket/billing-address', { countryCode: 'BR' }],
    ['choosing the card a subscription renews with', 'SUBSCRIPTION', 'PUT', '/api/v2/customer/subscriptions/1/card', { cardId: '1' }],
    ['taking a cancellation back', 'SUBSCRIPTION', 'POST', '/api/v2/customer/subscriptions/1/reactivate', {}],
    ['accepting a price change', 'SUBSCRIPTION', 'POST', '/api/v2/customer/subscriptions/1/price-migration/consent', {}],
    ['redeeming a gift code', 'GIFT_REDEMPTION', 'POST', '/api/v4/gift/redeem/SOME-GIFT-CODE', {}],
    ['changing the sign-in email', 'EMAIL', 'PUT', '/api/v2/user/email', { email: 'admin-owned@example.com', password: 'buyer-password' }],
    ['signing out a device', 'SESSIONS', 'DELETE', '/api/v2/user/sessions/999999', undefined],
    ['signing out every other device', 'SESSIONS', 'POST', '/api/v2/user/sessions/revoke-others', {}],
    ['setting parental control and its PIN', 'PARENTAL_CONTROL', 'POST', '/api/v1/parental-control', { pin: '1234', status: 'NON_RESTRICTED' }],
    ['resetting the PIN with a code', 'PARENTAL_CONTROL', 'POST', '/api/v1/parental-control/pin', { pin: '4321', resetCode: 'some-code' }],
    ['asking for a PIN reset code', 'PARENTAL_CONTROL', 'POST', '/api/v1/parental-control/pin/reset', {}],
  ] as const)('refuses %s (%s), which the customer’s own session may ask', async (_story, action, method, template, body) => {
    const { customer, cardId } = await customerWithSavedCard();
    const admin = await impersonated(customer);
    const url = template.replace('{card}', cardId);

    const refused = await api.call(method, url, admin, body);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'IMPERSONATION_READ_ONLY', action });

    // The customer's own session is not refused (it gets whatever the route answers them).
    const own = await api.call(method, url, customer, body);
    expect(own.body ? own.json().code : null).not.toBe('IMPERSONATION_READ_ONLY');
  });

  it('lets the admin look and help: lists, resume positions, preferences, profiles', async () => {
    const customer = await newCustomer(backend);
    const admin = await impersonated(customer);
    expect((await api.call('POST', '/api/v2/watchlists', admin, { name: 'Picked by support' })).statusCode).toBe(201);
    expect((await api.call('PUT', '/api/v2/user/preferences', admin, { autoAdvance: false })).statusCode).toBe(200);
    expect((await api.call('GET', '/api/v2/customer/cards', admin)).statusCode).toBe(200);
    expect((await api.call('GET', '/api/v2/customer/subscriptions', admin)).statusCode).toBe(200);
  });
});
