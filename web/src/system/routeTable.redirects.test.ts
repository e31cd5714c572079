// @vitest-environment node
// Every redirect of spec §2, row by row, through found's own matching: the
// router's routes in a language (routeConfigFor), guarded as the app guards
// them (guardRoutes), resolved by found as a server would (getFarceResult).
// Each expectation is written out by hand; a changed row has to change here.
import { queryMiddleware } from 'farce';
import { type Match, type RouteConfig, type RouteObject, Matcher, resolver } from 'found';
import { getFarceResult } from 'found/server';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionGate, ViewerAccess } from '../session/ensureSession.ts';
import { guardRoutes } from '../session/guardRoutes.ts';
import { EVERY_ROUTE_ALLOWED, type RealmAccessFlags, type Role } from '../session/routeAccess.ts';
import type { AppContext } from './appContext.ts';
import { routeConfigFor } from './routeConfig.ts';
import { setRouteLanguage } from './routePaths.ts';
import { guardRedirects, pathRedirects, type RouteLanguage, routeRedirects } from './routeTable.ts';

const ringside: RealmAccessFlags = EVERY_ROUTE_ALLOWED;
const acme: RealmAccessFlags = { ...ringside, guestsAllowed: false, fullGuestAccess: false };

interface Visit {
  language?: RouteLanguage;
  role?: Role;
  flags?: RealmAccessFlags;
  splashUrl?: string | null;
}

function session({ role = 'CUSTOMER', flags = ringside, splashUrl = null }: Visit): SessionGate {
  const access: ViewerAccess = { role, flags, isChildProfile: false, splashUrl };
  return {
    access: async () => access,
    renew: async () => access,
    checkIn: async () => ({ ...access, role: 'GUEST' }),
    takeSessionExpiredNotice: () => false,
  };
}

/** The routes without their lazily loaded screens: only where found sends the viewer is looked at. */
function withoutScreens(routes: RouteConfig): RouteConfig {
  return routes.map((route) => ('getComponent' in route ? { ...(route as RouteObject), getComponent: undefined } : route));
}

/** Where found sends a viewer who opens `url` (inside the realm): the redirect's address, or the page's status. */
async function follow(url: string, visit: Visit = {}): Promise<string> {
  const language = visit.language ?? 'en';
  setRouteLanguage(language);
  const result = await getFarceResult({
    url,
    historyMiddlewares: [queryMiddleware],
    routeConfig: guardRoutes(withoutScreens(routeConfigFor(language))),
    resolver,
    // Only redirects and refusals are followed here: no page is rendered.
    render: () => null as unknown as ReactElement,
    matchContext: { session: session(visit), locale: language } as unknown as AppContext,
  });
  if ('redirect' in result) return decodeURIComponent(result.redirect.url);
  return `status ${result.status}`;
}

afterEach(() => setRouteLanguage('en'));

/** The rows below, by the table's own `spec` text: every row of the table has its tests. */
const tested = new Set<string>();
function row(spec: string, cases: () => void) {
  tested.add(spec);
  describe(spec, cases);
}

describe('the redirects of spec §2', () => {
  row("'/competicao/:id' goes to SECTION with the id", () => {
    it('in English and in Spanish, query kept', async () => {
      expect(await follow('/competicao/42?utm=x')).toBe('/section/42?utm=x');
      expect(await follow('/competicao/42', { language: 'es' })).toBe('/seccion/42');
    });
  });

  row("'/(section|secao|seccion)/news' goes to NEWS", () => {
    it('from each language’s section path, in the viewer’s language', async () => {
      expect(await follow('/section/news?page=2')).toBe('/news?page=2');
      expect(await follow('/secao/news', { language: 'pt' })).toBe('/noticias');
      expect(await follow('/seccion/news', { language: 'en' })).toBe('/news');
    });
  });

  row("'/(section|secao|seccion)/schedule' goes to SCHEDULE", () => {
    it('from each language’s section path', async () => {
      expect(await follow('/section/schedule')).toBe('/schedule');
      expect(await follow('/secao/schedule', { language: 'pt' })).toBe('/agenda');
      expect(await follow('/seccion/schedule', { language: 'es' })).toBe('/calendario');
    });
  });

  row("'/subscriptions' goes to ACCOUNT", () => {
    it('on the subscriptions tab', async () => {
      expect(await follow('/subscriptions')).toBe('/account?section=subscriptions');
      expect(await follow('/subscriptions', { language: 'es' })).toBe('/cuenta?section=subscriptions');
    });
  });

  row("'/partitions' goes to ACCOUNT with section=partitions", () => {
    it('on the partitions tab', async () => {
      expect(await follow('/partitions')).toBe('/account?section=partitions');
    });
  });

  row("'/live' goes to LIVE_EVENTS", () => {
    it('in Portuguese to its own path; in English it is LIVE_EVENTS’s path (next row)', async () => {
      expect(await follow('/live', { language: 'pt' })).toBe('/ao-vivo');
      expect(await follow('/live')).toBe('/#livenow');
    });
  });

  row('RESET_PASSWORD goes to LOGIN_RESET_PASSWORD keeping the query', () => {
    it('in every language, without a session', async () => {
      expect(await follow('/reset-password?email=fan%40ringside.test', { role: 'UNAUTHENTICATED' })).toBe(
        '/login/reset-password?email=fan@ringside.test',
      );
      expect(await follow('/restablecer-contrasena?email=a', { role: 'UNAUTHENTICATED', language: 'es' })).toBe(
        '/iniciar-sesion/restablecer-contrasena?email=a',
      );
    });
  });

  row('REQUEST_PASSWORD goes to LOGIN_REQUEST_PASSWORD', () => {
    it('keeping the query', async () => {
      expect(await follow('/request-password?email=a', { role: 'UNAUTHENTICATED', flags: acme })).toBe('/login/request-password?email=a');
    });
  });

  row('PREFERENCES goes to account section=preferences', () => {
    it('for an account holder; a visitor signs in first', async () => {
      expect(await follow('/preferences')).toBe('/account?section=preferences');
      expect(await follow('/preferencias', { language: 'pt' })).toBe('/conta?section=preferences');
      expect(await follow('/preferences', { role: 'UNAUTHENTICATED', flags: acme })).toBe('/login?from=/preferences');
    });
  });

  row('PROFILES goes to the default menu path with the profile marker', () => {
    it('for an account holder', async () => {
      expect(await follow('/profiles')).toBe('/#profiles');
      expect(await follow('/perfiles', { language: 'es' })).toBe('/#profiles');
    });
  });

  row('LIVE_EVENTS goes to the default menu path with the live marker', () => {
    it('for an account holder', async () => {
      expect(await follow('/live')).toBe('/#livenow');
      expect(await follow('/en-vivo', { language: 'es' })).toBe('/#livenow');
    });
  });

  row('a guest when guests are not allowed goes to LOGOUT', () => {
    it('from any page but the logout page', async () => {
      expect(await follow('/video/7', { role: 'GUEST', flags: acme })).toBe('/logout');
      expect(await follow('/cuenta', { role: 'GUEST', flags: acme, language: 'es' })).toBe('/cerrar-sesion');
    });
  });

  row("a 'pwrt' query outside the reset page goes to LOGIN_RESET_PASSWORD keeping the query", () => {
    it('from any page', async () => {
      expect(await follow('/video/7?pwrt=abc', { role: 'UNAUTHENTICATED' })).toBe('/login/reset-password?pwrt=abc');
      expect(await follow('/?email=a&pwrt=abc', { role: 'UNAUTHENTICATED', language: 'pt' })).toBe('/entrar/redefinir-senha?email=a&pwrt=abc');
    });
  });

  row("the root, for a visitor who is not signed in, goes to the realm's splash URL unless it is home", () => {
    it('to a page of the realm', async () => {
      expect(await follow('/', { role: 'UNAUTHENTICATED', splashUrl: '/section/welcome?from=splash' })).toBe('/section/welcome?from=splash');
    });

    it('not for a signed-in viewer, nor for any other page', async () => {
      expect(await follow('/profiles', { role: 'CUSTOMER', splashUrl: '/section/welcome' })).toBe('/#profiles');
      expect(await follow('/section/news', { role: 'UNAUTHENTICATED', splashUrl: '/section/welcome' })).toBe('/news');
    });

    it('to another site, by leaving the app', async () => {
      const assign = vi.fn();
      vi.stubGlobal('window', { location: { assign }, top: null, self: null });
      try {
        const leaving = follow('/', { role: 'UNAUTHENTICATED', splashUrl: 'https://welcome.example/' });
        await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://welcome.example/'));
        void leaving;
      } finally {
        vi.unstubAllGlobals();
      }
    });
  });

  it('has tests for every row of the table', () => {
    const rows = [...pathRedirects, ...routeRedirects, ...guardRedirects].map((each) => each.spec);
    expect(rows.filter((spec) => !tested.has(spec))).toEqual([]);
  });
});

describe('legacy default-language keys (spec §2)', () => {
  it('go to the localised path, keeping the query', async () => {
    expect(await follow('/section/fights?sort=new', { language: 'es' })).toBe('/seccion/fights?sort=new');
    expect(await follow('/live/7', { language: 'pt' })).toBe('/ao-vivo/7');
    expect(await follow('/login?from=/conta', { language: 'pt', role: 'UNAUTHENTICATED' })).toBe('/entrar?from=/conta');
  });

  it('keep the hash and the history state', () => {
    const routes = routeConfigFor('es');
    const matcher = new Matcher(routes);
    const location = { pathname: '/section/fights', search: '?x=1', hash: '#top', query: { x: '1' }, state: { from: 'menu' } };
    const matched = matcher.match(location as unknown as Parameters<Matcher['match']>[0])!;
    const route = matcher.getRoutes(matched as never)!.at(-1) as RouteObject & { to: (match: Match) => unknown };
    expect(route.to({ location, params: matched.params } as unknown as Match)).toEqual({
      pathname: '/seccion/fights',
      query: { x: '1' },
      hash: '#top',
      state: { from: 'menu' },
    });
  });

  it('as do the other languages’ paths, so a shared link works for every viewer', async () => {
    expect(await follow('/secao/lutas', { language: 'es' })).toBe('/seccion/lutas');
    expect(await follow('/en-vivo/3')).toBe('/live/3');
  });

  it('leave the active language’s own paths alone', async () => {
    expect(await follow('/seccion/peleas', { language: 'es', role: 'UNAUTHENTICATED', flags: acme })).toBe('/iniciar-sesion?from=/seccion/peleas');
  });
});

describe('conditional routes (spec §2), which the realm may not offer', () => {
  // Route, a path of it, and the flag that takes it away: the page is then not found.
  const rows: [string, string, keyof RealmAccessFlags][] = [
    ['SCHEDULE', '/schedule', 'hasLive'],
    ['SCHEDULE', '/agenda', 'scheduleSectionEnabled'],
    ['EPG', '/epg', 'epgMatrixEnabled'],
    ['MULTI_VIEW', '/multi-view', 'multiViewAllowed'],
    ['UPCOMING', '/upcoming', 'allowGuestSchedule'],
    ['TV_LOGIN', '/tv', 'pinLoginEnabled'],
    ['SIGNUP', '/signup', 'allowSelfRegistration'],
    ['GIFTS', '/gifts', 'giftingEnabled'],
    ['GIFT_REDEMPTION', '/gifts/redeem', 'giftingEnabled'],
    ['FIGHTERS', '/fighters', 'fightersInMenu'],
    ['FIGHTER', '/fighters/303', 'fightersInMenu'],
  ];

  it.each(rows)('%s at %s is not found without %s', async (_route, path, flag) => {
    const language = path === '/agenda' ? 'pt' : 'en';
    expect(await follow(path, { language, flags: { ...ringside, [flag]: false } })).toBe('status 404');
  });

  it('UPCOMING needs guests too', async () => {
    expect(await follow('/upcoming', { flags: acme })).toBe('status 404');
  });

  it('an unknown path is the not-found page (the gateway answers it with HTTP 404: gateway/src/http/webApp.ts)', () => {
    for (const language of ['en', 'pt', 'es'] as const) {
      const matcher = new Matcher(routeConfigFor(language));
      const matched = matcher.match({ pathname: '/nothing-here' } as unknown as Parameters<Matcher['match']>[0])!;
      expect((matcher.getRoutes(matched as never)!.at(-1) as RouteObject).name).toBe('NOT_FOUND');
    }
  });
});
