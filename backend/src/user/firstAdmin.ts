// The first admin of a production install. A production database holds no
// account at all (the demo's, with passwords in the README, are never loaded:
// config.ts), so the first admin comes from a one-time bootstrap given at deploy
// (commands/migrate.ts, BOOTSTRAP_ADMIN_*) or by hand (commands/bootstrapAdmin.ts).
// Everyone after is invited by an admin through the platform itself.
import type { Database } from '../db/database.ts';
import { findRealmByName } from '../realm/realmRepository.ts';
import { createAccount, findAccountByEmail } from './accounts.ts';
import { emailMessage, passwordMessage } from './credentialRules.ts';

/** Longer than a viewer's minimum: this account can change every realm. */
export const ADMIN_PASSWORD_MIN_LENGTH = 12;

export class FirstAdminError extends Error {
  override name = 'FirstAdminError';
}

export type FirstAdminOutcome = { created: true; userId: number } | { created: false; reason: 'ADMIN_EXISTS' };

/**
 * Creates the realm's first admin, once: when the realm already has an admin
 * nothing is written (a deploy step that runs again is harmless, and a leaked
 * bootstrap secret cannot add a second admin later).
 */
export async function createFirstAdmin(
  db: Database,
  input: { realm: string; email: string; password: string },
): Promise<FirstAdminOutcome> {
  const problems = [emailMessage(input.email), passwordMessage(input.password, 'password', input.email)]
    .filter((problem) => problem !== null)
    .map((problem) => problem.message);
  if ([...input.password].length < ADMIN_PASSWORD_MIN_LENGTH) {
    problems.push(`An admin's password must have at least ${ADMIN_PASSWORD_MIN_LENGTH} characters`);
  }
  if (problems.length > 0) throw new FirstAdminError(problems.join('; '));
  const realm = await findRealmByName(db, input.realm);
  if (!realm) {
    throw new FirstAdminError(`There is no realm '${input.realm}': add its realm file to REALMS_DIR (docs/realm-file.md) and run the migration step again`);
  }
  return db.transaction(async (tx) => {
    // One bootstrap at a time per realm, so two replicas of the step cannot both create one.
    await tx.query('select pg_advisory_xact_lock(4102, $1)', [realm.id]);
    const [admin] = await tx.query('select 1 from app_user where realm_id = $1 and role = $2 limit 1', [realm.id, 'ADMIN']);
    if (admin) return { created: false, reason: 'ADMIN_EXISTS' } as const;
    if (await findAccountByEmail(tx, realm.id, input.email)) {
      throw new FirstAdminError(`${input.email.trim()} already has an account in '${input.realm}' as a viewer: choose another address for the admin`);
    }
    const userId = await createAccount(tx, {
      realmId: realm.id,
      email: input.email,
      password: input.password,
      role: 'ADMIN',
      status: 'ACTIVE',
      profileName: 'Admin',
    });
    return { created: true, userId } as const;
  });
}
