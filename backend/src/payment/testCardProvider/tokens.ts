// The test card provider's tokens: what a browser gets for a card typed into
// the provider's field, and what the platform then charges. Kept hashed (a
// leak of this table gives no usable token), with the card's shown parts and
// its test behaviour; never the number, never the security code.
import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/database.ts';
import type { AttachResult } from '../providerAdapter.ts';
import type { CardBehaviour, CheckedCard } from './cardNumbers.ts';

/** A token not yet attached to a customer is good for this long (a checkout's time, not a card's life). */
export const UNATTACHED_TOKEN_TTL_MS = 60 * 60 * 1000;

export interface StoredToken {
  merchantRealmId: number;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  behaviour: CardBehaviour;
  customerRef: string | null;
  createdAt: Date;
}

export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** The merchant (a realm) a publishable key belongs to, with the domains its pages are served on. */
export async function merchantOfKey(db: Queryable, publishableKey: string): Promise<{ realmId: number; domains: string[] } | null> {
  const [row] = await db.query<{ realmId: number; domains: string[] }>(
    `select p.realm_id as "realmId", r.domains from payment_provider p join realm r on r.id = p.realm_id
      where p.name = 'TEST_CARD' and p.enabled and p.details->>'publishableKey' = $1`,
    [publishableKey],
  );
  return row ?? null;
}

export async function createToken(db: Queryable, card: CheckedCard, merchantRealmId: number, now: Date): Promise<string> {
  const token = `tok_${randomBytes(24).toString('base64url')}`;
  await db.query(
    `insert into test_card_token (token_hash, merchant_realm_id, brand, last4, exp_month, exp_year, behaviour, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [tokenHash(token), merchantRealmId, card.brand, card.last4, card.expMonth, card.expYear, card.behaviour, now],
  );
  return token;
}

export async function findToken(db: Queryable, token: string): Promise<StoredToken | null> {
  const [row] = await db.query<StoredToken & Record<string, unknown>>(
    `select merchant_realm_id as "merchantRealmId", brand, last4, exp_month as "expMonth", exp_year as "expYear", behaviour,
            customer_ref as "customerRef", created_at as "createdAt"
       from test_card_token where token_hash = $1`,
    [tokenHash(token)],
  );
  return row ?? null;
}

/** Whether `customerRef` of `merchantRealmId` may charge this token now. */
export function usableBy(stored: StoredToken | null, customerRef: string, merchantRealmId: number, now: Date): stored is StoredToken {
  if (!stored || stored.merchantRealmId !== merchantRealmId) return false;
  if (stored.customerRef !== null) return stored.customerRef === customerRef;
  return now.getTime() - new Date(stored.createdAt).getTime() < UNATTACHED_TOKEN_TTL_MS;
}

/**
 * Binds a token to the merchant's customer (as attaching a payment method does
 * at Stripe): from then on it charges for that customer only, without expiring.
 * Attaching again for the same customer is a no-op.
 */
export async function attachToken(db: Queryable, token: string, customerRef: string, merchantRealmId: number, now: Date): Promise<AttachResult> {
  const stored = await findToken(db, token);
  if (!usableBy(stored, customerRef, merchantRealmId, now)) return { ok: false, code: 'CARD_TOKEN_INVALID' };
  if (now.getTime() >= Date.UTC(stored.expYear, stored.expMonth, 1)) return { ok: false, code: 'CARD_EXPIRED' };
  if (stored.customerRef === null) {
    const claimed = await db.query(
      `update test_card_token set customer_ref = $2 where token_hash = $1 and customer_ref is null returning 1`,
      [tokenHash(token), customerRef],
    );
    // Another customer attached it in between.
    if (claimed.length === 0 && (await findToken(db, token))?.customerRef !== customerRef) return { ok: false, code: 'CARD_TOKEN_INVALID' };
  }
  return { ok: true, card: { brand: stored.brand, last4: stored.last4, expMonth: stored.expMonth, expYear: stored.expYear } };
}
