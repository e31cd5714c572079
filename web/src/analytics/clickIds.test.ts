// Referral and click-id capture (spec §3 Referral data, §9): what is taken
// from the URL, cookies and storage, the TikTok rule, the 90 days, and when a
// visit counts as a new referral.
import { describe, expect, it } from 'vitest';
import { captureClickIds, CLICK_ID_LIFETIME_MS, emptyCache, mergeCapture, parseCache, withoutExpired } from './clickIds.ts';

const noStorage = () => null;
const at = (iso: string) => new Date(iso);
const DAY_MS = 86_400_000;

describe('capturing click ids', () => {
  it('takes the listed ids and the referral from the URL', () => {
    const capture = captureClickIds({ search: '?gclid=abc&fbclid=fb.1&esrefid=spring&esclkid=c-1&utm_source=x', cookies: '', storage: noStorage });
    expect(capture).toEqual({ referral: { esrefid: 'spring', esclkid: 'c-1' }, fromUrl: { gclid: 'abc', fbclid: 'fb.1' }, fromBrowser: {} });
  });

  it('takes TikTok ids only when they start with E.C.P.', () => {
    expect(captureClickIds({ search: '?ttclid=E.C.P.x1', cookies: '', storage: noStorage }).fromUrl).toEqual({ ttclid: 'E.C.P.x1' });
    expect(captureClickIds({ search: '?ttclid=x1', cookies: 'ttclid=also-not', storage: noStorage }).fromUrl).toEqual({});
  });

  it('reads the ad networks’ cookies and local storage, the URL winning', () => {
    const storage = (key: string) => ({ _ttp: 'ttp-from-storage', gclid: 'old' })[key] ?? null;
    const capture = captureClickIds({ search: '?gclid=new', cookies: 'theme=dark; _fbp=fb.1.123; _fbc=fb.1.456', storage });
    expect(capture.fromUrl).toEqual({ gclid: 'new' });
    expect(capture.fromBrowser).toEqual({ _fbp: 'fb.1.123', _fbc: 'fb.1.456', _ttp: 'ttp-from-storage' });
  });

  it('ignores a referral id that is not one', () => {
    expect(captureClickIds({ search: '?esrefid=%3Cscript%3E', cookies: '', storage: noStorage }).referral).toBeNull();
  });
});

describe('the click-id cache', () => {
  const now = at('2026-11-28T12:00:00.000Z');
  const fromUrl = (search: string) => captureClickIds({ search, cookies: '', storage: noStorage });

  it('keeps a referral 90 days, with the realm and its window (spec §3 Referral data)', () => {
    const { cache, isNewReferral } = mergeCapture(emptyCache(), fromUrl('?esrefid=spring&esclkid=c-1'), 'ringside', now);
    expect(isNewReferral).toBe(true);
    expect(cache.referral).toEqual({
      realm: 'ringside', esrefid: 'spring', esclkid: 'c-1', createdAt: now.toISOString(), expiresAt: new Date(now.getTime() + CLICK_ID_LIFETIME_MS).toISOString(),
    });
  });

  it('counts the same referral or click id seen again as no new referral, and keeps its first window', () => {
    const first = mergeCapture(emptyCache(), fromUrl('?gclid=abc'), 'ringside', now).cache;
    const later = new Date(now.getTime() + DAY_MS);
    const again = mergeCapture(first, fromUrl('?gclid=abc'), 'ringside', later);
    expect(again.isNewReferral).toBe(false);
    expect(again.cache.adClickIds.gclid!.createdAt).toBe(now.toISOString());
    expect(mergeCapture(first, fromUrl('?gclid=other'), 'ringside', later).isNewReferral).toBe(true);
  });

  it('keeps ids from cookies without counting them as a visit of their own', () => {
    const capture = captureClickIds({ search: '', cookies: '_fbp=fb.1.123', storage: noStorage });
    const { cache, isNewReferral } = mergeCapture(emptyCache(), capture, 'ringside', now);
    expect(isNewReferral).toBe(false);
    expect(cache.adClickIds._fbp?.value).toBe('fb.1.123');
  });

  it('forgets what is 90 days old', () => {
    const { cache } = mergeCapture(emptyCache(), fromUrl('?esrefid=spring&gclid=abc'), 'ringside', now);
    expect(withoutExpired(cache, new Date(now.getTime() + 89 * DAY_MS)).adClickIds.gclid).toBeDefined();
    expect(withoutExpired(cache, new Date(now.getTime() + 90 * DAY_MS))).toEqual(emptyCache());
    // Back 91 days later with the same id: a new referral again.
    expect(mergeCapture(cache, fromUrl('?gclid=abc'), 'ringside', new Date(now.getTime() + 91 * DAY_MS)).isNewReferral).toBe(true);
  });

  it('reads back what it stored, and nothing from a damaged entry', () => {
    const { cache } = mergeCapture(emptyCache(), fromUrl('?esrefid=spring&ttclid=E.C.P.x'), 'ringside', now);
    expect(parseCache(JSON.stringify(cache))).toEqual(cache);
    expect(parseCache('{not json')).toEqual(emptyCache());
    expect(parseCache(JSON.stringify({ adClickIds: { evil: { value: 'x', expiresAt: 'x' } } }))).toEqual(emptyCache());
  });
});
