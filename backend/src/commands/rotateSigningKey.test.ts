// The command as an operator runs it: a process of its own against the
// database the backends share (a PGlite directory here), its output read as
// they would read it.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { exportPKCS8, generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../db/migrate.ts';
import { openDatabase } from '../db/openDatabase.ts';
import { loadSigningKeys } from '../session/signingKeys.ts';

const command = fileURLToPath(new URL('./rotateSigningKey.ts', import.meta.url));

function run(args: string[], env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', command, ...args], { env: { PATH: process.env.PATH ?? '', ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('node backend/dist/rotateSigningKey.js', () => {
  let dir: string;
  let signingKid: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'ringside-rotate-'));
    // The database as a running deployment leaves it: migrated, its first key made by a backend.
    const db = await openDatabase({ dataDir: dir });
    await migrate(db);
    const keys = await loadSigningKeys(db);
    signingKid = keys.keys.signing.kid;
    await keys.stop();
    await db.close();
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('rotates: says when the new key is published, when it signs, and when the old key retires', async () => {
    const before = Date.now();
    const rotated = await run([], { DATA_DIR: dir });

    expect(rotated.stderr).toBe('');
    expect(rotated.code).toBe(0);
    const [, newKid] = /key (\S+) is published/.exec(rotated.stdout) ?? [];
    expect(newKid).toMatch(/^[\w-]{43}$/);
    const signsFrom = new RegExp(`(\\S+) \\(in 10 min\\)  key ${newKid} signs; key ${signingKid} stops signing`).exec(rotated.stdout)?.[1];
    expect(new Date(signsFrom!).getTime() - before).toBeGreaterThanOrEqual(600_000);
    // The refresh token's 30 days and the 5-minute margin after the new key signs.
    expect(rotated.stdout).toContain(`(in 30 d 15 min)  key ${signingKid} retires`);

    const status = await run(['--status'], { DATA_DIR: dir });
    expect(status.stdout).toMatch(new RegExp(`^${newKid}  published, signs from \\S+ \\(in \\d+ min`, 'm'));
    expect(status.stdout).toMatch(new RegExp(`^${signingKid}  signing, retires at \\S+ \\(in 30 d 1[45] min`, 'm'));

    const again = await run([], { DATA_DIR: dir });
    expect(again.code).toBe(1);
    expect(again.stderr).toContain(`A rotation is under way: key ${newKid} starts signing at`);

    const undone = await run(['--retire', newKid!], { DATA_DIR: dir });
    expect(undone.code).toBe(0);
    expect(undone.stdout).toContain(`Retired signing key ${newKid}`);
    expect(undone.stdout).not.toContain('signs in its place');
  }, 120_000);

  it('refuses when TOKEN_PRIVATE_KEY is set, saying why', async () => {
    const { privateKey } = await generateKeyPair('ES256', { extractable: true });
    const refused = await run([], { DATA_DIR: dir, TOKEN_PRIVATE_KEY: await exportPKCS8(privateKey) });

    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('TOKEN_PRIVATE_KEY is set: the backends sign with that key alone');
  });

  it('refuses a duration it cannot read, and flags that do not go together, with the usage', async () => {
    const unreadable = await run(['--publish-delay', 'ten minutes'], { DATA_DIR: dir });
    expect(unreadable.code).toBe(2);
    expect(unreadable.stderr).toContain('--publish-delay "ten minutes" is not a duration');
    expect(unreadable.stderr).toContain('usage: rotateSigningKey');

    const mixed = await run(['--status', '--retire', signingKid], { DATA_DIR: dir });
    expect(mixed.code).toBe(2);
    expect(mixed.stderr).toContain('--retire and --status each go alone');
  });
});
