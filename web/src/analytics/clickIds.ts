// Referral and click-id capture (spec §3 "Referral data", §4 "Analytics user",
// §9): the referral link's esrefid/esclkid and the ad networks' click ids,
// read from the URL, cookies and local storage and kept 90 days, per realm, in
// local storage. Pure functions over plain inputs; the browser's sources are
// read in browserAnalytics.ts.
import { parse as parseCookies } from 'cookie';
import type { AdClickIdName } from './__generated__/startReferralSessionMutation.graphql.ts';

const DAY_MS = 86_400_000;
/** Spec §9: the click-id cache keeps ids 90 days. */
export const CLICK_ID_LIFETIME_MS = 90 * DAY_MS;

/** Spec §9 "Cookie-captured ids", in its order (the schema's AdClickIdName). */
export const AD_CLICK_ID_NAMES = [
  'fbclid', '_fbp', '_fbc', 'gclid', 'gbraid', 'wbraid', 'rtid', 'rclid', 'RoktTransactionId', 'ttclid', '_ttp', 'ScCid',
] as const satisfies readonly Exclude<AdClickIdName, '%future added value'>[];
export type KnownAdClickIdName = (typeof AD_CLICK_ID_NAMES)[number];

/** Spec §9: TikTok click ids are only kept when they start with this. */
export const TIKTOK_CLICK_ID_PREFIX = 'E.C.P.';
const MAX_CLICK_ID_LENGTH = 500;
const REFERRAL_ID = /^[A-Za-z0-9._~-]{1,128}$/;

/** Spec §3 "Referral data (stored locally)". */
export interface ReferralData {
  realm: string;
  esrefid: string;
  esclkid: string | null;
  createdAt: string;
  expiresAt: string;
}

export interface CachedClickId {
  value: string;
  createdAt: string;
  expiresAt: string;
}

/** What one realm keeps in local storage. */
export interface ClickIdCache {
  referral: ReferralData | null;
  adClickIds: Partial<Record<KnownAdClickIdName, CachedClickId>>;
}

/** What one look at the URL, cookies and storage found. */
export interface Capture {
  referral: { esrefid: string; esclkid: string | null } | null;
  /** Ids that arrived in the URL: a new visit from an ad. */
  fromUrl: Partial<Record<KnownAdClickIdName, string>>;
  /** Ids set by the ad networks' own cookies or storage (e.g. _fbp), kept but no visit of their own. */
  fromBrowser: Partial<Record<KnownAdClickIdName, string>>;
}

export const emptyCache = (): ClickIdCache => ({ referral: null, adClickIds: {} });

/** The value to keep, or null: empty, too long, or a TikTok id not starting with E.C.P. (spec §9). */
export function acceptedClickId(name: KnownAdClickIdName, raw: string | null | undefined): string | null {
  const value = raw?.trim();
  if (!value || value.length > MAX_CLICK_ID_LENGTH) return null;
  if (name === 'ttclid' && !value.startsWith(TIKTOK_CLICK_ID_PREFIX)) return null;
  return value;
}

/**
 * Looks at the three sources (spec §4: URL, cookies, local storage); the URL
 * wins, then cookies, then storage.
 */
export function captureClickIds(sources: { search: string; cookies: string; storage: (key: string) => string | null }): Capture {
  const url = new URLSearchParams(sources.search);
  const esrefid = url.get('esrefid')?.trim() ?? '';
  const esclkid = url.get('esclkid')?.trim() ?? '';
  const capture: Capture = {
    referral: REFERRAL_ID.test(esrefid) ? { esrefid, esclkid: REFERRAL_ID.test(esclkid) ? esclkid : null } : null,
    fromUrl: {},
    fromBrowser: {},
  };
  for (const name of AD_CLICK_ID_NAMES) {
    const inUrl = acceptedClickId(name, url.get(name));
    if (inUrl) {
      capture.fromUrl[name] = inUrl;
      continue;
    }
    const inBrowser = acceptedClickId(name, parseCookies(sources.cookies)[name]) ?? acceptedClickId(name, sources.storage(name));
    if (inBrowser) capture.fromBrowser[name] = inBrowser;
  }
  return capture;
}

/** Everything seen in either capture, the later one winning (several pages of one visit). */
export function combineCaptures(earlier: Capture, later: Capture): Capture {
  return {
    referral: later.referral ?? earlier.referral,
    fromUrl: { ...earlier.fromUrl, ...later.fromUrl },
    fromBrowser: { ...earlier.fromBrowser, ...later.fromBrowser },
  };
}

const isLive = (entry: { expiresAt: string }, now: Date) => new Date(entry.expiresAt).getTime() > now.getTime();

/** The cache without what has expired (90 days after it was captured). */
export function withoutExpired(cache: ClickIdCache, now: Date): ClickIdCache {
  return {
    referral: cache.referral && isLive(cache.referral, now) ? cache.referral : null,
    adClickIds: Object.fromEntries(Object.entries(cache.adClickIds).filter(([, entry]) => entry && isLive(entry, now))),
  };
}

/**
 * Adds a capture to the realm's cache. A referral or a URL click id that the
 * cache does not already hold (same value, not expired) is a new referral:
 * the platform is told once (startReferralSession). An id seen again keeps its
 * first window; a new value starts a new 90 days.
 */
export function mergeCapture(cached: ClickIdCache, capture: Capture, realm: string, now: Date): { cache: ClickIdCache; isNewReferral: boolean } {
  const cache = withoutExpired(cached, now);
  const window = { createdAt: now.toISOString(), expiresAt: new Date(now.getTime() + CLICK_ID_LIFETIME_MS).toISOString() };
  let isNewReferral = false;
  const referral = capture.referral;
  if (referral && (cache.referral?.esrefid !== referral.esrefid || cache.referral.esclkid !== referral.esclkid)) {
    cache.referral = { realm, esrefid: referral.esrefid, esclkid: referral.esclkid, ...window };
    isNewReferral = true;
  }
  const keep = (ids: Capture['fromUrl'], fromUrl: boolean) => {
    for (const [name, value] of Object.entries(ids) as [KnownAdClickIdName, string][]) {
      if (cache.adClickIds[name]?.value === value) continue;
      cache.adClickIds[name] = { value, ...window };
      if (fromUrl) isNewReferral = true;
    }
  };
  keep(capture.fromBrowser, false);
  keep(capture.fromUrl, true);
  return { cache, isNewReferral };
}

/** The realm's cache as stored, or an empty one when there is none or it is not ours. */
export function parseCache(stored: string | null): ClickIdCache {
  if (!stored) return emptyCache();
  try {
    const parsed = JSON.parse(stored) as Partial<ClickIdCache>;
    const adClickIds = typeof parsed.adClickIds === 'object' && parsed.adClickIds !== null ? parsed.adClickIds : {};
    const known = Object.fromEntries(
      Object.entries(adClickIds).filter(
        ([name, entry]) =>
          (AD_CLICK_ID_NAMES as readonly string[]).includes(name) && typeof entry?.value === 'string' && typeof entry.expiresAt === 'string',
      ),
    );
    const referral = parsed.referral && typeof parsed.referral.esrefid === 'string' && typeof parsed.referral.expiresAt === 'string' ? parsed.referral : null;
    return { referral, adClickIds: known };
  } catch {
    return emptyCache();
  }
}

/** Local storage key of a realm's cache: one realm's referrals never travel to another. */
export const clickIdCacheKey = (realm: string) => `ringside:referral:${realm}`;
