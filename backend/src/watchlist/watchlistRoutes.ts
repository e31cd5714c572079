// The signed-in profile's watchlists (README "Watchlists"): the system list,
// addressed as `default`, and named lists where the realm enables watchlists.
import type { FastifyInstance } from 'fastify';
import { contentContext } from '../content/contentContext.ts';
import type { BackendDeps } from '../deps.ts';
import { ApiError, notFound } from '../http/apiError.ts';
import { pageRequest, paging, pagingQuerySchema, pagingSchema } from '../http/paging.ts';
import { cardsOf, contentItemSchema, loadContent, type ContentRef, type ContentType } from '../section/sections.ts';
import { requireWatchlistOwner } from './watchlistViewer.ts';
import {
  addToWatchlist,
  CONTENT_TYPES,
  createWatchlist,
  deleteWatchlist,
  MAX_ITEMS,
  MAX_WATCHLISTS,
  refsInWatchlist,
  removeFromWatchlist,
  systemWatchlistId,
  watchlistById,
  watchlistRefsPage,
  watchlistsOf,
  type WatchlistOwner,
  type WatchlistRow,
} from './watchlists.ts';

const watchlistSchema = {
  type: 'object',
  required: ['id', 'name', 'systemDefined', 'itemCount', 'createdAt'],
  additionalProperties: false,
  properties: {
    id: { type: 'string' },
    name: { type: ['string', 'null'], description: 'Null for the system list: clients name it after the realm’s mode' },
    systemDefined: { type: 'boolean' },
    itemCount: { type: 'integer' },
    createdAt: { type: 'string', format: 'date-time' },
  },
} as const;

const listIdParams = {
  type: 'object',
  required: ['listId'],
  properties: {
    listId: { type: 'string', pattern: '^(default|[1-9][0-9]{0,8})$', description: '`default` (the system list) or a list id' },
  },
} as const;

const contentRefSchema = {
  type: 'object',
  required: ['contentType', 'contentId'],
  additionalProperties: false,
  properties: {
    contentType: { type: 'string', enum: CONTENT_TYPES },
    contentId: { type: 'string', pattern: '^[1-9][0-9]{0,8}$' },
  },
} as const;

/** `refs=VIDEO:1,SERIES:4`: at most 100 references. */
const refListSchema = {
  type: 'string',
  pattern: '^(VIDEO|LIVE_EVENT|PLAYLIST|SERIES):[1-9][0-9]{0,8}(,(VIDEO|LIVE_EVENT|PLAYLIST|SERIES):[1-9][0-9]{0,8}){0,99}$',
  description: 'Comma-separated `TYPE:id` references, at most 100',
} as const;

function watchlistJson(row: WatchlistRow) {
  return {
    id: String(row.id),
    name: row.name,
    systemDefined: row.systemDefined,
    itemCount: row.itemCount,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

const refKey = (ref: ContentRef) => `${ref.contentType}:${ref.contentId}`;

function parseRefs(refs: string): ContentRef[] {
  return [...new Set(refs.split(','))].map((key) => {
    const [contentType, id] = key.split(':');
    return { contentType: contentType as ContentType, contentId: Number(id) };
  });
}

export async function watchlistRoutes(app: FastifyInstance, deps: BackendDeps): Promise<void> {
  /** The list `listId` names for this profile; 404 for another profile's or realm's list. */
  async function listFor(owner: WatchlistOwner, listId: string): Promise<number> {
    if (listId === 'default') return systemWatchlistId(deps.db, owner);
    const list = await watchlistById(deps.db, owner, Number(listId));
    if (!list) throw notFound(`Watchlist ${listId}`);
    return list.id;
  }
  const needsNamedLists = (listId: string) => ({ namedLists: listId !== 'default' });

  app.get(
    '/watchlists',
    {
      schema: {
        operationId: 'listWatchlists',
        tags: ['watchlists'],
        summary: "The profile's lists: the system list first, then named lists by creation",
        description: '403 SIGN_IN_REQUIRED (guests), 403 WATCHLISTS_DISABLED (the realm offers no list).',
        security: [{ bearer: [] }],
        response: {
          200: { type: 'object', required: ['watchlists'], properties: { watchlists: { type: 'array', items: watchlistSchema } } },
        },
      },
    },
    async (request) => {
      const owner = await requireWatchlistOwner(deps, request);
      const lists = await watchlistsOf(deps.db, owner);
      const realm = contentContext(deps, request).realm;
      // Named lists made while watchlists were enabled stay stored but are not offered once they are off.
      return { watchlists: lists.filter((list) => list.systemDefined || realm.watchlistsEnabled).map(watchlistJson) };
    },
  );

  app.post<{ Body: { name: string } }>(
    '/watchlists',
    {
      schema: {
        operationId: 'createWatchlist',
        tags: ['watchlists'],
        summary: 'A new named list (realms with watchlists enabled)',
        description: `Names are 1–40 characters, trimmed, unique per profile without case. 409 WATCHLIST_NAME_TAKEN, 409 TOO_MANY_WATCHLISTS (${MAX_WATCHLISTS} lists with the system list), 403 WATCHLISTS_DISABLED, 403 SIGN_IN_REQUIRED.`,
        security: [{ bearer: [] }],
        body: {
          type: 'object',
          required: ['name'],
          additionalProperties: false,
          properties: { name: { type: 'string', minLength: 1, maxLength: 60 } },
        },
        response: { 201: watchlistSchema },
      },
    },
    async (request, reply) => {
      const owner = await requireWatchlistOwner(deps, request, { namedLists: true });
      const name = request.body.name.trim().replace(/\s+/g, ' ');
      if (name.length < 1 || name.length > 40) {
        throw new ApiError(400, 'VALIDATION_FAILED', 'body/name must be 1 to 40 characters once trimmed');
      }
      await systemWatchlistId(deps.db, owner);
      const result = await createWatchlist(deps.db, owner, name);
      if ('problem' in result) {
        throw result.problem === 'NAME_TAKEN'
          ? new ApiError(409, 'WATCHLIST_NAME_TAKEN', `This profile already has a list named "${name}"`)
          : new ApiError(409, 'TOO_MANY_WATCHLISTS', `A profile keeps at most ${MAX_WATCHLISTS} lists`, { maxWatchlists: MAX_WATCHLISTS });
      }
      return reply.code(201).send(watchlistJson(result.created));
    },
  );

  app.delete<{ Params: { listId: string } }>(
    '/watchlists/:listId',
    {
      schema: {
        operationId: 'deleteWatchlist',
        tags: ['watchlists'],
        summary: 'Deletes a named list and its items',
        description: '400 SYSTEM_WATCHLIST (the system list stays), 404 NOT_FOUND.',
        security: [{ bearer: [] }],
        params: listIdParams,
        response: { 204: { type: 'null', description: 'Deleted' } },
      },
    },
    async (request, reply) => {
      const owner = await requireWatchlistOwner(deps, request, { namedLists: true });
      if (request.params.listId === 'default') throw new ApiError(400, 'SYSTEM_WATCHLIST', 'The system list cannot be deleted');
      if (!(await deleteWatchlist(deps.db, owner, Number(request.params.listId)))) throw notFound(`Watchlist ${request.params.listId}`);
      return reply.code(204).send();
    },
  );

  app.get<{ Params: { listId: string }; Querystring: { rpp?: number; p?: number } }>(
    '/watchlists/:listId/items',
    {
      schema: {
        operationId: 'getWatchlistItems',
        tags: ['watchlists'],
        summary: 'A page of the list’s content, most recently added first',
        description:
          'Content the viewer may not see (or that is gone) is left out of the page; `totalCount` counts every reference kept.',
        security: [{ bearer: [] }],
        params: listIdParams,
        querystring: { type: 'object', additionalProperties: false, properties: { rpp: pagingQuerySchema.rpp, p: pagingQuerySchema.p } },
        response: {
          200: {
            type: 'object',
            required: ['contentList', 'paging'],
            properties: { contentList: { type: 'array', items: contentItemSchema }, paging: pagingSchema },
          },
        },
      },
    },
    async (request) => {
      const owner = await requireWatchlistOwner(deps, request, needsNamedLists(request.params.listId));
      const listId = await listFor(owner, request.params.listId);
      const page = pageRequest(request.query);
      const { refs, total } = await watchlistRefsPage(deps.db, listId, page);
      const cards = await loadContent(deps.db, contentContext(deps, request), refs);
      return { contentList: cardsOf(refs, cards), paging: paging(page, total) };
    },
  );

  app.post<{ Params: { listId: string }; Body: { contentType: ContentType; contentId: string } }>(
    '/watchlists/:listId/items',
    {
      schema: {
        operationId: 'addToWatchlist',
        tags: ['watchlists'],
        summary: 'Adds content to the list; adding it again changes nothing',
        description: `200 with \`added: false\` when it was already there. 404 NOT_FOUND (no such list, or content the viewer may not see), 409 WATCHLIST_FULL (${MAX_ITEMS} items).`,
        security: [{ bearer: [] }],
        params: listIdParams,
        body: contentRefSchema,
        response: {
          200: {
            type: 'object',
            required: ['contentType', 'contentId', 'added'],
            additionalProperties: false,
            properties: { contentType: { type: 'string', enum: CONTENT_TYPES }, contentId: { type: 'string' }, added: { type: 'boolean' } },
          },
        },
      },
    },
    async (request) => {
      const owner = await requireWatchlistOwner(deps, request, needsNamedLists(request.params.listId));
      const listId = await listFor(owner, request.params.listId);
      const ref: ContentRef = { contentType: request.body.contentType, contentId: Number(request.body.contentId) };
      // Read through the content function: content this viewer may not see cannot be listed either.
      const cards = await loadContent(deps.db, contentContext(deps, request), [ref]);
      if (cardsOf([ref], cards).length === 0) throw notFound(`${ref.contentType} ${ref.contentId}`);
      const { added, full } = await addToWatchlist(deps.db, listId, ref);
      if (full) throw new ApiError(409, 'WATCHLIST_FULL', `A list keeps at most ${MAX_ITEMS} items`, { maxItems: MAX_ITEMS });
      return { contentType: ref.contentType, contentId: String(ref.contentId), added };
    },
  );

  app.delete<{ Params: { listId: string; contentType: ContentType; contentId: string } }>(
    '/watchlists/:listId/items/:contentType/:contentId',
    {
      schema: {
        operationId: 'removeFromWatchlist',
        tags: ['watchlists'],
        summary: 'Removes content from the list; removing what is not there is no error',
        description: '404 NOT_FOUND only for a list the profile does not have.',
        security: [{ bearer: [] }],
        params: {
          type: 'object',
          required: ['listId', 'contentType', 'contentId'],
          properties: { ...listIdParams.properties, ...contentRefSchema.properties },
        },
        response: { 204: { type: 'null', description: 'Removed (or was not there)' } },
      },
    },
    async (request, reply) => {
      const owner = await requireWatchlistOwner(deps, request, needsNamedLists(request.params.listId));
      const listId = await listFor(owner, request.params.listId);
      await removeFromWatchlist(deps.db, listId, { contentType: request.params.contentType, contentId: Number(request.params.contentId) });
      return reply.code(204).send();
    },
  );

  app.get<{ Params: { listId: string }; Querystring: { refs: string } }>(
    '/watchlists/:listId/contains',
    {
      schema: {
        operationId: 'watchlistContains',
        tags: ['watchlists'],
        summary: 'Which of the given references the list holds (for the add/remove buttons of a page of cards)',
        security: [{ bearer: [] }],
        params: listIdParams,
        querystring: { type: 'object', required: ['refs'], additionalProperties: false, properties: { refs: refListSchema } },
        response: {
          200: { type: 'object', required: ['refs'], properties: { refs: { type: 'array', items: { type: 'string' } } } },
        },
      },
    },
    async (request) => {
      const owner = await requireWatchlistOwner(deps, request, needsNamedLists(request.params.listId));
      const listId = await listFor(owner, request.params.listId);
      const held = await refsInWatchlist(deps.db, listId, parseRefs(request.query.refs));
      return { refs: held.map(refKey) };
    },
  );
}
