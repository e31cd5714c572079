// How the demo realms take money (README "Commerce"): their payment providers
// and Ringside's voucher codes. Acme takes cards only and has no vouchers
// (hasVouchers is off there). Idempotent: upserts by realm and name or code.
// Also Ringside's gifts and price migration, and the demo customers'
// subscriptions (written once).
import { randomBytes, randomUUID } from 'node:crypto';
import type { Queryable } from '../db/database.ts';
import { money, zeroLike } from '../basket/money.ts';
import { taxOn, taxRegimeFor } from '../basket/tax.ts';
import { saveCard } from '../customer/cards.ts';
import { localise, type LocalisedText } from '../i18n/language.ts';
import { licenceById } from '../licence/licences.ts';
import { writeInvoice } from '../payment/invoices.ts';
import { insertPayment } from '../payment/payments.ts';
import { recordCharge } from '../payment/sandbox/sandboxPayments.ts';
import { TEST_CARD } from '../payment/testCardProvider/testCardProvider.ts';
import { tokenHash } from '../payment/testCardProvider/tokens.ts';
import { startSubscription } from '../subscription/subscriptions.ts';
import { t } from './demoTypes.ts';

interface DemoProvider {
  name: string;
  type: 'CREDIT_CARD' | 'PAYPAL' | 'WALLET';
  group: string;
  target: string | null;
  details: Record<string, string>;
}

const testCard = (publishableKey: string): DemoProvider => ({
  name: 'TEST_CARD',
  type: 'CREDIT_CARD',
  group: 'CREDIT_CARD',
  target: 'RINGSIDE_SANDBOX',
  details: { publishableKey, fieldPath: '/provider/test-card/field', tokenPath: '/provider/test-card/tokens' },
});
const testPaypal: DemoProvider = { name: 'TEST_PAYPAL', type: 'PAYPAL', group: 'PAYPAL', target: 'RINGSIDE_SANDBOX', details: {} };
const zeroBalance: DemoProvider = { name: 'ZERO_BALANCE', type: 'WALLET', group: 'ZERO_BALANCE', target: 'ZERO_BALANCE', details: {} };

const providersByRealm: Record<string, DemoProvider[]> = {
  ringside: [testCard('pk_test_ringside_demo'), testPaypal, zeroBalance],
  acme: [testCard('pk_test_acme_demo'), zeroBalance],
};

interface DemoVoucher {
  code: string;
  kind: 'PERCENT' | 'FIXED';
  percentBasisPoints: number | null;
  /** [currency, minor units, scale] for FIXED codes. */
  amounts: [string, number, number][];
  duration: 'FIRST_PERIOD' | 'FOREVER';
  expiresAt: (now: Date) => Date | null;
  maxRedemptions: number | null;
  licenceIds: number[] | null;
  description: LocalisedText;
}

const ringsideVouchers: DemoVoucher[] = [
  {
    code: 'RINGSIDE20', kind: 'PERCENT', percentBasisPoints: 2000, amounts: [], duration: 'FIRST_PERIOD',
    expiresAt: () => null, maxRedemptions: null, licenceIds: null,
    description: t('20% off your first period', '20% de desconto no primeiro período', '20% de descuento en el primer periodo'),
  },
  {
    code: 'KNOCKOUT', kind: 'FIXED', percentBasisPoints: null, amounts: [['EUR', 500, 2], ['GBP', 400, 2], ['BRL', 2000, 2]],
    duration: 'FOREVER', expiresAt: () => null, maxRedemptions: null, licenceIds: [1],
    description: t('Premium Monthly for less, every month', 'Premium Mensal mais barato, todos os meses', 'Premium Mensual más barato, cada mes'),
  },
  {
    code: 'FREEFIGHT', kind: 'PERCENT', percentBasisPoints: 10_000, amounts: [], duration: 'FOREVER',
    expiresAt: () => null, maxRedemptions: 100, licenceIds: null,
    description: t('Free, for good (the first 100 fans)', 'Grátis, para sempre (os primeiros 100 fãs)', 'Gratis, para siempre (los primeros 100 fans)'),
  },
  {
    code: 'EXPIRED10', kind: 'PERCENT', percentBasisPoints: 1000, amounts: [], duration: 'FIRST_PERIOD',
    // It ran out at the end of last year, whatever year the demo starts in.
    expiresAt: (now) => new Date(Date.UTC(now.getUTCFullYear(), 0, 1)), maxRedemptions: null, licenceIds: null,
    description: t('10% off (last year’s offer)', '10% de desconto (oferta do ano passado)', '10% de descuento (oferta del año pasado)'),
  },
];

const vouchersByRealm: Record<string, DemoVoucher[]> = { ringside: ringsideVouchers, acme: [] };

export async function seedCommerce(tx: Queryable, now: Date): Promise<void> {
  for (const [realmName, providers] of Object.entries(providersByRealm)) {
    const [realm] = await tx.query<{ id: number }>('select id from realm where name = $1', [realmName]);
    if (!realm) continue;
    for (const [position, provider] of providers.entries()) {
      await tx.query(
        `insert into payment_provider (realm_id, name, payment_provider_type, payment_provider_group_type, target_payment_provider,
                                       details, position, enabled)
         values ($1, $2, $3, $4, $5, $6, $7, true)
         on conflict (realm_id, name) do update set payment_provider_type = excluded.payment_provider_type,
           payment_provider_group_type = excluded.payment_provider_group_type,
           target_payment_provider = excluded.target_payment_provider, details = excluded.details, position = excluded.position`,
        [realm.id, provider.name, provider.type, provider.group, provider.target, JSON.stringify(provider.details), position],
      );
    }
    for (const voucher of vouchersByRealm[realmName] ?? []) {
      const [row] = await tx.query<{ id: number }>(
        `insert into voucher (realm_id, code, kind, percent_basis_points, duration, expires_at, max_redemptions, licence_ids, description)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
         on conflict (realm_id, code) do update set kind = excluded.kind, percent_basis_points = excluded.percent_basis_points,
           duration = excluded.duration, expires_at = excluded.expires_at, max_redemptions = excluded.max_redemptions,
           licence_ids = excluded.licence_ids, description = excluded.description
         returning id`,
        [realm.id, voucher.code, voucher.kind, voucher.percentBasisPoints, voucher.duration, voucher.expiresAt(now),
          voucher.maxRedemptions, voucher.licenceIds, JSON.stringify(voucher.description)],
      );
      await tx.query('delete from voucher_amount where voucher_id = $1', [row!.id]);
      for (const [currency, amount, scale] of voucher.amounts) {
        await tx.query('insert into voucher_amount (voucher_id, currency, amount, scale) values ($1, $2, $3, $4)', [
          row!.id, currency, amount, scale,
        ]);
      }
    }
  }
}

// What Ringside offers as gifts (spec §3 "Gift item"): Premium Monthly for 1 to 12 months, and the
// Championship 12 pay-per-view. Acme offers none (gifting is off there).
const ringsideGifts = [
  {
    id: 1, externalId: 'gift-premium', licenceId: 1, minPeriods: 1, maxPeriods: 12,
    name: t('Gift Premium', 'Presentear Premium', 'Regala Premium'),
    description: t(
      'Every full fight and fight-night replay, for as many months as you choose.',
      'Todas as lutas completas e reprises, por quantos meses você escolher.',
      'Todas las peleas completas y repeticiones, durante los meses que elijas.'),
  },
  {
    id: 2, externalId: 'gift-championship-12', licenceId: 3, minPeriods: null, maxPeriods: null,
    name: t('Gift the Championship 12 pay-per-view', 'Presentear o pay-per-view do Championship 12', 'Regala el pago por evento del Championship 12'),
    description: t(
      'Lima vs Okafor live from São Paulo, and the replay for good.',
      'Lima x Okafor ao vivo de São Paulo, e a reprise para sempre.',
      'Lima vs Okafor en directo desde São Paulo, y la repetición para siempre.'),
  },
];

/** Gift items (an upsert by id, so a restart keeps them as written here). */
export async function seedGiftItems(tx: Queryable): Promise<void> {
  for (const [position, gift] of ringsideGifts.entries()) {
    await tx.query(
      `insert into gift_item (id, realm_id, external_id, licence_id, name, description, min_periods, max_periods, position)
       values ($1, 1, $2, $3, $4, $5, $6, $7, $8)
       on conflict (id) do update set external_id = excluded.external_id, licence_id = excluded.licence_id, name = excluded.name,
         description = excluded.description, min_periods = excluded.min_periods, max_periods = excluded.max_periods,
         position = excluded.position`,
      [gift.id, gift.externalId, gift.licenceId, JSON.stringify(gift.name), JSON.stringify(gift.description), gift.minPeriods,
        gift.maxPeriods, position],
    );
  }
}

/**
 * Premium Monthly's announced price change (spec §3 licenceStatus.upcomingPriceMigration):
 * EUR 11.99 / GBP 10.99 / BRL 44.90 from 40 days after the first start, consent
 * until 30 days after. Written once: a restart never moves its dates.
 */
export async function seedPriceMigration(tx: Queryable, now: Date): Promise<void> {
  const [created] = await tx.query<{ id: number }>(
    `insert into price_migration (realm_id, licence_id, effective_at, consent_deadline, created_at)
     select 1, 1, $1, $2, $3 where not exists (select 1 from price_migration where licence_id = 1)
     returning id`,
    [new Date(now.getTime() + 40 * DAY_MS), new Date(now.getTime() + 30 * DAY_MS), now],
  );
  if (!created) return;
  for (const [currency, amount] of [['EUR', 1199], ['GBP', 1099], ['BRL', 4490]] as const) {
    await tx.query('insert into price_migration_amount (price_migration_id, currency, amount, scale) values ($1, $2, $3, 2)', [
      created.id, currency, amount,
    ]);
  }
}

const DAY_MS = 86_400_000;

/** The demo customers' subscriptions: [realm, email, licence], started 10 days before the first start. */
const demoSubscribers: [realm: string, email: string, licenceId: number][] = [
  ['ringside', 'fan@ringside.test', 1],
  ['acme', 'fan@acme.test', 101],
];

/**
 * Makes each demo customer a real subscriber, once (a restart never resets what
 * they did since): a test Visa ending 4242 saved as their default card (attached
 * at the test provider), the first month paid with it (a payment, the
 * provider's record and an invoice), and an ACTIVE subscription started 10 days
 * ago that the renewal job renews with that card. The licence they were only
 * granted before this existed is taken back.
 */
export async function seedDemoSubscribers(tx: Queryable, now: Date): Promise<void> {
  const startedAt = new Date(now.getTime() - 10 * DAY_MS);
  for (const [realmName, email, licenceId] of demoSubscribers) {
    const [user] = await tx.query<{ id: number; realmId: number }>(
      `select u.id, u.realm_id as "realmId" from app_user u join realm r on r.id = u.realm_id where r.name = $1 and u.email = $2`,
      [realmName, email],
    );
    if (!user) continue;
    const [touched] = await tx.query('select 1 from subscription where user_id = $1 union all select 1 from payment where user_id = $1', [user.id]);
    if (touched) continue;
    const licence = await licenceById(tx, user.realmId, licenceId);
    const amount = licence?.amounts.find((candidate) => candidate.isDefault);
    if (!licence || !amount || !licence.subscriptionPeriod) continue;
    const price = money(Number(amount.amount), amount.currency, amount.scale);

    const token = `tok_${randomBytes(24).toString('base64url')}`;
    const card = { provider: TEST_CARD, providerToken: token, brand: 'visa', last4: '4242', expMonth: 12, expYear: startedAt.getUTCFullYear() + 5 };
    await tx.query(
      `insert into test_card_token (token_hash, merchant_realm_id, brand, last4, exp_month, exp_year, behaviour, customer_ref, created_at)
       values ($1, $2, $3, $4, $5, $6, 'SUCCEED', $7, $8)`,
      [tokenHash(token), user.realmId, card.brand, card.last4, card.expMonth, card.expYear, `user:${user.id}`, startedAt],
    );
    const saved = await saveCard(tx, user.id, card, startedAt, { makeDefault: true });

    const basketId = randomUUID();
    await tx.query(
      `insert into basket (id, realm_id, user_id, status, created_at, updated_at, paid_at) values ($1, $2, $3, 'PAID', $4, $4, $4)`,
      [basketId, user.realmId, user.id, startedAt],
    );
    await tx.query(`insert into basket_item (basket_id, kind, licence_id, periods, created_at) values ($1, 'LICENCE', $2, 1, $3)`, [
      basketId, licenceId, startedAt,
    ]);
    const name = localise(licence.name, 'en', 'en');
    const regime = taxRegimeFor({ countryCode: null }, null);
    const taxed = taxOn(price, regime);
    const none = zeroLike(price);
    const payment = await insertPayment(tx, {
      id: randomUUID(), realmId: user.realmId, userId: user.id, basketId, idempotencyKey: `demo-subscription-${licenceId}`,
      requestHash: 'demo', provider: TEST_CARD, cardId: saved.id, providerToken: token, saveCard: true, voucherCode: null,
      net: taxed.totalExcTax, discount: none, tax: taxed.tax, total: taxed.total, returnUrl: '/account', description: name,
      purchase: {
        licenceId, licenceKind: 'SUBSCRIPTION', subscriptionPeriod: licence.subscriptionPeriod, trialDays: 0, unitPrice: price,
        lines: [{ name, description: localise(licence.description, 'en', 'en'), periods: 1, catalogPrice: price, discount: none, ...taxed }],
        dueAfterTrial: null, tax: { ...regime }, voucher: null, billingAddress: null,
        card: { brand: card.brand, last4: card.last4, expMonth: card.expMonth, expYear: card.expYear },
      },
      now: startedAt,
    });
    await tx.query(`update payment set status = 'SUCCEEDED', settled_at = $2 where id = $1`, [payment.id, startedAt]);
    await recordCharge(
      tx,
      { paymentId: payment.id, provider: TEST_CARD, merchantRealmId: user.realmId, amount: taxed.total, description: name, tokenHash: tokenHash(token), returnUrl: '/account' },
      { status: 'SUCCEEDED', declineCode: null },
      startedAt,
    );
    await writeInvoice(tx, payment, { fullName: null, taxNumber: null, email }, startedAt);
    await startSubscription(tx, {
      realmId: user.realmId, userId: user.id, licenceId, period: licence.subscriptionPeriod, trialDays: 0, paymentProvider: TEST_CARD,
      cardId: saved.id, price, voucherCode: null, paymentId: payment.id, now: startedAt,
    });
    // Earlier demo databases granted the licence outright: the subscription carries it now.
    await tx.query(`update entitlement set revoked_at = $3 where user_id = $1 and licence_id = $2 and source = 'GRANT' and revoked_at is null`, [
      user.id, licenceId, now,
    ]);
  }
}
