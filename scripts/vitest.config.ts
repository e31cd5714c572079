// Unit tests of the repository's own scripts (`scripts/*.test.ts`).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: import.meta.dirname,
  test: {
    name: 'scripts',
    include: ['*.test.ts'],
    environment: 'node',
  },
});
