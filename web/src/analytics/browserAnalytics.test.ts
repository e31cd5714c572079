// This window's analytics, with a fake browser: nothing recorded, stored or
// reported before the viewer agrees to cookies; then one referral session per
// new referral, and page views only where the realm collects.
import { describe, expect, it, vi } from 'vitest';
import type { AnalyticsEvent } from './analyticsQueue.ts';
import { createBrowserAnalytics, type AnalyticsConnection } from './browserAnalytics.ts';
import { clickIdCacheKey } from './clickIds.ts';

function fakeBrowser() {
  const stored = new Map<string, string>();
  const waiting: Array<() => void> = [];
  const browser = {
    agreed: false,
    stored,
    /** The viewer clicks the banner's Agree; the banner gives no signal of its own. */
    agree() {
      browser.agreed = true;
      waiting.splice(0).forEach((run) => run());
    },
  };
  const analytics = createBrowserAnalytics({
    now: () => new Date('2026-11-28T12:00:00.000Z'),
    cookies: () => '',
    storage: { getItem: (key) => stored.get(key) ?? null, setItem: (key, value) => void stored.set(key, value) },
    agreed: () => browser.agreed,
    every: (_ms, run) => {
      waiting.push(run);
      return () => undefined;
    },
  });
  return { browser, analytics };
}

function connection(collecting: boolean, impressionIdQueryKeys: string[] = []) {
  const sent: AnalyticsEvent[][] = [];
  const referrals: unknown[] = [];
  const value: AnalyticsConnection = {
    realm: 'ringside',
    collecting,
    impressionIdQueryKeys,
    send: async (events) => void sent.push([...events]),
    startReferral: async (input) => void referrals.push(input),
  };
  return { value, sent, referrals };
}

describe('analytics in the browser', () => {
  it('keeps ids only in memory and records nothing until the viewer agrees to cookies', () => {
    const { browser, analytics } = fakeBrowser();
    const ringside = connection(true);
    analytics.captureLocation('?gclid=abc&ttclid=E.C.P.x');
    analytics.pageView('HOME', '/');
    analytics.connect(ringside.value);
    expect(browser.stored.size).toBe(0);
    expect(ringside.referrals).toEqual([]);
    expect(analytics.queue.pending).toBe(0);

    browser.agree();
    expect(JSON.parse(browser.stored.get(clickIdCacheKey('ringside'))!).adClickIds.gclid.value).toBe('abc');
    expect(ringside.referrals).toEqual([
      expect.objectContaining({ referralId: null, adClickIds: [{ name: 'gclid', value: 'abc' }, { name: 'ttclid', value: 'E.C.P.x' }] }),
    ]);
  });

  it('reports a referral once, however many pages carry it', () => {
    const { browser, analytics } = fakeBrowser();
    const ringside = connection(true);
    browser.agree();
    analytics.connect(ringside.value);
    analytics.captureLocation('?esrefid=spring');
    analytics.captureLocation('?esrefid=spring');
    expect(ringside.referrals).toHaveLength(1);
  });

  it('sends page views once agreed where the realm collects, and none where it does not', async () => {
    const { browser, analytics } = fakeBrowser();
    browser.agree();
    const acme = connection(false);
    const disconnect = analytics.connect(acme.value);
    analytics.pageView('HOME', '/');
    analytics.flush();
    expect(acme.sent).toEqual([]);
    disconnect();

    const ringside = connection(true);
    analytics.connect(ringside.value);
    analytics.pageView('VOD', '/video/7');
    analytics.flush();
    await vi.waitFor(() => expect(ringside.sent).toHaveLength(1));
    expect(ringside.sent[0]).toEqual([expect.objectContaining({ name: 'page_view', properties: { route: 'VOD', path: '/video/7' } })]);
  });
});

describe('a page view', () => {
  it('counts a page shown again at once by an app rebuild (sign-in, language) once', async () => {
    const { browser, analytics } = fakeBrowser();
    browser.agree();
    const ringside = connection(true);
    analytics.connect(ringside.value);
    analytics.pageView('HOME', '/');
    analytics.pageView('HOME', '/');
    analytics.pageView('GIFTS', '/gifts');
    analytics.flush();
    await vi.waitFor(() => expect(ringside.sent).toHaveLength(1));
    expect(ringside.sent[0]!.map((event) => event.properties.route)).toEqual(['HOME', 'GIFTS']);
  });
});

describe('an ad impression id (spec §3: the provider’s impression id query key)', () => {
  it('is recorded once for the page that carried it, also when the realm’s keys arrive after the landing page', async () => {
    const { browser, analytics } = fakeBrowser();
    // The landing page is shown before the viewer agreed and before the tracker connected.
    analytics.pageView('VOD', '/video/7', '?rtid=imp-42&utm_source=ad');
    const ringside = connection(true, ['rtid']);
    analytics.connect(ringside.value);
    expect(analytics.queue.pending).toBe(0);
    browser.agree();
    // The same id again (a reload) and a page without one add nothing.
    analytics.pageView('HOME', '/', '?rtid=imp-42');
    analytics.pageView('GIFTS', '/gifts', '');
    analytics.flush();
    await vi.waitFor(() => expect(ringside.sent).toHaveLength(1));
    expect(ringside.sent[0]!.filter((event) => event.name === 'ad_impression')).toEqual([
      expect.objectContaining({ properties: { impressionId: 'imp-42', queryKey: 'rtid', route: 'VOD', path: '/video/7' } }),
    ]);
  });

  it('is not looked for where no started provider names a key, nor where the realm does not collect', async () => {
    const { browser, analytics } = fakeBrowser();
    browser.agree();
    const ringside = connection(true);
    analytics.connect(ringside.value);
    analytics.pageView('VOD', '/video/7', '?rtid=imp-42');
    analytics.flush();
    await vi.waitFor(() => expect(ringside.sent).toHaveLength(1));
    expect(ringside.sent[0]!.map((event) => event.name)).toEqual(['page_view']);
  });
});
