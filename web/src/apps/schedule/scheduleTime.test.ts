import { describe, expect, it } from 'vitest';
import {
  addDays,
  dayKeyOf,
  dayRange,
  daysFrom,
  formatShortDate,
  formatTime,
  startOfDay,
  timeZoneShortName,
} from './scheduleTime.ts';

const instant = new Date('2026-11-25T23:30:00Z');

describe('times in the viewer’s zone', () => {
  it('formats h:mm A in the app’s language, in the zone, not the machine’s', () => {
    expect(formatTime(instant, 'en', 'America/Sao_Paulo')).toBe('8:30 PM');
    expect(formatTime(instant, 'en', 'Asia/Tokyo')).toBe('8:30 AM');
    expect(formatTime(instant, 'pt', 'America/Sao_Paulo')).toMatch(/^8:30/);
    expect(formatTime(instant, 'es', 'America/Sao_Paulo')).toMatch(/^8:30\sp/);
  });

  it('formats dates DD/MM/YY on the zone’s calendar', () => {
    expect(formatShortDate(instant, 'America/Sao_Paulo')).toBe('25/11/26');
    expect(formatShortDate(instant, 'Asia/Tokyo')).toBe('26/11/26');
  });

  it('names the zone', () => {
    expect(timeZoneShortName(instant, 'en', 'America/Sao_Paulo')).toBe('GMT-3');
    expect(timeZoneShortName(instant, 'en', 'America/New_York')).toBe('EST');
  });
});

describe('the viewer’s days', () => {
  it('starts a day at the zone’s midnight', () => {
    expect(startOfDay('2026-11-25', 'America/Sao_Paulo').toISOString()).toBe('2026-11-25T03:00:00.000Z');
    expect(startOfDay('2026-11-25', 'Asia/Kolkata').toISOString()).toBe('2026-11-24T18:30:00.000Z');
    expect(startOfDay('2026-11-25', 'UTC').toISOString()).toBe('2026-11-25T00:00:00.000Z');
  });

  it('makes the day a daylight-saving change falls on 25 hours long, and the next 24', () => {
    const fallBack = dayRange('2026-11-01', 'America/New_York');
    expect(fallBack.from.toISOString()).toBe('2026-11-01T04:00:00.000Z');
    expect(fallBack.to.toISOString()).toBe('2026-11-02T05:00:00.000Z');
    const after = dayRange('2026-11-02', 'America/New_York');
    expect(after.to.getTime() - after.from.getTime()).toBe(24 * 3_600_000);
  });

  it('finds the first moment of a day whose midnight is skipped', () => {
    // Chile springs forward at midnight: 2026-09-06 starts at 01:00 local.
    const start = startOfDay('2026-09-06', 'America/Santiago');
    expect(dayKeyOf(start, 'America/Santiago')).toBe('2026-09-06');
    expect(dayKeyOf(new Date(start.getTime() - 1), 'America/Santiago')).toBe('2026-09-05');
  });

  it('counts a week of calendar days across months and years', () => {
    expect(daysFrom('2026-12-29', 4)).toEqual(['2026-12-29', '2026-12-30', '2026-12-31', '2027-01-01']);
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(dayKeyOf(instant, 'Asia/Tokyo')).toBe('2026-11-26');
  });
});
