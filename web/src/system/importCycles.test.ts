// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const srcDir = resolve(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/**
 * The modules a file imports relatively, type-only imports included (a cycle of
 * types still ties two modules together); `import()` is a lazy edge, not a cycle.
 */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/^(?:import|export)\s[^;]*?from\s+'(\.{1,2}\/[^']+)'/gms)].map((m) => m[1]!);
  return specifiers.map((specifier) => resolve(dirname(file), specifier));
}

function importGraph(files: string[]): Map<string, string[]> {
  return new Map(files.map((file) => [file, importsOf(file).filter((target) => target !== file)]));
}

/** The modules of every cycle, sorted (Tarjan's strongly connected components). */
function importCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  let counter = 0;
  const visit = (file: string) => {
    index.set(file, counter);
    low.set(file, counter);
    counter += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!graph.has(target)) continue;
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file)!, index.get(target)!));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1) cycles.push(component.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return cycles;
}

describe('the web client’s modules', () => {
  it('import one another without a circle, so each can be loaded, split and tested on its own', () => {
    const cycles = importCycles(importGraph(sourceFiles(srcDir)));
    expect(cycles.map((cycle) => cycle.map((file) => relative(srcDir, file)))).toEqual([]);
  });

  it('(the check itself) finds the circle the route guard and the route-query loader once made', () => {
    const graph = new Map([
      ['session/guardRoutes.ts', ['system/loadRouteQuery.ts', 'system/routePaths.ts']],
      ['system/loadRouteQuery.ts', ['session/guardRoutes.ts']],
      ['system/router.tsx', ['session/guardRoutes.ts']],
      ['system/routePaths.ts', []],
    ]);
    expect(importCycles(graph)).toEqual([['session/guardRoutes.ts', 'system/loadRouteQuery.ts']]);
  });
});
