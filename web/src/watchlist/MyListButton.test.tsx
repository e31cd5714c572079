import { act, fireEvent, screen } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { MockPayloadGenerator, createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/renderWithProviders.tsx';
import type { MyListButtonTestQuery } from './__generated__/MyListButtonTestQuery.graphql.ts';
import { MyListButton } from './MyListButton.tsx';

function TestButton() {
  const data = useLazyLoadQuery<MyListButtonTestQuery>(
    graphql`
      query MyListButtonTestQuery @relay_test_operation {
        video(internalId: "7") {
          ...MyListButton_content
        }
      }
    `,
    {},
  );
  return data.video ? <MyListButton content={data.video} /> : null;
}

function renderWithVideo(inMyList: boolean | null) {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((operation) =>
    MockPayloadGenerator.generate(operation, { Video: () => ({ id: 'VmlkZW86Nw==', inMyList }) }),
  );
  renderWithProviders(<TestButton />, { environment, pathname: '/' });
  return environment;
}

describe('the My list button', () => {
  it('shows the video as added at once, and keeps it when the platform agrees', () => {
    const environment = renderWithVideo(false);
    fireEvent.click(screen.getByRole('button', { name: 'Add to My list' }));
    expect(screen.getByRole('button', { name: 'Remove from My list' }).getAttribute('aria-pressed')).toBe('true');

    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables.input).toEqual({ contentId: 'VmlkZW86Nw==' });
    act(() =>
      environment.mock.resolve(operation, {
        data: { addToWatchlist: { content: { __typename: 'Video', id: 'VmlkZW86Nw==', inMyList: true }, contentEdge: null, userErrors: [] } },
      }),
    );
    expect(screen.getByRole('button', { name: 'Remove from My list' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('goes back and says so when the platform cannot be reached', () => {
    const environment = renderWithVideo(false);
    fireEvent.click(screen.getByRole('button', { name: 'Add to My list' }));
    expect(screen.getByRole('button', { name: 'Remove from My list' })).toBeTruthy();
    act(() => environment.mock.reject(environment.mock.getMostRecentOperation(), new Error('offline')));
    expect(screen.getByRole('button', { name: 'Add to My list' }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('alert').textContent).toBe('Could not add it to your list. Please try again.');
  });

  it('asks a guest to sign in, and leaves the card as it was', () => {
    const environment = renderWithVideo(false);
    fireEvent.click(screen.getByRole('button', { name: 'Add to My list' }));
    act(() =>
      environment.mock.resolve(environment.mock.getMostRecentOperation(), {
        data: {
          addToWatchlist: {
            content: null,
            contentEdge: null,
            userErrors: [{ messageKey: 'signInToKeepAList', field: null, message: 'Sign in to keep a list.' }],
          },
        },
      }),
    );
    expect(screen.getByRole('button', { name: 'Add to My list' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Sign in to keep a list.');
  });

  it('takes a listed video off, optimistically', () => {
    const environment = renderWithVideo(true);
    fireEvent.click(screen.getByRole('button', { name: 'Remove from My list' }));
    expect(screen.getByRole('button', { name: 'Add to My list' })).toBeTruthy();
    expect(environment.mock.getMostRecentOperation().request.node.operation.name).toBe('MyListButtonRemoveMutation');
  });

  it('shows nothing where the realm offers no list', () => {
    renderWithVideo(null);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
