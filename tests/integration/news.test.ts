// News and promo notifications through the gateway against the real backend,
// as a TV or mobile app would (bearer tokens): a reader pages through
// Ringside's newsroom newest first and reads an article in Portuguese; a
// customer is shown the promo of highest priority once, follows it, and never
// sees it again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRingsideAccount } from '../support/accounts.ts';
import { accessTokenThroughGateway } from '../support/gatewaySignIn.ts';
import { graphql } from '../support/graphql.ts';
import { startPlatform, type RunningPlatform } from '../support/platform.ts';

let platform: RunningPlatform;
beforeAll(async () => {
  platform = await startPlatform({ serveWeb: false });
});
afterAll(() => platform?.close());

/** A new Ringside customer, signed in; asks in `language` (Accept-Language). */
async function newReader(language = 'en') {
  const token = await accessTokenThroughGateway(platform, await createRingsideAccount(platform));
  return (query: string, variables?: Record<string, unknown>) =>
    graphql(platform.url, query, { realm: 'ringside', variables, headers: { authorization: `Bearer ${token}`, 'accept-language': language } });
}

const PAGE = `query ($after: String) { newsConnection(first: 5, after: $after) {
  totalCount pageInfo { hasNextPage endCursor } edges { node { slug headline publishedAt } } } }`;

describe('Ringside’s news', () => {
  it('pages through the published articles newest first; the scheduled one is nowhere', async () => {
    const ask = await newReader();
    const articles: { slug: string; publishedAt: string }[] = [];
    let after: string | null = null;
    let pages = 0;
    do {
      const answer = await ask(PAGE, { after });
      expect(answer.errors).toBeUndefined();
      const connection = answer.data!.newsConnection;
      expect(connection.totalCount).toBe(12);
      articles.push(...connection.edges.map((edge: { node: { slug: string; publishedAt: string } }) => edge.node));
      after = connection.pageInfo.hasNextPage ? connection.pageInfo.endCursor : null;
      pages += 1;
    } while (after);

    expect(pages).toBe(3);
    expect(articles).toHaveLength(12);
    expect(articles[0]!.slug).toBe('rankings-costa-into-featherweight-top-five');
    const times = articles.map((article) => Date.parse(article.publishedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(articles.map((article) => article.slug)).not.toContain('how-to-watch-ringside-championship-12');

    const scheduled = await ask(`{ newsArticle(slug: "how-to-watch-ringside-championship-12") { headline } }`);
    expect(scheduled.data).toEqual({ newsArticle: null });
    expect(scheduled.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND', httpStatus: 404 });
  });

  it('reads an article in Portuguese to a Portuguese reader, its embedded video and related titles as cards', async () => {
    const ask = await newReader('pt-BR');
    const answer = await ask(`{ newsArticle(slug: "rankings-costa-into-featherweight-top-five") {
      internalId headline language languages author
      body { __typename ... on NewsHeading { text } ... on NewsEmbeddedVideo { video { internalId title } } }
      related { __typename ... on Video { internalId } ... on LiveEvent { internalId } } } }`);
    expect(answer.errors).toBeUndefined();
    const article = answer.data!.newsArticle;
    expect(article).toMatchObject({
      internalId: '5',
      headline: 'Ranking: Costa entra no top 5 dos penas e Lima segue como desafiante número 1',
      language: 'pt',
      languages: ['en', 'pt', 'es'],
      author: 'Tom Ashworth',
    });
    expect(article.body.filter((block: { __typename: string }) => block.__typename !== 'NewsParagraph')).toEqual([
      { __typename: 'NewsEmbeddedVideo', video: { internalId: '22', title: 'Placar: Ranking Muda Após o Fight Night 41' } },
      { __typename: 'NewsHeading', text: 'Como funciona o ranking' },
    ]);
    expect(article.related).toEqual([
      { __typename: 'Video', internalId: '22' },
      { __typename: 'LiveEvent', internalId: '1' },
      { __typename: 'LiveEvent', internalId: '4' },
    ]);
  });
});

const PROMO = `{ viewer { promoNotification { internalId title cta openInNewTab
  link { __typename ... on PromoContentLink { type contentId } ... on PromoExternalLink { url } } } } }`;
const DISMISS = `mutation ($input: DismissPromoNotificationInput!) { dismissPromoNotification(input: $input) {
  viewer { promoNotification { internalId } } userErrors { messageKey } } }`;

describe('Ringside’s promo notifications', () => {
  it('shows a customer the promo of highest priority until they follow it, then never again', async () => {
    const ask = await newReader();
    const shown = await ask(PROMO);
    expect(shown.errors).toBeUndefined();
    expect(shown.data!.viewer.promoNotification).toEqual({
      internalId: '1',
      title: 'Ringside Championship 12: Lima vs Okafor',
      cta: 'Watch live',
      openInNewTab: false,
      link: { __typename: 'PromoContentLink', type: 'LIVE', contentId: '4' },
    });

    const clicked = await ask(DISMISS, { input: { promoNotificationId: '1', action: 'CLICKED' } });
    expect(clicked.errors).toBeUndefined();
    expect(clicked.data!.dismissPromoNotification).toEqual({ viewer: { promoNotification: { internalId: '2' } }, userErrors: [] });

    // Asked again later (another app load): the next promo, with its outside link, never the first.
    expect((await ask(PROMO)).data!.viewer.promoNotification).toMatchObject({
      internalId: '2',
      openInNewTab: true,
      link: { __typename: 'PromoExternalLink', url: 'https://store.ringside.example/championship-12' },
    });
  });

  it('answers promoNotificationNotFound for a promo the realm does not run, and shows guests none', async () => {
    const ask = await newReader();
    const other = await ask(DISMISS, { input: { promoNotificationId: '999', action: 'DISMISSED' } });
    expect(other.data!.dismissPromoNotification.userErrors).toEqual([{ messageKey: 'promoNotificationNotFound' }]);

    const checkIn = await graphql(platform.url, `mutation { checkInAsGuest(input: { tokenDelivery: BODY }) { tokens { accessToken } } }`, { realm: 'ringside' });
    const guestToken = checkIn.data?.checkInAsGuest?.tokens?.accessToken as string | undefined;
    expect(guestToken).toBeTruthy();
    const guest = await graphql(platform.url, PROMO, { realm: 'ringside', headers: { authorization: `Bearer ${guestToken}` } });
    expect(guest.data!.viewer.promoNotification).toBeNull();
  });
});
