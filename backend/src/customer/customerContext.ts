// Who is buying: every commerce call needs a signed-in customer (or admin) of
// the request's realm, watching as an adult profile (account/accountViewer.ts:
// 401 UNAUTHENTICATED, 403 ACCOUNT_REQUIRED for guests, 403 CHILD_PROFILE), and
// reads and writes only that customer's rows of that realm.
import type { FastifyRequest } from 'fastify';
import { requireAccountViewer } from '../account/accountViewer.ts';
import { viewerCountry } from '../content/viewerCountry.ts';
import type { BackendDeps } from '../deps.ts';
import { requestRealm } from '../http/requestContract.ts';
import type { Realm } from '../realm/realmRepository.ts';

export interface CustomerContext {
  realm: Realm;
  userId: number;
  /** Where the viewer's address places them (ZZ unknown): the tax estimate before a billing address. */
  geoCountry: string;
  language: string;
  /** The admin who opened this session as the customer, if it is an impersonation (impersonation/impersonationGuard.ts). */
  impersonatedBy: number | null;
}

export async function requireCustomer(deps: BackendDeps, request: FastifyRequest): Promise<CustomerContext> {
  const viewer = await requireAccountViewer(deps, request);
  return {
    realm: requestRealm(request),
    userId: viewer.userId,
    geoCountry: viewerCountry(request, viewer),
    language: request.client.language,
    impersonatedBy: viewer.impersonatedBy ?? null,
  };
}
