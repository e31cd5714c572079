// `/api/v2`: the impersonation audit log, for the realm's admins (impersonationAudit.ts).
import type { FastifyInstance } from 'fastify';
import type { BackendDeps } from '../deps.ts';
import { requestRealm } from '../http/requestContract.ts';
import { requireRealmAdmin } from '../session/requiredViewer.ts';
import { impersonationAuditEntries } from './impersonationAudit.ts';

const DEFAULT_LIMIT = 50;
const MAX_LIMIT = 200;

const userId = { type: 'string', pattern: '^[1-9][0-9]{0,8}$' } as const;
const entryId = { type: 'string', pattern: '^[1-9][0-9]{0,17}$' } as const;

const entrySchema = {
  type: 'object',
  required: ['id', 'at', 'admin', 'customer', 'sessionId', 'method', 'route', 'path', 'statusCode', 'errorCode'],
  additionalProperties: false,
  properties: {
    id: { type: 'string', description: 'Grows with time: pass the last one seen as `before` for the next page' },
    at: { type: 'string', format: 'date-time' },
    admin: {
      type: 'object',
      required: ['id', 'email'],
      additionalProperties: false,
      description: 'Who impersonated; `email` is null once their account is gone',
      properties: { id: { type: 'string' }, email: { type: ['string', 'null'] } },
    },
    customer: {
      type: 'object',
      required: ['id', 'exid', 'email'],
      additionalProperties: false,
      properties: { id: { type: 'string' }, exid: { type: 'string' }, email: { type: 'string' } },
    },
    sessionId: { type: 'string', description: 'The impersonation session: one opened link, from its start to its end' },
    method: { type: 'string', description: 'POST, PUT, PATCH or DELETE' },
    route: { type: 'string', description: 'The route template, e.g. `/api/v2/customer/cards/:id` (`unmatched` for an unknown path)' },
    path: { type: 'string', description: 'The path as asked, without its query string' },
    statusCode: { type: 'integer', description: 'How it was answered' },
    errorCode: {
      type: ['string', 'null'],
      description: 'The error answer’s code, e.g. IMPERSONATION_READ_ONLY for what only the customer may do; null for a success',
    },
  },
} as const;

export async function impersonationAuditRoutes(app: FastifyInstance, deps: BackendDeps): Promise<void> {
  app.get<{ Querystring: { customerId?: string; before?: string; limit?: number } }>(
    '/admin/impersonation-audit',
    {
      schema: {
        operationId: 'listImpersonationAudit',
        tags: ['admin'],
        summary: 'Every write made while an admin impersonated a customer of the realm, newest first (admin)',
        description:
          'Each POST, PUT, PATCH or DELETE of /api/ made with an impersonation session’s token (`imp.adm`), allowed or refused: ' +
          'the admin, the customer, the route, the status and the error code. Payments, cards, billing details, subscription ' +
          'changes, gift redemption, the sign-in email, the password, signing devices out, parental control and TV sign-in are ' +
          'refused while impersonating (403 IMPERSONATION_READ_ONLY), and their attempts are listed here too. ' +
          '`customerId` keeps one customer’s; `before` (an entry id) pages back. ' +
          '401 UNAUTHENTICATED, 403 FORBIDDEN (not an admin of this realm, or an admin who is impersonating).',
        security: [{ bearer: [] }],
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            customerId: { ...userId, description: 'Only this customer’s entries' },
            before: { ...entryId, description: 'Only entries older than this entry id' },
            limit: { type: 'integer', minimum: 1, maximum: MAX_LIMIT, default: DEFAULT_LIMIT },
          },
        },
        response: {
          200: {
            type: 'object',
            required: ['entries'],
            additionalProperties: false,
            properties: { entries: { type: 'array', items: entrySchema } },
          },
        },
      },
    },
    async (request, reply) => {
      await requireRealmAdmin(deps, request);
      const { customerId, before, limit = DEFAULT_LIMIT } = request.query;
      const entries = await impersonationAuditEntries(deps.db, requestRealm(request), {
        ...(customerId ? { customerId: Number(customerId) } : {}),
        ...(before ? { before } : {}),
        limit,
      });
      return reply
        .header('cache-control', 'no-store')
        .send({ entries: entries.map((entry) => ({ ...entry, at: entry.at.toISOString() })) });
    },
  );
}
