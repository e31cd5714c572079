// Parental control (spec §5, §7): a 4-digit PIN per account, hashed at rest
// like a password, and a status. RESTRICTED means a session watching as a
// child profile needs the PIN to switch to an adult profile.
//
// Decisions where the spec shows no more than `{pin, status}` and "optional
// reset code":
// - Setting it up the first time takes a new PIN. Afterwards any change (the
//   status, or a new PIN as `newPin`) needs the current PIN: a child who once
//   saw an adult profile open must not be able to lift the restriction.
// - A forgotten PIN is reset with a single-use code emailed to the account
//   holder (30 minutes); the email's link opens the web app's PIN-reset page,
//   which sends the code with the new PIN to `POST /parental-control/pin`.
import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database.ts';
import { ApiError } from '../http/apiError.ts';
import { hashPassword, verifyPassword } from '../user/password.ts';

export type ParentalStatus = 'RESTRICTED' | 'NON_RESTRICTED';

export const PIN_PATTERN = '^[0-9]{4}$';
export const PIN_RESET_TTL_MINUTES = 30;

export interface ParentalControl {
  status: ParentalStatus;
  pinSet: boolean;
}

export async function readParentalControl(db: Queryable, userId: number): Promise<ParentalControl> {
  const [row] = await db.query<{ status: ParentalStatus }>('select status from parental_control where user_id = $1', [userId]);
  return row ? { status: row.status, pinSet: true } : { status: 'NON_RESTRICTED', pinSet: false };
}

async function storedPinHash(db: Queryable, userId: number): Promise<string | null> {
  const [row] = await db.query<{ pinHash: string }>('select pin_hash as "pinHash" from parental_control where user_id = $1', [
    userId,
  ]);
  return row?.pinHash ?? null;
}

/** Whether `pin` is the account's PIN; 409 PIN_NOT_SET when there is none. */
export async function pinMatches(db: Queryable, userId: number, pin: string): Promise<boolean> {
  const hash = await storedPinHash(db, userId);
  if (!hash) throw new ApiError(409, 'PIN_NOT_SET', 'Parental control has no PIN yet');
  return verifyPassword(pin, hash);
}

export function wrongPin(): ApiError {
  return new ApiError(403, 'WRONG_PIN', 'The parental control PIN is not correct');
}

/**
 * Stores the status and, when given, a new PIN (the caller has checked the
 * current PIN where there is one: see pinAttempts.ts).
 */
export async function storeParentalControl(
  tx: Queryable,
  userId: number,
  input: { status: ParentalStatus; pin?: string },
  now: Date,
): Promise<ParentalControl> {
  if (input.pin) {
    await tx.query(
      `insert into parental_control (user_id, pin_hash, status, updated_at) values ($1, $2, $3, $4)
       on conflict (user_id) do update set pin_hash = excluded.pin_hash, status = excluded.status, updated_at = excluded.updated_at`,
      [userId, await hashPassword(input.pin), input.status, now],
    );
  } else {
    const updated = await tx.query('update parental_control set status = $2, updated_at = $3 where user_id = $1 returning user_id', [
      userId,
      input.status,
      now,
    ]);
    if (updated.length === 0) throw new ApiError(409, 'PIN_NOT_SET', 'Parental control has no PIN yet');
  }
  return { status: input.status, pinSet: true };
}

const hashCode = (code: string) => createHash('sha256').update(code).digest('hex');

/** A new single-use reset code for the account; earlier unused codes stop working. */
export async function createPinResetCode(tx: Queryable, userId: number, now: Date): Promise<{ code: string; expiresAt: Date }> {
  await tx.query('update parental_pin_reset set used_at = $2 where user_id = $1 and used_at is null', [userId, now]);
  const code = randomBytes(24).toString('base64url');
  const expiresAt = new Date(now.getTime() + PIN_RESET_TTL_MINUTES * 60_000);
  await tx.query('insert into parental_pin_reset (user_id, code_hash, expires_at) values ($1, $2, $3)', [
    userId,
    hashCode(code),
    expiresAt,
  ]);
  return { code, expiresAt };
}

/** Replaces the PIN with `pin` when `code` is the account's live reset code; the status stays as it was. */
export async function resetPinWithCode(tx: Queryable, userId: number, code: string, pin: string, now: Date): Promise<void> {
  const [row] = await tx.query<{ id: number }>(
    `select id from parental_pin_reset
      where user_id = $1 and code_hash = $2 and used_at is null and expires_at > $3
      for update`,
    [userId, hashCode(code), now],
  );
  if (!row) throw new ApiError(400, 'INVALID_RESET_CODE', 'The PIN reset code is unknown, used or expired');
  await tx.query('update parental_pin_reset set used_at = $2 where id = $1', [row.id, now]);
  await tx.query(
    `insert into parental_control (user_id, pin_hash, status, updated_at) values ($1, $2, 'RESTRICTED', $3)
     on conflict (user_id) do update set pin_hash = excluded.pin_hash, updated_at = excluded.updated_at`,
    [userId, await hashPassword(pin), now],
  );
}
