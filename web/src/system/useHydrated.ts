import { useEffect, useState } from 'react';

/**
 * False on the server and in the browser's first render, true from then on.
 *
 * What only the browser renders and may suspend (a lazy chunk, a query the
 * server did not run) waits for it. A page rendered on the server is hydrated
 * (client.tsx), and Preact's hydration takes a component that suspends for the
 * owner of the server's DOM node where it stands: one the server rendered as
 * nothing claims its next sibling's node, and takes it away when it resolves
 * (the toasts' region, for a signed-in viewer's account prompts).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
