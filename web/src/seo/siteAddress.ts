// Absolute addresses for the page head: link previews, search engines and
// JSON-LD need them, the app's own links do not. Pages are named on the
// realm's canonical domain when it has one (as the canonical link, spec §2),
// else where the page was opened: on the server the request's origin (the
// app context's `origin`), in the browser window.location's.
export interface SiteAddress {
  /** `https://ringside.tv`: where images and other files of the platform are. */
  origin: string;
  /** The origin with the realm's base path, `http://host/realm/acme`: where its pages are. */
  pagesBase: string;
}

/**
 * The realm's site address; null when neither a canonical domain nor the
 * page's origin is known (nothing absolute can be named then).
 */
export function siteAddress(canonicalDomain: string | null | undefined, pageOrigin: string | null | undefined, basename: string): SiteAddress | null {
  // The canonical domain answers for its realm by host name, so its paths have no `/realm/{name}`.
  if (canonicalDomain) return { origin: `https://${canonicalDomain}`, pagesBase: `https://${canonicalDomain}` };
  if (!pageOrigin) return null;
  return { origin: pageOrigin, pagesBase: `${pageOrigin}${basename}` };
}

/** The browser's origin; null on a server (which passes the request's as the app context's `origin`). */
export function browserOrigin(): string | null {
  return typeof window === 'undefined' ? null : window.location.origin;
}

/** A path inside the realm (`/video/7`) as an absolute address. */
export function pageUrl(address: SiteAddress, path: string): string {
  return `${address.pagesBase}${path.startsWith('/') ? path : `/${path}`}`;
}

/** An image or file URL as the API gives it (`/images/video/7.svg`, or already absolute) made absolute. */
export function fileUrl(address: SiteAddress, url: string): string {
  return new URL(url, `${address.origin}/`).href;
}
