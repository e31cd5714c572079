import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { packageDirectory } from '@ringside/ops/packageDirectory';
import type { Database } from './database.ts';

const migrationsDir = join(packageDirectory('@ringside/backend', import.meta.url), 'src', 'db', 'migrations');

// Any constant will do; it keeps two servers starting at once from migrating together.
const MIGRATION_LOCK = 4100;

/**
 * Applies the numbered `migrations/NNN_name.sql` files not applied yet, in order,
 * each in its own transaction. Returns the versions it applied.
 */
export async function migrate(db: Database): Promise<number[]> {
  await db.exec(`create table if not exists schema_migration (
    version integer primary key,
    name text not null,
    applied_at timestamptz not null default now()
  )`);
  const files = (await readdir(migrationsDir)).filter((file) => /^\d+_.+\.sql$/.test(file)).sort();
  // One read for a database already up to date (every start of every backend), instead of a
  // locked transaction per file; a version missing here is checked again under the lock.
  const known = new Set(
    (await db.query<{ version: number }>('select version from schema_migration')).map((row) => row.version),
  );
  const applied: number[] = [];
  for (const file of files) {
    const version = Number(file.split('_')[0]);
    if (known.has(version)) continue;
    const sql = await readFile(join(migrationsDir, file), 'utf8');
    const done = await db.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      const existing = await tx.query('select 1 from schema_migration where version = $1', [version]);
      if (existing.length > 0) return false;
      await tx.exec(sql);
      await tx.query('insert into schema_migration (version, name) values ($1, $2)', [version, file]);
      return true;
    });
    if (done) applied.push(version);
  }
  return applied;
}
