import { describe, expect, it } from 'vitest';
import { dayRange } from '../schedule/scheduleTime.ts';
import { dayWidth, moveInGrid, nowOffset, programmeBox, timeMarks } from './epgGrid.ts';

const day = dayRange('2026-11-25', 'America/Sao_Paulo'); // 03:00Z to 03:00Z next day
const at = (iso: string) => new Date(iso);

describe('EPG geometry', () => {
  it('places a programme by its start and length, 4 px a minute', () => {
    expect(programmeBox(at('2026-11-25T04:00:00Z'), at('2026-11-25T04:30:00Z'), day)).toEqual({ left: 240, width: 120 });
  });

  it('clips a programme that started the day before, or ends the day after', () => {
    expect(programmeBox(at('2026-11-25T01:00:00Z'), at('2026-11-25T04:00:00Z'), day)).toEqual({ left: 0, width: 240 });
    expect(programmeBox(at('2026-11-26T02:00:00Z'), at('2026-11-26T05:00:00Z'), day)).toEqual({ left: 23 * 240, width: 240 });
  });

  it('draws the now line only on today', () => {
    expect(nowOffset(at('2026-11-25T15:00:00Z'), day)).toBe(12 * 240);
    expect(nowOffset(at('2026-11-26T03:00:00Z'), day)).toBeNull();
  });

  it('has 48 half-hour marks on a day, 50 on the day the clocks go back', () => {
    expect(timeMarks(day)).toHaveLength(48);
    const fallBack = dayRange('2026-11-01', 'America/New_York');
    expect(timeMarks(fallBack)).toHaveLength(50);
    expect(dayWidth(fallBack)).toBe(25 * 240);
  });
});

describe('moving through the grid with the keyboard', () => {
  const rows = [
    [{ start: 0, end: 60 }, { start: 60, end: 90 }, { start: 90, end: 240 }],
    [{ start: 0, end: 30 }, { start: 30, end: 120 }, { start: 120, end: 240 }],
    [],
  ];

  it('moves along a channel and stops at its ends', () => {
    expect(moveInGrid(rows, { row: 0, cell: 1 }, 'ArrowRight')).toEqual({ row: 0, cell: 2 });
    expect(moveInGrid(rows, { row: 0, cell: 2 }, 'ArrowRight')).toEqual({ row: 0, cell: 2 });
    expect(moveInGrid(rows, { row: 0, cell: 0 }, 'ArrowLeft')).toEqual({ row: 0, cell: 0 });
    expect(moveInGrid(rows, { row: 1, cell: 0 }, 'End')).toEqual({ row: 1, cell: 2 });
  });

  it('moves to the neighbouring channel’s programme on air at the same time', () => {
    expect(moveInGrid(rows, { row: 0, cell: 1 }, 'ArrowDown')).toEqual({ row: 1, cell: 1 });
    expect(moveInGrid(rows, { row: 1, cell: 2 }, 'ArrowUp')).toEqual({ row: 0, cell: 2 });
    expect(moveInGrid(rows, { row: 0, cell: 0 }, 'ArrowUp')).toEqual({ row: 0, cell: 0 });
    expect(moveInGrid(rows, { row: 1, cell: 0 }, 'ArrowDown')).toEqual({ row: 1, cell: 0 });
  });
});
