import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { packageDirectory } from './packageDirectory.ts';

const repository = fileURLToPath(new URL('../..', import.meta.url));
const at = (path: string) => pathToFileURL(join(repository, path)).href;

describe("a package's own files, wherever its code runs", () => {
  it('are found from a source module, in its own package', () => {
    expect(packageDirectory('@ringside/backend', at('backend/src/realm/realmFileStore.ts'))).toBe(join(repository, 'backend'));
  });

  it('are found from a production bundle of the same package', () => {
    expect(packageDirectory('@ringside/backend', at('backend/dist/main.js'))).toBe(join(repository, 'backend'));
  });

  it("are found from another package's bundle that inlined the module, through the installed package", () => {
    // The gateway's bundle inlines @ringside/schema's sdl.ts, which reads schema/src/*.graphql.
    expect(packageDirectory('@ringside/schema', at('gateway/dist/main.js'))).toBe(join(repository, 'schema'));
  });

  it('name the package and the place when it is nowhere to be found', () => {
    expect(() => packageDirectory('@ringside/nowhere', at('gateway/dist/main.js'))).toThrow(
      `Cannot find the package @ringside/nowhere from ${join(repository, 'gateway', 'dist')}`,
    );
  });
});
