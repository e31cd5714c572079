import { fireEvent, screen, within } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { defaultPageBehaviour, PageBehaviourContext } from '../../realm/pageBehaviour.ts';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import type { SeriesEnhancedAppTestQuery } from './__generated__/SeriesEnhancedAppTestQuery.graphql.ts';
import { SeriesEnhancedApp } from './SeriesEnhancedApp.tsx';

function TestSeries() {
  const data = useLazyLoadQuery<SeriesEnhancedAppTestQuery>(
    graphql`
      query SeriesEnhancedAppTestQuery @relay_test_operation {
        series(internalId: "3") {
          ...SeriesEnhancedApp_series
        }
      }
    `,
    {},
  );
  return <SeriesEnhancedApp series={data.series!} />;
}

const episode = (id: string, number: number, title: string, releasedAt: string, tags: string[]) => ({
  cursor: `c${id}`,
  node: {
    __typename: 'Video', id: `V${id}`, internalId: id, title, episodeNumber: number, releasedAt, tags, duration: 1200,
    description: `About ${title}`, thumbnailUrl: `/images/vod/${id}.svg`, watchProgress: null,
  },
});

function renderSeries(interstitials = defaultPageBehaviour.interstitials) {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((operation) =>
    MockPayloadGenerator.generate(operation, {
      Series: () => ({
        title: 'Road to the title',
        description: 'Two seasons on the way to a belt.',
        ageRating: 'AGE_12',
        sponsor: null,
        seasons: [
          { id: 'S1', internalId: '31', title: 'Season 1', episodeCount: 2, episodesConnection: { edges: [
            episode('1', 1, 'Camp opens', '2023-05-01T10:00:00Z', ['MMA', 'Documentary']),
            episode('2', 2, 'Weigh-in', '2023-06-01T10:00:00Z', ['MMA']),
          ] } },
          { id: 'S2', internalId: '32', title: 'Season 2', episodeCount: 1, episodesConnection: { edges: [
            episode('3', 1, 'Fight night', '2025-01-10T10:00:00Z', ['MMA', 'Main card']),
          ] } },
        ],
      }),
    }),
  );
  renderWithProviders(
    <PageBehaviourContext.Provider value={{ ...defaultPageBehaviour, interstitials }}>
      <TestSeries />
    </PageBehaviourContext.Provider>,
    { environment },
  );
}

describe('a series in the enhanced metadata view', () => {
  it('states its facts: age rating, years, seasons, episodes and genres from its episodes', () => {
    renderSeries();
    expect(screen.getByRole('img', { name: 'Suitable from age 12' })).toBeTruthy();
    expect(screen.getByText('2023–2025')).toBeTruthy();
    expect(screen.getByText('2 seasons')).toBeTruthy();
    expect(screen.getByText('3 episodes')).toBeTruthy();
    const genres = screen.getByRole('list', { name: 'Genres' });
    expect(within(genres).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['MMA', 'Documentary', 'Main card']);
  });

  it('shows one season at a time as tabs, the arrow keys moving between them', () => {
    renderSeries();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Season 1', 'Season 2']);
    const panel = () => screen.getByRole('tabpanel');
    expect(within(panel()).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['1. Camp opens', '2. Weigh-in']);

    fireEvent.keyDown(tabs[0]!, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Season 2' }).getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Season 2' }));
    expect(within(panel()).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['1. Fight night']);
    expect(within(panel()).getByRole('link', { name: 'Season page' }).getAttribute('href')).toBe('/season/32');
  });

  it('opens episodes on their interstitial where the realm asks for one from series pages', () => {
    renderSeries({ ...defaultPageBehaviour.interstitials, series: true });
    expect(screen.getByRole('link', { name: /Camp opens/ }).getAttribute('href')).toBe('/video/1/details');
    expect(screen.getByRole('link', { name: /Play episode 1/ }).getAttribute('href')).toBe('/video/1/details');
  });
});
