import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPgliteDatabase } from './db/pgliteDatabase.ts';
import { startBackend } from './server.ts';
import { bearer, headers } from './testing/testBackend.ts';

const realmFixtures = fileURLToPath(new URL('../../tests/fixtures/realms/', import.meta.url));
const migrateCommand = fileURLToPath(new URL('./commands/migrate.ts', import.meta.url));

async function signIn(url: string, realm: string, email: string, password: string) {
  return fetch(`${url}/api/v2/login`, {
    method: 'POST',
    headers: { ...headers(realm), 'content-type': 'application/json' },
    body: JSON.stringify({ id: email, secret: password }),
  });
}

describe('startBackend', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'ringside-server-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('loads the demo once: a start on the same data keeps what an admin changed', async () => {
    const dataDir = join(dir, 'demo');
    const first = await startBackend({ port: 0, dataDir, databaseUrl: '', config: { demoData: true } });
    const rescheduled = { title: 'Moved by the admin', startDate: '2031-01-10T20:00:00.000Z', endDate: '2031-01-10T23:00:00.000Z' };
    try {
      expect(first.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const realm = await fetch(`${first.url}/api/v2/realm/hostname/ringside.localhost`, { headers: headers() });
      expect(realm.status).toBe(200);
      expect((await realm.json()).name).toBe('ringside');
      const admin = (await (await signIn(first.url, 'ringside', 'admin@ringside.test', 'ringside-admin')).json()).authorisationToken;
      const edit = await fetch(`${first.url}/api/v2/admin/event/3`, {
        method: 'PATCH',
        headers: { ...headers(), ...bearer(admin), 'content-type': 'application/json' },
        body: JSON.stringify(rescheduled),
      });
      expect(edit.status).toBe(200);
    } finally {
      await first.close();
    }

    const second = await startBackend({ port: 0, dataDir, databaseUrl: '', config: { demoData: true } });
    try {
      const guest = await (await fetch(`${second.url}/api/v2/login/guest/checkin`, { method: 'POST', headers: headers() })).json();
      const event = await (await fetch(`${second.url}/api/v2/event/3`, { headers: { ...headers(), ...bearer(guest.authorisationToken) } })).json();
      expect({ title: event.title, startDate: event.startDate, endDate: event.endDate }).toEqual(rescheduled);
    } finally {
      await second.close();
    }
  });

  it('starts production on an empty database with no demo, and the migration step makes the first admin once', async () => {
    const dataDir = join(dir, 'production');
    const env = {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      RINGSIDE_API_KEY: 'ringside-demo-key', // the test's client sends it; the rule allows it when told:
      RINGSIDE_ALLOW_DEMO: '1',
      DATA_DIR: dataDir,
      REALMS_DIR: realmFixtures,
      BOOTSTRAP_ADMIN_REALM: 'vale',
      BOOTSTRAP_ADMIN_EMAIL: 'ops@vale.example',
      BOOTSTRAP_ADMIN_PASSWORD: 'a long enough passphrase',
    };
    const migrate = () => spawnSync(process.execPath, ['--import', 'tsx', migrateCommand], { env, encoding: 'utf8', timeout: 60_000 });
    const firstRun = migrate();
    expect(firstRun.stderr).toBe('');
    expect(firstRun.status).toBe(0);
    expect(firstRun.stdout).toContain("Created the first admin of 'vale': ops@vale.example.");

    const backend = await startBackend({ port: 0, dataDir, databaseUrl: '', config: { demoData: false, realmsDir: realmFixtures } });
    try {
      expect((await fetch(`${backend.url}/api/v2/realm/hostname/ringside.localhost`, { headers: headers() })).status).toBe(404);
      expect((await signIn(backend.url, 'ringside', 'admin@ringside.test', 'ringside-admin')).status).not.toBe(200);
      const admin = await signIn(backend.url, 'vale', 'ops@vale.example', 'a long enough passphrase');
      expect(admin.status).toBe(200);
    } finally {
      await backend.close();
    }

    const again = migrate();
    expect(again.status).toBe(0);
    expect(again.stdout).toContain("'vale' already has an admin: BOOTSTRAP_ADMIN_* ignored");
    const db = await openPgliteDatabase(dataDir);
    try {
      const [counts] = await db.query<{ accounts: number; realms: string[]; videos: number; demo: number }>(
        `select (select count(*)::int from app_user) as accounts, (select array_agg(name) from realm) as realms,
                (select count(*)::int from video) as videos, (select count(*)::int from demo_data) as demo`,
      );
      expect(counts).toEqual({ accounts: 1, realms: ['vale'], videos: 0, demo: 0 });
    } finally {
      await db.close();
    }
  }, 120_000);
});
