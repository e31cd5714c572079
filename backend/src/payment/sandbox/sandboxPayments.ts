// The test providers' own record of each charge (table test_provider_payment),
// as a real provider keeps it on its side: the first decision for a payment id
// is the answer to every later charge with that id, which is what makes a
// retried charge safe; a charge waiting for the customer is decided once, by
// the customer at the provider's page, or cancelled by the platform.
import type { Queryable } from '../../db/database.ts';
import { moneyOf } from '../../basket/moneyJson.ts';
import type { Money } from '../../basket/money.ts';
import type { ChargeOutcome } from '../providerAdapter.ts';

export type SandboxStatus = 'REQUIRES_ACTION' | 'SUCCEEDED' | 'DECLINED' | 'CANCELLED';

export interface SandboxPayment {
  paymentId: string;
  provider: string;
  merchantRealmId: number;
  amount: Money;
  description: string;
  returnUrl: string | null;
  status: SandboxStatus;
  declineCode: string | null;
}

interface SandboxRow extends Record<string, unknown> {
  paymentId: string;
  provider: string;
  merchantRealmId: number;
  amount: string | number;
  currency: string;
  scale: number;
  description: string;
  returnUrl: string | null;
  status: SandboxStatus;
  declineCode: string | null;
}

const columns = `payment_id as "paymentId", provider, merchant_realm_id as "merchantRealmId", amount, currency, scale, description,
  return_url as "returnUrl", status, decline_code as "declineCode"`;

function fromRow(row: SandboxRow): SandboxPayment {
  return {
    paymentId: row.paymentId,
    provider: row.provider,
    merchantRealmId: row.merchantRealmId,
    amount: moneyOf(row.amount, row.currency, row.scale),
    description: row.description,
    returnUrl: row.returnUrl,
    status: row.status,
    declineCode: row.declineCode,
  };
}

export async function sandboxPayment(db: Queryable, provider: string, paymentId: string): Promise<SandboxPayment | null> {
  const [row] = await db.query<SandboxRow>(`select ${columns} from test_provider_payment where payment_id = $1 and provider = $2`, [
    paymentId,
    provider,
  ]);
  return row ? fromRow(row) : null;
}

export interface SandboxCharge {
  paymentId: string;
  provider: string;
  merchantRealmId: number;
  amount: Money;
  description: string;
  tokenHash: string | null;
  returnUrl: string;
}

/** Records the decision for a charge unless one is recorded already; answers the recorded one either way. */
export async function recordCharge(
  db: Queryable,
  charge: SandboxCharge,
  decision: { status: SandboxStatus; declineCode: string | null },
  now: Date,
): Promise<SandboxPayment> {
  await db.query(
    `insert into test_provider_payment (payment_id, provider, merchant_realm_id, amount, currency, scale, description, token_hash,
                                        return_url, status, decline_code, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $12)
     on conflict (payment_id) do nothing`,
    [charge.paymentId, charge.provider, charge.merchantRealmId, charge.amount.amount, charge.amount.currency, charge.amount.scale,
      charge.description, charge.tokenHash, charge.returnUrl, decision.status, decision.declineCode, now],
  );
  const recorded = await sandboxPayment(db, charge.provider, charge.paymentId);
  if (!recorded) throw new Error(`payment ${charge.paymentId} is recorded for another provider`);
  return recorded;
}

/** The customer's decision at the provider's page; null when the charge was no longer waiting for one. */
export async function decideCharge(
  db: Queryable,
  provider: string,
  paymentId: string,
  decision: { status: 'SUCCEEDED' | 'DECLINED' | 'CANCELLED'; declineCode: string | null },
  now: Date,
): Promise<SandboxPayment | null> {
  const [row] = await db.query<SandboxRow>(
    `update test_provider_payment set status = $3, decline_code = $4, updated_at = $5
      where payment_id = $1 and provider = $2 and status = 'REQUIRES_ACTION' returning ${columns}`,
    [paymentId, provider, decision.status, decision.declineCode, now],
  );
  return row ? fromRow(row) : null;
}

/** Cancels a charge waiting for the customer; true unless it was captured (or the customer is approving it now). */
export async function cancelCharge(db: Queryable, paymentId: string, now: Date): Promise<boolean> {
  await db.query(
    `update test_provider_payment set status = 'CANCELLED', decline_code = 'PAYMENT_CANCELLED', updated_at = $2
      where payment_id = $1 and status = 'REQUIRES_ACTION'`,
    [paymentId, now],
  );
  const [row] = await db.query<{ status: SandboxStatus }>('select status from test_provider_payment where payment_id = $1', [paymentId]);
  return row?.status !== 'SUCCEEDED';
}

/** The outcome the platform hears for a recorded charge; `actionPath` is the page a waiting one sends the customer to. */
export function outcomeOf(payment: SandboxPayment, actionPath: string): ChargeOutcome {
  switch (payment.status) {
    case 'SUCCEEDED':
      return { status: 'SUCCEEDED' };
    case 'DECLINED':
      return { status: 'DECLINED', declineCode: payment.declineCode ?? 'CARD_DECLINED' };
    case 'CANCELLED':
      return { status: 'FAILED', declineCode: payment.declineCode ?? 'PAYMENT_CANCELLED' };
    case 'REQUIRES_ACTION':
      return {
        status: 'REQUIRES_ACTION',
        redirectUrl: `${actionPath}/${payment.paymentId}?return=${encodeURIComponent(payment.returnUrl ?? '/')}`,
      };
  }
}
