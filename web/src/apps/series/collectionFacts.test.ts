import { describe, expect, it } from 'vitest';
import { genresOf, totalDuration, yearSpan } from './collectionFacts.ts';

describe('the facts of a series or season', () => {
  it('gives one year when every episode came out in it, else the span', () => {
    expect(yearSpan(['2024-03-01T10:00:00Z', '2024-11-30T10:00:00Z'])).toBe('2024');
    expect(yearSpan(['2025-01-05T10:00:00Z', '2023-06-01T10:00:00Z', '2024-02-02T10:00:00Z'])).toBe('2023–2025');
    expect(yearSpan([])).toBeNull();
  });

  it('lists the most frequent episode tags first, a tag counted once per episode', () => {
    const genres = genresOf([['MMA', 'Prelims'], ['MMA', 'MMA', 'Main card'], ['Boxing', 'Main card'], ['MMA']], 3);
    expect(genres).toEqual(['MMA', 'Main card', 'Prelims']);
  });

  it('adds the episodes’ lengths up', () => {
    expect(totalDuration([600, 1200, 30])).toBe(1830);
  });
});
