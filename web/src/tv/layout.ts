// The 10-foot layout for TV browsers (issue 14; web/README.md, "TV layout").
//
// A TV browser, or a TV app wrapping the web app, opens any address with
// `?layout=tv` (e.g. `/?layout=tv`); the browser keeps that layout for later
// visits until an address says `?layout=default`. Not `/tv` by itself: that
// path is TV_LOGIN, the page a *phone* opens to type the code its TV shows
// (the `verificationUri` of `startTvLogin`), so it must stay the phone's page.
//
// The layout is one attribute on <html>, `data-layout="tv"`: the styles
// (tv.css, in the app's one stylesheet, every rule under that attribute)
// scale the page for a screen seen from a sofa and show where the focus is,
// and the arrow keys move the focus (spatialNavigation.ts, its own chunk,
// loaded only in this layout). The browser remembers the layout in a cookie
// rather than in storage, so a page rendered on the server (server/
// renderPage.tsx) comes in the TV layout from its first paint: the server
// reads the same address and cookie and writes the attribute. Nothing in the
// React tree depends on it, so the app takes over the server's page the same
// in either layout. This module is in the main chunk: keep it small (the home
// route has a size budget).
import { useLayoutEffect } from 'react';
import { forgottenPageCookie, pageCookie } from '../system/pageCookie.ts';
import './tv.css';

export type Layout = 'tv' | 'default';

/** The cookie remembering a browser put in the TV layout (absent in the default layout). */
export const LAYOUT_COOKIE = 'rs_layout';

/** The layout an address asks for with `?layout=`, or null when it does not say. */
export function layoutInAddress(search: string): Layout | null {
  const asked = new URLSearchParams(search).get('layout');
  return asked === 'tv' || asked === 'default' ? asked : null;
}

/** The address's layout, else the one this browser was put in before (the value of its LAYOUT_COOKIE), else the default. */
export function chooseLayout(search: string, remembered: string | null | undefined): Layout {
  return layoutInAddress(search) ?? (remembered === 'tv' ? 'tv' : 'default');
}

/**
 * The layout the browser remembers, from `document.cookie`. The one cookie
 * this module writes is found by name rather than with a cookie parser, which
 * would weigh on the main chunk (the server parses the header: renderPage.tsx).
 */
function rememberedLayout(cookies: string): string | undefined {
  return cookies
    .split('; ')
    .find((cookie) => cookie.startsWith(`${LAYOUT_COOKIE}=`))
    ?.slice(LAYOUT_COOKIE.length + 1);
}

/** True while the page is in the 10-foot layout (the player's keys read it). */
export function isTvLayout(): boolean {
  return typeof document !== 'undefined' && document.documentElement.dataset.layout === 'tv';
}

/**
 * Puts the page in the layout its address or the browser's memory asks for,
 * remembers an address's choice, and starts the arrow keys' navigation in the
 * TV layout.
 */
export function applyLayout(window: Window): Layout {
  const { document } = window;
  const asked = layoutInAddress(window.location.search);
  const layout = chooseLayout(window.location.search, rememberedLayout(document.cookie));
  if (asked === 'tv') document.cookie = pageCookie(LAYOUT_COOKIE, 'tv');
  else if (asked === 'default') document.cookie = forgottenPageCookie(LAYOUT_COOKIE);
  const root = document.documentElement;
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
