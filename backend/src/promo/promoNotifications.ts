// Promo notifications (migration 026): the ones a viewer should see now, their
// JSON (spec §3 "Promo notification"), dismissals and analytics events.
import type { Queryable } from '../db/database.ts';
import type { LocalisedText } from '../i18n/language.ts';
import { text, type ContentContext } from '../content/contentContext.ts';
import { visibilityParams, visibleSql } from '../content/visibility.ts';

export type PromoContentType = 'VOD' | 'LIVE' | 'PLAYLIST';
export type PromoEventType = 'SHOWN' | 'CLICKED' | 'DISMISSED';

export const PROMO_CONTENT_TYPES: PromoContentType[] = ['VOD', 'LIVE', 'PLAYLIST'];
export const PROMO_EVENT_TYPES: PromoEventType[] = ['SHOWN', 'CLICKED', 'DISMISSED'];

/** Spec §9: promos are fetched one at a time; a client may ask for a few more. */
export const MAX_PROMO_NOTIFICATIONS = 5;

interface PromoRow extends Record<string, unknown> {
  id: number;
  title: LocalisedText;
  description: LocalisedText;
  cta: LocalisedText;
  image: string;
  openInNewTab: boolean;
  linkUrl: string | null;
  contentType: PromoContentType | null;
  contentId: number | null;
}

// A promo for a title the viewer may not see (above their rating, hidden in
// their country, gone) would open a page that answers 404: it is not shown.
const linkedContentVisibleSql = `case n.content_type
    when 'VOD' then exists (select 1 from video v where v.id = n.content_id and v.realm_id = n.realm_id and ${visibleSql('v', 5)})
    when 'LIVE' then exists (select 1 from live_event e where e.id = n.content_id and e.realm_id = n.realm_id and ${visibleSql('e', 5)})
    when 'PLAYLIST' then exists (select 1 from playlist p where p.id = n.content_id and p.realm_id = n.realm_id and ${visibleSql('p', 5)})
    else true end`;

// "Holds a licence" as playback reads it (entitlement/entitlements.ts): an entitlement running now.
const holdsLicenceSql = `exists (select 1 from entitlement en where en.user_id = $2 and en.revoked_at is null
    and en.starts_at <= $3 and (en.ends_at is null or en.ends_at > $3))`;

/**
 * The promos running now for this account that it has not dismissed and whose
 * audience it belongs to, highest priority first (then the newest), at most
 * `max`: one statement.
 */
export async function activePromoNotifications(
  db: Queryable,
  context: ContentContext,
  userId: number,
  max: number,
): Promise<PromoRow[]> {
  return db.query<PromoRow>(
    `select n.id, n.title, n.description, n.cta, n.image, n.open_in_new_tab as "openInNewTab", n.link_url as "linkUrl",
            n.content_type as "contentType", n.content_id as "contentId"
       from promo_notification n
      where n.realm_id = $1
        and n.starts_at <= $3 and (n.ends_at is null or n.ends_at > $3)
        and not exists (select 1 from promo_notification_dismissal d where d.promo_notification_id = n.id and d.user_id = $2)
        and (n.audience = 'ALL_CUSTOMERS' or (n.audience = 'LICENCE_HOLDERS') = ${holdsLicenceSql})
        and ${linkedContentVisibleSql}
      order by n.priority desc, n.starts_at desc, n.id
      limit $4`,
    [context.realm.id, userId, context.now, max, ...visibilityParams(context.viewer)],
  );
}

export function promoNotificationJson(promo: PromoRow, context: ContentContext) {
  return {
    id: String(promo.id),
    title: text(context, promo.title),
    description: text(context, promo.description),
    cta: text(context, promo.cta),
    imageUrl: promo.image,
    openInNewTab: promo.openInNewTab,
    // The table's check keeps exactly one of the two.
    link:
      promo.linkUrl !== null
        ? { linkUrl: promo.linkUrl }
        : { contentLink: { contentId: String(promo.contentId), type: promo.contentType! } },
  };
}

export const promoNotificationSchema = {
  type: 'object',
  required: ['id', 'title', 'description', 'cta', 'imageUrl', 'openInNewTab', 'link'],
  properties: {
    id: { type: 'string' },
    title: { type: 'string' },
    description: { type: 'string' },
    cta: { type: 'string', description: 'The call-to-action button’s text' },
    imageUrl: { type: 'string', description: 'The card image, 410×190' },
    openInNewTab: { type: 'boolean', description: 'Open the link in a new tab rather than in place' },
    link: {
      description: 'Where the call to action leads: an outside address, or a title of the realm',
      oneOf: [
        {
          type: 'object',
          required: ['linkUrl'],
          additionalProperties: false,
          properties: { linkUrl: { type: 'string', description: 'An absolute http(s) address' } },
        },
        {
          type: 'object',
          required: ['contentLink'],
          additionalProperties: false,
          properties: {
            contentLink: {
              type: 'object',
              required: ['contentId', 'type'],
              additionalProperties: false,
              properties: {
                contentId: { type: 'string' },
                type: { type: 'string', enum: PROMO_CONTENT_TYPES, description: 'VOD: a video, LIVE: a live event, PLAYLIST: a playlist' },
              },
            },
          },
        },
      ],
    },
  },
} as const;

/**
 * Dismisses the realm's promo `id` for good for this account; dismissing it
 * again keeps the first time. False when the realm has no such promo. One statement.
 */
export async function dismissPromoNotification(db: Queryable, realmId: number, id: number, userId: number, now: Date): Promise<boolean> {
  const [row] = await db.query<{ found: number }>(
    `with promo as (select id from promo_notification where id = $1 and realm_id = $2),
          dismissed as (
            insert into promo_notification_dismissal (promo_notification_id, user_id, dismissed_at)
            select id, $3, $4 from promo on conflict do nothing
          )
     select count(*)::int as found from promo`,
    [id, realmId, userId, now],
  );
  return (row?.found ?? 0) > 0;
}

/** Records what the viewer did with the realm's promo `id`; false when there is no such promo. One statement. */
export async function recordPromoNotificationEvent(
  db: Queryable,
  event: { realmId: number; id: number; userId: number; deviceId: string; type: PromoEventType; at: Date },
): Promise<boolean> {
  const rows = await db.query(
    `insert into promo_notification_event (promo_notification_id, user_id, device_id, type, at)
     select id, $3, $4, $5, $6 from promo_notification where id = $1 and realm_id = $2
     returning id`,
    [event.id, event.realmId, event.userId, event.deviceId, event.type, event.at],
  );
  return rows.length > 0;
}
