// `npm run dev`: the platform with Vite's dev server (HMR) on 4000, the
// gateway behind it on 4001 and the backend on 4100 (fixed ports: Vite's proxy
// in web/vite.config.ts points at 4001), both restarting when their
// sources change; Relay artifacts are recompiled when web sources change.
// Lingui catalogs need no step: Vite's Lingui plugin compiles the .po files.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { watch } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const children: ChildProcess[] = [];

function run(name: string, command: string, args: string[], env: Record<string, string> = {}): void {
  const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
  const prefix = (chunk: Buffer) => chunk.toString().replace(/^(?=.)/gm, `[${name}] `);
  child.stdout?.on('data', (chunk: Buffer) => process.stdout.write(prefix(chunk)));
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(prefix(chunk)));
  children.push(child);
}

function compileRelay(): void {
  spawnSync('npx', ['relay-compiler'], { cwd: root, stdio: 'inherit' });
  // The gateway's web set: the app's operations from Relay's map, without the tests'.
  spawnSync(process.execPath, ['--import', 'tsx', 'scripts/shippedWebOperations.ts'], { cwd: root, stdio: 'inherit' });
}

spawnSync('npm', ['run', 'build', '-w', '@ringside/schema'], { cwd: root, stdio: 'inherit' });
spawnSync('npm', ['run', 'build', '-w', '@ringside/gateway'], { cwd: root, stdio: 'inherit' });
compileRelay();

run('backend', 'npx', ['tsx', 'watch', 'backend/src/main.ts'], { BACKEND_PORT: '4100', RINGSIDE_DEMO_DATA: process.env.RINGSIDE_DEMO_DATA || 'on' });
// The gateway logs one JSON line per request at `info`; a terminal wants warnings unless asked.
run('gateway', 'npx', ['tsx', 'watch', 'gateway/src/main.ts'], {
  PORT: '4001',
  UPSTREAM_URL: 'http://127.0.0.1:4100',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
});
run('web', 'npx', ['vite', '--config', 'web/vite.config.ts'], {});

// relay-compiler's own --watch needs watchman; debounced recursive watches are enough here.
function watchDebounced(directory: string, matches: (file: string) => boolean, rebuild: () => void): void {
  let pending: NodeJS.Timeout | undefined;
  watch(directory, { recursive: true }, (_event, file) => {
    if (!file || file.includes('__generated__') || !matches(file)) return;
    clearTimeout(pending);
    pending = setTimeout(rebuild, 300);
  });
}

watchDebounced(`${root}/web/src`, (file) => /\.tsx?$/.test(file), compileRelay);
// A schema change reprints the schema, regenerates the resolver types (tsx
// watch then restarts the gateway) and recompiles the web client's artifacts.
watchDebounced(`${root}/schema/src`, (file) => file.endsWith('.graphql'), () => {
  spawnSync('npm', ['run', 'build', '-w', '@ringside/schema'], { cwd: root, stdio: 'inherit' });
  spawnSync('npm', ['run', 'build', '-w', '@ringside/gateway'], { cwd: root, stdio: 'inherit' });
  compileRelay();
});

function shutdown(): void {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
