import { act, fireEvent, screen } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import type { UpNextCardTestQuery } from './__generated__/UpNextCardTestQuery.graphql.ts';
import { UP_NEXT_COUNTDOWN_SECONDS, UpNextCard } from './UpNextCard.tsx';

function TestCard({ autoAdvance, onPlay, onDismiss }: { autoAdvance: boolean; onPlay: () => void; onDismiss: () => void }) {
  const data = useLazyLoadQuery<UpNextCardTestQuery>(
    graphql`
      query UpNextCardTestQuery @relay_test_operation {
        video(internalId: "28") {
          ...UpNextCard_video
        }
      }
    `,
    {},
  );
  return <UpNextCard video={data.video!} autoAdvance={autoAdvance} onPlay={onPlay} onDismiss={onDismiss} />;
}

function renderCard(autoAdvance: boolean) {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((operation) =>
    MockPayloadGenerator.generate(operation, {
      Video: () => ({ title: 'Episode 1: New Blood', thumbnailUrl: '/images/video/28.svg', episodeNumber: 1 }),
      Season: () => ({ title: 'Season 2: Lima' }),
    }),
  );
  const onPlay = vi.fn();
  const onDismiss = vi.fn();
  renderWithProviders(<TestCard autoAdvance={autoAdvance} onPlay={onPlay} onDismiss={onDismiss} />, { environment });
  return { onPlay, onDismiss, card: screen.getByRole('complementary', { name: 'Up next' }) };
}

describe('the up-next card at the end of a video', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('with autoAdvance, counts down and then plays the next video by itself', () => {
    const { onPlay, card } = renderCard(true);
    expect(card.textContent).toContain('Season 2: Lima');
    expect(card.textContent).toContain('Episode 1: New Blood');
    expect(card.textContent).toContain(`Up next in ${UP_NEXT_COUNTDOWN_SECONDS}`);

    act(() => vi.advanceTimersByTime(2000));
    expect(card.textContent).toContain(`Up next in ${UP_NEXT_COUNTDOWN_SECONDS - 2}`);
    expect(onPlay).not.toHaveBeenCalled();

    act(() => vi.advanceTimersByTime((UP_NEXT_COUNTDOWN_SECONDS - 2) * 1000));
    expect(onPlay).toHaveBeenCalledTimes(1);
  });

  it('without autoAdvance, waits for the viewer to press play', () => {
    const { onPlay, card } = renderCard(false);
    expect(card.textContent).not.toMatch(/Up next in/);
    act(() => vi.advanceTimersByTime(60_000));
    expect(onPlay).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Play now' }));
    expect(onPlay).toHaveBeenCalledTimes(1);
  });

  it('goes away when the viewer cancels', () => {
    const { onDismiss } = renderCard(true);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });
});
