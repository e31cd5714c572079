import { act, fireEvent, screen, within } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import type { FightersAppTestQuery } from './__generated__/FightersAppTestQuery.graphql.ts';
import { FightersApp } from './FightersApp.tsx';
import type { FightersLocation } from './fightersLocation.ts';

function TestPage({ location }: { location: FightersLocation }) {
  const data = useLazyLoadQuery<FightersAppTestQuery>(
    graphql`
      query FightersAppTestQuery($showRankings: Boolean!, $showRoster: Boolean!, $letter: String!) @relay_test_operation {
        rankedWeightClasses {
          ...FightersApp_weightClasses
        }
        ranking(weightClass: LIGHTWEIGHT) @include(if: $showRankings) {
          ...RankingTable_ranking
        }
        ...FighterIndex_query @include(if: $showRoster) @alias(as: "roster") @arguments(letter: $letter)
      }
    `,
    { showRankings: location.view === 'rankings', showRoster: location.view === 'az', letter: location.view === 'az' ? location.letter : 'a' },
  );
  return <FightersApp location={location} weightClasses={data.rankedWeightClasses} ranking={data.ranking ?? null} roster={data.roster ?? null} />;
}

const fighter = (internalId: string, name: string, nickname: string | null, record: [number, number, number], country = 'MX') => ({
  id: `Fighter:${internalId}`,
  internalId,
  name,
  nickname,
  country,
  weightClassName: 'Lightweight',
  thumbnailUrl: `/images/fighter/${internalId}.svg`,
  record: { wins: record[0], losses: record[1], draws: record[2] },
});

const lb = (value: number, kg: number) => ({ value, unit: 'LBS', metric: { value: kg, unit: 'KG' } });
const rankedWeightClasses = [
  { weightClass: 'MENS_POUND_FOR_POUND', weightClassName: "Men's pound-for-pound", limit: null, champion: null },
  { weightClass: 'LIGHTWEIGHT', weightClassName: 'Lightweight', limit: lb(155, 70.3), champion: fighter('401', 'Anvar Rustamov', 'The Wall', [27, 1, 0], 'UZ') },
  { weightClass: 'HEAVYWEIGHT', weightClassName: 'Heavyweight', limit: lb(265, 120.2), champion: fighter('801', 'Malik Johnson', null, [30, 1, 0], 'US') },
  { weightClass: 'WOMENS_BANTAMWEIGHT', weightClassName: "Women's bantamweight", limit: lb(135, 61.2), champion: null },
];

const lightweight = {
  weightClass: 'LIGHTWEIGHT',
  weightClassName: 'Lightweight',
  updatedAt: '2026-11-20T12:00:00.000Z',
  entries: [
    { rank: 0, isChampion: true, movement: 0, fighter: fighter('401', 'Anvar Rustamov', 'The Wall', [27, 1, 0], 'UZ') },
    { rank: 1, isChampion: false, movement: -1, fighter: fighter('402', 'Mateo Sandoval', 'El Matador', [23, 4, 0], 'CO') },
    { rank: 3, isChampion: false, movement: 4, fighter: fighter('404', 'Diego Navarro', 'El Martillo', [21, 4, 0]) },
    { rank: 13, isChampion: false, movement: null, fighter: fighter('413', 'Luke Harrington', null, [11, 1, 0], 'AU') },
  ],
};

function open(location: FightersLocation, roster: { letters: string[]; fighters: ReturnType<typeof fighter>[]; totalCount: number; hasNextPage: boolean } | null = null) {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((operation) =>
    MockPayloadGenerator.generate(operation, {
      Query: () => ({
        rankedWeightClasses,
        ranking: lightweight,
        fighters: roster && {
          totalCount: roster.totalCount,
          letters: roster.letters,
          edges: roster.fighters.map((node, index) => ({ cursor: `c${index}`, node })),
          pageInfo: { hasNextPage: roster.hasNextPage, endCursor: `c${roster.fighters.length - 1}`, hasPreviousPage: false, startCursor: 'c0' },
        },
      }),
    }),
  );
  return { environment, ...renderWithProviders(<TestPage location={location} />, { environment, pathname: '/fighters' }) };
}

describe('the rankings', () => {
  it('show the champion of every class, each a way to its ranking, the chosen one marked', () => {
    open({ view: 'rankings', weightClass: 'LIGHTWEIGHT' });
    const champions = screen.getByRole('region', { name: 'Champions' });
    const lightweightCard = within(champions).getByRole('link', { name: 'Lightweight · 155 lb Champion: Anvar Rustamov' });
    expect(lightweightCard.getAttribute('href')).toBe('/fighters?ctt=LIGHTWEIGHT');
    expect(lightweightCard.getAttribute('aria-current')).toBe('true');
    expect(within(champions).getByRole('link', { name: /Heavyweight · 265 lb.*Malik Johnson/ }).getAttribute('aria-current')).toBeNull();
    // Pound-for-pound lists have no champion; a class without one has its title vacant.
    expect(within(champions).getByRole('link', { name: /Men's pound-for-pound.*Best across the classes/ }).getAttribute('href')).toBe('/fighters');
    expect(within(champions).getByRole('link', { name: /Women's bantamweight.*Title vacant/ })).toBeTruthy();
    expect(within(champions).getByRole('heading', { name: 'Women' })).toBeTruthy();
  });

  it('list the champion first with the belt, then the contenders with how they moved', () => {
    open({ view: 'rankings', weightClass: 'LIGHTWEIGHT' });
    const table = screen.getByRole('table', { name: 'Lightweight ranking, champion first' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Rank', 'Move', 'Fighter', 'Record (W-L-D)', 'Country']);
    const [, champion, second, navarro, newcomer] = within(table).getAllByRole('row');
    expect(champion!.textContent).toContain('Champion');
    expect(within(champion!).getByRole('rowheader').textContent).toBe('Anvar Rustamov“The Wall”');
    expect(within(champion!).getByRole('link').getAttribute('href')).toBe('/fighters/401');
    expect(champion!.textContent).toContain('27-1-0');
    expect(champion!.textContent).toContain('Uzbekistan');
    expect(second!.textContent).toMatch(/^1.*Down 1/);
    expect(navarro!.textContent).toMatch(/^3.*Up 4.*Diego Navarro.*21-4-0.*Mexico/);
    expect(newcomer!.textContent).toMatch(/^13NEW/);
    expect(screen.getByText('Updated Nov 20, 2026')).toBeTruthy();
  });

  it('mark the tab that is open, both tabs being links in the address', () => {
    open({ view: 'rankings', weightClass: 'LIGHTWEIGHT' });
    const tabs = screen.getByRole('navigation', { name: 'Fighter section' });
    expect(within(tabs).getByRole('link', { name: 'Rankings' }).getAttribute('aria-current')).toBe('page');
    expect(within(tabs).getByRole('link', { name: 'Fighters A–Z' }).getAttribute('href')).toBe('/fighters?view=az');
    expect(document.title).toContain('Fighter rankings');
  });
});

describe('the roster A–Z', () => {
  const roster = {
    letters: ['a', 'b', 'n'],
    totalCount: 14,
    hasNextPage: true,
    fighters: [fighter('403', 'Cole Brennan', 'The Architect', [21, 5, 0], 'US'), fighter('602', 'Terrence Banks', 'T-Bone', [19, 4, 0], 'US')],
  };

  it('offers only the letters that have fighters, the current one marked', () => {
    open({ view: 'az', letter: 'b', weightClass: null }, roster);
    const letters = screen.getByRole('navigation', { name: 'Last name starts with' });
    expect(within(letters).getByRole('link', { name: 'B' }).getAttribute('aria-current')).toBe('true');
    expect(within(letters).getByRole('link', { name: 'N' }).getAttribute('href')).toBe('/fighters?view=az&lastNameStartLetter=n');
    expect(within(letters).getByRole('link', { name: 'A' }).getAttribute('href')).toBe('/fighters?view=az');
    expect(within(letters).queryByRole('link', { name: 'X' })).toBeNull();
    expect(within(letters).getByText('X').getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByText('14 fighters under B')).toBeTruthy();
  });

  it('shows each fighter as a card opening the profile', () => {
    open({ view: 'az', letter: 'b', weightClass: null }, roster);
    const card = screen.getByRole('link', { name: /Cole Brennan/ });
    expect(card.getAttribute('href')).toBe('/fighters/403');
    expect(card.textContent).toContain('Lightweight · 21-5-0');
    const image = card.querySelector('img')!;
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['198', '124']);
  });

  it('filters by a class (never a pound-for-pound list), kept in the address', () => {
    const { router } = open({ view: 'az', letter: 'b', weightClass: null }, roster);
    const select = screen.getByLabelText('Weight class') as HTMLSelectElement;
    expect([...select.options].map((option) => option.textContent)).toEqual(['All weight classes', 'Lightweight', 'Heavyweight', "Women's bantamweight"]);
    fireEvent.change(select, { target: { value: 'HEAVYWEIGHT' } });
    expect(router.push).toHaveBeenCalledWith('/fighters?view=az&lastNameStartLetter=b&ctt=HEAVYWEIGHT');
  });

  it('loads the next page of the letter on demand', async () => {
    const { environment } = open({ view: 'az', letter: 'b', weightClass: null }, roster);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    const next = environment.mock.getMostRecentOperation();
    expect(next.request.node.params.name).toBe('FighterIndexPaginationQuery');
    expect(next.request.variables).toMatchObject({ letter: 'b', count: 12, cursor: 'c1' });
    await act(async () => {
      environment.mock.resolve(
        next,
        MockPayloadGenerator.generate(next, {
          Query: () => ({
            fighters: {
              totalCount: 14,
              letters: roster.letters,
              edges: [{ cursor: 'c2', node: fighter('703', 'Oleksandr Bondar', null, [16, 2, 0], 'UA') }],
              pageInfo: { hasNextPage: false, endCursor: 'c2' },
            },
          }),
        }),
      );
    });
    expect(screen.getByRole('link', { name: /Oleksandr Bondar/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Cole Brennan/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });
});
