// The range arguments of the schedule and the EPG, checked before any upstream
// call with the platform's own limits, so a client hears exactly what is wrong.
import { codedError } from '../lib/errors.ts';

const HOUR = 3_600_000;
/** A week in any time zone (7 days and the hour a daylight-saving change adds). */
export const MAX_SCHEDULE_RANGE_HOURS = 8 * 24;
/** A day in any time zone (23 to 25 hours), with room for the grid's edges. */
export const MAX_EPG_RANGE_HOURS = 48;

// An instant with its offset (Z or ±hh:mm): a local time without one would mean
// a different moment in every time zone.
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

function instant(argument: 'from' | 'to', value: string): Date {
  const date = new Date(value);
  if (!INSTANT.test(value) || Number.isNaN(date.getTime())) {
    throw codedError('BAD_USER_INPUT', `\`${argument}\` must be an ISO 8601 date-time with an offset, e.g. 2026-11-25T03:00:00Z.`, {
      argumentName: argument,
    });
  }
  return date;
}

/** `from` and `to` as ISO instants for the upstream, or BAD_USER_INPUT. */
export function checkedRange(args: { from: string; to: string }, maxHours: number): { from: string; to: string } {
  const from = instant('from', args.from);
  const to = instant('to', args.to);
  if (to <= from) throw codedError('BAD_USER_INPUT', '`to` must be after `from`.', { argumentName: 'to' });
  if (to.getTime() - from.getTime() > maxHours * HOUR) {
    throw codedError('BAD_USER_INPUT', `\`to\` may be at most ${maxHours} hours after \`from\`.`, {
      argumentName: 'to',
      reason: 'RANGE_TOO_LONG',
    });
  }
  return { from: from.toISOString(), to: to.toISOString() };
}
