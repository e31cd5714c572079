// A customer's subscription through the gateway against the real backend, as
// the account page (or a TV app) manages it: listed with its next charge,
// cancelled at the period's end and reactivated, a change of plan previewed,
// and the demo fan asked to consent to Premium Monthly's coming price.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRingsideAccount } from '../support/accounts.ts';
import { graphql } from '../support/graphql.ts';
import { startPlatform, type RunningPlatform } from '../support/platform.ts';

let platform: RunningPlatform;
beforeAll(async () => {
  platform = await startPlatform({ serveWeb: false });
});
afterAll(() => platform?.close());

async function signedIn(email: string, password: string) {
  const answer = await graphql(
    platform.url,
    `mutation ($email: String!, $password: String!) { signIn(input: { email: $email, password: $password, tokenDelivery: BODY }) {
       tokens { accessToken } } }`,
    { realm: 'ringside', variables: { email, password } },
  );
  const token = answer.data!.signIn.tokens.accessToken as string;
  return <T = Record<string, any>>(query: string, variables?: Record<string, unknown>) =>
    graphql<T>(platform.url, query, { realm: 'ringside', variables, headers: { authorization: `Bearer ${token}` } });
}

const SUBSCRIPTIONS = `{ viewer { account { subscriptions { id internalId licenceName status cancelAtPeriodEnd trialEndsAt
  nextCharge { amount { amount currency } date } card { brand last4 } licence { internalId }
  upcomingPriceMigration { newPrice { amount currency } customerConfirmed } } } } }`;
const PAYLOAD = 'subscription { status cancelAtPeriodEnd nextCharge { amount { amount } } upcomingPriceMigration { customerConfirmed } } userErrors { messageKey }';

/** A new customer on a Premium Monthly trial, paid with the test Visa. */
async function trialCustomer() {
  const account = await createRingsideAccount(platform);
  const as = await signedIn(account.email, account.password);
  const basket = (
    await as('mutation { chooseLicence(input: { licenceId: "1" }) { basket { paymentProviders { name type publishableKey } upcomingPriceChange { newPrice { amount currency } } } } }')
  ).data!.chooseLicence.basket;
  // Premium Monthly's announced price, in the buyer's currency: checkout shows it, and buying accepts it.
  expect(basket.upcomingPriceChange).toEqual({ newPrice: { amount: 4490, currency: 'BRL' } });
  const card = basket.paymentProviders.find((provider: { type: string }) => provider.type === 'CREDIT_CARD');
  const token = (await (
    await fetch(new URL('/provider/test-card/tokens', platform.upstreamUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ number: '4242424242424242', expMonth: 12, expYear: new Date().getFullYear() + 3, cvc: '123', publishableKey: card.publishableKey }),
    })
  ).json()) as { token: string };
  const paid = await as(`mutation ($input: PayBasketInput!) { payBasket(input: $input) { payment { status } } }`, {
    input: { idempotencyKey: randomUUID(), provider: card.name, cardToken: token.token, returnPath: '/payment/authorization' },
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
    const as = await signedIn('fan@ringside.test', 'ringside-fan');
    const [subscription] = (await as(SUBSCRIPTIONS)).data!.viewer.account.subscriptions;
    expect(subscription).toMatchObject({ status: 'ACTIVE', upcomingPriceMigration: { newPrice: { amount: 1199, currency: 'EUR' }, customerConfirmed: false } });
    const consented = await as(`mutation ($id: ID!) { consentToPriceMigration(input: { subscriptionId: $id }) { ${PAYLOAD} } }`, { id: subscription.internalId });
    expect(consented.data!.consentToPriceMigration).toMatchObject({ subscription: { upcomingPriceMigration: { customerConfirmed: true } }, userErrors: [] });
  });
});
