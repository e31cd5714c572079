// Spec §9: a trial's end date reads DD/MM/YYYY whatever the language, on the
// viewer's own calendar (the browser's time zone): "08/12/2026".

const DAY = 24 * 60 * 60 * 1000;

export function formatTrialDate(instant: string | Date, timeZone?: string): string {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  if (Number.isNaN(date.getTime())) return '';
  const parts = new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('day')}/${part('month')}/${part('year')}`;
}

/**
 * When a trial starting `now` would end, for a viewer without a basket yet (a
 * guest): the platform's `Trial.endsAt` is the truth once there is one.
 */
export function trialEndFrom(now: number, trialDays: number): Date {
  return new Date(now + trialDays * DAY);
}
