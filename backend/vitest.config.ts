import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'backend',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // PGlite starts in about a second per database; give the slow boxes room.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
