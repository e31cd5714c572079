// Paying (README "Commerce"): the realm's payment providers, paying the open
// basket with an Idempotency-Key, and reading a payment back.
import type { FastifyInstance } from 'fastify';
import { requireCustomer } from '../customer/customerContext.ts';
import type { BackendDeps } from '../deps.ts';
import { ApiError, notFound } from '../http/apiError.ts';
import { requestRealm } from '../http/requestContract.ts';
import { requireAccountViewer } from '../account/accountViewer.ts';
import { webBase } from '../mail/webLinks.ts';
import { IDEMPOTENCY_KEY_PATTERN, payBasket, type PayBody } from './payBasket.ts';
import { paymentAnswerSchema, paymentJson } from './paymentJson.ts';
import { enabledProviders, paymentProviderJson, paymentProviderSchema } from './paymentProviders.ts';
import { paymentById } from './payments.ts';
import { refuseWhileImpersonating } from '../impersonation/impersonationGuard.ts';

const uuidParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', format: 'uuid' } },
} as const;

export async function paymentRoutes(app: FastifyInstance, deps: BackendDeps): Promise<void> {
  app.get(
    '/payment-providers',
    {
      schema: {
        operationId: 'listPaymentProviders',
        tags: ['payments'],
        summary: 'The realm’s enabled payment providers, in its order (spec §3 "Payment provider")',
        description: 'Customers only: 401 UNAUTHENTICATED, 403 ACCOUNT_REQUIRED (guests), 403 CHILD_PROFILE.',
        security: [{ bearer: [] }],
        response: {
          200: {
            type: 'object',
            required: ['paymentProviders'],
            additionalProperties: false,
            properties: { paymentProviders: { type: 'array', items: paymentProviderSchema } },
          },
        },
      },
    },
    async (request) => {
      await requireAccountViewer(deps, request);
      return { paymentProviders: (await enabledProviders(deps.db, requestRealm(request).id)).map(paymentProviderJson) };
    },
  );

  await payBasketRoute(app, deps, 'payBasket');

  app.get<{ Params: { id: string } }>(
    '/payments/:id',
    {
      schema: {
        operationId: 'getPayment',
        tags: ['payments'],
        summary: 'One of the customer’s payments, as it stands (the confirmation and authorisation-return pages)',
        description: '404 NOT_FOUND for another customer’s payment, as for an unknown one.',
        security: [{ bearer: [] }],
        params: uuidParams,
        response: { 200: paymentAnswerSchema },
      },
    },
    async (request) => {
      const customer = await requireCustomer(deps, request);
      const payment = await paymentById(deps.db, request.params.id, { realmId: customer.realm.id, userId: customer.userId });
      if (!payment) throw notFound(`Payment ${request.params.id}`);
      return { payment: paymentJson(payment) };
    },
  );
}

/**
 * POST /basket/pay, registered under `operationId`: v2's checkout and v4's
 * gifts (spec §7 "POST pay basket") pay the same open basket the same way.
 */
export async function payBasketRoute(app: FastifyInstance, deps: BackendDeps, operationId: string): Promise<void> {
  app.post<{ Body: PayBody }>(
    '/basket/pay',
    {
      schema: {
        operationId,
        tags: ['payments'],
        summary: 'Pays the open basket at the price the backend works out; a retry with the same Idempotency-Key never charges twice',
        description:
          'Header `Idempotency-Key` (8–64 of `A–Z a–z 0–9 _ . : -`; one per attempt): the same key with the same body answers the ' +
          'same payment (its current state), never a second charge, also when sent twice at once; with another body **409** ' +
          '`IDEMPOTENCY_KEY_REUSED`. A new attempt (another card after a decline) needs a new key. Always **200** with the ' +
          'payment: SUCCEEDED (basket paid, invoice written, licence granted), REQUIRES_ACTION (send the browser to ' +
          '`redirectUrl`; the outcome arrives through the provider’s callback, read it with GET /payments/{id}), DECLINED ' +
          '(nothing charged or granted, the basket stays open) or FAILED. Errors: 400 IDEMPOTENCY_KEY_REQUIRED, ' +
          'IDEMPOTENCY_KEY_INVALID, RETURN_URL_INVALID, PROVIDER_NOT_AVAILABLE (with `availableProviders`), ' +
          'PAYMENT_METHOD_REQUIRED, CARD_TOKEN_INVALID, CARD_EXPIRED, CARD_NOT_FOR_PROVIDER; 404 NOT_FOUND (cardId); 409 ' +
          'BASKET_EMPTY, ALREADY_LICENSED, LICENCE_NOT_ON_SALE, VOUCHER_INVALID (with `reason`), PAYMENT_IN_PROGRESS; 502 ' +
          'PROVIDER_UNAVAILABLE (retry with the same key).',
        security: [{ bearer: [] }],
        body: {
          type: 'object',
          required: ['provider', 'returnUrl'],
          additionalProperties: false,
          properties: {
            provider: { type: 'string', pattern: '^[A-Z][A-Z0-9_]{1,39}$', description: 'A name from availablePaymentProviders' },
            cardToken: { type: 'string', minLength: 8, maxLength: 200, description: 'Card providers: a token from the card field' },
            cardId: { type: 'string', pattern: '^[1-9][0-9]{0,9}$', description: 'Card providers: a saved card' },
            saveCard: { type: 'boolean', description: 'Keep a new card for later (subscriptions keep it anyway, for renewals)' },
            returnUrl: {
              type: 'string',
              minLength: 1,
              maxLength: 2000,
              description: 'Where the provider sends the browser back (with `?paymentId=`): a path, or a URL on a realm domain',
            },
          },
        },
        response: { 200: paymentAnswerSchema },
      },
    },
    async (request) => {
      const customer = await requireCustomer(deps, request);
      refuseWhileImpersonating(customer, 'PAYMENT');
      const header = request.headers['idempotency-key'];
      const key = (Array.isArray(header) ? header[0] : header)?.trim();
      if (!key) throw new ApiError(400, 'IDEMPOTENCY_KEY_REQUIRED', 'Paying needs an Idempotency-Key header, one per payment attempt');
      if (!IDEMPOTENCY_KEY_PATTERN.test(key)) {
        throw new ApiError(400, 'IDEMPOTENCY_KEY_INVALID', 'An Idempotency-Key is 8–64 of A–Z a–z 0–9 _ . : -');
      }
      const context = { ...customer, webBase: await webBase(deps.db, request, customer.realm, deps.config.publicPort) };
      const payment = await payBasket({ db: deps.db, now: deps.now, log: request.log }, context, key, request.body);
      return { payment: paymentJson(payment) };
    },
  );
}
