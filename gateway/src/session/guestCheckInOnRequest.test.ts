// The web client's first query carries `x-ringside-guest-check-in: auto`: a
// visitor without a session is checked in as a guest by that query itself, so
// the realm frame, the check-in and the route's data arrive in one round trip.
import { describe, expect, it } from 'vitest';
import { GUEST_CHECK_IN_HEADER } from '../context.ts';
import { cookieHeaderFrom, createTestGateway, sessionSetCookies } from '../testing/gatewayClient.ts';

const firstQuery = `{
  realm { title }
  viewer { role }
  section(name: "home") { title }
}`;
const auto = { [GUEST_CHECK_IN_HEADER]: 'auto' };
const checkIns = (upstream: { count(prefix: string): number }) => upstream.count('/api/v2/login/guest/checkin');

describe('guest check-in on the first query', () => {
  it('checks a new visitor in and answers their content in the same response, with the session cookies', async () => {
    const { query, upstream } = createTestGateway();
    const first = await query(firstQuery, { headers: auto });

    expect(first.errors).toBeUndefined();
    expect(first.data).toMatchObject({ viewer: { role: 'GUEST' }, section: { title: 'Home' } });
    expect(sessionSetCookies(first.headers).map((cookie) => cookie.split('=')[0])).toEqual(['rs_at_ringside', 'rs_rt_ringside']);
    expect(checkIns(upstream)).toBe(1);

    const next = await query(`{ viewer { role } }`, { headers: { ...auto, cookie: cookieHeaderFrom(first.headers) } });
    expect(next.data!.viewer.role).toBe('GUEST');
    expect(checkIns(upstream)).toBe(1);
  });

  it('never checks in a viewer who has a session, even one whose access cookie has expired', async () => {
    const { query, upstream } = createTestGateway();
    const checkIn = await query(`mutation { checkInAsGuest { viewer { role } } }`);
    const refreshCookieOnly = cookieHeaderFrom(checkIn.headers)
      .split('; ')
      .filter((pair) => !pair.startsWith('rs_at_'))
      .join('; ');
    upstream.reset();

    const later = await query(`{ viewer { role } }`, { headers: { ...auto, cookie: refreshCookieOnly } });
    expect(later.data!.viewer.role).toBe('GUEST');
    expect(upstream.count('/api/v2/token/refresh')).toBe(1);
    expect(checkIns(upstream)).toBe(0);
  });

  it('does nothing without the header: plain queries create no guests', async () => {
    const { query, upstream } = createTestGateway();
    const answer = await query(`{ viewer { role } }`);
    expect(answer.data!.viewer.role).toBe('UNAUTHENTICATED');
    expect(sessionSetCookies(answer.headers)).toEqual([]);
    expect(checkIns(upstream)).toBe(0);
  });

  it('does nothing for an app that brings its own bearer token', async () => {
    const { query, upstream } = createTestGateway();
    const answer = await query(`{ viewer { role } }`, { headers: { ...auto, authorization: 'Bearer not-a-token' } });
    expect(answer.data?.viewer?.role ?? null).not.toBe('GUEST');
    expect(checkIns(upstream)).toBe(0);
  });

  it('leaves a visitor of a realm without guests a visitor, without asking the platform', async () => {
    const { query, upstream } = createTestGateway();
    const answer = await query(`{ viewer { role } }`, { realm: 'acme', headers: auto });
    expect(answer.data!.viewer.role).toBe('UNAUTHENTICATED');
    expect(checkIns(upstream)).toBe(0);
  });

  it('checks in once per request, however many fields need the session', async () => {
    const { query, upstream } = createTestGateway();
    await query(`{ viewer { role isGuest } a: section(name: "home") { title } b: video(internalId: "1") { title } }`, {
      headers: auto,
    });
    expect(checkIns(upstream)).toBe(1);
  });
});
