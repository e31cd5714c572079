// Promo notifications on the gateway, with the platform's promo calls stubbed
// (and the rest answered by the fake upstream): who is shown one at all, and
// what a click or a dismiss sends. tests/integration/news.test.ts plays the
// promo's story against the real backend.
import { describe, expect, it } from 'vitest';
import { createFakeUpstream, guestToken, makeToken } from '../testing/fakeUpstream.ts';
import { createTestGateway } from '../testing/gatewayClient.ts';
import type { UpstreamPromoNotification } from './promoModel.ts';

function accountToken({ child = false } = {}) {
  const iat = Math.floor(Date.now() / 1000);
  return makeToken({ sub: '42', rol: 'CUSTOMER', gue: false, aud: 'ringside', iat, exp: iat + 900, sid: 7, pro: { id: child ? '9' : '8', ty: child ? 'c' : 'a' } });
}

const json = (status: number, body: unknown) =>
  new Response(body === null ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', date: new Date().toUTCString() },
  });

const championship: UpstreamPromoNotification = {
  id: '1',
  title: 'Championship 12',
  description: 'Live on pay-per-view',
  cta: 'Watch live',
  imageUrl: '/images/promo/1.svg',
  openInNewTab: false,
  link: { contentLink: { contentId: '4', type: 'LIVE' } },
};
const shop: UpstreamPromoNotification = {
  id: '2',
  title: 'Fight-week gear',
  description: 'Shirts and gloves',
  cta: 'Visit the shop',
  imageUrl: '/images/promo/2.svg',
  openInNewTab: true,
  link: { linkUrl: 'https://store.example/championship-12' },
};

/**
 * A gateway whose upstream keeps the account's promos (the first not dismissed
 * is shown) on a realm with the feature `on`, and records the promo calls.
 */
function promoGateway({ on = true } = {}) {
  const fake = createFakeUpstream();
  fake.realms.ringside = { ...fake.realms.ringside, hasPromoNotification: on };
  const dismissed = new Set<string>();
  const calls: string[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (!url.pathname.startsWith('/api/v2/promo-notification')) return fake.fetch(input, init);
    const method = init?.method ?? 'GET';
    calls.push(`${method} ${url.pathname}${url.search}${typeof init?.body === 'string' ? ` ${init.body}` : ''}`);
    if (method === 'GET') return json(200, { promoNotifications: [championship, shop].filter((promo) => !dismissed.has(promo.id)).slice(0, 1) });
    const id = /^\/api\/v2\/promo-notification\/(\d+)/.exec(url.pathname)?.[1] ?? '';
    if (id !== '1' && id !== '2') return json(404, { code: 'PROMO_NOTIFICATION_NOT_FOUND', message: `Promo notification ${id} not found` });
    if (method === 'PUT') dismissed.add(id);
    return json(204, null);
  };
  const { query } = createTestGateway({ fetch: fetch as typeof globalThis.fetch });
  const as = (token: string) => (document: string, variables?: Record<string, unknown>) =>
    query(document, { variables, headers: { authorization: `Bearer ${token}` } });
  return { as, calls };
}

const PROMO = `{ viewer { promoNotification { internalId title description cta imageUrl openInNewTab
  link { __typename ... on PromoContentLink { type contentId } ... on PromoExternalLink { url } } } } }`;

const DISMISS = `mutation ($input: DismissPromoNotificationInput!) { dismissPromoNotification(input: $input) {
  viewer { promoNotification { internalId } } userErrors { messageKey field } } }`;

describe('the promo a viewer is shown', () => {
  it('is the account’s promo of highest priority, with where it leads', async () => {
    const { as, calls } = promoGateway();
    const answer = await as(accountToken())(PROMO);
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.viewer.promoNotification).toEqual({
      internalId: '1',
      title: 'Championship 12',
      description: 'Live on pay-per-view',
      cta: 'Watch live',
      imageUrl: '/images/promo/1.svg',
      openInNewTab: false,
      link: { __typename: 'PromoContentLink', type: 'LIVE', contentId: '4' },
    });
    expect(calls).toEqual(['GET /api/v2/promo-notification?maxNotifications=1']);
  });

  it.each([
    ['a guest', () => guestToken('ringside')],
    ['a child profile', () => accountToken({ child: true })],
  ])('is none for %s, without asking the platform', async (_who, token) => {
    const { as, calls } = promoGateway();
    const answer = await as(token())(PROMO);
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.viewer.promoNotification).toBeNull();
    expect(calls).toEqual([]);
  });

  it('is none where the realm has promos off, without asking the platform', async () => {
    const { as, calls } = promoGateway({ on: false });
    expect((await as(accountToken())(PROMO)).data!.viewer.promoNotification).toBeNull();
    expect(calls).toEqual([]);
  });
});

describe('dismissing a promo', () => {
  it('records what the viewer did, then dismisses it for good; the payload reads the next one', async () => {
    const { as, calls } = promoGateway();
    const ask = as(accountToken());
    const answer = await ask(DISMISS, { input: { promoNotificationId: '1', action: 'CLICKED' } });
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.dismissPromoNotification).toEqual({ viewer: { promoNotification: { internalId: '2' } }, userErrors: [] });
    expect(calls).toEqual([
      'POST /api/v2/promo-notification/1/events {"type":"CLICKED"}',
      'PUT /api/v2/promo-notification/1 {}',
      'GET /api/v2/promo-notification?maxNotifications=1',
    ]);
    // Reloaded: it stays dismissed.
    expect((await ask(PROMO)).data!.viewer.promoNotification.internalId).toBe('2');
  });

  it('answers promoNotificationNotFound for a promo the platform does not know, dismissing nothing', async () => {
    const { as, calls } = promoGateway();
    const answer = await as(accountToken())(DISMISS, { input: { promoNotificationId: '99', action: 'DISMISSED' } });
    expect(answer.data!.dismissPromoNotification.userErrors).toEqual([{ messageKey: 'promoNotificationNotFound', field: 'promoNotificationId' }]);
    expect(calls.filter((call) => !call.startsWith('GET'))).toEqual(['POST /api/v2/promo-notification/99/events {"type":"DISMISSED"}']);
  });

  it('answers promoNotificationNotFound for an id that cannot name one, without a call', async () => {
    const { as, calls } = promoGateway();
    const answer = await as(accountToken())(DISMISS, { input: { promoNotificationId: '../1', action: 'DISMISSED' } });
    expect(answer.data!.dismissPromoNotification.userErrors).toEqual([{ messageKey: 'promoNotificationNotFound', field: 'promoNotificationId' }]);
    expect(calls.filter((call) => !call.startsWith('GET'))).toEqual([]);
  });

  it('turns guests away with UNAUTHENTICATED, before any call', async () => {
    const { as, calls } = promoGateway();
    const answer = await as(guestToken('ringside'))(DISMISS, { input: { promoNotificationId: '1', action: 'DISMISSED' } });
    expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(calls).toEqual([]);
  });
});
