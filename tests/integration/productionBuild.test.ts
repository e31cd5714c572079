// The image's build and start steps, run without Docker: what an image holds
// (the bundles of `npm run build`, the files they read, the package manifests),
// installed as the image installs it, without development dependencies, then
// started as an operator would, with plain `node` — no tsx, Vite or TypeScript
// at run time — on this machine's Node and on Node 24, the image's. The
// operator's first query reaches the backend and the realm's first page is
// rendered on the server.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { createHash, generateKeyPairSync } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The web app's frame query as the browser bundle sends it: an id, no text.
import AppFrameQuery from '../../web/src/system/__generated__/AppFrameQuery.graphql.ts';

const run = promisify(execFile);
const root = fileURLToPath(new URL('../..', import.meta.url));
const workspaces = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { workspaces: string[] }).workspaces;

// What `npm ci` needs, and what the bundles read at run time (README, "Production build").
const manifests = ['package.json', 'package-lock.json', ...workspaces.map((workspace) => `${workspace}/package.json`)];
const builtFiles = [
  'backend/dist',
  'backend/realms',
  'backend/media',
  'backend/src/db/migrations',
  'gateway/dist',
  'gateway/persisted-operations',
  'schema/schema.graphql',
  'schema/src',
  'web/dist',
];
// The image's install (README): --legacy-peer-deps leaves out the packages only optional peer
// dependencies reach, which a development install resolves: Babel and TypeScript, through Lingui's macro.
const productionInstall = ['ci', '--omit=dev', '--legacy-peer-deps', '--ignore-scripts', '--no-audit', '--no-fund'];
const developmentTools = ['tsx', 'vite', 'typescript', 'esbuild', 'vitest'];

const apiKey = 'an-operators-own-api-key-0123456789';
const developerKey = 'production-developer-key-0123456789';
// tests/fixtures/realms holds one realm file, Vale (docs/realm-file.md).
const realmsDir = join(root, 'tests', 'fixtures', 'realms');
const realmHost = 'vale.localhost';

/**
 * `<tmp>/<name>`, made once by `fill` in a directory of its own and renamed into place when
 * complete, so neither a failed fill nor two runs at once leave a half-made one behind.
 */
async function cachedDirectory(name: string, fill: (dir: string) => Promise<void>): Promise<string> {
  const dir = join(tmpdir(), name);
  if (existsSync(dir)) return dir;
  const staging = await mkdtemp(`${dir}-staging-`);
  try {
    await fill(staging);
    renameSync(staging, dir);
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    if (!existsSync(dir)) throw error;
  }
  return dir;
}

/** The production install for these manifests, made once per lockfile and manifests. */
function installedDependencies(): Promise<string> {
  const hash = createHash('sha256');
  for (const file of manifests) hash.update(file).update(readFileSync(join(root, file)));
  return cachedDirectory(`ringside-production-install-${hash.digest('hex').slice(0, 16)}`, async (dir) => {
    for (const file of manifests) cpSync(join(root, file), join(dir, file));
    await run('npm', productionInstall, { cwd: dir });
  });
}

/** A Node 24 binary from the npm registry's `node` package. */
async function node24(): Promise<string> {
  const dir = await cachedDirectory('ringside-node24', async (staging) => {
    writeFileSync(join(staging, 'package.json'), '{ "private": true }\n');
    await run('npm', ['install', 'node@24', '--no-audit', '--no-fund'], { cwd: staging });
  });
  return join(dir, 'node_modules', 'node', 'bin', 'node');
}

/** A fresh image: the cached install (hard links, as it is never written to) plus this build's files. */
async function assembleImage(): Promise<string> {
  const installed = await installedDependencies();
  const image = await mkdtemp(join(tmpdir(), 'ringside-image-'));
  try {
    await run('cp', ['-al', `${installed}/.`, image]);
  } catch {
    cpSync(installed, image, { recursive: true, verbatimSymlinks: true });
  }
  for (const path of builtFiles) {
    if (!existsSync(join(root, path))) throw new Error(`${path} is missing: run \`npm run build\` first.`);
    mkdirSync(join(image, path, '..'), { recursive: true });
    cpSync(join(root, path), join(image, path), { recursive: true });
  }
  return image;
}

interface Server {
  url: string;
  stop(): Promise<void>;
}

/** Starts `node script` and resolves with the URL it says it listens on. */
function startServer(node: string, image: string, script: string, env: Record<string, string>): Promise<Server> {
  const child: ChildProcess = spawn(node, ['--enable-source-maps', script], { cwd: image, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  let output = '';
  return new Promise((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /listening on (http:\/\/[^\s"]+)/.exec(output)?.[1];
      if (url) resolve({ url, stop });
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}:\n${output}`)));
  });
}

function get(url: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  return new Promise<{ status: number; contentType: string; text: string }>((resolve, reject) => {
    const req = request(url, { method: options.method ?? 'GET', headers: options.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, contentType: res.headers['content-type'] ?? '', text: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

/** A browser's POST /graphql to the realm by its host name (fetch cannot set Host). */
async function graphqlRequest(gatewayUrl: string, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  const port = new URL(gatewayUrl).port;
  const response = await get(new URL('/graphql', gatewayUrl).href, {
    method: 'POST',
    headers: { host: `${realmHost}:${port}`, 'content-type': 'application/json', accept: 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, ...(JSON.parse(response.text) as { data?: any; errors?: { extensions?: { code?: string } }[] }) };
}

/** The deploy's steps in order: migrations, a backend, a gateway; then what a visitor and an operator would try. */
async function startAndVisit(node: string, image: string): Promise<void> {
  const dataDir = await mkdtemp(join(image, 'pglite-'));
  const tokenPrivateKey = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  // Nothing of this shell's environment (a DATABASE_URL, a REDIS_URL…): only what a deployment sets.
  const common = { PATH: process.env.PATH ?? '', HOME: image, NODE_ENV: 'production', RINGSIDE_API_KEY: apiKey, RINGSIDE_DEV_MAILBOX: 'off' };
  const backendEnv = { ...common, DATA_DIR: dataDir, REALMS_DIR: realmsDir, TOKEN_PRIVATE_KEY: tokenPrivateKey, BACKEND_PORT: '0', LOG_LEVEL: 'info' };
  const servers: Server[] = [];
  try {
    // The deploy's migration step (backend/src/commands/migrate.ts).
    await run(node, ['--enable-source-maps', 'backend/dist/migrate.js'], { cwd: image, env: backendEnv });
    const backend = await startServer(node, image, 'backend/dist/main.js', backendEnv);
    servers.push(backend);
    const gateway = await startServer(node, image, 'gateway/dist/main.js', {
      ...common,
      PORT: '0',
      HOST: '127.0.0.1',
      UPSTREAM_URL: backend.url,
      WEB_DIST_DIR: join(image, 'web', 'dist'),
      RINGSIDE_DEVELOPER_KEYS: developerKey,
      LOG_LEVEL: 'info',
    });
    servers.push(gateway);

    // The browser's frame query by its persisted id: the gateway found its registered
    // operations and asked the backend for the realm of the file.
    const frame = await graphqlRequest(gateway.url, { documentId: AppFrameQuery.params.id, operationName: 'AppFrameQuery', variables: {} });
    expect(frame.errors).toBeUndefined();
    expect(frame.data.realm.title).toBe('Vale');
    // Production rules hold: a raw query from a browser is refused, a developer's key lets it through.
    expect((await graphqlRequest(gateway.url, { query: '{ realm { name } }' })).errors?.[0]?.extensions?.code).toBe('PERSISTED_QUERY_ONLY');
    const asDeveloper = await graphqlRequest(gateway.url, { query: '{ realm { name } }' }, { 'x-ringside-developer-key': developerKey });
    expect(asDeveloper.data).toEqual({ realm: { name: 'vale' } });

    // The realm's home page, rendered on the server by the web build's server entry.
    const home = await get(new URL('/', gateway.url).href, { headers: { host: `${realmHost}:${new URL(gateway.url).port}`, 'accept-language': 'es' } });
    expect(home.status).toBe(200);
    expect(home.contentType).toContain('text/html');
    expect(home.text).toMatch(/<html[^>]* lang="es"/);
    expect(home.text).toMatch(/<title[^>]*>Vale Deportes/);
    // The realm file's menu, in the page's markup (not only in its data).
    expect(home.text).toContain('>Programación<');
  } finally {
    for (const server of servers.reverse()) await server.stop();
  }
}

describe('the production build, installed and started as the image does', () => {
  let image: string;

  beforeAll(async () => {
    image = await assembleImage();
  }, 180_000);

  afterAll(async () => {
    if (image) await rm(image, { recursive: true, force: true });
  });

  it('installs without a development tool', () => {
    const installedTools = developmentTools.filter((tool) =>
      ['.', ...workspaces].some((dir) => existsSync(join(image, dir, 'node_modules', tool, 'package.json'))),
    );
    expect(installedTools).toEqual([]);
  });

  it("starts with plain node on this machine's Node: a persisted query answered from the backend, a realm's page rendered", async () => {
    await startAndVisit(process.execPath, image);
  }, 90_000);

  it('starts and answers the same on Node 24, the runtime of the image', async () => {
    const node = await node24();
    const { stdout } = await run(node, ['--version']);
    expect(stdout).toMatch(/^v24\./);
    await startAndVisit(node, image);
  }, 120_000);
});
