/**
 * Spec §2: changing route scrolls to the top, and going back (or forward)
 * puts the page where the viewer left it.
 *
 * The browser's own restoration cannot do it here: on back, found keeps the
 * previous page on screen until the route's query has answered again (Relay
 * let its data go, system/routeQueryRetention.ts), so at `popstate` time the
 * page to restore does not exist yet. We therefore take restoration over
 * (`history.scrollRestoration = 'manual'`), remember the position of each
 * history entry as the viewer scrolls, and apply it once found has rendered
 * the entry's page with its data (`pageShown`, from the router's render).
 * Positions live in sessionStorage so they survive a reload, like the
 * browser's.
 */

/** The parts of a farce location that tell history entries apart. */
export interface ScrollLocation {
  action: 'PUSH' | 'REPLACE' | 'POP';
  /** farce's key of the history entry; the very first entry of a tab has none. */
  key?: string;
  index: number;
  pathname: string;
  search: string;
}

export interface ScrollRestoration {
  /** The page of `location` has just been rendered with its data. */
  pageShown(location: ScrollLocation): void;
  /** Starts listening; returns the function that stops. */
  attach(): () => void;
}

const storagePrefix = 'ringside.scroll|';
/**
 * Parts of a page below its route query (images, lazily loaded rails) may grow
 * it after the first render; until then the saved position may not exist yet.
 * We keep trying for this long, unless the viewer scrolls first.
 */
const settleMs = 2000;

export function entryKey(location: ScrollLocation): string {
  return location.key ?? `first:${location.index}:${location.pathname}${location.search}`;
}

export function createScrollRestoration(win: Window = window): ScrollRestoration {
  let shownKey: string | null = null;
  let stopSettling: (() => void) | null = null;

  const save = (key: string, y: number) => {
    try {
      win.sessionStorage.setItem(storagePrefix + key, String(Math.round(y)));
    } catch {
      // Storage full or forbidden: going back then starts at the top.
    }
  };
  const read = (key: string): number | null => {
    try {
      const value = win.sessionStorage.getItem(storagePrefix + key);
      return value == null ? null : Number(value);
    } catch {
      return null;
    }
  };

  /** Scrolls to `y` now and again as the page grows, until it gets there, the viewer scrolls, or time runs out. */
  const settleAt = (y: number) => {
    stopSettling?.();
    const tryNow = () => {
      win.scrollTo(0, y);
      if (Math.abs(win.scrollY - y) <= 1) stop();
    };
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(tryNow);
    const viewerScrolls = ['wheel', 'touchstart', 'keydown', 'mousedown'];
    const timer = win.setTimeout(() => stop(), settleMs);
    function stop() {
      observer?.disconnect();
      win.clearTimeout(timer);
      for (const type of viewerScrolls) win.removeEventListener(type, stop);
      stopSettling = null;
    }
    stopSettling = stop;
    observer?.observe(win.document.body);
    for (const type of viewerScrolls) win.addEventListener(type, stop, { passive: true });
    tryNow();
  };

  return {
    pageShown(location) {
      const key = entryKey(location);
      if (key === shownKey) return;
      shownKey = key;
      const saved = location.action === 'POP' ? read(key) : null;
      if (saved != null && saved > 0) settleAt(saved);
      else {
        stopSettling?.();
        win.scrollTo(0, 0);
      }
    },
    attach() {
      const previous = win.history.scrollRestoration;
      win.history.scrollRestoration = 'manual';
      // Scroll events come after the page has changed, so the clamp of a
      // shorter next page is recorded under that page's entry, never the old one.
      const onScroll = () => {
        if (shownKey != null) save(shownKey, win.scrollY);
      };
      win.addEventListener('scroll', onScroll, { passive: true });
      return () => {
        stopSettling?.();
        win.removeEventListener('scroll', onScroll);
        win.history.scrollRestoration = previous;
      };
    },
  };
}
