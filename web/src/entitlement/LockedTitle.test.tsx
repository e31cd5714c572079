import { screen } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { MockPayloadGenerator, createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/renderWithProviders.tsx';
import type { LockedTitleTestQuery } from './__generated__/LockedTitleTestQuery.graphql.ts';
import { LockedTitle } from './LockedTitle.tsx';

function TestPage() {
  const data = useLazyLoadQuery<LockedTitleTestQuery>(
    graphql`
      query LockedTitleTestQuery @relay_test_operation {
        video(internalId: "3") {
          playability {
            ...LockedTitle_playability
          }
        }
      }
    `,
    {},
  );
  return data.video ? <LockedTitle playability={data.video.playability} posterUrl="/still.svg" /> : null;
}

const monthly = {
  internalId: '1',
  name: 'Premium Monthly',
  kind: 'SUBSCRIPTION',
  subscriptionPeriod: 'MONTH',
  trialDays: 7,
  price: { amount: 999, currency: 'EUR', scale: 2 },
};
const yearly = { ...monthly, internalId: '2', name: 'Premium Yearly', subscriptionPeriod: 'YEAR', price: { amount: 9999, currency: 'EUR', scale: 2 } };
const payPerView = {
  internalId: '3',
  name: 'Championship 12',
  kind: 'PAY_PER_VIEW',
  subscriptionPeriod: null,
  trialDays: 0,
  price: { amount: 1999, currency: 'GBP', scale: 2 },
};

function renderLocked(playability: Record<string, unknown>) {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((operation) =>
    MockPayloadGenerator.generate(operation, { Playability: () => playability }),
  );
  renderWithProviders(<TestPage />, { environment, pathname: '/video/3' });
}

describe('a title the viewer does not hold', () => {
  it('offers each subscription that includes it, priced and with its trial, each opening checkout with it chosen', () => {
    renderLocked({ reason: 'NOT_LICENSED', signInMayUnlock: true, unlockedBy: [monthly, yearly] });
    expect(screen.getByText('Subscribe to watch')).toBeTruthy();
    const offer = screen.getByRole('link', { name: /Premium Monthly/ });
    expect(offer.textContent).toContain('€9.99 / month');
    expect(offer.getAttribute('href')).toBe('/purchase?licence=1&from=%2Fvideo%2F3');
    expect(screen.getByRole('link', { name: /Premium Yearly/ }).textContent).toContain('€99.99 / year');
    expect(screen.getAllByText('7-day free trial')).toHaveLength(2);
    // A guest may be a subscriber on another device.
    expect(screen.getByText('Already a subscriber?')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login?from=%2Fvideo%2F3');
  });

  it('asks to buy a pay-per-view, in the viewer’s currency, without a sign-in line for a customer', () => {
    renderLocked({ reason: 'NOT_LICENSED', signInMayUnlock: false, unlockedBy: [payPerView] });
    expect(screen.getByText('Buy this event to watch it')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Buy: Championship 12/ }).textContent).toContain('£19.99');
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
  });

  it('says so plainly when nothing on sale includes it', () => {
    renderLocked({ reason: 'NOT_LICENSED', signInMayUnlock: false, unlockedBy: [] });
    expect(screen.getByText('Your plan does not include this')).toBeTruthy();
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });
});
