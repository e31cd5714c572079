// Analytics as a visitor and an analyst meet it, on the real platform in
// Chromium: a visitor lands on Ringside from ad clicks; nothing is stored or
// sent until they agree to cookies; then the ad click ids are kept 90 days
// (the TikTok one because it starts with E.C.P.), one referral session is
// started, and the pages they go on to see reach the platform's own collector,
// where an admin reads them in the summary. No third-party script is loaded.
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { usePages, usePlatformInChromium } from '../support/e2eHooks.ts';
import { signedInThroughGateway } from '../support/gatewaySignIn.ts';
import { demoAdmins, demoCustomers, signInThroughForm } from '../support/session.ts';

const stage = usePlatformInChromium();
const ringside = () => `http://localhost:${stage.platform.port}`;
const newPage = usePages(stage);

const SUMMARY = `query ($from: DateTime!, $to: DateTime!) { analyticsSummary(from: $from, to: $to) {
  events { name count } referralSessions { referralId count } } }`;

const isOperation = (name: string) => (request: Request) =>
  request.url().endsWith('/graphql') && (request.postData() ?? '').includes(name);

/**
 * Every GraphQL operation the page sends, by name; the events of every batch
 * the collector answered, with its answer; and every script loaded from elsewhere.
 */
function watch(page: Page) {
  const sent: string[] = [];
  const answeredBatches: Array<{ events: string[]; answer: unknown }> = [];
  const foreignScripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' && !request.url().startsWith(ringside())) foreignScripts.push(request.url());
    for (const name of ['recordAnalyticsEventsMutation', 'startReferralSessionMutation']) if (isOperation(name)(request)) sent.push(name);
  });
  page.on('response', (response) => {
    if (!isOperation('recordAnalyticsEventsMutation')(response.request())) return;
    const events = (response.request().postDataJSON()?.variables?.input?.events ?? []) as Array<{ name: string }>;
    void response
      .json()
      .catch(() => response.status())
      .then((answer: unknown) => answeredBatches.push({ events: events.map((event) => event.name), answer }));
  });
  return { sent, answeredBatches, foreignScripts };
}

describe('analytics', () => {
  it('keeps a visitor’s ad clicks and page views to themselves until they agree to cookies, then an admin sees them', async () => {
    const page = await newPage();
    const traffic = watch(page);
    const trackerAnswered = page.waitForResponse((response) => isOperation('AnalyticsTrackerQuery')(response.request()));
    // `imp`: the ad's impression id, under the key Ringside's web provider names (impressionIdQueryKey).
    await page.goto(`${ringside()}/?gclid=abc&ttclid=E.C.P.x&fbclid=fb.1.42&imp=spring-ad-7`);
    await trackerAnswered;

    // Before agreeing: nothing kept, nothing sent (the home page's view included).
    expect(await page.evaluate(() => localStorage.getItem('ringside:referral:ringside'))).toBeNull();
    expect(traffic.sent).toEqual([]);

    // Ringside's demo shows no cookie banner: the agreement is its cookie (web/src/banners/cookiePolicy.ts).
    const referralStarted = page.waitForResponse((response) => isOperation('startReferralSessionMutation')(response.request()));
    await page.context().addCookies([{ name: 'cookiePolicyAgreed', value: 'true', url: ringside() }]);
    await referralStarted;
    const kept = JSON.parse((await page.evaluate(() => localStorage.getItem('ringside:referral:ringside')))!);
    expect(Object.fromEntries(Object.entries(kept.adClickIds).map(([name, entry]) => [name, (entry as { value: string }).value]))).toEqual({
      gclid: 'abc',
      ttclid: 'E.C.P.x',
      fbclid: 'fb.1.42',
    });
    const { createdAt, expiresAt } = kept.adClickIds.gclid;
    expect(new Date(expiresAt).getTime() - new Date(createdAt).getTime()).toBe(90 * 86_400_000);

    // Two pages seen after agreeing.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Gifts' }).click();
    await page.waitForURL((url) => url.pathname === '/gifts');
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/');
    // Hiding the page sends what waits at once (as when the viewer leaves), rather than after the batch's few seconds.
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      document.dispatchEvent(new Event('visibilitychange'));
    });

    // Both views leave the page and the collector takes them (each answer is kept, to tell why if not).
    await expect
      .poll(() => traffic.answeredBatches, { timeout: 30_000 })
      .toSatisfy((batches: typeof traffic.answeredBatches) => batches.flatMap((batch) => batch.events).filter((name) => name === 'page_view').length === 2);
    expect(traffic.answeredBatches.map((batch) => batch.answer)).toEqual(
      traffic.answeredBatches.map(() => ({ data: { recordAnalyticsEvents: expect.objectContaining({ userErrors: [] }) } })),
    );

    const admin = await signedInThroughGateway(stage.platform, demoAdmins.ringside);
    const now = Date.now();
    const variables = { from: new Date(now - 86_400_000).toISOString(), to: new Date(now + 86_400_000).toISOString() };
    await expect
      .poll(
        async () => {
          const { data } = await admin(SUMMARY, variables);
          return data?.analyticsSummary;
        },
        { timeout: 15_000 },
      )
      .toEqual({
        // The landing page's impression (kept in memory until the agreement), and the two pages seen after it.
        events: [{ name: 'ad_impression', count: 1 }, { name: 'page_view', count: 2 }],
        referralSessions: [{ referralId: null, count: 1 }],
      });
    // A visit from the same ad is no new referral; and nothing came from anywhere but the platform.
    expect(traffic.sent.filter((name) => name === 'startReferralSessionMutation')).toHaveLength(1);
    expect(traffic.foreignScripts).toEqual([]);
  });

  it('tells the collector when a viewer signs in (spec §4: a login for the new identity; guests have none)', async () => {
    const page = await newPage();
    await page.context().addCookies([{ name: 'cookiePolicyAgreed', value: 'true', url: ringside() }]);
    const loginSent = page.waitForResponse(
      (response) => isOperation('recordAnalyticsEventsMutation')(response.request()) && (response.request().postData() ?? '').includes('"login"'),
    );
    await signInThroughForm(page, `${ringside()}/login`, demoCustomers.ringside);
    expect(await (await loginSent).json()).toEqual({ data: { recordAnalyticsEvents: { acceptedCount: 1, userErrors: [] } } });
  });

  it('tells a customer the summary is for admins', async () => {
    const customer = await signedInThroughGateway(stage.platform, demoCustomers.ringside);
    const { errors } = await customer(SUMMARY, { from: new Date(Date.now() - 60_000).toISOString(), to: new Date().toISOString() });
    expect(errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
