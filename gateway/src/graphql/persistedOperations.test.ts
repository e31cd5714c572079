// The registry of persisted operations is a contract with every app: each
// registered operation must still run on the current schema within the limits,
// the web's artifacts must find their ids in it, and the web's set holds what
// the shipped app sends and nothing its tests alone send.
import { existsSync, mkdtempSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { currentWebBuild } from '@ringside/web/webBuilds';
import { describe, expect, it } from 'vitest';
import { Kind, parse } from '../lib/graphql.ts';
import { operationProblems } from './operationCheck.ts';
import { loadPersistedOperations, persistedOperationId } from './persistedOperations.ts';

const registry = loadPersistedOperations();
const webSrc = fileURLToPath(new URL('../../../web/src', import.meta.url));
const webDist = fileURLToPath(new URL('../../../web/dist', import.meta.url));

function filesUnder(dir: string, keep: (file: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && !entry.parentPath.includes('node_modules') && keep(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** The operations the web's test files define (a component's test wraps it in a `…TestQuery`). */
const testOperationNames = new Set(
  filesUnder(webSrc, (name) => /\.test\.tsx?$/.test(name)).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/\b(?:query|mutation|subscription)\s+(\w+)/g)].map((match) => match[1]!),
  ),
);

/** Every .graphql.ts artifact relay-compiler wrote for the web app. */
function webArtifacts(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : webArtifacts(path);
    return dir.endsWith('__generated__') && entry.name.endsWith('.graphql.ts') ? [path] : [];
  });
}

/**
 * The ids the web app's artifacts send: `"id": "<sha256>"` in each
 * operation's params (fragments have none), but for the operations of test files.
 */
function webOperationIds(): { file: string; id: string }[] {
  return webArtifacts(webSrc).flatMap((file) => {
    const id = /"id": "([0-9a-f]{64})"/.exec(readFileSync(file, 'utf8'))?.[1];
    const name = /"name": "(\w+)",\s*"operationKind"/.exec(readFileSync(file, 'utf8'))?.[1];
    return id && !testOperationNames.has(name ?? '') ? [{ file, id }] : [];
  });
}

/** The operation ids the built app's JavaScript sends, browser and server entry: Relay's `params: { id: "…" }`. */
function builtAppOperationIds(): string[] {
  const build = currentWebBuild(webDist);
  const manifestFile = join(build.dir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`${webDist} has no build: run \`npm run build -w @ringside/web\``);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, { file: string }>;
  const scripts = [
    ...Object.values(manifest).map((chunk) => join(webDist, chunk.file)),
    ...filesUnder(join(build.dir, '.ssr'), (name) => name.endsWith('.js')),
  ];
  return [...new Set(scripts.flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/params:\{id:[`"']([0-9a-f]{64})[`"']/g)].map((match) => match[1]!)))];
}

describe("the web client's operations", () => {
  const ids = webOperationIds();

  it('are all registered: each artifact sends an id the gateway knows', () => {
    expect(ids.length, 'persisted web operations (run `npm run relay -w @ringside/web`)').toBeGreaterThan(5);
    for (const { file, id } of ids) {
      expect(registry.get(id)?.platform, `${file}: not in the registry (run \`npm run relay -w @ringside/web\`)`).toBe('web');
    }
  });

  // The web map is generated and only ever grows (relay-compiler keeps ids it
  // wrote before), so what counts is the operations today's artifacts send.
  it('all validate against the current schema and stay within the production limits', () => {
    for (const { file, id } of ids) expect(operationProblems(registry.get(id)?.text ?? ''), file).toEqual([]);
  });
});

describe('the production web set', () => {
  const webSet = [...registry.values()].filter((operation) => operation.platform === 'web');
  const nameOf = (text: string) =>
    parse(text).definitions.flatMap((definition) => (definition.kind === Kind.OPERATION_DEFINITION ? [definition.name?.value ?? ''] : []))[0]!;

  it('holds no operation that only the tests send', () => {
    expect(testOperationNames.size, "the web's test files and their queries").toBeGreaterThan(0);
    const names = webSet.map(({ text }) => nameOf(text));
    expect(names.filter((name) => testOperationNames.has(name) || /Test(Query|Mutation|Subscription)$/.test(name))).toEqual([]);
  });

  it("holds every operation the built app's JavaScript sends, browser and server", () => {
    const ids = builtAppOperationIds();
    expect(ids.length, 'operations in the built app').toBeGreaterThan(5);
    const missing = ids.filter((id) => registry.get(id)?.platform !== 'web');
    expect(missing, `ids web/dist's JavaScript sends that the web set lacks (a dist built before the last change to a query: run \`npm run build -w @ringside/web\`)`).toEqual([]);
  });
});

describe('the operations TV and mobile teams registered', () => {
  it('all validate against the current schema and stay within the production limits', () => {
    expect([...registry.values()].filter((operation) => operation.platform === 'tv').length, 'the TV sign-in set').toBeGreaterThan(0);
    for (const [id, { text, file, platform }] of registry) {
      if (platform !== 'web') expect(operationProblems(text), `${file} ${id}`).toEqual([]);
    }
  });
});

describe('registering', () => {
  it('refuses a map whose id is not the SHA-256 of its text', () => {
    const dir = mkdtempSync(join(tmpdir(), 'persisted-'));
    mkdirSync(join(dir, 'tv'));
    writeFileSync(join(dir, 'tv', 'operations.json'), JSON.stringify({ [persistedOperationId('{ realm { title } }')]: '{ viewer { role } }' }));
    expect(() => loadPersistedOperations(dir)).toThrow(/tv\/operations.json: ".*" is not the SHA-256 of its operation text/);
  });

  it('reads each platform folder, so a TV app’s operation runs by its id', () => {
    const dir = mkdtempSync(join(tmpdir(), 'persisted-'));
    mkdirSync(join(dir, 'tv'));
    const text = 'query TvHome { realm { title } }';
    writeFileSync(join(dir, 'tv', 'operations.json'), JSON.stringify({ [persistedOperationId(text)]: text }));
    expect(loadPersistedOperations(dir).get(persistedOperationId(text))).toMatchObject({ platform: 'tv', text });
  });

  it('in development, serves an operation relay-compiler added while the gateway runs', () => {
    const dir = mkdtempSync(join(tmpdir(), 'persisted-'));
    mkdirSync(join(dir, 'web'));
    const first = 'query A { realm { title } }';
    const edited = 'query A { realm { title name } }';
    writeFileSync(join(dir, 'web', 'operations.json'), JSON.stringify({ [persistedOperationId(first)]: first }));
    const registry = loadPersistedOperations(dir, { reloadOnMiss: true });
    expect(registry.get(persistedOperationId(edited))).toBeUndefined();

    writeFileSync(join(dir, 'web', 'operations.json'), JSON.stringify({ [persistedOperationId(first)]: first, [persistedOperationId(edited)]: edited }));
    expect(registry.get(persistedOperationId(edited))?.text).toBe(edited);
  });

  it('names what is wrong with an operation that would not run', () => {
    expect(operationProblems('{ realm { titel } }')[0]).toMatch(/^GRAPHQL_VALIDATION_FAILED: Cannot query field "titel"/);
    const deep = `{ video(internalId: "1") { ${'series { seasons { '.repeat(7)} __typename ${' } }'.repeat(7)} } }`;
    expect(operationProblems(deep)).toEqual([expect.stringMatching(/^QUERY_TOO_DEEP: /)]);
    expect(operationProblems('query A { __typename } query B { __typename }')).toEqual([expect.stringMatching(/^OPERATION_RESOLUTION_FAILURE: /)]);
  });
});
