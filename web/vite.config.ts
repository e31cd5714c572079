import { join } from 'node:path';
import { getConfig } from '@lingui/conf';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
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

export default defineConfig({
  root: webDir,
  // Assets are always absolute (/assets/...): the same build is served under `/`
  // and under `/realm/{name}`.
  base: '/',
  // The workspace install hoists React 18 to the root for packages that still
  // ask for it; web/ has React 19 and every library must share it.
  resolve: {
    dedupe: ['react', 'react-dom'],
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
      { find: /^react-relay$/, replacement: join(webDir, 'reactRelayHooks.js') },
      { find: /^relay-runtime$/, replacement: join(webDir, 'relayRuntime.js') },
    ],
  },
  plugins: [react({ babel: { plugins: babelPlugins } }), lingui(linguiOptions), precompress()],
  build: {
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
});
