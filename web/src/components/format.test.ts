import { describe, expect, it } from 'vitest';
import { formatCount, formatDuration, formatMoney, formatStartTime } from './format.ts';

describe('money on screen', () => {
  it('formats integer minor units by the currency’s own rules for the viewer’s language', () => {
    expect(formatMoney({ amount: 999, currency: 'EUR', scale: 2 }, 'en')).toBe('€9.99');
    expect(formatMoney({ amount: 3990, currency: 'BRL', scale: 2 }, 'pt')).toBe('R$\u00a039,90');
    expect(formatMoney({ amount: 1500, currency: 'JPY', scale: 0 }, 'en')).toBe('¥1,500');
    expect(formatMoney({ amount: 1234, currency: 'BHD', scale: 3 }, 'en')).toBe('BHD\u00a01.234');
  });

  it('keeps every cent of amounts a float would round', () => {
    expect(formatMoney({ amount: 900719925474099, currency: 'USD', scale: 2 }, 'en')).toBe('$9,007,199,254,740.99');
    expect(formatMoney({ amount: 7, currency: 'EUR', scale: 2 }, 'en')).toBe('€0.07');
    expect(formatMoney({ amount: -500, currency: 'GBP', scale: 2 }, 'en')).toBe('-£5.00');
  });
});

describe('times, durations and counts on screen', () => {
  const evening = '2026-11-21T20:05:00.000Z';

  it('shows a start time in the viewer’s language, the hour unpadded (h:mm A)', () => {
    const inUtc = (locale: string) => formatStartTime(evening, locale, 'UTC').replace(/\s/g, ' ');
    expect(inUtc('en')).toBe('Sat, Nov 21, 8:05 PM');
    expect(inUtc('pt')).toBe('sáb., 21 de nov., 20:05');
    expect(inUtc('es')).toBe('sáb, 21 nov, 20:05');
    expect(formatStartTime(evening, 'pt', 'America/Sao_Paulo')).toContain('17:05');
    expect(formatStartTime('not a date', 'en')).toBe('');
  });

  it('reads durations as a clock, the same in every language', () => {
    expect(formatDuration(5400)).toBe('1:30:00');
    expect(formatDuration(754.4)).toBe('12:34');
    expect(formatDuration(-3)).toBe('0:00');
  });

  it('groups a count’s digits as the language does', () => {
    expect(formatCount(1234, 'en')).toBe('1,234');
    expect(formatCount(1234, 'pt')).toBe('1.234');
    expect(formatCount(7, 'es')).toBe('7');
  });
});
