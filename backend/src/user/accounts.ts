// Accounts with credentials (customers and admins) of a realm. Emails are
// unique per realm, compared without case; guests have no email.
import type { Queryable } from '../db/database.ts';
import type { Role } from '../session/accessToken.ts';
import { hashPassword } from './password.ts';

export type AccountStatus = 'ACTIVE' | 'PENDING_ACTIVATION' | 'SUSPENDED';

export interface Account {
  id: number;
  realmId: number;
  email: string;
  role: Role;
  status: AccountStatus;
  passwordHash: string;
}

const accountColumns = `id, realm_id as "realmId", email, role, status, password_hash as "passwordHash"`;

export async function findAccountByEmail(db: Queryable, realmId: number, email: string): Promise<Account | null> {
  const [row] = await db.query<Account & Record<string, unknown>>(
    `select ${accountColumns} from app_user
      where realm_id = $1 and lower(email) = lower($2) and not is_guest`,
    [realmId, email.trim()],
  );
  return row ?? null;
}

export async function findAccountById(db: Queryable, realmId: number, userId: number): Promise<Account | null> {
  const [row] = await db.query<Account & Record<string, unknown>>(
    `select ${accountColumns} from app_user where realm_id = $1 and id = $2 and not is_guest`,
    [realmId, userId],
  );
  return row ?? null;
}

/**
 * Creates an account and its main (adult) profile, named after the account
 * holder. Fails with the database's unique violation when the email is taken.
 */
export async function createAccount(
  tx: Queryable,
  input: { realmId: number; email: string; password: string; role: Role; status: AccountStatus; profileName: string },
): Promise<number> {
  const [user] = await tx.query<{ id: number }>(
    `insert into app_user (realm_id, role, is_guest, email, password_hash, status)
     values ($1, $2, false, $3, $4, $5) returning id`,
    [input.realmId, input.role, input.email.trim(), await hashPassword(input.password), input.status],
  );
  await tx.query(`insert into profile (user_id, name, kind, is_main) values ($1, $2, 'ADULT', true)`, [
    user!.id,
    input.profileName,
  ]);
  return user!.id;
}

/** A unique-violation error from either database driver. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}
