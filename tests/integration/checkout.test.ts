// Buying through the gateway against the real backend, as a TV or mobile app
// would (bearer tokens; the card is tokenised at the provider directly, as its
// field does in the browser): the basket priced by the platform, promo codes,
// tax by billing country, a free trial, a declined card, an authorisation
// through the provider's page, and retries that never charge twice.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newRingsideCustomer } from '../support/gatewaySignIn.ts';
import { startPlatform, type RunningPlatform } from '../support/platform.ts';
import { tokeniseTestCard } from '../support/testCard.ts';

let platform: RunningPlatform;
beforeAll(async () => {
  platform = await startPlatform({ serveWeb: false });
});
afterAll(() => platform?.close());

const CARDS = { visa: '4242424242424242', declined: '4000000000000002', authorise: '4000002500003155' };

const BASKET = `licence { internalId name } lines { name periods catalogPrice { amount currency scale } }
  subtotal { amount currency } totalDiscount { amount } tax { amount } total { amount currency scale }
  taxInclusive taxRateEstimated voucher { code isValid reason description discount { amount } }
  trial { days endsAt dueAfterTrial { amount currency } }
  paymentProviders { name type cardFieldUrl publishableKey } billingAddress { countryCode postalCode }`;
const CHOOSE = `mutation ($id: ID!) { chooseLicence(input: { licenceId: $id }) { basket { ${BASKET} } userErrors { messageKey field } } }`;
const VOUCHER = `mutation ($code: String!) { applyVoucher(input: { code: $code }) { basket { ${BASKET} } userErrors { messageKey } } }`;
const ADDRESS = `mutation ($country: String!, $postalCode: String) { setBillingAddress(input: { countryCode: $country, postalCode: $postalCode }) {
  basket { ${BASKET} } userErrors { messageKey field } } }`;
const PAY = `mutation ($input: PayBasketInput!) { payBasket(input: $input) {
  payment { internalId status declineCode redirectUrl amount { amount currency scale } licence { name } } userErrors { messageKey field } } }`;

const newCustomer = () => newRingsideCustomer(platform);
const tokenise = (number: string, publishableKey: string) => tokeniseTestCard(platform, number, publishableKey);

describe('a new customer buying Premium Monthly', () => {
  it('starts a 7-day trial at zero, the promo code lowering the first charge, and can watch at once', async () => {
    const as = await newCustomer();
    const chosen = await as(CHOOSE, { id: '1' });
    expect(chosen.errors).toBeUndefined();
    const basket = chosen.data!.chooseLicence.basket;
    // The account is Brazilian (support/accounts.ts): reais, tax estimated until there is a billing address.
    expect(basket).toMatchObject({
      licence: { internalId: '1', name: 'Premium Monthly' },
      total: { amount: 0, currency: 'BRL', scale: 2 },
      taxRateEstimated: true,
      trial: { days: 7, dueAfterTrial: { amount: 3990, currency: 'BRL' } },
      voucher: null,
    });
    const days = (Date.parse(basket.trial.endsAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThan(7.1);
    const card = basket.paymentProviders.find((provider: { type: string }) => provider.type === 'CREDIT_CARD');
    expect(card.cardFieldUrl).toBe(`${new URL('/provider/test-card/field', platform.upstreamUrl).href}?key=${card.publishableKey}`);

    const expired = (await as(VOUCHER, { code: 'EXPIRED10' })).data!.applyVoucher.basket;
    expect(expired.voucher).toMatchObject({ code: 'EXPIRED10', isValid: false, reason: 'VOUCHER_EXPIRED' });
    const discounted = (await as(VOUCHER, { code: ' ringside20 ' })).data!.applyVoucher.basket;
    expect(discounted.voucher).toMatchObject({ code: 'RINGSIDE20', isValid: true, discount: { amount: 798 } });
    expect(discounted.trial.dueAfterTrial.amount).toBe(3990 - 798);

    const addressed = (await as(ADDRESS, { country: 'PT' })).data!.setBillingAddress.basket;
    expect(addressed).toMatchObject({ taxRateEstimated: false, taxInclusive: true, billingAddress: { countryCode: 'PT' } });

    const token = await tokenise(CARDS.visa, card.publishableKey);
    const input = { idempotencyKey: randomUUID(), provider: card.name, cardToken: token, returnPath: '/payment/authorization' };
    const paid = await as(PAY, { input });
    expect(paid.errors).toBeUndefined();
    expect(paid.data!.payBasket.payment).toMatchObject({ status: 'SUCCEEDED', amount: { amount: 0 }, licence: { name: 'Premium Monthly' } });
    // The same attempt sent again (a double click, a lost answer) is the same payment.
    const again = await as(PAY, { input });
    expect(again.data!.payBasket.payment.internalId).toBe(paid.data!.payBasket.payment.internalId);

    const after = await as('{ viewer { basket { total { amount } } } video(internalId: "3") { playability { playable } } }');
    expect(after.data).toEqual({ viewer: { basket: null }, video: { playability: { playable: true } } });
    // A reload after paying makes a new attempt, with a new key: the basket was paid, so nothing is charged again.
    const afterReload = await as(PAY, { input: { ...input, idempotencyKey: randomUUID() } });
    expect(afterReload.data!.payBasket.payment).toBeNull();
    expect(afterReload.data!.payBasket.userErrors.length).toBe(1);

    // The account keeps the card (renewals charge it), the payment and its invoice.
    const account = await as(`{ viewer { account {
      cardsConnection { totalCount edges { node { internalId brand last4 isDefault isExpired } } }
      paymentHistory(first: 10) { totalCount edges { node { status amount { amount } invoice { internalId number total { amount } taxInclusive taxCountryCode } } } } } } }`);
    expect(account.errors).toBeUndefined();
    const { cardsConnection, paymentHistory } = account.data!.viewer.account;
    expect(cardsConnection.edges.map((edge: { node: unknown }) => edge.node)).toEqual([
      { internalId: expect.any(String), brand: 'visa', last4: '4242', isDefault: true, isExpired: false },
    ]);
    expect(paymentHistory.totalCount).toBe(1);
    expect(paymentHistory.edges[0].node).toMatchObject({
      status: 'SUCCEEDED',
      amount: { amount: 0 },
      invoice: { number: expect.stringMatching(/\S/), total: { amount: 0 }, taxInclusive: true, taxCountryCode: 'PT' },
    });
    const invoiceId = paymentHistory.edges[0].node.invoice.internalId;
    expect((await as(`{ invoice(internalId: "${invoiceId}") { lines { description } } }`)).data!.invoice.lines).toEqual([
      { description: expect.stringContaining('full fight') },
    ]);

    // The only card of a running subscription stays; an unknown card is not there to remove.
    const cardId = cardsConnection.edges[0].node.internalId;
    const removal = await as(`mutation ($id: ID!) { removeCard(input: { cardId: $id }) { userErrors { messageKey } } }`, { id: cardId });
    expect(removal.data!.removeCard.userErrors).toEqual([{ messageKey: 'CARD_IN_USE' }]);
    const unknown = await as(`mutation { makeCardDefault(input: { cardId: "999999" }) { userErrors { messageKey } } }`);
    expect(unknown.data!.makeCardDefault.userErrors).toEqual([{ messageKey: 'cardNotFound' }]);
  });
});

describe('a declined card and an authorisation', () => {
  it('charges nothing on a declined card and keeps the pay-per-view locked', async () => {
    const as = await newCustomer();
    const basket = (await as(CHOOSE, { id: '3' })).data!.chooseLicence.basket;
    expect(basket.total).toMatchObject({ amount: 7990, currency: 'BRL' });
    const card = basket.paymentProviders.find((provider: { type: string }) => provider.type === 'CREDIT_CARD');
    const token = await tokenise(CARDS.declined, card.publishableKey);
    const declined = await as(PAY, { input: { idempotencyKey: randomUUID(), provider: card.name, cardToken: token, returnPath: '/payment/authorization' } });
    expect(declined.data!.payBasket.payment).toMatchObject({ status: 'DECLINED', declineCode: 'CARD_DECLINED' });
    const after = await as('{ viewer { basket { licence { internalId } } } liveEvent(internalId: "4") { playability { reason } } }');
    expect(after.data).toEqual({ viewer: { basket: { licence: { internalId: '3' } } }, liveEvent: { playability: { reason: 'NOT_LICENSED' } } });
  });

  it('sends the customer to the provider’s page for a card that needs authorising, and back to the web app', async () => {
    const as = await newCustomer();
    const basket = (await as(CHOOSE, { id: '3' })).data!.chooseLicence.basket;
    const card = basket.paymentProviders.find((provider: { type: string }) => provider.type === 'CREDIT_CARD');
    const token = await tokenise(CARDS.authorise, card.publishableKey);
    const pending = (
      await as(PAY, { input: { idempotencyKey: randomUUID(), provider: card.name, cardToken: token, returnPath: '/payment/authorization' } })
    ).data!.payBasket.payment;
    expect(pending.status).toBe('REQUIRES_ACTION');
    const redirect = new URL(pending.redirectUrl);
    expect(redirect.origin).toBe(new URL(platform.upstreamUrl).origin);
    expect(redirect.pathname).toBe(`/provider/test-card/authorise/${pending.internalId}`);

    // The customer approves on the provider's page, which tells the platform and sends them back.
    const approve = await fetch(redirect, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ decision: 'approve', return: redirect.searchParams.get('return')! }),
    });
    expect(approve.status).toBe(200);
    const payment = await as(`{ payment(internalId: "${pending.internalId}") { status } liveEvent(internalId: "4") { playability { reason } } }`);
    expect(payment.errors).toBeUndefined();
    expect(payment.data).toEqual({ payment: { status: 'SUCCEEDED' }, liveEvent: { playability: { reason: 'NOT_STARTED' } } });
  });

  it('answers a card token the provider never issued with a userError on the card, and a malformed key as bad input', async () => {
    const as = await newCustomer();
    const empty = await as(PAY, { input: { idempotencyKey: randomUUID(), provider: 'TEST_CARD', cardToken: 'tok_nothing_here', returnPath: '/payment/authorization' } });
    expect(empty.errors).toBeUndefined();
    expect(empty.data!.payBasket.userErrors[0]).toMatchObject({ messageKey: 'cardRequired', field: 'cardToken' });
    const bad = await as(PAY, { input: { idempotencyKey: 'short', provider: 'TEST_CARD', returnPath: '/payment/authorization' } });
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
