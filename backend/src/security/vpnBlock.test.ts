import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkInGuest, headers, testBackend, type TestBackend } from '../testing/testBackend.ts';
import { VPN_BLOCKED_HEADER, VPN_REQUEST_HEADER } from './vpnBlock.ts';

// Acme refuses VPNs in this file; Ringside allows them (the default).
describe('a viewer coming through a VPN', () => {
  let backend: TestBackend;
  beforeAll(async () => {
    // No realm cache: the flag flipped below applies at once.
    backend = await testBackend({ config: { realmCacheSeconds: 0 } });
    await backend.database.query(`update realm set vpn_allowed = false where name = 'acme'`);
  });
  afterAll(() => backend.close());

  const viaVpn = (realm: string) => headers(realm, { [VPN_REQUEST_HEADER]: '1' });

  it('is refused content with VPN_BLOCKED and the VPN block header where the realm does not allow VPNs', async () => {
    const response = await backend.app.inject({ url: '/api/v2/section/home', headers: viaVpn('acme') });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'VPN_BLOCKED' });
    expect(response.headers[VPN_BLOCKED_HEADER]).toBe('1');
  });

  it('still gets the realm, its menu and a way to sign out, so the message can be shown and followed', async () => {
    const { realm: _realm, ...lookupHeaders } = viaVpn('acme');
    expect((await backend.app.inject({ url: '/api/v2/realm/acme', headers: lookupHeaders })).statusCode).toBe(200);
    expect((await backend.app.inject({ url: '/api/v1/init/?lk=en', headers: viaVpn('acme') })).statusCode).toBe(200);
    const logout = await backend.app.inject({ method: 'POST', url: '/api/v2/logout', headers: viaVpn('acme') });
    expect(logout.statusCode).not.toBe(403);
  });

  it('watches as usual where the realm allows VPNs, and without the mark', async () => {
    const guest = await checkInGuest(backend.app, 'ringside');
    const onRingside = await backend.app.inject({
      url: '/api/v2/section/home',
      headers: { ...viaVpn('ringside'), authorization: `Bearer ${guest.authorisationToken}` },
    });
    expect(onRingside.statusCode).toBe(200);
    const unmarked = await backend.app.inject({ url: '/api/v2/section/home', headers: headers('acme') });
    expect(unmarked.statusCode).not.toBe(403);
    expect(unmarked.headers[VPN_BLOCKED_HEADER]).toBeUndefined();
  });
});
