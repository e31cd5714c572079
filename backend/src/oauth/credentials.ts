// The email-and-password check of sign-in (user/signIn.ts) without opening a
// session, for flows that hand the session to someone else (an OAuth client).
// Same answers and the same cost for an unknown email as for a wrong password.
import { ApiError } from '../http/apiError.ts';
import type { Queryable } from '../db/database.ts';
import type { Realm } from '../realm/realmRepository.ts';
import { findAccountByEmail, type Account } from '../user/accounts.ts';
import { DECOY_PASSWORD_HASH, verifyPassword } from '../user/password.ts';

export async function checkCredentials(db: Queryable, realm: Realm, credentials: { id: string; secret: string }): Promise<Account> {
  if (!credentials.id.trim() || !credentials.secret) {
    throw new ApiError(400, 'EMPTY_INPUTS', 'Email and password cannot be empty');
  }
  const account = await findAccountByEmail(db, realm.id, credentials.id);
  const matches = await verifyPassword(credentials.secret, account?.passwordHash ?? DECOY_PASSWORD_HASH);
  if (!account || !matches) {
    throw new ApiError(401, 'INVALID_CREDENTIALS', 'The email or password is not correct');
  }
  if (account.status === 'SUSPENDED') {
    throw new ApiError(403, 'user_self_suspended', 'This account has been suspended');
  }
  if (account.status === 'PENDING_ACTIVATION') {
    throw new ApiError(403, 'ACCOUNT_NOT_CONFIRMED', 'Confirm your email address before signing in');
  }
  return account;
}
