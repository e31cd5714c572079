import { lingui } from '@lingui/vite-plugin';
import preact from '@preact/preset-vite';
import { defineConfig } from 'vitest/config';
import { babelPlugins, linguiOptions, preactAliases } from './vite.config.ts';

// The tests run on what ships: Preact (see vite.config.ts). Our modules reach
// it through `preactAliases`; the CommonJS libraries below are pre-bundled,
// and Vite's aliases do not reach the `require('react')` inside them (Vitest
// also keeps `react` and the JSX runtimes out of pre-bundling). This plugin
// points those at preact/compat, left outside the bundle so that the libraries
// and our modules load one and the same Preact (two copies would not share
// the component being rendered, and hooks would fail).
const facade = '\0preact-facade:';
const reactAsPreact = {
  name: 'react-as-preact',
  resolveId(id: string, _importer: string | undefined, options: { kind?: string }) {
    if (id.startsWith('preact')) return { id, external: true };
    const target = preactAliases.find(({ find }) => find.test(id))?.replacement;
    if (!target) return null;
    // A require() of an ES module outside the bundle needs a CommonJS face.
    return options.kind === 'require-call' ? facade + target : { id: target, external: true };
  },
  load(id: string) {
    if (!id.startsWith(facade)) return null;
    return `import * as m from ${JSON.stringify(id.slice(facade.length))};\nmodule.exports = { ...m };\n`;
  },
};

const preBundled = {
  enabled: true,
  include: [
    'react-relay',
    'relay-runtime',
    'relay-test-utils',
    'found',
    'found/server',
    'farce',
    '@lingui/react',
    '@testing-library/react',
  ],
  rolldownOptions: { plugins: [reactAsPreact] },
};

export default defineConfig({
  root: import.meta.dirname,
  // The same babel plugins as the build; no hot refresh or devtools hooks in tests.
  plugins: [
    preact({ babel: { plugins: babelPlugins }, reactAliasesEnabled: false, prefreshEnabled: false, devToolsEnabled: false }),
    lingui(linguiOptions),
  ],
  resolve: {
    dedupe: ['preact'],
    // Route configs start their queries from the `$parameters` artifact of a
    // `@preloadable` query, and Relay links it to the full artifact (in the
    // screen's chunk) through relay-runtime's PreloadableQueryRegistry. Here the
    // optimised react-relay and relay-test-utils share one copy of
    // relay-runtime and the app's own imports load another, so that link never
    // forms: the stories start route queries from the full artifact instead, as
    // for a page whose chunk is already in. (The e2e tests load real pages the
    // production way.)
    alias: [
      ...preactAliases,
      { find: /^(.*\/__generated__\/\w+)\$parameters\.ts$/, replacement: '$1.graphql.ts' },
    ],
  },
  test: {
    name: 'web',
    deps: {
      optimizer: {
        client: preBundled,
        // serverRendering.test.tsx runs in Node: found and react-relay must meet Preact there too.
        ssr: preBundled,
      },
    },
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    css: false,
  },
});
