// A customer's saved cards: the provider's token and what may be shown. One
// is the default, which renewals charge. A deleted card keeps its row (payments
// and invoices name it) but is never listed or charged again.
import type { Queryable } from '../db/database.ts';
import type { PageRequest } from '../http/paging.ts';

export interface CardRow {
  id: number;
  provider: string;
  providerToken: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  isDefault: boolean;
  createdAt: Date;
}

export interface NewCard {
  provider: string;
  providerToken: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

const columns = `id, provider, provider_token as "providerToken", brand, last4, exp_month as "expMonth",
  exp_year as "expYear", is_default as "isDefault", created_at as "createdAt"`;

export async function cardsPage(db: Queryable, userId: number, page: PageRequest): Promise<{ cards: CardRow[]; total: number }> {
  const rows = await db.query<CardRow & { total: number } & Record<string, unknown>>(
    `select ${columns}, count(*) over ()::int as total from card
      where user_id = $1 and deleted_at is null
      order by is_default desc, created_at desc, id desc
      limit $2 offset $3`,
    [userId, page.rpp, page.offset],
  );
  if (rows.length === 0 && page.offset > 0) {
    const [count] = await db.query<{ total: number }>(
      'select count(*)::int as total from card where user_id = $1 and deleted_at is null',
      [userId],
    );
    return { cards: [], total: count?.total ?? 0 };
  }
  return { cards: rows, total: rows[0]?.total ?? 0 };
}

export async function cardById(db: Queryable, userId: number, id: number): Promise<CardRow | null> {
  const [row] = await db.query<CardRow & Record<string, unknown>>(
    `select ${columns} from card where user_id = $1 and id = $2 and deleted_at is null`,
    [userId, id],
  );
  return row ?? null;
}

/**
 * Saves a card, or finds it when this token is already saved; the customer's
 * first card (or one saved with `makeDefault`) becomes the default.
 */
export async function saveCard(db: Queryable, userId: number, card: NewCard, now: Date, options: { makeDefault?: boolean } = {}): Promise<CardRow> {
  const [existing] = await db.query<CardRow & Record<string, unknown>>(
    `select ${columns} from card where user_id = $1 and provider = $2 and provider_token = $3 and deleted_at is null`,
    [userId, card.provider, card.providerToken],
  );
  const [hasDefault] = await db.query('select 1 from card where user_id = $1 and is_default and deleted_at is null', [userId]);
  const makeDefault = options.makeDefault === true || !hasDefault;
  if (existing) return makeDefault && !existing.isDefault ? ((await makeDefaultCard(db, userId, existing.id)) ?? existing) : existing;
  if (makeDefault) await db.query('update card set is_default = false where user_id = $1 and is_default', [userId]);
  const [row] = await db.query<CardRow & Record<string, unknown>>(
    `insert into card (user_id, provider, provider_token, brand, last4, exp_month, exp_year, is_default, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning ${columns}`,
    [userId, card.provider, card.providerToken, card.brand, card.last4, card.expMonth, card.expYear, makeDefault, now],
  );
  return row!;
}

export async function makeDefaultCard(db: Queryable, userId: number, id: number): Promise<CardRow | null> {
  if (!(await cardById(db, userId, id))) return null;
  await db.query('update card set is_default = false where user_id = $1 and is_default and id <> $2', [userId, id]);
  const [row] = await db.query<CardRow & Record<string, unknown>>(
    `update card set is_default = true where user_id = $1 and id = $2 and deleted_at is null returning ${columns}`,
    [userId, id],
  );
  return row ?? null;
}

export type DeleteCardResult = 'DELETED' | 'NOT_FOUND' | 'IN_USE';

/**
 * Deletes a card. Subscriptions it pays move to the customer's next card
 * (which becomes the default if the deleted one was); a card that is the only
 * way a running subscription renews cannot be deleted (IN_USE).
 */
export async function deleteCard(db: Queryable, userId: number, id: number, now: Date): Promise<DeleteCardResult> {
  const card = await cardById(db, userId, id);
  if (!card) return 'NOT_FOUND';
  const [next] = await db.query<{ id: number }>(
    `select id from card where user_id = $1 and id <> $2 and deleted_at is null
      order by is_default desc, created_at desc, id desc limit 1`,
    [userId, id],
  );
  const [renewing] = await db.query(
    `select 1 from subscription where user_id = $1 and card_id = $2 and status in ('TRIAL', 'ACTIVE', 'PAST_DUE')`,
    [userId, id],
  );
  if (renewing && !next) return 'IN_USE';
  await db.query('update card set deleted_at = $3, is_default = false where user_id = $1 and id = $2', [userId, id, now]);
  if (next) {
    if (card.isDefault) await db.query('update card set is_default = true where id = $1', [next.id]);
    await db.query(
      `update subscription set card_id = $3 where user_id = $1 and card_id = $2 and status in ('TRIAL', 'ACTIVE', 'PAST_DUE')`,
      [userId, id, next.id],
    );
  }
  return 'DELETED';
}

/** Whether the card has expired at `now` (it works to the end of its expiry month, UTC). */
export function cardExpired(card: { expMonth: number; expYear: number }, now: Date): boolean {
  const firstInstantAfter = Date.UTC(card.expYear, card.expMonth, 1);
  return now.getTime() >= firstInstantAfter;
}

export function cardJson(card: CardRow, now: Date) {
  return {
    id: String(card.id),
    provider: card.provider,
    brand: card.brand,
    last4: card.last4,
    expMonth: card.expMonth,
    expYear: card.expYear,
    isDefault: card.isDefault,
    expired: cardExpired(card, now),
    createdAt: new Date(card.createdAt).toISOString(),
  };
}

export const cardSchema = {
  type: 'object',
  required: ['id', 'provider', 'brand', 'last4', 'expMonth', 'expYear', 'isDefault', 'expired', 'createdAt'],
  additionalProperties: false,
  properties: {
    id: { type: 'string' },
    provider: { type: 'string', description: 'The payment provider that holds it, e.g. `TEST_CARD`' },
    brand: { type: 'string', description: '`visa`, `mastercard`, `amex`, … (lower case)' },
    last4: { type: 'string', pattern: '^[0-9]{4}$' },
    expMonth: { type: 'integer', minimum: 1, maximum: 12 },
    expYear: { type: 'integer' },
    isDefault: { type: 'boolean', description: 'The card renewals charge' },
    expired: { type: 'boolean' },
    createdAt: { type: 'string', format: 'date-time' },
  },
} as const;
