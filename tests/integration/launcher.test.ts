// `npm start` runs scripts/platform.ts after the build. This story starts that
// launcher as a newcomer's shell would, with an operator's own api key, and
// checks the whole platform answers on one origin.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../support/graphql.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

let launcher: ChildProcess;
let dataDir: string;
let port: number;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'ringside-launcher-'));
  port = await freePort();
  launcher = spawn(process.execPath, ['--import', 'tsx', 'scripts/platform.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      BACKEND_PORT: String(await freePort()),
      DATA_DIR: dataDir,
      RINGSIDE_API_KEY: 'an-operators-own-key',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    launcher.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ringside is running')) resolve();
    });
    launcher.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    launcher.once('exit', (code) => reject(new Error(`the launcher exited with ${code}:\n${output}`)));
  });
});

afterAll(async () => {
  if (launcher && launcher.exitCode === null) {
    const exited = new Promise((resolve) => launcher.once('exit', resolve));
    launcher.kill('SIGTERM');
    await exited;
  }
  await rm(dataDir, { recursive: true, force: true });
});

describe('npm start', () => {
  it('serves the web app, GraphQL and media on one origin, with the api key the operator chose', async () => {
    const origin = `http://127.0.0.1:${port}`;
    const page = await fetch(`${origin}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root"');

    const { data, errors } = await graphql<{ realm: { title: string } }>(origin, '{ realm { title } }', { host: 'acme.localhost' });
    expect(errors).toBeUndefined();
    expect(data?.realm.title).toBe('Acme Sports');

    const logo = await fetch(`${origin}/images/realm/acme/logo.svg`);
    expect(logo.headers.get('content-type')).toContain('image/svg+xml');
  });
});
