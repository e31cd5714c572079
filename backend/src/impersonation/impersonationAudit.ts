// The impersonation audit log (issue 25): every write made under an
// impersonation token — any /api/ request but GET, HEAD and OPTIONS whose
// bearer carries `imp.adm` — with the admin's id, the customer's, the route
// and how it was answered. Refused attempts are written too: what support
// tried to do is part of the trace. Admins read it through
// GET /api/v2/admin/impersonation-audit (impersonationAuditRoutes.ts).
//
// One hook for every route, so a route added later is audited without
// knowing it. It is an onSend hook, not onResponse: the entry is written
// before the answer leaves, so whoever has seen the answer (the admin, the
// customer, a test) also finds the entry, and a crash after the write cannot
// lose it. Requests of ordinary sessions cost a method check and, for writes,
// decoding the token's payload; only an impersonation's token is verified.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { decodeJwt } from 'jose';
import type { Queryable } from '../db/database.ts';
import type { BackendDeps } from '../deps.ts';
import type { Realm } from '../realm/realmRepository.ts';
import { verifyAccessToken } from '../session/accessToken.ts';
import { bearerToken } from '../session/viewer.ts';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
// A path is the client's to choose: kept bounded.
const MAX_PATH_LENGTH = 500;

export interface ImpersonatedWrite {
  realmId: number;
  adminId: number;
  customerId: number;
  sessionId: number;
  method: string;
  route: string;
  path: string;
  statusCode: number;
  errorCode: string | null;
  at: Date;
}

export async function recordImpersonatedWrite(db: Queryable, write: ImpersonatedWrite): Promise<void> {
  await db.query(
    `insert into impersonation_audit
       (realm_id, admin_id, customer_id, session_id, method, route, path, status_code, error_code, at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      write.realmId,
      write.adminId,
      write.customerId,
      write.sessionId,
      write.method,
      write.route,
      write.path,
      write.statusCode,
      write.errorCode,
      write.at,
    ],
  );
}

export interface ImpersonationAuditEntry {
  id: string;
  at: Date;
  admin: { id: string; email: string | null };
  customer: { id: string; exid: string; email: string };
  sessionId: string;
  method: string;
  route: string;
  path: string;
  statusCode: number;
  errorCode: string | null;
}

/** The realm's entries, newest first; one customer's when `customerId` is given; those before the entry `before`. */
export async function impersonationAuditEntries(
  db: Queryable,
  realm: Realm,
  options: { customerId?: number; before?: string; limit: number },
): Promise<ImpersonationAuditEntry[]> {
  const rows = await db.query<{
    id: string;
    at: Date;
    adminId: number;
    adminEmail: string | null;
    customerId: number;
    customerExid: string;
    customerEmail: string;
    sessionId: number;
    method: string;
    route: string;
    path: string;
    statusCode: number;
    errorCode: string | null;
  }>(
    `select a.id::text as id, a.at, a.admin_id as "adminId", admin.email as "adminEmail",
            a.customer_id as "customerId", c.exid as "customerExid", c.email as "customerEmail",
            a.session_id as "sessionId", a.method, a.route, a.path, a.status_code as "statusCode", a.error_code as "errorCode"
       from impersonation_audit a
       join app_user c on c.id = a.customer_id
       -- The admin may have left: the entry keeps their id.
       left join app_user admin on admin.id = a.admin_id
      where a.realm_id = $1
        and ($2::integer is null or a.customer_id = $2)
        and ($3::bigint is null or a.id < $3)
      order by a.id desc
      limit $4`,
    [realm.id, options.customerId ?? null, options.before ?? null, options.limit],
  );
  return rows.map((row) => ({
    id: row.id,
    at: row.at,
    admin: { id: String(row.adminId), email: row.adminEmail },
    customer: { id: String(row.customerId), exid: row.customerExid, email: row.customerEmail },
    sessionId: String(row.sessionId),
    method: row.method,
    route: row.route,
    path: row.path,
    statusCode: row.statusCode,
    errorCode: row.errorCode,
  }));
}

/** Whether an unverified token claims to be an impersonation's: the cheap test before verifying. */
function claimsImpersonation(token: string): boolean {
  try {
    const { imp } = decodeJwt(token);
    return typeof imp === 'object' && imp !== null;
  } catch {
    return false;
  }
}

/** The `code` of an error answer's JSON body, if any. */
function errorCodeOf(statusCode: number, payload: unknown): string | null {
  if (statusCode < 400 || typeof payload !== 'string') return null;
  try {
    const code = (JSON.parse(payload) as { code?: unknown }).code;
    return typeof code === 'string' ? code.slice(0, 100) : null;
  } catch {
    return null;
  }
}

async function auditWrite(deps: BackendDeps, request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<void> {
  if (READS.has(request.method) || !request.url.startsWith('/api/')) return;
  const token = bearerToken(request);
  if (!token || !claimsImpersonation(token)) return;
  // Without the request contract's realm there is no audience to check the token against, and nothing was done.
  const realm = request.client?.realm;
  if (!realm) return;
  // The signature is what makes `imp.adm` the admin's: a forged claim is never written down as theirs.
  // An expired token's claims are still the admin's (it was refused with TOKEN_EXPIRED, and that is recorded).
  const claims = await verifyAccessToken(token, { keys: deps.tokenKeys, realmName: realm.name, now: deps.now(), allowExpired: true }).catch(
    () => null,
  );
  if (!claims?.impersonatedBy) return;
  await recordImpersonatedWrite(deps.db, {
    realmId: realm.id,
    adminId: claims.impersonatedBy,
    customerId: claims.userId,
    sessionId: claims.sessionId,
    method: request.method,
    route: request.routeOptions.url ?? 'unmatched',
    path: request.url.split('?')[0]!.slice(0, MAX_PATH_LENGTH),
    statusCode: reply.statusCode,
    errorCode: errorCodeOf(reply.statusCode, payload),
    at: deps.now(),
  });
}

/** Audits every impersonated write of every route registered after it (call before registering routes). */
export function installImpersonationAudit(app: FastifyInstance, deps: BackendDeps): void {
  app.addHook('onSend', async (request, reply, payload) => {
    try {
      await auditWrite(deps, request, reply, payload);
    } catch (error) {
      // The write itself has happened: its answer still goes out, and the missing entry is loud in the log.
      request.log.error({ err: error, route: request.routeOptions.url }, 'impersonation audit: the entry could not be written');
    }
    return payload;
  });
}
