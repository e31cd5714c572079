import { screen, within } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/renderWithProviders.tsx';
import type { ContentCardTestQuery } from './__generated__/ContentCardTestQuery.graphql.ts';
import { ContentCard } from './ContentCard.tsx';
import { defaultPageBehaviour, PageBehaviourContext, type VideoLinkOrigin } from '../realm/pageBehaviour.ts';

function TestCard({ playlist, origin }: { playlist?: string; origin?: VideoLinkOrigin }) {
  const data = useLazyLoadQuery<ContentCardTestQuery>(
    graphql`
      query ContentCardTestQuery @relay_test_operation {
        video(internalId: "23") {
          ...ContentCard_content
        }
      }
    `,
    {},
  );
  return <ContentCard content={data.video!} playlist={playlist} origin={origin} />;
}

function renderVideoCard(video: { isGeoBlocked: boolean }) {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((operation) =>
    MockPayloadGenerator.generate(operation, {
      Video: () => ({ internalId: '23', title: 'Title fight', thumbnailUrl: '/images/vod/23.svg', duration: 600, ...video }),
    }),
  );
  renderWithProviders(<TestCard />, { environment });
  return screen.getByRole('link', { name: /Title fight/ });
}

describe('a card of a title blocked where the viewer is (SHOW_LOCKED)', () => {
  it('is shown locked, saying why, and still leads to the title’s page', () => {
    const card = renderVideoCard({ isGeoBlocked: true });
    expect(within(card).getByText('Not available in your territory')).toBeTruthy();
    expect(card.className).toContain('rs-card--locked');
    expect(card.getAttribute('href')).toBe('/video/23');
  });

  it('has no lock where the title may be watched', () => {
    const card = renderVideoCard({ isGeoBlocked: false });
    expect(within(card).queryByText('Not available in your territory')).toBeNull();
    expect(card.className).not.toContain('rs-card--locked');
  });
});

describe('where a video card leads (spec §2 interstitials, by the page the card is on)', () => {
  function hrefOf(interstitials: Partial<typeof defaultPageBehaviour.interstitials>, props: { playlist?: string; origin?: VideoLinkOrigin } = {}) {
    const environment = createMockEnvironment();
    environment.mock.queueOperationResolver((operation) =>
      MockPayloadGenerator.generate(operation, { Video: () => ({ internalId: '23', title: 'Title fight', isGeoBlocked: false }) }),
    );
    const behaviour = { ...defaultPageBehaviour, interstitials: { ...defaultPageBehaviour.interstitials, ...interstitials } };
    const { unmount } = renderWithProviders(
      <PageBehaviourContext.Provider value={behaviour}>
        <TestCard {...props} />
      </PageBehaviourContext.Provider>,
      { environment },
    );
    const href = screen.getByRole('link', { name: /Title fight/ }).getAttribute('href');
    unmount();
    return href;
  }

  it('plays at once where the realm asks for no interstitial', () => {
    expect(hrefOf({}, { playlist: '5' })).toBe('/video/23?playlist=5');
  });

  it('opens the interstitial from a playlist only where the playlist flag is on, keeping the playlist', () => {
    expect(hrefOf({ playlist: true }, { playlist: '5' })).toBe('/video/23/details?playlist=5');
    expect(hrefOf({ playlist: true })).toBe('/video/23');
  });

  it('follows the flag of the page it is on: a series page, a season page, anywhere else', () => {
    expect(hrefOf({ series: true }, { origin: 'series' })).toBe('/video/23/details');
    expect(hrefOf({ series: true }, { origin: 'season' })).toBe('/video/23');
    expect(hrefOf({ season: true }, { origin: 'season' })).toBe('/video/23/details');
    expect(hrefOf({ video: true })).toBe('/video/23/details');
  });
});
