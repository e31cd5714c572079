// A third-party app registered on the ringside demo realm, so the /authorize
// page can be tried at once (the README shows the URL). Its redirect URI is a
// local address: nothing listens there unless you run such an app.
import type { Queryable } from '../db/database.ts';

export const demoOAuthClients = [
  {
    realm: 'ringside',
    clientId: 'ringside-companion',
    name: 'Ringside Companion (demo app)',
    redirectUris: ['http://localhost:5173/callback', 'http://127.0.0.1:5173/callback'],
  },
];

export async function seedDemoOAuthClients(tx: Queryable): Promise<void> {
  for (const client of demoOAuthClients) {
    await tx.query(
      `insert into oauth_client (realm_id, client_id, name, redirect_uris)
       select id, $2, $3, $4 from realm where name = $1
       on conflict (realm_id, client_id) do nothing`,
      [client.realm, client.clientId, client.name, client.redirectUris],
    );
  }
}
