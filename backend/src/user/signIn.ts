// Email-and-password sign-in. Whatever is wrong (unknown email, wrong
// password) is one answer, INVALID_CREDENTIALS, and costs the same time, so the
// endpoint cannot be used to find out which emails have accounts.
import type { Queryable } from '../db/database.ts';
import { ApiError } from '../http/apiError.ts';
import type { Realm } from '../realm/realmRepository.ts';
import { openSession, type SessionDeps, type SessionDevice, type SessionTokens } from '../session/sessionService.ts';
import { findAccountByEmail, type Account } from './accounts.ts';
import { DECOY_PASSWORD_HASH, verifyPassword } from './password.ts';

/**
 * The account the credentials prove, without opening a session: sign-in opens
 * one for the browser, an OAuth authorisation hands one to a third-party app.
 */
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

export async function signInWithPassword(
  deps: SessionDeps,
  realm: Realm,
  credentials: { id: string; secret: string },
  device: SessionDevice,
): Promise<SessionTokens> {
  const account = await checkCredentials(deps.db, realm, credentials);
  return deps.db.transaction((tx) => openSession(tx, deps, { userId: account.id, realm, device }));
}
