import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

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
