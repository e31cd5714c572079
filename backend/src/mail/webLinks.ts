// Where the links in our emails point. Never at whatever Host a request named:
// an attacker asking for a password reset of someone else's account with
// `Host: evil.example` would otherwise mail the victim a link that hands the
// token to evil.example ("password-reset poisoning"). So a link's base is one
// of the realm's own domains:
// - the gateway forwards the web app's base as the browser sees it in
//   `x-client-web-base` (`http://localhost:4000`, or `http://localhost:4000/realm/acme`
//   when the app runs under a realm prefix); it is taken when its host name is
//   one of the realm's domains, or, under `/realm/{this realm}`, any realm's
//   domain (every host of the deployment serves every realm under that prefix);
// - otherwise the realm's preferred domain (or its first), over https — over
//   http on `localhost` names, at the web app's public port (config `publicPort`,
//   PORT, default 4000) as in the demo.
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/database.ts';
import type { Realm } from '../realm/realmRepository.ts';

export const WEB_BASE_HEADER = 'x-client-web-base';

function isLocalName(hostname: string): boolean {
  return hostname === 'localhost' || hostname.endsWith('.localhost');
}

/** The realm's own web base when the request offers none we can trust. */
export function defaultWebBase(realm: Realm, publicPort: number): string {
  const host = realm.preferredDomain ?? realm.domains[0] ?? 'localhost';
  return isLocalName(host) ? `http://${host}:${publicPort}` : `https://${host}`;
}

async function isDeploymentDomain(db: Queryable, hostname: string): Promise<boolean> {
  const rows = await db.query('select 1 from realm where $1 = any(domains) limit 1', [hostname]);
  return rows.length > 0;
}

/** The base URL (no trailing slash) that links for `realm` are built on; `publicPort` is the config's. */
export async function webBase(db: Queryable, request: FastifyRequest, realm: Realm, publicPort: number): Promise<string> {
  const raw = request.headers[WEB_BASE_HEADER];
  const offered = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  if (!offered) return defaultWebBase(realm, publicPort);
  let url: URL;
  try {
    url = new URL(offered);
  } catch {
    return defaultWebBase(realm, publicPort);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password || url.search || url.hash) {
    return defaultWebBase(realm, publicPort);
  }
  const hostname = url.hostname.toLowerCase();
  const path = url.pathname.replace(/\/+$/, '');
  const realmPrefix = `/realm/${realm.name}`;
  const trusted =
    (path === '' && realm.domains.includes(hostname)) ||
    (path === realmPrefix && (realm.domains.includes(hostname) || (await isDeploymentDomain(db, hostname))));
  return trusted ? `${url.origin}${path}` : defaultWebBase(realm, publicPort);
}

/** A link to one of the web app's pages, e.g. `webLink(base, '/confirm-email', { token })`. */
export function webLink(base: string, path: string, query: Record<string, string>): string {
  return `${base}${path}?${new URLSearchParams(query).toString()}`;
}
