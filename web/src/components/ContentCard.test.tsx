import { screen, within } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/renderWithProviders.tsx';
import type { ContentCardTestQuery } from './__generated__/ContentCardTestQuery.graphql.ts';
import { ContentCard } from './ContentCard.tsx';

function TestCard() {
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
  return <ContentCard content={data.video!} />;
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
