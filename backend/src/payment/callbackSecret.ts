// The secret provider callbacks are signed with: PAYMENT_CALLBACK_SECRET, or
// else one made on first use and kept in the database (table payment_secret),
// so every backend sharing the database agrees on it and it survives restarts
// (as the token signing key does). A real provider is told the secret when the
// merchant account is set up: set the variable so it lives outside the database.
import { randomBytes } from 'node:crypto';
import type { Database } from '../db/database.ts';
import type { BackendConfig } from '../config.ts';

const kept = new WeakMap<Database, Promise<string>>();

export function callbackSecret(deps: { db: Database; config: Pick<BackendConfig, 'paymentCallbackSecret'> }): Promise<string> {
  if (deps.config.paymentCallbackSecret) return Promise.resolve(deps.config.paymentCallbackSecret);
  let secret = kept.get(deps.db);
  if (!secret) {
    secret = storedSecret(deps.db);
    // A failed read is not kept: the next callback tries again.
    secret.catch(() => kept.delete(deps.db));
    kept.set(deps.db, secret);
  }
  return secret;
}

async function storedSecret(db: Database): Promise<string> {
  await db.query(`insert into payment_secret (name, secret) values ('callback', $1) on conflict (name) do nothing`, [
    randomBytes(32).toString('base64url'),
  ]);
  const [row] = await db.query<{ secret: string }>(`select secret from payment_secret where name = 'callback'`);
  return row!.secret;
}
