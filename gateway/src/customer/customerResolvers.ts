// The account's money side (backend/README.md "Commerce"): saved cards, the
// payment history and invoices. Pages are read as the upstream pages them
// (cards 20, payments 10 by default; spec §9); an invoice's number comes with
// its history row, the rest is read only when a field asks for it.
import type { Resolvers, ResolversTypes } from '../__generated__/resolvers-types.ts';
import { accountOf } from '../account/accountResolvers.ts';
import type { GatewayContext } from '../context.ts';
import { connectionFromSlice, fetchSlice, sliceFromArgs } from '../lib/connection.ts';
import { codedError, toGraphQLError, upstream } from '../lib/errors.ts';
import { toGlobalId } from '../lib/globalId.ts';
import { HTTPError, type RestClient } from '../lib/restClient.ts';
import type { UpstreamInvoice } from '../lib/upstream.ts';
import { userError } from '../lib/userErrors.ts';
import { paymentProviderOf } from '../payment/paymentProviderModel.ts';
import { toPaymentCardModel, type InvoiceModel } from './customerModel.ts';
import { impersonationRefusal } from '../impersonation/readOnlyRefusal.ts';

const CARDS_PER_PAGE = 20;
const PAYMENTS_PER_PAGE = 10;
const UPSTREAM_ID = /^[1-9][0-9]{0,8}$/;

async function fullInvoice(invoice: InvoiceModel, context: GatewayContext): Promise<UpstreamInvoice> {
  return invoice.full ?? context.loaders.account.invoiceLoader.load(invoice.id);
}

export async function loadInvoice(context: GatewayContext, internalId: string): Promise<InvoiceModel> {
  if (!UPSTREAM_ID.test(internalId)) throw codedError('NOT_FOUND', 'There is no such invoice.', { httpStatus: 404 });
  const full = await context.loaders.account.invoiceLoader.load(internalId);
  return { __typename: 'Invoice', id: full.id, number: full.number, full };
}

const cardRefusals: Record<string, [string, string]> = {
  CARD_TOKEN_INVALID: ['cardRequired', 'Enter your card again.'],
  CARD_EXPIRED: ['CARD_EXPIRED', 'This card has expired.'],
  CARD_IN_USE: ['CARD_IN_USE', 'This card pays for a running subscription; add or choose another card first.'],
  NOT_FOUND: ['cardNotFound', 'There is no such saved card.'],
  PROVIDER_NOT_AVAILABLE: ['cardRequired', 'Cards cannot be saved right now.'],
};

/** A change to the saved cards; refusals the customer can act on become userErrors. */
async function changeCards(
  context: GatewayContext,
  cardId: string | null,
  change: (api: RestClient) => Promise<{ card?: Parameters<typeof toPaymentCardModel>[0] } | void>,
): Promise<ResolversTypes['CardPayload']> {
  if (cardId !== null && !UPSTREAM_ID.test(cardId)) {
    return { card: null, account: null, userErrors: [userError('cardNotFound', 'There is no such saved card.', 'cardId')] };
  }
  const account = await accountOf(context);
  try {
    const answer = await change(await context.api());
    return { card: answer && answer.card ? toPaymentCardModel(answer.card) : null, account, userErrors: [] };
  } catch (error) {
    const readOnly = impersonationRefusal(error);
    if (readOnly) return { card: null, account, userErrors: [readOnly] };
    const code = error instanceof HTTPError && error.status < 500 ? error.upstreamCode : undefined;
    const refusal = code ? cardRefusals[code] : undefined;
    if (refusal) return { card: null, account, userErrors: [userError(refusal[0], refusal[1], cardId === null ? 'cardToken' : 'cardId')] };
    throw toGraphQLError(error) ?? error;
  }
}

export const customerResolvers: Resolvers = {
  Account: {
    paymentProviders: async (_account, _args, context) => {
      const api = await context.api();
      const { paymentProviders } = await upstream(api.get('/api/v2/payment-providers'));
      return paymentProviders.map((provider) => paymentProviderOf(provider, context.paymentProviderUrl));
    },
    cardsConnection: async (_account, args, context) => {
      const slice = sliceFromArgs(args, CARDS_PER_PAGE);
      const api = await context.api();
      const { items, totalCount } = await fetchSlice(slice, async ({ rpp, p }) => {
        const page = await upstream(api.get('/api/v2/customer/cards', { query: { rpp, p } }));
        return { items: page.cards, paging: page.paging };
      });
      return connectionFromSlice(items.map(toPaymentCardModel), slice, totalCount);
    },
    paymentHistory: async (_account, args, context) => {
      const slice = sliceFromArgs(args, PAYMENTS_PER_PAGE);
      const api = await context.api();
      const { items, totalCount } = await fetchSlice(slice, async ({ rpp, p }) => {
        const page = await upstream(api.request('/api/v2/customer/history/payment', { method: 'POST', query: { rpp, p } }));
        return { items: page.payments, paging: page.paging };
      });
      return connectionFromSlice(items, slice, totalCount);
    },
  },
  PaymentCard: {
    id: (card) => toGlobalId('PaymentCard', card.id),
    internalId: (card) => card.id,
    expiryMonth: (card) => card.expMonth,
    expiryYear: (card) => card.expYear,
    isExpired: (card) => card.expired,
  },
  PaymentHistoryEntry: {
    internalId: (entry) => entry.id,
    // Pending attempts are not listed: the history shows what happened.
    status: (entry) => (entry.status === 'REQUIRES_ACTION' ? 'PENDING' : entry.status),
    invoice: (entry) =>
      entry.invoiceId && entry.invoiceNumber ? { __typename: 'Invoice' as const, id: entry.invoiceId, number: entry.invoiceNumber } : null,
  },
  Invoice: {
    id: (invoice) => toGlobalId('Invoice', invoice.id),
    internalId: (invoice) => invoice.id,
    date: async (invoice, _args, context) => (await fullInvoice(invoice, context)).date,
    lines: async (invoice, _args, context) => (await fullInvoice(invoice, context)).lines,
    totalExcludingTax: async (invoice, _args, context) => (await fullInvoice(invoice, context)).totalExcTax,
    totalDiscount: async (invoice, _args, context) => (await fullInvoice(invoice, context)).totalDiscount,
    tax: async (invoice, _args, context) => (await fullInvoice(invoice, context)).tax,
    total: async (invoice, _args, context) => (await fullInvoice(invoice, context)).total,
    taxInclusive: async (invoice, _args, context) => (await fullInvoice(invoice, context)).taxInclusive,
    taxRateBasisPoints: async (invoice, _args, context) => (await fullInvoice(invoice, context)).taxRateBasisPoints,
    taxCountryCode: async (invoice, _args, context) => (await fullInvoice(invoice, context)).taxCountryCode,
    billingAddress: async (invoice, _args, context) => (await fullInvoice(invoice, context)).billingAddress,
    customerName: async (invoice, _args, context) => (await fullInvoice(invoice, context)).customer.fullName,
    customerEmail: async (invoice, _args, context) => (await fullInvoice(invoice, context)).customer.email,
    taxNumber: async (invoice, _args, context) => (await fullInvoice(invoice, context)).customer.taxNumber,
    card: async (invoice, _args, context) => (await fullInvoice(invoice, context)).card,
  },
  Query: {
    invoice: (_parent, { internalId }, context) => loadInvoice(context, internalId),
  },
  Mutation: {
    addCard: (_parent, { input }, context) =>
      changeCards(context, null, (api) =>
        api.request('/api/v2/customer/cards', {
          method: 'POST',
          body: { cardToken: input.cardToken, ...(input.makeDefault != null ? { makeDefault: input.makeDefault } : {}) },
        }),
      ),
    removeCard: (_parent, { input }, context) =>
      changeCards(context, input.cardId, async (api) => {
        await api.request('/api/v2/customer/cards/{id}', { method: 'DELETE', params: { id: Number(input.cardId) } });
      }),
    makeCardDefault: (_parent, { input }, context) =>
      changeCards(context, input.cardId, (api) =>
        api.request('/api/v2/customer/cards/{id}/default', { method: 'POST', params: { id: Number(input.cardId) } }),
      ),
  },
};
