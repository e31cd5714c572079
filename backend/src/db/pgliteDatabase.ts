import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { Database, Queryable, Row } from './database.ts';

/**
 * Opens (creating on first use) an embedded database in `dataDir`; no dir = in memory.
 * `loadDataDir` starts it from a `dumpDataDir` archive instead of running initdb.
 */
export async function openPgliteDatabase(dataDir?: string, options: { loadDataDir?: Blob } = {}): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const pglite = new PGlite({ dataDir, loadDataDir: options.loadDataDir, extensions: pgliteExtensions });
  await pglite.waitReady;
  return wrapPglite(pglite);
}

/**
 * The contrib extensions the migrations create (search: trigram matching and
 * accent folding); PGlite loads an extension's files only when named here.
 * PostgreSQL ships both in its contrib package.
 */
export const pgliteExtensions = { pg_trgm, unaccent };

/** Our `Database` over an open PGlite. */
export function wrapPglite(pglite: PGlite): Database {
  const wrap = (target: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    async query<T extends Row>(sql: string, params: unknown[] = []) {
      const result = await target.query<T>(sql, params);
      return result.rows;
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  });

  return {
    ...wrap(pglite),
    // PGlite serialises transactions behind its own lock, so other queries wait for it.
    transaction: (work) => pglite.transaction((tx) => work(wrap(tx))),
    close: () => pglite.close(),
  };
}
