// The viewer's time zone, in which every time is shown (spec §9). In the
// browser it is the browser's own. A server rendering a page (server/
// renderPage.tsx) has no browser: it gives the zone of the request being
// rendered (the `rs_tz` cookie the browser keeps, else UTC) through a source,
// as it does the route language (routePaths.ts). The browser writes that
// cookie on every page load (client.tsx, with system/pageCookie.ts).

export const TIME_ZONE_COOKIE = 'rs_tz';

let requestTimeZone: () => string | undefined = () => undefined;

/** A server's way to tell the time zone of the request being rendered (undefined outside one). */
export function readViewerTimeZoneFrom(source: () => string | undefined): void {
  requestTimeZone = source;
}

/** The viewer's time zone, e.g. `America/Sao_Paulo`. */
export function viewerTimeZone(): string {
  return requestTimeZone() ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** Whether `zone` is one Intl knows (a cookie is the viewer's to write). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
