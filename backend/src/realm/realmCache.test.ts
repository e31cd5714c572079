import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Queryable } from '../db/database.ts';
import { openMigratedPglite } from '../testing/migratedPglite.ts';
import { createRealmCache } from './realmCache.ts';
import { validateRealmFile } from './realmFile.ts';
import { writeRealmFile } from './realmFileStore.ts';

const vale = () => JSON.parse(readFileSync(new URL('../../../tests/fixtures/realms/vale.json', import.meta.url), 'utf8'));

describe('the realm cache', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openMigratedPglite();
    const checked = validateRealmFile(vale());
    if (!checked.ok) throw new Error('the vale fixture is not a valid realm file');
    await writeRealmFile(database, checked.realm);
  });
  afterAll(() => database?.close());

  it('does not keep a look-up that read the realm before it was changed: the next request sees the change', async () => {
    // The first look-up reads the row, then is held before it answers.
    let release = () => {};
    let hold: Promise<void> | null = new Promise<void>((resolve) => (release = resolve));
    const heldDatabase: Queryable = {
      async query(sql, params) {
        const rows = await database.query(sql, params);
        const held = hold;
        hold = null;
        if (held) await held;
        return rows as never;
      },
      exec: (sql) => database.exec(sql),
    };
    const realms = createRealmCache(heldDatabase, { ttlSeconds: 60 });
    const readBeforeTheChange = realms.byName('vale');

    await database.query(`update realm set full_name = 'Vale Deportes Plus' where name = 'vale'`);
    realms.forget('vale');
    release();
    expect((await readBeforeTheChange)?.fullName).toBe('Vale Deportes');

    expect((await realms.byName('vale'))?.fullName).toBe('Vale Deportes Plus');
  });

  it('forgets every realm at once when changes may have been missed', async () => {
    const realms = createRealmCache(database, { ttlSeconds: 60 });
    expect((await realms.byName('vale'))?.fullName).toBe('Vale Deportes Plus');
    await database.query(`update realm set full_name = 'Vale' where name = 'vale'`);
    realms.forgetAll();
    expect((await realms.byName('vale'))?.fullName).toBe('Vale');
  });
});
