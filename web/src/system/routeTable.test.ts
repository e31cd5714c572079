import { Matcher } from 'found';
import { describe, expect, it } from 'vitest';
import { PROFILES_HASH } from '../profile/profilesLocation.ts';
import { SUPPORTED_LOCALES } from './i18n.ts';
import {
  isKnownPath,
  matchPattern,
  pathRedirects,
  ROUTE_LANGUAGES,
  type RouteName,
  routeRedirects,
  routeTable,
  translatePath,
  underRealmPrefix,
} from './routeTable.ts';

const routeNames = Object.keys(routeTable) as RouteName[];
const paramsOf = (pattern: string) => (pattern.match(/:[A-Za-z]+/g) ?? []).sort();

describe('the route table', () => {
  it('has paths in exactly the languages the app speaks', () => {
    expect([...ROUTE_LANGUAGES].sort()).toEqual([...SUPPORTED_LOCALES].sort());
  });

  it('gives every route the same params in every language (ids are never translated)', () => {
    for (const route of routeNames) {
      for (const language of ROUTE_LANGUAGES) {
        expect(paramsOf(routeTable[route][language]), `${route} ${language}`).toEqual(paramsOf(routeTable[route].en));
      }
    }
  });

  it('never gives one path to two routes, in any pair of languages', () => {
    const owner = new Map<string, RouteName>();
    for (const route of routeNames) {
      for (const language of ROUTE_LANGUAGES) {
        // Two patterns clash when one path matches both: compare with params made alike.
        const shape = routeTable[route][language].toLowerCase().replace(/:[a-z]+/g, ':');
        expect(owner.get(shape) ?? route, `${shape} (${language})`).toBe(route);
        owner.set(shape, route);
      }
    }
  });

  it('keeps the English paths the platform has always had', () => {
    expect(routeTable.SECTION.en).toBe('/section/:name');
    expect(routeTable.LIVE.en).toBe('/live/:id');
    expect(routeTable.LIVE_EVENTS.en).toBe('/live');
    expect(routeTable.ACCOUNT.en).toBe('/account');
    expect(routeTable.LOGIN_RESET_PASSWORD.en).toBe('/login/reset-password');
  });

  it('opens the profiles dialog with the marker the dialog listens for', () => {
    expect(routeRedirects.find((row) => row.from === 'PROFILES')?.to.hash).toBe(PROFILES_HASH);
  });

  it('takes no route’s path for a path redirect, but LIVE_EVENTS’s own English one', () => {
    for (const row of pathRedirects) {
      for (const from of row.from) {
        const owners = routeNames.filter((route) => ROUTE_LANGUAGES.some((language) => matchPattern(routeTable[route][language], from) && route !== 'NOT_FOUND'));
        const expected = from === '/live' ? ['LIVE_EVENTS'] : from.startsWith('/section/') || from.startsWith('/secao/') || from.startsWith('/seccion/') ? ['SECTION'] : [];
        expect(owners, from).toEqual(expected);
      }
    }
  });
});

describe('matching a path as found does', () => {
  const samples = [
    '/', '/video/7', '/video/7/', '/VIDEO/7', '/video', '/video/7/8', '/section/news', '/secao/a%20b', '/live', '/live/',
    '/ao-vivo/3', '/login/reset-password', '/login/reset-password/x', '/nothing', '/news/some-slug', '/tv', '//', '/video//',
  ];

  it('agrees with found’s own matcher on every pattern of the table', () => {
    for (const route of routeNames.filter((name) => name !== 'NOT_FOUND')) {
      for (const language of ROUTE_LANGUAGES) {
        const pattern = routeTable[route][language];
        const matcher = new Matcher([{ path: pattern }]);
        for (const pathname of samples) {
          const ours = matchPattern(pattern, pathname);
          const theirs = matcher.match({ pathname } as Parameters<Matcher['match']>[0]);
          expect(ours !== null, `${pattern} ~ ${pathname}`).toBe(theirs !== null);
          if (ours && theirs) expect(ours, `${pattern} ~ ${pathname}`).toEqual(theirs.params);
        }
      }
    }
  });

  it('knows every route and redirect path, in every language, and nothing else', () => {
    expect(isKnownPath('/seccion/peleas')).toBe(true);
    expect(isKnownPath('/competicao/12')).toBe(true);
    expect(isKnownPath('/subscriptions')).toBe(true);
    expect(isKnownPath('/nothing-here')).toBe(false);
    expect(isKnownPath('/video')).toBe(false);
  });
});

describe('the same page in another language', () => {
  it('is the route’s path in that language, params kept', () => {
    expect(translatePath('/section/fights', 'es')).toBe('/seccion/fights');
    expect(translatePath('/seccion/fights', 'pt', 'es')).toBe('/secao/fights');
    expect(translatePath('/live/7', 'pt')).toBe('/ao-vivo/7');
    expect(translatePath('/en-vivo', 'en', 'es')).toBe('/live');
    expect(translatePath('/video/7', 'es')).toBe('/video/7');
    expect(translatePath('/', 'pt')).toBe('/');
  });

  it('leaves a path that is no route’s as it was', () => {
    expect(translatePath('/nothing-here', 'es')).toBe('/nothing-here');
    expect(translatePath('/competicao/12', 'es')).toBe('/competicao/12');
  });
});

describe('the original realm names (spec §1)', () => {
  it('move under /realm/', () => {
    expect(underRealmPrefix('/dce.ufc')).toBe('/realm/dce.ufc');
    expect(underRealmPrefix('/test.acme/video/7')).toBe('/realm/test.acme/video/7');
    expect(underRealmPrefix('/SHD.acme/')).toBe('/realm/SHD.acme/');
  });

  it('are only those three prefixes, followed by a name', () => {
    expect(underRealmPrefix('/dce.')).toBeNull();
    expect(underRealmPrefix('/dcex/video/7')).toBeNull();
    expect(underRealmPrefix('/video/dce.x')).toBeNull();
    expect(underRealmPrefix('/realm/dce.ufc')).toBeNull();
  });
});
