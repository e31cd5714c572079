// Gifts (spec §2 Gifts, §3 "Gift item" and "Gift request", §7 Gifts v4): the
// gifts on offer, a gift put in the basket (then paid as any basket, with
// `payBasket`), and a code looked up and redeemed. Only where the realm's
// `gifting` is ENABLED; elsewhere nothing is on offer and no code names a gift.
// What the customer can fix comes back as userErrors with the spec's keys.
import type { Resolvers, ResolversTypes, UserError } from '../__generated__/resolvers-types.ts';
import { toBasketModel } from '../basket/basketModel.ts';
import type { GatewayContext } from '../context.ts';
import { fieldMessagesOf } from '../account/accountData.ts';
import { toGraphQLError } from '../lib/errors.ts';
import { toGlobalId } from '../lib/globalId.ts';
import { HTTPError } from '../lib/restClient.ts';
import { userError } from '../lib/userErrors.ts';
import { toLicenceModel } from '../licence/licenceModel.ts';
import { roleOf } from '../session/access.ts';
import { EMAIL_PATTERN } from '../session/signInResolvers.ts';
import { MAX_GIFT_CODE_LENGTH } from './giftLoaders.ts';
import { subscriptionPeriodOf, type GiftItemModel } from './giftModel.ts';
import { impersonationRefusal } from '../impersonation/readOnlyRefusal.ts';

const MAX_EMAIL_LENGTH = 320;
/** The platform keeps notes of at most 500 characters (backend gift routes). */
const MAX_NOTE_LENGTH = 500;

async function giftingEnabled(context: GatewayContext): Promise<boolean> {
  return (await context.realm()).gifting === 'ENABLED';
}

async function isCustomer(context: GatewayContext): Promise<boolean> {
  const role = roleOf(await context.session());
  return role === 'CUSTOMER' || role === 'ADMIN';
}

/** A licence by id, or null when the viewer may no longer see it (off sale, another realm's). */
async function licenceOrNull(context: GatewayContext, licenceId: string) {
  const licence = await context.loaders.commerce.licenceLoader.load(licenceId).catch(() => null);
  return licence ? toLicenceModel(licence) : null;
}

/** Spec §3 "Gift request" and §5: every problem of the request at once, each at its field. */
export function giftRequestErrors(
  item: GiftItemModel,
  request: { recipientEmail: string; note?: string | null; numberOfPeriods?: number | null },
): UserError[] {
  const errors: UserError[] = [];
  const email = request.recipientEmail.trim();
  if (!email) errors.push(userError('pleaseProvideYourEmail', 'Enter the email address of whoever receives the gift.', 'recipientEmail'));
  else if (email.length > MAX_EMAIL_LENGTH || !EMAIL_PATTERN.test(email)) {
    errors.push(userError('pleaseProvideValidEmail', 'Please provide a valid email address.', 'recipientEmail'));
  }
  const periods = request.numberOfPeriods;
  const range = item.options?.numberOfPeriods;
  if (range ? periods != null && (periods < range.min || periods > range.max) : periods != null) {
    errors.push(
      userError(
        'numberOfPeriodsInvalid',
        range ? `Choose from ${range.min} to ${range.max} periods.` : 'A pay-per-view gift takes no number of periods.',
        'numberOfPeriods',
      ),
    );
  }
  if ((request.note?.trim().length ?? 0) > MAX_NOTE_LENGTH) {
    errors.push(userError('noteTooLong', `A note has at most ${MAX_NOTE_LENGTH} characters.`, 'note'));
  }
  return errors;
}

/** The upstream's field names in the gateway's input's terms. */
const inputFields: Record<string, string> = { 'options.numberOfPeriods': 'numberOfPeriods' };

const giftNotFound = () => userError('giftNotFound', 'This gift is no longer on offer.', 'giftId');

const redeemRefusals: Record<string, string> = {
  GIFT_NOT_FOUND: 'No gift has this code: check it and try again.',
  GIFT_ALREADY_REDEEMED: 'This gift has been redeemed already.',
  GIFT_EXPIRED: 'This gift has expired.',
  ALREADY_LICENSED: 'You have this already: the code stays good for someone else.',
};

export const giftResolvers: Resolvers = {
  Viewer: {
    giftItems: async (_viewer, _args, context) =>
      (await giftingEnabled(context)) ? context.loaders.commerce.giftItemsLoader.load('onSale') : [],
  },
  GiftItem: {
    id: (item) => toGlobalId('GiftItem', item.externalId),
    internalId: (item) => item.externalId,
    licence: (item, _args, context) => licenceOrNull(context, item.licenceId),
    period: (item) => subscriptionPeriodOf(item.options?.period.value),
    minPeriods: (item) => item.options?.numberOfPeriods.min ?? null,
    maxPeriods: (item) => item.options?.numberOfPeriods.max ?? null,
  },
  GiftPreview: {
    licence: (preview, _args, context) => licenceOrNull(context, preview.licenceId),
    period: (preview) => subscriptionPeriodOf(preview.period),
  },
  Query: {
    giftRedemption: async (_parent, { code }, context) => {
      if (!(await giftingEnabled(context))) return { code, status: 'NOT_FOUND', gift: null };
      return context.loaders.commerce.giftRedemptionLoader.load(code);
    },
  },
  Mutation: {
    chooseGift: async (_parent, { input }, context): Promise<ResolversTypes['BasketPayload']> => {
      const refused = (...userErrors: UserError[]) => ({ basket: null, userErrors });
      if (!(await isCustomer(context))) return refused(userError('signInToBuy', 'Sign in or create your account to buy.'));
      if (!(await giftingEnabled(context))) return refused(giftNotFound());
      const item = (await context.loaders.commerce.giftItemsLoader.load('onSale')).find((gift) => gift.externalId === input.giftId);
      if (!item) return refused(giftNotFound());
      // Checked before the basket is emptied: a mistyped address leaves the basket as it was.
      const inputErrors = giftRequestErrors(item, input);
      if (inputErrors.length > 0) return refused(...inputErrors);
      const note = input.note?.trim() || null;
      try {
        const api = await context.api();
        await api.request('/api/v4/basket/changes', { method: 'DELETE' });
        const basket = await api.request('/api/v4/basket/gift/{giftId}', {
          method: 'POST',
          params: { giftId: item.externalId },
          body: {
            recipientEmail: input.recipientEmail.trim(),
            note,
            ...(item.options ? { options: { numberOfPeriods: { type: 'INT_RANGE' as const, value: input.numberOfPeriods ?? item.options.numberOfPeriods.min } } } : {}),
          },
        });
        return { basket: toBasketModel(basket), userErrors: [] };
      } catch (error) {
        if (error instanceof HTTPError && error.status < 500) {
          if (error.upstreamCode === 'INVALID_GIFT_REQUEST') {
            const messages = fieldMessagesOf(error) ?? [];
            return refused(...messages.map((message) => userError(message.messageKey, message.message, inputFields[message.field] ?? message.field)));
          }
          if (error.upstreamCode === 'LICENCE_NOT_ON_SALE') return refused(userError('LICENCE_NOT_ON_SALE', 'This gift is not on sale now.', 'giftId'));
          if (error.status === 404) return refused(giftNotFound());
          if (error.status === 403) return refused(userError('signInToBuy', 'Sign in or create your account to buy.'));
        }
        throw toGraphQLError(error) ?? error;
      }
    },
    redeemGift: async (_parent, { input }, context): Promise<ResolversTypes['RedeemGiftPayload']> => {
      const refused = (messageKey: string, message: string) => ({ gift: null, licence: null, endsAt: null, userErrors: [userError(messageKey, message, 'code')] });
      if (!(await isCustomer(context))) return refused('signInToRedeem', 'Sign in or create your account to redeem your gift.');
      const code = input.code.trim();
      if (!code || code.length > MAX_GIFT_CODE_LENGTH || !(await giftingEnabled(context))) return refused('GIFT_NOT_FOUND', redeemRefusals.GIFT_NOT_FOUND!);
      try {
        const answer = await (await context.api()).request('/api/v4/gift/redeem/{code}', { method: 'POST', params: { code }, body: {} });
        return { gift: answer.gift, licence: await licenceOrNull(context, answer.licenceId), endsAt: answer.endsAt, userErrors: [] };
      } catch (error) {
        const readOnly = impersonationRefusal(error);
        if (readOnly) return { gift: null, licence: null, endsAt: null, userErrors: [readOnly] };
        if (error instanceof HTTPError && error.status < 500) {
          const known = error.upstreamCode && redeemRefusals[error.upstreamCode];
          if (known) return refused(error.upstreamCode!, known);
          if (error.status === 404 || error.status === 400) return refused('GIFT_NOT_FOUND', redeemRefusals.GIFT_NOT_FOUND!);
          if (error.status === 402 || error.status === 429) return refused('tooManyAttempts', 'Too many attempts. Please try again later.');
          if (error.status === 403) return refused('signInToRedeem', 'Sign in or create your account to redeem your gift.');
        }
        throw toGraphQLError(error) ?? error;
      }
    },
  },
};
