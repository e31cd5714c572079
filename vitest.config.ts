// Unit tests live beside the code of each package; each package's own
// vitest.config.ts says how its tests run (node or jsdom). End-to-end and
// cross-package tests run separately: see tests/vitest.e2e.config.ts.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['schema', 'ops', 'backend', 'gateway', 'web', 'scripts'],
  },
});
