// POST /payments/callback/{provider}: where a provider tells the platform how
// a payment that waited for the customer ended. No /api prefix and no api key:
// providers are not our apps. The HMAC signature over the raw body is the only
// credential (callbackSignature.ts); settling is idempotent, so a repeated
// callback (providers retry until they hear 2xx) changes nothing.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { moneySchema } from '../basket/moneyJson.ts';
import type { BackendDeps } from '../deps.ts';
import { ApiError, notFound } from '../http/apiError.ts';
import { parseJsonBody } from '../http/jsonBodies.ts';
import { callbackSecret } from './callbackSecret.ts';
import { SIGNATURE_HEADER, verifyCallback } from './callbackSignature.ts';
import { settlePayment } from './payBasket.ts';
import { paymentById } from './payments.ts';
import type { ChargeOutcome } from './providerAdapter.ts';
import type { Money } from '../basket/money.ts';

export interface CallbackBody {
  paymentId: string;
  status: 'SUCCEEDED' | 'DECLINED' | 'FAILED';
  declineCode: string | null;
  amount: Money;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The body as it arrived: what the signature covers. */
    rawBody?: string;
  }
}

export async function paymentCallbackRoutes(app: FastifyInstance, deps: BackendDeps): Promise<void> {
  // The signature covers the exact bytes sent, so this context keeps them beside the parsed body.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request: FastifyRequest, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    request.rawBody = text;
    try {
      done(null, parseJsonBody(text));
    } catch (error) {
      done(error as Error, undefined);
    }
  });

  app.post<{ Params: { provider: string }; Body: CallbackBody }>(
    '/payments/callback/:provider',
    {
      schema: {
        operationId: 'paymentProviderCallback',
        tags: ['payments'],
        summary: 'A provider tells how a payment that waited for the customer ended (signed; no /api prefix, no api key)',
        description:
          `Header \`${SIGNATURE_HEADER}: t={unix seconds},v1={hex HMAC-SHA256 of "{t}.{raw body}"}\` with the shared secret ` +
          '(PAYMENT_CALLBACK_SECRET); at most 5 minutes old. 401 SIGNATURE_INVALID (missing, wrong, stale), 404 NOT_FOUND, ' +
          '400 PROVIDER_MISMATCH / AMOUNT_MISMATCH. Idempotent: a settled payment is answered as it stands.',
        params: {
          type: 'object',
          required: ['provider'],
          properties: { provider: { type: 'string', pattern: '^[A-Z][A-Z0-9_]{1,39}$' } },
        },
        body: {
          type: 'object',
          required: ['paymentId', 'status', 'declineCode', 'amount'],
          additionalProperties: false,
          properties: {
            paymentId: { type: 'string', format: 'uuid' },
            status: { type: 'string', enum: ['SUCCEEDED', 'DECLINED', 'FAILED'] },
            declineCode: { type: ['string', 'null'], maxLength: 64 },
            amount: moneySchema,
          },
        },
        response: {
          200: {
            type: 'object',
            required: ['paymentId', 'status'],
            additionalProperties: false,
            properties: {
              paymentId: { type: 'string' },
              status: { type: 'string', enum: ['PENDING', 'REQUIRES_ACTION', 'SUCCEEDED', 'DECLINED', 'FAILED'] },
            },
          },
        },
      },
      // Checked before the body is validated: an unsigned caller learns nothing about the schema.
      preValidation: async (request) => {
        const header = request.headers[SIGNATURE_HEADER];
        const signature = Array.isArray(header) ? header[0] : header;
        if (!verifyCallback(await callbackSecret(deps), signature, request.rawBody ?? '', deps.now())) {
          throw new ApiError(401, 'SIGNATURE_INVALID', 'The callback is not signed with the shared secret (or is too old)');
        }
      },
    },
    async (request) => {
      const { provider } = request.params;
      const body = request.body;
      const payment = await paymentById(deps.db, body.paymentId);
      if (!payment) throw notFound(`Payment ${body.paymentId}`);
      if (payment.provider !== provider) throw new ApiError(400, 'PROVIDER_MISMATCH', `Payment ${payment.id} is not ${provider}'s`);
      const { amount } = body;
      if (amount.amount !== payment.total.amount || amount.currency !== payment.total.currency || amount.scale !== payment.total.scale) {
        request.log.error({ paymentId: payment.id, provider }, 'provider callback names another amount than the payment');
        throw new ApiError(400, 'AMOUNT_MISMATCH', 'The amount is not the payment’s');
      }
      const outcome: ChargeOutcome =
        body.status === 'SUCCEEDED' ? { status: 'SUCCEEDED' } : { status: body.status, declineCode: body.declineCode ?? body.status };
      const settled = await settlePayment({ db: deps.db, now: deps.now, log: request.log }, payment.id, outcome);
      if (body.status === 'SUCCEEDED' && settled.status !== 'SUCCEEDED') {
        // The provider captured money for an attempt the platform had given up: someone must refund it.
        request.log.error({ paymentId: payment.id, provider, status: settled.status }, 'provider captured a payment that is no longer payable');
      }
      return { paymentId: settled.id, status: settled.status };
    },
  );
}
