// A fresh in-memory PGlite with every migration applied, for tests, opened from
// a snapshot instead of built: initdb plus the migrations cost a few seconds a
// database (several times that on a busy 2-core CI machine), and the suites open
// hundreds. The snapshot (a `dumpDataDir` archive) is made once and kept in the
// OS temp dir under a hash of the migrations and PGlite's version, so every test
// file and worker shares it and a changed migration makes a new one. Each
// database opened from it is its own copy: nothing leaks between tests.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { Database } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { openPgliteDatabase, pgliteExtensions, wrapPglite } from '../db/pgliteDatabase.ts';

const migrationsDir = fileURLToPath(new URL('../db/migrations/', import.meta.url));

function snapshotPath(): string {
  const hash = createHash('sha256');
  // PGlite's package.json is not exported; its version lives beside its entry point.
  const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  hash.update(readFileSync(join(pgliteEntry, '../../package.json')));
  for (const file of readdirSync(migrationsDir).sort()) hash.update(file).update(readFileSync(migrationsDir + file));
  return join(tmpdir(), `ringside-pglite-migrated-${hash.digest('hex').slice(0, 16)}.tar`);
}

async function buildSnapshot(path: string): Promise<Blob> {
  const pglite = new PGlite({ extensions: pgliteExtensions });
  await migrate(wrapPglite(pglite));
  const archive = await pglite.dumpDataDir('none');
  await pglite.close();
  // Written aside and renamed, so a worker reading at the same moment sees all or nothing.
  const partial = `${path}.${process.pid}.partial`;
  writeFileSync(partial, Buffer.from(await archive.arrayBuffer()));
  renameSync(partial, path);
  return archive;
}

let snapshot: Promise<Blob> | undefined;

async function migratedSnapshot(): Promise<Blob> {
  const path = snapshotPath();
  try {
    return new Blob([await readFile(path)]);
  } catch {
    return buildSnapshot(path);
  }
}

/** An in-memory PGlite, migrated; the caller closes it. */
export async function openMigratedPglite(): Promise<Database> {
  snapshot ??= migratedSnapshot();
  return openPgliteDatabase(undefined, { loadDataDir: await snapshot });
}
