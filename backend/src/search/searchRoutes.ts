// `/api/v2`: searching the realm's titles, the popular titles search opens
// with, and the viewer's recent searches (README "Search"). Content pages in
// spec §6 terms: the viewer needs a session of the realm, and guests only where
// `fullGuestAccess` is ALLOWED. Every answer keeps to what the viewer may see.
import type { FastifyInstance } from 'fastify';
import type { BackendDeps } from '../deps.ts';
import { contentContext } from '../content/contentContext.ts';
import { requireContentViewer } from '../session/viewer.ts';
import { DEFAULT_POPULAR_BPP, DEFAULT_POPULAR_RPP, POPULAR_BUCKET_NAMES, popularContent } from './popular.ts';
import {
  clearRecentSearches,
  MAX_RECENT_SEARCHES,
  recentSearchesOf,
  recordSearch,
  searcherOf,
  type RecentSearchRow,
} from './recentSearches.ts';
import {
  DEFAULT_HITS_PER_PAGE,
  MAX_HITS_PER_PAGE,
  SEARCH_QUERY_MAX_LENGTH,
  searchContent,
  searchQueryOf,
} from './search.ts';
import { SEARCH_CONTENT_TYPES, searchContentTypeSchema, searchHitSchema } from './searchHits.ts';
import type { SearchContentType } from './searchIndex.ts';

const queryErrors =
  `400 SEARCH_QUERY_EMPTY (nothing but spaces), 400 SEARCH_QUERY_TOO_LONG (over ${SEARCH_QUERY_MAX_LENGTH} characters once ` +
  'trimmed; `maxLength` says how many are allowed)';
const accessErrors = '401 UNAUTHENTICATED, 403 GUEST_ACCESS_DENIED (guests where the realm’s fullGuestAccess is not ALLOWED)';

const queryTextSchema = {
  type: 'string',
  description: `What the viewer typed: trimmed, runs of spaces made one, 1–${SEARCH_QUERY_MAX_LENGTH} characters`,
} as const;

const facetsSchema = {
  type: 'object',
  description: 'How many titles of each type match the query (the whole match set, whatever `type` asked for)',
  required: SEARCH_CONTENT_TYPES,
  properties: Object.fromEntries(SEARCH_CONTENT_TYPES.map((type) => [type, { type: 'integer' }])),
} as const;

const searchResultSchema = {
  type: 'object',
  required: ['query', 'hits', 'page', 'hitsPerPage', 'totalPages', 'totalHits', 'facets'],
  properties: {
    query: { type: 'string', description: 'The query as searched (trimmed, spaces collapsed)' },
    hits: { type: 'array', items: searchHitSchema },
    page: { type: 'integer', description: 'This page, from 0' },
    hitsPerPage: { type: 'integer' },
    totalPages: { type: 'integer', description: 'Pages of `hitsPerPage` the matches of `type` fill; more pages while page + 1 < totalPages' },
    totalHits: { type: 'integer', description: 'Titles of `type` (every type without it) matching the query' },
    facets: facetsSchema,
  },
} as const;

const recentSearchesSchema = {
  type: 'object',
  required: ['searches'],
  properties: {
    searches: {
      type: 'array',
      description: `Newest first, at most ${MAX_RECENT_SEARCHES}, each query once whatever its case`,
      items: {
        type: 'object',
        required: ['query', 'searchedAt'],
        properties: { query: { type: 'string' }, searchedAt: { type: 'string', format: 'date-time' } },
      },
    },
  },
} as const;

function recentSearchesJson(rows: RecentSearchRow[]) {
  return { searches: rows.map((row) => ({ query: row.query, searchedAt: new Date(row.searchedAt).toISOString() })) };
}

export async function searchRoutes(app: FastifyInstance, deps: BackendDeps): Promise<void> {
  app.get<{ Querystring: { query: string; type?: SearchContentType; page?: number; hitsPerPage?: number } }>(
    '/search',
    {
      schema: {
        operationId: 'searchContent',
        tags: ['search'],
        summary: 'Titles matching what the viewer typed, best first, a page at a time',
        description:
          'Matches in the request’s language with accents folded, every word as a prefix ("knock" finds Knockout), and ' +
          'forgives typos in titles and fighters’ names ("navaro" finds Navarro). An exact title comes first; then ' +
          'full-text rank plus name similarity. With `type=LIVE_EVENT` the matching events are sorted by startDate, soonest ' +
          `first. Only titles the viewer may see (rating, territory). ${queryErrors}; ${accessErrors}.`,
        security: [{ bearer: [] }],
        querystring: {
          type: 'object',
          required: ['query'],
          additionalProperties: false,
          properties: {
            query: queryTextSchema,
            type: searchContentTypeSchema,
            page: { type: 'integer', minimum: 0, maximum: 999, default: 0, description: 'The page, from 0' },
            hitsPerPage: {
              type: 'integer',
              minimum: 1,
              maximum: MAX_HITS_PER_PAGE,
              default: DEFAULT_HITS_PER_PAGE,
              description: `Hits a page (1–${MAX_HITS_PER_PAGE}, default ${DEFAULT_HITS_PER_PAGE})`,
            },
          },
        },
        response: { 200: searchResultSchema },
      },
    },
    async (request) => {
      await requireContentViewer(deps, request);
      const context = contentContext(deps, request);
      const query = searchQueryOf(request.query.query);
      const result = await searchContent(deps.db, context, {
        query,
        type: request.query.type,
        page: request.query.page ?? 0,
        hitsPerPage: request.query.hitsPerPage ?? DEFAULT_HITS_PER_PAGE,
      });
      return { query, ...result };
    },
  );

  app.get<{ Querystring: { rpp?: number; bpp?: number } }>(
    '/popular',
    {
      schema: {
        operationId: 'getPopularContent',
        tags: ['search'],
        summary: 'Popular titles in buckets: what search shows before anything is typed',
        description:
          `Buckets in this order, empty ones left out: ${POPULAR_BUCKET_NAMES.join(', ')}. Events live now and coming up ` +
          '(soonest first); then the videos, series, playlists and event replays the realm’s viewers watched most over ' +
          'the last 30 days, then the newest. Only titles the viewer may see. ' + `${accessErrors}.`,
        security: [{ bearer: [] }],
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            rpp: { type: 'integer', minimum: 1, maximum: 50, default: DEFAULT_POPULAR_RPP, description: 'Titles per bucket (default 6)' },
            bpp: { type: 'integer', minimum: 1, maximum: 20, default: DEFAULT_POPULAR_BPP, description: 'Buckets at most (default 10)' },
          },
        },
        response: {
          200: {
            type: 'object',
            required: ['buckets'],
            properties: {
              buckets: {
                type: 'array',
                items: {
                  type: 'object',
                  required: ['name', 'title', 'type', 'hits'],
                  properties: {
                    name: { type: 'string', enum: POPULAR_BUCKET_NAMES, description: 'Which bucket: a stable key' },
                    title: { type: 'string', description: 'Its heading in the request’s language' },
                    type: searchContentTypeSchema,
                    hits: { type: 'array', items: searchHitSchema },
                  },
                },
              },
            },
          },
        },
      },
    },
    async (request) => {
      await requireContentViewer(deps, request);
      const context = contentContext(deps, request);
      return popularContent(deps.db, context, {
        rpp: request.query.rpp ?? DEFAULT_POPULAR_RPP,
        bpp: request.query.bpp ?? DEFAULT_POPULAR_BPP,
      });
    },
  );

  app.get(
    '/search/recent',
    {
      schema: {
        operationId: 'getRecentSearches',
        tags: ['search'],
        summary: 'The viewer’s recent searches, newest first',
        description:
          'Those of the token’s profile; a guest has their own, kept as long as the guest session. ' + `${accessErrors}.`,
        security: [{ bearer: [] }],
        response: { 200: recentSearchesSchema },
      },
    },
    async (request) => {
      const viewer = await requireContentViewer(deps, request);
      return recentSearchesJson(await recentSearchesOf(deps.db, searcherOf(viewer)));
    },
  );

  app.post<{ Body: { query: string } }>(
    '/search/recent',
    {
      schema: {
        operationId: 'recordRecentSearch',
        tags: ['search'],
        summary: 'Remembers a search the viewer committed (Enter, or opening one of its hits); answers the list as it now stands',
        description:
          'Not for every keystroke. A query searched before (in any case) moves to the top with the casing typed now; ' +
          `past ${MAX_RECENT_SEARCHES} the oldest is forgotten. ${queryErrors}; ${accessErrors}.`,
        security: [{ bearer: [] }],
        body: { type: 'object', required: ['query'], additionalProperties: false, properties: { query: queryTextSchema } },
        response: { 200: recentSearchesSchema },
      },
    },
    async (request) => {
      const viewer = await requireContentViewer(deps, request);
      const searcher = searcherOf(viewer);
      await recordSearch(deps.db, searcher, searchQueryOf(request.body.query), deps.now());
      return recentSearchesJson(await recentSearchesOf(deps.db, searcher));
    },
  );

  app.delete(
    '/search/recent',
    {
      schema: {
        operationId: 'clearRecentSearches',
        tags: ['search'],
        summary: 'Forgets the viewer’s recent searches',
        description: accessErrors + '.',
        security: [{ bearer: [] }],
        response: { 204: { type: 'null', description: 'Cleared' } },
      },
    },
    async (request, reply) => {
      const viewer = await requireContentViewer(deps, request);
      await clearRecentSearches(deps.db, searcherOf(viewer));
      return reply.code(204).send();
    },
  );
}
