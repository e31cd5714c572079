// Which text both servers refuse at the edge: a lone surrogate (`"\ud800"` is
// valid JSON, but no UTF-8 encodes it). Let through, it fails deep inside as
// an internal error (encodeURIComponent throws on it: a gift code in the
// upstream's path), or is stored silently as U+FFFD.

/** In a `u` regex a lone surrogate is a code point of its own, of category Cs; a pair is not. */
const LONE_SURROGATE = /\p{Surrogate}/u;

export function isWellFormedText(text: string): boolean {
  return !LONE_SURROGATE.test(text);
}

export interface IllFormedText {
  /** Keys and indexes from the value's root to the string; for a key, to the object that holds it. */
  path: (string | number)[];
  /** The key itself (not its value) is what holds the lone surrogate. */
  inKey: boolean;
}

/** The first string or object key in a parsed JSON value that is not valid Unicode, or null. */
export function findIllFormedText(value: unknown): IllFormedText | null {
  // Iterative: a 100 KB body nests far deeper than the call stack would allow.
  type Step = { value: unknown; key: string | number | null; parent: Step | null };
  const pathOf = (step: Step | null) => {
    const path: (string | number)[] = [];
    for (let at = step; at && at.key !== null; at = at.parent) path.push(at.key);
    return path.reverse();
  };
  const pending: Step[] = [{ value, key: null, parent: null }];
  while (pending.length > 0) {
    const step = pending.pop()!;
    if (typeof step.value === 'string') {
      if (!isWellFormedText(step.value)) return { path: pathOf(step), inKey: false };
    } else if (Array.isArray(step.value)) {
      step.value.forEach((item, index) => pending.push({ value: item, key: index, parent: step }));
    } else if (step.value !== null && typeof step.value === 'object') {
      for (const [key, item] of Object.entries(step.value)) {
        if (!isWellFormedText(key)) return { path: pathOf(step), inKey: true };
        pending.push({ value: item, key, parent: step });
      }
    }
  }
  return null;
}
