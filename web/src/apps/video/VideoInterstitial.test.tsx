import { screen } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import type { VideoInterstitialTestQuery } from './__generated__/VideoInterstitialTestQuery.graphql.ts';
import { VideoInterstitial } from './VideoInterstitial.tsx';

function TestInterstitial({ playlist }: { playlist: string | null }) {
  const data = useLazyLoadQuery<VideoInterstitialTestQuery>(
    graphql`
      query VideoInterstitialTestQuery @relay_test_operation {
        video(internalId: "23") {
          ...VideoInterstitial_video
        }
      }
    `,
    {},
  );
  return <VideoInterstitial video={data.video!} playlist={playlist} />;
}

function renderInterstitial(video: Record<string, unknown>, playlist: string | null = null) {
  const environment = createMockEnvironment();
  let operationText = '';
  environment.mock.queueOperationResolver((operation) => {
    // What the query selects, whatever its text (persisted queries send none).
    operationText = JSON.stringify(operation.request.node.operation);
    return MockPayloadGenerator.generate(operation, {
      Video: () => ({
        internalId: '23',
        title: 'The rematch',
        description: 'Five rounds for the belt.',
        duration: 1500,
        releasedAt: '2025-03-08T21:00:00Z',
        tags: ['MMA'],
        ageRating: 'AGE_16',
        isGeoBlocked: false,
        episodeNumber: null,
        series: null,
        season: null,
        watchProgress: null,
        sponsor: null,
        fighters: [],
        ...video,
      }),
    });
  });
  renderWithProviders(<TestInterstitial playlist={playlist} />, { environment });
  return { operationText: () => operationText };
}

describe('a video’s interstitial page', () => {
  it('shows what the video is and a Play button that opens its player in the same playlist', () => {
    renderInterstitial({}, '5');
    expect(screen.getByRole('heading', { level: 1, name: 'The rematch' })).toBeTruthy();
    expect(screen.getByText('Five rounds for the belt.')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Suitable from age 16' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Play/ }).getAttribute('href')).toBe('/video/23?playlist=5');
  });

  it('gives an episode its series and season, each a link, and offers to resume where the viewer left it', () => {
    renderInterstitial({
      series: { internalId: '3', title: 'Road to the title' },
      season: { internalId: '31', title: 'Season 2' },
      episodeNumber: 4,
      watchProgress: { resumePosition: 754 },
    });
    expect(screen.getByRole('link', { name: 'Road to the title' }).getAttribute('href')).toBe('/series/3');
    expect(screen.getByRole('link', { name: 'Season 2' }).getAttribute('href')).toBe('/season/31');
    expect(screen.getByRole('link', { name: 'Season 2' }).parentElement?.textContent).toBe('Road to the title · Season 2 · Episode 4');
    expect(screen.getByRole('link', { name: /Resume from 12:34/ }).getAttribute('href')).toBe('/video/23');
  });

  it('asks for no stream: opening it takes none of the account’s stream places', () => {
    const { operationText } = renderInterstitial({});
    expect(operationText()).toContain('"title"');
    expect(operationText()).not.toContain('"playback"');
  });
});
