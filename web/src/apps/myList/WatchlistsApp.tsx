import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'found';
import { type FormEvent, useState } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay';
import { TextField } from '../../components/form/TextField.tsx';
import { useToasts } from '../../components/Toast.tsx';
import { pathTo } from '../../system/routePaths.ts';
import { updateViewerLists, WATCHLIST_NAME_MAX as NAME_MAX } from '../../watchlist/viewerWatchlists.ts';
import type { WatchlistsApp_viewer$key } from './__generated__/WatchlistsApp_viewer.graphql.ts';
import type { WatchlistsAppCreateMutation } from './__generated__/WatchlistsAppCreateMutation.graphql.ts';
import type { WatchlistsAppDeleteMutation } from './__generated__/WatchlistsAppDeleteMutation.graphql.ts';

const fragment = graphql`
  fragment WatchlistsApp_viewer on Viewer {
    watchlists {
      id
      name
      isSystemDefined
      itemCount
    }
  }
`;

const createMutation = graphql`
  mutation WatchlistsAppCreateMutation($input: CreateWatchlistInput!) {
    createWatchlist(input: $input) {
      watchlist {
        id
        name
        isSystemDefined
        itemCount
      }
      userErrors {
        ...userErrors_userError @relay(mask: false)
      }
    }
  }
`;

const deleteMutation = graphql`
  mutation WatchlistsAppDeleteMutation($input: DeleteWatchlistInput!) {
    deleteWatchlist(input: $input) {
      deletedWatchlistId
      userErrors {
        ...userErrors_userError @relay(mask: false)
      }
    }
  }
`;

/**
 * WATCHLISTS: the profile's lists — the system list (My list / Favourites)
 * first, then the named ones, each opening its page; a form makes a new list,
 * and a named list can be deleted (the system list stays).
 */
export function WatchlistsApp({ viewer, systemListName }: { viewer: WatchlistsApp_viewer$key; systemListName: string }) {
  const { watchlists } = useFragment(fragment, viewer);
  const { t } = useLingui();
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const toasts = useToasts();
  const [create, creating] = useMutation<WatchlistsAppCreateMutation>(createMutation);
  const [remove, removing] = useMutation<WatchlistsAppDeleteMutation>(deleteMutation);

  const wordError = (messageKey: string | null) => {
    switch (messageKey) {
      case 'watchlistNameRequired':
        return t`Give the list a name of 1 to 40 characters.`;
      case 'watchlistNameTaken':
        return t`You already have a list with this name.`;
      case 'tooManyWatchlists':
        return t`You have as many lists as a profile may keep.`;
      case 'signInToKeepAList':
        return t`Sign in to keep a list.`;
      default:
        return t`That did not work. Please try again.`;
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed || trimmed.length > NAME_MAX) {
      setProblem(wordError('watchlistNameRequired'));
      return;
    }
    setProblem(null);
    create({
      variables: { input: { name: trimmed } },
      updater: (store) => {
        const created = store.getRootField('createWatchlist')?.getLinkedRecord('watchlist');
        if (created) updateViewerLists(store, (ids) => [...ids, created.getDataID()]);
      },
      onCompleted: (answer) => {
        const error = answer.createWatchlist.userErrors[0];
        if (error) setProblem(wordError(error.messageKey));
        else {
          setName('');
          toasts.show('success', t`List created.`);
        }
      },
      onError: () => setProblem(wordError(null)),
    });
  };

  const deleteList = (id: string) => {
    setProblem(null);
    remove({
      variables: { input: { watchlistId: id } },
      optimisticUpdater: (store) => updateViewerLists(store, (ids) => ids.filter((candidate) => candidate !== id)),
      updater: (store) => {
        const deleted = store.getRootField('deleteWatchlist')?.getValue('deletedWatchlistId');
        if (typeof deleted === 'string') updateViewerLists(store, (ids) => ids.filter((candidate) => candidate !== deleted));
      },
      onCompleted: (answer) => {
        const error = answer.deleteWatchlist.userErrors[0];
        if (error) setProblem(wordError(error.messageKey));
        else toasts.show('success', t`List deleted.`);
      },
      onError: () => setProblem(wordError(null)),
    });
  };

  return (
    <>
      <form className="rs-watchlists__create" onSubmit={submit} noValidate>
        <TextField
          label={t`New list`}
          value={name}
          onChange={setName}
          error={problem}
          showError={problem !== null}
          maxLength={NAME_MAX + 10}
        />
        <button type="submit" className="rs-button rs-button--primary" disabled={creating}>
          <Trans>Create list</Trans>
        </button>
      </form>
      <ul className="rs-watchlists" aria-label={t`Your lists`}>
        {watchlists.map((list) => {
          const title = list.isSystemDefined ? systemListName : (list.name ?? '');
          return (
            <li key={list.id} className="rs-watchlists__item">
              <Link to={pathTo('WATCHLIST', { id: list.id })} className="rs-watchlists__link">
                {title}
                <span className="rs-watchlists__count">
                  <Plural value={list.itemCount} one="# title" other="# titles" />
                </span>
              </Link>
              {list.isSystemDefined ? null : (
                <button
                  type="button"
                  className="rs-button rs-button--secondary"
                  disabled={removing}
                  aria-label={t`Delete the list ${title}`}
                  onClick={() => deleteList(list.id)}
                >
                  <Trans>Delete</Trans>
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}
