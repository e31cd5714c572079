// The time range a schedule or EPG read covers. Clients send instants (ISO
// 8601 with an offset), never local dates: the viewer's time zone decides
// where a day starts, and only the client knows it.
import { ApiError } from '../http/apiError.ts';

const HOUR = 3_600_000;

/** A week in any time zone (7 days, plus the hour a daylight-saving change may add). */
export const MAX_SCHEDULE_RANGE_HOURS = 8 * 24;
/** A day in any time zone (23 to 25 hours), with room for the grid's edges. */
export const MAX_EPG_RANGE_HOURS = 48;

export interface TimeRange {
  from: Date;
  to: Date;
}

export const rangeQuerySchema = {
  from: { type: 'string', format: 'date-time', description: 'Start of the range (inclusive), ISO 8601 with offset' },
  to: { type: 'string', format: 'date-time', description: 'End of the range (exclusive), ISO 8601 with offset' },
} as const;

/** `from` before `to`, at most `maxHours` apart; 400 VALIDATION_FAILED naming what is wrong otherwise. */
export function timeRange(query: { from: string; to: string }, maxHours: number): TimeRange {
  const from = new Date(query.from);
  const to = new Date(query.to);
  if (Number.isNaN(from.getTime())) throw new ApiError(400, 'VALIDATION_FAILED', 'querystring/from must be a date-time');
  if (Number.isNaN(to.getTime())) throw new ApiError(400, 'VALIDATION_FAILED', 'querystring/to must be a date-time');
  if (to <= from) throw new ApiError(400, 'VALIDATION_FAILED', 'querystring/to must be after querystring/from');
  if (to.getTime() - from.getTime() > maxHours * HOUR) {
    throw new ApiError(400, 'VALIDATION_FAILED', `querystring/to must be at most ${maxHours} hours after querystring/from`);
  }
  return { from, to };
}
