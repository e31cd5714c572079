import { act, fireEvent, screen, within } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import type { NewsAppTestQuery } from './__generated__/NewsAppTestQuery.graphql.ts';
import { NewsApp } from './NewsApp.tsx';

function TestNewsPage() {
  const data = useLazyLoadQuery<NewsAppTestQuery>(
    graphql`
      query NewsAppTestQuery @relay_test_operation {
        ...NewsApp_query
      }
    `,
    {},
  );
  return <NewsApp query={data} />;
}

/** Article n of the realm, the newest first (published at noon UTC, n days before 20 January 2026). */
const article = (n: number) => ({
  id: `article-${n}`,
  slug: `story-${n}`,
  headline: `Story ${n}`,
  lead: `What happened in story ${n}.`,
  author: n === 1 ? 'Marta Reis' : 'Tom Baker',
  publishedAt: new Date(Date.UTC(2026, 0, 20 - n, 12)).toISOString(),
  imageUrl: `/images/news/${n}.svg`,
});

function openNews(count: number, hasNextPage = false) {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((operation) =>
    MockPayloadGenerator.generate(operation, {
      NewsArticleConnection: () => ({
        edges: Array.from({ length: count }, (_, i) => ({ cursor: `c${i + 1}`, node: article(i + 1) })),
        pageInfo: { hasNextPage, endCursor: `c${count}` },
      }),
    }),
  );
  renderWithProviders(<TestNewsPage />, { environment, pathname: '/news' });
  return environment;
}

describe('the news page', () => {
  it('leads with the latest article and its byline, then the others as cards, each leading to its page', () => {
    openNews(4);
    expect(screen.getByRole('heading', { level: 1, name: 'News' })).toBeTruthy();
    const [lead, ...cards] = screen.getAllByRole('article');
    expect(within(lead!).getByRole('heading', { name: 'Story 1' })).toBeTruthy();
    expect(within(lead!).getByText('By Marta Reis')).toBeTruthy();
    expect(within(lead!).getByText('January 19, 2026').getAttribute('datetime')).toBe(article(1).publishedAt);
    expect(within(lead!).getByRole('link').getAttribute('href')).toBe('/news/story-1');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Story 2', 'Story 3', 'Story 4']);
    expect(within(cards[0]!).getByRole('link').getAttribute('href')).toBe('/news/story-2');
  });

  it('asks for the next articles after the last card with “Load more”', () => {
    const environment = openNews(10, true);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    const next = environment.mock.getMostRecentOperation();
    expect(next.request.node.params.name).toBe('NewsAppPaginationQuery');
    expect(next.request.variables).toMatchObject({ count: 9, cursor: 'c10' });
    act(() => {
      environment.mock.resolve(next, {
        data: {
          newsConnection: {
            edges: [{ cursor: 'c11', node: { __typename: 'NewsArticle', ...article(11) } }],
            pageInfo: { hasNextPage: false, endCursor: 'c11' },
          },
        },
      });
    });
    expect(screen.getByRole('heading', { name: 'Story 11' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('says so when the realm has no news yet', () => {
    openNews(0);
    expect(screen.getByRole('heading', { name: 'No news yet' })).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
  });
});
