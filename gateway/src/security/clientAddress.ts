// The viewer's network address, forwarded to the platform as `x-client-ip` so
// that sign-in attempts are counted per viewer address rather than all of them
// against the gateway's own.
//
// By default the address is the TCP peer of the connection (Yoga's node server
// context carries the request's socket). Behind a reverse proxy or load
// balancer that peer is the proxy: set TRUST_PROXY_HOPS to the number of
// proxies in front of the gateway, and the address is read from
// X-Forwarded-For that many entries from the right (each proxy appends the
// address it saw; entries further left are whatever the client claimed and
// are never trusted). With TRUST_PROXY_HOPS unset (0) X-Forwarded-For is ignored.
import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';

export function clientAddressOf(
  serverContext: { req?: Pick<IncomingMessage, 'socket'> } | undefined,
  headers: Headers,
  trustedProxyHops: number,
): string | null {
  const peer = serverContext?.req?.socket?.remoteAddress ?? null;
  if (trustedProxyHops > 0) {
    const hops = (headers.get('x-forwarded-for') ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const candidate = hops[hops.length - trustedProxyHops];
    if (candidate && isIP(candidate)) return candidate;
  }
  return peer && isIP(peer) ? peer : null;
}

/** TRUST_PROXY_HOPS from the environment: a whole number of proxies, 0 when unset or invalid. */
export function trustedProxyHopsFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const hops = Number(env['TRUST_PROXY_HOPS'] ?? 0);
  return Number.isInteger(hops) && hops > 0 ? hops : 0;
}
