import { join } from 'node:path';
import { getConfig } from '@lingui/conf';
import { lingui } from '@lingui/vite-plugin';
import preact from '@preact/preset-vite';
import { defineConfig } from 'vite';
import { precompress } from './precompress.ts';

const webDir = import.meta.dirname;
// Named explicitly so the build works from the repository root too (vitest projects).
export const linguiOptions = { cwd: webDir, configPath: join(webDir, 'lingui.config.ts') };

// The babel plugins are shared with vitest.config.ts so tests compile the same
// `graphql` tags and Lingui macros as the build.
export const babelPlugins = [
  // Matches relay.config.js: artifacts in __generated__ beside each component,
  // imported as ES modules.
  ['babel-plugin-relay', { eagerEsModules: true }],
  ['@lingui/babel-plugin-lingui-macro', { linguiConfig: getConfig(linguiOptions) }],
];

// The app is written against React's API and runs on Preact (preact/compat):
// about 10 KB gzipped where react-dom weighs about 62, which is what brings the
// home route under issue 9's 130 KB. The same aliases serve the tests
// (vitest.config.ts), so they exercise what ships. What it costs and what to
// rerun after upgrading Preact or Relay: web/README.md, "Preact".
// (@preact/preset-vite runs the babel plugins and brings hot refresh to
// `npm run dev`; its own aliases are off so this list is the only one.)
export const preactAliases = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];

export default defineConfig(({ isSsrBuild }) => ({
  root: webDir,
  // Assets are always absolute (/assets/...): the same build is served under `/`
  // and under `/realm/{name}`.
  base: '/',
  resolve: {
    // One Preact for the app and every library: hooks keep their state in it.
    dedupe: ['preact'],
    // react-relay and relay-runtime are CommonJS: their entries require the
    // whole library (react-relay's legacy container API, entry points and
    // experimental hooks; relay-runtime's experimental API,
    // NormalizationEngine, response cache…), which the bundler cannot
    // tree-shake. These two modules name what the app and the hooks it uses
    // need, one by one (about 12 KB gzipped less on every page). Browser build
    // only: Vitest keeps the packages (relay-test-utils needs all of
    // relay-runtime). A missing named import fails the build; a property a
    // hook reads from relay-runtime and relayRuntime.js lacks fails the pages
    // of the e2e tests, so run them after upgrading Relay.
    alias: [
      ...preactAliases,
      { find: /^react-relay$/, replacement: join(webDir, 'reactRelayHooks.js') },
      { find: /^relay-runtime$/, replacement: join(webDir, 'relayRuntime.js') },
      // Relay features the app never runs, which Relay requires all the same (relayFeaturesOff.js).
      {
        find: /^\.\/(useFragmentInternal_CURRENT|readUpdatableQuery|readUpdatableFragment)$/,
        replacement: join(webDir, 'relayFeaturesOff.js'),
      },
    ],
  },
  plugins: [
    preact({ babel: { plugins: babelPlugins }, reactAliasesEnabled: false }),
    lingui(linguiOptions),
    ...(isSsrBuild ? [] : [precompress()]),
  ],
  // The server entry (its SSR build, src/server/renderPage.tsx, in build.ts)
  // bundles every library too: the gateway loads one file, and React's
  // names must resolve to Preact in libraries (react-relay, found) as they do
  // in the browser bundle, which Node's resolution of an external would not do.
  ssr: { noExternal: true, target: 'node' },
  // The public folder's files are the browser's, served from dist/.
  publicDir: isSsrBuild ? false : 'public',
  // The output folders of a bare `vite build`; `npm run build` (build.ts) builds
  // into a folder of its own and publishes it as one immutable build.
  build: isSsrBuild
    ? { outDir: 'dist/.ssr', emptyOutDir: true, manifest: false }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        // dist/.vite/manifest.json maps each source module to its chunk and the
        // chunks it imports: bench/webBundle.ts reads what a route loads from it.
        manifest: true,
        // One stylesheet for the whole app (about 7 KB gzipped) instead of one per
        // lazy chunk: the home view then needs two fewer requests before its first
        // card, and later pages none for their styles.
        cssCodeSplit: false,
      },
  server: {
    port: 4000,
    strictPort: true,
    // The gateway picks the realm by Host, so the proxy keeps the browser's Host
    // header (changeOrigin: false).
    proxy: {
      '/graphql': { target: 'http://127.0.0.1:4001', changeOrigin: false },
      '/media': { target: 'http://127.0.0.1:4001', changeOrigin: false },
      '/images': { target: 'http://127.0.0.1:4001', changeOrigin: false },
      '/dev/mailbox': { target: 'http://127.0.0.1:4001', changeOrigin: false },
    },
  },
}));
