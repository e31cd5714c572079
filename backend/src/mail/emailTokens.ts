// The single-use tokens that emailed links carry (email confirmation, password
// reset): 256 random bits, sent once, kept only as a SHA-256 hash, expiring.
import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database.ts';

export type EmailTokenPurpose = 'EMAIL_CONFIRMATION' | 'PASSWORD_RESET';

/** How long a link works: a day to confirm an email, an hour to reset a password. */
export const emailTokenTtlMs: Record<EmailTokenPurpose, number> = {
  EMAIL_CONFIRMATION: 24 * 60 * 60 * 1000,
  PASSWORD_RESET: 60 * 60 * 1000,
};

export function hashEmailToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function createEmailToken(
  tx: Queryable,
  options: { userId: number; purpose: EmailTokenPurpose; now: Date; passwordHash?: string | null },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await tx.query(
    `insert into email_token (user_id, purpose, token_hash, password_hash, expires_at, created_at)
     values ($1, $2, $3, $4, $5, $6)`,
    [
      options.userId,
      options.purpose,
      hashEmailToken(token),
      options.passwordHash ?? null,
      new Date(options.now.getTime() + emailTokenTtlMs[options.purpose]),
      options.now,
    ],
  );
  return token;
}

export type ConsumedToken =
  | { ok: true; userId: number; passwordHash: string | null }
  | { ok: false; reason: 'UNKNOWN' | 'EXPIRED' | 'USED' };

/**
 * Spends a token of `purpose` belonging to an account of `realmId`: marks it
 * used and answers its account. Tokens of another realm count as unknown.
 */
export async function consumeEmailToken(
  tx: Queryable,
  options: { token: string; purpose: EmailTokenPurpose; realmId: number; now: Date },
): Promise<ConsumedToken> {
  const [row] = await tx.query<{ id: number; userId: number; passwordHash: string | null; expiresAt: Date; usedAt: Date | null }>(
    `select t.id, t.user_id as "userId", t.password_hash as "passwordHash", t.expires_at as "expiresAt", t.used_at as "usedAt"
       from email_token t join app_user u on u.id = t.user_id
      where t.token_hash = $1 and t.purpose = $2 and u.realm_id = $3
      for update of t`,
    [hashEmailToken(options.token), options.purpose, options.realmId],
  );
  if (!row) return { ok: false, reason: 'UNKNOWN' };
  if (row.usedAt) return { ok: false, reason: 'USED' };
  if (new Date(row.expiresAt).getTime() <= options.now.getTime()) return { ok: false, reason: 'EXPIRED' };
  await tx.query(`update email_token set used_at = $2 where id = $1`, [row.id, options.now]);
  return { ok: true, userId: row.userId, passwordHash: row.passwordHash };
}

/** Spends every open token of the account for `purpose` (a newer one was used, or the password changed). */
export async function retireEmailTokens(tx: Queryable, userId: number, purpose: EmailTokenPurpose, now: Date): Promise<void> {
  await tx.query(`update email_token set used_at = $3 where user_id = $1 and purpose = $2 and used_at is null`, [
    userId,
    purpose,
    now,
  ]);
}
