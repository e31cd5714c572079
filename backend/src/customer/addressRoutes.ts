// Billing addresses and billing details (spec §7: GET /user/address, PUT
// /user/address/{id}, PUT /user/billing-details; README "Commerce").
import type { FastifyInstance } from 'fastify';
import type { BackendDeps } from '../deps.ts';
import { notFound } from '../http/apiError.ts';
import {
  addressesOf,
  assertBillingCountry,
  addressInputProperties,
  addressJson,
  addressSchema,
  saveDefaultAddress,
  updateAddress,
  type AddressInput,
} from './addresses.ts';
import { applyBillingIdentity, billingIdentityOf, checkBillingIdentity, type BillingIdentity } from './billingDetails.ts';
import { requireCustomer } from './customerContext.ts';
import { refuseWhileImpersonating } from '../impersonation/impersonationGuard.ts';

const customersOnly = 'Customers only: 401 UNAUTHENTICATED, 403 ACCOUNT_REQUIRED (guests), 403 CHILD_PROFILE.';

export async function addressRoutes(app: FastifyInstance, deps: BackendDeps): Promise<void> {
  app.get(
    '/user/address',
    {
      schema: {
        operationId: 'listBillingAddresses',
        tags: ['customer'],
        summary: 'The customer’s billing addresses as a map by id; an address whose country is unknown (ZZ) is left out (spec §3)',
        description: customersOnly,
        security: [{ bearer: [] }],
        response: {
          200: {
            type: 'object',
            required: ['addresses'],
            additionalProperties: false,
            properties: { addresses: { type: 'object', additionalProperties: addressSchema, description: 'Address by its id' } },
          },
        },
      },
    },
    async (request) => {
      const customer = await requireCustomer(deps, request);
      const addresses = await addressesOf(deps.db, customer.userId);
      return { addresses: Object.fromEntries(addresses.map((address) => [String(address.id), addressJson(address)])) };
    },
  );

  app.put<{ Params: { id: number }; Body: AddressInput & { isDefault?: boolean; taxNumber?: string | null } }>(
    '/user/address/:id',
    {
      schema: {
        operationId: 'updateBillingAddress',
        tags: ['customer'],
        summary: 'Changes one of the customer’s billing addresses (fields left out are kept, or cleared when the country changes)',
        description: `400 COUNTRY_INVALID (ZZ refused), 400 VALIDATION_FAILED, 404 NOT_FOUND (not theirs). \`taxNumber\`, when given, goes to the user profile (spec §4). ${customersOnly}`,
        security: [{ bearer: [] }],
        params: {
          type: 'object',
          required: ['id'],
          properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
        },
        body: {
          type: 'object',
          required: ['countryCode'],
          additionalProperties: false,
          properties: {
            ...addressInputProperties,
            isDefault: { type: 'boolean', description: 'true makes it the default (an address stops being one only when another becomes it)' },
            taxNumber: { type: ['string', 'null'], maxLength: 32 },
          },
        },
        response: { 200: addressSchema },
      },
    },
    async (request) => {
      const customer = await requireCustomer(deps, request);
      refuseWhileImpersonating(customer, 'BILLING_DETAILS');
      const { taxNumber, ...address } = request.body;
      assertBillingCountry(address.countryCode);
      await checkBillingIdentity(deps.db, customer.realm.id, { taxNumber });
      const updated = await deps.db.transaction(async (tx) => {
        const row = await updateAddress(tx, customer.userId, request.params.id, address, deps.now());
        if (row && taxNumber !== undefined) await applyBillingIdentity(tx, customer.userId, { taxNumber }, deps.now());
        return row;
      });
      if (!updated) throw notFound(`Address ${request.params.id}`);
      return addressJson(updated);
    },
  );

  app.put<{ Body: AddressInput & BillingIdentity }>(
    '/user/billing-details',
    {
      schema: {
        operationId: 'setBillingDetails',
        tags: ['customer'],
        summary: 'Sets the default billing address and the name and tax number invoices carry (kept in the user profile)',
        description: `Fields left out of the name and tax number stay as they are. 400 COUNTRY_INVALID, 400 VALIDATION_FAILED (with \`messages\` for a tax number the realm's rule refuses). ${customersOnly}`,
        security: [{ bearer: [] }],
        body: {
          type: 'object',
          required: ['countryCode'],
          additionalProperties: false,
          properties: {
            fullName: { type: ['string', 'null'], maxLength: 100 },
            taxNumber: { type: ['string', 'null'], maxLength: 32 },
            ...addressInputProperties,
          },
        },
        response: {
          200: {
            type: 'object',
            required: ['fullName', 'taxNumber', 'address'],
            additionalProperties: false,
            properties: { fullName: { type: ['string', 'null'] }, taxNumber: { type: ['string', 'null'] }, address: addressSchema },
          },
        },
      },
    },
    async (request) => {
      const customer = await requireCustomer(deps, request);
      refuseWhileImpersonating(customer, 'BILLING_DETAILS');
      const { fullName, taxNumber, ...address } = request.body;
      assertBillingCountry(address.countryCode);
      await checkBillingIdentity(deps.db, customer.realm.id, { taxNumber });
      const saved = await deps.db.transaction(async (tx) => {
        const row = await saveDefaultAddress(tx, customer.userId, address, deps.now());
        await applyBillingIdentity(tx, customer.userId, { fullName, taxNumber }, deps.now());
        return row;
      });
      return { ...(await billingIdentityOf(deps.db, customer.userId)), address: addressJson(saved) };
    },
  );
}
