// The test PayPal-like provider's checkout page (no /api prefix): the customer
// approves or cancels there, the provider calls the platform back (signed) and
// sends the browser back to the shop (sandbox/decisionRoutes.ts).
import type { FastifyInstance } from 'fastify';
import type { BackendDeps } from '../../deps.ts';
import { decisionRoutes } from '../sandbox/decisionRoutes.ts';
import { TEST_PAYPAL, TEST_PAYPAL_CHECKOUT_PATH } from './testPaypalProvider.ts';

export async function testPaypalRoutes(app: FastifyInstance, deps: BackendDeps): Promise<void> {
  decisionRoutes(app, deps, {
    provider: TEST_PAYPAL,
    path: TEST_PAYPAL_CHECKOUT_PATH,
    operationIds: { page: 'showTestPaypalCheckout', decide: 'decideTestPaypalCheckout' },
    title: 'Pay with Test PayPal',
    intro: 'Log in is skipped in this sandbox: approve to pay the shop from your test wallet.',
    approveLabel: 'Approve',
    declineLabel: 'Cancel',
    declined: { status: 'CANCELLED', declineCode: 'PAYMENT_CANCELLED' },
  });
}
