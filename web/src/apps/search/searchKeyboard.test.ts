import { describe, expect, it } from 'vitest';
import { nextFocus } from './searchKeyboard.ts';
import { searchQueryOf } from './searchQuery.ts';

const result = (id: string): HTMLElement => Object.assign(document.createElement('a'), { id });
const [a, b, c] = [result('a'), result('b'), result('c')];
const results = [a, b, c];

describe('moving through search results with the keyboard', () => {
  it('goes from the box to the first result, then one at a time, stopping at the last', () => {
    expect(nextFocus('ArrowDown', results, null)).toBe(a);
    expect(nextFocus('ArrowDown', results, a)).toBe(b);
    expect(nextFocus('ArrowDown', results, c)).toBe(c);
  });

  it('goes back up, and from the first result to the box', () => {
    expect(nextFocus('ArrowUp', results, c)).toBe(b);
    expect(nextFocus('ArrowUp', results, a)).toBe('box');
  });

  it('jumps to the ends with Home and End among results, and leaves other keys (and an empty page) alone', () => {
    expect(nextFocus('End', results, a)).toBe(c);
    expect(nextFocus('Home', results, c)).toBe(a);
    expect(nextFocus('Home', results, null)).toBeUndefined();
    expect(nextFocus('Enter', results, a)).toBeUndefined();
    expect(nextFocus('ArrowDown', [], null)).toBeUndefined();
  });
});

describe('a query as search takes it', () => {
  it('is trimmed, its spaces made one, and cut at 200 characters', () => {
    expect(searchQueryOf('  gabriel    navaro ')).toBe('gabriel navaro');
    expect(searchQueryOf('x'.repeat(250))).toHaveLength(200);
  });

  it('is empty for anything that is not text (a repeated ?q= parameter)', () => {
    expect(searchQueryOf(['a', 'b'])).toBe('');
    expect(searchQueryOf(undefined)).toBe('');
  });
});
