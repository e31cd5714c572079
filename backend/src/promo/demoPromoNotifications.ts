// Ringside's demo promos (Acme has the feature off): the Championship 12
// pay-per-view on air tomorrow, the fight-week shop outside the site, and a
// playlist. Their windows are rewritten from `now` on every start, as the
// demo's live events are re-anchored (seed/seedDemoData.ts): the Championship
// 12 promo runs until that event ends.
import type { Queryable } from '../db/database.ts';
import type { LocalisedText } from '../i18n/language.ts';
import { t } from '../seed/demoTypes.ts';
import type { PromoContentType } from './promoNotifications.ts';

const HOUR_MS = 3_600_000;

interface DemoPromo {
  id: number;
  realmId: number;
  title: LocalisedText;
  description: LocalisedText;
  cta: LocalisedText;
  openInNewTab: boolean;
  link: { url: string } | { type: PromoContentType; id: number };
  priority: number;
  /** Hours from the server's start: started this long ago, ending this long after (open-ended when left out). */
  startedHoursAgo: number;
  endsInHours?: number;
  audience: 'ALL_CUSTOMERS' | 'LICENCE_HOLDERS' | 'NO_LICENCE';
}

const demoPromos: DemoPromo[] = [
  {
    id: 1, realmId: 1, priority: 30, openInNewTab: false, audience: 'ALL_CUSTOMERS',
    // Live event 4 starts 27 hours after the server and lasts 6 (seed/ringsideRealm.ts).
    link: { type: 'LIVE', id: 4 }, startedHoursAgo: 48, endsInHours: 33,
    title: t('Ringside Championship 12: Lima vs Okafor', 'Ringside Championship 12: Lima x Okafor', 'Ringside Championship 12: Lima vs Okafor'),
    description: t(
      'Ana Beatriz Lima gets her title shot at home in São Paulo. Live on pay-per-view, with the replay yours to keep.',
      'Ana Beatriz Lima disputa o cinturão em casa, em São Paulo. Ao vivo no pay-per-view, com a reprise para sempre.',
      'Ana Beatriz Lima pelea por el título en casa, en São Paulo. En directo de pago por evento, con la repetición para siempre.'),
    cta: t('Watch live', 'Assista ao vivo', 'Ver en directo'),
  },
  {
    id: 2, realmId: 1, priority: 20, openInNewTab: true, audience: 'ALL_CUSTOMERS',
    link: { url: 'https://store.ringside.example/championship-12' }, startedHoursAgo: 72, endsInHours: 14 * 24,
    title: t('Fight-week gear is here', 'Os produtos da semana da luta chegaram', 'Ya está aquí el material de la semana de pelea'),
    description: t(
      'Official Championship 12 shirts, hoodies and gloves, shipped worldwide.',
      'Camisetas, moletons e luvas oficiais do Championship 12, com entrega para todo o mundo.',
      'Camisetas, sudaderas y guantes oficiales del Championship 12, con envío a todo el mundo.'),
    cta: t('Visit the shop', 'Visite a loja', 'Visita la tienda'),
  },
  {
    id: 3, realmId: 1, priority: 10, openInNewTab: false, audience: 'ALL_CUSTOMERS',
    link: { type: 'PLAYLIST', id: 1 }, startedHoursAgo: 10 * 24,
    title: t('The best knockouts of the year', 'Os melhores nocautes do ano', 'Los mejores nocauts del año'),
    description: t(
      'Seven finishes everyone is still talking about, in one playlist.',
      'Sete finalizações de que todo mundo ainda fala, numa só playlist.',
      'Siete finales de los que todo el mundo sigue hablando, en una sola lista.'),
    cta: t('Watch the playlist', 'Veja a playlist', 'Ver la lista'),
  },
];

export async function seedPromoNotifications(tx: Queryable, now: Date): Promise<void> {
  const at = (hours: number) => new Date(now.getTime() + hours * HOUR_MS).toISOString();
  const rows = demoPromos.map((promo) => ({
    id: promo.id,
    realm_id: promo.realmId,
    title: promo.title,
    description: promo.description,
    cta: promo.cta,
    image: `/images/promo/${promo.id}.svg`,
    open_in_new_tab: promo.openInNewTab,
    link_url: 'url' in promo.link ? promo.link.url : null,
    content_type: 'type' in promo.link ? promo.link.type : null,
    content_id: 'id' in promo.link ? promo.link.id : null,
    priority: promo.priority,
    starts_at: at(-promo.startedHoursAgo),
    ends_at: promo.endsInHours === undefined ? null : at(promo.endsInHours),
    audience: promo.audience,
  }));
  await tx.query(
    `insert into promo_notification (id, realm_id, title, description, cta, image, open_in_new_tab, link_url, content_type,
       content_id, priority, starts_at, ends_at, audience)
     select * from jsonb_to_recordset($1::jsonb) as x(id int, realm_id int, title jsonb, description jsonb, cta jsonb,
       image text, open_in_new_tab boolean, link_url text, content_type text, content_id int, priority int,
       starts_at timestamptz, ends_at timestamptz, audience text)
     on conflict (id) do update set realm_id = excluded.realm_id, title = excluded.title, description = excluded.description,
       cta = excluded.cta, image = excluded.image, open_in_new_tab = excluded.open_in_new_tab, link_url = excluded.link_url,
       content_type = excluded.content_type, content_id = excluded.content_id, priority = excluded.priority,
       starts_at = excluded.starts_at, ends_at = excluded.ends_at, audience = excluded.audience`,
    [JSON.stringify(rows)],
  );
}
