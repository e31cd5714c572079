// The production servers as plain JavaScript (part of `npm run build`): each
// entry becomes one ES module that `node` runs without tsx, `backend/dist/*.js`
// and `gateway/dist/main.js`, with a source map beside it. Our workspace
// packages (@ringside/ops, @ringside/schema, @ringside/web's route modules) are
// inlined, being TypeScript that Node does not run; every npm package stays an
// import, installed without development dependencies where the servers run
// (README, "Production build"). The files the servers read at run time (realm
// files, media, migrations, persisted operations, SDL) are found from their
// package's folder (ops/src/packageDirectory.ts), so they must sit beside the
// bundles as they do in the repository.
import { existsSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Metafile, type Plugin } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));

const servers = [
  { name: 'backend', entries: ['src/main.ts', 'src/commands/migrate.ts', 'src/commands/bootstrapAdmin.ts', 'src/commands/rotateSigningKey.ts'] },
  { name: 'gateway', entries: ['src/main.ts'] },
];

// Bare imports are npm packages, left to Node's resolution at run time, except our own workspace packages.
const npmPackagesExternal: Plugin = {
  name: 'npm-packages-external',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, ({ path }) => (path.startsWith('@ringside/') ? undefined : { path, external: true }));
  },
};

function dependenciesOf(packageDir: string): string[] {
  const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> };
  return Object.keys(manifest.dependencies ?? {});
}

function packageNameOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

/**
 * npm packages a bundle imports that neither the server nor a workspace package it inlines
 * declares: they resolve here only because npm hoisted another package's dependency, which a
 * production install does not promise.
 */
function undeclaredImports(name: string, metafile: Metafile): string[] {
  const workspaces = dependenciesOf(join(root, name)).filter((dependency) => dependency.startsWith('@ringside/'));
  const declared = new Set([name, ...workspaces.map((workspace) => workspace.slice('@ringside/'.length))].flatMap((dir) => dependenciesOf(join(root, dir))));
  const imported = Object.values(metafile.outputs).flatMap((output) => output.imports.filter((entry) => entry.external).map((entry) => entry.path));
  return [...new Set(imported.map(packageNameOf))].filter((pkg) => !pkg.startsWith('node:') && !builtinModules.includes(pkg) && !declared.has(pkg));
}

async function buildServer({ name, entries }: (typeof servers)[number]): Promise<void> {
  const packageDir = join(root, name);
  const present = entries.filter((entry) => {
    if (existsSync(join(packageDir, entry))) return true;
    console.warn(`buildServers: ${name}/${entry} does not exist yet, skipped`);
    return false;
  });
  const { metafile } = await build({
    absWorkingDir: packageDir,
    entryPoints: present,
    outdir: 'dist',
    // src/main.ts → dist/main.js, src/commands/migrate.ts → dist/migrate.js
    entryNames: '[name]',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    sourcemap: true,
    plugins: [npmPackagesExternal],
    logLevel: 'warning',
    metafile: true,
  });
  const undeclared = undeclaredImports(name, metafile);
  if (undeclared.length > 0) console.warn(`buildServers: ${name} imports ${undeclared.join(', ')} without declaring it in ${name}/package.json`);
}

const started = performance.now();
await Promise.all(servers.map(buildServer));
console.log(`buildServers: backend/dist and gateway/dist in ${Math.round(performance.now() - started)} ms`);
