import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { MockPayloadGenerator, createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/renderWithProviders.tsx';
import type { SaveToListButtonTestQuery } from './__generated__/SaveToListButtonTestQuery.graphql.ts';
import { SaveToListButton } from './SaveToListButton.tsx';

const VIDEO = 'VmlkZW86Nw==';
const WEEKEND = 'V2F0Y2hsaXN0OjEx';
const CLASSICS = 'V2F0Y2hsaXN0OjEy';

function TestButton() {
  const data = useLazyLoadQuery<SaveToListButtonTestQuery>(
    graphql`
      query SaveToListButtonTestQuery @relay_test_operation {
        video(internalId: "7") {
          ...SaveToListButton_content
        }
      }
    `,
    {},
  );
  return data.video ? <SaveToListButton content={data.video} /> : null;
}

/** A video on the viewer's "Weekend" list, with "Classics" beside it and the system list first. */
function renderWithVideo(inWatchlists: string[] | null) {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((operation) =>
    MockPayloadGenerator.generate(operation, {
      Video: () => ({ id: VIDEO, inWatchlists: inWatchlists?.map((id) => ({ id })) ?? null }),
    }),
  );
  renderWithProviders(<TestButton />, { environment, pathname: '/' });
  return environment;
}

async function openWithLists(environment: ReturnType<typeof createMockEnvironment>) {
  fireEvent.click(screen.getByRole('button', { name: 'Save to list' }));
  // loadQuery asks the network before the environment records the operation: answered by hand.
  act(() => environment.mock.resolveMostRecentOperation({
    data: {
      viewer: {
        id: 'viewer',
        watchlists: [
          { id: 'V2F0Y2hsaXN0OjE=', name: null, isSystemDefined: true },
          { id: WEEKEND, name: 'Weekend', isSystemDefined: false },
          { id: CLASSICS, name: 'Classics', isSystemDefined: false },
        ],
      },
    },
  }));
  await screen.findByRole('button', { name: 'New list…' });
}

const checkbox = (name: string) => screen.getByRole<HTMLInputElement>('checkbox', { name });

describe('the Save to list button', () => {
  it('is not there for a guest, or where the realm has no named lists', () => {
    renderWithVideo(null);
    expect(screen.queryByRole('button', { name: 'Save to list' })).toBeNull();
  });

  it('opens on the named lists, the ones holding the video checked, with focus on the first', async () => {
    const environment = renderWithVideo([WEEKEND]);
    const button = screen.getByRole('button', { name: 'Save to list' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await openWithLists(environment);

    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('dialog', { name: 'Save to list' })).toBeTruthy();
    expect(screen.getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual([
      'Weekend',
      'Classics',
    ]);
    expect(checkbox('Weekend').checked).toBe(true);
    expect(checkbox('Classics').checked).toBe(false);
    // Preact runs the effects of what a Suspense boundary shows after the next paint.
    await waitFor(() => expect(document.activeElement).toBe(checkbox('Weekend')));
  });

  it('puts the video on a list at once, and keeps it when the platform agrees', async () => {
    const environment = renderWithVideo([]);
    await openWithLists(environment);
    fireEvent.click(checkbox('Classics'));
    expect(checkbox('Classics').checked).toBe(true);

    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.operation.name).toBe('SaveToListButtonAddMutation');
    expect(operation.request.variables.input).toEqual({ contentId: VIDEO, watchlistId: CLASSICS });
    act(() =>
      environment.mock.resolve(operation, {
        data: {
          addToWatchlist: {
            content: { __typename: 'Video', id: VIDEO, inWatchlists: [{ id: CLASSICS }] },
            watchlist: { id: CLASSICS, itemCount: 1 },
            contentEdge: null,
            userErrors: [],
          },
        },
      }),
    );
    expect(checkbox('Classics').checked).toBe(true);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('takes the video off again, and goes back with a message when the platform cannot be reached', async () => {
    const environment = renderWithVideo([WEEKEND]);
    await openWithLists(environment);
    fireEvent.click(checkbox('Weekend'));
    expect(checkbox('Weekend').checked).toBe(false);
    expect(environment.mock.getMostRecentOperation().request.node.operation.name).toBe('SaveToListButtonRemoveMutation');

    act(() => environment.mock.reject(environment.mock.getMostRecentOperation(), new Error('offline')));
    expect(checkbox('Weekend').checked).toBe(true);
    expect(screen.getByRole('alert').textContent).toBe('Could not take it off the list. Please try again.');
  });

  it('makes a new list, refusing an empty or too long name first, and puts the video on it', async () => {
    const environment = renderWithVideo([]);
    await openWithLists(environment);
    fireEvent.click(screen.getByRole('button', { name: 'New list…' }));
    const name = screen.getByRole('textbox', { name: 'List name' });
    expect(document.activeElement).toBe(name);

    fireEvent.click(screen.getByRole('button', { name: 'Create and save' }));
    expect(screen.getByText('Give the list a name of 1 to 40 characters.')).toBeTruthy();
    fireEvent.input(name, { target: { value: 'x'.repeat(41) } });
    fireEvent.click(screen.getByRole('button', { name: 'Create and save' }));
    expect(environment.mock.getAllOperations().some((op) => op.request.node.operation.name === 'SaveToListButtonCreateMutation')).toBe(false);

    fireEvent.input(name, { target: { value: '  Title fights  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create and save' }));
    const create = environment.mock.getMostRecentOperation();
    expect(create.request.variables.input).toEqual({ name: 'Title fights' });
    act(() =>
      environment.mock.resolve(create, {
        data: {
          createWatchlist: {
            watchlist: { id: 'V2F0Y2hsaXN0OjEz', name: 'Title fights', isSystemDefined: false, itemCount: 0 },
            userErrors: [],
          },
        },
      }),
    );

    const add = environment.mock.getMostRecentOperation();
    expect(add.request.node.operation.name).toBe('SaveToListButtonAddMutation');
    expect(add.request.variables.input).toEqual({ contentId: VIDEO, watchlistId: 'V2F0Y2hsaXN0OjEz' });
    expect(checkbox('Title fights').checked).toBe(true);
    expect(document.activeElement).toBe(checkbox('Title fights'));
  });

  it('says why the platform refused a name', async () => {
    const environment = renderWithVideo([]);
    await openWithLists(environment);
    fireEvent.click(screen.getByRole('button', { name: 'New list…' }));
    fireEvent.input(screen.getByRole('textbox', { name: 'List name' }), { target: { value: 'Weekend' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create and save' }));
    act(() =>
      environment.mock.resolve(environment.mock.getMostRecentOperation(), {
        data: {
          createWatchlist: {
            watchlist: null,
            userErrors: [{ messageKey: 'watchlistNameTaken', field: ['name'], message: 'You already have a list with this name.' }],
          },
        },
      }),
    );
    expect(screen.getByText('You already have a list with this name.')).toBeTruthy();
  });

  it('closes on Escape and gives focus back to the button', async () => {
    const environment = renderWithVideo([]);
    await openWithLists(environment);
    fireEvent.keyDown(checkbox('Weekend'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    const button = screen.getByRole('button', { name: 'Save to list' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });
});
