import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { babelPlugins, linguiOptions } from './vite.config.ts';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react({ babel: { plugins: babelPlugins } }), lingui(linguiOptions)],
  // The workspace install hoists React 18 to the root (for packages that still
  // ask for it) while web/ has React 19: every library must use web's React.
  resolve: {
    dedupe: ['react', 'react-dom'],
    // Route configs start their queries from the `$parameters` artifact of a
    // `@preloadable` query, and Relay links it to the full artifact (in the
    // screen's chunk) through relay-runtime's PreloadableQueryRegistry. Here the
    // optimised react-relay and relay-test-utils share one copy of
    // relay-runtime and the app's own imports load another, so that link never
    // forms: the stories start route queries from the full artifact instead, as
    // for a page whose chunk is already in. (The e2e tests load real pages the
    // production way.)
    alias: [{ find: /^(.*\/__generated__\/\w+)\$parameters\.ts$/, replacement: '$1.graphql.ts' }],
  },
  test: {
    name: 'web',
    deps: {
      optimizer: {
        client: {
          enabled: true,
          include: [
            'react',
            'react-dom',
            'react-dom/client',
            'react/jsx-runtime',
            'react/jsx-dev-runtime',
            'react-relay',
            'relay-runtime',
            'relay-test-utils',
            'found',
            'farce',
            '@lingui/react',
            '@testing-library/react',
          ],
        },
      },
    },
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    css: false,
  },
});
