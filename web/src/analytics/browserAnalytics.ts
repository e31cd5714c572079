// Analytics in this browser window: what was captured from the URLs seen, the
// collector's queue and the identity last told. One per window, not per app
// instance: the app is rebuilt on every sign-in and language change, and the
// queue, the captured ids and the identity must outlive that (the identity
// change is exactly what a sign-in is). Created only in a browser.
//
// Nothing leaves, and nothing is stored, before the viewer agreed to cookies
// (cookieConsent.ts); events go out only where the realm starts a provider.
import { createAnalyticsQueue, type AnalyticsQueue, type SendEvents } from './analyticsQueue.ts';
import {
  captureClickIds,
  clickIdCacheKey,
  combineCaptures,
  mergeCapture,
  parseCache,
  type Capture,
  type ClickIdCache,
} from './clickIds.ts';
import { viewerAgreedToCookies } from './cookieConsent.ts';
import { createIdentitySync, IdentityCallInFlightError, type IdentitySync } from './identitySync.ts';
import type { StartReferralSessionInput } from './__generated__/startReferralSessionMutation.graphql.ts';

/** What the tracker (AnalyticsTracker.tsx) learnt from the realm, and how to reach the platform. */
export interface AnalyticsConnection {
  realm: string;
  /** The realm starts an analytics provider on the web (Realm.analyticsProviders is not empty). */
  collecting: boolean;
  /**
   * The query parameters the realm's started providers name as the ad
   * impression id (spec §3 Analytics settings, "impression id query key"): a
   * page arriving with one records an `ad_impression` event.
   */
  impressionIdQueryKeys: readonly string[];
  send: SendEvents;
  startReferral: (input: StartReferralSessionInput) => Promise<void>;
}

export interface BrowserEnvironment {
  now(): Date;
  cookies(): string;
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  agreed(): boolean;
  /** Called until the viewer agrees (the banner gives no other signal); returns a stop function. */
  every(ms: number, run: () => void): () => void;
}

export interface BrowserAnalytics {
  /** Looks for referral and click ids in a URL's query (every page: any may be a landing page). */
  captureLocation(search: string): void;
  /** A page was shown; `route` is its route name (spec §2), `search` its query (for an ad impression id). */
  pageView(route: string, path: string, search?: string): void;
  /** Spec §4 Analytics user: null for visitors and guests. */
  identify(fingerprint: string | null): void;
  /** The tracker is ready; returns the disconnect for when it unmounts. */
  connect(connection: AnalyticsConnection): () => void;
  /** The page is being hidden: send what waits. */
  flush(): void;
  readonly queue: AnalyticsQueue;
}

const identityKey = (realm: string) => `ringside:analytics-identity:${realm}`;
/** A page shown again within this long is the same view (an app rebuild), not a new one. */
const SAME_VIEW_MS = 2000;
const emptyCapture = (): Capture => ({ referral: null, fromUrl: {}, fromBrowser: {} });
/** The collector keeps property values up to 256 characters; a longer "id" is not one. */
const MAX_IMPRESSION_ID_LENGTH = 256;

interface ShownPage {
  route: string;
  path: string;
  search: string;
  at: string;
}

export function createBrowserAnalytics(env: BrowserEnvironment): BrowserAnalytics {
  const queue = createAnalyticsQueue();
  let capture = emptyCapture();
  let connection: AnalyticsConnection | null = null;
  let identity: IdentitySync | null = null;
  let wantedIdentity: string | null = null;
  let stopWaiting: (() => void) | null = null;
  let lastPageView: { page: string; at: number } | null = null;
  // Pages shown with a query before the realm's impression keys were known
  // (the tracker connects once the browser is idle, after the landing page).
  let pagesWithQuery: ShownPage[] = [];
  const reportedImpressions = new Set<string>();

  const read = (key: string) => {
    try {
      return env.storage?.getItem(key) ?? null;
    } catch {
      return null;
    }
  };
  const write = (key: string, value: string) => {
    try {
      env.storage?.setItem(key, value);
    } catch {
      // Storage full or refused (private browsing): the ids are simply not kept.
    }
  };

  function reportReferral(current: AnalyticsConnection, cache: ClickIdCache) {
    const adClickIds = Object.entries(cache.adClickIds).map(([name, entry]) => ({ name, value: entry!.value })) as StartReferralSessionInput['adClickIds'];
    current
      .startReferral({
        referralId: cache.referral?.esrefid ?? null,
        clickId: cache.referral?.esclkid ?? null,
        adClickIds,
        // The window the browser keeps (spec §3 Referral data) is the platform's too.
        createdAt: cache.referral?.createdAt ?? null,
        expiresAt: cache.referral?.expiresAt ?? null,
      })
      .catch((error: unknown) => console.warn('The referral session could not be started', error));
  }

  function syncIdentity() {
    if (!connection || !identity || !connection.collecting || !env.agreed()) return;
    identity.update(wantedIdentity, env.now()).catch((error: unknown) => {
      if (error instanceof IdentityCallInFlightError) void identity?.idle().then(syncIdentity);
    });
  }

  /** An `ad_impression` for each impression id the pages shown carry, once per id and window (after agreement). */
  function recordImpressions(current: AnalyticsConnection) {
    if (!env.agreed()) return;
    const pages = pagesWithQuery;
    pagesWithQuery = [];
    if (!current.collecting) return;
    for (const page of pages) {
      const query = new URLSearchParams(page.search);
      for (const key of current.impressionIdQueryKeys) {
        const impressionId = query.get(key)?.trim();
        if (!impressionId || impressionId.length > MAX_IMPRESSION_ID_LENGTH || reportedImpressions.has(`${key}=${impressionId}`)) continue;
        reportedImpressions.add(`${key}=${impressionId}`);
        queue.record({
          name: 'ad_impression',
          occurredAt: page.at,
          properties: { impressionId, queryKey: key, route: page.route, path: page.path },
        });
      }
    }
  }

  /** Acts on what is known now: the connection, the viewer's agreement, the captures. */
  function apply() {
    const current = connection;
    if (!current) return;
    if (!env.agreed()) {
      stopWaiting ??= env.every(1000, apply);
      return;
    }
    stopWaiting?.();
    stopWaiting = null;
    const key = clickIdCacheKey(current.realm);
    const merged = mergeCapture(parseCache(read(key)), capture, current.realm, env.now());
    capture = emptyCapture();
    write(key, JSON.stringify(merged.cache));
    if (merged.isNewReferral) reportReferral(current, merged.cache);
    recordImpressions(current);
    if (current.collecting) queue.start(current.send);
    else queue.stop();
    syncIdentity();
  }

  return {
    queue,
    captureLocation(search) {
      capture = combineCaptures(capture, captureClickIds({ search, cookies: env.cookies(), storage: read }));
      apply();
    },
    pageView(route, path, search = '') {
      // Kept in memory only until the viewer agrees, as the click ids are: the
      // landing page is the one an ad's impression id comes with.
      if (search.length > 1) pagesWithQuery.push({ route, path, search, at: env.now().toISOString() });
      if (!env.agreed()) return;
      // The app is rebuilt in place on a sign-in, a profile switch or a language
      // change, showing the same page again at once: not a second view of it.
      const now = env.now().getTime();
      const page = `${route} ${path}`;
      if (lastPageView && lastPageView.page === page && now - lastPageView.at < SAME_VIEW_MS) return;
      lastPageView = { page, at: now };
      queue.record({ name: 'page_view', occurredAt: env.now().toISOString(), properties: { route, path } });
      if (connection && search.length > 1) recordImpressions(connection);
    },
    identify(fingerprint) {
      wantedIdentity = fingerprint;
      syncIdentity();
    },
    connect(next) {
      connection = next;
      // An empty string stored means "no identity" (a visitor or guest was last told).
      identity = createIdentitySync({
        send: next.send,
        initial: read(identityKey(next.realm)) || null,
        remember: (fingerprint) => write(identityKey(next.realm), fingerprint ?? ''),
      });
      apply();
      return () => {
        if (connection === next) connection = null;
        stopWaiting?.();
        stopWaiting = null;
      };
    },
    flush: () => queue.flush(),
  };
}

let windowAnalytics: BrowserAnalytics | null = null;

/** This window's analytics (browser only). */
export function browserAnalytics(): BrowserAnalytics {
  windowAnalytics ??= createBrowserAnalytics({
    now: () => new Date(),
    cookies: () => document.cookie,
    storage: (() => {
      try {
        return window.localStorage;
      } catch {
        return null;
      }
    })(),
    agreed: () => viewerAgreedToCookies(),
    every(ms, run) {
      const timer = setInterval(run, ms);
      return () => clearInterval(timer);
    },
  });
  return windowAnalytics;
}
