// Spec §4 "Challenge", §6: a realm may refuse viewers who come through a VPN
// (`vpnAllowed: false`). The platform does not detect VPNs itself: the edge in
// front of it (CDN or proxy, which knows the address ranges of VPN providers)
// marks such a request with `x-ringside-vpn: 1`, the gateway forwards the mark
// on its calls here, and this hook refuses them with 403 VPN_BLOCKED and the
// `x-ringside-vpn-blocked` response header. The edge must set or strip the
// mark on every request, so a viewer cannot remove it; a viewer who adds it
// only blocks themselves. (README, "VPN block".)
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../http/apiError.ts';

/** The edge's mark on a request that comes through a VPN (forwarded by the gateway). */
export const VPN_REQUEST_HEADER = 'x-ringside-vpn';
/** Sent with every VPN_BLOCKED answer: clients show the VPN blocking message. */
export const VPN_BLOCKED_HEADER = 'x-ringside-vpn-blocked';

/**
 * What a blocked viewer may still call: the realm and its frame (menu, labels),
 * and the session's own calls, so the blocking message is shown in the realm's
 * branding and its way out (sign out) works. Everything else (content,
 * playback, account, commerce) is refused, including routes added later.
 */
const OPEN_TO_BLOCKED_VIEWERS = new Set([
  '/api/v2/realm/:name',
  '/api/v2/realm/hostname/:hostname',
  '/api/v1/init/',
  '/api/v2/login/guest/checkin',
  '/api/v2/login',
  '/api/v2/token/refresh',
  '/api/v2/logout',
]);

export function isMarkedAsVpn(request: Pick<FastifyRequest, 'headers'>): boolean {
  const value = request.headers[VPN_REQUEST_HEADER];
  return (Array.isArray(value) ? value[0] : value)?.trim() === '1';
}

export function vpnBlocked(): ApiError {
  return new ApiError(403, 'VPN_BLOCKED', 'This service cannot be used through a VPN. Turn the VPN off and try again.');
}

/** Installs the block after the request contract (it reads the request's realm). */
export function installVpnBlock(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/') || !isMarkedAsVpn(request)) return;
    const realm = request.client?.realm;
    if (!realm || realm.vpnAllowed) return;
    if (OPEN_TO_BLOCKED_VIEWERS.has(request.routeOptions.url ?? '')) return;
    reply.header(VPN_BLOCKED_HEADER, '1');
    throw vpnBlocked();
  });
}
