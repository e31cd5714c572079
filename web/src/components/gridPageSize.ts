/**
 * Spec §9: how many cards a GRID page asks for at a time, by the viewport's
 * width — 9 up to 720 px, 16 up to 1510 px, 20 wider (three, four and five
 * rows of what fits across, roughly).
 */
export function gridPageSize(viewportWidth: number): number {
  if (viewportWidth <= 720) return 9;
  if (viewportWidth <= 1510) return 16;
  return 20;
}

/** The page size for this window (a server has none: the widest). */
export function currentGridPageSize(): number {
  return gridPageSize(typeof window === 'undefined' ? Number.POSITIVE_INFINITY : window.innerWidth);
}
