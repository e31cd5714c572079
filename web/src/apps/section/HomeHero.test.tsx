import { screen, within } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import type { HomeHeroTestQuery } from './__generated__/HomeHeroTestQuery.graphql.ts';
import { HomeHero } from './HomeHero.tsx';

function TestHero() {
  const data = useLazyLoadQuery<HomeHeroTestQuery>(
    graphql`
      query HomeHeroTestQuery @relay_test_operation {
        section(name: "home") {
          hero {
            ...HomeHero_content
          }
        }
      }
    `,
    {},
  );
  return data.section?.hero ? <HomeHero content={data.section.hero} /> : null;
}

function renderHero(hero: Record<string, unknown>) {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((operation) =>
    MockPayloadGenerator.generate(operation, { Section: () => ({ hero }) }),
  );
  return renderWithProviders(<TestHero />, { environment });
}

describe('the hero a home page opens with', () => {
  it('features a live event on air: LIVE, its title, its description and Watch to its page', () => {
    renderHero({
      __typename: 'LiveEvent',
      internalId: '1',
      title: 'Ringside Fight Night 42: Navarro vs Hale 2',
      description: 'The rematch.',
      thumbnailUrl: '/images/event/1.svg',
      status: 'LIVE',
      startsAt: '2026-11-21T20:00:00.000Z',
      sport: 'MMA',
    });

    const hero = screen.getByRole('region', { name: 'Ringside Fight Night 42: Navarro vs Hale 2' });
    expect(within(hero).getByRole('heading', { level: 2 }).textContent).toBe('Ringside Fight Night 42: Navarro vs Hale 2');
    expect(within(hero).getByText('LIVE')).toBeTruthy();
    expect(within(hero).getByText('MMA')).toBeTruthy();
    expect(within(hero).getByText('The rematch.')).toBeTruthy();
    const watch = within(hero).getByRole('link', { name: 'Watch' });
    expect(watch.getAttribute('href')).toBe('/live/1');
    // The art is decoration: no name for a screen reader to read out.
    const art = hero.querySelector('img')!;
    expect(art.getAttribute('alt')).toBe('');
    expect(art.getAttribute('src')).toBe('/images/event/1.svg');
  });

  it('offers More info, not Watch, for an event that has not started', () => {
    renderHero({
      __typename: 'LiveEvent',
      internalId: '4',
      title: 'Championship 12',
      description: 'Title shot.',
      thumbnailUrl: '/images/event/4.svg',
      status: 'UPCOMING',
      startsAt: '2026-11-21T20:00:00.000Z',
      sport: 'MMA',
    });

    const hero = screen.getByRole('region', { name: 'Championship 12' });
    expect(within(hero).getByText('Upcoming')).toBeTruthy();
    expect(within(hero).queryByText('LIVE')).toBeNull();
    expect(within(hero).getByRole('link', { name: 'More info' }).getAttribute('href')).toBe('/live/4');
  });

  it('features a series with its seasons, Watch leading to the series', () => {
    renderHero({
      __typename: 'Series',
      internalId: '101',
      title: 'The Paddock',
      description: 'Behind the garage doors.',
      thumbnailUrl: '/images/series/101.svg',
      seasons: [{ id: 's1' }, { id: 's2' }],
    });

    const hero = screen.getByRole('region', { name: 'The Paddock' });
    expect(within(hero).getByText('2 seasons')).toBeTruthy();
    expect(within(hero).queryByText('LIVE')).toBeNull();
    expect(within(hero).getByRole('link', { name: 'Watch' }).getAttribute('href')).toBe('/series/101');
  });

  it('features a video, Watch leading to its player', () => {
    renderHero({
      __typename: 'Video',
      internalId: '22',
      title: 'Weigh-in',
      description: 'On the scales.',
      thumbnailUrl: '/images/video/22.svg',
      duration: 754,
    });

    const hero = screen.getByRole('region', { name: 'Weigh-in' });
    expect(within(hero).getByText('12:34')).toBeTruthy();
    expect(within(hero).getByRole('link', { name: 'Watch' }).getAttribute('href')).toBe('/video/22');
  });
});
