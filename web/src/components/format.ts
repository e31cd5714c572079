/** `5400` → `1:30:00`, `754` → `12:34`: the duration badge of a video card. */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

/** A start time such as "Sat 21 Nov, 20:00" in the viewer's language. */
export function formatStartTime(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  }).format(date);
}

/** A release date such as "21 Nov 2026". */
export function formatDate(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' }).format(date);
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
