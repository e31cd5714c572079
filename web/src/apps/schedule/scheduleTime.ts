// Times as the schedule, the EPG and the guest schedule show them: in the
// viewer's time zone (the browser's), in the app's language, with the zone
// named (spec §9: default time format `h:mm A`, short dates DD/MM/YY). Intl
// does the formatting and the zone rules; the few sums here only find where a
// viewer's day starts, which Intl does not say directly.

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export { viewerTimeZone } from '../../system/timeZone.ts';

/** The Intl locale of one of the app's languages: Ringside's Portuguese is Brazil's. */
export function intlLocale(language: string): string {
  return language === 'pt' ? 'pt-BR' : language;
}

/** `h:mm A`: "8:30 PM" (in Spanish "8:30 p. m."). */
export function formatTime(instant: Date, language: string, timeZone: string): string {
  return new Intl.DateTimeFormat(intlLocale(language), { hour: 'numeric', minute: '2-digit', hour12: true, timeZone }).format(instant);
}

function parts(instant: Date, timeZone: string): Record<string, number> {
  const values = new Intl.DateTimeFormat('en-GB', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).formatToParts(instant);
  return Object.fromEntries(values.filter((part) => part.type !== 'literal').map((part) => [part.type, Number(part.value)]));
}

/** DD/MM/YY in the viewer's zone, whatever the language: "25/11/26". */
export function formatShortDate(instant: Date, timeZone: string): string {
  const { day, month, year } = parts(instant, timeZone);
  const pad = (value: number | undefined) => String(value ?? 0).padStart(2, '0');
  return `${pad(day)}/${pad(month)}/${pad((year ?? 0) % 100)}`;
}

/** The weekday's short name: "Wed", "qua.", "mié". */
export function formatWeekday(instant: Date, language: string, timeZone: string): string {
  return new Intl.DateTimeFormat(intlLocale(language), { weekday: 'short', timeZone }).format(instant);
}

/** The zone's short name at that instant: "GMT-3", "BRT", "EST", "GMT". */
export function timeZoneShortName(instant: Date, language: string, timeZone: string): string {
  const name = new Intl.DateTimeFormat(intlLocale(language), { timeZoneName: 'short', timeZone })
    .formatToParts(instant)
    .find((part) => part.type === 'timeZoneName');
  return name?.value ?? timeZone;
}

/** A calendar day, `YYYY-MM-DD`, as the viewer's zone sees it. */
export type DayKey = string;

export function dayKeyOf(instant: Date, timeZone: string): DayKey {
  const { year, month, day } = parts(instant, timeZone);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export function isDayKey(value: unknown): value is DayKey {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));
}

/** The day `days` after (or before) `key`, by the calendar. */
export function addDays(key: DayKey, days: number): DayKey {
  const [year, month, day] = key.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** How far the zone's clock is ahead of UTC at that instant, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  const { year, month, day, hour, minute, second } = parts(new Date(instant), timeZone);
  const local = Date.UTC(year!, month! - 1, day!, hour!, minute!, second!);
  return local - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant the day starts in the zone: its local midnight (or, on a day
 * whose midnight a daylight-saving change skips, the first moment after it).
 */
export function startOfDay(key: DayKey, timeZone: string): Date {
  const [year, month, day] = key.split('-').map(Number) as [number, number, number];
  const midnightAsUtc = Date.UTC(year, month - 1, day);
  // The offset at a guess, then again at the corrected instant (the two differ across a change).
  let instant = midnightAsUtc - offsetAt(midnightAsUtc, timeZone);
  instant = midnightAsUtc - offsetAt(instant, timeZone);
  // A skipped midnight lands on the day before: its first moment is then an hour later.
  if (dayKeyOf(new Date(instant), timeZone) !== key) instant += 60 * MINUTE;
  return new Date(instant);
}

/** The viewer's day as a range of instants, for the EPG: [midnight, next midnight). */
export function dayRange(key: DayKey, timeZone: string): { from: Date; to: Date } {
  return { from: startOfDay(key, timeZone), to: startOfDay(addDays(key, 1), timeZone) };
}

/** `count` days from `first`: the schedule's week. */
export function daysFrom(first: DayKey, count: number): DayKey[] {
  return Array.from({ length: count }, (_, index) => addDays(first, index));
}

/** Whether [start, end) touches the day. */
export function overlapsDay(start: Date, end: Date, day: { from: Date; to: Date }): boolean {
  return start < day.to && end > day.from;
}

/** Noon of the day: a safe instant to name its weekday and date (no DST edge). */
export function middayOf(key: DayKey, timeZone: string): Date {
  return new Date(startOfDay(key, timeZone).getTime() + DAY / 2);
}
