// Keyboard navigation through search results (the issue's "keyboard
// navigation"): from the box, Down goes to the first result; among results,
// Up and Down move one result at a time in reading order, Home and End to
// the first and last; Up from the first goes back to the box. Results are
// whatever is marked `data-search-result` in the panel.

export const RESULT_SELECTOR = '[data-search-result]';

/** Where focus goes for `key` from `current` (null: the box), or undefined when the key is not ours. */
export function nextFocus(
  key: string,
  results: readonly HTMLElement[],
  current: HTMLElement | null,
): HTMLElement | 'box' | undefined {
  if (results.length === 0) return undefined;
  const index = current ? results.indexOf(current) : -1;
  switch (key) {
    case 'ArrowDown':
      return results[Math.min(index + 1, results.length - 1)];
    case 'ArrowUp':
      return index <= 0 ? 'box' : results[index - 1];
    case 'Home':
      return current ? results[0] : undefined;
    case 'End':
      return current ? results[results.length - 1] : undefined;
    default:
      return undefined;
  }
}
