// What a viewer typed, as search takes it (the platform's rules, spec §9
// "search constant 200"): trimmed, runs of spaces made one, at most 200
// characters. Anything longer is cut rather than refused: the box cannot
// take more (maxLength) and a pasted address parameter is only shortened.
export const SEARCH_QUERY_MAX_LENGTH = 200;

/** How long typing must pause before the results follow (search-as-you-type). */
export const SEARCH_DEBOUNCE_MS = 300;

export function searchQueryOf(value: unknown): string {
  if (typeof value !== 'string') return '';
  return value.trim().replace(/\s+/g, ' ').slice(0, SEARCH_QUERY_MAX_LENGTH).trim();
}
