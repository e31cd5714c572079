// The web platform's persisted set: the operations the shipped app sends, and
// nothing else. relay-compiler persists every operation of web/src into its
// own map (web/.relay/operations.json, relay.config.js), those of test files
// too: a component's test wraps it in a `…TestQuery` run on a mock
// environment, never sent to a gateway, and a production gateway must not
// accept one. This writes gateway/persisted-operations/web/operations.json
// with the operations defined in the app's own files, as today's artifacts
// send them (an edited query's old text is left out too). Run after
// relay-compiler: `npm run relay -w @ringside/web` does both, and so do the
// web build and `npm run dev`'s recompiles.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';

const root = join(import.meta.dirname, '..');
export const relayMapFile = join(root, 'web', '.relay', 'operations.json');
export const webSetFile = join(root, 'gateway', 'persisted-operations', 'web', 'operations.json');

/** Files only tests load: what they define never ships. */
export const isTestFile = (file: string) => /\.test\.tsx?$/.test(file);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__generated__' || entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function artifactFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : artifactFiles(path);
    return basename(dir) === '__generated__' && entry.name.endsWith('.graphql.ts') ? [path] : [];
  });
}

/**
 * The operations each `graphql` tag of a file defines (Relay's tags hold no
 * interpolation): its queries, mutations and subscriptions, and the queries
 * relay-compiler writes for its `@refetchable` fragments.
 */
function operationsDefinedIn(source: string): string[] {
  const names: string[] = [];
  for (const [, document = ''] of source.matchAll(/\bgraphql`([^`]*)`/g)) {
    const code = document.replace(/#[^\n]*/g, '');
    for (const [, name] of code.matchAll(/\b(?:query|mutation|subscription)\s+([_A-Za-z]\w*)/g)) names.push(name!);
    for (const [, name] of code.matchAll(/@refetchable\s*\(\s*queryName\s*:\s*"(\w+)"/g)) names.push(name!);
  }
  return names;
}

/** relay-compiler has not persisted an artifact's operation (see below). */
class NotInRelayMap extends Error {}

/**
 * id → text of every operation an artifact of `webSrc` sends whose definition
 * is in a file the app ships. Throws when an artifact's operation has no
 * source, or its id is not in Relay's map: the set would otherwise miss an
 * operation the app sends.
 */
export function shippedOperations(webSrc: string, relayMap: Record<string, string>): Record<string, string> {
  const definedIn = new Map<string, string>();
  for (const file of sourceFiles(webSrc)) {
    for (const name of operationsDefinedIn(readFileSync(file, 'utf8'))) definedIn.set(name, file);
  }
  const shipped: Record<string, string> = {};
  for (const artifact of artifactFiles(webSrc)) {
    const id = /"id": "([0-9a-f]{64})"/.exec(readFileSync(artifact, 'utf8'))?.[1];
    if (!id) continue; // a fragment
    const name = basename(artifact, '.graphql.ts');
    const source = definedIn.get(name);
    if (!source) throw new Error(`${artifact}: no file of web/src defines ${name} (run relay-compiler, which removes stale artifacts)`);
    if (isTestFile(source)) continue;
    const text = relayMap[id];
    if (text === undefined) throw new NotInRelayMap(`${basename(artifact)}: its id is not in ${relayMapFile}`);
    shipped[id] = text;
  }
  return Object.fromEntries(Object.entries(shipped).sort(([a], [b]) => a.localeCompare(b)));
}

function writeShippedSet(): void {
  const relayMap = JSON.parse(readFileSync(relayMapFile, 'utf8')) as Record<string, string>;
  const shipped = shippedOperations(join(root, 'web', 'src'), relayMap);
  // Renamed into place: a development gateway re-reads the map while it runs.
  writeFileSync(`${webSetFile}.tmp`, `${JSON.stringify(shipped, null, 2)}\n`);
  renameSync(`${webSetFile}.tmp`, webSetFile);
  const left = Object.keys(relayMap).length - Object.keys(shipped).length;
  console.log(`web persisted set: ${Object.keys(shipped).length} operations the app sends (${left} of tests or older texts left out)`);
}

if (process.argv[1] === import.meta.filename) {
  try {
    writeShippedSet();
  } catch (error) {
    if (!(error instanceof NotInRelayMap)) throw error;
    // relay-compiler persists only the operations it rewrites: artifacts older
    // than Relay's map (a checkout from before it, a deleted map) need --repersist once.
    console.log(`${error.message}: persisting every operation again`);
    const repersist = spawnSync('npx', ['relay-compiler', '--repersist'], { cwd: root, stdio: 'inherit' });
    if (repersist.status !== 0) process.exit(repersist.status ?? 1);
    writeShippedSet();
  }
}
