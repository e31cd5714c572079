import { describe, expect, it } from 'vitest';
import { createTestGateway, parseSetCookie } from '../testing/gatewayClient.ts';

const realmQuery = `{ realm { menu { items { title } } } }`;
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe("the device id the upstream sees", () => {
  it('is a browser\'s own: a random id kept a year in an httpOnly cookie, sent on every upstream call', async () => {
    const { query, upstream } = createTestGateway();
    const first = await query(realmQuery);
    const [deviceCookie, ...others] = first.headers.getSetCookie();
    expect(others).toEqual([]);
    expect(parseSetCookie(deviceCookie!)).toMatchObject({
      name: 'rs_device',
      value: expect.stringMatching(/^[0-9a-f-]{36}$/),
      attributes: { Path: '/', 'Max-Age': '31536000', HttpOnly: true, SameSite: 'Lax' },
    });
    expect(parseSetCookie(deviceCookie!).attributes).not.toHaveProperty('Secure');
    const deviceId = deviceCookie!.split(';')[0]!.slice('rs_device='.length);
    expect(deviceId).toMatch(uuid);
    expect(upstream.calls.map((call) => call.headers.get('x-device-id'))).toEqual([deviceId, deviceId]);

    upstream.reset();
    const later = await query(`{ realm { menu { items { title } } } }`, {
      headers: { cookie: `rs_device=${deviceId}`, 'accept-language': 'pt' },
    });
    expect(later.headers.getSetCookie()).toEqual([]);
    expect(upstream.calls.map((call) => call.headers.get('x-device-id'))).toEqual([deviceId]);
  });

  it('differs from one browser to the next', async () => {
    const { query } = createTestGateway();
    const [a, b] = await Promise.all([query(realmQuery), query(realmQuery)]);
    expect(a.headers.getSetCookie()[0]).not.toBe(b.headers.getSetCookie()[0]);
  });

  it("is an app's own x-device-id when it sends one, with no cookie", async () => {
    const { query, upstream } = createTestGateway();
    const answer = await query(realmQuery, {
      headers: { 'x-device-id': 'tv-4f1c2a9e-living-room', cookie: 'rs_device=9b2d7c1e-1111-4222-8333-444455556666' },
    });
    expect(answer.headers.getSetCookie()).toEqual([]);
    expect(new Set(upstream.calls.map((call) => call.headers.get('x-device-id')))).toEqual(new Set(['tv-4f1c2a9e-living-room']));
  });

  it('never trusts a malformed id: a fresh one is made instead', async () => {
    for (const [header, cookie] of [
      ['x'.repeat(65), 'short'],
      ['evil id; with spaces', 'rs\u00e9vil-0000-0000'],
    ] as const) {
      const { query, upstream } = createTestGateway();
      const answer = await query(realmQuery, { headers: { 'x-device-id': header, cookie: `rs_device=${encodeURIComponent(cookie)}` } });
      const sent = upstream.calls[0]!.headers.get('x-device-id');
      expect(sent).toMatch(uuid);
      expect(answer.headers.getSetCookie()[0]).toContain(`rs_device=${sent};`);
    }
  });
});
