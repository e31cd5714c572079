import { fireEvent, screen, within } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/renderWithProviders.tsx';
import type { RailTestQuery } from './__generated__/RailTestQuery.graphql.ts';
import { Rail } from './Rail.tsx';

function TestRail() {
  const data = useLazyLoadQuery<RailTestQuery>(
    graphql`
      query RailTestQuery @relay_test_operation {
        section(name: "home") {
          bucketsConnection(first: 1) {
            edges {
              node {
                ...Rail_bucket
              }
            }
          }
        }
      }
    `,
    {},
  );
  return <Rail bucket={data.section!.bucketsConnection.edges[0]!.node} />;
}

const items = [
  { __typename: 'Video', internalId: '11', title: 'Title fight: full replay', thumbnailUrl: '/images/vod/11.svg', duration: 3725 },
  {
    __typename: 'LiveEvent',
    internalId: '21',
    title: 'Fight Night Lisbon',
    thumbnailUrl: '/images/event/21.svg',
    status: 'LIVE',
    startsAt: '2026-11-21T20:00:00.000Z',
    sport: 'MMA',
  },
  {
    __typename: 'LiveEvent',
    internalId: '22',
    title: 'Derby Day',
    thumbnailUrl: '/images/event/22.svg',
    status: 'UPCOMING',
    startsAt: '2026-12-05T18:30:00.000Z',
    sport: 'Football',
  },
  { __typename: 'Playlist', internalId: '31', title: 'Best knockouts', thumbnailUrl: '/images/playlist/31.svg', videoCount: 8 },
  { __typename: 'Series', internalId: '41', title: 'Road to the Belt', thumbnailUrl: '/images/series/41.svg', seasons: [{ id: 's1' }, { id: 's2' }] },
];

describe('a rail of the home page', () => {
  it('shows a card for each kind of content, each leading to its page', () => {
    const environment = createMockEnvironment();
    environment.mock.queueOperationResolver((operation) =>
      MockPayloadGenerator.generate(operation, {
        Bucket: () => ({ title: 'Featured', type: 'MIXED' }),
        ContentConnection: () => ({ edges: items.map((node, i) => ({ cursor: `c${i}`, node })) }),
      }),
    );
    renderWithProviders(<TestRail />, { environment });

    const rail = screen.getByRole('region', { name: 'Featured' });
    expect(within(rail).getByRole('heading', { name: 'Featured' })).toBeTruthy();
    const cards = within(rail).getAllByRole('link');
    expect(cards.map((card) => card.getAttribute('href'))).toEqual([
      '/video/11',
      '/live/21',
      '/live/22',
      '/playlist/31',
      '/series/41',
    ]);

    const video = cards[0]!;
    expect(within(video).getByText('Title fight: full replay')).toBeTruthy();
    expect(within(video).getByText('1:02:05')).toBeTruthy();
    expect(video.querySelector('img')!.getAttribute('src')).toBe('/images/vod/11.svg');

    expect(within(cards[1]!).getByText('LIVE')).toBeTruthy();
    expect(within(cards[2]!).getByText('Upcoming')).toBeTruthy();
    expect(within(cards[2]!).getByText(/Dec/)).toBeTruthy();
    expect(within(cards[3]!).getByText('8 videos')).toBeTruthy();
    expect(within(cards[4]!).getByText('2 seasons')).toBeTruthy();
  });

  function renderFeatured() {
    const environment = createMockEnvironment();
    environment.mock.queueOperationResolver((operation) =>
      MockPayloadGenerator.generate(operation, {
        Bucket: () => ({ title: 'Featured', type: 'MIXED' }),
        ContentConnection: () => ({ edges: items.map((node, i) => ({ cursor: `c${i}`, node })) }),
      }),
    );
    renderWithProviders(<TestRail />, { environment });
    return screen.getByRole('region', { name: 'Featured' });
  }

  /** Lays the track out as a browser would: `visible` pixels of `total`. */
  function layOutTrack(visible: number, total: number) {
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(visible);
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(total);
  }

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('offers no scroll arrows when every card fits', () => {
    layOutTrack(1200, 1200);
    const rail = renderFeatured();
    expect(within(rail).queryByRole('button', { name: 'Scroll right' })).toBeNull();
  });

  it('offers the arrows that can move the cards, and only those', () => {
    layOutTrack(800, 1600);
    const rail = renderFeatured();
    expect((within(rail).getByRole('button', { name: 'Scroll left' }) as HTMLButtonElement).disabled).toBe(true);
    expect((within(rail).getByRole('button', { name: 'Scroll right' }) as HTMLButtonElement).disabled).toBe(false);

    const track = rail.querySelector('ul')!;
    track.scrollLeft = 800;
    fireEvent.scroll(track);
    expect((within(rail).getByRole('button', { name: 'Scroll left' }) as HTMLButtonElement).disabled).toBe(false);
    expect((within(rail).getByRole('button', { name: 'Scroll right' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
