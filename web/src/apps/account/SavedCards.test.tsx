import { act, fireEvent, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { OperationDescriptor } from 'relay-runtime';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { ToastProvider } from '../../components/Toast.tsx';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import type { SavedCardsTestQuery } from './__generated__/SavedCardsTestQuery.graphql.ts';
import { SavedCards } from './SavedCards.tsx';

type Environment = ReturnType<typeof createMockEnvironment>;

function TestCards() {
  const data = useLazyLoadQuery<SavedCardsTestQuery>(
    graphql`
      query SavedCardsTestQuery @relay_test_operation {
        viewer {
          account {
            ...SavedCards_account
          }
        }
      }
    `,
    {},
  );
  return <SavedCards account={data.viewer.account!} />;
}

const accountId = 'QWNjb3VudDo0Mg==';

interface Card {
  id: string;
  internalId: string;
  brand: string;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
  isDefault: boolean;
  isExpired: boolean;
}

const visa: Card = { id: 'Q2FyZDox', internalId: '1', brand: 'visa', last4: '4242', expiryMonth: 4, expiryYear: 2029, isDefault: true, isExpired: false };
const mastercard: Card = { id: 'Q2FyZDoy', internalId: '2', brand: 'mastercard', last4: '5100', expiryMonth: 11, expiryYear: 2030, isDefault: false, isExpired: false };
const amex: Card = { id: 'Q2FyZDoz', internalId: '3', brand: 'amex', last4: '0005', expiryMonth: 1, expiryYear: 2024, isDefault: false, isExpired: true };

function connection(cards: Card[], { hasNextPage = false, from = 0 } = {}) {
  return {
    edges: cards.map((node, index) => ({ cursor: `card-${from + index + 1}`, node })),
    pageInfo: { hasNextPage, endCursor: cards.length ? `card-${from + cards.length}` : null, hasPreviousPage: false, startCursor: null },
  };
}

const cardProvider = { type: 'CREDIT_CARD', cardFieldUrl: 'https://pay.example.test/card-field' };

function openCards(cards: Card[], options: { hasNextPage?: boolean; paymentProviders?: object[] } = {}) {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((operation) =>
    MockPayloadGenerator.generate(operation, {
      Account: () => ({ id: accountId, paymentProviders: options.paymentProviders ?? [cardProvider] }),
      PaymentCardConnection: () => connection(cards, options),
    }),
  );
  renderWithProviders(
    <ToastProvider>
      <Suspense fallback={null}>
        <TestCards />
      </Suspense>
    </ToastProvider>,
    { environment, pathname: '/account', query: { section: 'paymentdetails' } },
  );
  return environment;
}

/** The card rows as a customer reads them (what a screen reader says for the number). */
function rows() {
  return screen.getAllByTestId('saved-card').map((row) => row.querySelector('.rs-cards__name .rs-visually-hidden')?.textContent);
}

function row(name: string) {
  const found = screen.getAllByTestId('saved-card').find((candidate) => candidate.textContent?.includes(name));
  if (!found) throw new Error(`no card ${name}`);
  return found;
}

async function answer(environment: Environment, data: (operation: OperationDescriptor) => object) {
  const operation = environment.mock.getMostRecentOperation();
  await act(async () => environment.mock.resolve(operation, { data: data(operation) as never }));
  return operation;
}

describe('the saved cards', () => {
  it('shows each card as brand and last four digits, its expiry, and which is the default or expired', () => {
    openCards([visa, mastercard, amex]);
    expect(rows()).toEqual(['Visa ending in 4242', 'Mastercard ending in 5100', 'American Express ending in 0005']);

    const first = row('Visa');
    expect(first.textContent).toContain('Visa •••• 4242');
    expect(within(first).getByText('Default')).toBeTruthy();
    expect(within(first).getByText('Expires 04/29')).toBeTruthy();
    // The default card is already the default.
    expect(within(first).queryByRole('button', { name: /default card/ })).toBeNull();

    const expired = row('American Express');
    expect(within(expired).getByText('Expired')).toBeTruthy();
    expect(within(expired).getByText('Expired 01/24')).toBeTruthy();
    // An expired card cannot pay: it is not offered as the default.
    expect(within(expired).queryByRole('button', { name: /default card/ })).toBeNull();
    expect(within(expired).getByRole('button', { name: 'Remove American Express ending in 0005' })).toBeTruthy();
  });

  it('says so when there is no card yet, and where one comes from', () => {
    openCards([]);
    expect(screen.getByRole('heading', { name: 'Saved cards' })).toBeTruthy();
    expect(screen.getByText('No saved cards')).toBeTruthy();
    expect(screen.getByText('Add a card for your renewals, or pay with one: it is saved here.')).toBeTruthy();
  });

  it('adds a card typed in the provider’s field, the first one as the default', async () => {
    const environment = openCards([]);
    expect(screen.queryByTitle('Card details')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add a card' }));
    const field = screen.getByTitle('Card details') as HTMLIFrameElement;
    expect(field.getAttribute('src')).toBe('https://pay.example.test/card-field?origin=http%3A%2F%2Flocalhost%3A3000');
    // The first card pays renewals: nothing to choose.
    expect(screen.queryByRole('checkbox')).toBeNull();

    // Only the field itself, at the provider's origin, is heard.
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data: { type: 'ringside:card-token', token: 'tok_evil' }, origin: 'https://evil.example' }));
    });
    expect(environment.mock.getAllOperations()).toHaveLength(0);
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { type: 'ringside:card-token', token: 'tok_5100', brand: 'mastercard', last4: '5100' },
          origin: 'https://pay.example.test',
          source: field.contentWindow,
        }),
      );
    });
    const operation = await answer(environment, (op) =>
      MockPayloadGenerator.generate(op, {
        CardPayload: () => ({ userErrors: [] }),
        Account: () => ({ id: accountId, paymentProviders: [cardProvider] }),
        PaymentCardConnection: () => connection([{ ...mastercard, isDefault: true }]),
      }).data as object,
    );
    expect(operation.request.node.params.name).toBe('useAddCardMutation');
    expect(operation.request.variables).toEqual({ input: { cardToken: 'tok_5100', makeDefault: true } });
    expect(rows()).toEqual(['Mastercard ending in 5100']);
    expect(screen.getByText('The card ending 5100 has been saved.')).toBeTruthy();
    expect(screen.queryByTitle('Card details')).toBeNull();
  });

  it('offers no card field where the realm has no card provider', () => {
    openCards([visa], { paymentProviders: [{ type: 'PAYPAL', cardFieldUrl: null }] });
    expect(screen.queryByRole('button', { name: 'Add a card' })).toBeNull();
  });

  it('moves the Default badge at once, then shows the list as the platform orders it', async () => {
    const environment = openCards([visa, mastercard]);
    fireEvent.click(screen.getByRole('button', { name: 'Make Mastercard ending in 5100 your default card' }));

    // Before the platform answers.
    expect(within(row('Mastercard')).getByText('Default')).toBeTruthy();
    expect(within(row('Visa')).queryByText('Default')).toBeNull();

    const operation = await answer(environment, (op) =>
      MockPayloadGenerator.generate(op, {
        CardPayload: () => ({ userErrors: [], card: { ...mastercard, isDefault: true } }),
        Account: () => ({ id: accountId }),
        PaymentCardConnection: () => connection([{ ...mastercard, isDefault: true }, { ...visa, isDefault: false }]),
      }).data as object,
    );
    expect(operation.request.node.params.name).toBe('useMakeCardDefaultMutation');
    expect(operation.request.variables).toEqual({ input: { cardId: '2' } });
    expect(rows()).toEqual(['Mastercard ending in 5100', 'Visa ending in 4242']);
    expect(within(row('Mastercard')).getByText('Default')).toBeTruthy();
    expect(screen.getByText('Mastercard ending in 5100 is now your default card.')).toBeTruthy();
  });

  it('puts the badge back and says why when the platform refuses the new default', async () => {
    const environment = openCards([visa, mastercard]);
    fireEvent.click(screen.getByRole('button', { name: 'Make Mastercard ending in 5100 your default card' }));
    await answer(environment, () => ({
      makeCardDefault: { card: null, account: null, userErrors: [{ messageKey: 'CARD_EXPIRED', field: 'cardId', message: 'Card expired' }] },
    }));
    expect(within(row('Visa')).getByText('Default')).toBeTruthy();
    expect(within(row('Mastercard')).queryByText('Default')).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe('This card has expired. Choose another card.');
  });

  it('asks before removing a card, and Cancel keeps it', () => {
    const environment = openCards([visa, mastercard]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Mastercard ending in 5100' }));
    const question = screen.getByRole('group', { name: 'Remove Mastercard ending in 5100?' });
    expect(within(question).getByText('Remove this card?')).toBeTruthy();
    expect(environment.mock.getAllOperations()).toHaveLength(0);

    fireEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('group')).toBeNull();
    expect(rows()).toHaveLength(2);
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('takes a removed card off the list at once and keeps it off once the platform agrees', async () => {
    const environment = openCards([visa, mastercard]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Mastercard ending in 5100' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, remove' }));
    expect(rows()).toEqual(['Visa ending in 4242']);

    const operation = await answer(environment, (op) =>
      MockPayloadGenerator.generate(op, {
        CardPayload: () => ({ userErrors: [] }),
        Account: () => ({ id: accountId }),
        PaymentCardConnection: () => connection([visa]),
      }).data as object,
    );
    expect(operation.request.node.params.name).toBe('useRemoveCardMutation');
    expect(operation.request.variables).toEqual({ input: { cardId: '2' } });
    expect(rows()).toEqual(['Visa ending in 4242']);
    expect(screen.getByText('Mastercard ending in 5100 has been removed.')).toBeTruthy();
  });

  it('brings the card back and says why when it pays for a running subscription', async () => {
    const environment = openCards([visa]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Visa ending in 4242' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, remove' }));
    expect(screen.queryAllByTestId('saved-card')).toHaveLength(0);

    await answer(environment, () => ({
      removeCard: { account: null, userErrors: [{ messageKey: 'CARD_IN_USE', field: 'cardId', message: 'In use' }] },
    }));
    expect(rows()).toEqual(['Visa ending in 4242']);
    expect(screen.getByRole('alert').textContent).toBe('This card pays for a running subscription. Add or choose another card first.');
  });

  it('leaves a card removed on another device off the list, saying so', async () => {
    const environment = openCards([visa, mastercard]);
    fireEvent.click(screen.getByRole('button', { name: 'Make Mastercard ending in 5100 your default card' }));
    await answer(environment, () => ({
      makeCardDefault: { card: null, account: null, userErrors: [{ messageKey: 'cardNotFound', field: 'cardId', message: 'Not found' }] },
    }));
    expect(rows()).toEqual(['Visa ending in 4242']);
    expect(within(row('Visa')).getByText('Default')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('This card is no longer saved.');
  });

  it('says something went wrong when the platform cannot be reached, keeping the card', async () => {
    const environment = openCards([visa, mastercard]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Mastercard ending in 5100' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, remove' }));
    await act(async () => environment.mock.reject(environment.mock.getMostRecentOperation(), new Error('offline')));
    expect(rows()).toHaveLength(2);
    expect(screen.getByRole('alert').textContent).toBe('Something went wrong. Please try again.');
  });

  it('shows 20 cards a page and the next 20 with "Show more"', async () => {
    const first = Array.from({ length: 20 }, (_, index): Card => ({
      ...mastercard,
      id: `Q2FyZDp${index}`,
      internalId: String(100 + index),
      last4: String(1000 + index),
      isDefault: index === 0,
    }));
    const environment = openCards(first, { hasNextPage: true });
    expect(rows()).toHaveLength(20);

    fireEvent.click(screen.getByRole('button', { name: 'Show more cards' }));
    const more = await answer(environment, (op) =>
      MockPayloadGenerator.generate(op, {
        Account: () => ({ id: accountId }),
        PaymentCardConnection: () => connection([{ ...visa, isDefault: false }], { from: 20 }),
      }).data as object,
    );
    expect(more.request.node.params.name).toBe('SavedCardsPaginationQuery');
    expect(more.request.variables).toMatchObject({ count: 20, cursor: 'card-20', id: accountId });
    expect(rows()).toHaveLength(21);
    expect(rows()[20]).toBe('Visa ending in 4242');
    expect(screen.queryByRole('button', { name: 'Show more cards' })).toBeNull();
  });
});
