// No module of the gateway reaches itself through its imports. A circle makes
// load order matter (an import is undefined while its circle loads) and is how
// layers start to lean on each other: loaders on resolvers, the request context
// on what depends on it. Type-only imports count too, as madge counts them.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const sourceRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const relativeImport = /(?:^|\n)\s*(?:import|export)\b[^'"]*?from\s+['"](\.{1,2}\/[^'"]+)['"]|(?:^|\n)\s*import\s+['"](\.{1,2}\/[^'"]+)['"]/g;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Each module with the modules of this tree it imports. */
export function importGraph(root: string): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(root)) {
    const text = readFileSync(file, 'utf8');
    const targets = [...text.matchAll(relativeImport)].map((match) => resolve(dirname(file), (match[1] ?? match[2])!));
    graph.set(file, targets.filter((target) => target.startsWith(root)));
  }
  return graph;
}

/** The import circles of the graph, each as the path that closes it (empty when there are none). */
export function importCycles(graph: Map<string, string[]>): string[][] {
  const cycles: string[][] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const path: string[] = [];
  const visit = (module: string) => {
    state.set(module, 'visiting');
    path.push(module);
    for (const target of graph.get(module) ?? []) {
      if (state.get(target) === 'visiting') cycles.push([...path.slice(path.indexOf(target)), target]);
      else if (!state.has(target)) visit(target);
    }
    path.pop();
    state.set(module, 'done');
  };
  for (const module of graph.keys()) if (!state.has(module)) visit(module);
  return cycles;
}

describe('the gateway’s imports', () => {
  it('form no circle', () => {
    const cycles = importCycles(importGraph(sourceRoot)).map((cycle) =>
      cycle.map((module) => relative(sourceRoot, module)).join(' → '),
    );
    expect(cycles).toEqual([]);
  });

  it('would show a circle if one came in', () => {
    const graph = new Map([
      ['/a.ts', ['/b.ts']],
      ['/b.ts', ['/c.ts']],
      ['/c.ts', ['/a.ts']],
      ['/d.ts', ['/a.ts']],
    ]);
    expect(importCycles(graph)).toEqual([['/a.ts', '/b.ts', '/c.ts', '/a.ts']]);
  });
});
