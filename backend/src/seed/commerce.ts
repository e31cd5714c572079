// How the demo realms take money (README "Commerce"): their payment providers
// and Ringside's voucher codes. Acme takes cards only and has no vouchers
// (hasVouchers is off there). Idempotent: upserts by realm and name or code.
import type { Queryable } from '../db/database.ts';
import type { LocalisedText } from '../i18n/language.ts';
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
