import { dayKeyOf, dayRange, isDayKey, viewerTimeZone, type DayKey } from '../schedule/scheduleTime.ts';

/** The day the EPG shows: the address's `?day=`, else the viewer's today; with its instants. */
export function epgDay(query: unknown, now: Date = new Date(), timeZone: string = viewerTimeZone()) {
  const key: DayKey = isDayKey(query) ? query : dayKeyOf(now, timeZone);
  const { from, to } = dayRange(key, timeZone);
  return { key, from, to, today: dayKeyOf(now, timeZone) };
}
