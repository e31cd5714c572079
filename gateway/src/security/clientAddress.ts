// Who sent a request and to which origin: the viewer's network address
// (forwarded to the platform as `x-client-ip`, so sign-in attempts are counted
// per viewer rather than all against the gateway), the host that picks the
// realm, and whether the connection is secure (cookies get `Secure`).
//
// Fastify answers all three (`req.ip`, `req.hostname`, `req.protocol`) and
// reads X-Forwarded-For/-Host/-Proto only as far as its `trustProxy` allows:
// the gateway sets it to TRUST_PROXY_HOPS, the number of proxies in front of
// it. With 0 (the default) every forwarded header is ignored: a client cannot
// pick another realm with X-Forwarded-Host, nor another address with
// X-Forwarded-For. With N, the address is the Nth entry from the right; the
// entries further left are whatever the client claimed.
//
// Outside Fastify (tests calling `yoga.fetch`) there is no connection: the
// request's own URL and Host header are used, and no address is known.
import { isIP } from 'node:net';

/** The parts of Yoga's initial context these read: the fetch Request and Fastify's request, when served by Fastify. */
export interface RequestOriginContext {
  request: Request;
  req?: { ip?: string; host?: string; protocol?: string };
}

/** The viewer's address as far as the trusted proxies vouch for it; null when unknown. */
export function clientAddressOf(context: RequestOriginContext): string | null {
  const address = context.req?.ip;
  return address && isIP(address) ? address : null;
}

/** The host (with its port) the request was sent to, e.g. `acme.localhost:4000`. */
function requestHost(context: RequestOriginContext): string | null {
  return (context.req ? context.req.host : context.request.headers.get('host') || new URL(context.request.url).host) || null;
}

/** The host name (no port, lower case) the request was sent to, e.g. `acme.localhost`. */
export function requestHostname(context: RequestOriginContext): string | null {
  const host = requestHost(context);
  if (!host) return null;
  // Strip the port, keeping IPv6 brackets' content intact.
  const match = /^\[([^\]]+)\](?::\d+)?$/.exec(host) ?? /^([^:]+)(?::\d+)?$/.exec(host);
  return match?.[1]?.toLowerCase() ?? null;
}

/** Whether the viewer's connection is HTTPS (at the trusted proxy, when there is one). */
export function requestIsSecure(context: RequestOriginContext): boolean {
  if (context.req) return context.req.protocol === 'https';
  return new URL(context.request.url).protocol === 'https:';
}

/**
 * The origin the viewer called, e.g. `https://acme.example` or
 * `http://localhost:4000`: for links the platform builds back to the app
 * (emails, the TV sign-in page). Null when the host is not a plain host[:port].
 */
export function requestOrigin(context: RequestOriginContext): string | null {
  const host = requestHost(context);
  if (!host || !/^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(:\d{1,5})?$/i.test(host)) return null;
  return `${requestIsSecure(context) ? 'https' : 'http'}://${host.toLowerCase()}`;
}
