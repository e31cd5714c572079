import { describe, expect, it } from 'vitest';
import { formatUserCode, isCompleteUserCode } from './userCode.ts';

describe('the TV code field', () => {
  it('formats what the viewer types as the TV shows it', () => {
    expect(formatUserCode('bcdf')).toBe('BCDF');
    expect(formatUserCode('bcdfg')).toBe('BCDF-G');
    expect(formatUserCode('bcdf ghjk')).toBe('BCDF-GHJK');
    expect(formatUserCode('BCDF-GHJK-XYZ')).toBe('BCDF-GHJK');
  });

  it('leaves out what can never be in a code (vowels, digits, symbols)', () => {
    expect(formatUserCode('a1b!c')).toBe('BC');
    expect(isCompleteUserCode('BCDF-GHJ')).toBe(false);
    expect(isCompleteUserCode('BCDF-GHJK')).toBe(true);
  });
});
