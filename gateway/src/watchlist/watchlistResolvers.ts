// Watchlists (schema/src/watchlist.graphql): the profile's system list
// (My list / Favourites) and, where the realm enables them, named lists.
// Lists belong to a profile, so guests and visitors have none: their cards say
// "not on the list" without asking the upstream, and adding asks them to sign in.
import type { Resolvers, UserError } from '../__generated__/resolvers-types.ts';
import type { GatewayContext } from '../context.ts';
import { connectionFromSlice, fetchSlice, sliceFromArgs, toCursor } from '../lib/connection.ts';
import { errorCodeOf, toGraphQLError } from '../lib/errors.ts';
import { fromGlobalId, toGlobalId } from '../lib/globalId.ts';
import { HTTPError } from '../lib/restClient.ts';
import { userError } from '../lib/userErrors.ts';
import { createWatchlistLoaders, type WatchlistLoaders } from '../loaders/watchlistLoaders.ts';
import type { RealmModel } from '../realm/realmModel.ts';
import { loadContentItem, toContentModels, type ContentModel } from '../section/content.ts';
import { DEFAULT_ITEMS } from '../section/sectionResolvers.ts';
import { roleOf } from '../session/access.ts';
import {
  contentRef,
  CONTENT_TYPE_OF,
  isListable,
  toWatchlistModel,
  type ListableTypename,
  type WatchlistModel,
} from './watchlistModel.ts';
import { containsKey, createWatchlistContainsLoader, type WatchlistContainsLoader } from './watchlistContainsLoader.ts';

const loadersByRequest = new WeakMap<GatewayContext, WatchlistLoaders>();

/** This request's watchlist loaders (never shared: a list is one profile's). */
export function watchlistLoaders(context: GatewayContext): WatchlistLoaders {
  let loaders = loadersByRequest.get(context);
  if (!loaders) {
    loaders = createWatchlistLoaders(() => context.api());
    loadersByRequest.set(context, loaders);
  }
  return loaders;
}

const containsLoadersByRequest = new WeakMap<GatewayContext, WatchlistContainsLoader>();

/** This request's loader of which named lists hold a title (never shared, like the others). */
function watchlistContainsLoader(context: GatewayContext): WatchlistContainsLoader {
  let loader = containsLoadersByRequest.get(context);
  if (!loader) {
    loader = createWatchlistContainsLoader(() => context.api());
    containsLoadersByRequest.set(context, loader);
  }
  return loader;
}

function realmOffersLists(realm: Pick<RealmModel, 'watchlistsEnabled' | 'systemDefinedWatchlistFavouritesMode'>): boolean {
  return realm.watchlistsEnabled || realm.systemDefinedWatchlistFavouritesMode !== 'DISABLED';
}

/** Whether this viewer keeps lists: an account holder watching as a profile. */
async function keepsLists(context: GatewayContext): Promise<boolean> {
  const session = await context.session();
  const role = roleOf(session);
  return (role === 'CUSTOMER' || role === 'ADMIN') && Boolean(session?.claims.pro);
}

async function viewerLists(context: GatewayContext): Promise<WatchlistModel[]> {
  if (!realmOffersLists(await context.realm()) || !(await keepsLists(context))) return [];
  return (await watchlistLoaders(context).watchlistsLoader.load('viewer')).map(toWatchlistModel);
}

/** `Video.inMyList` and its siblings: one upstream call for every card of the request. */
async function inMyList(typename: ListableTypename, internalId: string, context: GatewayContext): Promise<boolean | null> {
  if (!realmOffersLists(await context.realm())) return null;
  if (!(await keepsLists(context))) return false;
  return watchlistLoaders(context).myListContainsLoader.load(contentRef(typename, internalId));
}

/**
 * `Video.inWatchlists` and its siblings: the named lists holding the title.
 * Null where there are none to offer (guests, realms without named lists), so
 * the web shows "Save to list" only where it can work. An empty list is not asked.
 */
async function inWatchlists(typename: ListableTypename, internalId: string, context: GatewayContext): Promise<WatchlistModel[] | null> {
  if (!(await context.realm()).watchlistsEnabled || !(await keepsLists(context))) return null;
  const ref = contentRef(typename, internalId);
  const named = (await viewerLists(context)).filter((list) => !list.systemDefined);
  const held = await Promise.all(
    named.map((list) => (list.itemCount === 0 ? false : watchlistContainsLoader(context).load(containsKey(list.id, ref)))),
  );
  return named.filter((_list, index) => held[index]);
}

/** The content a global id names, read (and so checked) through the content loaders. */
function loadContent(typename: ListableTypename, internalId: string, context: GatewayContext): Promise<ContentModel> {
  return loadContentItem(context.loaders.authenticated, typename, internalId, DEFAULT_ITEMS);
}

const UPSTREAM_ID = /^[1-9][0-9]{0,8}$/;

type Target = { content: { typename: ListableTypename; internalId: string }; listId: string };

/** The content and list an input names, or the userError saying which one is wrong. */
async function targetOf(
  input: { contentId: string; watchlistId?: string | null },
  context: GatewayContext,
): Promise<Target | UserError> {
  if (!realmOffersLists(await context.realm())) return userError('watchlistsDisabled', 'This realm offers no lists.');
  if (!(await keepsLists(context))) return userError('signInToKeepAList', 'Sign in to keep a list.');
  const content = fromGlobalId(input.contentId);
  if (!content || !isListable(content.type) || !UPSTREAM_ID.test(content.internalId)) {
    return userError('contentNotFound', 'There is no such content to list.', 'contentId');
  }
  let listId = 'default';
  if (input.watchlistId) {
    const list = fromGlobalId(input.watchlistId);
    const owned = list?.type === 'Watchlist' && (await viewerLists(context)).some((candidate) => candidate.id === list.internalId);
    if (!owned) return userError('watchlistNotFound', 'You have no such list.', 'watchlistId');
    listId = list.internalId;
  }
  return { content: { typename: content.type, internalId: content.internalId }, listId };
}

/** The upstream's refusals a viewer can act on, as userErrors; anything else stays an error. */
function listUserError(error: unknown): UserError {
  if (error instanceof HTTPError) {
    const code = (error.body as { code?: string } | null)?.code;
    if (code === 'SIGN_IN_REQUIRED') return userError('signInToKeepAList', 'Sign in to keep a list.');
    if (code === 'WATCHLISTS_DISABLED') return userError('watchlistsDisabled', 'This realm offers no such list.');
    if (code === 'WATCHLIST_FULL') return userError('watchlistFull', 'This list is full.');
    if (code === 'WATCHLIST_NAME_TAKEN') return userError('watchlistNameTaken', 'You already have a list with this name.', 'name');
    if (code === 'TOO_MANY_WATCHLISTS') return userError('tooManyWatchlists', 'You have as many lists as a profile may keep.');
    if (code === 'SYSTEM_WATCHLIST') return userError('systemWatchlist', 'This list cannot be deleted.', 'watchlistId');
    if (code === 'VALIDATION_FAILED') return userError('watchlistNameRequired', 'Give the list a name of 1 to 40 characters.', 'name');
    if (error.status === 404) return userError('contentNotFound', 'There is no such content to list.', 'contentId');
  }
  throw toGraphQLError(error) ?? error;
}

/** After a change: the loaders forget what they read, and the list's new state is read once. */
async function listAfterChange(context: GatewayContext, listId: string, ref: string, held: boolean): Promise<WatchlistModel | null> {
  const loaders = watchlistLoaders(context);
  loaders.watchlistsLoader.clearAll();
  loaders.watchlistItemsLoader.clearAll();
  if (listId === 'default') loaders.myListContainsLoader.clear(ref).prime(ref, held);
  else watchlistContainsLoader(context).clear(containsKey(listId, ref)).prime(containsKey(listId, ref), held);
  const lists = await viewerLists(context);
  return lists.find((list) => (listId === 'default' ? list.systemDefined : list.id === listId)) ?? null;
}

export const watchlistResolvers: Resolvers = {
  Viewer: {
    myList: async (_viewer, _args, context) => (await viewerLists(context)).find((list) => list.systemDefined) ?? null,
    watchlists: (_viewer, _args, context) => viewerLists(context),
  },
  Watchlist: {
    id: (list) => toGlobalId('Watchlist', list.id),
    internalId: (list) => list.id,
    isSystemDefined: (list) => list.systemDefined,
    itemsConnection: async (list, args, context) => {
      const slice = sliceFromArgs(args, DEFAULT_ITEMS);
      const listId = list.systemDefined ? 'default' : list.id;
      const { items, totalCount } = await fetchSlice(slice, async ({ rpp, p }) => {
        const page = await watchlistLoaders(context).watchlistItemsLoader.load({ listId, rpp, p });
        return { items: page.contentList, paging: page.paging };
      });
      return connectionFromSlice(toContentModels(items, context.loaders.authenticated), slice, totalCount);
    },
  },
  Video: {
    inMyList: (video, _args, context) => inMyList('Video', video.id, context),
    inWatchlists: (video, _args, context) => inWatchlists('Video', video.id, context),
  },
  LiveEvent: {
    inMyList: (event, _args, context) => inMyList('LiveEvent', event.id, context),
    inWatchlists: (event, _args, context) => inWatchlists('LiveEvent', event.id, context),
  },
  Playlist: {
    inMyList: (playlist, _args, context) => inMyList('Playlist', playlist.id, context),
    inWatchlists: (playlist, _args, context) => inWatchlists('Playlist', playlist.id, context),
  },
  Series: {
    inMyList: (series, _args, context) => inMyList('Series', series.id, context),
    inWatchlists: (series, _args, context) => inWatchlists('Series', series.id, context),
  },
  Mutation: {
    addToWatchlist: async (_parent, { input }, context) => {
      const target = await targetOf(input, context);
      if ('messageKey' in target) return { content: null, watchlist: null, contentEdge: null, userErrors: [target] };
      const { typename, internalId } = target.content;
      const api = await context.api();
      try {
        await api.request('/api/v2/watchlists/{listId}/items', {
          method: 'POST',
          params: { listId: target.listId },
          body: { contentType: CONTENT_TYPE_OF[typename], contentId: internalId },
        });
      } catch (error) {
        return { content: null, watchlist: null, contentEdge: null, userErrors: [listUserError(error)] };
      }
      const watchlist = await listAfterChange(context, target.listId, contentRef(typename, internalId), true);
      const content = await loadContent(typename, internalId, context);
      return { content, watchlist, contentEdge: { cursor: toCursor(0), node: content }, userErrors: [] };
    },
    removeFromWatchlist: async (_parent, { input }, context) => {
      const target = await targetOf(input, context);
      if ('messageKey' in target) return { content: null, watchlist: null, removedContentId: null, userErrors: [target] };
      const { typename, internalId } = target.content;
      const api = await context.api();
      try {
        await api.request('/api/v2/watchlists/{listId}/items/{contentType}/{contentId}', {
          method: 'DELETE',
          params: { listId: target.listId, contentType: CONTENT_TYPE_OF[typename], contentId: internalId },
        });
      } catch (error) {
        return { content: null, watchlist: null, removedContentId: null, userErrors: [listUserError(error)] };
      }
      const watchlist = await listAfterChange(context, target.listId, contentRef(typename, internalId), false);
      // Content that is gone (or hidden from this profile) may still be taken off a list.
      const content = await loadContent(typename, internalId, context).catch((error: unknown) => {
        if (errorCodeOf(error) === 'NOT_FOUND') return null;
        throw error;
      });
      return { content, watchlist, removedContentId: toGlobalId(typename, internalId), userErrors: [] };
    },
    createWatchlist: async (_parent, { input }, context) => {
      if (!realmOffersLists(await context.realm())) return { watchlist: null, userErrors: [userError('watchlistsDisabled', 'This realm offers no lists.')] };
      if (!(await keepsLists(context))) return { watchlist: null, userErrors: [userError('signInToKeepAList', 'Sign in to keep a list.')] };
      const name = input.name.trim();
      if (name.length < 1 || name.length > 40) {
        return { watchlist: null, userErrors: [userError('watchlistNameRequired', 'Give the list a name of 1 to 40 characters.', 'name')] };
      }
      const api = await context.api();
      try {
        const created = await api.request('/api/v2/watchlists', { method: 'POST', body: { name } });
        watchlistLoaders(context).watchlistsLoader.clearAll();
        return { watchlist: toWatchlistModel(created), userErrors: [] };
      } catch (error) {
        return { watchlist: null, userErrors: [listUserError(error)] };
      }
    },
    deleteWatchlist: async (_parent, { input }, context) => {
      if (!(await keepsLists(context))) return { deletedWatchlistId: null, userErrors: [userError('signInToKeepAList', 'Sign in to keep a list.')] };
      const list = fromGlobalId(input.watchlistId);
      if (list?.type !== 'Watchlist' || !UPSTREAM_ID.test(list.internalId)) {
        return { deletedWatchlistId: null, userErrors: [userError('watchlistNotFound', 'You have no such list.', 'watchlistId')] };
      }
      const api = await context.api();
      try {
        await api.request('/api/v2/watchlists/{listId}', { method: 'DELETE', params: { listId: list.internalId } });
      } catch (error) {
        if (error instanceof HTTPError && error.status === 404) {
          return { deletedWatchlistId: null, userErrors: [userError('watchlistNotFound', 'You have no such list.', 'watchlistId')] };
        }
        return { deletedWatchlistId: null, userErrors: [listUserError(error)] };
      }
      watchlistLoaders(context).watchlistsLoader.clearAll();
      return { deletedWatchlistId: input.watchlistId, userErrors: [] };
    },
  },
};

/** `node(id:)` for a Watchlist: only one of the viewer's own lists. */
export async function findWatchlist(internalId: string, context: GatewayContext): Promise<WatchlistModel | null> {
  return (await viewerLists(context)).find((list) => list.id === internalId) ?? null;
}
