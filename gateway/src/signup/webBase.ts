// The web app's base URL as the browser sees it, forwarded to the platform
// (`x-client-web-base`) so the links it emails open where the viewer is:
// `http://localhost:4000`, or `http://localhost:4000/realm/acme` when the app
// runs under a realm prefix (the web client then names the realm in
// `x-ringside-realm`). The platform only uses it when its host is one of the
// realm's own domains (backend/src/mail/webLinks.ts), so a forged Origin or
// Host cannot point a reset link elsewhere.

function firstValue(value: string | null): string | null {
  return value?.split(',')[0]?.trim() || null;
}

export function webBaseOf(request: Request, realmName: string): string | null {
  const headers = request.headers;
  let origin: string | null = null;
  const browserOrigin = headers.get('origin');
  if (browserOrigin && browserOrigin !== 'null') {
    origin = browserOrigin;
  } else {
    const host = firstValue(headers.get('x-forwarded-host')) ?? headers.get('host');
    const protocol = firstValue(headers.get('x-forwarded-proto')) ?? new URL(request.url).protocol.replace(/:$/, '');
    if (host) origin = `${protocol}://${host}`;
  }
  if (!origin) return null;
  try {
    const url = new URL(origin);
    const underPrefix = headers.get('x-ringside-realm')?.trim().toLowerCase() === realmName;
    return `${url.origin}${underPrefix ? `/realm/${encodeURIComponent(realmName)}` : ''}`;
  } catch {
    return null;
  }
}
