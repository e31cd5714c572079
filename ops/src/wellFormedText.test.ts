import { describe, expect, it } from 'vitest';
import { findIllFormedText, isWellFormedText } from './wellFormedText.ts';

describe('well-formed text', () => {
  it('accepts any text that UTF-8 can carry, emoji (surrogate pairs) included', () => {
    expect(isWellFormedText('Ringside 🥊 São Paulo')).toBe(true);
    expect(findIllFormedText({ input: { code: 'ABCD-🥊', tags: ['ok', 1, null, true] } })).toBeNull();
  });

  it('finds a lone surrogate, leading or trailing, and says where it is', () => {
    expect(isWellFormedText('AB\ud800')).toBe(false);
    expect(isWellFormedText('\udc00AB')).toBe(false);
    expect(findIllFormedText({ input: { code: 'AB\ud800' } })).toEqual({ path: ['input', 'code'], inKey: false });
    expect(findIllFormedText({ list: ['ok', { name: '\udfff' }] })).toEqual({ path: ['list', 1, 'name'], inKey: false });
    expect(findIllFormedText({ input: { ['\ud800']: 'x' } })).toEqual({ path: ['input'], inKey: true });
    expect(findIllFormedText('\ud800')).toEqual({ path: [], inKey: false });
  });

  it('walks nesting deeper than the call stack', () => {
    let deep: unknown = '\ud800';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findIllFormedText(deep)?.path).toHaveLength(100_000);
  });
});
