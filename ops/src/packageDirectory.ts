// Where a workspace package's own files are at run time (realm files, media,
// migrations, persisted operations, SDL). `import.meta.url` alone cannot say:
// run from the sources (tsx, Vitest) it is the module's own file, but in a
// production bundle (scripts/buildServers.ts) every inlined module shares the
// bundle's URL, `<package>/dist/main.js`, often in another package. Walking up
// from there as Node does finds the package either way: its own package.json
// on the way, or its link in a node_modules beside it.
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

function packageNameAt(dir: string): string | null {
  const file = join(dir, 'package.json');
  if (!existsSync(file)) return null;
  return (JSON.parse(readFileSync(file, 'utf8')) as { name?: string }).name ?? null;
}

/** The root directory of the package `name` (the folder of its package.json), found from `moduleUrl` (pass `import.meta.url`). */
export function packageDirectory(name: string, moduleUrl: string): string {
  const start = dirname(fileURLToPath(moduleUrl));
  for (let dir = start; ; dir = dirname(dir)) {
    if (packageNameAt(dir) === name) return dir;
    const installed = join(dir, 'node_modules', name);
    if (packageNameAt(installed) === name) return realpathSync(installed);
    if (dirname(dir) === dir) throw new Error(`Cannot find the package ${name} from ${start}: it is neither a parent folder nor installed in a node_modules above it.`);
  }
}
