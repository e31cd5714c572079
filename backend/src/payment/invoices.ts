// Invoices (migration 021): written once, in the transaction that settles a
// successful payment, from what that payment charged. Numbers run without gaps
// per realm (INV-000001, …): the realm's sequence row is incremented in the
// same transaction, so a rolled-back payment takes no number.
import type { Queryable } from '../db/database.ts';
import type { Money } from '../basket/money.ts';
import { moneyOf } from '../basket/moneyJson.ts';
import type { PaymentRow, Purchase, PurchaseLine } from './payments.ts';

export interface InvoiceCustomer {
  fullName: string | null;
  taxNumber: string | null;
  email: string;
}

export interface InvoiceRow {
  id: number;
  number: string;
  paymentId: string;
  issuedAt: Date;
  lines: PurchaseLine[];
  net: Money;
  discount: Money;
  tax: Money;
  total: Money;
  taxInclusive: boolean;
  taxRateBasisPoints: number;
  taxCountryCode: string | null;
  billingAddress: Purchase['billingAddress'];
  customer: InvoiceCustomer;
  provider: string;
  card: { brand: string; last4: string } | null;
}

export function invoiceNumber(sequence: number): string {
  return `INV-${String(sequence).padStart(6, '0')}`;
}

export async function writeInvoice(db: Queryable, payment: PaymentRow, customer: InvoiceCustomer, now: Date): Promise<{ id: number; number: string }> {
  const [sequence] = await db.query<{ n: string | number }>(
    `insert into invoice_sequence (realm_id, last_number) values ($1, 1)
     on conflict (realm_id) do update set last_number = invoice_sequence.last_number + 1
     returning last_number as n`,
    [payment.realmId],
  );
  const number = invoiceNumber(Number(sequence!.n));
  const { purchase } = payment;
  const [row] = await db.query<{ id: number }>(
    `insert into invoice (realm_id, user_id, payment_id, number, issued_at, lines, currency, scale, net_amount, discount_amount,
                          tax_amount, total_amount, tax_inclusive, tax_rate_basis_points, tax_country_code, billing_address, customer)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17) returning id`,
    [
      payment.realmId, payment.userId, payment.id, number, now, JSON.stringify(purchase.lines), payment.total.currency,
      payment.total.scale, payment.net.amount, payment.discount.amount, payment.tax.amount, payment.total.amount,
      purchase.tax.inclusive, purchase.tax.rateBasisPoints, purchase.tax.countryCode,
      purchase.billingAddress ? JSON.stringify(purchase.billingAddress) : null, JSON.stringify(customer),
    ],
  );
  return { id: row!.id, number };
}

export async function invoiceById(db: Queryable, owner: { realmId: number; userId: number }, id: number): Promise<InvoiceRow | null> {
  const [row] = await db.query<Record<string, unknown>>(
    `select i.id, i.number, i.payment_id as "paymentId", i.issued_at as "issuedAt", i.lines, i.currency, i.scale,
            i.net_amount as net, i.discount_amount as discount, i.tax_amount as tax, i.total_amount as total,
            i.tax_inclusive as "taxInclusive", i.tax_rate_basis_points as "taxRateBasisPoints",
            i.tax_country_code as "taxCountryCode", i.billing_address as "billingAddress", i.customer,
            p.provider, p.card_brand as "cardBrand", p.card_last4 as "cardLast4"
       from invoice i join payment p on p.id = i.payment_id
      where i.id = $1 and i.realm_id = $2 and i.user_id = $3`,
    [id, owner.realmId, owner.userId],
  );
  if (!row) return null;
  const amount = (value: unknown) => moneyOf(value, row.currency as string, row.scale);
  return {
    id: row.id as number,
    number: row.number as string,
    paymentId: row.paymentId as string,
    issuedAt: row.issuedAt as Date,
    lines: row.lines as PurchaseLine[],
    net: amount(row.net),
    discount: amount(row.discount),
    tax: amount(row.tax),
    total: amount(row.total),
    taxInclusive: row.taxInclusive as boolean,
    taxRateBasisPoints: row.taxRateBasisPoints as number,
    taxCountryCode: (row.taxCountryCode as string | null)?.trim() ?? null,
    billingAddress: row.billingAddress as Purchase['billingAddress'],
    customer: row.customer as InvoiceCustomer,
    provider: row.provider as string,
    card: row.cardBrand ? { brand: row.cardBrand as string, last4: row.cardLast4 as string } : null,
  };
}
