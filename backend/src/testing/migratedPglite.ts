// A fresh in-memory PGlite with every migration applied, for tests, opened from
// a snapshot instead of built: initdb plus the migrations cost a few seconds a
// database (several times that on a busy 2-core CI machine), and the suites open
// hundreds. The snapshot (a `dumpDataDir` archive) is made once and kept in the
// OS temp dir under a hash of the migrations and PGlite's version, so every test
// file and worker shares it and a changed migration makes a new one. Each
// database opened from it is its own copy: nothing leaks between tests.
//
// Tests of the whole platform also start with the demo data, whose first
// writing costs a couple of seconds more each time (its later starts only
// re-anchor the live events): a second snapshot holds it too, keyed also by the
// demo's fingerprint and seeding code, and by the day, since some of it is
// dated from when it was written (a subscription's next renewal, a payment).
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
import { demoDataFingerprint, seedDemoData } from '../seed/seedDemoData.ts';
import { openPgliteDatabase, pgliteExtensions, wrapPglite } from '../db/pgliteDatabase.ts';

const migrationsDir = fileURLToPath(new URL('../db/migrations/', import.meta.url));

const seedDir = fileURLToPath(new URL('../seed/', import.meta.url));

type Contents = 'migrated' | 'demo';

function snapshotPath(contents: Contents): string {
  const hash = createHash('sha256');
  // PGlite's package.json is not exported; its version lives beside its entry point.
  const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  hash.update(readFileSync(join(pgliteEntry, '../../package.json')));
  for (const file of readdirSync(migrationsDir).sort()) hash.update(file).update(readFileSync(migrationsDir + file));
  if (contents === 'demo') {
    hash.update(demoDataFingerprint()).update(new Date().toISOString().slice(0, 10));
    for (const file of readdirSync(seedDir, { recursive: true }).map(String).sort()) {
      if (/\.(ts|json)$/.test(file) && !file.endsWith('.test.ts')) hash.update(file).update(readFileSync(join(seedDir, file)));
    }
  }
  return join(tmpdir(), `ringside-pglite-${contents}-${hash.digest('hex').slice(0, 16)}.tar`);
}

async function buildSnapshot(path: string, contents: Contents): Promise<Blob> {
  const pglite = new PGlite({ extensions: pgliteExtensions });
  const db = wrapPglite(pglite);
  await migrate(db);
  if (contents === 'demo') await seedDemoData(db, new Date());
  const archive = await pglite.dumpDataDir('none');
  await pglite.close();
  // Written aside and renamed, so a worker reading at the same moment sees all or nothing.
  const partial = `${path}.${process.pid}.partial`;
  writeFileSync(partial, Buffer.from(await archive.arrayBuffer()));
  renameSync(partial, path);
  return archive;
}

const snapshots = new Map<Contents, Promise<Blob>>();

async function readOrBuildSnapshot(contents: Contents): Promise<Blob> {
  const path = snapshotPath(contents);
  try {
    return new Blob([await readFile(path)]);
  } catch {
    return buildSnapshot(path, contents);
  }
}

/**
 * An in-memory PGlite, migrated; the caller closes it. With `demoData`, the
 * demo is already written, as on a backend's second start: a backend started
 * on it with the demo on only re-anchors it to its clock.
 */
export async function openMigratedPglite(options: { demoData?: boolean } = {}): Promise<Database> {
  const contents: Contents = options.demoData ? 'demo' : 'migrated';
  let snapshot = snapshots.get(contents);
  if (!snapshot) snapshots.set(contents, (snapshot = readOrBuildSnapshot(contents)));
  return openPgliteDatabase(undefined, { loadDataDir: await snapshot });
}
