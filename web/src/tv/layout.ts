// The 10-foot layout for TV browsers (issue 14; web/README.md, "TV layout").
//
// A TV browser, or a TV app wrapping the web app, opens any address with
// `?layout=tv` (e.g. `/?layout=tv`); the browser keeps that layout for later
// visits until an address says `?layout=default`. Not `/tv` by itself: that
// path is TV_LOGIN, the page a *phone* opens to type the code its TV shows
// (the `verificationUri` of `startTvLogin`), so it must stay the phone's page.
//
// The layout is one attribute on <html>, `data-layout="tv"`: the styles scale
// the page for a screen seen from a sofa and show where the focus is, and the
// arrow keys move the focus (spatialNavigation.ts, its own chunk, loaded only
// in this layout). Nothing in the React tree depends on it, so a page rendered
// on the server is taken over the same in either layout. This module is in the
// main chunk: keep it small (the home route has a size budget).
import { useLayoutEffect } from 'react';

export type Layout = 'tv' | 'default';

/** Where the browser remembers the layout it was put in. */
export const LAYOUT_STORAGE_KEY = 'ringside:layout';

/** The layout an address asks for with `?layout=`, or null when it does not say. */
export function layoutInAddress(search: string): Layout | null {
  const asked = new URLSearchParams(search).get('layout');
  return asked === 'tv' || asked === 'default' ? asked : null;
}

/** The address's layout, else the one this browser was put in before, else the default. */
export function chooseLayout(search: string, remembered: string | null): Layout {
  return layoutInAddress(search) ?? (remembered === 'tv' ? 'tv' : 'default');
}

/** True while the page is in the 10-foot layout (the player's keys read it). */
export function isTvLayout(): boolean {
  return typeof document !== 'undefined' && document.documentElement.dataset.layout === 'tv';
}

/**
 * Puts the page in the layout its address or the browser's memory asks for,
 * and starts the arrow keys' navigation in the TV layout. Storage can be
 * refused (private modes, some TV browsers): the layout then lasts for this
 * page load only.
 */
export function applyLayout(window: Window): Layout {
  const storage = (() => {
    try {
      return window.localStorage;
    } catch {
      return null;
    }
  })();
  const asked = layoutInAddress(window.location.search);
  const layout = chooseLayout(window.location.search, storage?.getItem(LAYOUT_STORAGE_KEY) ?? null);
  try {
    if (asked === 'tv') storage?.setItem(LAYOUT_STORAGE_KEY, 'tv');
    else if (asked === 'default') storage?.removeItem(LAYOUT_STORAGE_KEY);
  } catch {
    // Full or refused storage: this page load still gets the layout asked for.
  }
  const root = window.document.documentElement;
  if (layout === 'tv') {
    root.dataset.layout = 'tv';
    import('./spatialNavigation.ts').then(
      (navigation) => navigation.startSpatialNavigation(window),
      // Without the chunk the page still shows in the TV layout; Tab still moves the focus.
      () => undefined,
    );
  } else {
    delete root.dataset.layout;
  }
  return layout;
}

let appliedOnThisPage = false;

/**
 * The frame's hook: applies the layout once per page load (the frame is
 * rebuilt on a change of language or session; the address may no longer say
 * `?layout=` by then), in a layout effect, so before the first paint and
 * never on the server.
 */
export function useLayoutOfThisPage(): void {
  useLayoutEffect(() => {
    if (appliedOnThisPage) return;
    appliedOnThisPage = true;
    applyLayout(window);
  }, []);
}
