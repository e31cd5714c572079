// How long a backend process takes from its start until /ready answers 200, on
// a fresh data directory and on an existing one, with and without the demo
// (issue 24: "a backend on an existing database is ready in ≤ 3 s"). Each start
// is its own process, as a restarted container or pod is: the bundle
// (backend/dist/main.js, `npm run build`) when it exists, else the sources
// through tsx (which adds its compile time). PGlite in a temp directory.
// Run: node --import tsx bench/backendStart.ts
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../tests/support/freePort.ts';

const BUDGET_MS = 3000;
const bundle = fileURLToPath(new URL('../backend/dist/main.js', import.meta.url));
const sources = fileURLToPath(new URL('../backend/src/main.ts', import.meta.url));
const command = existsSync(bundle) ? [bundle] : ['--import', 'tsx', sources];
const realmFixtures = fileURLToPath(new URL('../tests/fixtures/realms/', import.meta.url));

async function msUntilReady(env: Record<string, string>, port: number): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, command, {
    env: { PATH: process.env.PATH ?? '', BACKEND_PORT: String(port), LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the backend exited with ${child.exitCode}`);
      const ready = await fetch(`http://127.0.0.1:${port}/ready`).then((response) => response.ok, () => false);
      if (ready) return performance.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

const dir = await mkdtemp(join(tmpdir(), 'ringside-bench-start-'));
try {
  console.log(`backend start until ready (${command.length === 1 ? 'bundle' : 'sources through tsx'}), budget on an existing database ≤ ${BUDGET_MS} ms`);
  const shapes: { name: string; env: Record<string, string> }[] = [
    { name: 'production (REALMS_DIR only)', env: { REALMS_DIR: realmFixtures } },
    { name: 'demo (npm start)', env: { RINGSIDE_DEMO_DATA: 'on' } },
  ];
  let over = false;
  for (const [index, shape] of shapes.entries()) {
    const env = { ...shape.env, DATA_DIR: join(dir, `data-${index}`) };
    const fresh = await msUntilReady(env, await freePort());
    const existing = [];
    for (let round = 0; round < 3; round++) existing.push(await msUntilReady(env, await freePort()));
    const median = existing.sort((a, b) => a - b)[1]!;
    over ||= median > BUDGET_MS;
    console.log(
      `  ${shape.name.padEnd(30)} fresh ${Math.round(fresh)} ms · existing ${Math.round(median)} ms (median of 3; ${(median / BUDGET_MS).toFixed(2)}× the budget)`,
    );
  }
  process.exitCode = over ? 1 : 0;
} finally {
  await rm(dir, { recursive: true, force: true });
}
