// The web app's base URL as the browser sees it, forwarded to the platform
// (`x-client-web-base`) so the links it emails open where the viewer is:
// `http://localhost:4000`, or `http://localhost:4000/realm/acme` when the app
// runs under a realm prefix (the web client then names the realm in
// `x-ringside-realm`). The platform only uses it when its host is one of the
// realm's own domains (backend/src/mail/webLinks.ts), so a forged Origin or
// Host cannot point a reset link elsewhere.
import { requestOrigin, type RequestOriginContext } from '../security/clientAddress.ts';

export function webBaseOf(context: RequestOriginContext, realmName: string): string | null {
  const headers = context.request.headers;
  const browserOrigin = headers.get('origin');
  // Without an Origin (TV and mobile apps), the origin the request was sent to:
  // X-Forwarded-Host/-Proto count only from the proxies TRUST_PROXY_HOPS trusts.
  const origin = browserOrigin && browserOrigin !== 'null' ? browserOrigin : requestOrigin(context);
  if (!origin) return null;
  try {
    const url = new URL(origin);
    const underPrefix = headers.get('x-ringside-realm')?.trim().toLowerCase() === realmName;
    return `${url.origin}${underPrefix ? `/realm/${encodeURIComponent(realmName)}` : ''}`;
  } catch {
    return null;
  }
}
