import type { PreloadedQuery } from 'react-relay';
import type { OperationType } from 'relay-runtime';

/**
 * Resolves once a `loadQuery` reference's data is in the store, rejects with
 * its request's error. `source` replays the request's results; it is absent
 * when the store could already answer (going back to a page seen before).
 */
export function settled<TQuery extends OperationType>(ref: PreloadedQuery<TQuery>): Promise<void> {
  const source = (ref as { source?: { subscribe(sink: object): unknown } }).source;
  if (!source) return Promise.resolve();
  return new Promise((resolve, reject) => {
    source.subscribe({ complete: () => resolve(), error: (error: unknown) => reject(error) });
  });
}
