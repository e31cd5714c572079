// A customer's subscription through the gateway against the real backend, as
// the account page (or a TV app) manages it: listed with its next charge,
// cancelled at the period's end and reactivated, a change of plan previewed,
// and the demo fan asked to consent to Premium Monthly's coming price.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newRingsideCustomer, signedInThroughGateway } from '../support/gatewaySignIn.ts';
import { startPlatform, type RunningPlatform } from '../support/platform.ts';
import { demoCustomers } from '../support/session.ts';
import { tokeniseTestCard } from '../support/testCard.ts';

let platform: RunningPlatform;
beforeAll(async () => {
  platform = await startPlatform({ serveWeb: false });
});
afterAll(() => platform?.close());

const SUBSCRIPTIONS = `{ viewer { account { subscriptions { id internalId licenceName status cancelAtPeriodEnd trialEndsAt
  nextCharge { amount { amount currency } date } card { brand last4 } licence { internalId }
  upcomingPriceMigration { newPrice { amount currency } customerConfirmed } } } } }`;
const PAYLOAD = 'subscription { status cancelAtPeriodEnd nextCharge { amount { amount } } upcomingPriceMigration { customerConfirmed } } userErrors { messageKey }';

/** A new customer on a Premium Monthly trial, paid with the test Visa. */
async function trialCustomer() {
  const as = await newRingsideCustomer(platform);
  const basket = (
    await as('mutation { chooseLicence(input: { licenceId: "1" }) { basket { paymentProviders { name type publishableKey } upcomingPriceChange { newPrice { amount currency } } } } }')
  ).data!.chooseLicence.basket;
  // Premium Monthly's announced price, in the buyer's currency: checkout shows it, and buying accepts it.
  expect(basket.upcomingPriceChange).toEqual({ newPrice: { amount: 4490, currency: 'BRL' } });
  const card = basket.paymentProviders.find((provider: { type: string }) => provider.type === 'CREDIT_CARD');
  const cardToken = await tokeniseTestCard(platform, '4242424242424242', card.publishableKey);
  const paid = await as(`mutation ($input: PayBasketInput!) { payBasket(input: $input) { payment { status } } }`, {
    input: { idempotencyKey: randomUUID(), provider: card.name, cardToken, returnPath: '/payment/authorization' },
  });
  expect(paid.data!.payBasket.payment.status).toBe('SUCCEEDED');
  return as;
}

describe('a subscription on the account', () => {
  it('lists the trial with its first charge, cancels at the period’s end and reactivates', async () => {
    const as = await trialCustomer();
    const [subscription] = (await as(SUBSCRIPTIONS)).data!.viewer.account.subscriptions;
    expect(subscription).toMatchObject({
      licenceName: 'Premium Monthly',
      status: 'TRIAL',
      cancelAtPeriodEnd: false,
      nextCharge: { amount: { amount: 3990, currency: 'BRL' }, date: subscription.trialEndsAt },
      card: { brand: 'visa', last4: '4242' },
      licence: { internalId: '1' },
      // Bought with the coming price shown: accepted already, not asked again.
      upcomingPriceMigration: { newPrice: { amount: 4490, currency: 'BRL' }, customerConfirmed: true },
    });

    const cancelled = await as(`mutation ($id: ID!) { cancelSubscription(input: { subscriptionId: $id }) { ${PAYLOAD} } }`, { id: subscription.internalId });
    // A trial cancelled is never charged: access goes on until its end.
    expect(cancelled.data!.cancelSubscription).toMatchObject({ subscription: { status: 'TRIAL', cancelAtPeriodEnd: true, nextCharge: null }, userErrors: [] });
    const reactivated = await as(`mutation ($id: ID!) { reactivateSubscription(input: { subscriptionId: $id }) { ${PAYLOAD} } }`, { id: subscription.internalId });
    expect(reactivated.data!.reactivateSubscription).toMatchObject({ subscription: { cancelAtPeriodEnd: false, nextCharge: { amount: { amount: 3990 } } }, userErrors: [] });

    // One subscription, by its global id (as the account page asks for one plan's preview).
    const preview = await as(
      `query ($id: ID!) { node(id: $id) { ... on CustomerSubscription { cardId changePreview(licenceId: "2") { kind licence { name } chargeNow { amount } newPrice { amount currency } } } } }`,
      { id: subscription.id },
    );
    expect(preview.errors).toBeUndefined();
    expect(preview.data!.node.changePreview).toMatchObject({
      licence: { name: 'Premium Yearly' },
      newPrice: { amount: 39900, currency: 'BRL' },
    });
    expect(preview.data!.node.cardId).toMatch(/^\d+$/);

    const elsewhere = await as(`mutation { cancelSubscription(input: { subscriptionId: "999999" }) { userErrors { messageKey } } }`);
    expect(elsewhere.data!.cancelSubscription.userErrors).toEqual([{ messageKey: 'subscriptionNotFound' }]);
  });

  it('asks the demo fan to consent to Premium Monthly’s new price, and takes the consent', async () => {
    const as = await signedInThroughGateway(platform, demoCustomers.ringside);
    const [subscription] = (await as(SUBSCRIPTIONS)).data!.viewer.account.subscriptions;
    expect(subscription).toMatchObject({ status: 'ACTIVE', upcomingPriceMigration: { newPrice: { amount: 1199, currency: 'EUR' }, customerConfirmed: false } });
    const consented = await as(`mutation ($id: ID!) { consentToPriceMigration(input: { subscriptionId: $id }) { ${PAYLOAD} } }`, { id: subscription.internalId });
    expect(consented.data!.consentToPriceMigration).toMatchObject({ subscription: { upcomingPriceMigration: { customerConfirmed: true } }, userErrors: [] });

    // Another customer cannot read it by its global id: to them it does not exist.
    const stranger = await trialCustomer();
    const peek = await stranger(`query ($id: ID!) { node(id: $id) { ... on CustomerSubscription { licenceName } } }`, { id: subscription.id });
    expect(peek.errors).toBeUndefined();
    expect(peek.data!.node).toBeNull();
  });
});
