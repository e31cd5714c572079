import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

// The .po catalogs are committed; compiled catalogs only ever exist inside the
// build (the Vite plugin compiles a catalog when the app imports it).
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'pt', 'es'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/node_modules/**', '**/__generated__/**', '**/*.test.tsx'],
    },
  ],
  format: formatter({ lineNumbers: false }),
});
