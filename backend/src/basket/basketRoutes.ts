// The customer's basket (README "Commerce"): what they are buying, priced by
// the backend at every read. Every change answers the basket priced afresh.
import type { FastifyInstance } from 'fastify';
import { addressInputProperties, assertBillingCountry, saveDefaultAddress, type AddressInput } from '../customer/addresses.ts';
import { applyBillingIdentity, checkBillingIdentity } from '../customer/billingDetails.ts';
import { requireCustomer, type CustomerContext } from '../customer/customerContext.ts';
import type { BackendDeps } from '../deps.ts';
import { ApiError, notFound } from '../http/apiError.ts';
import { licenceById } from '../licence/licences.ts';
import { basketJson, basketSchema } from './basketJson.ts';
import { problemOf, quoteBasket } from './basketQuote.ts';
import { ensureOpenBasket, openBasket, setBasketAddress, setBasketLicence, setBasketVoucher } from './baskets.ts';
import { normaliseVoucherCode } from './voucher.ts';
import { refuseWhileImpersonating } from '../impersonation/impersonationGuard.ts';

const basketResponse = { 200: basketSchema } as const;
const customersOnly = 'Customers only: 401 UNAUTHENTICATED, 403 ACCOUNT_REQUIRED (guests), 403 CHILD_PROFILE.';

export async function basketRoutes(app: FastifyInstance, deps: BackendDeps): Promise<void> {
  async function answer(customer: CustomerContext) {
    const basket = await openBasket(deps.db, customer.realm.id, customer.userId);
    const quote = await quoteBasket(deps.db, { ...customer, now: deps.now() }, basket);
    return basketJson(quote, { language: customer.language, defaultLanguage: customer.realm.defaultLanguage });
  }

  app.get(
    '/basket',
    {
      schema: {
        operationId: 'getBasket',
        tags: ['basket'],
        summary: 'The customer’s open basket, priced now (spec §3 "Basket response"); an empty one when there is none',
        description: customersOnly,
        security: [{ bearer: [] }],
        response: basketResponse,
      },
    },
    async (request) => answer(await requireCustomer(deps, request)),
  );

  app.put<{ Body: { licenceId: string } }>(
    '/basket/licence',
    {
      schema: {
        operationId: 'setBasketLicence',
        tags: ['basket'],
        summary: 'Puts a licence in the basket in place of any other, and clears the voucher code (spec §4)',
        description: `404 NOT_FOUND (not this realm's), 409 ALREADY_LICENSED (the customer holds it), 409 LICENCE_NOT_ON_SALE (off sale, or a pay-per-view whose event has ended). ${customersOnly}`,
        security: [{ bearer: [] }],
        body: {
          type: 'object',
          required: ['licenceId'],
          additionalProperties: false,
          properties: { licenceId: { type: 'string', pattern: '^[1-9][0-9]{0,8}$' } },
        },
        response: basketResponse,
      },
    },
    async (request) => {
      const customer = await requireCustomer(deps, request);
      const licence = await licenceById(deps.db, customer.realm.id, Number(request.body.licenceId));
      if (!licence) throw notFound(`Licence ${request.body.licenceId}`);
      const problem = await problemOf(deps.db, { userId: customer.userId, now: deps.now() }, licence);
      if (problem === 'ALREADY_LICENSED') throw new ApiError(409, 'ALREADY_LICENSED', 'You already hold this licence');
      if (problem || licence.amounts.length === 0) throw new ApiError(409, 'LICENCE_NOT_ON_SALE', 'This licence is not on sale');
      await deps.db.transaction(async (tx) => {
        const basket = await ensureOpenBasket(tx, customer.realm.id, customer.userId, deps.now());
        await setBasketLicence(tx, basket.id, licence.id, deps.now());
      });
      return answer(customer);
    },
  );

  app.put<{ Body: { code: string } }>(
    '/basket/voucher',
    {
      schema: {
        operationId: 'setBasketVoucher',
        tags: ['basket'],
        summary: 'Applies a voucher code to the basket; a code that does not apply answers 200 with `voucher.isValid` false and the reason',
        description:
          'The code is kept on the basket and checked again at every pricing (it may expire or run out before paying; paying with ' +
          'an invalid one is refused). Reasons: VOUCHER_NOT_FOUND, VOUCHER_EXPIRED, VOUCHER_ALREADY_USED, VOUCHER_EXHAUSTED, ' +
          'VOUCHER_NOT_FOR_LICENCE, VOUCHER_NOT_IN_CURRENCY. 403 VOUCHERS_DISABLED (the realm takes none), 409 BASKET_EMPTY ' +
          `(choose a licence first: codes are checked against it). ${customersOnly}`,
        security: [{ bearer: [] }],
        body: {
          type: 'object',
          required: ['code'],
          additionalProperties: false,
          properties: { code: { type: 'string', pattern: '^\\s*[A-Za-z0-9_-]{1,40}\\s*$', description: 'Any case; spaces around are ignored' } },
        },
        response: basketResponse,
      },
    },
    async (request) => {
      const customer = await requireCustomer(deps, request);
      if (!customer.realm.hasVouchers) throw new ApiError(403, 'VOUCHERS_DISABLED', 'This realm takes no voucher codes');
      const basket = await openBasket(deps.db, customer.realm.id, customer.userId);
      if (!basket || basket.items.length === 0) throw new ApiError(409, 'BASKET_EMPTY', 'Choose a licence before entering a voucher code');
      await setBasketVoucher(deps.db, basket.id, normaliseVoucherCode(request.body.code), deps.now());
      return answer(customer);
    },
  );

  app.delete(
    '/basket/voucher',
    {
      schema: {
        operationId: 'removeBasketVoucher',
        tags: ['basket'],
        summary: 'Removes the voucher code from the basket; answers the basket priced without it',
        description: customersOnly,
        security: [{ bearer: [] }],
        response: basketResponse,
      },
    },
    async (request) => {
      const customer = await requireCustomer(deps, request);
      const basket = await openBasket(deps.db, customer.realm.id, customer.userId);
      if (basket?.voucherCode) await setBasketVoucher(deps.db, basket.id, null, deps.now());
      return answer(customer);
    },
  );

  app.put<{ Body: AddressInput & { taxNumber?: string | null } }>(
    '/basket/billing-address',
    {
      schema: {
        operationId: 'setBasketBillingAddress',
        tags: ['basket'],
        summary: 'Sets where the customer is billed (their default billing address); tax and currency follow it',
        description:
          'Without a billing address the tax is estimated from the country the viewer’s address places them in (taxRateEstimated). ' +
          '`taxNumber`, when given, is kept in the user profile too (spec §4). 400 COUNTRY_INVALID (not an ISO 3166-1 ' +
          `country; ZZ is refused), 400 VALIDATION_FAILED (a tax number the realm's rule refuses). ${customersOnly}`,
        security: [{ bearer: [] }],
        body: {
          type: 'object',
          required: ['countryCode'],
          additionalProperties: false,
          properties: {
            countryCode: addressInputProperties.countryCode,
            postalCode: addressInputProperties.postalCode,
            region: addressInputProperties.region,
            taxNumber: { type: ['string', 'null'], maxLength: 32 },
          },
        },
        response: basketResponse,
      },
    },
    async (request) => {
      const customer = await requireCustomer(deps, request);
      refuseWhileImpersonating(customer, 'BILLING_DETAILS');
      const { taxNumber, ...address } = request.body;
      assertBillingCountry(address.countryCode);
      await checkBillingIdentity(deps.db, customer.realm.id, { taxNumber });
      await deps.db.transaction(async (tx) => {
        const saved = await saveDefaultAddress(tx, customer.userId, address, deps.now());
        const basket = await ensureOpenBasket(tx, customer.realm.id, customer.userId, deps.now());
        await setBasketAddress(tx, basket.id, saved.id, deps.now());
        if (taxNumber !== undefined) await applyBillingIdentity(tx, customer.userId, { taxNumber }, deps.now());
      });
      return answer(customer);
    },
  );
}
