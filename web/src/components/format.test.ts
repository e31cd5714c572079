import { describe, expect, it } from 'vitest';
import { formatMoney } from './format.ts';

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
