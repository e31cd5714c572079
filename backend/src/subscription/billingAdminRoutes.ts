// The renewal job on demand (README "Commerce"): an operator, or a test, runs
// it for the admin's realm at the backend's clock, instead of waiting for the
// timer (SUBSCRIPTION_RENEWAL_INTERVAL_SECONDS).
import type { FastifyInstance } from 'fastify';
import type { BackendDeps } from '../deps.ts';
import { ApiError } from '../http/apiError.ts';
import { requestRealm } from '../http/requestContract.ts';
import { requireRealmAdmin } from '../session/requiredViewer.ts';
import { renewDueSubscriptions } from './renewals.ts';

const count = (description: string) => ({ type: 'integer', minimum: 0, description }) as const;

export async function billingAdminRoutes(app: FastifyInstance, deps: BackendDeps): Promise<void> {
  app.post(
    '/admin/billing/run',
    {
      schema: {
        operationId: 'runBilling',
        tags: ['subscriptions'],
        summary: 'Runs the renewal job for the admin’s realm now: renews, retries, cancels and expires the subscriptions due',
        description:
          'The same job the backend runs every SUBSCRIPTION_RENEWAL_INTERVAL_SECONDS; charges are idempotent, so running it again ' +
          'charges nothing twice. 401 UNAUTHENTICATED, 403 FORBIDDEN (not an admin of the realm), 409 BILLING_RUN_IN_PROGRESS ' +
          '(a run is going on here or on another backend: try again in a moment).',
        security: [{ bearer: [] }],
        body: { type: 'object', additionalProperties: false, properties: {} },
        response: {
          200: {
            type: 'object',
            required: ['at', 'due', 'renewed', 'declined', 'waiting', 'expired', 'cancelled', 'unreachable', 'priceMigrationCancellations', 'errors'],
            additionalProperties: false,
            properties: {
              at: { type: 'string', format: 'date-time', description: 'The instant the run billed at (the backend’s clock)' },
              due: count('Subscriptions whose period, trial or grace had ended'),
              renewed: count('Charged and renewed for a new period'),
              declined: count('Charged and declined: PAST_DUE (the customer is mailed), retried daily during the grace'),
              waiting: count('Past due and tried today already, or a charge still with its provider'),
              expired: count('Ended unpaid after the grace, or gifts that ran out'),
              cancelled: count('Ended at the period’s end as the customer asked'),
              unreachable: count('The provider did not answer: the same payment is charged again next run'),
              priceMigrationCancellations: count('Set to cancel because a price migration’s consent deadline passed'),
              errors: count('Left as they were after an unexpected error (logged)'),
            },
          },
        },
      },
    },
    async (request) => {
      await requireRealmAdmin(deps, request);
      const at = deps.now();
      const { ran, ...summary } = await renewDueSubscriptions(
        { db: deps.db, log: request.log, publicPort: deps.config.publicPort },
        at,
        { realmId: requestRealm(request).id },
      );
      if (!ran) throw new ApiError(409, 'BILLING_RUN_IN_PROGRESS', 'The renewal job is running already; try again in a moment');
      return { at: at.toISOString(), ...summary };
    },
  );
}
