import { describe, expect, it } from 'vitest';
import { formatBehindLive, formatTime } from './formatTime.ts';

describe('formatTime', () => {
  it('shows minutes and two-digit seconds under an hour', () => {
    expect(formatTime(0)).toBe('0:00');
    expect(formatTime(5.9)).toBe('0:05');
    expect(formatTime(754)).toBe('12:34');
  });

  it('adds hours and pads the minutes from an hour on', () => {
    expect(formatTime(3723)).toBe('1:02:03');
    expect(formatTime(36000)).toBe('10:00:00');
  });

  it('shows 0:00 for a time the media does not know yet (NaN, Infinity, negative)', () => {
    expect(formatTime(Number.NaN)).toBe('0:00');
    expect(formatTime(Number.POSITIVE_INFINITY)).toBe('0:00');
    expect(formatTime(-3)).toBe('0:00');
  });
});

describe('formatBehindLive', () => {
  it('shows the delay behind the live edge as a negative time', () => {
    expect(formatBehindLive(42)).toBe('-0:42');
    expect(formatBehindLive(1740)).toBe('-29:00');
  });
});
