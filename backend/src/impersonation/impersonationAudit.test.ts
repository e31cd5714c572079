// Every write made while impersonating is written down with the admin's id, and
// the realm's admins can read it (issue 25).
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commerceCalls, newCustomer, type TestCustomer } from '../payment/paymentTestSupport.ts';
import { bearer, headers, signInAdmin, signInCustomer, testBackend, type TestBackend } from '../testing/testBackend.ts';

describe('the impersonation audit log', () => {
  let backend: TestBackend;
  let api: ReturnType<typeof commerceCalls>;
  let adminToken: string;
  let adminId: string;
  beforeAll(async () => {
    backend = await testBackend({ config: { rateLimitScale: 100 } });
    api = commerceCalls(backend.app);
    adminToken = await signInAdmin(backend, 'ringside');
    adminId = decodeJwt(adminToken).sub!;
  });
  afterAll(() => backend.close());

  async function impersonated(customer: TestCustomer): Promise<TestCustomer> {
    const { token } = (
      await backend.app.inject({
        method: 'POST',
        url: `/api/v2/admin/user/${customer.userId}/impersonation-token`,
        headers: { ...headers(), ...bearer(adminToken) },
      })
    ).json();
    const opened = await backend.app.inject({ url: `/api/v2/admin/user/impersonate?token=${encodeURIComponent(token)}`, headers: headers() });
    return { ...customer, headers: { ...headers(customer.realm), ...bearer(opened.json().authorisationToken) } };
  }

  const readLog = (token: string, query = '', realm = 'ringside') =>
    backend.app.inject({ url: `/api/v2/admin/impersonation-audit${query}`, headers: { ...headers(realm), ...bearer(token) } });

  it('records each write of the impersonation, allowed or refused, with the admin’s id; not the reads, nor the customer’s own', async () => {
    const customer = await newCustomer(backend);
    const admin = await impersonated(customer);

    expect((await api.call('POST', '/api/v2/watchlists', admin, { name: 'Picked by support' })).statusCode).toBe(201);
    expect((await api.call('GET', '/api/v2/customer/cards', admin)).statusCode).toBe(200);
    const refused = await api.call('DELETE', '/api/v2/customer/cards/77', admin);
    expect(refused.json().code).toBe('IMPERSONATION_READ_ONLY');
    // The customer's own writes are theirs: not in the log.
    expect((await api.call('POST', '/api/v2/watchlists', customer, { name: 'My own list' })).statusCode).toBe(201);

    const log = await readLog(adminToken, `?customerId=${customer.userId}`);
    expect(log.statusCode).toBe(200);
    expect(log.json().entries).toEqual([
      {
        id: expect.stringMatching(/^\d+$/),
        at: backend.clock.now.toISOString(),
        admin: { id: adminId, email: 'admin@ringside.test' },
        customer: { id: String(customer.userId), exid: expect.stringMatching(/^RS-/), email: expect.stringContaining('@example.com') },
        sessionId: String(decodeJwt(admin.headers.authorization!.slice('Bearer '.length)).sid),
        method: 'DELETE',
        route: '/api/v2/customer/cards/:id',
        path: '/api/v2/customer/cards/77',
        statusCode: 403,
        errorCode: 'IMPERSONATION_READ_ONLY',
      },
      expect.objectContaining({ method: 'POST', route: '/api/v2/watchlists', statusCode: 201, errorCode: null, admin: { id: adminId, email: 'admin@ringside.test' } }),
    ]);
  });

  it('keeps each customer’s entries apart, newest first, a page at a time', async () => {
    const first = await impersonated(await newCustomer(backend));
    const second = await impersonated(await newCustomer(backend));
    for (const name of ['One', 'Two', 'Three']) await api.call('POST', '/api/v2/watchlists', first, { name });
    await api.call('PUT', '/api/v2/user/password', second, { currentPassword: 'buyer-password', newPassword: 'whatever-it-is-9' });

    const page = (await readLog(adminToken, `?customerId=${first.userId}&limit=2`)).json().entries;
    expect(page.map((entry: { customer: { id: string } }) => entry.customer.id)).toEqual([String(first.userId), String(first.userId)]);
    const rest = (await readLog(adminToken, `?customerId=${first.userId}&before=${page[1].id}`)).json().entries;
    expect(rest).toHaveLength(1);
    expect(Number(rest[0].id)).toBeLessThan(Number(page[1].id));

    const everyone = (await readLog(adminToken)).json().entries;
    expect(everyone[0]).toMatchObject({ customer: { id: String(second.userId) }, route: '/api/v2/user/password', errorCode: 'IMPERSONATION_READ_ONLY' });
  });

  it('is for admins of the realm only', async () => {
    const customer = await newCustomer(backend);
    const admin = await impersonated(customer);
    await api.call('POST', '/api/v2/watchlists', admin, { name: 'Seen only here' });

    expect((await readLog(await signInCustomer(backend, 'ringside'))).json()).toMatchObject({ code: 'FORBIDDEN' });
    // The impersonating admin is the customer while it lasts.
    expect((await readLog(admin.headers.authorization!.slice('Bearer '.length))).statusCode).toBe(403);
    expect((await backend.app.inject({ url: '/api/v2/admin/impersonation-audit', headers: headers() })).statusCode).toBe(401);
    // Another realm's admin sees none of ringside's.
    const acme = (await readLog(await signInAdmin(backend, 'acme'), '', 'acme')).json();
    expect(acme.entries.filter((entry: { customer: { id: string } }) => entry.customer.id === String(customer.userId))).toEqual([]);
    expect((await readLog(adminToken, '?limit=500')).statusCode).toBe(400);
  });
});
