// The EPG grid's geometry and keyboard moves, as plain sums: where a programme
// sits on the day's time axis, where the now line is, which cell an arrow key
// leads to. The component only draws what these say.

const MINUTE = 60_000;

/** Horizontal scale: half an hour is 120 px, a day 5,760 px. */
export const PX_PER_MINUTE = 4;
/** A time mark on the axis every half hour. */
export const MARK_MINUTES = 30;

export interface Day {
  from: Date;
  to: Date;
}

/** Where a programme sits in the day's row (clipped to the day: a fight night that started yesterday starts at 0). */
export function programmeBox(start: Date, end: Date, day: Day): { left: number; width: number } {
  const from = Math.max(start.getTime(), day.from.getTime());
  const to = Math.min(end.getTime(), day.to.getTime());
  return {
    left: ((from - day.from.getTime()) / MINUTE) * PX_PER_MINUTE,
    width: Math.max(0, ((to - from) / MINUTE) * PX_PER_MINUTE),
  };
}

/** The day's width: 23, 24 or 25 hours. */
export function dayWidth(day: Day): number {
  return ((day.to.getTime() - day.from.getTime()) / MINUTE) * PX_PER_MINUTE;
}

/** The now line's offset, or null on another day. */
export function nowOffset(now: Date, day: Day): number | null {
  if (now < day.from || now >= day.to) return null;
  return ((now.getTime() - day.from.getTime()) / MINUTE) * PX_PER_MINUTE;
}

/** The half-hour marks of the axis, as instants (on the half hours of the zone: its day starts on one). */
export function timeMarks(day: Day): Date[] {
  const marks: Date[] = [];
  for (let at = day.from.getTime(); at < day.to.getTime(); at += MARK_MINUTES * MINUTE) marks.push(new Date(at));
  return marks;
}

/** Where the grid should scroll to show `at`, with a little of what came before. */
export function scrollTargetFor(at: Date, day: Day): number {
  const offset = nowOffset(at, day);
  return offset === null ? 0 : Math.max(0, offset - 60 * PX_PER_MINUTE);
}

export interface CellSpan {
  start: number;
  end: number;
}

export type GridKey = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown' | 'Home' | 'End';

/**
 * The cell an arrow key moves to (ARIA grid pattern): left and right along the
 * channel, up and down to the programme of the neighbouring channel on air at
 * the start of the current one (or the nearest one), Home and End to the row's
 * ends. Stays put at an edge.
 */
export function moveInGrid(rows: CellSpan[][], at: { row: number; cell: number }, key: GridKey): { row: number; cell: number } {
  const row = rows[at.row] ?? [];
  switch (key) {
    case 'ArrowLeft':
      return { row: at.row, cell: Math.max(0, at.cell - 1) };
    case 'ArrowRight':
      return { row: at.row, cell: Math.min(row.length - 1, at.cell + 1) };
    case 'Home':
      return { row: at.row, cell: 0 };
    case 'End':
      return { row: at.row, cell: Math.max(0, row.length - 1) };
    case 'ArrowUp':
    case 'ArrowDown': {
      const target = at.row + (key === 'ArrowUp' ? -1 : 1);
      const cells = rows[target];
      if (!cells || cells.length === 0) return at;
      const moment = row[at.cell]?.start ?? 0;
      const onAir = cells.findIndex((cell) => cell.start <= moment && cell.end > moment);
      if (onAir >= 0) return { row: target, cell: onAir };
      const nearest = cells.reduce(
        (best, cell, index) => (Math.abs(cell.start - moment) < Math.abs(cells[best]!.start - moment) ? index : best),
        0,
      );
      return { row: target, cell: nearest };
    }
  }
}
