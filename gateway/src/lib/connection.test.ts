import { describe, expect, it } from 'vitest';
import { connectionFromSlice, fromCursor, pageWindow, sliceFromArgs, toCursor } from './connection.ts';

describe('connections over rpp/p paging', () => {
  it('maps first/after onto one upstream page whenever it can', () => {
    expect(pageWindow({ offset: 0, first: 12 })).toEqual({ rpp: 12, pages: [1], skip: 0 });
    expect(pageWindow({ offset: 12, first: 12 })).toEqual({ rpp: 12, pages: [2], skip: 0 });
    expect(pageWindow({ offset: 12, first: 5 })).toEqual({ rpp: 6, pages: [3], skip: 0 });
    expect(pageWindow({ offset: 49, first: 50 })).toEqual({ rpp: 50, pages: [1, 2], skip: 49 });
  });

  it('keeps cursors opaque and round-trips them', () => {
    expect(toCursor(3)).not.toContain('3:');
    expect(fromCursor(toCursor(41))).toBe(41);
    expect(fromCursor('garbage')).toBeNull();
  });

  it('bounds first to 1..50 and refuses a bad cursor with BAD_USER_INPUT', () => {
    for (const first of [0, 51, -1]) {
      expect(() => sliceFromArgs({ first })).toThrow(expect.objectContaining({ extensions: expect.objectContaining({ code: 'BAD_USER_INPUT' }) }));
    }
    expect(() => sliceFromArgs({ after: 'nope' })).toThrow(/cursor/);
    expect(sliceFromArgs({ first: 5, after: toCursor(9) })).toEqual({ offset: 10, first: 5 });
  });

  it('says whether more items follow', () => {
    const connection = connectionFromSlice(['a', 'b'], { offset: 10, first: 2 }, 13);
    expect(connection.pageInfo).toEqual({
      hasNextPage: true,
      hasPreviousPage: true,
      startCursor: toCursor(10),
      endCursor: toCursor(11),
    });
  });
});
