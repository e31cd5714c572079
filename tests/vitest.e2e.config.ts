// Cross-package tests: integration (gateway against the real backend) and
// end-to-end (Playwright driving Chromium against the whole platform).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['integration/**/*.test.ts', 'e2e/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});
