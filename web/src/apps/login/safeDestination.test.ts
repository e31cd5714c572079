import { describe, expect, it } from 'vitest';
import { safeDestination } from './safeDestination.ts';

describe('where a viewer goes after signing in', () => {
  it.each([
    ['/video/7', '/video/7'],
    ['/section/boxing?p=2#top', '/section/boxing?p=2#top'],
    ['/', '/'],
  ])('back to the page they wanted: %s', (from, expected) => {
    expect(safeDestination(from)).toBe(expected);
  });

  it.each([
    ['https://evil.example/phish'],
    ['//evil.example/phish'],
    ['/\\evil.example'],
    ['javascript:alert(1)'],
    ['/video/7\n'],
    ['video/7'],
    ['/login'],
    ['/logout?message=x'],
    [''],
    [undefined],
    [['/video/1', '/video/2']],
  ])('never to %j: home instead', (from) => {
    expect(safeDestination(from)).toBeNull();
  });
});
