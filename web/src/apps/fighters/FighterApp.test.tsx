import { screen, within } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import type { FighterAppTestQuery } from './__generated__/FighterAppTestQuery.graphql.ts';
import type { FightersInThisFightTestQuery } from './__generated__/FightersInThisFightTestQuery.graphql.ts';
import { FighterApp } from './FighterApp.tsx';
import { FightersInThisFight } from './FightersInThisFight.tsx';

function ProfilePage() {
  const data = useLazyLoadQuery<FighterAppTestQuery>(
    graphql`
      query FighterAppTestQuery @relay_test_operation {
        fighter(internalId: "404") {
          ...FighterApp_fighter
        }
      }
    `,
    {},
  );
  return data.fighter ? <FighterApp fighter={data.fighter} /> : null;
}

const measurement = (value: number, unit: string, metricValue: number, metricUnit: string) => ({ value, unit, metric: { value: metricValue, unit: metricUnit } });

const navarro = {
  internalId: '404',
  name: 'Diego Navarro',
  nickname: 'El Martillo',
  country: 'MX',
  weightClass: 'LIGHTWEIGHT',
  weightClassName: 'Lightweight',
  sport: 'MMA',
  age: 32,
  stance: 'ORTHODOX',
  profileImageUrl: '/images/fighter-profile/404.svg',
  bio: 'Raised in the boxing gyms of Iztapalapa.',
  record: { wins: 21, losses: 4, draws: 0, winsByKnockout: 12, winsBySubmission: 4, winsByDecision: 5 },
  stats: {
    height: measurement(70, 'INCH', 1.78, 'M'),
    reach: measurement(72, 'INCH', 1.83, 'M'),
    weight: measurement(155, 'LBS', 70.3, 'KG'),
    strikingAccuracy: measurement(51, 'PERCENT', 51, 'PERCENT'),
    takedownDefence: null,
  },
  rankings: [
    { weightClass: 'LIGHTWEIGHT', weightClassName: 'Lightweight', rank: 3, isChampion: false, movement: 4 },
    { weightClass: 'MENS_POUND_FOR_POUND', weightClassName: "Men's pound-for-pound", rank: 14, isChampion: false, movement: null },
  ],
  upcomingEvent: { __typename: 'LiveEvent', internalId: '1', title: 'Ringside Fight Night 42', status: 'LIVE', sport: 'MMA', isGeoBlocked: false, licensing: 'FREE' },
  videosConnection: {
    totalCount: 2,
    edges: [
      { cursor: 'v0', node: { __typename: 'Video', internalId: '9', title: 'Diego Navarro: Knockout Highlights', duration: 660, isGeoBlocked: false, licensing: 'FREE' } },
      { cursor: 'v1', node: { __typename: 'Video', internalId: '1', title: 'Navarro vs Hale: Full Fight', duration: 1320, isGeoBlocked: false, licensing: 'FREE' } },
    ],
    pageInfo: { hasNextPage: false, endCursor: 'v1' },
  },
};

function openProfile() {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((operation) => MockPayloadGenerator.generate(operation, { Fighter: () => navarro }));
  return renderWithProviders(<ProfilePage />, { environment, pathname: '/fighters/404' });
}

describe('a fighter’s profile', () => {
  it('names the fighter, with the page titled after them and the portrait described', () => {
    openProfile();
    expect(screen.getByRole('heading', { level: 1, name: 'Diego Navarro' })).toBeTruthy();
    expect(screen.getByText('“El Martillo”')).toBeTruthy();
    expect(screen.getByText('Mexico')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Portrait of Diego Navarro' }).getAttribute('height')).toBe('800');
    expect(document.title).toContain('Diego Navarro');
  });

  it('shows the record and how the wins came', () => {
    openProfile();
    expect(screen.getByText('21-4-0')).toBeTruthy();
    const methods = screen.getByLabelText('Wins by method');
    expect([...methods.querySelectorAll('.rs-record__method')].map((method) => method.textContent)).toEqual(['KO/TKO12', 'Submission4', 'Decision5']);
  });

  it('shows the stats in English units, leaving out what is not known', () => {
    openProfile();
    const stats = screen.getByRole('region', { name: 'Stats' });
    const rows = [...stats.querySelectorAll('.rs-stats__row')].map((row) => [row.querySelector('dt')!.textContent, row.querySelector('dd')!.textContent]);
    expect(rows).toEqual([
      ['Height', '5′ 10″'],
      ['Reach', '72 in'],
      ['Weight', '155 lb'],
      ['Age', '32'],
      ['Stance', 'Orthodox'],
      ['Striking accuracy', '51%'],
    ]);
  });

  it('links the rankings held, the next fight and the videos', () => {
    openProfile();
    const rankings = screen.getByRole('list', { name: 'Rankings' });
    expect(within(rankings).getByRole('link', { name: /#3 Lightweight Up 4/ }).getAttribute('href')).toBe('/fighters?ctt=LIGHTWEIGHT');
    expect(within(rankings).getByRole('link', { name: /#14 Men's pound-for-pound NEW/ }).getAttribute('href')).toBe('/fighters');
    const next = screen.getByRole('region', { name: 'Next fight' });
    expect(within(next).getByRole('link', { name: /Ringside Fight Night 42/ }).getAttribute('href')).toBe('/live/1');
    const videos = screen.getByRole('region', { name: /Videos/ });
    expect(within(videos).getByRole('link', { name: /Knockout Highlights/ }).getAttribute('href')).toBe('/video/9');
    expect(within(videos).queryByRole('button', { name: 'Load more' })).toBeNull();
  });
});

describe('the fighters in a fight', () => {
  function FightPage() {
    const data = useLazyLoadQuery<FightersInThisFightTestQuery>(
      graphql`
        query FightersInThisFightTestQuery @relay_test_operation {
          video(internalId: "1") {
            fighters {
              ...FightersInThisFight_fighters
            }
          }
        }
      `,
      {},
    );
    return data.video ? <FightersInThisFight fighters={data.video.fighters} /> : null;
  }

  function openFight(fighters: object[]) {
    const environment = createMockEnvironment();
    environment.mock.queueOperationResolver((operation) => MockPayloadGenerator.generate(operation, { Video: () => ({ fighters }) }));
    return renderWithProviders(<FightPage />, { environment, pathname: '/video/1' });
  }

  it('link each fighter’s profile, in billing order', () => {
    openFight([
      { internalId: '404', name: 'Diego Navarro', thumbnailUrl: '/images/fighter/404.svg', record: { wins: 21, losses: 4, draws: 0 } },
      { internalId: '406', name: 'Marcus Hale', thumbnailUrl: '/images/fighter/406.svg', record: { wins: 19, losses: 6, draws: 0 } },
    ]);
    const section = screen.getByRole('region', { name: 'Fighters in this fight' });
    expect(within(section).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Diego Navarro21-4-0', '/fighters/404'],
      ['Marcus Hale19-6-0', '/fighters/406'],
    ]);
  });

  it('are not mentioned at all when the title names no fighter', () => {
    openFight([]);
    expect(screen.queryByRole('region', { name: 'Fighters in this fight' })).toBeNull();
  });
});
