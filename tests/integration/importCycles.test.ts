// No module of any package reaches itself through its imports. A circle makes
// load order matter (an import is undefined while its circle loads) and is how
// layers start to lean on each other: loaders on resolvers, the route guard on
// the route-query loader. Type-only imports count: a circle of types still ties
// two modules together. madge builds the graph; one check for every package.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import madge from 'madge';
import { describe, expect, it } from 'vitest';

const repositoryRoot = fileURLToPath(new URL('../..', import.meta.url));

async function importCircles(folder: string): Promise<string[][]> {
  const graph = await madge(folder, {
    fileExtensions: ['ts', 'tsx'],
    excludeRegExp: [/\.test\.tsx?$/, /__generated__/],
    detectiveOptions: { ts: { skipTypeImports: false }, tsx: { skipTypeImports: false } },
  });
  return graph.circular();
}

describe('the imports of every package', () => {
  it.each(['schema/src', 'ops/src', 'backend/src', 'gateway/src', 'web/src'])('form no circle in %s', async (folder) => {
    expect(await importCircles(join(repositoryRoot, folder))).toEqual([]);
  });

  it('(the check itself) finds the circle the route guard and the route-query loader once made', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'ringside-circle-'));
    try {
      await writeFile(join(folder, 'guardRoutes.ts'), "import { loadRouteQuery } from './loadRouteQuery.ts';\nexport const guard = () => loadRouteQuery;\n");
      await writeFile(join(folder, 'loadRouteQuery.ts'), "import type { guard } from './guardRoutes.ts';\nexport const loadRouteQuery = (_: typeof guard) => null;\n");
      await writeFile(join(folder, 'router.ts'), "import { guard } from './guardRoutes.ts';\nexport const router = guard;\n");
      expect(await importCircles(folder)).toEqual([['guardRoutes.ts', 'loadRouteQuery.ts']]);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
