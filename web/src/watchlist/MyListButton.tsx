import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay';
import { useToasts } from '../components/Toast.tsx';
import type { MyListButton_content$key } from './__generated__/MyListButton_content.graphql.ts';
import type { MyListButtonAddMutation } from './__generated__/MyListButtonAddMutation.graphql.ts';
import type { MyListButtonRemoveMutation } from './__generated__/MyListButtonRemoveMutation.graphql.ts';
import { useWatchlistConnections } from './WatchlistConnections.ts';
import { useWatchlistMode } from './WatchlistMode.ts';
import './MyListButton.css';

const fragment = graphql`
  fragment MyListButton_content on Content {
    __typename
    ... on Video {
      id
      inMyList
    }
    ... on LiveEvent {
      id
      inMyList
    }
    ... on Playlist {
      id
      inMyList
    }
    ... on Series {
      id
      inMyList
    }
  }
`;

const addMutation = graphql`
  mutation MyListButtonAddMutation($input: AddToWatchlistInput!, $connections: [ID!]!) {
    addToWatchlist(input: $input) {
      content {
        ...MyListButton_content
      }
      contentEdge @prependEdge(connections: $connections) {
        cursor
        node {
          ...ContentCard_content
        }
      }
      userErrors {
        ...userErrors_userError @relay(mask: false)
      }
    }
  }
`;

const removeMutation = graphql`
  mutation MyListButtonRemoveMutation($input: RemoveFromWatchlistInput!, $connections: [ID!]!) {
    removeFromWatchlist(input: $input) {
      content {
        ...MyListButton_content
      }
      removedContentId @deleteEdge(connections: $connections)
      userErrors {
        ...userErrors_userError @relay(mask: false)
      }
    }
  }
`;

/**
 * Adds the content to the viewer's system list (My list / Favourites) or takes
 * it off. The button shows the change at once (optimistic); if the platform
 * refuses or cannot be reached, it goes back and says why. Nothing is shown
 * where the realm offers no list (`inMyList` null). It says "My list" or
 * "Favourites" as the realm's mode does (the frame's WatchlistMode).
 */
export function MyListButton({ content, mode: modeGiven }: { content: MyListButton_content$key; mode?: 'MY_LIST' | 'FAVOURITES' }) {
  const data = useFragment(fragment, content);
  const realmMode = useWatchlistMode();
  const mode = modeGiven ?? realmMode;
  const connections = useWatchlistConnections();
  const { t } = useLingui();
  const [add, adding] = useMutation<MyListButtonAddMutation>(addMutation);
  const [remove, removing] = useMutation<MyListButtonRemoveMutation>(removeMutation);
  const [problem, setProblem] = useState<string | null>(null);
  // The button's change is small, on a card among many: a short toast confirms it (spec §4).
  const toasts = useToasts();
  if (data.__typename === '%other' || data.inMyList == null) return null;
  const { id, inMyList } = data;

  const messageFor = (messageKey: string | null) =>
    messageKey === 'signInToKeepAList'
      ? t`Sign in to keep a list.`
      : inMyList
        ? t`Could not remove it from your list. Please try again.`
        : t`Could not add it to your list. Please try again.`;
  const setOptimistic = (value: boolean) => (store: { get(id: string): { setValue(v: boolean, name: string): void } | null | undefined }) =>
    store.get(id)?.setValue(value, 'inMyList');

  const toggle = () => {
    setProblem(null);
    const failed = (messageKey: string | null) => setProblem(messageFor(messageKey));
    if (inMyList) {
      remove({
        variables: { input: { contentId: id }, connections: [...connections] },
        optimisticUpdater: setOptimistic(false),
        onCompleted: (answer) => {
          const error = answer.removeFromWatchlist.userErrors[0];
          if (error) failed(error.messageKey);
          else toasts.show('success', mode === 'FAVOURITES' ? t`Removed from Favourites.` : t`Removed from My list.`);
        },
        onError: () => failed(null),
      });
    } else {
      add({
        variables: { input: { contentId: id }, connections: [...connections] },
        optimisticUpdater: setOptimistic(true),
        onCompleted: (answer) => {
          const error = answer.addToWatchlist.userErrors[0];
          if (error) failed(error.messageKey);
          else toasts.show('success', mode === 'FAVOURITES' ? t`Added to Favourites.` : t`Added to My list.`);
        },
        onError: () => failed(null),
      });
    }
  };

  const label = mode === 'FAVOURITES'
    ? inMyList ? t`Remove from Favourites` : t`Add to Favourites`
    : inMyList ? t`Remove from My list` : t`Add to My list`;
  return (
    <span className="rs-mylist">
      <button
        type="button"
        className={`rs-mylist__button${inMyList ? ' rs-mylist__button--on' : ''}`}
        aria-pressed={inMyList}
        aria-label={label}
        title={label}
        disabled={adding || removing}
        onClick={(event) => {
          // On a card the button sits over the card's link: it must not open the page.
          event.preventDefault();
          event.stopPropagation();
          toggle();
        }}
      >
        <span aria-hidden="true">{inMyList ? '✓' : '+'}</span>
        <span className="rs-mylist__text">{mode === 'FAVOURITES' ? <Trans>Favourites</Trans> : <Trans>My list</Trans>}</span>
      </button>
      {problem ? (
        <span className="rs-mylist__problem" role="alert">
          {problem}
        </span>
      ) : null}
    </span>
  );
}
