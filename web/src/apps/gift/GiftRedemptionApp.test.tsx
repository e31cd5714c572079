import { act, fireEvent, screen } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import type { GiftRedemptionAppTestQuery } from './__generated__/GiftRedemptionAppTestQuery.graphql.ts';
import { GiftRedemptionApp } from './GiftRedemptionApp.tsx';

const CODE = 'K7QM-2XWD-9HPT-R4NB';

function TestPage({ code }: { code: string }) {
  const data = useLazyLoadQuery<GiftRedemptionAppTestQuery>(
    graphql`
      query GiftRedemptionAppTestQuery($code: String!) @relay_test_operation {
        viewer {
          ...GiftRedemptionApp_viewer
        }
        giftRedemption(code: $code) {
          ...GiftRedemptionApp_redemption
        }
      }
    `,
    { code },
  );
  return <GiftRedemptionApp viewer={data.viewer} redemption={data.giftRedemption} code={code} />;
}

const championship = {
  name: 'Gift the Championship 12 pay-per-view',
  kind: 'PAY_PER_VIEW',
  senderName: 'Casey',
  note: 'Enjoy the fight!',
  periods: null,
  period: null,
  expiresAt: '2027-05-01T12:00:00Z',
};

function openCode(role: string, status: string, gift: object | null = championship) {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((operation) =>
    MockPayloadGenerator.generate(operation, {
      Viewer: () => ({ role }),
      GiftRedemption: () => ({ code: CODE, status, gift }),
    }),
  );
  return { environment, ...renderWithProviders(<TestPage code={CODE} />, { environment, pathname: '/gifts/redeem', query: { code: CODE } }) };
}

describe('redeeming a gift code', () => {
  it('shows what the code gives, its sender and note, and asks a guest to sign in and come back', () => {
    openCode('GUEST', 'REDEEMABLE');
    expect(screen.getByRole('heading', { name: championship.name })).toBeTruthy();
    expect(screen.getByText('Casey sent you')).toBeTruthy();
    expect(screen.getByText('Enjoy the fight!')).toBeTruthy();
    expect((screen.getByLabelText(/Gift code/) as HTMLInputElement).value).toBe(CODE);
    expect(screen.queryByRole('button', { name: 'Redeem' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign in to redeem' }).getAttribute('href')).toBe(
      `/login?from=${encodeURIComponent(`/gifts/redeem?code=${CODE}`)}`,
    );
  });

  it.each([
    ['ALREADY_REDEEMED', 'This gift has already been redeemed.'],
    ['EXPIRED', 'This gift has expired: gifts must be redeemed within a year.'],
    ['NOT_FOUND', 'No gift has this code. Check it and try again.'],
    ['TOO_MANY_ATTEMPTS', 'Too many codes were tried. Please wait a while and try again.'],
  ])('says why a code that is %s cannot be redeemed', (status, message) => {
    openCode('CUSTOMER', status, status === 'NOT_FOUND' || status === 'TOO_MANY_ATTEMPTS' ? null : championship);
    expect(screen.getByRole('alert').textContent).toBe(message);
    expect(screen.queryByRole('button', { name: 'Redeem' })).toBeNull();
  });

  it('redeems for a customer and links to the event it unlocks', async () => {
    const { environment } = openCode('CUSTOMER', 'REDEEMABLE');
    fireEvent.click(screen.getByRole('button', { name: 'Redeem' }));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables).toEqual({ input: { code: CODE } });
    await act(async () => {
      environment.mock.resolve(operation, {
        data: {
          redeemGift: {
            gift: { name: championship.name, kind: 'PAY_PER_VIEW', periods: null, period: null },
            licence: { id: 'TGljZW5jZToz', name: 'Championship 12', liveEvent: { id: 'TGl2ZUV2ZW50OjQ=', internalId: '4', title: 'Championship 12', playability: { playable: true, reason: null } } },
            endsAt: null,
            userErrors: [],
          },
        },
      });
    });
    expect(screen.getByRole('heading', { name: 'Your gift is ready' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Watch Championship 12' }).getAttribute('href')).toBe('/live/4');
  });

  it('tells a refusal from the platform, leaving the gift on screen', async () => {
    const { environment } = openCode('CUSTOMER', 'REDEEMABLE');
    fireEvent.click(screen.getByRole('button', { name: 'Redeem' }));
    await act(async () => {
      environment.mock.resolve(environment.mock.getMostRecentOperation(), {
        data: { redeemGift: { gift: null, licence: null, endsAt: null, userErrors: [{ messageKey: 'ALREADY_LICENSED', field: 'code', message: '' }] } },
      });
    });
    expect(screen.getByRole('alert').textContent).toBe('You already have this. The code stays good: pass it on to someone else.');
    expect(screen.getByRole('heading', { name: championship.name })).toBeTruthy();
  });

  it('looks another code up by going to its address, and asks for one when the field is empty', () => {
    const { router } = openCode('CUSTOMER', 'NOT_FOUND', null);
    const field = screen.getByLabelText(/Gift code/);
    fireEvent.input(field, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check code' }));
    expect(screen.getByText('Please enter your gift code.')).toBeTruthy();
    fireEvent.input(field, { target: { value: ' abcd-efgh-jkmn-pqrs ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check code' }));
    expect(router.push).toHaveBeenCalledWith('/gifts/redeem?code=abcd-efgh-jkmn-pqrs');
  });
});
