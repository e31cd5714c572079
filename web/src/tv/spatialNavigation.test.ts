import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startSpatialNavigation } from './spatialNavigation.ts';

// jsdom lays nothing out: each element says where it is with data-box="left top width height".
function layOut() {
  for (const element of document.querySelectorAll<HTMLElement>('[data-box]')) {
    const [left, top, width, height] = element.dataset.box!.split(' ').map(Number) as [number, number, number, number];
    element.getBoundingClientRect = () => ({ left, top, width, height, right: left + width, bottom: top + height, x: left, y: top, toJSON: () => ({}) });
  }
}

const press = (key: string) => {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
  (document.activeElement ?? document.body).dispatchEvent(event);
  return event;
};
const focusedName = () => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent;

let stop: () => void;

beforeEach(() => {
  window.matchMedia = ((query: string) => ({ matches: false, media: query })) as unknown as typeof window.matchMedia;
  Element.prototype.scrollIntoView = vi.fn();
  document.body.innerHTML = `
    <a class="rs-skip" href="#rs-main" data-box="8 -48 120 30">Skip to content</a>
    <nav><a href="/" data-box="200 16 100 40">Home</a><a href="/live" data-box="320 16 100 40">Live</a></nav>
    <main id="rs-main">
      <section aria-label="Latest">
        <a href="/video/1" data-box="64 140 300 169">Round one</a>
        <a href="/video/2" data-box="380 140 300 169">Round two</a>
        <button type="button" disabled data-box="700 140 300 169">Round three</button>
      </section>
      <div class="rs-player">
        <div role="slider" tabindex="0" aria-label="Seek" data-box="64 400 1152 20"></div>
        <button type="button" aria-label="Pause" data-box="64 440 44 44"></button>
        <button type="button" aria-label="Mute" data-box="116 440 44 44"></button>
      </div>
    </main>`;
  layOut();
  stop = startSpatialNavigation(window);
});

afterEach(() => {
  stop();
  document.body.innerHTML = '';
});

describe('the arrow keys in the TV layout', () => {
  it('start on the page’s content, then move along the rail and up to the menu', () => {
    press('ArrowRight');
    expect(focusedName()).toBe('Round one');
    press('ArrowRight');
    expect(focusedName()).toBe('Round two');
    // The disabled card is no stop: the focus stays at the end of the rail.
    expect(press('ArrowRight').defaultPrevented).toBe(true);
    expect(focusedName()).toBe('Round two');
    press('ArrowUp');
    expect(focusedName()).toBe('Live');
    press('ArrowLeft');
    expect(focusedName()).toBe('Home');
    // The skip link, parked above the page, is not reached.
    press('ArrowUp');
    expect(focusedName()).toBe('Home');
  });

  it('leave left and right to the seek bar, and go from it down to the player’s buttons', () => {
    document.querySelector<HTMLElement>('[role="slider"]')!.focus();
    expect(press('ArrowLeft').defaultPrevented).toBe(false);
    expect(focusedName()).toBe('Seek');
    press('ArrowDown');
    expect(focusedName()).toBe('Pause');
    press('ArrowRight');
    expect(focusedName()).toBe('Mute');
  });

  it('give the focus back to the card the viewer left the page by', () => {
    document.querySelector<HTMLElement>('a[href="/video/2"]')!.focus();
    document.querySelector<HTMLElement>('a[href="/video/2"]')!.blur();
    press('ArrowDown');
    expect(focusedName()).toBe('Round two');
  });
});

describe('Back in the TV layout', () => {
  it('goes back in history, except while the viewer types', () => {
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => undefined);
    document.querySelector<HTMLElement>('a[href="/video/1"]')!.focus();
    expect(press('Escape').defaultPrevented).toBe(true);
    expect(back).toHaveBeenCalledTimes(1);

    const field = Object.assign(document.createElement('input'), { type: 'search' });
    document.body.append(field);
    field.focus();
    press('Backspace');
    expect(back).toHaveBeenCalledTimes(1);
  });
});
