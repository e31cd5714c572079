import { describe, expect, it } from 'vitest';
import { createFakeUpstream } from '../testing/fakeUpstream.ts';
import { cookieHeaderFrom, createTestGateway } from '../testing/gatewayClient.ts';

/**
 * A gateway whose upstream refuses content to requests marked as coming
 * through a VPN, as the backend does for a realm with `vpnAllowed: false`.
 */
function gatewayBehindVpnBlockingUpstream() {
  const upstream = createFakeUpstream();
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const markedAsVpn = new Headers(init?.headers).get('x-ringside-vpn') === '1';
    if (markedAsVpn && url.pathname.startsWith('/api/v2/section/')) {
      await upstream.fetch(input, init); // recorded like every call
      return new Response(JSON.stringify({ code: 'VPN_BLOCKED', message: 'No VPNs' }), {
        status: 403,
        headers: { 'content-type': 'application/json', 'x-ringside-vpn-blocked': '1' },
      });
    }
    return upstream.fetch(input, init);
  };
  return { ...createTestGateway({ fetch: fetch as typeof globalThis.fetch }), upstream };
}

describe('a viewer the edge marks as coming through a VPN', () => {
  it('has the mark passed on to the platform, and a refused page answers VPN_BLOCKED', async () => {
    const { query, upstream } = gatewayBehindVpnBlockingUpstream();
    const vpn = { 'x-ringside-vpn': '1' };
    const checkIn = await query(`mutation { checkInAsGuest { viewer { role } } }`, { headers: vpn });
    expect(checkIn.errors).toBeUndefined();

    const { data, errors } = await query(`{ section(name: "home") { title } }`, {
      headers: { ...vpn, cookie: cookieHeaderFrom(checkIn.headers) },
    });

    expect(data?.section ?? null).toBeNull();
    expect(errors?.[0]?.extensions).toMatchObject({ code: 'VPN_BLOCKED', httpStatus: 403 });
    // Every call made for the viewer carries the mark (the signing keys are the gateway's own, shared by all).
    const forTheViewer = upstream.calls.filter((call) => call.url.pathname.startsWith('/api/'));
    expect(forTheViewer.map((call) => call.url.pathname)).toContain('/api/v2/section/home');
    expect(forTheViewer.every((call) => call.headers.get('x-ringside-vpn') === '1')).toBe(true);
  });

  it('sends no mark for a request the edge did not mark', async () => {
    const { query, upstream } = gatewayBehindVpnBlockingUpstream();
    const checkIn = await query(`mutation { checkInAsGuest { viewer { role } } }`);

    const { errors } = await query(`{ section(name: "home") { title } }`, { headers: { cookie: cookieHeaderFrom(checkIn.headers) } });

    expect(errors).toBeUndefined();
    expect(upstream.calls.some((call) => call.headers.has('x-ringside-vpn'))).toBe(false);
  });
});
