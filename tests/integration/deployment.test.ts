// What an operator deploys (docs/operations.md): the Dockerfile, compose.yaml
// with its nginx in front, the Kubernetes base and the Grafana dashboard. This
// machine has no Docker daemon and no cluster, so the files are read as the
// tools would read them and held against the real thing: the bundles
// `npm run build` produced (this suite runs after the build), the variables the
// servers' config schemas read, the backend's realm-file checker, and a
// running backend and gateway answering every probe the files name and
// exporting every metric the dashboard draws.
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse, parseAllDocuments } from 'yaml';
import { backendEnvSchema } from '../../backend/src/config.ts';
import { loadRealmFiles } from '../../backend/src/realm/realmFileStore.ts';
import { gatewayEnvSchema, DEMO_API_KEY } from '../../gateway/src/config.ts';
import { graphQLPolicyEnv } from '../../gateway/src/graphql/yogaPlugins.ts';
import {
  directives,
  dockerIgnores,
  execForm,
  exposedMetricNames,
  inherited,
  parseCopy,
  parseDockerfile,
  parseNginx,
  promqlMetricNames,
  selectLocation,
  stageChain,
  type DockerStage,
  type NginxDirective,
} from '../support/deployFiles.ts';
import { startPlatform, type RunningPlatform } from '../support/platform.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const read = (path: string) => readFileSync(join(root, path), 'utf8');

type Server = 'backend' | 'gateway';

/** Every variable each server reads: its config schema (and the gateway's GraphQL policy). */
const serverVariables: Record<Server, Set<string>> = {
  backend: new Set(Object.keys(backendEnvSchema.properties)),
  gateway: new Set([...Object.keys(gatewayEnvSchema.properties), ...Object.keys(graphQLPolicyEnv)]),
};

/** How long a stopping server drains: its SHUTDOWN_GRACE_MS, or the schema's default. */
function shutdownGraceMs(server: Server, env: Record<string, string>): number {
  const schema = server === 'backend' ? backendEnvSchema : gatewayEnvSchema;
  return Number(env['SHUTDOWN_GRACE_MS'] ?? (schema.properties.SHUTDOWN_GRACE_MS as { default?: number }).default);
}

/** Where each server listens, by its own variable and default. */
const portVariable: Record<Server, string> = { backend: 'BACKEND_PORT', gateway: 'PORT' };

/** The bundle a command runs (`backend/dist/main.js`), relative to the image's WORKDIR. */
const bundleOf = (command: string[]) => command.find((part) => /^[\w-]+\/dist\/[\w.-]+\.js$/.test(part)) ?? null;

function serverOf(command: string[]): Server {
  const bundle = bundleOf(command);
  if (bundle?.startsWith('backend/')) return 'backend';
  if (bundle?.startsWith('gateway/')) return 'gateway';
  throw new Error(`${JSON.stringify(command)} runs neither server's bundle`);
}

/** The demo's published secrets: the api key and the demo accounts' passwords (README.md). */
const demoSecrets = [DEMO_API_KEY, 'ringside-admin', 'ringside-fan', 'acme-fan'];

/** Production rules for one server's environment, as the files give it. */
function productionProblems(where: string, env: Record<string, string>): string[] {
  const problems: string[] = [];
  if (env['NODE_ENV'] !== 'production') problems.push(`${where}: NODE_ENV is ${env['NODE_ENV'] ?? 'unset'}, not production`);
  if (env['RINGSIDE_ALLOW_DEMO'] === '1') problems.push(`${where}: RINGSIDE_ALLOW_DEMO=1`);
  if (env['RINGSIDE_DEMO_DATA'] === 'on') problems.push(`${where}: RINGSIDE_DEMO_DATA=on`);
  if (env['RINGSIDE_DEV_MAILBOX'] === 'on') problems.push(`${where}: RINGSIDE_DEV_MAILBOX=on`);
  for (const [name, value] of Object.entries(env)) {
    if (demoSecrets.some((secret) => value.includes(secret))) problems.push(`${where}: ${name} holds a demo secret`);
  }
  return problems;
}

function unknownVariables(where: string, server: Server, names: string[]): string[] {
  return names.filter((name) => !serverVariables[server].has(name)).map((name) => `${where}: ${name} is not read by the ${server}`);
}

// ---------- the files ----------

interface ComposeService {
  image?: string;
  command?: string[];
  environment?: Record<string, string | number | boolean | null> | string[];
  ports?: string[];
  volumes?: string[];
  healthcheck?: { test?: string[]; disable?: boolean };
  depends_on?: Record<string, { condition: string }>;
  restart?: string;
  stop_grace_period?: string;
}

const compose = parse(read('compose.yaml'), { merge: true }) as { services: Record<string, ComposeService> };
const dockerfile = parseDockerfile(read('Dockerfile'));
const dockerignore = read('.dockerignore');
const nginx = parseNginx(read('deploy/nginx/nginx.conf'));
const envExample = read('deploy/.env.example');
const rootPackage = JSON.parse(read('package.json')) as { workspaces: string[] };

function environmentOf(service: ComposeService): Record<string, string> {
  const env = service.environment ?? {};
  const entries = Array.isArray(env) ? env.map((line) => line.split(/=(.*)/s) as [string, string]) : Object.entries(env);
  return Object.fromEntries(entries.map(([name, value]) => [name, value === null ? '' : String(value)]));
}

/** The image's default command: the final stage's CMD. */
const finalStage = dockerfile.at(-1)!;
const imageCommand = execForm(finalStage.instructions.filter((i) => i.keyword === 'CMD').at(-1)?.args ?? '[]') ?? [];

/** Services that run the Ringside image (their command names one of its bundles, or the image's own CMD). */
const ringsideServices = Object.entries(compose.services)
  .filter(([, service]) => service.command ? bundleOf(service.command) : service.image?.includes('ringside'))
  .map(([name, service]) => ({ name, service, command: service.command ?? imageCommand }));
const servicesRunning = (bundle: string) => ringsideServices.filter(({ command }) => bundleOf(command) === bundle);

interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; labels?: Record<string, string>; annotations?: Record<string, string> };
  spec?: Record<string, unknown> & { template?: { metadata?: { labels?: Record<string, string> }; spec: PodSpec } };
  stringData?: Record<string, string>;
}
interface Probe {
  httpGet?: { path: string; port: string | number };
}
interface Container {
  name: string;
  image: string;
  command?: string[];
  args?: string[];
  ports?: { name?: string; containerPort: number }[];
  env?: { name: string; value?: string; valueFrom?: { secretKeyRef?: { name: string; key: string; optional?: boolean } } }[];
  envFrom?: unknown[];
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
  livenessProbe?: Probe;
  readinessProbe?: Probe;
  startupProbe?: Probe;
  lifecycle?: { preStop?: { exec?: { command: string[] }; sleep?: { seconds: number } } };
  securityContext?: Record<string, unknown> & { capabilities?: { drop?: string[] } };
  volumeMounts?: { name: string; mountPath: string; readOnly?: boolean }[];
}
interface PodSpec {
  containers: Container[];
  securityContext?: Record<string, unknown>;
  terminationGracePeriodSeconds?: number;
  restartPolicy?: string;
  volumes?: { name: string; configMap?: { name: string } }[];
}

const k8sDir = 'deploy/kubernetes';
const kustomization = parse(read(`${k8sDir}/kustomization.yaml`)) as {
  resources: string[];
  configMapGenerator?: { name: string; files: string[] }[];
};

function yamlDocuments(path: string): K8sObject[] {
  return parseAllDocuments(read(path)).map((document) => {
    if (document.errors.length > 0) throw new Error(`${path}: ${document.errors.map((error) => error.message).join('; ')}`);
    return document.toJS() as K8sObject;
  });
}

const k8sObjects = kustomization.resources.flatMap((file) => yamlDocuments(`${k8sDir}/${file}`));
const secretTemplate = yamlDocuments(`${k8sDir}/secret.template.yaml`)[0]!;
const ofKind = (kind: string) => k8sObjects.filter((object) => object.kind === kind);
const podSpecOf = (object: K8sObject) => object.spec!.template!.spec;
const workloads = [...ofKind('Deployment'), ...ofKind('Job')];
const commandOf = (container: Container) => [...(container.command ?? []), ...(container.args ?? [])];
const deploymentRunning = (server: Server) => {
  const found = ofKind('Deployment').filter((deployment) => serverOf(commandOf(podSpecOf(deployment).containers[0]!)) === server);
  expect(found, `one Deployment of the ${server}`).toHaveLength(1);
  return found[0]!;
};
function plainEnv(container: Container): Record<string, string> {
  return Object.fromEntries((container.env ?? []).filter((entry) => entry.value !== undefined).map((entry) => [entry.name, entry.value!]));
}
const labelsMatch = (selector: Record<string, string>, labels: Record<string, string> = {}) =>
  Object.entries(selector).every(([key, value]) => labels[key] === value);

// ---------- the running servers (probes and metrics) ----------

let platform: RunningPlatform;
beforeAll(async () => {
  platform = await startPlatform({ serveWeb: false });
});
afterAll(async () => {
  await platform?.close();
});
const urlOf = (server: Server) => (server === 'backend' ? platform.upstreamUrl : platform.url);
const portOf = (server: Server) => new URL(urlOf(server)).port;

function closedPort(): Promise<string> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(String(port)));
    });
  });
}

/** deploy/healthcheck.mjs as the container runs it, with the container's port variables. */
async function healthcheck(path: string, env: Record<string, string>): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [join(root, 'deploy/healthcheck.mjs'), path], {
      env: { PATH: process.env.PATH, ...env },
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

// ---------- the image ----------

describe('the image (Dockerfile)', () => {
  const buildStage = dockerfile.find((stage) =>
    stageChain(dockerfile, stage).some((link) => link.instructions.some((i) => i.keyword === 'RUN' && /\bnpm run build\b/.test(i.args))),
  );
  const runs = (stage: DockerStage) => stageChain(dockerfile, stage).flatMap((link) => link.instructions.filter((i) => i.keyword === 'RUN'));

  it('builds with the development tools in one stage and runs on Node 24 without them', () => {
    expect(dockerfile.length).toBeGreaterThanOrEqual(2);
    expect(buildStage, 'a stage that runs npm run build').toBeDefined();
    expect(runs(buildStage!).some((run) => /\bnpm ci\b/.test(run.args) && !/--omit=dev/.test(run.args)), 'npm ci with dev dependencies before the build').toBe(true);
    expect(finalStage.base).toMatch(/^node:24[.\d]*-slim$/);
    expect(runs(finalStage).some((run) => /npm run build|tsx|vite/.test(run.args)), 'no build tool in the final stage').toBe(false);
    // The production dependencies: installed without dev dependencies and without scripts, in this stage or one copied in.
    const copiedStages = finalStage.instructions
      .filter((i) => i.keyword === 'COPY')
      .map((i) => parseCopy(i.args).from)
      .map((name) => dockerfile.find((stage) => stage.name === name))
      .filter((stage): stage is DockerStage => !!stage && stage !== buildStage);
    const installs = [finalStage, ...copiedStages].flatMap(runs).filter((run) => /\bnpm ci\b/.test(run.args));
    expect(installs.length, 'npm ci of the production dependencies').toBeGreaterThan(0);
    for (const install of installs) expect(install.args).toMatch(/--omit=dev\b.*--ignore-scripts|--ignore-scripts.*--omit=dev\b/);
    // npm ci needs every workspace's manifest in the stage that installs.
    for (const workspace of rootPackage.workspaces) {
      expect(
        dockerfile.some((stage) => stage.instructions.some((i) => i.keyword === 'COPY' && parseCopy(i.args).sources.includes(`${workspace}/package.json`))),
        `${workspace}/package.json copied for npm ci`,
      ).toBe(true);
    }
  });

  it('runs as a non-root user', () => {
    const user = finalStage.instructions.filter((i) => i.keyword === 'USER').at(-1)?.args.trim();
    // A number: Kubernetes' runAsNonRoot can only verify a numeric user.
    expect(user).toMatch(/^[1-9]\d*(:\d+)?$/);
  });

  // The files of the final stage, as paths under its WORKDIR, with where they come from.
  const workdir = finalStage.instructions.filter((i) => i.keyword === 'WORKDIR').at(-1)?.args.trim() ?? '/';
  const finalCopies = finalStage.instructions.filter((i) => i.keyword === 'COPY').map((i) => parseCopy(i.args));
  // The last COPY that covers a path is what the image holds there.
  const inImage = (path: string) =>
    finalCopies.findLast(({ destination }) => {
      const target = posix.relative(workdir, posix.resolve(workdir, destination));
      return target === '' || path === target || path.startsWith(target.replace(/\/$/, '') + '/');
    });

  it('copies the bundles its commands run, as the build produced them, and the files they read at run time', () => {
    for (const copy of finalCopies.filter((copy) => copy.from === buildStage?.name)) {
      for (const source of copy.sources) {
        const relative = posix.relative(workdir, source);
        const found = relative.includes('*')
          ? readdirSync(join(root, posix.dirname(relative))).some((file) => new RegExp(`^${posix.basename(relative).replace(/\./g, '\\.').replace(/\*/g, '.*')}$`).test(file))
          : existsSync(join(root, relative));
        expect(found, `${relative} (COPY --from=${copy.from}) exists after npm run build`).toBe(true);
      }
    }
    const commands = [
      imageCommand,
      ...ringsideServices.map(({ command }) => command),
      ...workloads.flatMap((workload) => podSpecOf(workload).containers.map(commandOf)),
    ];
    for (const command of commands) {
      const bundle = bundleOf(command);
      expect(bundle, `${JSON.stringify(command)} runs a bundle`).not.toBeNull();
      expect(existsSync(join(root, bundle!)), `${bundle} is built by npm run build`).toBe(true);
      expect(inImage(bundle!)?.from, `${bundle} is copied from the build stage`).toBe(buildStage?.name);
    }
    // What the servers read beside their bundles (ops/src/packageDirectory.ts finds them by package).
    for (const runTimeFile of ['backend/realms', 'backend/media', 'backend/src/db/migrations', 'gateway/persisted-operations', 'web/dist', 'schema/schema.graphql', 'schema/src/realm.graphql']) {
      expect(inImage(runTimeFile)?.from, `${runTimeFile} is copied from the build stage`).toBe(buildStage?.name);
    }
    // The gateways serve the web build the image holds.
    const webDistDirs = [
      ...servicesRunning('gateway/dist/main.js').map(({ service }) => environmentOf(service)['WEB_DIST_DIR']),
      plainEnv(podSpecOf(deploymentRunning('gateway')).containers[0]!)['WEB_DIST_DIR'],
    ];
    for (const dir of webDistDirs) expect(dir && posix.relative(workdir, dir), `WEB_DIST_DIR ${dir}`).toBe('web/dist');
  });

  it('checks its health with the script it carries', () => {
    const healthcheck = execForm(/CMD\s+(.*)$/.exec(finalStage.instructions.find((i) => i.keyword === 'HEALTHCHECK')?.args ?? '')?.[1] ?? '[]');
    expect(healthcheck?.[0]).toBe('node');
    expect(healthcheck?.[1]).toBe('deploy/healthcheck.mjs');
    expect(inImage('deploy/healthcheck.mjs')?.from, 'copied from the build context').toBeNull();
  });

  it('sends the build everything it needs, and nothing installed, built or secret (.dockerignore)', () => {
    const contextFiles = finalCopies.filter((copy) => copy.from === null).flatMap((copy) => copy.sources);
    const needed = ['package.json', 'package-lock.json', ...rootPackage.workspaces.map((w) => `${w}/package.json`), 'backend/src/main.ts', 'web/src/client.tsx', 'web/index.html', 'scripts/buildServers.ts', 'codegen.yml', 'relay.config.js', ...contextFiles];
    for (const path of needed) expect(dockerIgnores(dockerignore, path), `${path} reaches the build`).toBe(false);
    for (const path of ['node_modules/react/index.js', 'gateway/node_modules/glob/package.json', 'backend/dist/main.js', 'web/dist/index.html', 'backend/data/PG_VERSION', '.git/HEAD', 'deploy/.env', 'deploy/nginx/certs/privkey.pem']) {
      expect(dockerIgnores(dockerignore, path), `${path} stays out of the build`).toBe(true);
    }
  });
});

// ---------- compose ----------

describe('compose.yaml', () => {
  const backends = servicesRunning('backend/dist/main.js');
  const gateways = servicesRunning('gateway/dist/main.js');
  const migrations = servicesRunning('backend/dist/migrate.js');
  const proxy = Object.entries(compose.services).find(([, service]) => /^nginx[:@]/.test(service.image ?? ''));

  it('runs PostgreSQL, Redis, one migration step, two backends and two gateways behind one proxy', () => {
    expect(Object.values(compose.services).some((service) => /^postgres[:@]/.test(service.image ?? ''))).toBe(true);
    expect(Object.values(compose.services).some((service) => /^(redis|valkey\/valkey)[:@]/.test(service.image ?? ''))).toBe(true);
    expect(backends).toHaveLength(2);
    expect(gateways).toHaveLength(2);
    expect(migrations).toHaveLength(1);
    expect(proxy, 'an nginx service').toBeDefined();
    const published = Object.entries(compose.services).filter(([, service]) => (service.ports ?? []).length > 0).map(([name]) => name);
    expect(published, 'only the proxy is reachable from outside').toEqual([proxy![0]]);
    expect(proxy![1].ports!.map((port) => String(port).split(':').at(-1))).toEqual(expect.arrayContaining(['443', '80']));
  });

  it('starts the backends only after the migration step has succeeded, and the proxy after the gateways', () => {
    const [migrate] = migrations;
    expect(migrate!.service.restart).toBe('no');
    expect(Object.values(migrate!.service.depends_on ?? {}).map((d) => d.condition)).toContain('service_healthy');
    for (const { name, service } of backends) {
      expect(service.depends_on?.[migrate!.name]?.condition, `${name} waits for ${migrate!.name}`).toBe('service_completed_successfully');
    }
    for (const { name } of gateways) expect(proxy![1].depends_on?.[name], `the proxy waits for ${name}`).toBeDefined();
  });

  it('checks the health of every service that keeps running, on the probes the servers serve', async () => {
    for (const [name, service] of Object.entries(compose.services)) {
      if (migrations.some((migration) => migration.name === name)) continue;
      expect(service.healthcheck?.test?.length, `${name} has a health check`).toBeGreaterThan(0);
      expect(service.healthcheck?.disable, name).not.toBe(true);
    }
    for (const { name, service, command } of [...backends, ...gateways]) {
      const [kind, program, script, path] = service.healthcheck!.test!;
      expect([kind, program, script], name).toEqual(['CMD', 'node', 'deploy/healthcheck.mjs']);
      const server = serverOf(command);
      // The script finds the server on its own port variable, the other one left unset as in the container.
      const result = await healthcheck(path ?? '/health', { [portVariable[server]]: portOf(server), [portVariable[server === 'backend' ? 'gateway' : 'backend']]: await closedPort() });
      expect(result, `${name}: ${path} on a running ${server}`).toEqual({ code: 0, output: '' });
    }
  });

  it('gives each server only variables it reads, with production values and no demo secret', () => {
    const problems = ringsideServices.flatMap(({ name, service, command }) => {
      const env = environmentOf(service);
      return [...unknownVariables(name, serverOf(command), Object.keys(env)), ...productionProblems(name, env)];
    });
    expect(problems).toEqual([]);
  });

  it('puts the gateways behind the proxy as its one trusted hop, and lets servers drain before they are killed', () => {
    for (const { name, service } of gateways) expect(environmentOf(service)['TRUST_PROXY_HOPS'], name).toBe('1');
    for (const { name, service, command } of ringsideServices) {
      const graceMs = shutdownGraceMs(serverOf(command), environmentOf(service));
      const stopSeconds = Number(/^(\d+)s$/.exec(service.stop_grace_period ?? '10s')?.[1]);
      expect(stopSeconds * 1000, `${name}: stop_grace_period over SHUTDOWN_GRACE_MS`).toBeGreaterThan(graceMs);
    }
  });

  it('takes every secret from deploy/.env, whose example holds no value', () => {
    const secretNames = ['RINGSIDE_API_KEY', 'RINGSIDE_ACCEPTED_API_KEYS', 'TOKEN_PRIVATE_KEY', 'PAYMENT_CALLBACK_SECRET', 'METRICS_TOKEN', 'BOOTSTRAP_ADMIN_PASSWORD', 'POSTGRES_PASSWORD', 'DATABASE_URL'];
    for (const [name, service] of Object.entries(compose.services)) {
      for (const [variable, value] of Object.entries(environmentOf(service))) {
        if (secretNames.includes(variable)) expect(value, `${name}: ${variable} comes from deploy/.env`).toMatch(/\$\{[A-Z_]+[:?}-]/);
      }
    }
    const interpolated = new Set([...read('compose.yaml').matchAll(/\$\{([A-Z0-9_]+)/g)].map((match) => match[1]!));
    const example = new Map([...envExample.matchAll(/^([A-Z0-9_]+)=(.*)$/gm)].map((match) => [match[1]!, match[2]!]));
    for (const name of interpolated) expect(example.has(name), `${name} is in deploy/.env.example`).toBe(true);
    for (const name of secretNames) if (example.has(name)) expect(example.get(name), `deploy/.env.example: ${name} is empty`).toBe('');
  });
});

// ---------- nginx ----------

describe('the proxy in front (deploy/nginx/nginx.conf)', () => {
  const http = directives(nginx, 'http')[0]!;
  const servers = directives(http.block, 'server');
  const composeServices = compose.services;
  const serviceAddress = (name: string, server: Server) =>
    `${name}:${environmentOf(composeServices[name]!)[portVariable[server]] ?? (server === 'backend' ? '4100' : '4000')}`;
  const upstreamServers = (name: string) =>
    directives(directives(http.block, 'upstream').find((upstream) => upstream.args[0] === name)?.block, 'server').map((server) => server.args[0]);
  const proxyTarget = (location: NginxDirective | null) => /^http:\/\/([\w-]+)/.exec(directives(location?.block, 'proxy_pass')[0]?.args[0] ?? '')?.[1];
  const publicServer = servers.find((server) => directives(server.block, 'listen').some((listen) => listen.args.includes('ssl')))!;
  const levels = (location: NginxDirective) => [nginx, http.block!, publicServer.block!, location.block!];
  const headers = (location: NginxDirective) =>
    Object.fromEntries(inherited(levels(location), 'proxy_set_header').map((header) => [header.args[0]!.toLowerCase(), header.args[1] ?? '']));
  const setting = (location: NginxDirective, name: string) => inherited(levels(location), name)[0]?.args[0];
  const gatewayAddresses = servicesRunning('gateway/dist/main.js').map(({ name }) => serviceAddress(name, 'gateway'));

  it('balances round-robin over the two gateways of compose.yaml', () => {
    const upstream = proxyTarget(selectLocation(publicServer, '/'));
    expect(upstreamServers(upstream!).sort()).toEqual(gatewayAddresses.sort());
    const block = directives(http.block, 'upstream').find((u) => u.args[0] === upstream)!.block!;
    expect(block.filter((d) => ['hash', 'ip_hash', 'least_conn', 'random', 'sticky'].includes(d.name))).toEqual([]);
  });

  it('terminates TLS with the certificates compose mounts', () => {
    expect(directives(publicServer.block, 'listen').some((listen) => listen.args[0]?.endsWith('443'))).toBe(true);
    const mounts = (composeServices[Object.keys(composeServices).find((name) => /^nginx[:@]/.test(composeServices[name]!.image ?? ''))!]!.volumes ?? [])
      .map((volume) => volume.split(':')[1]!);
    for (const name of ['ssl_certificate', 'ssl_certificate_key']) {
      const path = directives(publicServer.block, name)[0]?.args[0];
      expect(path, name).toBeDefined();
      expect(mounts.some((mount) => path!.startsWith(mount + '/')), `${path} is in a mounted folder`).toBe(true);
    }
  });

  it('passes WebSocket upgrades and server-sent events on /graphql, unbuffered', () => {
    const graphqlLocation = selectLocation(publicServer, '/graphql')!;
    expect(proxyTarget(graphqlLocation)).toBe(proxyTarget(selectLocation(publicServer, '/')));
    expect(setting(graphqlLocation, 'proxy_http_version')).toBe('1.1');
    const sent = headers(graphqlLocation);
    expect(sent['upgrade']).toBe('$http_upgrade');
    // Connection: "upgrade" when the client asks for one (a map over $http_upgrade), never dropped.
    const connection = sent['connection'] ?? '';
    const map = directives(http.block, 'map').find((m) => m.args[0] === '$http_upgrade' && m.args[1] === connection);
    expect(connection === 'upgrade' || map?.block?.some((entry) => entry.name === 'default' && entry.args[0] === 'upgrade'), `Connection ${connection}`).toBe(true);
    expect(setting(graphqlLocation, 'proxy_buffering')).toBe('off');
    // Streamed server rendering too: a page's first part must not wait for its last.
    expect(setting(selectLocation(publicServer, '/schedule')!, 'proxy_buffering')).toBe('off');
  });

  it('tells every gateway request who the viewer is, over what, on which host (X-Forwarded-*)', () => {
    for (const uri of ['/', '/graphql', '/assets/index-abc123.js', '/media/hls/1/index.m3u8', '/realm/acme/schedule']) {
      const location = selectLocation(publicServer, uri)!;
      expect(proxyTarget(location), uri).toBeDefined();
      const sent = headers(location);
      expect(sent['x-forwarded-for'], uri).toMatch(/^\$(remote_addr|proxy_add_x_forwarded_for)$/);
      expect(sent['x-forwarded-proto'], uri).toBe('$scheme');
      expect(sent['x-forwarded-host'], uri).toMatch(/^\$(host|http_host)$/);
    }
    expect(proxyTarget(selectLocation(publicServer, '/metrics')), 'metrics are not public').toBeUndefined();
  });

  it('gives the gateways one address for both backends', () => {
    const gatewayUpstream = new URL(environmentOf(servicesRunning('gateway/dist/main.js')[0]!.service)['UPSTREAM_URL']!);
    expect(gatewayUpstream.hostname).toBe(Object.keys(composeServices).find((name) => /^nginx[:@]/.test(composeServices[name]!.image ?? '')));
    const internal = servers.find((server) => directives(server.block, 'listen').some((listen) => listen.args[0] === gatewayUpstream.port))!;
    expect(internal, `a listener on ${gatewayUpstream.port}`).toBeDefined();
    const backendAddresses = servicesRunning('backend/dist/main.js').map(({ name }) => serviceAddress(name, 'backend'));
    expect(upstreamServers(proxyTarget(selectLocation(internal, '/api/v2/realm/acme'))!).sort()).toEqual(backendAddresses.sort());
  });
});

// ---------- Kubernetes ----------

describe('the Kubernetes base (deploy/kubernetes)', () => {
  it('parses: every file of the kustomization, each object named, and the realm files pass the backend\'s checker', async () => {
    for (const object of k8sObjects) {
      expect(object.apiVersion && object.kind && object.metadata?.name, JSON.stringify(object).slice(0, 80)).toBeTruthy();
    }
    expect(kustomization.resources, 'the Secret template is never applied over the real Secret').not.toContain('secret.template.yaml');
    const realmFiles = (kustomization.configMapGenerator ?? []).flatMap((generator) => generator.files.map((file) => join(root, k8sDir, file.split('=').at(-1)!)));
    expect(realmFiles.length).toBeGreaterThan(0);
    // Their folder is what compose.yaml mounts: the ConfigMap must hold every file of it.
    const realms = await loadRealmFiles([...new Set(realmFiles.map((file) => dirname(file)))]);
    expect(realms.map((realm) => realm.source).sort()).toEqual(realmFiles.sort());
    // The realm of the platform's admins (and of the first one) must be one of them.
    const names = realms.map((realm) => realm.realm.name);
    const adminRealms = [
      ...workloads.flatMap((workload) => podSpecOf(workload).containers.map(plainEnv)).flatMap((env) => [env['PLATFORM_ADMIN_REALM'], env['BOOTSTRAP_ADMIN_REALM']]),
      ...[...envExample.matchAll(/^(?:PLATFORM|BOOTSTRAP)_ADMIN_REALM=(.*)$/gm)].map((match) => match[1]),
      ...[...read('compose.yaml').matchAll(/\$\{(?:PLATFORM|BOOTSTRAP)_ADMIN_REALM:-([^}]*)\}/g)].map((match) => match[1]),
    ].filter((name): name is string => !!name);
    expect(adminRealms.length).toBeGreaterThan(0);
    for (const name of adminRealms) expect(names, `the admin realm ${name}`).toContain(name);
  });

  it('runs the backend and the gateway as Deployments, two or more of each, scaled and spared by their own HPA and PDB', () => {
    for (const server of ['backend', 'gateway'] as const) {
      const deployment = deploymentRunning(server);
      const podLabels = deployment.spec!.template!.metadata!.labels!;
      const hpa = ofKind('HorizontalPodAutoscaler').find((h) => (h.spec!['scaleTargetRef'] as { name: string }).name === deployment.metadata.name);
      expect(hpa, `an HPA of ${server}`).toBeDefined();
      expect(hpa!.spec!['minReplicas'] as number).toBeGreaterThanOrEqual(2);
      expect(hpa!.spec!['maxReplicas'] as number).toBeGreaterThan(hpa!.spec!['minReplicas'] as number);
      expect(deployment.spec!['replicas'], 'the HPA owns the count').toBeUndefined();
      const pdb = ofKind('PodDisruptionBudget').find((p) => labelsMatch((p.spec!['selector'] as { matchLabels: Record<string, string> }).matchLabels, podLabels));
      expect(pdb, `a PDB of ${server}`).toBeDefined();
      const service = ofKind('Service').find((s) => labelsMatch(s.spec!['selector'] as Record<string, string>, podLabels));
      const portNames = podSpecOf(deployment).containers[0]!.ports!.map((port) => port.name);
      for (const port of service!.spec!['ports'] as { targetPort: string }[]) expect(portNames).toContain(port.targetPort);
    }
    const ingressBackend = (ofKind('Ingress')[0]!.spec!['rules'] as { http: { paths: { backend: { service: { name: string } } }[] } }[])[0]!.http.paths[0]!.backend.service.name;
    const gatewayService = ofKind('Service').find((s) => labelsMatch(s.spec!['selector'] as Record<string, string>, deploymentRunning('gateway').spec!.template!.metadata!.labels));
    expect(ingressBackend).toBe(gatewayService?.metadata.name);
    const upstream = new URL(plainEnv(podSpecOf(deploymentRunning('gateway')).containers[0]!)['UPSTREAM_URL']!);
    const backendService = ofKind('Service').find((s) => s.metadata.name === upstream.hostname);
    expect(backendService && labelsMatch(backendService.spec!['selector'] as Record<string, string>, deploymentRunning('backend').spec!.template!.metadata!.labels)).toBe(true);
    expect((backendService!.spec!['ports'] as { port: number }[]).map((port) => String(port.port))).toContain(upstream.port);
  });

  it('probes liveness on /health and readiness on /ready, on the port each server listens on, and a running server answers each', async () => {
    for (const server of ['backend', 'gateway'] as const) {
      const container = podSpecOf(deploymentRunning(server)).containers[0]!;
      const listensOn = Number(plainEnv(container)[portVariable[server]]);
      expect(container.livenessProbe?.httpGet?.path).toBe('/health');
      expect(container.readinessProbe?.httpGet?.path).toBe('/ready');
      for (const probe of [container.startupProbe, container.livenessProbe, container.readinessProbe].filter((p): p is Probe => !!p)) {
        const port = container.ports!.find((p) => p.name === probe.httpGet!.port || p.containerPort === probe.httpGet!.port);
        expect(port?.containerPort, `${server}: ${probe.httpGet!.path} on the port ${portVariable[server]} says`).toBe(listensOn);
        const answer = await fetch(new URL(probe.httpGet!.path, urlOf(server)));
        expect(answer.status, `${server} ${probe.httpGet!.path}`).toBe(200);
      }
    }
  });

  it('drains before it is killed: terminationGracePeriodSeconds outlasts preStop and SHUTDOWN_GRACE_MS', () => {
    for (const server of ['backend', 'gateway'] as const) {
      const pod = podSpecOf(deploymentRunning(server));
      const container = pod.containers[0]!;
      const preStop = container.lifecycle?.preStop;
      expect(preStop, `${server} preStop`).toBeDefined();
      const preStopSeconds = preStop!.sleep?.seconds ?? Number(preStop!.exec?.command.at(-1) ?? 0);
      const graceMs = shutdownGraceMs(server, plainEnv(container));
      expect((pod.terminationGracePeriodSeconds ?? 30) * 1000, server).toBeGreaterThan(preStopSeconds * 1000 + graceMs);
    }
  });

  it('runs every container as non-root on a read-only root, with resources set', () => {
    for (const workload of workloads) {
      const pod = podSpecOf(workload);
      for (const container of pod.containers) {
        const where = `${workload.metadata.name}/${container.name}`;
        const context = { ...pod.securityContext, ...container.securityContext };
        expect(context['runAsNonRoot'], where).toBe(true);
        expect(context['runAsUser'], where).toBeGreaterThan(0);
        expect(context['readOnlyRootFilesystem'], where).toBe(true);
        expect(context['allowPrivilegeEscalation'], where).toBe(false);
        expect(container.securityContext?.capabilities?.drop, where).toContain('ALL');
        expect(container.resources?.requests?.['cpu'] && container.resources?.requests?.['memory'] && container.resources?.limits?.['memory'], where).toBeTruthy();
      }
    }
  });

  it('gives each server only variables it reads, production values, and secrets from the Secret the template describes', () => {
    const problems: string[] = [];
    for (const workload of workloads) {
      for (const container of podSpecOf(workload).containers) {
        const where = `${workload.metadata.name}/${container.name}`;
        const server = serverOf(commandOf(container));
        expect(container.envFrom, `${where}: every variable by name`).toBeUndefined();
        problems.push(...unknownVariables(where, server, (container.env ?? []).map((entry) => entry.name)));
        problems.push(...productionProblems(where, plainEnv(container)));
        for (const entry of container.env ?? []) {
          const ref = entry.valueFrom?.secretKeyRef;
          if (!ref) continue;
          if (ref.name !== secretTemplate.metadata.name) problems.push(`${where}: ${entry.name} reads the Secret ${ref.name}`);
          if (!(ref.key in (secretTemplate.stringData ?? {}))) problems.push(`${where}: ${entry.name} reads ${ref.key}, not in secret.template.yaml`);
        }
      }
    }
    expect(problems).toEqual([]);
    // The template's values fail loudly (no real value, no demo key): empty, or a host that never resolves.
    for (const [key, value] of Object.entries(secretTemplate.stringData ?? {})) {
      expect(value === '' || /\.invalid[:/]/.test(value), `secret.template.yaml: ${key}`).toBe(true);
    }
  });

  it('mounts the realm files where REALMS_DIR points, and runs the migration as a Job', () => {
    const generated = new Set((kustomization.configMapGenerator ?? []).map((generator) => generator.name));
    const job = ofKind('Job');
    expect(job.map((j) => bundleOf(commandOf(podSpecOf(j).containers[0]!)))).toEqual(['backend/dist/migrate.js']);
    for (const workload of [deploymentRunning('backend'), ...job]) {
      const pod = podSpecOf(workload);
      const container = pod.containers[0]!;
      const realmsDir = plainEnv(container)['REALMS_DIR'];
      const mount = container.volumeMounts?.find((m) => m.mountPath === realmsDir);
      const volume = pod.volumes?.find((v) => v.name === mount?.name);
      expect(volume?.configMap?.name && generated.has(volume.configMap.name), `${workload.metadata.name}: REALMS_DIR ${realmsDir} is the realms ConfigMap`).toBe(true);
    }
  });

  it('lets the Ingress stream: unbuffered, long reads, TLS, its controller the gateways\' one trusted hop', () => {
    expect(plainEnv(podSpecOf(deploymentRunning('gateway')).containers[0]!)['TRUST_PROXY_HOPS']).toBe('1');
    const ingress = ofKind('Ingress')[0]!;
    const annotations = ingress.metadata.annotations ?? {};
    expect(annotations['nginx.ingress.kubernetes.io/proxy-buffering']).toBe('off');
    expect(Number(annotations['nginx.ingress.kubernetes.io/proxy-read-timeout'])).toBeGreaterThanOrEqual(60);
    expect((ingress.spec!['tls'] as unknown[]).length).toBeGreaterThan(0);
  });
});

// ---------- what no production file may hold ----------

describe('production files', () => {
  it('hold no demo key, demo password or demo switch', () => {
    const files = ['Dockerfile', 'compose.yaml', 'deploy/.env.example', 'deploy/nginx/nginx.conf', ...readdirSync(join(root, k8sDir)).filter((f) => f.endsWith('.yaml')).map((f) => `${k8sDir}/${f}`)];
    const found = files.flatMap((file) => {
      const text = read(file);
      return [
        ...demoSecrets.filter((secret) => text.includes(secret)),
        ...(/RINGSIDE_ALLOW_DEMO\W+1\b|RINGSIDE_DEMO_DATA\W+on\b/.exec(text) ?? []),
      ].map((what) => `${file}: ${what}`);
    });
    expect(found).toEqual([]);
  });
});

// ---------- the dashboard ----------

describe('the Grafana dashboard (deploy/grafana/ringside-dashboard.json)', () => {
  it('draws only metrics a running backend and gateway export', async () => {
    const dashboard = JSON.parse(read('deploy/grafana/ringside-dashboard.json')) as { panels: { type: string; title: string; targets?: { expr: string }[] }[] };
    const exported = new Set<string>();
    for (const server of ['backend', 'gateway'] as const) {
      const answer = await fetch(new URL('/metrics', urlOf(server)));
      expect(answer.status).toBe(200);
      for (const name of exposedMetricNames(await answer.text())) exported.add(name);
    }
    const graphs = dashboard.panels.filter((panel) => panel.type !== 'row');
    expect(graphs.length).toBeGreaterThan(0);
    const unknown = graphs.flatMap((panel) => {
      expect(panel.targets?.length, panel.title).toBeGreaterThan(0);
      return panel.targets!.flatMap((target) => {
        const names = promqlMetricNames(target.expr);
        expect(names.length, `${panel.title}: ${target.expr}`).toBeGreaterThan(0);
        return names.filter((name) => !exported.has(name)).map((name) => `${panel.title}: ${name}`);
      });
    });
    expect(unknown).toEqual([]);
  });
});

describe('docs/operations.md', () => {
  it('tells the operator about every variable the servers read', () => {
    const runbook = read('docs/operations.md');
    const missing = [...serverVariables.backend, ...serverVariables.gateway].filter((name) => !runbook.includes(`\`${name}\``));
    expect(missing).toEqual([]);
  });
});

describe('deploy/healthcheck.mjs', () => {
  it('says unhealthy when no server listens', async () => {
    const result = await healthcheck('/health', { PORT: await closedPort(), BACKEND_PORT: await closedPort() });
    expect(result.code).toBe(1);
    expect(result.output).toContain('no server listens');
  });
});
