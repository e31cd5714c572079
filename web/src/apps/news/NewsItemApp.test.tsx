import { screen, within } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { RealmTitleContext } from '../../realm/documentTitle.tsx';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import type { NewsItemAppTestQuery } from './__generated__/NewsItemAppTestQuery.graphql.ts';
import { NewsItemApp } from './NewsItemApp.tsx';

function TestArticlePage() {
  const data = useLazyLoadQuery<NewsItemAppTestQuery>(
    graphql`
      query NewsItemAppTestQuery @relay_test_operation {
        newsArticle(slug: "costa-outworks-herrera") {
          ...NewsItemApp_article
        }
      }
    `,
    {},
  );
  return (
    <RealmTitleContext.Provider value="Ringside">
      <NewsItemApp article={data.newsArticle!} />
    </RealmTitleContext.Provider>
  );
}

const costa = {
  slug: 'costa-outworks-herrera',
  headline: 'Costa outworks Herrera in Rio',
  lead: 'Three rounds, one story: pressure.',
  author: 'Marta Reis',
  publishedAt: '2026-01-19T12:00:00.000Z',
  updatedAt: '2026-01-19T14:00:00.000Z',
  imageUrl: '/images/news/1.svg',
  language: 'en',
  body: [
    { __typename: 'NewsParagraph', text: 'Costa set the pace from the first bell.' },
    { __typename: 'NewsHeading', text: 'The turning point' },
    { __typename: 'NewsQuote', text: 'I knew he would tire.', attribution: 'Rafael Costa' },
    { __typename: 'NewsImage', imageUrl: '/images/news/1-1.svg', alt: 'Costa celebrates', caption: 'Costa after the decision.' },
    { __typename: 'NewsEmbeddedVideo', video: { id: 'v22', internalId: '22', title: 'Costa vs Herrera: highlights', thumbnailUrl: '/t/22.svg', duration: 754, isGeoBlocked: false } },
    {
      __typename: 'NewsEmbeddedLiveEvent',
      liveEvent: { id: 'e7', internalId: '7', title: 'Fight Night Rio', thumbnailUrl: '/t/e7.svg', status: 'ENDED', startsAt: '2026-01-18T22:00:00.000Z', isGeoBlocked: false },
    },
  ],
  related: [{ __typename: 'Video', id: 'v9', internalId: '9', title: 'Best knockouts', thumbnailUrl: '/t/9.svg', duration: 600, isGeoBlocked: false, licensing: 'FREE' }],
};

function openArticle(pathname = '/news/costa-outworks-herrera') {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((operation) => MockPayloadGenerator.generate(operation, { NewsArticle: () => costa }));
  return renderWithProviders(<TestArticlePage />, { environment, pathname });
}

describe('a news article', () => {
  it('reads as an article: headline, standfirst, byline, dates and its body block by block', () => {
    openArticle();
    const article = screen.getByRole('article');
    expect(within(article).getByRole('heading', { level: 1, name: 'Costa outworks Herrera in Rio' })).toBeTruthy();
    expect(article.getAttribute('lang')).toBe('en');
    expect(within(article).getByText('Three rounds, one story: pressure.')).toBeTruthy();
    expect(within(article).getByText('By Marta Reis')).toBeTruthy();
    // Published, then corrected two hours later: both dates, the edit said as such.
    expect(within(article).getByText('January 19, 2026', { selector: 'time' }).getAttribute('datetime')).toBe(costa.publishedAt);
    const updated = article.querySelector('.rs-news-article__updated')!;
    expect(updated.querySelector('time')!.getAttribute('datetime')).toBe(costa.updatedAt);
    expect(updated.textContent).toMatch(/^Updated January 19, 2026 at \d{1,2}:\d{2}/);
    expect(within(article).getByText('Costa set the pace from the first bell.').tagName).toBe('P');
    expect(within(article).getByRole('heading', { level: 2, name: 'The turning point' })).toBeTruthy();
    const quote = within(article).getByText('I knew he would tire.').closest('figure')!;
    expect(quote.querySelector('blockquote')).toBeTruthy();
    expect(within(quote).getByText('Rafael Costa').tagName).toBe('FIGCAPTION');
    const picture = within(article).getByRole('img', { name: 'Costa celebrates' });
    expect(picture.closest('figure')!.textContent).toContain('Costa after the decision.');
    expect(document.title).toBe('Costa outworks Herrera in Rio | Ringside');
  });

  it('embeds its video and live event as cards that lead to where they play', () => {
    openArticle();
    const video = screen.getByRole('link', { name: /Watch the video.*Costa vs Herrera: highlights/ });
    expect(video.getAttribute('href')).toBe('/video/22');
    expect(within(video).getByText('12:34')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Watch the replay.*Fight Night Rio/ }).getAttribute('href')).toBe('/live/7');
  });

  it('ends with the titles to watch next and a way back to the news', () => {
    openArticle();
    const next = screen.getByRole('region', { name: 'Watch next' });
    expect(within(next).getByRole('link', { name: /Best knockouts/ }).getAttribute('href')).toBe('/video/9');
    expect(screen.getAllByRole('link', { name: /All news/ }).map((link) => link.getAttribute('href'))).toEqual(['/news', '/news']);
  });

  it('moves an article opened by its REST id to its own address (its canonical link)', () => {
    const { router } = openArticle('/news/1');
    expect(router.replace).toHaveBeenCalledWith('/news/costa-outworks-herrera');
  });
});
