import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'schema',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Vite hands our modules graphql's ES build while Node would hand an
    // external graphql-inspector the CommonJS one, and graphql refuses types
    // "from another module or realm": inlined, inspector shares our instance.
    server: { deps: { inline: ['@graphql-inspector/core'] } },
  },
});
