// Gifts (spec §7 "Gifts (v4 base)"; README "Commerce: gifts"), under /api/v4,
// on realms whose `gifting` is ENABLED (else 404 GIFTING_DISABLED): the gifts
// on offer, a gift in the basket, the basket read, emptied and paid as v2's,
// and a code's preview and redemption (rate-limited by the attempt guard, so
// codes cannot be guessed).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { basketJson, basketSchema } from '../basket/basketJson.ts';
import { quoteBasket, saleProblemOf } from '../basket/basketQuote.ts';
import { clearBasket, ensureOpenBasket, openBasket, setBasketGift } from '../basket/baskets.ts';
import { moneyJson, moneySchema } from '../basket/moneyJson.ts';
import { money } from '../basket/money.ts';
import { taxOn, taxRegimeFor } from '../basket/tax.ts';
import { viewerCountry } from '../content/viewerCountry.ts';
import { requireCustomer, type CustomerContext } from '../customer/customerContext.ts';
import type { BackendDeps } from '../deps.ts';
import { ApiError, notFound } from '../http/apiError.ts';
import { invalidFields, type FieldMessage } from '../http/fieldMessages.ts';
import { requestRealm } from '../http/requestContract.ts';
import { localise } from '../i18n/language.ts';
import { licencesOfRealm, priceFor, type LicenceRow } from '../licence/licences.ts';
import { payBasketRoute } from '../payment/paymentRoutes.ts';
import { attemptFailed, attemptSucceeded, beforeAttempt } from '../security/attemptGuard.ts';
import { optionalViewer } from '../session/viewer.ts';
import { emailMessage } from '../user/credentialRules.ts';
import { giftItemByExternalId, giftItemById, giftItemsOfRealm, type GiftItemRow } from './giftItems.ts';
import { giftByCode, giftNotFound, redeemGift, type GiftRow } from './gifts.ts';
import { refuseWhileImpersonating } from '../impersonation/impersonationGuard.ts';

const NOTE_MAX = 500;
const customersOnly = 'Customers only: 401 UNAUTHENTICATED, 403 ACCOUNT_REQUIRED (guests), 403 CHILD_PROFILE.';
const disabled = '404 GIFTING_DISABLED on a realm without gifting.';

function assertGifting(request: FastifyRequest): void {
  if (requestRealm(request).gifting !== 'ENABLED') throw new ApiError(404, 'GIFTING_DISABLED', 'This realm offers no gifts');
}

const countryQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    countryCode: {
      type: 'string',
      pattern: '^[A-Za-z]{2}$',
      description: 'ISO 3166-1 alpha-2: prices in its currency (the licence’s default where it has none); default the viewer’s country',
    },
  },
} as const;

const codeParams = {
  type: 'object',
  required: ['code'],
  properties: { code: { type: 'string', minLength: 1, maxLength: 40, description: 'As mailed (XXXX-XXXX-XXXX-XXXX); any case, dashes optional' } },
} as const;

const giftItemSchema = {
  type: 'object',
  required: ['externalId', 'name', 'description', 'licenceId', 'kind', 'itemPrice', 'options', 'total'],
  additionalProperties: false,
  properties: {
    externalId: { type: 'string', description: 'The gift’s id in POST /basket/gift/{giftId}' },
    name: { type: 'string' },
    description: { type: 'string' },
    licenceId: { type: 'string', description: 'The licence the recipient gets' },
    kind: { type: 'string', enum: ['SUBSCRIPTION', 'PAY_PER_VIEW'] },
    itemPrice: { ...moneySchema, description: 'One period’s (or the pay-per-view’s) price in the country’s currency' },
    options: {
      type: ['object', 'null'],
      required: ['period', 'numberOfPeriods'],
      additionalProperties: false,
      description: 'A subscription gift: its period, and how many may be given at once. Null for a pay-per-view gift (spec §3)',
      properties: {
        period: {
          type: 'object',
          required: ['value'],
          additionalProperties: false,
          properties: { value: { type: 'string', enum: ['P1M', 'P3M', 'P6M', 'P1Y'] } },
        },
        numberOfPeriods: {
          type: 'object',
          required: ['type', 'min', 'max'],
          additionalProperties: false,
          properties: { type: { type: 'string', enum: ['INT_RANGE'] }, min: { type: 'integer' }, max: { type: 'integer' } },
        },
      },
    },
    total: { ...moneySchema, description: 'itemPrice with the country’s tax where it is added on top' },
  },
} as const;

const previewSchema = {
  type: 'object',
  required: ['name', 'licenceId', 'kind', 'senderName', 'note', 'periods', 'period', 'createdAt', 'expiresAt', 'redeemed', 'expired'],
  additionalProperties: false,
  properties: {
    name: { type: 'string', description: 'The gift’s name' },
    licenceId: { type: 'string' },
    kind: { type: 'string', enum: ['SUBSCRIPTION', 'PAY_PER_VIEW'] },
    senderName: { type: 'string', description: 'The sender’s display name' },
    note: { type: ['string', 'null'] },
    periods: { type: ['integer', 'null'], description: 'How many periods it gives; null for a pay-per-view' },
    period: { type: ['string', 'null'], enum: ['P1M', 'P3M', 'P6M', 'P1Y', null] },
    createdAt: { type: 'string', format: 'date-time' },
    expiresAt: { type: 'string', format: 'date-time', description: 'It must be redeemed before then' },
    redeemed: { type: 'boolean' },
    expired: { type: 'boolean' },
  },
} as const;

interface GiftRequestBody {
  recipientEmail: string;
  note?: string | null;
  options?: { numberOfPeriods?: { type: 'INT_RANGE'; value: number } };
}

export async function giftRoutes(app: FastifyInstance, deps: BackendDeps): Promise<void> {
  const say = (request: FastifyRequest) => (text: Parameters<typeof localise>[0]) =>
    localise(text, request.client.language, requestRealm(request).defaultLanguage);

  async function basketAnswer(customer: CustomerContext) {
    const basket = await openBasket(deps.db, customer.realm.id, customer.userId);
    const quote = await quoteBasket(deps.db, { ...customer, now: deps.now() }, basket);
    return basketJson(quote, { language: customer.language, defaultLanguage: customer.realm.defaultLanguage });
  }

  app.get<{ Querystring: { countryCode?: string } }>(
    '/gifts',
    {
      schema: {
        operationId: 'listGifts',
        tags: ['gifts'],
        summary: 'The gifts on offer (spec §3 "Gift item"), priced in the currency of `countryCode`',
        description: `Open to any caller of the realm. ${disabled}`,
        querystring: countryQuery,
        response: {
          200: { type: 'object', required: ['gifts'], additionalProperties: false, properties: { gifts: { type: 'array', items: giftItemSchema } } },
        },
      },
    },
    async (request) => {
      assertGifting(request);
      const realm = requestRealm(request);
      const country = request.query.countryCode?.toUpperCase() ?? viewerCountry(request, await optionalViewer(deps, request));
      const [items, licences] = await Promise.all([giftItemsOfRealm(deps.db, realm.id), licencesOfRealm(deps.db, realm.id, { onSaleOnly: false })]);
      const byId = new Map(licences.map((licence) => [licence.id, licence]));
      const regime = taxRegimeFor({ countryCode: country }, null);
      const text = say(request);
      return {
        gifts: items.flatMap((item) => {
          const licence = byId.get(item.licenceId);
          const amount = licence ? priceFor(licence, country) : null;
          if (!licence || !amount) return [];
          const itemPrice = money(Number(amount.amount), amount.currency, amount.scale);
          return [
            {
              externalId: item.externalId,
              name: text(item.name),
              description: text(item.description),
              licenceId: String(licence.id),
              kind: licence.kind,
              itemPrice: moneyJson(itemPrice),
              options:
                licence.subscriptionPeriod && item.minPeriods !== null && item.maxPeriods !== null
                  ? { period: { value: licence.subscriptionPeriod }, numberOfPeriods: { type: 'INT_RANGE', min: item.minPeriods, max: item.maxPeriods } }
                  : null,
              total: moneyJson(taxOn(itemPrice, regime).total),
            },
          ];
        }),
      };
    },
  );

  app.get(
    '/basket',
    {
      schema: {
        operationId: 'getGiftBasket',
        tags: ['gifts'],
        summary: 'The customer’s open basket, priced now (the same basket as GET /api/v2/basket)',
        description: customersOnly,
        security: [{ bearer: [] }],
        response: { 200: basketSchema },
      },
    },
    async (request) => basketAnswer(await requireCustomer(deps, request)),
  );

  app.delete(
    '/basket/changes',
    {
      schema: {
        operationId: 'clearBasket',
        tags: ['gifts'],
        summary: 'Empties the open basket (spec §7: run before adding a gift); answers the empty basket',
        description: customersOnly,
        security: [{ bearer: [] }],
        response: { 200: basketSchema },
      },
    },
    async (request) => {
      const customer = await requireCustomer(deps, request);
      const basket = await openBasket(deps.db, customer.realm.id, customer.userId);
      if (basket) await clearBasket(deps.db, basket.id, deps.now());
      return basketAnswer(customer);
    },
  );

  app.post<{ Params: { giftId: string }; Querystring: { countryCode?: string }; Body: GiftRequestBody }>(
    '/basket/gift/:giftId',
    {
      schema: {
        operationId: 'addGiftToBasket',
        tags: ['gifts'],
        summary: 'Puts a gift in the basket in place of anything else (spec §3 "Gift request"): the price × the periods given',
        description:
          'Priced where the buyer is billed, else in `countryCode`’s currency. 400 INVALID_GIFT_REQUEST with `messages` ' +
          '(recipientEmail: pleaseProvideYourEmail / pleaseProvideValidEmail; options.numberOfPeriods: numberOfPeriodsInvalid — ' +
          'outside the gift’s INT_RANGE, or given for a pay-per-view gift; note: noteTooLong, over 500 characters), 404 NOT_FOUND ' +
          `(no such gift), 409 LICENCE_NOT_ON_SALE (off sale, or its event has ended). ${disabled} ${customersOnly}`,
        security: [{ bearer: [] }],
        params: { type: 'object', required: ['giftId'], properties: { giftId: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' } } },
        querystring: countryQuery,
        body: {
          type: 'object',
          required: ['recipientEmail'],
          additionalProperties: false,
          properties: {
            recipientEmail: { type: 'string', maxLength: 320 },
            note: { type: ['string', 'null'], maxLength: 2000, description: `At most ${NOTE_MAX} characters` },
            options: {
              type: 'object',
              additionalProperties: false,
              properties: {
                numberOfPeriods: {
                  type: 'object',
                  required: ['type', 'value'],
                  additionalProperties: false,
                  properties: { type: { type: 'string', enum: ['INT_RANGE'] }, value: { type: 'integer' } },
                },
              },
            },
          },
        },
        response: { 200: basketSchema },
      },
    },
    async (request) => {
      assertGifting(request);
      const customer = await requireCustomer(deps, request);
      const item = await giftItemByExternalId(deps.db, customer.realm.id, request.params.giftId);
      if (!item || !item.onSale) throw notFound(`Gift ${request.params.giftId}`);
      const licences = await licencesOfRealm(deps.db, customer.realm.id, { onSaleOnly: false });
      const licence = licences.find((candidate) => candidate.id === item.licenceId);
      if (!licence) throw notFound(`Gift ${request.params.giftId}`);
      const { periods, messages } = checkGiftRequest(item, licence, request.body);
      if (messages.length > 0) throw invalidFields('INVALID_GIFT_REQUEST', messages);
      if (await saleProblemOf(deps.db, { now: deps.now() }, licence)) throw new ApiError(409, 'LICENCE_NOT_ON_SALE', 'This gift is not on sale now');
      const country = request.query.countryCode?.toUpperCase() ?? null;
      await deps.db.transaction(async (tx) => {
        const basket = await ensureOpenBasket(tx, customer.realm.id, customer.userId, deps.now());
        await setBasketGift(tx, basket.id, {
          giftItemId: item.id,
          licenceId: licence.id,
          periods,
          recipientEmail: request.body.recipientEmail.trim(),
          note: request.body.note?.trim() || null,
          countryCode: country && /^[A-Z]{2}$/.test(country) && country !== 'ZZ' ? country : null,
        }, deps.now());
      });
      return basketAnswer(customer);
    },
  );

  await payBasketRoute(app, deps, 'payGiftBasket');

  app.get<{ Params: { code: string } }>(
    '/gift/redeem/:code',
    {
      schema: {
        operationId: 'previewGift',
        tags: ['gifts'],
        summary: 'What a gift code gives, before redeeming it: the gift, its sender, their note, the periods, its expiry and state',
        description:
          'Open to any caller of the realm (the recipient may not have signed in yet). 404 GIFT_NOT_FOUND for an unknown code, with ' +
          'nothing more; wrong codes count against the caller’s address (and account) as guesses: 402 CHALLENGE_REQUIRED from the ' +
          `6th in 15 minutes, 429 TOO_MANY_ATTEMPTS from the 16th (per account; 10 / 30 per address). ${disabled}`,
        params: codeParams,
        response: { 200: previewSchema },
      },
    },
    async (request) => {
      assertGifting(request);
      const viewer = await optionalViewer(deps, request);
      const guessKey = viewer && !viewer.isGuest ? `gift:user:${viewer.userId}` : null;
      await beforeAttempt(deps, request, 'code', guessKey);
      const gift = await giftByCode(deps.db, requestRealm(request).id, request.params.code);
      if (!gift) {
        await attemptFailed(deps, request, 'code', guessKey);
        throw giftNotFound();
      }
      const licence = (await licencesOfRealm(deps.db, gift.realmId, { onSaleOnly: false })).find((candidate) => candidate.id === gift.licenceId);
      const item = await giftItemById(deps.db, gift.giftItemId);
      return previewJson(gift, licence, item, deps.now(), say(request));
    },
  );

  app.post<{ Params: { code: string } }>(
    '/gift/redeem/:code',
    {
      schema: {
        operationId: 'redeemGift',
        tags: ['gifts'],
        summary: 'Redeems a gift code for the signed-in customer: a pay-per-view for good, or periods of a subscription',
        description:
          'Empty body. A code redeems once (two at once: one wins). Periods go onto the customer’s running subscription of the licence ' +
          '(its next charge moves on), else start a gift subscription that needs no card and ends by itself. 404 GIFT_NOT_FOUND, 409 ' +
          'GIFT_ALREADY_REDEEMED, 410 GIFT_EXPIRED, 409 ALREADY_LICENSED (a pay-per-view the customer holds: the code stays good); ' +
          `wrong codes count as guesses as for the preview (402, 429). ${disabled} ${customersOnly}`,
        security: [{ bearer: [] }],
        params: codeParams,
        body: { type: 'object', additionalProperties: false, properties: {} },
        response: {
          200: {
            type: 'object',
            required: ['gift', 'licenceId', 'endsAt', 'subscriptionId'],
            additionalProperties: false,
            properties: {
              gift: previewSchema,
              licenceId: { type: 'string', description: 'The licence the customer now holds' },
              endsAt: { type: ['string', 'null'], format: 'date-time', description: 'When access ends; null: for good (a pay-per-view)' },
              subscriptionId: { type: ['string', 'null'], description: 'The subscription the periods went to (GET /api/v2/customer/subscriptions)' },
            },
          },
        },
      },
    },
    async (request) => {
      assertGifting(request);
      const customer = await requireCustomer(deps, request);
      refuseWhileImpersonating(customer, 'GIFT_REDEMPTION');
      const guessKey = `gift:user:${customer.userId}`;
      await beforeAttempt(deps, request, 'code', guessKey);
      const now = deps.now();
      try {
        const redemption = await redeemGift(deps.db, customer.realm.id, customer.userId, request.params.code, now);
        await attemptSucceeded(deps, request, 'code', guessKey);
        const item = await giftItemById(deps.db, redemption.gift.giftItemId);
        return {
          gift: previewJson(redemption.gift, redemption.licence, item, now, say(request)),
          licenceId: String(redemption.licence.id),
          endsAt: redemption.endsAt?.toISOString() ?? null,
          subscriptionId: redemption.subscriptionId === null ? null : String(redemption.subscriptionId),
        };
      } catch (error) {
        if (error instanceof ApiError && error.code === 'GIFT_NOT_FOUND') await attemptFailed(deps, request, 'code', guessKey);
        throw error;
      }
    },
  );
}

/** The request's problems, every failing field listed (spec §5 email rules), and the periods it gives. */
function checkGiftRequest(item: GiftItemRow, licence: LicenceRow, body: GiftRequestBody): { periods: number; messages: FieldMessage[] } {
  const messages: FieldMessage[] = [];
  const email = emailMessage(body.recipientEmail, 'recipientEmail');
  if (email) messages.push(email);
  const asked = body.options?.numberOfPeriods?.value;
  const subscription = licence.kind === 'SUBSCRIPTION' && item.minPeriods !== null && item.maxPeriods !== null;
  const periods = asked ?? (subscription ? item.minPeriods! : 1);
  if (subscription ? periods < item.minPeriods! || periods > item.maxPeriods! : asked !== undefined) {
    messages.push({
      field: 'options.numberOfPeriods',
      messageKey: 'numberOfPeriodsInvalid',
      message: subscription
        ? `A number of periods from ${item.minPeriods} to ${item.maxPeriods}`
        : 'A pay-per-view gift takes no number of periods',
    });
  }
  if ((body.note?.trim().length ?? 0) > NOTE_MAX) {
    messages.push({ field: 'note', messageKey: 'noteTooLong', message: `A note has at most ${NOTE_MAX} characters` });
  }
  return { periods, messages };
}

function previewJson(
  gift: GiftRow,
  licence: LicenceRow | undefined,
  item: GiftItemRow | null,
  now: Date,
  say: (text: Parameters<typeof localise>[0]) => string,
) {
  return {
    name: say(item?.name ?? licence?.name),
    licenceId: String(gift.licenceId),
    kind: licence?.kind ?? (gift.periods === null ? 'PAY_PER_VIEW' : 'SUBSCRIPTION'),
    senderName: gift.senderName,
    note: gift.note,
    periods: gift.periods,
    period: gift.periods === null ? null : (licence?.subscriptionPeriod ?? null),
    createdAt: new Date(gift.createdAt).toISOString(),
    expiresAt: new Date(gift.expiresAt).toISOString(),
    redeemed: gift.redeemedAt !== null,
    expired: now.getTime() >= new Date(gift.expiresAt).getTime(),
  };
}
