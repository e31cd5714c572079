import { describe, expect, it } from 'vitest';
import { gridPageSize } from './gridPageSize.ts';

describe('a grid page', () => {
  it.each([
    [360, 9],
    [720, 9],
    [721, 16],
    [1510, 16],
    [1511, 20],
    [2560, 20],
  ])('at %i px wide asks for %i cards', (width, size) => {
    expect(gridPageSize(width)).toBe(size);
  });
});
