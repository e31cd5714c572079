// The registry of persisted operations is a contract with every app: each
// registered operation must still run on the current schema within the limits,
// and the web's artifacts must find their ids in it.
import { mkdtempSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { operationProblems } from './operationCheck.ts';
import { loadPersistedOperations, persistedOperationId } from './persistedOperations.ts';

const registry = loadPersistedOperations();

/** Every .graphql.ts artifact relay-compiler wrote for the web app. */
function webArtifacts(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : webArtifacts(path);
    return dir.endsWith('__generated__') && entry.name.endsWith('.graphql.ts') ? [path] : [];
  });
}

/** The ids the web's artifacts send: `"id": "<sha256>"` in each operation's params (fragments have none). */
function webOperationIds(): { file: string; id: string }[] {
  const webSrc = fileURLToPath(new URL('../../../web/src', import.meta.url));
  return webArtifacts(webSrc).flatMap((file) => {
    const id = /"id": "([0-9a-f]{64})"/.exec(readFileSync(file, 'utf8'))?.[1];
    return id ? [{ file, id }] : [];
  });
}

describe("the web client's operations", () => {
  const ids = webOperationIds();

  it('are all registered: each artifact sends an id the gateway knows', () => {
    expect(ids.length, 'persisted web operations (run `npx relay-compiler`)').toBeGreaterThan(5);
    for (const { file, id } of ids) {
      expect(registry.get(id)?.platform, `${file}: not in the registry (run \`npx relay-compiler --repersist\`)`).toBe('web');
    }
  });

  // The web map is generated and only ever grows (relay-compiler keeps ids it
  // wrote before), so what counts is the operations today's artifacts send.
  it('all validate against the current schema and stay within the production limits', () => {
    for (const { file, id } of ids) expect(operationProblems(registry.get(id)?.text ?? ''), file).toEqual([]);
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
