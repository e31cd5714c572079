// Spec §2: "Pages outside an allow-list of preview/disconnected routes break
// out of an iframe." Another site framing a page (a sign-in page above all)
// could overlay it and catch clicks; the page takes the whole window instead.
//
// The gateway already forbids framing (`frame-ancestors 'none'`, except the
// paths an operator lists in FRAME_ALLOWED_PATHS for the admin's previews:
// gateway/src/http/securityHeaders.ts); this is the same rule for a browser
// that ignores the header, or a path an operator opened too widely.

/**
 * Routes that live inside a frame: the admin's previews (spec §2 "Admin
 * previews", shown inside the admin tool's iframe) and the disconnected page
 * (a boot failure shown wherever the app was).
 */
export const FRAMEABLE_ROUTES: ReadonlySet<string> = new Set([
  'ADMIN_PREVIEW',
  'ADMIN_COMPOSED_PAGE_PREVIEW',
  'ADMIN_SECTION_PREVIEW',
  'ADMIN_PLUGIN_PREVIEW',
  'ADMIN_NAVBAR_PREVIEW',
  'ADMIN_404_PAGE',
  'ADMIN_CANCELLATION_PROMO_PREVIEW',
  'DISCONNECTED',
]);

/** The window parts the breakout reads (a test passes its own). */
export interface FramedWindow {
  self: unknown;
  top: { location: { href: string } } | null;
  location: { href: string };
}

/**
 * Moves the whole window to this page when it is framed and the route may not
 * be. Returns true when it left (the page's data need not load).
 */
export function breakOutOfFrame(win: FramedWindow, routeName: string): boolean {
  if (!win.top || win.top === win.self || FRAMEABLE_ROUTES.has(routeName)) return false;
  try {
    win.top.location.href = win.location.href;
  } catch {
    // A sandboxed frame may not navigate its parent: the CSP header is then what protects the page.
    return false;
  }
  return true;
}
