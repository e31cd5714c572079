// `npm run build -w @ringside/web`, after relay-compiler: the browser's bundle
// and the server entry, built into a folder of their own and published into
// the dist as one immutable build (src/server/webBuilds.ts), so a gateway
// running on the dist keeps serving the build it started with. The dist is
// web/dist, or the folder given as the first argument.
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import { BUILDS_DIR, publishWebBuild } from './src/server/webBuilds.ts';

const webDir = import.meta.dirname;
const distDir = resolve(process.argv[2] ?? join(webDir, 'dist'));
// Inside the dist, so that publishing is renames on one file system.
const incoming = join(distDir, BUILDS_DIR, `.incoming-${process.pid}`);
const configFile = join(webDir, 'vite.config.ts');

try {
  await build({ configFile, build: { outDir: incoming, emptyOutDir: true } });
  await build({ configFile, build: { ssr: 'src/server/renderPage.tsx', outDir: join(incoming, '.ssr'), emptyOutDir: true } });
  console.log(`web build ${publishWebBuild(distDir, incoming)} published in ${distDir}`);
} finally {
  // Gone once published; what a failed build left.
  rmSync(incoming, { recursive: true, force: true });
}
