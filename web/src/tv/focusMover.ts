// Which element a remote's arrow key moves the focus to, in the 10-foot layout
// (web/README.md, "TV layout"): pure geometry over the boxes the elements
// occupy on screen, so it is tested without a browser.
//
// Why our own and not a library: the one that fits (@bbc/tv-lrud-spatial,
// DOM-based, framework-free, about 4 KB) is not among the app's packages
// yet; @noriginmedia/norigin-spatial-navigation would have every card, rail
// and control register itself through a hook. This keeps the same contract
// as lrud's `getNextFocus` (from an element, in a direction, among the
// focusables of a scope) so one can replace the other in
// spatialNavigation.ts.

export type Direction = 'left' | 'right' | 'up' | 'down';

/** A box on screen, in CSS pixels of the viewport (what getBoundingClientRect answers). */
export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

const arrowDirections: Record<string, Direction> = {
  ArrowLeft: 'left',
  ArrowRight: 'right',
  ArrowUp: 'up',
  ArrowDown: 'down',
};

/** The direction of an arrow key (TV remotes send the same `key` values), or null. */
export function directionOfKey(key: string): Direction | null {
  return arrowDirections[key] ?? null;
}

/**
 * How much of a candidate may still lie behind the edge being left: a card
 * that grows when focused, or a wide seek bar over narrow buttons, still
 * counts as being in the direction pressed.
 */
const ENTRY_ALLOWANCE = 0.3;

function isAhead(from: Box, to: Box, direction: Direction): boolean {
  const width = to.right - to.left;
  const height = to.bottom - to.top;
  switch (direction) {
    case 'right':
      return to.left + width * ENTRY_ALLOWANCE >= from.right;
    case 'left':
      return to.right - width * ENTRY_ALLOWANCE <= from.left;
    case 'down':
      return to.top + height * ENTRY_ALLOWANCE >= from.bottom;
    case 'up':
      return to.bottom - height * ENTRY_ALLOWANCE <= from.top;
  }
}

const horizontal = (direction: Direction) => direction === 'left' || direction === 'right';

/** Whether the two boxes share some of the axis across the movement: the same row for left/right, the same column for up/down. */
function inBeam(from: Box, to: Box, direction: Direction): boolean {
  return horizontal(direction) ? to.top < from.bottom && to.bottom > from.top : to.left < from.right && to.right > from.left;
}

/** Distance along the movement, edge to edge (0 when they touch or overlap). */
function gapAlong(from: Box, to: Box, direction: Direction): number {
  switch (direction) {
    case 'right':
      return Math.max(0, to.left - from.right);
    case 'left':
      return Math.max(0, from.left - to.right);
    case 'down':
      return Math.max(0, to.top - from.bottom);
    case 'up':
      return Math.max(0, from.top - to.bottom);
  }
}

/**
 * How far out of line the boxes are across the movement: between their
 * starts (left or top edges), or their centres, whichever is less. Starts,
 * so that going down from a wide seek bar lands on the first button of the
 * row under it; centres, so that a small item lands on the card under it.
 */
function offsetAcross(from: Box, to: Box, direction: Direction): number {
  const [fromStart, fromEnd, toStart, toEnd] = horizontal(direction)
    ? [from.top, from.bottom, to.top, to.bottom]
    : [from.left, from.right, to.left, to.right];
  return Math.min(Math.abs(toStart - fromStart), Math.abs((toStart + toEnd) / 2 - (fromStart + fromEnd) / 2));
}

/**
 * Whether `a`, in the row or column of the movement, beats `b`, outside it
 * (Android's FocusFinder rule). Sideways, being in the row always wins. Up
 * and down, it wins unless `b` lies wholly nearer: from the menu, the hero's
 * button, off to one side, comes before the rail under the menu item.
 */
function beamBeats(from: Box, a: Box, b: Box, direction: Direction): boolean {
  if (!inBeam(from, a, direction) || inBeam(from, b, direction)) return false;
  if (horizontal(direction)) return true;
  const farEdgeOfB = direction === 'down' ? b.bottom - from.bottom : from.top - b.top;
  return gapAlong(from, a, direction) < farEdgeOfB;
}

/**
 * The candidate the focus moves to from `from` when `direction` is pressed,
 * or null to stay. Left and right stay in the row: at the end of a rail the
 * focus stays on its last card rather than jumping to a card of the next
 * rail. Up and down prefer the column (see beamBeats). Then the nearest,
 * edge to edge, and the best in line.
 */
export function nextInDirection<T>(from: Box, direction: Direction, candidates: readonly { item: T; box: Box }[]): T | null {
  const ahead = candidates.filter(({ box }) => box.right > box.left && box.bottom > box.top && isAhead(from, box, direction));
  const pool = horizontal(direction) ? ahead.filter(({ box }) => inBeam(from, box, direction)) : ahead;
  // Android's weighting: the gap counts 13 times the offset (squared), so the
  // nearest row wins, then the card most in line with the focus.
  const score = (box: Box) => 13 * gapAlong(from, box, direction) ** 2 + offsetAcross(from, box, direction) ** 2;
  let best: { item: T; box: Box } | null = null;
  for (const candidate of pool) {
    if (
      !best ||
      beamBeats(from, candidate.box, best.box, direction) ||
      (!beamBeats(from, best.box, candidate.box, direction) && score(candidate.box) < score(best.box))
    ) {
      best = candidate;
    }
  }
  return best ? best.item : null;
}
