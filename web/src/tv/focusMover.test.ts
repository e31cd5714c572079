import { describe, expect, it } from 'vitest';
import { type Box, directionOfKey, nextInDirection } from './focusMover.ts';

// A home page drawn at 1280×720 (the TV layout's scale): the menu on top, two
// rails of 300 px cards 16 px apart, the second rail scrolled a little.
const box = (left: number, top: number, width: number, height: number): Box => ({ left, top, right: left + width, bottom: top + height });
const menu = ['Home', 'Live', 'Search'].map((name, index) => ({ item: name, box: box(200 + index * 120, 16, 100, 40) }));
const signIn = { item: 'Sign in', box: box(1120, 16, 100, 40) };
const firstRail = [0, 1, 2, 3, 4].map((index) => ({ item: `first ${index + 1}`, box: box(64 + index * 316, 140, 300, 169) }));
const secondRail = [0, 1, 2, 3, 4].map((index) => ({ item: `second ${index + 1}`, box: box(-100 + index * 316, 400, 300, 169) }));
const page = [...menu, signIn, ...firstRail, ...secondRail];

const from = (item: string) => page.find((candidate) => candidate.item === item)!.box;

describe('nextInDirection', () => {
  it('moves along a rail to the next card, off screen too, and stays on its last card', () => {
    expect(nextInDirection(from('first 1'), 'right', page)).toBe('first 2');
    expect(nextInDirection(from('first 4'), 'right', page)).toBe('first 5');
    expect(nextInDirection(from('first 5'), 'right', page)).toBeNull();
    expect(nextInDirection(from('first 2'), 'left', page)).toBe('first 1');
    expect(nextInDirection(from('first 1'), 'left', page)).toBeNull();
  });

  it('goes down to the card of the next rail most in line, and back up', () => {
    // second 2 spans 216–516 under first 2 (380–680) less than second 3 (532–832) does.
    expect(nextInDirection(from('first 2'), 'down', page)).toBe('second 3');
    expect(nextInDirection(from('second 1'), 'up', page)).toBe('first 1');
    expect(nextInDirection(from('second 5'), 'down', page)).toBeNull();
  });

  it('reaches the menu from the first rail, and the rail from the menu', () => {
    expect(nextInDirection(from('first 1'), 'up', page)).toBe('Home');
    expect(nextInDirection(from('first 4'), 'up', page)).toBe('Sign in');
    expect(nextInDirection(from('Live'), 'down', page)).toBe('first 2');
    expect(nextInDirection(from('Home'), 'right', page)).toBe('Live');
    expect(nextInDirection(from('Search'), 'right', page)).toBe('Sign in');
  });

  it('goes down from the menu to the hero’s button off to one side before the rail under the item', () => {
    const hero = { item: 'Watch', box: box(84, 90, 100, 36) };
    expect(nextInDirection(from('Live'), 'down', [...page, hero])).toBe('Watch');
    // But a card in line with the focus beats a nearer button that is not wholly nearer.
    const tall = { item: 'tall', box: box(700, 80, 100, 200) };
    expect(nextInDirection(from('Home'), 'down', [...page, tall])).toBe('first 1');
  });

  it('counts a grown (focused) neighbour that overlaps a little as being beside', () => {
    const grown = { item: 'grown', box: box(360, 130, 320, 190) };
    expect(nextInDirection(box(64, 140, 300, 169), 'right', [grown])).toBe('grown');
  });

  it('goes from the seek bar down to the player’s buttons under it, and up again', () => {
    const seekBar = { item: 'Seek', box: box(64, 560, 1152, 20) };
    const play = { item: 'Pause', box: box(64, 600, 44, 44) };
    const mute = { item: 'Mute', box: box(116, 600, 44, 44) };
    const fullScreen = { item: 'Full screen', box: box(1172, 600, 44, 44) };
    const player = [seekBar, play, mute, fullScreen];
    expect(nextInDirection(seekBar.box, 'down', player)).toBe('Pause');
    expect(nextInDirection(fullScreen.box, 'up', player)).toBe('Seek');
    expect(nextInDirection(play.box, 'right', player)).toBe('Mute');
  });

  it('ignores boxes with no size (hidden elements)', () => {
    expect(nextInDirection(from('first 1'), 'right', [{ item: 'hidden', box: box(400, 140, 0, 0) }])).toBeNull();
  });
});

describe('directionOfKey', () => {
  it('names the arrows and nothing else', () => {
    expect(directionOfKey('ArrowUp')).toBe('up');
    expect(directionOfKey('ArrowLeft')).toBe('left');
    expect(directionOfKey('Enter')).toBeNull();
  });
});
