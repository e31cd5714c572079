// Spec §4 "Challenge", §6: the VPN block. The edge in front of the gateway
// (CDN or proxy) marks a request that comes through a VPN with
// `x-ringside-vpn: 1`; the gateway passes the mark on to the backend with
// every call it makes for that request, and the backend refuses content with
// 403 VPN_BLOCKED where the realm's `vpnAllowed` is false (README, "VPN block").
// The mark is passed on whatever TRUST_PROXY_HOPS says: a viewer who sends it
// only blocks themselves, and the edge must set or strip it on every request.

/** The edge's mark on a request that comes through a VPN; the same name on the gateway's calls to the backend. */
export const VPN_REQUEST_HEADER = 'x-ringside-vpn';
/** The backend's header on a VPN_BLOCKED answer, passed on to the browser. */
export const VPN_BLOCKED_HEADER = 'x-ringside-vpn-blocked';

export function isMarkedAsVpn(headers: { get(name: string): string | null }): boolean {
  return headers.get(VPN_REQUEST_HEADER)?.trim() === '1';
}
