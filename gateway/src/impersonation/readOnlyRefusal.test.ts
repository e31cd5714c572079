// An admin impersonating a customer tries what only the customer may do: the
// platform refuses it (403 IMPERSONATION_READ_ONLY) and each mutation answers
// a userError the page can word, not a request error.
import { describe, expect, it } from 'vitest';
import { createFakeUpstream, makeToken } from '../testing/fakeUpstream.ts';
import { createTestGateway } from '../testing/gatewayClient.ts';

/** The access token of a session an admin (id 5) opened as customer 42. */
function impersonationToken() {
  const iat = Math.floor(Date.now() / 1000);
  return makeToken({ sub: '42', rol: 'CUSTOMER', gue: false, aud: 'ringside', iat, exp: iat + 900, sid: 7, pro: { id: '8', ty: 'a' }, imp: { adm: '5' } });
}

const refusedPaths = [
  /^\/api\/v2\/basket\/pay$/,
  /^\/api\/v2\/basket\/billing-address$/,
  /^\/api\/v2\/customer\/cards/,
  /^\/api\/v2\/customer\/subscriptions\/\d+\//,
  /^\/api\/v2\/user\/(password|email|sessions)/,
  /^\/api\/v1\/parental-control/,
  /^\/api\/v2\/tv\/code\/[^/]+\/approve$/,
];

/** A gateway whose upstream refuses the customer-only writes with `code` (a 403), and answers the rest like the fake upstream. */
function gatewayRefusingWith(code: string) {
  const fake = createFakeUpstream();
  const refused: string[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if ((init?.method ?? 'GET') !== 'GET' && refusedPaths.some((path) => path.test(url.pathname))) {
      refused.push(url.pathname);
      return Response.json({ code, message: 'Paying is for the customer alone', action: 'PAYMENT' }, { status: 403 });
    }
    return fake.fetch(input, init);
  };
  const { query } = createTestGateway({ fetch: fetch as typeof globalThis.fetch });
  return { query, refused };
}

const asImpersonator = { headers: { authorization: `Bearer ${impersonationToken()}` } };
const readOnly = {
  messageKey: 'IMPERSONATION_READ_ONLY',
  field: null,
  message: 'You are viewing as this customer: payments and sign-in details can only be changed by the customer.',
};

describe('what only the customer may do, asked while impersonating', () => {
  it.each([
    ['payBasket', `mutation { payBasket(input: { provider: "TEST_CARD", cardId: "3", idempotencyKey: "attempt-0001", returnPath: "/account" }) { payment { id } userErrors { messageKey field message } } }`],
    ['setBillingAddress', `mutation { setBillingAddress(input: { countryCode: "BR" }) { basket { total { amount } } userErrors { messageKey field message } } }`],
    ['addCard', `mutation { addCard(input: { cardToken: "tok_12345678" }) { card { id } userErrors { messageKey field message } } }`],
    ['removeCard', `mutation { removeCard(input: { cardId: "3" }) { card { id } userErrors { messageKey field message } } }`],
    ['cancelSubscription', `mutation { cancelSubscription(input: { subscriptionId: "12" }) { subscription { id } userErrors { messageKey field message } } }`],
    ['changePassword', `mutation { changePassword(input: { currentPassword: "old-one", newPassword: "taken-over-1" }) { account { id } userErrors { messageKey field message } } }`],
    ['changeEmail', `mutation { changeEmail(input: { email: "admin@example.com", password: "old-one" }) { account { id } userErrors { messageKey field message } } }`],
    ['signOutOtherSessions', `mutation { signOutOtherSessions { signedOutSessions userErrors { messageKey field message } } }`],
    ['setParentalControl', `mutation { setParentalControl(input: { pin: "1234", status: NON_RESTRICTED }) { parentalControl { status } userErrors { messageKey field message } } }`],
    ['approveTvLogin', `mutation { approveTvLogin(input: { userCode: "ABCD-EFGH" }) { userErrors { messageKey field message } } }`],
  ])('%s answers the refusal as a userError the page can word', async (mutation, document) => {
    const { query, refused } = gatewayRefusingWith('IMPERSONATION_READ_ONLY');
    const answer = await query(document, asImpersonator);
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.[mutation].userErrors).toEqual([readOnly]);
    expect(refused).toHaveLength(1);
  });

  it('leaves another refusal of the platform as the error it was', async () => {
    const { query } = gatewayRefusingWith('FORBIDDEN');
    const answer = await query(
      `mutation { payBasket(input: { provider: "TEST_CARD", cardId: "3", idempotencyKey: "attempt-0002", returnPath: "/account" }) { userErrors { messageKey } } }`,
      asImpersonator,
    );
    expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'FORBIDDEN' });
  });
});
