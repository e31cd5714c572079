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
    // One file at a time, in one worker that keeps its modules: every file starts its own
    // platform and browser (nothing shared between files but code), and loading the
    // backend, gateway and Playwright once instead of once a file saves minutes on CI.
    fileParallelism: false,
    isolate: false,
    // A poll ends as soon as its condition holds; the timeout only bounds a
    // failure. Vitest's default (1 s) is shorter than a page can take to answer
    // on a busy 2-core CI machine, where it failed a passing sign-in story.
    expect: { poll: { timeout: 10_000 } },
  },
});
