// The context of one GraphQL request: which realm it is for, who the viewer is
// and the loaders that fetch on their behalf. Everything viewer-specific is
// created here, per request; only public realm data goes through the shared
// cache. Realm and session are resolved lazily (and once), so introspection
// and GraphiQL work on any host.
import type { YogaInitialContext } from 'graphql-yoga';
import type { CaptchaChallenge } from './__generated__/resolvers-types.ts';
import { parseCookies } from './lib/cookies.ts';
import { codedError, errorCodeOf, errorMessage, toGraphQLError } from './lib/errors.ts';
import { audienceIncludes, type AccessTokenVerifier } from './lib/jwt.ts';
import { createRestClient, type RestClient } from './lib/restClient.ts';
import type { ServerClock } from './lib/serverClock.ts';
import type { createCachedFetcher } from './lib/sharedCache.ts';
import type { UpstreamTokens } from './lib/upstream.ts';
import { createAccountLoaders, type AccountLoaders } from './loaders/accountLoaders.ts';
import { createCommerceLoaders, type CommerceLoaders } from './licence/commerceLoaders.ts';
import { createAuthenticatedLoaders, type AuthenticatedLoaders } from './loaders/authenticatedLoaders.ts';
import { createUnauthenticatedLoaders, type UnauthenticatedLoaders } from './loaders/unauthenticatedLoaders.ts';
import type { LiveFeed } from './liveEvent/liveFeed.ts';
import type { RealmModel } from './realm/realmModel.ts';
import { challengeOutcome } from './security/challenge.ts';
import { clientAddressOf, requestHostname, requestIsSecure } from './security/clientAddress.ts';
import { isMarkedAsVpn } from './security/vpn.ts';
import { contentAccessError } from './session/access.ts';
import { resolveDeviceId } from './session/deviceId.ts';
import type { RefreshSingleFlight } from './session/refreshSingleFlight.ts';
import { exchangeRefreshToken } from './session/refreshTokens.ts';
import { checkInGuest } from './session/sessionHandover.ts';
import {
  accessCookieName,
  bearerSession,
  clearSessionCookies,
  clearSignedInSessionEndedMark,
  cookieSession,
  endedSessionCookieName,
  markSignedInSessionEnded,
  readSessionCandidate,
  refreshCookieName,
  sessionFromTokens,
  storeAccessCookie,
  storeSessionCookies,
  type CookieJar,
  type Session,
} from './session/session.ts';

/** What all requests of one gateway share: configuration and public caches, no viewer data. */
export interface GatewayDeps {
  upstreamUrl: string;
  /** Where browsers reach the payment providers' pages and card field (server.ts). */
  paymentProviderUrl: string;
  apiKey: string;
  appVersion: string;
  clock: ServerClock;
  cached: ReturnType<typeof createCachedFetcher>;
  refreshFlights: RefreshSingleFlight;
  /** Checks access tokens against the upstream's published keys. */
  verifyAccessToken: AccessTokenVerifier;
  fetch?: typeof fetch;
  /** How long one REST call, retries included, may take (lib/restClient.ts; default 5 s). */
  upstreamTimeoutMs?: number;
  /** The backend's live-event channel, one upstream connection per realm for the whole process. */
  liveFeed: LiveFeed;
}

/**
 * Sent by the web client on its first query: check the viewer in as a guest in
 * the same round trip when they have no session (spec §4 "Guest check-in").
 */
export const GUEST_CHECK_IN_HEADER = 'x-ringside-guest-check-in';

export interface GatewayContext extends YogaInitialContext {
  /** The request's Accept-Language as sent; `lib/language.ts` turns it into one of the realm's languages. */
  acceptLanguage: string | null;
  /** The realm of the request; rejects with REALM_NOT_FOUND. */
  realm(): Promise<RealmModel>;
  /** The viewer's session, refreshed if its cookie had expired; null without one. */
  session(): Promise<Session | null>;
  /**
   * True once this request ended a signed-in (not guest) cookie session because
   * its refresh was refused: expired, revoked elsewhere or reused (spec §4:
   * the session is cleared as sessionExpired, and the viewer is told); or an
   * earlier request of this browser did and the viewer, still without a
   * session, has not been told yet (the session's ended mark, session.ts).
   */
  signedInSessionExpired(): boolean;
  /** The viewer has been told their session expired: the ended mark goes. */
  sessionExpiredTold(): void;
  /**
   * The captcha the platform asked before this request's automatic guest check-in
   * (GUEST_CHECK_IN_HEADER; many visitors from one address); null otherwise. Read after `session()`.
   */
  guestCheckInChallenge(): CaptchaChallenge | null;
  /** Makes new tokens the session of this request (and of the browser, with COOKIE). */
  startSession(tokens: UpstreamTokens, delivery: 'COOKIE' | 'BODY'): Promise<Session>;
  /** Ends the cookie session of this realm (the refresh failed). */
  endSession(): Promise<void>;
  /** The raw tokens the request carries, for `refreshSession`. */
  presentedTokens(): Promise<{ accessToken: string | null; refreshToken: string | null; source: 'cookie' | 'bearer' | null }>;
  /** A REST client for the request's realm and viewer; rejects with UNAUTHENTICATED without a session. */
  api(): Promise<RestClient>;
  /** A REST client for the request's realm that does not need a session (check-in, refresh). */
  realmApi(): Promise<RestClient>;
  loaders: {
    unauthenticated: UnauthenticatedLoaders;
    authenticated: AuthenticatedLoaders;
    /** The account holder's own data (profile, sessions, preferences, profiles…). */
    account: AccountLoaders;
    /** What the realm sells and what the viewer may play; with or without a session. */
    commerce: CommerceLoaders;
  };
  refreshFlights: RefreshSingleFlight;
  cookieJar: CookieJar;
  /** What subscriptions listen to (liveEvent/liveEventSubscriptions.ts). */
  liveFeed: LiveFeed;
  /** Where browsers reach the payment providers' pages and card field. */
  paymentProviderUrl: string;
}

/** The Set-Cookie headers each request's response must carry; read by the cookie plugin. */
export const cookieJars = new WeakMap<Request, CookieJar>();

// Forwarded headers count only from the proxies TRUST_PROXY_HOPS names (security/clientAddress.ts).
const isSecure = requestIsSecure;
const hostnameOf = requestHostname;

function memo<T>(load: () => Promise<T>): () => Promise<T> {
  let promise: Promise<T> | undefined;
  return () => (promise ??= load());
}

export function createContextFactory(deps: GatewayDeps) {
  return function createContext(initial: YogaInitialContext): GatewayContext {
    const { request } = initial;
    const headers = request.headers;
    const acceptLanguage = headers.get('accept-language');
    const requestCookies = parseCookies(headers.get('cookie'));
    const cookieJar: CookieJar = { setCookies: [], secure: isSecure(initial) };
    cookieJars.set(request, cookieJar);

    let current: Session | null = null;
    let realmName: string | null = null;
    const baseApi = createRestClient({
      baseUrl: deps.upstreamUrl,
      apiKey: deps.apiKey,
      appVersion: deps.appVersion,
      deviceId: resolveDeviceId(headers, requestCookies, cookieJar),
      acceptLanguage,
      clock: deps.clock,
      fetch: deps.fetch,
      timeoutMs: deps.upstreamTimeoutMs,
      // The server gives every request an id (the incoming x-request-id when a proxy sent one).
      requestId: (initial as { req?: { id?: string } }).req?.id ?? headers.get('x-request-id'),
      getAccessToken: () => current?.accessToken,
      clientAddress: clientAddressOf(initial),
      clientUserAgent: headers.get('user-agent'),
      viewerOnVpn: isMarkedAsVpn(headers),
      // Spec §4: an expired token triggers a refresh (one per refresh token, shared with the
      // session's own), and the call is retried; if the refresh fails the session has expired.
      async onAccessTokenExpired(expiredAccessToken) {
        const expired = current;
        if (!expired || expired.source !== 'cookie' || !expired.refreshToken || !realmName) return null;
        const name = realmName;
        const refreshToken = expired.refreshToken;
        try {
          const tokens = await deps.refreshFlights.refresh(`${name}:${refreshToken}`, () =>
            exchangeRefreshToken(baseApi.withOptions({ realm: name }), expiredAccessToken, refreshToken),
          );
          storeSessionCookies(cookieJar, name, tokens);
          current = await sessionFromTokens(tokens, 'cookie', deps.verifyAccessToken);
          sessionPromise = Promise.resolve(current);
          return current.accessToken;
        } catch (error) {
          if (errorCodeOf(error) === 'UPSTREAM_UNAVAILABLE') throw error;
          clearSessionCookies(cookieJar, name);
          if (expired.claims.gue !== true) signedInSessionExpired = endedUntold = true;
          current = null;
          sessionPromise = Promise.resolve(null);
          throw codedError('UNAUTHENTICATED', 'The session has expired; please check in or sign in again.', {
            reason: 'sessionExpired',
            httpStatus: 401,
          });
        }
      },
      async onReplacementAuthorization(accessToken) {
        if (!current || !realmName) return;
        // Trusted like any other token: only when the upstream's key signed it, for this realm.
        const claims = await deps.verifyAccessToken(accessToken).catch(() => null);
        if (!current || !claims || !audienceIncludes(claims, realmName)) return;
        current = { ...current, accessToken, claims };
        if (current.source === 'cookie') storeAccessCookie(cookieJar, realmName, accessToken);
      },
    });
    let unauthenticatedLoaders: UnauthenticatedLoaders | undefined;
    const unauthenticated = () => (unauthenticatedLoaders ??= createUnauthenticatedLoaders(baseApi, deps.cached));

    const realm = memo(async () => {
      const named = headers.get('x-ringside-realm')?.trim().toLowerCase();
      const hostname = hostnameOf(initial);
      let model: RealmModel;
      if (named) model = await unauthenticated().realmByNameLoader.load(named);
      else if (hostname) model = await unauthenticated().realmByHostnameLoader.load(hostname);
      else throw codedError('REALM_NOT_FOUND', errorMessage('REALM_NOT_FOUND'), { httpStatus: 404 });
      realmName = model.name;
      return model;
    });
    let realmClient: RestClient | undefined;
    const realmApi = async () => {
      const { name } = await realm();
      return (realmClient ??= baseApi.withOptions({ realm: name }));
    };

    let sessionPromise: Promise<Session | null> | undefined;
    let signedInSessionExpired = false;
    /** Remembers that the session being ended belonged to an account holder (the token says so, even expired). */
    const noteEndedSession = async (accessToken: string | null, name: string) => {
      const claims = accessToken ? await deps.verifyAccessToken(accessToken).catch(() => null) : null;
      if (claims && audienceIncludes(claims, name) && claims.gue !== true) signedInSessionExpired = endedUntold = true;
    };
    /** Whether the request carries the ended mark of an earlier response (read once the realm is known). */
    let endedMarkSent = false;
    /** This request ended a signed-in session and its answer has not told the viewer: the response marks it. */
    let endedUntold = false;
    cookieJar.beforeResponse = () => {
      if (endedUntold && realmName) markSignedInSessionEnded(cookieJar, realmName);
    };
    /** Told, signed in again or signed out: the end of an earlier session is no news any more. */
    const forgetEndedSession = (name: string) => {
      if (requestCookies.has(endedSessionCookieName(name))) clearSignedInSessionEndedMark(cookieJar, name);
      endedMarkSent = endedUntold = false;
    };
    /**
     * The web client's first query asks (GUEST_CHECK_IN_HEADER) to be checked in
     * as a guest when it has no session, so realm, check-in and the route's data
     * come back in one round trip. Only then: never for a viewer who has a
     * session, even one to refresh, nor without the header (a flood of plain
     * queries creates no guests).
     */
    let guestCheckInChallenge: CaptchaChallenge | null = null;
    async function checkInOnRequest(realmModel: RealmModel): Promise<Session | null> {
      if (headers.get(GUEST_CHECK_IN_HEADER) !== 'auto' || !realmModel.guestsAllowed) return null;
      try {
        const tokens = await checkInGuest(baseApi.withOptions({ realm: realmModel.name }));
        storeSessionCookies(cookieJar, realmModel.name, tokens);
        return (current = await sessionFromTokens(tokens, 'cookie', deps.verifyAccessToken));
      } catch (error) {
        // An upstream that is down fails the query as such; a refusal (a rate limit, say)
        // leaves a visitor, whom the checkInAsGuest mutation tells why. A question asked
        // first (many visitors from one address) is the viewer's to answer: the page shows it.
        guestCheckInChallenge = challengeOutcome(error)?.captchaChallenge ?? null;
        const graphQLError = toGraphQLError(error);
        if (errorCodeOf(graphQLError) === 'UPSTREAM_UNAVAILABLE') {
          throw graphQLError;
        }
        return null;
      }
    }

    async function resolveSession(): Promise<Session | null> {
      const realmModel = await realm();
      const { name } = realmModel;
      endedMarkSent = requestCookies.has(endedSessionCookieName(name));
      const candidate = readSessionCandidate(headers, requestCookies, name);
      if (candidate.kind === 'none') return checkInOnRequest(realmModel);
      if (candidate.kind === 'bearer') {
        return (current = await bearerSession(candidate.accessToken, name, deps.verifyAccessToken, deps.clock));
      }
      const usable = await cookieSession(candidate.accessToken, candidate.refreshToken, name, deps.verifyAccessToken, deps.clock);
      if (usable.session) return (current = usable.session);
      if (!usable.needsRefresh || !candidate.refreshToken) {
        clearSessionCookies(cookieJar, name); // a forged, foreign or dead cookie: forget it
        return checkInOnRequest(realmModel);
      }
      const refreshToken = candidate.refreshToken;
      try {
        const api = await realmApi();
        const tokens = await deps.refreshFlights.refresh(`${name}:${refreshToken}`, () =>
          exchangeRefreshToken(api, candidate.accessToken, refreshToken),
        );
        // Stored first: the old refresh token is spent upstream, whatever happens next.
        storeSessionCookies(cookieJar, name, tokens);
        return (current = await sessionFromTokens(tokens, 'cookie', deps.verifyAccessToken));
      } catch (error) {
        const code = errorCodeOf(error);
        if (code === 'UPSTREAM_UNAVAILABLE') throw error;
        clearSessionCookies(cookieJar, name); // spec: a failed refresh ends the session (sessionExpired)
        await noteEndedSession(candidate.accessToken, name);
        return null;
      }
    }
    const session = () => (sessionPromise ??= resolveSession());

    const api = async () => {
      const [client, viewerSession] = await Promise.all([realmApi(), session()]);
      if (!viewerSession) {
        throw codedError('UNAUTHENTICATED', errorMessage('UNAUTHENTICATED'), { httpStatus: 401 });
      }
      return client;
    };

    // The content loaders' client: spec §6 is enforced here, before any
    // content call (UNAUTHENTICATED without a session, GUEST_ACCESS_DENIED for
    // a guest without full guest access).
    const contentApi = async () => {
      const [client, viewerSession, realmModel] = await Promise.all([realmApi(), session(), realm()]);
      const denied = contentAccessError(viewerSession, realmModel);
      if (denied) throw denied;
      return client;
    };

    // With the viewer's token when there is a session, without one otherwise.
    const viewerOrRealmApi = async () => (await Promise.all([realmApi(), session()]))[0];

    let authenticatedLoaders: AuthenticatedLoaders | undefined;
    let accountLoaders: AccountLoaders | undefined;
    let commerceLoaders: CommerceLoaders | undefined;
    return {
      ...initial,
      acceptLanguage,
      realm,
      session,
      // A guest checked in by this very request (the first page's) is still to be told.
      signedInSessionExpired: () => signedInSessionExpired || (endedMarkSent && (current === null || current.claims.gue === true)),
      sessionExpiredTold() {
        if (realmName) forgetEndedSession(realmName);
      },
      guestCheckInChallenge: () => guestCheckInChallenge,
      api,
      realmApi,
      async startSession(tokens, delivery) {
        const { name } = await realm();
        const started = await sessionFromTokens(tokens, delivery === 'COOKIE' ? 'cookie' : 'bearer', deps.verifyAccessToken);
        if (delivery === 'COOKIE') storeSessionCookies(cookieJar, name, tokens);
        forgetEndedSession(name);
        signedInSessionExpired = false;
        current = started;
        sessionPromise = Promise.resolve(started);
        return started;
      },
      async endSession() {
        const { name } = await realm();
        clearSessionCookies(cookieJar, name);
        forgetEndedSession(name);
        current = null;
        sessionPromise = Promise.resolve(null);
      },
      async presentedTokens() {
        const { name } = await realm();
        const bearer = /^Bearer\s+(\S+)$/i.exec(headers.get('authorization') ?? '')?.[1];
        if (bearer) return { accessToken: bearer, refreshToken: null, source: 'bearer' };
        const accessToken = requestCookies.get(accessCookieName(name)) || null;
        const refreshToken = requestCookies.get(refreshCookieName(name)) || null;
        return { accessToken, refreshToken, source: accessToken || refreshToken ? 'cookie' : null };
      },
      // Created on first use: most queries need one set or none, and a request
      // that builds nothing it does not read is what keeps the gateway cheap.
      loaders: {
        get unauthenticated() {
          return unauthenticated();
        },
        get authenticated() {
          return (authenticatedLoaders ??= createAuthenticatedLoaders(contentApi));
        },
        get account() {
          return (accountLoaders ??= createAccountLoaders(api));
        },
        get commerce() {
          return (commerceLoaders ??= createCommerceLoaders(viewerOrRealmApi));
        },
      },
      refreshFlights: deps.refreshFlights,
      cookieJar,
      liveFeed: deps.liveFeed,
      paymentProviderUrl: deps.paymentProviderUrl,
    };
  };
}
