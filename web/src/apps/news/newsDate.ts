/** An article's date in the viewer's language, e.g. "10 January 2026", "10 de janeiro de 2026". */
export function formatNewsDate(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(date);
}

/** When an article was last edited, to the minute, e.g. "10 January 2026 at 14:05": an edit is often the same day. */
export function formatNewsDateTime(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(date);
}
