// The route table: route names (spec §2) and their paths.
//
// Decision: the spec says paths come from a per-language route table whose
// contents are "not shown". Until that table exists we use one set of English
// paths for every language; a viewer's language changes the labels, never the
// URL, so links stay shareable across languages. When localised paths arrive,
// they belong here and nowhere else.

export const RouteName = {
  HOME: 'HOME',
  BROWSE: 'BROWSE',
  SECTION: 'SECTION',
  VOD: 'VOD',
  LIVE: 'LIVE',
  PLAYLIST: 'PLAYLIST',
  SERIES: 'SERIES',
  SCHEDULE: 'SCHEDULE',
  EPG: 'EPG',
  MULTI_VIEW: 'MULTI_VIEW',
  UPCOMING: 'UPCOMING',
  HISTORY: 'HISTORY',
  GRID: 'GRID',
  // Spec §2 NEWS (exact '/news': the realm's articles) and NEWS_ITEM (one article by its slug).
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
  NOT_FOUND: 'NOT_FOUND',
} as const;
export type RouteName = (typeof RouteName)[keyof typeof RouteName];

export const routePaths: Record<RouteName, string> = {
  HOME: '/',
  BROWSE: '/browse',
  SECTION: '/section/:name',
  VOD: '/video/:id',
  LIVE: '/live/:id',
  PLAYLIST: '/playlist/:id',
  SERIES: '/series/:id',
  SCHEDULE: '/schedule',
  EPG: '/epg',
  MULTI_VIEW: '/multi-view',
  UPCOMING: '/upcoming',
  HISTORY: '/history',
  // One bucket (rail) of a section by its global id, from the rail's "See all".
  GRID: '/grid/:id',
  NEWS: '/news',
  // An article by its slug (`NewsArticle.slug`), the same in every language.
  NEWS_ITEM: '/news/:slug',
  MY_LIST: '/my-list',
  FAVOURITES: '/favourites',
  WATCHLISTS: '/watchlists',
  // One of the profile's lists by its global id.
  WATCHLIST: '/watchlists/:id',
  LOGIN: '/login',
  LOGIN_REQUEST_PASSWORD: '/login/request-password',
  LOGIN_RESET_PASSWORD: '/login/reset-password',
  // The two legacy entry points redirect to the login pages above, keeping the query (spec §2).
  REQUEST_PASSWORD: '/request-password',
  RESET_PASSWORD: '/reset-password',
  LOGOUT: '/logout',
  SIGNUP: '/signup',
  AUTHORIZE: '/authorize',
  TV_LOGIN: '/tv',
  IMPERSONATE: '/impersonate',
  EMAIL_CONFIRMATION: '/confirm-email',
  ACTIVATE_USER: '/activate/:id',
  ACCOUNT: '/account',
  PREFERENCES: '/preferences',
  PROFILES: '/profiles',
  // Spec §2: '/live' goes to LIVE_EVENTS, which opens the live-now list (#livenow) over the home page.
  LIVE_EVENTS: '/live',
  CONFIRM_PIN_PROTECTION_RESET: '/pin-reset',
  // Checkout (`?licence=` chosen, `?from=` where to go afterwards): PURCHASE for
  // anyone about to buy, PAY the same screen entered by a customer (account page, upgrade).
  PURCHASE: '/purchase',
  PAY: '/pay',
  // The payment provider's page returns here with `?paymentId=` (payBasket's returnPath).
  PAYMENT_AUTHORIZATION: '/payment/authorization',
  PAYMENT_CONFIRMATION: '/payment/confirmation',
  // An invoice by its REST id (`Invoice.internalId`), from the account's payment history.
  // Not under '/payment/': that holds the two pages above.
  PAYMENT: '/invoices/:id',
  SUBSCRIPTION_CONFIRMATION: '/subscription/confirmation',
  // `?licence=` → checkout with that licence chosen.
  LICENCE_REDIRECT: '/licence-redirect',
  // `?subscription=` (its REST id): choose the card its renewals charge.
  PAYMENT_UPDATE: '/payment/update',
  GIFTS: '/gifts',
  SEARCH: '/search',
  // `?code=` from the recipient's email fills the code in.
  GIFT_REDEMPTION: '/gifts/redeem',
  // `?view=az` the A–Z roster (`lastNameStartLetter=`, `ctt=` its class); else the rankings of `?ctt=` (default men's pound-for-pound).
  FIGHTERS: '/fighters',
  // A fighter by REST id (`Fighter.internalId`).
  FIGHTER: '/fighters/:id',
  NOT_FOUND: '*',
};

/** Builds the path of a route, e.g. `pathTo('VOD', { id: '7' })` → `/video/7`. */
export function pathTo(name: RouteName, params: Record<string, string> = {}): string {
  return routePaths[name].replace(/:([A-Za-z]+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`pathTo(${name}): missing parameter ${key}`);
    return encodeURIComponent(value);
  });
}

/**
 * Sections with their own route (spec §2: "Home, browse and schedule sections
 * map to their own routes"); any other section goes to SECTION.
 */
export function sectionPath(sectionName: string): string {
  if (sectionName === 'home') return pathTo('HOME');
  if (sectionName === 'browse') return pathTo('BROWSE');
  if (sectionName === 'schedule') return pathTo('SCHEDULE');
  return pathTo('SECTION', { name: sectionName });
}
