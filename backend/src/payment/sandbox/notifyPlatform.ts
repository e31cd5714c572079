// The test providers tell the platform how a charge ended the way an outside
// provider would: a signed POST to /payments/callback/{provider}. They live in
// the platform's process, so the request goes through Fastify's inject rather
// than the network, but it is the same request, checked the same way.
import type { FastifyInstance } from 'fastify';
import { SIGNATURE_HEADER, signCallback } from '../callbackSignature.ts';
import type { CallbackBody } from '../paymentCallbackRoutes.ts';

export async function notifyPlatform(app: FastifyInstance, secret: string, provider: string, body: CallbackBody, now: Date): Promise<void> {
  const payload = JSON.stringify(body);
  const response = await app.inject({
    method: 'POST',
    url: `/payments/callback/${provider}`,
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signCallback(secret, payload, now) },
    payload,
  });
  // A real provider retries until it hears 2xx; here the customer's click is the retry.
  if (response.statusCode >= 300) throw new Error(`payment callback answered ${response.statusCode}: ${response.body}`);
}
