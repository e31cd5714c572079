// Immutable, versioned web builds in one dist folder, so that a new build never
// breaks a server running an older one (`npm run build` under a running
// gateway used to: its server entry's chunks were replaced, and pages failed
// with "Cannot find module" until a restart):
//
//   dist/assets/                 the browser's hashed files of every kept build (a name is its content)
//   dist/.builds/<id>/           one build, whole: index.html, .ssr/ (the server entry and its
//                                chunks), .vite/manifest.json; never written again once published
//   dist/builds.json             which build is current and which are kept, newest first
//   dist/index.html, sw.js, …    the current build's files served by name, and its .vite/manifest.json (tools)
//
// A build is made in a folder of its own (web/build.ts) and published here:
// its hashed files join dist/assets, its folder is renamed into .builds/, and
// builds.json is replaced in one rename, the switch. A gateway reads
// builds.json once, at start, and serves that build for its whole life (its
// page template, server entry and CSP hashes agree); the next one starts on
// the newest. Publishing keeps KEPT_BUILDS builds and the assets they name.
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';

export const BUILDS_FILE = 'builds.json';
export const BUILDS_DIR = '.builds';

/**
 * Three: the build the running servers started with, the one a rolling
 * upgrade brings (old and new servers answer side by side, and a page
 * rendered by an old one loads its assets from any), and one more for a
 * rollback or a second deploy before the first has finished. A tab opened on
 * an older build that asks for a chunk pruned since is told so
 * (system/chunkRetry.ts); reloading brings the current build.
 */
export const KEPT_BUILDS = 3;

/**
 * An asset younger than this is never pruned, named or not: another build
 * publishing into the same folder moves its assets in before builds.json names them.
 */
export const PRUNE_GRACE_MS = 10 * 60_000;

export interface WebBuild {
  /** Null for a dist without builds.json (a bare `vite build`): its files are at its root. */
  id: string | null;
  /** Where the build's index.html and `.ssr/renderPage.js` are. */
  dir: string;
}

interface BuildsFile {
  current: string;
  builds: { id: string; publishedAt: string }[];
}

const BUILD_ID = /^[0-9a-f]{16}$/;

function readBuilds(distDir: string): BuildsFile | null {
  const file = join(distDir, BUILDS_FILE);
  if (!existsSync(file)) return null;
  const builds = JSON.parse(readFileSync(file, 'utf8')) as BuildsFile;
  if (!BUILD_ID.test(builds.current)) throw new Error(`${file}: "${builds.current}" is not a build id`);
  return builds;
}

/** The build a server starting now serves: the current one of builds.json, or the dist itself. */
export function currentWebBuild(distDir: string): WebBuild {
  const builds = readBuilds(distDir);
  return builds ? { id: builds.current, dir: join(distDir, BUILDS_DIR, builds.current) } : { id: null, dir: distDir };
}

/** The same files give the same id: a rebuild of unchanged sources publishes nothing new. */
function buildIdOf(buildDir: string): string {
  const hash = createHash('sha256');
  for (const file of ['index.html', '.ssr/renderPage.js', '.vite/manifest.json']) {
    const path = join(buildDir, file);
    hash.update(file).update(existsSync(path) ? readFileSync(path) : '');
  }
  return hash.digest('hex').slice(0, 16);
}

/** Written beside, then renamed over: a reader sees the old file or the new, whole. */
function replaceFile(target: string, write: (tmp: string) => void): void {
  const tmp = `${target}.${process.pid}.tmp`;
  write(tmp);
  renameSync(tmp, target);
}

/** The asset file names a build's Vite manifest names, with their precompressed twins. */
function assetsOf(buildDir: string): Set<string> | null {
  const manifestFile = join(buildDir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return null;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, { file: string; css?: string[]; assets?: string[] }>;
  const names = new Set<string>();
  for (const chunk of Object.values(manifest)) {
    for (const file of [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]) {
      for (const name of [basename(file), `${basename(file)}.br`, `${basename(file)}.gz`]) names.add(name);
    }
  }
  return names;
}

function prune(distDir: string, kept: string[], now: number): void {
  // The server entry of the layout before versioned builds.
  rmSync(join(distDir, '.ssr'), { recursive: true, force: true });
  const buildsDir = join(distDir, BUILDS_DIR);
  // Dot-folders are builds still being made.
  for (const entry of readdirSync(buildsDir)) {
    if (!entry.startsWith('.') && !kept.includes(entry)) rmSync(join(buildsDir, entry), { recursive: true, force: true });
  }
  const named = new Set<string>();
  for (const id of kept) {
    const assets = assetsOf(join(buildsDir, id));
    // A kept build that does not say what it loads keeps everything.
    if (!assets) return;
    for (const name of assets) named.add(name);
  }
  const assetsDir = join(distDir, 'assets');
  for (const file of readdirSync(assetsDir)) {
    const path = join(assetsDir, file);
    if (!named.has(file) && now - statSync(path).mtimeMs > PRUNE_GRACE_MS) rmSync(path, { force: true });
  }
}

/**
 * Publishes the build in `incoming` (a finished `vite build` and `vite build
 * --ssr` into `incoming/.ssr`, on the same file system as `distDir`) as the
 * current build of `distDir`; returns its id. Nothing a kept build needs is
 * written over or removed.
 */
export function publishWebBuild(distDir: string, incoming: string, { now = Date.now() }: { now?: number } = {}): string {
  const id = buildIdOf(incoming);
  const buildsDir = join(distDir, BUILDS_DIR);
  const assetsDir = join(distDir, 'assets');
  mkdirSync(buildsDir, { recursive: true });
  mkdirSync(assetsDir, { recursive: true });

  // Hashed names: a file already there is this very file, from an earlier build.
  const incomingAssets = join(incoming, 'assets');
  for (const file of existsSync(incomingAssets) ? readdirSync(incomingAssets) : []) {
    if (!existsSync(join(assetsDir, file))) renameSync(join(incomingAssets, file), join(assetsDir, file));
  }
  rmSync(incomingAssets, { recursive: true, force: true });

  // Files served by their own name (the service worker, the outdated-browser
  // page's script): the newest build's. index.html and the manifest are also
  // copied out, for tools that read the dist's root (bench/webBundleSize.ts).
  for (const entry of readdirSync(incoming)) {
    if (entry === '.ssr' || entry === '.vite') continue;
    const source = join(incoming, entry);
    if (statSync(source).isDirectory()) throw new Error(`${source}: a folder of web/public is not published (only its files are)`);
    if (entry.startsWith('index.html')) replaceFile(join(distDir, entry), (tmp) => copyFileSync(source, tmp));
    else replaceFile(join(distDir, entry), (tmp) => renameSync(source, tmp));
  }
  if (existsSync(join(incoming, '.vite', 'manifest.json'))) {
    mkdirSync(join(distDir, '.vite'), { recursive: true });
    replaceFile(join(distDir, '.vite', 'manifest.json'), (tmp) => copyFileSync(join(incoming, '.vite', 'manifest.json'), tmp));
  }

  if (existsSync(join(buildsDir, id))) rmSync(incoming, { recursive: true, force: true });
  else renameSync(incoming, join(buildsDir, id));

  const previous = readBuilds(distDir)?.builds ?? [];
  const builds = [{ id, publishedAt: new Date(now).toISOString() }, ...previous.filter((build) => build.id !== id)].slice(0, KEPT_BUILDS);
  replaceFile(join(distDir, BUILDS_FILE), (tmp) => writeFileSync(tmp, `${JSON.stringify({ current: id, builds } satisfies BuildsFile, null, 2)}\n`));
  prune(
    distDir,
    builds.map((build) => build.id),
    now,
  );
  return id;
}
