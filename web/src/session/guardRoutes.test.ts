import { HttpError, Redirect, RedirectException, type RouteMatch, type RouteObject } from 'found';
import { describe, expect, it, vi } from 'vitest';
import type { AppContext } from '../system/appContext.ts';
import type { SessionGate, ViewerAccess } from './ensureSession.ts';
import { guardRoutes } from './guardRoutes.ts';
import { EVERY_ROUTE_ALLOWED, type Role } from './routeAccess.ts';

const ringsideFlags = EVERY_ROUTE_ALLOWED;
const acmeFlags = { ...ringsideFlags, guestsAllowed: false, fullGuestAccess: false, pinLoginEnabled: false };

function gate(
  role: Role,
  flags = ringsideFlags,
  { sessionExpired = false, isChildProfile = false } = {},
): SessionGate & { checkIn: ReturnType<typeof vi.fn> } {
  const access: ViewerAccess = { role, flags, sessionExpired, isChildProfile };
  let noticeGiven = false;
  return {
    access: vi.fn(async () => access),
    checkIn: vi.fn(async () => ({ role: 'GUEST' as const, flags, isChildProfile: false })),
    renew: vi.fn(async () => access),
    // As the real gate: the notice is given once.
    takeSessionExpiredNotice: (answer) => {
      if (!answer.sessionExpired || noticeGiven) return false;
      noticeGiven = true;
      return true;
    },
  };
}

function matchOf(route: RouteObject, session: SessionGate, path = '/video/7', search = ''): RouteMatch {
  return {
    route,
    context: { session } as unknown as AppContext,
    location: { pathname: path, search, query: Object.fromEntries(new URLSearchParams(search)) },
    params: {},
  } as unknown as RouteMatch;
}

async function run(route: RouteObject, session: SessionGate, path?: string, search?: string) {
  const guarded = guardRoutes([route])[0] as RouteObject;
  return guarded.getData!.call(guarded, matchOf(guarded, session, path, search));
}

describe('every route, guarded', () => {
  it('loads the route’s own data once the viewer may see it, with the route as `this`', async () => {
    const route: RouteObject = {
      name: 'VOD',
      path: '/video/:id',
      getData(this: RouteObject) {
        return Promise.resolve(`data of ${String(this.name)}`);
      },
    };
    await expect(run(route, gate('CUSTOMER'))).resolves.toBe('data of VOD');
  });

  it('checks a visitor in as a guest before the page’s data is asked for', async () => {
    const session = gate('UNAUTHENTICATED');
    const getData = vi.fn(() => {
      expect(session.checkIn).toHaveBeenCalledTimes(1);
      return 'home';
    });
    await expect(run({ name: 'HOME', path: '/', getData }, session, '/')).resolves.toBe('home');
    expect(getData).toHaveBeenCalledTimes(1);
  });

  it('redirects to sign in, with where the visitor was going, and never loads the page’s data', async () => {
    const getData = vi.fn();
    const failure = await run({ name: 'VOD', path: '/video/:id', getData }, gate('UNAUTHENTICATED', acmeFlags), '/video/7', '?t=30').catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(RedirectException);
    expect((failure as RedirectException).location).toEqual({ pathname: '/login', query: { from: '/video/7?t=30' } });
    expect(getData).not.toHaveBeenCalled();
  });

  it('tells a viewer whose signed-in session just expired, once, on the sign-in page, then lets them be', async () => {
    const session = gate('UNAUTHENTICATED', ringsideFlags, { sessionExpired: true });
    const getData = vi.fn(() => 'home');
    const failure = await run({ name: 'VOD', path: '/video/:id', getData }, session, '/video/7').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(RedirectException);
    expect((failure as RedirectException).location).toEqual({
      pathname: '/login',
      query: { message: 'sessionExpired', from: '/video/7' },
    });
    // Browsing on without signing in: a guest of this realm like any other visitor.
    await expect(run({ name: 'HOME', path: '/', getData }, session, '/')).resolves.toBe('home');
    expect(session.checkIn).toHaveBeenCalledTimes(1);
  });

  it('takes a child profile opening the account page home, without loading the page’s data', async () => {
    const getData = vi.fn();
    const failure = await run(
      { name: 'ACCOUNT', path: '/account', getData },
      gate('CUSTOMER', ringsideFlags, { isChildProfile: true }),
      '/account',
      '?section=preferences',
    ).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(RedirectException);
    expect((failure as RedirectException).location).toEqual({ pathname: '/', query: {} });
    expect(getData).not.toHaveBeenCalled();
  });

  it('guards routes without data of their own too (a 404 for a route the realm does not offer)', async () => {
    const failure = await run({ name: 'TV_LOGIN', path: '/tv', data: 'static' }, gate('CUSTOMER', acmeFlags), '/tv').catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(HttpError);
    expect((failure as HttpError).status).toBe(404);
    await expect(run({ name: 'TV_LOGIN', path: '/tv', data: 'static' }, gate('CUSTOMER'), '/tv')).resolves.toBe('static');
  });

  it('leaves unnamed routes (found’s Redirect) as they are, class and all', () => {
    const redirect = new Redirect({ from: '/reset-password', to: '/login/reset-password' });
    const [guarded] = guardRoutes([redirect as unknown as RouteObject]);
    expect(guarded).toBe(redirect);
  });

  it('keeps a named class-based route’s prototype', () => {
    class NamedRoute {
      name = 'LOGIN';
      path = '/login';
      describe() {
        return 'sign in';
      }
    }
    const [guarded] = guardRoutes([new NamedRoute() as unknown as RouteObject]);
    expect((guarded as unknown as NamedRoute).describe()).toBe('sign in');
  });
});

describe('a session check that fails', () => {
  it('is an error found can render (the error view with "Try again"), not a crash', async () => {
    const session = gate('UNAUTHENTICATED');
    session.checkIn.mockRejectedValueOnce(new Error('Failed to fetch'));
    const failure = await run({ name: 'HOME', path: '/', getData: vi.fn() }, session, '/').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(HttpError);
    expect((failure as HttpError).status).toBe(500);
  });
});
