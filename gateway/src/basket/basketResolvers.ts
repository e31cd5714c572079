// The customer's basket (backend/README.md "Commerce"): priced by the platform
// at every read and after every change; the client only chooses. Mutations
// answer the basket priced again, or userErrors the customer can act on.
import type { Resolvers, ResolversTypes } from '../__generated__/resolvers-types.ts';
import type { GatewayContext } from '../context.ts';
import { toGraphQLError, upstream } from '../lib/errors.ts';
import { HTTPError } from '../lib/restClient.ts';
import type { UpstreamBasket } from '../lib/upstream.ts';
import { userError } from '../lib/userErrors.ts';
import { toLicenceModel } from '../licence/licenceModel.ts';
import { roleOf } from '../session/access.ts';
import { toBasketModel } from './basketModel.ts';
import { paymentProviderOf } from '../payment/paymentProviderModel.ts';
import { impersonationRefusal } from '../impersonation/readOnlyRefusal.ts';

/** Only a signed-in customer (or admin) has a basket: guests buy after creating their account. */
async function customerApi(context: GatewayContext) {
  const role = roleOf(await context.session());
  return role === 'CUSTOMER' || role === 'ADMIN' ? context.api() : null;
}

const refusals: Record<string, [messageKey: string, message: string, field?: string]> = {
  ALREADY_LICENSED: ['ALREADY_LICENSED', 'You already have this licence.', 'licenceId'],
  LICENCE_NOT_ON_SALE: ['LICENCE_NOT_ON_SALE', 'This licence is not on sale.', 'licenceId'],
  NOT_FOUND: ['LICENCE_NOT_ON_SALE', 'There is no such licence.', 'licenceId'],
  VOUCHERS_DISABLED: ['VOUCHERS_DISABLED', 'This service takes no promo codes.', 'code'],
  BASKET_EMPTY: ['basketEmpty', 'Choose a plan first.'],
  COUNTRY_INVALID: ['invalidCountry', 'Choose the country of your billing address.', 'countryCode'],
  BILLING_COUNTRY_INVALID: ['invalidCountry', 'Choose the country of your billing address.', 'countryCode'],
  VALIDATION_FAILED: ['invalidInput', 'Please check what you entered.'],
};

/** Runs a basket change; an upstream refusal the customer can act on becomes a userError. */
async function changeBasket(context: GatewayContext, change: (api: Awaited<ReturnType<GatewayContext['api']>>) => Promise<UpstreamBasket>): Promise<ResolversTypes['BasketPayload']> {
  const api = await customerApi(context);
  if (!api) return { basket: null, userErrors: [userError('signInToBuy', 'Sign in or create your account to buy.')] };
  try {
    return { basket: toBasketModel(await change(api)), userErrors: [] };
  } catch (error) {
    // Setting the billing address (the customer's default one) while impersonating.
    const readOnly = impersonationRefusal(error);
    if (readOnly) return { basket: null, userErrors: [readOnly] };
    const code = error instanceof HTTPError ? error.upstreamCode : undefined;
    const refusal = code ? refusals[code] : undefined;
    if (error instanceof HTTPError && error.status < 500 && refusal) {
      return { basket: null, userErrors: [userError(refusal[0], refusal[1], refusal[2] ?? null)] };
    }
    if (error instanceof HTTPError && error.status === 400) {
      return { basket: null, userErrors: [userError('invalidInput', 'Please check what you entered.')] };
    }
    throw toGraphQLError(error) ?? error;
  }
}

export const basketResolvers: Resolvers = {
  Viewer: {
    basket: async (_viewer, _args, context) => {
      const api = await customerApi(context);
      return api ? toBasketModel(await upstream(api.get('/api/v2/basket'))) : null;
    },
  },
  Basket: {
    licence: async (basket, _args, context) => toLicenceModel(await context.loaders.commerce.licenceLoader.load(basket.licenceId)),
    lines: (basket) => basket.basketItems,
    // What the lines cost at catalogue prices: integer sums of one currency.
    subtotal: (basket) => ({
      amount: basket.basketItems.reduce((sum, line) => sum + line.catalogPrice.amount, 0),
      currency: basket.total!.currency,
      scale: basket.total!.scale,
    }),
    totalDiscount: (basket) => basket.totalDiscount!,
    tax: (basket) => basket.tax!,
    total: (basket) => basket.total!,
    totalExcludingTax: (basket) => basket.totalExcTax!,
    voucher: (basket) => basket.voucher,
    trial: (basket) =>
      basket.trial ? { days: basket.trial.days, endsAt: basket.trial.dueAfterTrial.date, dueAfterTrial: basket.trial.dueAfterTrial.amount } : null,
    paymentProviders: (basket, _args, context) =>
      basket.availablePaymentProviders.map((provider) => paymentProviderOf(provider, context.paymentProviderUrl)),
    billingAddress: (basket) => (basket.billingAddress ? { ...basket.billingAddress, internalId: basket.billingAddress.id } : null),
    upcomingPriceChange: (basket) => basket.upcomingPriceChange,
  },
  Mutation: {
    chooseLicence: (_parent, { input }, context) =>
      changeBasket(context, (api) => api.request('/api/v2/basket/licence', { method: 'PUT', body: { licenceId: input.licenceId } })),
    applyVoucher: (_parent, { input }, context) => {
      const code = input.code.trim();
      if (!/^[A-Za-z0-9_-]{1,40}$/.test(code)) {
        return { basket: null, userErrors: [userError('VOUCHER_NOT_FOUND', 'There is no such promo code.', 'code')] };
      }
      return changeBasket(context, (api) => api.request('/api/v2/basket/voucher', { method: 'PUT', body: { code } }));
    },
    removeVoucher: (_parent, _args, context) => changeBasket(context, (api) => api.request('/api/v2/basket/voucher', { method: 'DELETE' })),
    setBillingAddress: (_parent, { input }, context) =>
      changeBasket(context, (api) =>
        api.request('/api/v2/basket/billing-address', {
          method: 'PUT',
          body: {
            countryCode: input.countryCode.trim().toUpperCase(),
            ...(input.postalCode ? { postalCode: input.postalCode.trim() } : {}),
            ...(input.region ? { region: input.region.trim() } : {}),
            ...(input.city ? { city: input.city.trim() } : {}),
            ...(input.line1 ? { line1: input.line1.trim() } : {}),
          },
        }),
      ),
  },
};
