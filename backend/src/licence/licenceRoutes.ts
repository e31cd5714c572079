// What the realm sells, for its shop window, sign-up and checkout: open to every
// caller of the realm (a visitor compares plans before having an account).
import type { FastifyInstance } from 'fastify';
import { contentContext, idParamsSchema } from '../content/contentContext.ts';
import type { BackendDeps } from '../deps.ts';
import { notFound } from '../http/apiError.ts';
import { requestRealm } from '../http/requestContract.ts';
import { optionalViewer } from '../session/viewer.ts';
import type { AccessClaims } from '../session/accessToken.ts';
import { upcomingPriceMigrations } from '../subscription/priceMigrations.ts';
import { licenceJson, licenceSchema } from './licenceJson.ts';
import { licenceById, licencesOfRealm } from './licences.ts';

export async function licenceRoutes(app: FastifyInstance, deps: BackendDeps): Promise<void> {
  // A customer's own standing with each licence they subscribe to (spec §3 licenceStatus).
  const migrationsOf = async (viewer: AccessClaims | null, realmId: number) =>
    viewer && !viewer.isGuest ? upcomingPriceMigrations(deps.db, realmId, viewer.userId) : new Map();

  app.get(
    '/licences',
    {
      schema: {
        operationId: 'listLicences',
        tags: ['licences'],
        summary: 'The licences on sale in the realm, in its order (families first), priced for the viewer’s country',
        response: { 200: { type: 'object', required: ['licences'], properties: { licences: { type: 'array', items: licenceSchema } } } },
      },
    },
    async (request) => {
      const viewer = await optionalViewer(deps, request);
      const context = contentContext(deps, request, viewer);
      const licences = await licencesOfRealm(deps.db, requestRealm(request).id);
      const migrations = await migrationsOf(viewer, requestRealm(request).id);
      return { licences: licences.map((licence) => licenceJson(licence, context, migrations.get(licence.id) ?? null)) };
    },
  );

  app.get<{ Params: { id: number } }>(
    '/licences/:id',
    {
      schema: {
        operationId: 'getLicence',
        tags: ['licences'],
        summary: 'One licence of the realm, on sale or not (a customer’s old plan is still named)',
        params: idParamsSchema,
        response: { 200: licenceSchema },
      },
    },
    async (request) => {
      const viewer = await optionalViewer(deps, request);
      const context = contentContext(deps, request, viewer);
      const licence = await licenceById(deps.db, requestRealm(request).id, request.params.id);
      if (!licence) throw notFound(`Licence ${request.params.id}`);
      return licenceJson(licence, context, (await migrationsOf(viewer, requestRealm(request).id)).get(licence.id) ?? null);
    },
  );
}
