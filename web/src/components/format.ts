// Everything a viewer reads as a date, a time, a number or an amount of money
// is formatted by `Intl` for the app's language (spec §9: time `h:mm A`,
// currency by its code); the one exception is the clock-style duration, which
// reads the same in every language (see player/formatTime.ts).
import { viewerTimeZone } from '../system/timeZone.ts';
import { formatTime } from './player/formatTime.ts';

/** `5400` → `1:30:00`, `754` → `12:34`: the duration badge of a video card, as the player shows times. */
export function formatDuration(totalSeconds: number): string {
  return formatTime(Math.round(totalSeconds));
}

/**
 * A start time such as "Sat, Nov 21, 8:00 PM" ("sáb., 21 de nov., 20:00" in
 * Portuguese): the hour unpadded (spec §9 `h:mm A`), 12- or 24-hour as the
 * language has it.
 */
export function formatStartTime(iso: string, locale: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
    // The viewer's own zone (the browser's; on a server, the request's) unless told.
    timeZone: timeZone ?? viewerTimeZone(),
  }).format(date);
}

/** A count on its own (a heading's "Videos 1,234"), grouped as the language groups digits. */
export function formatCount(count: number, locale: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(count);
}

/** A release date such as "21 Nov 2026". */
export function formatDate(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: viewerTimeZone() }).format(date);
}

/** Money as the schema carries it: integer minor units at a scale (`Money`). */
export interface MoneyAmount {
  readonly amount: number;
  readonly currency: string;
  readonly scale: number;
}

/**
 * `{ amount: 999, currency: 'EUR', scale: 2 }` → "€9.99" in the viewer's
 * language. The integer becomes an exact decimal string, which Intl formats
 * without ever passing through a float.
 */
export function formatMoney(money: MoneyAmount, locale: string): string {
  const digits = String(Math.abs(money.amount)).padStart(money.scale + 1, '0');
  const decimal = money.scale > 0 ? `${digits.slice(0, -money.scale)}.${digits.slice(-money.scale)}` : digits;
  const exact = `${money.amount < 0 ? '-' : ''}${decimal}`;
  const format = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: money.currency,
    minimumFractionDigits: money.scale,
    maximumFractionDigits: money.scale,
  });
  // Intl.NumberFormat takes a numeric string as an exact decimal (ES2023); TypeScript's lib still says number.
  return format.format(exact as unknown as number);
}
