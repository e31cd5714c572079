import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, headers, signInAdmin, signInCustomer, testBackend, type TestBackend } from '../testing/testBackend.ts';
import { deviceLabel } from './impersonationService.ts';

describe('admin impersonation', () => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await testBackend();
  });
  afterAll(() => backend.close());

  const findCustomer = async (adminToken: string, email: string, realm = 'ringside') =>
    backend.app.inject({ url: `/api/v2/admin/users?email=${encodeURIComponent(email)}`, headers: { ...headers(realm), ...bearer(adminToken) } });
  const tokenFor = (adminToken: string, userId: string, realm = 'ringside') =>
    backend.app.inject({
      method: 'POST',
      url: `/api/v2/admin/user/${userId}/impersonation-token`,
      headers: { ...headers(realm), ...bearer(adminToken) },
    });
  const impersonate = (token: string, realm = 'ringside') =>
    backend.app.inject({ url: `/api/v2/admin/user/impersonate?token=${encodeURIComponent(token)}`, headers: headers(realm) });

  it('lets an admin open a session as a customer, marked as theirs, and shows the overlay data', async () => {
    await signInCustomer(backend, 'ringside'); // the customer watched on a device of their own
    const admin = await signInAdmin(backend, 'ringside');
    const found = await findCustomer(admin, 'FAN@ringside');
    expect(found.statusCode).toBe(200);
    const [customer] = found.json().users;
    expect(customer).toMatchObject({ email: 'fan@ringside.test', status: 'ACTIVE' });
    expect(customer.exid).toMatch(/^RS-[0-9A-F]{10}$/);

    const issued = await tokenFor(admin, customer.id);
    expect(issued.statusCode).toBe(200);
    const { token, exp } = issued.json();
    expect(new Date(exp).getTime() - backend.clock.now.getTime()).toBe(120_000);

    const opened = await impersonate(token);
    expect(opened.statusCode).toBe(200);
    const session = opened.json();
    const claims = decodeJwt(session.authorisationToken);
    expect(claims).toMatchObject({ sub: customer.id, rol: 'CUSTOMER', imp: { adm: decodeJwt(admin).sub } });

    const state = await backend.app.inject({ url: '/api/v2/user/impersonation-state', headers: { ...headers(), ...bearer(session.authorisationToken) } });
    expect(state.json()).toEqual({
      impersonating: true,
      exid: customer.exid,
      device: 'web',
      location: 'Unknown',
      admin: { id: decodeJwt(admin).sub, email: 'admin@ringside.test' },
    });

    // Refreshing keeps the mark.
    const refreshed = await backend.app.inject({
      method: 'POST',
      url: '/api/v2/token/refresh',
      headers: headers(),
      payload: { refreshToken: session.refreshToken },
    });
    expect(decodeJwt(refreshed.json().authorisationToken).imp).toEqual({ adm: decodeJwt(admin).sub });
  });

  it('ends an impersonation session left unused for an hour', async () => {
    const admin = await signInAdmin(backend, 'ringside');
    const [customer] = (await findCustomer(admin, 'fan@ringside.test')).json().users;
    const session = (await impersonate((await tokenFor(admin, customer.id)).json().token)).json();
    backend.clock.advanceMinutes(61);
    const refreshed = await backend.app.inject({
      method: 'POST',
      url: '/api/v2/token/refresh',
      headers: headers(),
      payload: { refreshToken: session.refreshToken },
    });
    expect(refreshed.json().code).toBe('INVALID_REFRESH_TOKEN');
  });

  it('spends a token once and lets it expire', async () => {
    const admin = await signInAdmin(backend, 'ringside');
    const [customer] = (await findCustomer(admin, 'fan@ringside.test')).json().users;
    const { token } = (await tokenFor(admin, customer.id)).json();
    expect((await impersonate(token)).statusCode).toBe(200);
    const again = await impersonate(token);
    expect(again.statusCode).toBe(401);
    expect(again.json().code).toBe('INVALID_IMPERSONATION_TOKEN');

    const late = (await tokenFor(admin, customer.id)).json().token;
    backend.clock.advanceMinutes(2);
    expect((await impersonate(late)).json().code).toBe('INVALID_IMPERSONATION_TOKEN');
  });

  it('is for admins of the same realm only, and only towards customers', async () => {
    const admin = await signInAdmin(backend, 'ringside');
    const [customer] = (await findCustomer(admin, 'fan@ringside.test')).json().users;

    const asCustomer = await tokenFor(await signInCustomer(backend, 'ringside'), customer.id);
    expect(asCustomer.statusCode).toBe(403);
    expect((await findCustomer(await signInCustomer(backend, 'ringside'), 'fan')).statusCode).toBe(403);

    // An acme admin cannot reach a ringside customer, neither by id nor by search.
    const acmeAdmin = await signInAdmin(backend, 'acme');
    expect((await tokenFor(acmeAdmin, customer.id, 'acme')).statusCode).toBe(404);
    expect((await findCustomer(acmeAdmin, 'ringside.test', 'acme')).json().users).toEqual([]);

    // Admins are never impersonated.
    expect((await tokenFor(admin, decodeJwt(admin).sub!)).statusCode).toBe(404);

    // A ringside token does not open a session on acme.
    const { token } = (await tokenFor(admin, customer.id)).json();
    expect((await impersonate(token, 'acme')).json().code).toBe('INVALID_IMPERSONATION_TOKEN');
  });

  it('says an ordinary session is not an impersonation', async () => {
    const customer = await signInCustomer(backend, 'ringside');
    const state = await backend.app.inject({ url: '/api/v2/user/impersonation-state', headers: { ...headers(), ...bearer(customer) } });
    expect(state.json()).toMatchObject({ impersonating: false, exid: null });
  });

  it('names devices by app, browser and system', () => {
    expect(deviceLabel('tv', 'RingsideTV/2.0')).toBe('tv');
    expect(deviceLabel('gateway', 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36')).toBe(
      'web · Chrome on Linux',
    );
  });
});
