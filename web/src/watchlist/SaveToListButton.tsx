import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, type KeyboardEvent, type RefObject, Suspense, useEffect, useId, useRef, useState } from 'react';
import { graphql, loadQuery, type PreloadedQuery, useFragment, useMutation, usePreloadedQuery, useRelayEnvironment } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import { TextField } from '../components/form/TextField.tsx';
import type { SaveToListButton_content$key } from './__generated__/SaveToListButton_content.graphql.ts';
import type { SaveToListButtonAddMutation } from './__generated__/SaveToListButtonAddMutation.graphql.ts';
import type { SaveToListButtonCreateMutation } from './__generated__/SaveToListButtonCreateMutation.graphql.ts';
import type { SaveToListButtonListsQuery as ListsQuery } from './__generated__/SaveToListButtonListsQuery.graphql.ts';
import type { SaveToListButtonRemoveMutation } from './__generated__/SaveToListButtonRemoveMutation.graphql.ts';
import { updateViewerLists, WATCHLIST_NAME_MAX } from './viewerWatchlists.ts';
import { watchlistItemsConnectionId } from './WatchlistConnections.ts';
import './SaveToListButton.css';

const fragment = graphql`
  fragment SaveToListButton_content on Content {
    __typename
    ... on Video {
      id
      inWatchlists {
        id
      }
    }
    ... on LiveEvent {
      id
      inWatchlists {
        id
      }
    }
    ... on Playlist {
      id
      inWatchlists {
        id
      }
    }
    ... on Series {
      id
      inWatchlists {
        id
      }
    }
  }
`;

// The lists' names are read when the viewer opens the control, not with the
// page: most visits never open it.
const listsQuery = graphql`
  query SaveToListButtonListsQuery {
    viewer {
      watchlists {
        id
        name
        isSystemDefined
      }
    }
  }
`;

const addMutation = graphql`
  mutation SaveToListButtonAddMutation($input: AddToWatchlistInput!, $connections: [ID!]!) {
    addToWatchlist(input: $input) {
      content {
        ...SaveToListButton_content
      }
      watchlist {
        id
        itemCount
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
  mutation SaveToListButtonRemoveMutation($input: RemoveFromWatchlistInput!, $connections: [ID!]!) {
    removeFromWatchlist(input: $input) {
      content {
        ...SaveToListButton_content
      }
      watchlist {
        id
        itemCount
      }
      removedContentId @deleteEdge(connections: $connections)
      userErrors {
        ...userErrors_userError @relay(mask: false)
      }
    }
  }
`;

const createMutation = graphql`
  mutation SaveToListButtonCreateMutation($input: CreateWatchlistInput!) {
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

/** The content's `inWatchlists` with one list put on or taken off, as the page shows it until the platform answers. */
function setHeld(contentId: string, listId: string, held: boolean) {
  return (store: RecordSourceSelectorProxy) => {
    const content = store.get(contentId);
    const list = store.get(listId);
    const lists = content?.getLinkedRecords('inWatchlists');
    if (!content || !list || !lists) return;
    const others = lists.filter((candidate) => candidate.getDataID() !== listId);
    content.setLinkedRecords(held ? [...others, list] : others, 'inWatchlists');
  };
}

type Toggle = (listId: string, held: boolean) => void;

/**
 * "Save to list" on a detail page: a button opening a small non-modal dialog
 * of the viewer's named lists, each a checkbox that is checked when the list
 * holds the title; ticking one puts the title on that list at once (optimistic)
 * and goes back with a message if the platform refuses. "New list…" makes a
 * list and puts the title on it. Escape, or a click or Tab outside, closes it;
 * Escape gives focus back to the button. Nothing is shown where the content has
 * no `inWatchlists` (guests and visitors, realms without named lists): My list
 * is the only list there.
 */
export function SaveToListButton({ content }: { content: SaveToListButton_content$key }) {
  const data = useFragment(fragment, content);
  const { t } = useLingui();
  const environment = useRelayEnvironment();
  // The lists' query while the dialog is open (what useQueryLoader does, which the browser build leaves out).
  const [listsRef, setListsRef] = useState<PreloadedQuery<ListsQuery> | null>(null);
  useEffect(() => () => listsRef?.dispose(), [listsRef]);
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [add] = useMutation<SaveToListButtonAddMutation>(addMutation);
  const [remove] = useMutation<SaveToListButtonRemoveMutation>(removeMutation);
  const root = useRef<HTMLSpanElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const panelId = useId();

  // Opening puts focus in the dialog at once, while its lists may still be on the way (ListChoices then moves it to the first).
  useEffect(() => {
    if (open) panel.current?.focus();
  }, [open]);

  // A click anywhere else closes the dialog (focus stays where the viewer put it).
  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  if (data.__typename === '%other' || data.inWatchlists == null) return null;
  const contentId = data.id;
  const heldIds = new Set(data.inWatchlists.map((list) => list.id));

  const toggle: Toggle = (listId, held) => {
    setProblem(null);
    const failed = (messageKey: string | null) =>
      setProblem(
        messageKey === 'signInToKeepAList'
          ? t`Sign in to keep a list.`
          : messageKey === 'watchlistFull'
            ? t`This list is full.`
            : held
              ? t`Could not take it off the list. Please try again.`
              : t`Could not add it to the list. Please try again.`,
      );
    const variables = { input: { contentId, watchlistId: listId }, connections: [watchlistItemsConnectionId(listId)] };
    if (held) {
      remove({
        variables,
        optimisticUpdater: setHeld(contentId, listId, false),
        onCompleted: (answer) => {
          const error = answer.removeFromWatchlist.userErrors[0];
          if (error) failed(error.messageKey);
        },
        onError: () => failed(null),
      });
    } else {
      add({
        variables,
        optimisticUpdater: setHeld(contentId, listId, true),
        onCompleted: (answer) => {
          const error = answer.addToWatchlist.userErrors[0];
          if (error) failed(error.messageKey);
        },
        onError: () => failed(null),
      });
    }
  };

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      close(true);
    }
  };
  const alert = problem ? (
    <p className="rs-savetolist__problem" role="alert">
      {problem}
    </p>
  ) : null;

  return (
    <span
      className="rs-savetolist"
      ref={root}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        // Tab out of the dialog closes it; a click on its own padding (no new focus) does not.
        const next = event.relatedTarget as Node | null;
        if (open && next && !root.current?.contains(next)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className="rs-savetolist__button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => {
          if (open) {
            setOpen(false);
            return;
          }
          setProblem(null);
          // Read again at each opening: a list made or deleted on another page shows.
          setListsRef(loadQuery<ListsQuery>(environment, listsQuery, {}, { fetchPolicy: 'store-and-network' }));
          setOpen(true);
        }}
      >
        <span aria-hidden="true">☰</span>
        <Trans>Save to list</Trans>
      </button>
      {open ? (
        <div ref={panel} id={panelId} className="rs-savetolist__panel" role="dialog" aria-label={t`Save to list`} tabIndex={-1}>
          {alert}
          <Suspense fallback={<p className="rs-savetolist__note"><Trans>Loading your lists…</Trans></p>}>
            {listsRef ? <ListChoices listsRef={listsRef} heldIds={heldIds} toggle={toggle} /> : null}
          </Suspense>
        </div>
      ) : (
        alert
      )}
    </span>
  );
}

/** The dialog's body: a checkbox per named list, then "New list…". */
function ListChoices({ listsRef, heldIds, toggle }: { listsRef: PreloadedQuery<ListsQuery>; heldIds: ReadonlySet<string>; toggle: Toggle }) {
  const { viewer } = usePreloadedQuery<ListsQuery>(listsQuery, listsRef);
  const named = viewer.watchlists.filter((list) => !list.isSystemDefined);
  const { t } = useLingui();
  const [naming, setNaming] = useState(false);
  const [focusId, setFocusId] = useState<string | null>(null);
  const newListButton = useRef<HTMLButtonElement>(null);
  const first = useRef<HTMLInputElement>(null);

  // Once the lists are there, focus goes to the first, or to "New list…" when there is none.
  useEffect(() => {
    (first.current ?? newListButton.current)?.focus();
  }, []);

  return (
    <>
      {named.length > 0 ? (
        <ul className="rs-savetolist__lists" aria-label={t`Your lists`}>
          {named.map((list, index) => (
            <ListChoice
              key={list.id}
              name={list.name ?? ''}
              held={heldIds.has(list.id)}
              onChange={() => toggle(list.id, heldIds.has(list.id))}
              inputRef={index === 0 ? first : undefined}
              focus={focusId === list.id}
            />
          ))}
        </ul>
      ) : (
        <p className="rs-savetolist__note">
          <Trans>You have no lists of your own yet.</Trans>
        </p>
      )}
      {naming ? (
        <NewListForm
          onCreated={(listId) => {
            setNaming(false);
            setFocusId(listId);
            toggle(listId, false);
          }}
          onCancel={() => {
            setNaming(false);
            setTimeout(() => newListButton.current?.focus());
          }}
        />
      ) : (
        <button ref={newListButton} type="button" className="rs-savetolist__new" onClick={() => setNaming(true)}>
          <Trans>New list…</Trans>
        </button>
      )}
    </>
  );
}

function ListChoice({
  name,
  held,
  onChange,
  inputRef,
  focus,
}: {
  name: string;
  held: boolean;
  onChange: () => void;
  inputRef?: RefObject<HTMLInputElement | null> | undefined;
  focus: boolean;
}) {
  const own = useRef<HTMLInputElement>(null);
  const ref = inputRef ?? own;
  // A list just made takes the focus the form had.
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <li>
      <label className="rs-savetolist__choice">
        <input ref={ref} type="checkbox" checked={held} onChange={onChange} />
        <span className="rs-savetolist__name">{name}</span>
      </label>
    </li>
  );
}

/** Names a new list (1 to 40 characters, as the platform allows) and makes it. */
function NewListForm({ onCreated, onCancel }: { onCreated: (listId: string) => void; onCancel: () => void }) {
  const { t } = useLingui();
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [create, creating] = useMutation<SaveToListButtonCreateMutation>(createMutation);

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
    if (!trimmed || trimmed.length > WATCHLIST_NAME_MAX) {
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
        const { watchlist, userErrors } = answer.createWatchlist;
        if (userErrors[0] || !watchlist) setProblem(wordError(userErrors[0]?.messageKey ?? null));
        else onCreated(watchlist.id);
      },
      onError: () => setProblem(wordError(null)),
    });
  };

  return (
    <form className="rs-savetolist__form" onSubmit={submit} noValidate>
      <TextField
        label={t`List name`}
        value={name}
        onChange={setName}
        error={problem}
        showError={problem !== null}
        maxLength={WATCHLIST_NAME_MAX + 10}
        autoFocus
      />
      <div className="rs-savetolist__actions">
        <button type="button" className="rs-button rs-button--secondary" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </button>
        <button type="submit" className="rs-button rs-button--primary" disabled={creating}>
          <Trans>Create and save</Trans>
        </button>
      </div>
    </form>
  );
}
