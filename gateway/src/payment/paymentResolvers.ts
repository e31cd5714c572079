// Paying a basket (backend/README.md "Commerce"). The platform prices it, the
// provider charges it, and the client's idempotency key makes any retry of one
// attempt (a double click, a lost answer, a reload) the same payment: the key
// goes upstream as the Idempotency-Key header, and this gateway never retries
// a payment on its own (the REST client retries reads only).
import type { Resolvers, ResolversTypes } from '../__generated__/resolvers-types.ts';
import { isAppPath } from '../lib/arguments.ts';
import { codedError, toGraphQLError, upstream } from '../lib/errors.ts';
import { toGlobalId } from '../lib/globalId.ts';
import { HTTPError } from '../lib/restClient.ts';
import { userError } from '../lib/userErrors.ts';
import { toLicenceModel } from '../licence/licenceModel.ts';
import { roleOf } from '../session/access.ts';
import { webBaseOf } from '../signup/webBase.ts';
import { toPaymentModel } from './paymentModel.ts';
import type { GatewayContext } from '../context.ts';
import { impersonationRefusal } from '../impersonation/readOnlyRefusal.ts';

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_.:-]{8,64}$/;

const refusals: Record<string, [messageKey: string, message: string, field?: string]> = {
  BASKET_EMPTY: ['basketEmpty', 'Choose a plan first.'],
  ALREADY_LICENSED: ['ALREADY_LICENSED', 'You already have this licence.'],
  LICENCE_NOT_ON_SALE: ['LICENCE_NOT_ON_SALE', 'This licence is not on sale.'],
  VOUCHER_INVALID: ['voucherNoLongerValid', 'Your promo code no longer applies: the price has changed.', 'code'],
  PAYMENT_METHOD_REQUIRED: ['cardRequired', 'Enter a card to pay with.', 'cardToken'],
  CARD_TOKEN_INVALID: ['cardRequired', 'Enter your card again.', 'cardToken'],
  CARD_EXPIRED: ['CARD_EXPIRED', 'This card has expired.', 'cardToken'],
  CARD_NOT_FOR_PROVIDER: ['cardRequired', 'Enter your card again.', 'cardToken'],
  NOT_FOUND: ['cardRequired', 'That card is no longer saved; choose another.', 'cardId'],
  PROVIDER_NOT_AVAILABLE: ['providerUnavailable', 'This way of paying is not available; choose another.', 'provider'],
  IDEMPOTENCY_KEY_REUSED: ['IDEMPOTENCY_KEY_REUSED', 'This payment attempt was already made with other details; start a new one.'],
  PAYMENT_IN_PROGRESS: ['paymentInProgress', 'A payment for this basket is already under way.'],
};

/** One of the viewer's payments; ids are UUIDs, so anything else names nothing (no upstream call). */
export async function loadPayment(context: GatewayContext, id: string) {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) {
    throw codedError('NOT_FOUND', 'There is no such payment.', { httpStatus: 404 });
  }
  const answer = await upstream((await context.api()).get('/api/v2/payments/{id}', { params: { id } }));
  return toPaymentModel(answer.payment, context.paymentProviderUrl);
}

/**
 * Where the provider's page sends the browser back to: the web app as this
 * request reached it when that is one of the realm's domains, else the realm's
 * own domain (an app calling from elsewhere), keeping the scheme and port. The
 * platform accepts only the realm's domains there (no open redirect).
 */
function returnBase(webBase: string | null, realm: { domains: string[]; preferredDomain?: string | null }): string {
  const base = new URL(webBase ?? 'http://localhost');
  if (!realm.domains.includes(base.hostname)) base.hostname = realm.preferredDomain || realm.domains[0] || base.hostname;
  return `${base.origin}${base.pathname === '/' ? '' : base.pathname}`;
}

export const paymentResolvers: Resolvers = {
  Query: {
    payment: (_parent, { internalId }, context) => loadPayment(context, internalId),
  },
  Payment: {
    id: (payment) => toGlobalId('Payment', payment.id),
    internalId: (payment) => payment.id,
    licence: async (payment, _args, context) => toLicenceModel(await context.loaders.commerce.licenceLoader.load(payment.licenceId)),
  },
  Mutation: {
    payBasket: async (_parent, { input }, context): Promise<ResolversTypes['PayBasketPayload']> => {
      const role = roleOf(await context.session());
      if (role !== 'CUSTOMER' && role !== 'ADMIN') {
        return { payment: null, userErrors: [userError('signInToBuy', 'Sign in or create your account to buy.')] };
      }
      if (!IDEMPOTENCY_KEY.test(input.idempotencyKey)) {
        throw codedError('BAD_USER_INPUT', 'idempotencyKey is 8–64 of A–Z a–z 0–9 _ . : - (a UUID will do).');
      }
      if (!isAppPath(input.returnPath)) throw codedError('BAD_USER_INPUT', 'returnPath must be a path of the web app.');
      const realm = await context.realm();
      const body = {
        provider: input.provider,
        returnUrl: `${returnBase(webBaseOf(context, realm.name), realm)}${input.returnPath}`,
        ...(input.cardToken ? { cardToken: input.cardToken } : {}),
        ...(input.cardId ? { cardId: input.cardId } : {}),
        ...(input.saveCard != null ? { saveCard: input.saveCard } : {}),
      };
      try {
        const api = await context.api();
        // The web base too: a gift's code is mailed with a link to this web app (GIFT_REDEMPTION).
        const webBase = webBaseOf(context, realm.name);
        const headers = { 'idempotency-key': input.idempotencyKey, ...(webBase ? { 'x-client-web-base': webBase } : {}) };
        const answer = await api.request('/api/v2/basket/pay', { method: 'POST', body, headers });
        return { payment: toPaymentModel(answer.payment, context.paymentProviderUrl), userErrors: [] };
      } catch (error) {
        const readOnly = impersonationRefusal(error);
        if (readOnly) return { payment: null, userErrors: [readOnly] };
        const code = error instanceof HTTPError && error.status < 500 ? error.upstreamCode : undefined;
        const refusal = code ? refusals[code] : undefined;
        if (refusal) return { payment: null, userErrors: [userError(refusal[0], refusal[1], refusal[2] ?? null)] };
        throw toGraphQLError(error) ?? error;
      }
    },
  },
};
