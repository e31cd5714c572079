// Promo notifications (spec §4 "Promo", §7): the client fetches them once,
// slides the card up, and on a click or a dismiss records the event and
// dismisses the promo. The two are separate calls on purpose: an event is
// analytics only and changes nothing the viewer sees, and a dismissal records
// no event, so a click counts as CLICKED alone, not as CLICKED plus DISMISSED.
import type { FastifyInstance } from 'fastify';
import { requireAccountViewer } from '../account/accountViewer.ts';
import { contentContext, idParamsSchema } from '../content/contentContext.ts';
import type { BackendDeps } from '../deps.ts';
import { ApiError, notFound } from '../http/apiError.ts';
import { fileResponse } from '../http/fileResponse.ts';
import { requestRealm } from '../http/requestContract.ts';
import { findRealmById } from '../realm/realmRepository.ts';
import { optionalViewer } from '../session/viewer.ts';
import { promoArtworkSvg } from './promoArtwork.ts';
import {
  activePromoNotifications,
  dismissPromoNotification,
  MAX_PROMO_NOTIFICATIONS,
  PROMO_EVENT_TYPES,
  promoNotificationJson,
  promoNotificationSchema,
  recordPromoNotificationEvent,
  type PromoEventType,
} from './promoNotifications.ts';
import { promoRecipient } from './promoViewer.ts';

const notFoundAnswer = (id: number) => new ApiError(404, 'PROMO_NOTIFICATION_NOT_FOUND', `Promo notification ${id} not found`);

const accountOnly =
  '401 UNAUTHENTICATED without a session, 403 ACCOUNT_REQUIRED for guests and 403 CHILD_PROFILE for a child profile ' +
  '(none of whom are shown promos); 404 PROMO_NOTIFICATION_NOT_FOUND for an unknown id or another realm’s promo.';

export async function promoNotificationRoutes(app: FastifyInstance, deps: BackendDeps): Promise<void> {
  app.get<{ Querystring: { maxNotifications: number } }>(
    '/promo-notification',
    {
      schema: {
        operationId: 'listPromoNotifications',
        tags: ['promo'],
        summary: 'The promo notifications to show this viewer now, highest priority first',
        description:
          'Running, not dismissed by this account, for an audience it belongs to, and linking to nothing the viewer may not see. ' +
          'Always 200: the list is empty where the realm has hasPromoNotification off, and for visitors without a session, ' +
          'guests and child profiles, who are shown no promos.',
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            maxNotifications: {
              type: 'integer',
              minimum: 1,
              maximum: MAX_PROMO_NOTIFICATIONS,
              default: 1,
              description: `At most this many (1–${MAX_PROMO_NOTIFICATIONS}, default 1)`,
            },
          },
        },
        response: {
          200: {
            type: 'object',
            required: ['promoNotifications'],
            properties: { promoNotifications: { type: 'array', items: promoNotificationSchema } },
          },
        },
      },
    },
    async (request) => {
      const viewer = await optionalViewer(deps, request);
      const recipient = promoRecipient(requestRealm(request), viewer);
      if (!recipient) return { promoNotifications: [] };
      const context = contentContext(deps, request, viewer);
      const promos = await activePromoNotifications(deps.db, context, recipient.userId, request.query.maxNotifications);
      return { promoNotifications: promos.map((promo) => promoNotificationJson(promo, context)) };
    },
  );

  app.put<{ Params: { id: number } }>(
    '/promo-notification/:id',
    {
      schema: {
        operationId: 'dismissPromoNotification',
        tags: ['promo'],
        summary: 'Dismisses a promo notification for good for this account (no body)',
        description:
          'On every device and after signing in again. Dismissing it again changes nothing (204). Records no event: ' +
          `send DISMISSED or CLICKED to /promo-notification/{id}/events for that. ${accountOnly}`,
        security: [{ bearer: [] }],
        params: idParamsSchema,
        // Spec §7: no body; an empty one (or `{}`) is what the contract documents.
        body: { type: 'object', additionalProperties: false, properties: {}, description: 'None' },
        response: { 204: { type: 'null', description: 'Dismissed (or already was)' } },
      },
    },
    async (request, reply) => {
      const viewer = await requireAccountViewer(deps, request);
      const dismissed = await dismissPromoNotification(deps.db, requestRealm(request).id, request.params.id, viewer.userId, deps.now());
      if (!dismissed) throw notFoundAnswer(request.params.id);
      return reply.code(204).send();
    },
  );

  app.post<{ Params: { id: number }; Body: { type: PromoEventType } }>(
    '/promo-notification/:id/events',
    {
      schema: {
        operationId: 'recordPromoNotificationEvent',
        tags: ['promo'],
        summary: 'Records that the viewer saw, clicked or dismissed a promo notification (analytics)',
        description: `Changes nothing the viewer sees: a CLICKED or DISMISSED event does not dismiss the promo (PUT /promo-notification/{id} does). ${accountOnly}`,
        security: [{ bearer: [] }],
        params: idParamsSchema,
        body: {
          type: 'object',
          required: ['type'],
          additionalProperties: false,
          properties: { type: { type: 'string', enum: PROMO_EVENT_TYPES } },
        },
        response: { 204: { type: 'null', description: 'Recorded' } },
      },
    },
    async (request, reply) => {
      const viewer = await requireAccountViewer(deps, request);
      const recorded = await recordPromoNotificationEvent(deps.db, {
        realmId: requestRealm(request).id,
        id: request.params.id,
        userId: viewer.userId,
        deviceId: request.client.deviceId,
        type: request.body.type,
        at: deps.now(),
      });
      if (!recorded) throw notFoundAnswer(request.params.id);
      return reply.code(204).send();
    },
  );
}

/** A promo's generated card image, `/images/promo/{id}.svg` (410×190, promoArtwork.ts). */
export async function promoImageRoutes(app: FastifyInstance, deps: BackendDeps): Promise<void> {
  app.get<{ Params: { file: string } }>(
    '/images/promo/:file',
    {
      schema: {
        operationId: 'getPromoArtwork',
        tags: ['images'],
        summary: 'A promo notification’s generated card image, 410×190',
        response: { 200: fileResponse('The image', ['image/svg+xml']) },
        params: {
          type: 'object',
          required: ['file'],
          properties: { file: { type: 'string', pattern: '^[0-9]{1,9}\\.svg$', description: '`{id}.svg`' } },
        },
      },
    },
    async (request, reply) => {
      const id = Number(request.params.file.slice(0, -'.svg'.length));
      // The glyph is the linked title's sport; an outside link draws the plain mark.
      const [promo] = await deps.db.query<{ realmId: number; sport: string | null }>(
        `select n.realm_id as "realmId", coalesce(v.sport, e.sport, p.sport) as sport
           from promo_notification n
           left join video v on n.content_type = 'VOD' and v.id = n.content_id
           left join live_event e on n.content_type = 'LIVE' and e.id = n.content_id
           left join playlist p on n.content_type = 'PLAYLIST' and p.id = n.content_id
          where n.id = $1`,
        [id],
      );
      const realm = promo && (await findRealmById(deps.db, promo.realmId));
      if (!promo || !realm) throw notFound(`Image promo/${request.params.file}`);
      const svg = promoArtworkSvg({ id, sport: promo.sport, colours: realm.settings.colours });
      return reply.header('content-type', 'image/svg+xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(svg);
    },
  );
}
