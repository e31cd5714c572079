// The route table of spec §2: every route name with its path in each language
// the web client speaks, and every redirect of §2 as a row. Plain data and
// plain functions, no React, no DOM, no router: the gateway imports it too
// (`@ringside/web/routeTable`) to answer HTTP 404 for paths no route has.
//
// Decisions (the spec says the table's contents are "not shown"):
// - English paths are the ones the platform has always had: links and emails
//   already out there keep working.
// - Portuguese (Brazilian usage) and Spanish paths are the words a viewer of
//   that language would type, without accents (an address is typed and shared;
//   `/secao`, not `/seção`). Where both languages use the same word, both
//   columns have it (`/noticias`).
// - Ids, slugs and section names are parameters and never translated: the same
//   video is `/video/7` in every language.
// - Paths a third party or another device has to type or register stay the
//   same in every language: '/authorize' (OAuth clients register it; spec §2
//   calls it exact), '/tv' (typed on a phone while the TV shows it), '/epg' in
//   English only, and '/impersonate' (an admin tool's link).
// - Every language's path of a route leads to the route: the active
//   language's path shows it, any other language's path redirects there
//   keeping the query, hash and state (spec §2 "legacy default-language route
//   keys redirect to localized paths"; a Portuguese link shared with a Spanish
//   viewer works the same way).

/** The languages paths exist in; the same list as i18n.ts's SUPPORTED_LOCALES (a test checks). */
export const ROUTE_LANGUAGES = ['en', 'pt', 'es'] as const;
export type RouteLanguage = (typeof ROUTE_LANGUAGES)[number];
/** The default language's paths are the legacy keys every other language redirects from. */
export const DEFAULT_ROUTE_LANGUAGE: RouteLanguage = 'en';

export const RouteName = {
  HOME: 'HOME',
  BROWSE: 'BROWSE',
  SECTION: 'SECTION',
  VOD: 'VOD',
  LIVE: 'LIVE',
  PLAYLIST: 'PLAYLIST',
  SERIES: 'SERIES',
  SEASON: 'SEASON',
  // Spec §2 "video interstitial": a video's landing page (artwork, facts, Play) before its player.
  INTERSTITIAL: 'INTERSTITIAL',
  SCHEDULE: 'SCHEDULE',
  EPG: 'EPG',
  MULTI_VIEW: 'MULTI_VIEW',
  UPCOMING: 'UPCOMING',
  HISTORY: 'HISTORY',
  GRID: 'GRID',
  // Spec §2 NEWS (exact: the realm's articles) and NEWS_ITEM (one article by its slug).
  NEWS: 'NEWS',
  NEWS_ITEM: 'NEWS_ITEM',
  MY_LIST: 'MY_LIST',
  FAVOURITES: 'FAVOURITES',
  WATCHLISTS: 'WATCHLISTS',
  WATCHLIST: 'WATCHLIST',
  // Auth (spec §2)
  LOGIN: 'LOGIN',
  LOGIN_REQUEST_PASSWORD: 'LOGIN_REQUEST_PASSWORD',
  LOGIN_RESET_PASSWORD: 'LOGIN_RESET_PASSWORD',
  REQUEST_PASSWORD: 'REQUEST_PASSWORD',
  RESET_PASSWORD: 'RESET_PASSWORD',
  LOGOUT: 'LOGOUT',
  SIGNUP: 'SIGNUP',
  AUTHORIZE: 'AUTHORIZE',
  TV_LOGIN: 'TV_LOGIN',
  IMPERSONATE: 'IMPERSONATE',
  // Spec §2 Auth group: '/disconnected', the connection-failed message as a page of its own (apps/disconnected/).
  DISCONNECTED: 'DISCONNECTED',
  EMAIL_CONFIRMATION: 'EMAIL_CONFIRMATION',
  ACTIVATE_USER: 'ACTIVATE_USER',
  // Account (spec §2)
  ACCOUNT: 'ACCOUNT',
  PREFERENCES: 'PREFERENCES',
  PROFILES: 'PROFILES',
  LIVE_EVENTS: 'LIVE_EVENTS',
  CONFIRM_PIN_PROTECTION_RESET: 'CONFIRM_PIN_PROTECTION_RESET',
  // Commerce (spec §2 Account group): checkout and the payment pages.
  PURCHASE: 'PURCHASE',
  PAY: 'PAY',
  PAYMENT_AUTHORIZATION: 'PAYMENT_AUTHORIZATION',
  PAYMENT_CONFIRMATION: 'PAYMENT_CONFIRMATION',
  // Spec §2 "PAYMENT (invoice)": one invoice, printable.
  PAYMENT: 'PAYMENT',
  SUBSCRIPTION_CONFIRMATION: 'SUBSCRIPTION_CONFIRMATION',
  LICENCE_REDIRECT: 'LICENCE_REDIRECT',
  // The card a subscription renews with (spec §2 Account group).
  PAYMENT_UPDATE: 'PAYMENT_UPDATE',
  // Gifts (spec §2, only when the realm's gifting is ENABLED).
  GIFTS: 'GIFTS',
  GIFT_REDEMPTION: 'GIFT_REDEMPTION',
  // The fighter section (spec §2 FIGHTERS, only where the realm's menu has a 'Fighters' view): rankings and the A–Z roster; FIGHTER, one fighter's profile.
  FIGHTERS: 'FIGHTERS',
  FIGHTER: 'FIGHTER',
  // Spec §2 SEARCH: only with the Vesper engine; elsewhere search is the #search overlay.
  SEARCH: 'SEARCH',
  // Admin previews (spec §2): pages the admin console shows in an iframe (apps/adminPreview/).
  ADMIN_PREVIEW: 'ADMIN_PREVIEW',
  ADMIN_COMPOSED_PAGE_PREVIEW: 'ADMIN_COMPOSED_PAGE_PREVIEW',
  ADMIN_SECTION_PREVIEW: 'ADMIN_SECTION_PREVIEW',
  ADMIN_PLUGIN_PREVIEW: 'ADMIN_PLUGIN_PREVIEW',
  ADMIN_NAVBAR_PREVIEW: 'ADMIN_NAVBAR_PREVIEW',
  ADMIN_404_PAGE: 'ADMIN_404_PAGE',
  ADMIN_CANCELLATION_PROMO_PREVIEW: 'ADMIN_CANCELLATION_PROMO_PREVIEW',
  NOT_FOUND: 'NOT_FOUND',
} as const;
export type RouteName = (typeof RouteName)[keyof typeof RouteName];

type Paths = Readonly<Record<RouteLanguage, string>>;

/** One path for every language (see the decisions above for why some routes have one). */
function everywhere(path: string): Paths {
  return { en: path, pt: path, es: path };
}

/**
 * Every route's path by language. Matching is strict and exact (found's
 * default): '/live' is LIVE_EVENTS and '/live/7' is LIVE, never one for the other.
 */
export const routeTable: Readonly<Record<RouteName, Paths>> = {
  HOME: everywhere('/'),
  BROWSE: { en: '/browse', pt: '/explorar', es: '/explorar' },
  SECTION: { en: '/section/:name', pt: '/secao/:name', es: '/seccion/:name' },
  VOD: everywhere('/video/:id'),
  LIVE: { en: '/live/:id', pt: '/ao-vivo/:id', es: '/en-vivo/:id' },
  PLAYLIST: { en: '/playlist/:id', pt: '/playlist/:id', es: '/lista/:id' },
  SERIES: { en: '/series/:id', pt: '/serie/:id', es: '/serie/:id' },
  SEASON: { en: '/season/:id', pt: '/temporada/:id', es: '/temporada/:id' },
  // Under the video's own path: the same id, and a viewer who trims '/details' lands on the player.
  INTERSTITIAL: { en: '/video/:id/details', pt: '/video/:id/detalhes', es: '/video/:id/detalles' },
  SCHEDULE: { en: '/schedule', pt: '/agenda', es: '/calendario' },
  EPG: { en: '/epg', pt: '/guia', es: '/guia' },
  MULTI_VIEW: { en: '/multi-view', pt: '/multivisao', es: '/multivista' },
  UPCOMING: { en: '/upcoming', pt: '/em-breve', es: '/proximamente' },
  HISTORY: { en: '/history', pt: '/historico', es: '/historial' },
  // One bucket (rail) of a section by its global id, from the rail's "See all".
  GRID: { en: '/grid/:id', pt: '/grade/:id', es: '/cuadricula/:id' },
  NEWS: { en: '/news', pt: '/noticias', es: '/noticias' },
  // An article by its slug (`NewsArticle.slug`), the same in every language.
  NEWS_ITEM: { en: '/news/:slug', pt: '/noticias/:slug', es: '/noticias/:slug' },
  MY_LIST: { en: '/my-list', pt: '/minha-lista', es: '/mi-lista' },
  FAVOURITES: { en: '/favourites', pt: '/favoritos', es: '/favoritos' },
  WATCHLISTS: { en: '/watchlists', pt: '/listas', es: '/listas' },
  // One of the profile's lists by its global id.
  WATCHLIST: { en: '/watchlists/:id', pt: '/listas/:id', es: '/listas/:id' },
  LOGIN: { en: '/login', pt: '/entrar', es: '/iniciar-sesion' },
  LOGIN_REQUEST_PASSWORD: { en: '/login/request-password', pt: '/entrar/recuperar-senha', es: '/iniciar-sesion/recuperar-contrasena' },
  LOGIN_RESET_PASSWORD: { en: '/login/reset-password', pt: '/entrar/redefinir-senha', es: '/iniciar-sesion/restablecer-contrasena' },
  // The two legacy entry points: rows of `routeRedirects` below send them on keeping the query (spec §2).
  REQUEST_PASSWORD: { en: '/request-password', pt: '/recuperar-senha', es: '/recuperar-contrasena' },
  RESET_PASSWORD: { en: '/reset-password', pt: '/redefinir-senha', es: '/restablecer-contrasena' },
  LOGOUT: { en: '/logout', pt: '/sair', es: '/cerrar-sesion' },
  SIGNUP: { en: '/signup', pt: '/cadastro', es: '/registro' },
  AUTHORIZE: everywhere('/authorize'),
  TV_LOGIN: everywhere('/tv'),
  IMPERSONATE: everywhere('/impersonate'),
  DISCONNECTED: everywhere('/disconnected'),
  EMAIL_CONFIRMATION: { en: '/confirm-email', pt: '/confirmar-email', es: '/confirmar-correo' },
  ACTIVATE_USER: { en: '/activate/:id', pt: '/ativar/:id', es: '/activar/:id' },
  ACCOUNT: { en: '/account', pt: '/conta', es: '/cuenta' },
  PREFERENCES: { en: '/preferences', pt: '/preferencias', es: '/preferencias' },
  PROFILES: { en: '/profiles', pt: '/perfis', es: '/perfiles' },
  // Spec §2 "'/live' goes to LIVE_EVENTS": '/live' is LIVE_EVENTS's own English path; in
  // the other languages it is a legacy key like any other English path.
  LIVE_EVENTS: { en: '/live', pt: '/ao-vivo', es: '/en-vivo' },
  CONFIRM_PIN_PROTECTION_RESET: { en: '/pin-reset', pt: '/redefinir-pin', es: '/restablecer-pin' },
  // Checkout (`?licence=` chosen, `?from=` where to go afterwards): PURCHASE for
  // anyone about to buy, PAY the same screen entered by a customer (account page, upgrade).
  PURCHASE: { en: '/purchase', pt: '/comprar', es: '/comprar' },
  PAY: { en: '/pay', pt: '/pagar', es: '/pagar' },
  // The payment provider's page returns here with `?paymentId=` (payBasket's returnPath).
  PAYMENT_AUTHORIZATION: { en: '/payment/authorization', pt: '/pagamento/autorizacao', es: '/pago/autorizacion' },
  PAYMENT_CONFIRMATION: { en: '/payment/confirmation', pt: '/pagamento/confirmacao', es: '/pago/confirmacion' },
  // An invoice by its REST id (`Invoice.internalId`), from the account's payment history.
  // Not under '/payment/': that holds the two pages above.
  PAYMENT: { en: '/invoices/:id', pt: '/faturas/:id', es: '/facturas/:id' },
  SUBSCRIPTION_CONFIRMATION: { en: '/subscription/confirmation', pt: '/assinatura/confirmacao', es: '/suscripcion/confirmacion' },
  // `?licence=` → checkout with that licence chosen.
  LICENCE_REDIRECT: { en: '/licence-redirect', pt: '/redirecionar-licenca', es: '/redirigir-licencia' },
  // `?subscription=` (its REST id): choose the card its renewals charge.
  PAYMENT_UPDATE: { en: '/payment/update', pt: '/pagamento/atualizar', es: '/pago/actualizar' },
  GIFTS: { en: '/gifts', pt: '/presentes', es: '/regalos' },
  // `?code=` from the recipient's email fills the code in.
  GIFT_REDEMPTION: { en: '/gifts/redeem', pt: '/presentes/resgatar', es: '/regalos/canjear' },
  // `?view=az` the A–Z roster (`lastNameStartLetter=`, `ctt=` its class); else the rankings of `?ctt=` (default men's pound-for-pound).
  FIGHTERS: { en: '/fighters', pt: '/lutadores', es: '/luchadores' },
  // A fighter by REST id (`Fighter.internalId`).
  FIGHTER: { en: '/fighters/:id', pt: '/lutadores/:id', es: '/luchadores/:id' },
  SEARCH: { en: '/search', pt: '/busca', es: '/buscar' },
  // Admin previews: one path in every language. The admin console links to them (like '/impersonate'),
  // and the gateway lets it frame everything under '/admin/preview' (gateway/src/http/securityHeaders.ts).
  ADMIN_PREVIEW: everywhere('/admin/preview'),
  // `:name` is a section's: the page as a viewer opens it (its menu item's route), with what is unpublished.
  ADMIN_COMPOSED_PAGE_PREVIEW: everywhere('/admin/preview/page/:name'),
  ADMIN_SECTION_PREVIEW: everywhere('/admin/preview/section/:name'),
  // `:plugin` is a plugin's name (`consent`): its menu entries and where they lead.
  ADMIN_PLUGIN_PREVIEW: everywhere('/admin/preview/plugin/:plugin'),
  ADMIN_NAVBAR_PREVIEW: everywhere('/admin/preview/navbar'),
  ADMIN_404_PAGE: everywhere('/admin/preview/404'),
  ADMIN_CANCELLATION_PROMO_PREVIEW: everywhere('/admin/preview/cancellation-promo'),
  // Last in the router: anything no other route matched.
  NOT_FOUND: everywhere('*'),
};

/** Where a redirect goes: a route (in the active language), its params, query and marker. */
export interface RedirectTarget {
  route: RouteName;
  /** The target's params, each taken from a param of the matched path (`{ name: 'id' }`: SECTION's `:name` is the match's `:id`). */
  params?: Readonly<Record<string, string>>;
  /** 'keep': the query as it came; an object: this query instead (the old one is dropped). */
  query?: 'keep' | Readonly<Record<string, string>>;
  /** The marker that opens a panel over the page (`#profiles`, `#livenow`). */
  hash?: string;
}

/** A path that is not a route of its own leads to a route (spec §2 "Redirects"). */
export interface PathRedirect {
  /** Exact patterns (found's syntax), the same in every language. */
  from: readonly string[];
  to: RedirectTarget;
  spec: string;
}

/**
 * A named route that only leads elsewhere. It stays a route of its own, so the
 * route guard decides who may follow it first (PROFILES is an account holder's).
 */
export interface RouteRedirect {
  from: RouteName;
  to: RedirectTarget;
  spec: string;
}

/**
 * Redirects decided per viewer by the route guard (session/routeGuard.ts),
 * listed here so every redirect of §2 is in one table; `guard` names the
 * guard's rule. Their tests are rows of session/routeRedirects.test.ts too.
 */
export interface GuardRedirect {
  guard: 'guestNotAllowed' | 'passwordResetToken' | 'splash';
  spec: string;
}

/** Spec §2 redirects from paths that are no route of their own. Placed before every route. */
export const pathRedirects: readonly PathRedirect[] = [
  {
    from: ['/competicao/:id'],
    to: { route: 'SECTION', params: { name: 'id' }, query: 'keep' },
    spec: "'/competicao/:id' goes to SECTION with the id",
  },
  {
    // Before SECTION, whose paths they would otherwise be.
    from: ['/section/news', '/secao/news', '/seccion/news'],
    to: { route: 'NEWS', query: 'keep' },
    spec: "'/(section|secao|seccion)/news' goes to NEWS",
  },
  {
    from: ['/section/schedule', '/secao/schedule', '/seccion/schedule'],
    to: { route: 'SCHEDULE', query: 'keep' },
    spec: "'/(section|secao|seccion)/schedule' goes to SCHEDULE",
  },
  {
    // The legacy address of the account's subscriptions tab, the page it always meant.
    from: ['/subscriptions'],
    to: { route: 'ACCOUNT', query: { section: 'subscriptions' } },
    spec: "'/subscriptions' goes to ACCOUNT",
  },
  {
    from: ['/partitions'],
    to: { route: 'ACCOUNT', query: { section: 'partitions' } },
    spec: "'/partitions' goes to ACCOUNT with section=partitions",
  },
  {
    // English: LIVE_EVENTS's own path (no redirect is installed from a route's own path).
    from: ['/live'],
    to: { route: 'LIVE_EVENTS' },
    spec: "'/live' goes to LIVE_EVENTS",
  },
];

/** Spec §2 redirects of named routes (after the route guard let the viewer through). */
export const routeRedirects: readonly RouteRedirect[] = [
  {
    from: 'RESET_PASSWORD',
    to: { route: 'LOGIN_RESET_PASSWORD', query: 'keep' },
    spec: 'RESET_PASSWORD goes to LOGIN_RESET_PASSWORD keeping the query',
  },
  {
    from: 'REQUEST_PASSWORD',
    to: { route: 'LOGIN_REQUEST_PASSWORD', query: 'keep' },
    spec: 'REQUEST_PASSWORD goes to LOGIN_REQUEST_PASSWORD',
  },
  {
    // Decision (spec: "home with a preferences flag when profiles are configured,
    // else account section=preferences"): preferences belong to the account and are
    // shared by its adult profiles, so they have one home, the account page; there is
    // no second copy of the form over the home page for a flag to open.
    from: 'PREFERENCES',
    to: { route: 'ACCOUNT', query: { section: 'preferences' } },
    spec: 'PREFERENCES goes to account section=preferences',
  },
  {
    // `#profiles` opens the profiles dialog over the page (profile/ProfileSwitcher.tsx).
    from: 'PROFILES',
    to: { route: 'HOME', hash: '#profiles' },
    spec: 'PROFILES goes to the default menu path with the profile marker',
  },
  {
    // `#livenow` opens the list of events on air over the page (liveEvent/LiveNow.tsx).
    from: 'LIVE_EVENTS',
    to: { route: 'HOME', hash: '#livenow' },
    spec: 'LIVE_EVENTS goes to the default menu path with the live marker',
  },
];

/** Spec §2 redirects that depend on the viewer (session/routeGuard.ts decides them). */
export const guardRedirects: readonly GuardRedirect[] = [
  { guard: 'guestNotAllowed', spec: 'a guest when guests are not allowed goes to LOGOUT' },
  { guard: 'passwordResetToken', spec: "a 'pwrt' query outside the reset page goes to LOGIN_RESET_PASSWORD keeping the query" },
  { guard: 'splash', spec: "the root, for a visitor who is not signed in, goes to the realm's splash URL unless it is home" },
];

/**
 * Spec §1: the original realm names begin `dce.`, `test.` or `shd.`; an address
 * that starts with one is a realm's and moves under `/realm/` (the gateway
 * redirects it, web/src/system/basePath.ts reads it).
 */
export const REALM_NAME_PREFIXES = ['dce.', 'test.', 'shd.'] as const;

/** `/dce.ufc/video/7` → `/realm/dce.ufc/video/7`; null for any other path. */
export function underRealmPrefix(pathname: string): string | null {
  const first = pathname.split('/')[1] ?? '';
  if (!REALM_NAME_PREFIXES.some((prefix) => first.toLowerCase().startsWith(prefix) && first.length > prefix.length)) return null;
  return `/realm${pathname}`;
}

/**
 * Sections with their own route (spec §2: "Home, browse and schedule sections
 * map to their own routes"); any other section is SECTION's. The gateway's
 * sitemap names sections by it too.
 */
export function sectionRoute(sectionName: string): { route: RouteName; params: Record<string, string> } {
  if (sectionName === 'home') return { route: 'HOME', params: {} };
  if (sectionName === 'browse') return { route: 'BROWSE', params: {} };
  if (sectionName === 'schedule') return { route: 'SCHEDULE', params: {} };
  return { route: 'SECTION', params: { name: sectionName } };
}

/** The path of a route in a language. */
export function routePath(name: RouteName, language: RouteLanguage): string {
  return routeTable[name][language];
}

/** Fills a pattern's `:params` in (encoded); throws when one is missing. */
export function formatPath(pattern: string, params: Readonly<Record<string, string>>, what = pattern): string {
  return pattern.replace(/:([A-Za-z]+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`${what}: missing parameter ${key}`);
    return encodeURIComponent(value);
  });
}

/**
 * Whether an exact pattern (literal segments and `:param` segments, or `*`)
 * matches a path, as found matches it: letters in any case, one trailing slash
 * allowed, a param never empty. Returns the params (decoded), or null.
 * (routeTable.test.ts checks it agrees with found's own matcher on every path.)
 */
export function matchPattern(pattern: string, pathname: string): Record<string, string> | null {
  if (pattern === '*') return {};
  const path = pathname.length > 1 && pathname.endsWith('/') && !pathname.endsWith('//') ? pathname.slice(0, -1) : pathname;
  const wanted = pattern.split('/');
  const given = path.split('/');
  if (wanted.length !== given.length) return null;
  const params: Record<string, string> = {};
  for (let index = 0; index < wanted.length; index += 1) {
    const expected = wanted[index]!;
    const actual = given[index]!;
    if (expected.startsWith(':')) {
      if (actual === '') return null;
      try {
        params[expected.slice(1)] = decodeURIComponent(actual);
      } catch {
        return null;
      }
    } else if (expected.toLowerCase() !== actual.toLowerCase()) {
      return null;
    }
  }
  return params;
}

/** Every route of the table (not NOT_FOUND) whose path in some language matches, with that language. */
export function routesMatching(pathname: string): { route: RouteName; language: RouteLanguage; params: Record<string, string> }[] {
  const found: { route: RouteName; language: RouteLanguage; params: Record<string, string> }[] = [];
  for (const route of Object.keys(routeTable) as RouteName[]) {
    if (route === 'NOT_FOUND') continue;
    for (const language of ROUTE_LANGUAGES) {
      const params = matchPattern(routeTable[route][language], pathname);
      if (params) found.push({ route, language, params });
    }
  }
  return found;
}

/**
 * Whether some route or redirect of the table, in any language, has this path
 * (inside the realm, without `/realm/{name}`): the gateway answers 404 otherwise.
 */
export function isKnownPath(pathname: string): boolean {
  if (routesMatching(pathname).length > 0) return true;
  return pathRedirects.some((row) => row.from.some((pattern) => matchPattern(pattern, pathname) !== null));
}

/**
 * The same page in another language: `/secao/lutas` in Spanish is
 * `/seccion/lutas`. A path that is no route's (or a redirect's) comes back as it was.
 */
export function translatePath(pathname: string, to: RouteLanguage, from?: RouteLanguage): string {
  const matches = routesMatching(pathname);
  const match = matches.find((each) => each.language === from) ?? matches[0];
  if (!match) return pathname;
  return formatPath(routeTable[match.route][to], match.params);
}
