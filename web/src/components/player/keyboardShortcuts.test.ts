import { describe, expect, it } from 'vitest';
import { actionForKey, elementHandlesKey, isTypingTarget } from './keyboardShortcuts.ts';

const press = (key: string, modifiers: Partial<{ altKey: boolean; ctrlKey: boolean; metaKey: boolean }> = {}) => ({
  key,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  ...modifiers,
});

describe('actionForKey', () => {
  it.each([
    [' ', 'togglePlay'],
    ['k', 'togglePlay'],
    ['ArrowLeft', 'seekBackward'],
    ['ArrowRight', 'seekForward'],
    ['ArrowUp', 'volumeUp'],
    ['ArrowDown', 'volumeDown'],
    ['f', 'toggleFullscreen'],
    ['F', 'toggleFullscreen'],
    ['m', 'toggleMute'],
    ['c', 'toggleSubtitles'],
    ['MediaPlayPause', 'togglePlay'],
    ['MediaRewind', 'seekBackward'],
    ['MediaFastForward', 'seekForward'],
  ])('maps %j to %s', (key, action) => {
    expect(actionForKey(press(key))).toBe(action);
  });

  it('plays and pauses with a remote’s OK (Enter) in the TV layout only', () => {
    expect(actionForKey(press('Enter'), { tv: true })).toBe('togglePlay');
    expect(actionForKey(press('Enter'))).toBeNull();
  });

  it('leaves other keys and the browser’s own shortcuts alone', () => {
    expect(actionForKey(press('x'))).toBeNull();
    expect(actionForKey(press('Tab'))).toBeNull();
    expect(actionForKey(press('f', { ctrlKey: true }))).toBeNull();
    expect(actionForKey(press('ArrowLeft', { altKey: true }))).toBeNull();
    expect(actionForKey(press('c', { metaKey: true }))).toBeNull();
  });
});

describe('isTypingTarget', () => {
  it('is true in text fields, text areas, selects and editable content', () => {
    const search = Object.assign(document.createElement('input'), { type: 'search' });
    const editable = document.createElement('div');
    editable.setAttribute('contenteditable', 'true');
    const inside = document.createElement('span');
    editable.append(inside);
    expect(isTypingTarget(search)).toBe(true);
    expect(isTypingTarget(document.createElement('textarea'))).toBe(true);
    expect(isTypingTarget(document.createElement('select'))).toBe(true);
    expect(isTypingTarget(inside)).toBe(true);
  });

  it('is false on buttons, checkboxes, the page and range sliders', () => {
    expect(isTypingTarget(document.createElement('button'))).toBe(false);
    expect(isTypingTarget(Object.assign(document.createElement('input'), { type: 'checkbox' }))).toBe(false);
    expect(isTypingTarget(Object.assign(document.createElement('input'), { type: 'range' }))).toBe(false);
    expect(isTypingTarget(document.body)).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });
});

describe('elementHandlesKey', () => {
  it('lets a focused button take space and Enter, and a slider or menu take the arrows', () => {
    const button = document.createElement('button');
    const slider = document.createElement('div');
    slider.setAttribute('role', 'slider');
    const menu = document.createElement('ul');
    menu.setAttribute('role', 'menu');
    const item = document.createElement('li');
    item.setAttribute('role', 'menuitemradio');
    menu.append(item);
    expect(elementHandlesKey(button, ' ')).toBe(true);
    expect(elementHandlesKey(slider, 'ArrowRight')).toBe(true);
    expect(elementHandlesKey(item, 'ArrowDown')).toBe(true);
    expect(elementHandlesKey(item, ' ')).toBe(true);
  });

  it('leaves the shortcut to the player otherwise', () => {
    const button = document.createElement('button');
    expect(elementHandlesKey(button, 'ArrowLeft')).toBe(false);
    expect(elementHandlesKey(button, 'm')).toBe(false);
    expect(elementHandlesKey(document.body, ' ')).toBe(false);
  });
});
