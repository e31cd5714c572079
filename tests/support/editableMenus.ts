// A whole platform (as platform.ts starts it) whose realm menus a test may
// rewrite while it runs: its layout and items, as an operator would in the
// realm's configuration. Neither server keeps realm data between requests here
// (the backend's realm cache is off, the gateway's shared cache keeps nothing),
// so the next page load shows the change. Only tests do this: in production a
// realm's menu comes from its realm file and the caches stay on.
import { fileURLToPath } from 'node:url';
import type { MenuItemDefinition, MenuLayout } from '../../backend/src/realm/menu.ts';
import { menuItemRows } from '../../backend/src/realm/menu.ts';
import { startBackend } from '../../backend/src/server.ts';
import { openMigratedPglite } from '../../backend/src/testing/migratedPglite.ts';
import type { SharedCache } from '../../gateway/src/lib/sharedCache.ts';
import { startGateway } from '../../gateway/src/server.ts';

const webDistDir = process.env.E2E_WEB_DIST_DIR || fileURLToPath(new URL('../../web/dist', import.meta.url));

const noCache: SharedCache = {
  get: async () => undefined,
  set: async () => undefined,
  forget: async () => undefined,
  close: async () => undefined,
};

export interface EditableMenusPlatform {
  url: string;
  port: number;
  /** Gives the realm this layout and, when given, these menu items (replacing its own). */
  setMenu(realm: string, layout: MenuLayout, items?: MenuItemDefinition[]): Promise<void>;
  close(): Promise<void>;
}

export async function startPlatformWithEditableMenus(): Promise<EditableMenusPlatform> {
  const database = await openMigratedPglite();
  const backend = await startBackend({ port: 0, host: '127.0.0.1', database, config: { realmCacheSeconds: 0, redisUrl: null, demoData: true } });
  const gateway = await startGateway({ port: 0, host: '127.0.0.1', upstreamUrl: backend.url, webDistDir, cache: noCache, redisUrl: null });
  return {
    url: gateway.url,
    port: Number(new URL(gateway.url).port),
    async setMenu(realm, layout, items) {
      const [row] = await database.query<{ id: number }>('update realm set menu_layout = $2 where name = $1 returning id', [realm, layout]);
      if (!row) throw new Error(`There is no realm named ${realm}`);
      if (!items) return;
      await database.query('delete from menu_item where realm_id = $1', [row.id]);
      for (const item of menuItemRows(row.id, items)) {
        await database.query(
          `insert into menu_item (id, realm_id, position, type, title, section, view, url, plugin, icon, platforms, parent_id)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
          [item.id, item.realm_id, item.position, item.type, JSON.stringify(item.title), item.section, item.view, item.url,
            item.plugin, item.icon, item.platforms, item.parent_id],
        );
      }
    },
    async close() {
      await gateway.close();
      await backend.close();
      await database.close();
    },
  };
}
