/**
 * `loadQuery` retains its data until the reference is disposed; nothing in
 * found does that, so without this every visited page's data would stay in the
 * Relay store. The router tells this tracker which references are on screen
 * once a page has committed; references of the page it replaced, and of
 * navigations overtaken before they rendered, are disposed then, never while
 * they are still shown (the old page stays up while the next one loads).
 */
export interface DisposableQueryRef {
  dispose(): void;
}

export interface RouteQueryRetention {
  /** A route's `getData` hands this reference to found. */
  track(ref: DisposableQueryRef): void;
  /** A page has committed showing exactly these references. */
  rendered(refs: ReadonlySet<DisposableQueryRef>): void;
  /** The app is gone: nothing is shown any more. */
  disposeAll(): void;
  /**
   * The app that shows the pages mounted; the returned function is its unmount,
   * which disposes everything. The disposal waits a microtask: StrictMode
   * unmounts and remounts effects at once, and the shown page must survive it.
   */
  attach(): () => void;
}

export function createRouteQueryRetention(): RouteQueryRetention {
  // In load order; a reference's position tells whether it was overtaken.
  const tracked = new Map<DisposableQueryRef, number>();
  let shown: ReadonlySet<DisposableQueryRef> = new Set();
  let sequence = 0;

  const release = (ref: DisposableQueryRef) => {
    tracked.delete(ref);
    ref.dispose();
  };

  let attached = 0;
  const disposeAll = () => {
    for (const ref of [...tracked.keys()]) release(ref);
    shown = new Set();
  };

  return {
    track(ref) {
      if (!tracked.has(ref)) tracked.set(ref, sequence++);
    },
    rendered(refs) {
      let oldestShown = Infinity;
      for (const ref of refs) oldestShown = Math.min(oldestShown, tracked.get(ref) ?? Infinity);
      for (const [ref, loadedAt] of [...tracked]) {
        if (refs.has(ref)) continue;
        // Replaced on screen, or loaded for a navigation that a later one
        // overtook. Refs loaded after the shown ones belong to a navigation
        // still under way and are kept.
        if (shown.has(ref) || loadedAt < oldestShown) release(ref);
      }
      shown = refs;
    },
    disposeAll,
    attach() {
      attached += 1;
      return () => {
        attached -= 1;
        queueMicrotask(() => {
          if (attached === 0) disposeAll();
        });
      };
    },
  };
}

/** The query references found passes to a page's route components as `data`. */
export function queryRefsOf(elements: unknown): Set<DisposableQueryRef> {
  const refs = new Set<DisposableQueryRef>();
  const visit = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach(visit);
    const props = (node as { props?: { data?: unknown } }).props;
    if (props) {
      const data = props.data as { kind?: unknown; dispose?: unknown } | undefined;
      if (data && data.kind === 'PreloadedQuery' && typeof data.dispose === 'function') refs.add(data as DisposableQueryRef);
      return;
    }
    // Named child routes: an object of element arrays.
    Object.values(node).forEach(visit);
  };
  visit(elements);
  return refs;
}
