// What the demo realms sell (issue 11; README "Commerce"). Ringside: a
// Premium family (monthly with a 7-day trial, or yearly) that unlocks the full
// fights and the fight-night replays, and a pay-per-view for the championship
// card; highlights, analysis, weigh-ins, the documentary and the other live
// cards stay free. Acme: one Acme Pass in US dollars for the series and the
// motorsport library. The demo customers subscribe to their realm's
// subscription (seed/commerce.ts, seedDemoSubscribers), so they watch
// everything as the README says.
import type { Queryable } from '../db/database.ts';
import type { LocalisedText } from '../i18n/language.ts';
import { t, en } from './demoTypes.ts';

interface DemoLicence {
  id: number;
  realmId: number;
  familyId: number | null;
  kind: 'SUBSCRIPTION' | 'PAY_PER_VIEW';
  name: LocalisedText;
  description: LocalisedText;
  subscriptionPeriod: 'P1M' | 'P1Y' | null;
  trialDays: number;
  liveEventId: number | null;
  /** [currency, amount in minor units, scale]; the first is the default. */
  amounts: [string, number, number][];
  includes: ['VIDEO' | 'SERIES' | 'LIVE_EVENT', number][];
}

const fullFights: ['VIDEO', number][] = [1, 2, 3, 4, 5, 6, 7, 8].map((id) => ['VIDEO', id]);
const fightNightReplays: ['LIVE_EVENT', number][] = [['LIVE_EVENT', 7], ['LIVE_EVENT', 8]];

const families = [
  { id: 1, realmId: 1, name: t('Ringside Premium', 'Ringside Premium', 'Ringside Premium'), position: 0 },
];

export const demoLicences: DemoLicence[] = [
  {
    id: 1, realmId: 1, familyId: 1, kind: 'SUBSCRIPTION', subscriptionPeriod: 'P1M', trialDays: 7, liveEventId: null,
    name: t('Premium Monthly', 'Premium Mensal', 'Premium Mensual'),
    description: t(
      'Every full fight and fight-night replay. Cancel any time.',
      'Todas as lutas completas e reprises das noites de luta. Cancele quando quiser.',
      'Todas las peleas completas y repeticiones de las noches de pelea. Cancela cuando quieras.'),
    amounts: [['EUR', 999, 2], ['GBP', 899, 2], ['BRL', 3990, 2]],
    includes: [...fullFights, ...fightNightReplays],
  },
  {
    id: 2, realmId: 1, familyId: 1, kind: 'SUBSCRIPTION', subscriptionPeriod: 'P1Y', trialDays: 7, liveEventId: null,
    name: t('Premium Yearly', 'Premium Anual', 'Premium Anual'),
    description: t(
      'Everything in Premium for a year: two months free compared with monthly.',
      'Tudo do Premium por um ano: dois meses grátis em relação ao mensal.',
      'Todo Premium durante un año: dos meses gratis frente al mensual.'),
    amounts: [['EUR', 9999, 2], ['GBP', 8999, 2], ['BRL', 39900, 2]],
    includes: [...fullFights, ...fightNightReplays],
  },
  {
    id: 3, realmId: 1, familyId: null, kind: 'PAY_PER_VIEW', subscriptionPeriod: null, trialDays: 0, liveEventId: 4,
    name: t('Ringside Championship 12 (pay-per-view)', 'Ringside Championship 12 (pay-per-view)', 'Ringside Championship 12 (pago por evento)'),
    description: t(
      'Lima vs Okafor live from São Paulo, and the replay for good.',
      'Lima x Okafor ao vivo de São Paulo, e a reprise para sempre.',
      'Lima vs Okafor en directo desde São Paulo, y la repetición para siempre.'),
    amounts: [['EUR', 1999, 2], ['GBP', 1799, 2], ['BRL', 7990, 2]],
    includes: [['LIVE_EVENT', 4]],
  },
  {
    id: 101, realmId: 2, familyId: null, kind: 'SUBSCRIPTION', subscriptionPeriod: 'P1M', trialDays: 0, liveEventId: null,
    name: en('Acme Pass'),
    description: en('The full series and the motorsport library, on one screen at a time.'),
    amounts: [['USD', 799, 2]],
    includes: [['SERIES', 101], ['VIDEO', 110], ['VIDEO', 111], ['VIDEO', 112]],
  },
];

export async function seedLicences(tx: Queryable): Promise<void> {
  for (const family of families) {
    await tx.query(
      `insert into licence_family (id, realm_id, name, position) values ($1, $2, $3, $4)
       on conflict (id) do update set name = excluded.name, position = excluded.position`,
      [family.id, family.realmId, JSON.stringify(family.name), family.position],
    );
  }
  for (const [position, licence] of demoLicences.entries()) {
    await tx.query(
      `insert into licence (id, realm_id, family_id, kind, name, description, subscription_period, trial_days, live_event_id, position)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
       on conflict (id) do update set family_id = excluded.family_id, kind = excluded.kind, name = excluded.name,
         description = excluded.description, subscription_period = excluded.subscription_period,
         trial_days = excluded.trial_days, live_event_id = excluded.live_event_id, position = excluded.position`,
      [licence.id, licence.realmId, licence.familyId, licence.kind, JSON.stringify(licence.name), JSON.stringify(licence.description),
        licence.subscriptionPeriod, licence.trialDays, licence.liveEventId, position],
    );
    await tx.query('delete from licence_amount where licence_id = $1', [licence.id]);
    for (const [index, [currency, amount, scale]] of licence.amounts.entries()) {
      await tx.query(
        'insert into licence_amount (licence_id, currency, amount, scale, is_default) values ($1, $2, $3, $4, $5)',
        [licence.id, currency, amount, scale, index === 0],
      );
    }
    await tx.query('delete from licence_content where licence_id = $1', [licence.id]);
    await tx.query(
      `insert into licence_content (licence_id, content_type, content_id)
       select $1, type, id from unnest($2::text[], $3::int[]) as included (type, id)`,
      [licence.id, licence.includes.map(([type]) => type), licence.includes.map(([, id]) => id)],
    );
  }
}
