// Demo accounts, so that a fresh `npm start` can be signed into at once (the
// README lists them). Created once; a restart never resets a changed password.
import type { Queryable } from '../db/database.ts';
import type { Role } from '../session/accessToken.ts';
import { createAccount, findAccountByEmail } from '../user/accounts.ts';

export interface DemoAccount {
  realm: string;
  email: string;
  password: string;
  role: Role;
  profileName: string;
}

export const demoAccounts: DemoAccount[] = [
  { realm: 'ringside', email: 'fan@ringside.test', password: 'ringside-fan', role: 'CUSTOMER', profileName: 'Sam' },
  { realm: 'ringside', email: 'admin@ringside.test', password: 'ringside-admin', role: 'ADMIN', profileName: 'Admin' },
  { realm: 'acme', email: 'fan@acme.test', password: 'acme-fan', role: 'CUSTOMER', profileName: 'Alex' },
  { realm: 'acme', email: 'admin@acme.test', password: 'acme-admin', role: 'ADMIN', profileName: 'Admin' },
];

export async function seedDemoAccounts(tx: Queryable): Promise<void> {
  for (const account of demoAccounts) {
    const [realm] = await tx.query<{ id: number }>('select id from realm where name = $1', [account.realm]);
    if (!realm || (await findAccountByEmail(tx, realm.id, account.email))) continue;
    await createAccount(tx, { ...account, realmId: realm.id, status: 'ACTIVE' });
  }
}
