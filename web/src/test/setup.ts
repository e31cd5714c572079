import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';

// relay-test-utils' mock environment spies with `jest.fn()`; vitest's `vi` speaks the same API.
(globalThis as unknown as { jest: typeof vi }).jest = vi;
// jsdom does not implement scrolling; the app scrolls to the top on every route change.
// (Tests in the `node` environment have no window at all.)
if (typeof window !== 'undefined') window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

// findBy…/waitFor wait for what the test awaits, polling; the default 1 s is too short when CI
// runs the unit and end-to-end suites side by side on two cores (a route's lazy chunk, first
// imported there, once took longer). A passing test waits no longer for it.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
});

// Preact runs its effects after paint: a requestAnimationFrame raced by a 35 ms timer
// (preact/hooks `afterPaint`). An effect scheduled by a test's last render can still be
// waiting when the file ends; if jsdom is torn down first, that timer calls a
// `cancelAnimationFrame` that no longer exists and the run reports an unhandled error.
// Letting the timer fire before the environment goes avoids it.
const PREACT_AFTER_PAINT_MS = 35;
afterAll(async () => {
  if (typeof window === 'undefined') return;
  await new Promise((resolve) => setTimeout(resolve, PREACT_AFTER_PAINT_MS * 3));
});
