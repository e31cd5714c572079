import { act, fireEvent, screen } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import type { GiftsAppTestQuery } from './__generated__/GiftsAppTestQuery.graphql.ts';
import { GiftsApp } from './GiftsApp.tsx';

function TestPage() {
  const data = useLazyLoadQuery<GiftsAppTestQuery>(
    graphql`
      query GiftsAppTestQuery @relay_test_operation {
        realm {
          ...GiftsApp_realm
        }
        viewer {
          ...GiftsApp_viewer
        }
      }
    `,
    {},
  );
  return <GiftsApp realm={data.realm} viewer={data.viewer} />;
}

const eur = (amount: number) => ({ amount, currency: 'EUR', scale: 2 });
const giftItems = [
  { internalId: 'gift-premium', name: 'Gift Premium', description: 'Every fight', kind: 'SUBSCRIPTION', itemPrice: eur(999), period: 'MONTH', minPeriods: 1, maxPeriods: 12 },
  { internalId: 'gift-championship-12', name: 'Gift the Championship 12 pay-per-view', description: 'The title fight', kind: 'PAY_PER_VIEW', itemPrice: eur(1799), period: null, minPeriods: null, maxPeriods: null },
];

function openGifts({ role = 'CUSTOMER', query = {} }: { role?: string; query?: Record<string, string> } = {}) {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((operation) =>
    MockPayloadGenerator.generate(operation, {
      Realm: () => ({ name: 'ringside' }),
      Viewer: () => ({ role, giftItems, basket: null }),
    }),
  );
  return { environment, ...renderWithProviders(<TestPage />, { environment, pathname: '/gifts', query }) };
}

beforeEach(() => sessionStorage.clear());

describe('the gifts on offer', () => {
  it('lists each gift with its price, a subscription’s per period', () => {
    openGifts();
    expect(screen.getByRole('heading', { name: 'Gift Premium' })).toBeTruthy();
    expect(screen.getByText('€9.99 / month')).toBeTruthy();
    expect(screen.getByText('€17.99')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Send Gift Premium as a gift' }).getAttribute('href')).toBe('/gifts?gift=gift-premium');
  });

  it('says where the code went once paid', () => {
    openGifts({ query: { sentTo: 'friend@example.com' } });
    expect(screen.getByRole('heading', { name: 'Gift sent to friend@example.com' })).toBeTruthy();
  });
});

describe('sending a gift', () => {
  it('checks the form before anything goes in the basket: the address, then how long', async () => {
    const { environment } = openGifts({ query: { gift: 'gift-premium' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(screen.getByText('Please enter the email address of whoever receives the gift.')).toBeTruthy();
    expect(environment.mock.getAllOperations().some((operation) => operation.request.node.params.name === 'useChooseGiftMutation')).toBe(false);

    fireEvent.input(screen.getByLabelText(/Recipient's email/), { target: { value: 'friend@example.com' } });
    fireEvent.change(screen.getByLabelText('How long'), { target: { value: '3' } });
    fireEvent.input(screen.getByLabelText(/A note for them/), { target: { value: 'Happy birthday!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    const choose = environment.mock.getAllOperations().find((operation) => operation.request.node.params.name === 'useChooseGiftMutation')!;
    expect(choose.request.variables).toEqual({
      input: { giftId: 'gift-premium', recipientEmail: 'friend@example.com', note: 'Happy birthday!', numberOfPeriods: 3 },
    });

    // The platform's own check comes back at its field.
    await act(async () => {
      environment.mock.resolve(choose, {
        data: { chooseGift: { basket: null, userErrors: [{ messageKey: 'pleaseProvideValidEmail', field: 'recipientEmail', message: '' }] } },
      });
    });
    expect(screen.getByText('Please enter a valid email address.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: /Who is it for\?/ })).toBeTruthy();
  });

  it('offers no length for a pay-per-view, and asks a guest to sign in, back to this gift', () => {
    openGifts({ role: 'GUEST', query: { gift: 'gift-championship-12' } });
    expect(screen.queryByLabelText('How long')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Continue to payment' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(`/login?from=${encodeURIComponent('/gifts?gift=gift-championship-12')}`);
  });
});
