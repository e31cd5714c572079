import { Component, type ComponentProps, type ComponentType, type ReactNode, lazy, useState } from 'react';
import { ChunkErrorNotice } from './ChunkErrorView.tsx';
import { ChunkLoadError, loadChunkWithRetry } from './chunkRetry.ts';

class ChunkErrorBoundary extends Component<{ children: ReactNode; onRetry: () => void }, { error: unknown }> {
  override state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    // Only a chunk that could not be loaded is ours to show; other errors go on up.
    if (!(error instanceof ChunkLoadError)) throw error;
    return (
      <ChunkErrorNotice
        onRetry={() => {
          this.setState({ error: null });
          this.props.onRetry();
        }}
      />
    );
  }
}

/**
 * React's `lazy` with the chunk retries of spec §4 (chunkRetry.ts). When the
 * part still cannot be loaded it shows the chunk error notice in its place,
 * with Retry (a new attempt: `lazy` keeps a failure for good, so a new lazy
 * component is made) and Reload. Used like `lazy`, inside a Suspense.
 *
 * `showsFailure: false` is for extras the viewer did not ask for (the promo
 * card, the news rail): the ChunkLoadError goes to the caller's own boundary,
 * which leaves them out quietly.
 */
// `ComponentType<any>` as in React's own `lazy`: the props come from the loaded component.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyWithRetry<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
  { showsFailure = true }: { showsFailure?: boolean } = {},
): ComponentType<ComponentProps<T>> {
  type P = ComponentProps<T>;
  const create = () => lazy(() => loadChunkWithRetry(load));
  let Loaded = create();
  if (!showsFailure) return (props: P) => <Loaded {...props} />;
  function LazyWithRetry(props: P) {
    const [, setAttempt] = useState(0);
    const Current = Loaded;
    return (
      <ChunkErrorBoundary
        onRetry={() => {
          Loaded = create();
          setAttempt((attempt) => attempt + 1);
        }}
      >
        <Current {...props} />
      </ChunkErrorBoundary>
    );
  }
  return LazyWithRetry;
}
