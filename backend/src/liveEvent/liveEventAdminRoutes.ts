// `/api/v2`: an admin of the realm moves a live event's start or end, or
// changes its title and details; the change is published on the live-event
// channel at once, and the clock re-plans for the new times.
import type { FastifyInstance } from 'fastify';
import type { BackendDeps } from '../deps.ts';
import { ApiError, notFound } from '../http/apiError.ts';
import { requireRealmAdmin } from '../session/requiredViewer.ts';
import { contentContext, idParamsSchema } from '../content/contentContext.ts';
import type { LiveChannel } from './liveChannel.ts';
import type { LiveClock } from './liveClock.ts';
import { publishEventNotice, TRANSITION_CLAIM_SECONDS, transitionKey } from './liveEventNotices.ts';
import { liveEventColumns, liveEventJson, liveEventSchema, type LiveEventRow } from './liveEvents.ts';
import type { Queryable } from '../db/database.ts';
import { reindexContent } from '../search/searchIndex.ts';
import { announceRealmChange } from '../realm/realmChanges.ts';

/** The event whatever its rating or territories: admins manage every event of their realm. */
async function eventOfRealm(db: Queryable, realmId: number, id: number): Promise<LiveEventRow | null> {
  const [row] = await db.query<LiveEventRow>(`select ${liveEventColumns} from live_event e where e.realm_id = $1 and e.id = $2`, [realmId, id]);
  return row ?? null;
}

export interface LiveEventChange {
  startDate?: string;
  endDate?: string;
  /** In the request's language (Accept-Language, negotiated against the realm's). */
  title?: string;
  description?: string;
  sport?: string | null;
  venue?: string | null;
}

const changeSchema = {
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  properties: {
    startDate: { type: 'string', format: 'date-time', description: 'When the broadcast starts (ISO 8601 with a zone)' },
    endDate: { type: 'string', format: 'date-time', description: 'When it ends; after startDate' },
    title: { type: 'string', minLength: 1, maxLength: 200, description: 'The title in the request’s language' },
    description: { type: 'string', maxLength: 4000, description: 'The description in the request’s language' },
    sport: { type: ['string', 'null'], maxLength: 60 },
    venue: { type: ['string', 'null'], maxLength: 200 },
  },
} as const;

export async function liveEventAdminRoutes(
  app: FastifyInstance,
  deps: BackendDeps & { channel: LiveChannel; clock: Pick<LiveClock, 'replan'> },
): Promise<void> {
  app.patch<{ Params: { id: number }; Body: LiveEventChange }>(
    '/admin/event/:id',
    {
      schema: {
        operationId: 'updateLiveEventAsAdmin',
        tags: ['admin'],
        summary: 'Move a live event’s start or end, or change its title and details (admin of the realm)',
        description:
          'Publishes the change on the realm’s live-event channel. 400 VALIDATION_FAILED (nothing to change, endDate not after startDate), 401 UNAUTHENTICATED, 403 FORBIDDEN (not an admin), 404 NOT_FOUND.',
        security: [{ bearer: [] }],
        params: idParamsSchema,
        body: changeSchema,
        response: { 200: liveEventSchema },
      },
    },
    async (request) => {
      const admin = await requireRealmAdmin(deps, request);
      const context = contentContext(deps, request, admin);
      const { id } = request.params;
      const change = request.body;
      // Unknown fields are dropped by the schema (Fastify's removeAdditional), like on every route.
      if (Object.keys(change).length === 0) {
        throw new ApiError(400, 'VALIDATION_FAILED', `body must change at least one of ${Object.keys(changeSchema.properties).join(', ')}`);
      }
      const event = await deps.db.transaction(async (tx) => {
        const current = await eventOfRealm(tx, context.realm.id, id);
        if (!current) throw notFound(`Live event ${id}`);
        const startDate = change.startDate ? new Date(change.startDate) : current.startDate;
        const endDate = change.endDate ? new Date(change.endDate) : current.endDate;
        if (endDate <= startDate) {
          throw new ApiError(400, 'VALIDATION_FAILED', 'body/endDate must be after startDate');
        }
        const language = context.language;
        await tx.query(
          // An edited demo event is the admin's from now on: the demo's start no longer moves it (seed/seedDemoData.ts).
          `update live_event set start_date = $3, end_date = $4,
             demo_start_offset_minutes = null, demo_duration_minutes = null,
             title = case when $5::text is null then title else title || jsonb_build_object($7::text, $5::text) end,
             description = case when $6::text is null then description else description || jsonb_build_object($7::text, $6::text) end,
             sport = case when $8 then $9 else sport end,
             venue = case when $10 then $11 else venue end
           where realm_id = $1 and id = $2`,
          [
            context.realm.id, id, startDate, endDate,
            change.title ?? null, change.description ?? null, language,
            'sport' in change, change.sport ?? null,
            'venue' in change, change.venue ?? null,
          ],
        );
        // Search lists it by its title and start: the index follows in the same transaction.
        await reindexContent(tx, context.realm.id, 'LIVE_EVENT', id);
        return (await eventOfRealm(tx, context.realm.id, id))!;
      });
      // What gateways keep of the realm (its live count, its sitemap) is read afresh.
      await announceRealmChange(deps, { realm: context.realm.name, kind: 'CONTENT' }, request.log);
      // This change tells its own transitions (a start moved into the past is a start now):
      // no clock tells them again.
      const now = deps.now();
      deps.clock.replan();
      try {
        for (const [edge, at] of [['start', event.startDate], ['end', event.endDate]] as const) {
          if (at <= now) await deps.channel.claim(transitionKey(event.id, edge, at), TRANSITION_CLAIM_SECONDS);
        }
        await publishEventNotice(deps, context.realm, { kind: 'EVENT_CHANGED', eventId: event.id, now });
      } catch (error) {
        // The change is made; while the channel is down nobody hears it, and the gateways
        // read the current state afresh when it is back (a resync).
        request.log.error({ err: error }, 'live-event channel: the change could not be published');
      }
      return liveEventJson(event, { ...context, now });
    },
  );
}
