// The fighter section's REST endpoints (spec §2 "Fighter section", §3 fighter
// list query params). The spec has them come from an external table service;
// here the backend is that service, behind its own endpoints, so a real
// provider could answer them instead. Content access is a video's: guests per
// the realm's rules, a child profile within its rating.
import type { FastifyInstance, FastifySchemaValidationError } from 'fastify';
import type { BackendDeps } from '../deps.ts';
import { notFound } from '../http/apiError.ts';
import { pageRequest, paging, pagingQuerySchema, pagingSchema } from '../http/paging.ts';
import { requireContentViewer } from '../session/viewer.ts';
import { contentContext, idParamsSchema } from '../content/contentContext.ts';
import { videoJson, videoSchema } from '../video/videos.ts';
import { fighterSummaryJson, fighterSummarySchema } from './fighterSummary.ts';
import { fighterProfile, fighterProfileJson, fighterProfileSchema, listFighters } from './fighters.ts';
import { fightersOfContent, videosOfFighter, type TaggedContentType } from './fighterContent.ts';
import { rankedWeightClasses, rankedWeightClassJson, rankedWeightClassSchema, rankingJson, rankingOf, rankingSchema } from './rankings.ts';
import { classesMatching, defaultRankingList, weightClassIds, weightClassSchema, type WeightClass } from './weightClasses.ts';

const DEFAULT_LETTER = 'a';
const FIGHTERS_PER_PAGE = 20;
const MAX_FIGHTERS_PER_PAGE = 100;

/**
 * What a client is told when a query parameter is wrong: the parameter's name
 * and what it takes, rather than the validator's words.
 */
const queryRules: Record<string, string> = {
  lastNameStartLetter: 'lastNameStartLetter must be one letter from a to z',
  ctt: `ctt must be one of ${weightClassIds.join(', ')}`,
  rpp: `rpp must be a whole number from 1 to ${MAX_FIGHTERS_PER_PAGE}`,
  p: 'p must be a whole number from 1',
};

function queryErrorMessage(errors: FastifySchemaValidationError[], dataVar: string): Error {
  const [first] = errors;
  const parameter = first?.instancePath.replace(/^\//, '') ?? '';
  return new Error(queryRules[parameter] ?? `${dataVar}${first?.instancePath ?? ''} ${first?.message ?? 'is not valid'}`);
}

const fighterListQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    p: pagingQuerySchema.p,
    rpp: { type: 'integer', minimum: 1, maximum: MAX_FIGHTERS_PER_PAGE, description: `Fighters per page (1–${MAX_FIGHTERS_PER_PAGE}, default ${FIGHTERS_PER_PAGE})` },
    ctt: { ...weightClassSchema, description: 'Only this weight class; a pound-for-pound id lists every class of its division' },
    lastNameStartLetter: {
      type: 'string',
      pattern: '^[A-Za-z]$',
      description: `The letter last names start with, accents aside (Á counts as a); default ${DEFAULT_LETTER}`,
    },
  },
} as const;

const fighterListSchema = {
  type: 'object',
  required: ['fighters', 'page', 'totalPages', 'totalFighters', 'letters'],
  properties: {
    fighters: { type: 'array', items: fighterSummarySchema },
    page: { type: 'integer' },
    totalPages: { type: 'integer' },
    totalFighters: { type: 'integer', description: 'Under this letter (and class)' },
    letters: {
      type: 'array',
      items: { type: 'string', pattern: '^[a-z]$' },
      description: 'The letters, a–z, that have fighters in this class (all classes without ctt): the others can be shown disabled',
    },
  },
} as const;

const fightersOfContentSchema = {
  type: 'object',
  required: ['fighters'],
  properties: { fighters: { type: 'array', items: fighterSummarySchema, description: 'In billing order: "A vs B" lists A first' } },
} as const;

export async function fighterRoutes(app: FastifyInstance, deps: BackendDeps): Promise<void> {
  app.get<{ Querystring: { p?: number; rpp?: number; ctt?: WeightClass; lastNameStartLetter?: string } }>(
    '/fighters',
    {
      schema: {
        operationId: 'listFighters',
        tags: ['fighters'],
        summary: 'Fighters whose last name starts with a letter, optionally of one weight class, by last name',
        querystring: fighterListQuerySchema,
        response: { 200: fighterListSchema },
      },
      schemaErrorFormatter: queryErrorMessage,
    },
    async (request) => {
      await requireContentViewer(deps, request);
      const context = contentContext(deps, request);
      const page = pageRequest(request.query, FIGHTERS_PER_PAGE);
      const letter = (request.query.lastNameStartLetter ?? DEFAULT_LETTER).toLowerCase();
      const { fighters, totalCount, letters } = await listFighters(
        deps.db,
        context,
        { letter, classes: classesMatching(request.query.ctt) },
        page,
      );
      return {
        fighters: fighters.map((fighter) => fighterSummaryJson(fighter, context)),
        page: page.page,
        totalPages: Math.ceil(totalCount / page.rpp),
        totalFighters: totalCount,
        letters,
      };
    },
  );

  app.get<{ Querystring: { ctt?: WeightClass } }>(
    '/fighters/rankings',
    {
      schema: {
        operationId: 'getFighterRanking',
        tags: ['fighters'],
        summary: `The ranking of one weight class or pound-for-pound list (default ${defaultRankingList}), champion first`,
        querystring: { type: 'object', additionalProperties: false, properties: { ctt: weightClassSchema } },
        response: { 200: rankingSchema },
      },
      schemaErrorFormatter: queryErrorMessage,
    },
    async (request) => {
      await requireContentViewer(deps, request);
      const context = contentContext(deps, request);
      const weightClass = request.query.ctt ?? defaultRankingList;
      return rankingJson(weightClass, await rankingOf(deps.db, context, weightClass), context);
    },
  );

  app.get(
    '/fighters/rankings/weight-classes',
    {
      schema: {
        operationId: 'listRankedWeightClasses',
        tags: ['fighters'],
        summary: 'The weight classes and pound-for-pound lists the realm ranks, in the spec’s order, each with its champion',
        response: {
          200: {
            type: 'object',
            required: ['weightClasses'],
            properties: { weightClasses: { type: 'array', items: rankedWeightClassSchema } },
          },
        },
      },
    },
    async (request) => {
      await requireContentViewer(deps, request);
      const context = contentContext(deps, request);
      const rows = await rankedWeightClasses(deps.db, context);
      return { weightClasses: rows.map((row) => rankedWeightClassJson(row, context)) };
    },
  );

  app.get<{ Params: { id: number } }>(
    '/fighters/:id',
    {
      schema: {
        operationId: 'getFighter',
        tags: ['fighters'],
        summary: 'A fighter’s profile: record, stats with units, bio, rankings and next live event',
        params: idParamsSchema,
        response: { 200: fighterProfileSchema },
      },
    },
    async (request) => {
      await requireContentViewer(deps, request);
      const context = contentContext(deps, request);
      const fighter = await fighterProfile(deps.db, context, request.params.id);
      if (!fighter) throw notFound(`Fighter ${request.params.id}`);
      return fighterProfileJson(fighter, context);
    },
  );

  app.get<{ Params: { id: number }; Querystring: { p?: number; rpp?: number } }>(
    '/fighters/:id/videos',
    {
      schema: {
        operationId: 'listFighterVideos',
        tags: ['fighters'],
        summary: 'The videos tagged with a fighter that the viewer may see, newest first',
        params: idParamsSchema,
        querystring: { type: 'object', additionalProperties: false, properties: { ...pagingQuerySchema } },
        response: {
          200: {
            type: 'object',
            required: ['videos', 'paging'],
            properties: { videos: { type: 'array', items: videoSchema }, paging: pagingSchema },
          },
        },
      },
    },
    async (request) => {
      await requireContentViewer(deps, request);
      const context = contentContext(deps, request);
      const page = pageRequest(request.query);
      const found = await videosOfFighter(deps.db, context, request.params.id, page);
      if (!found) throw notFound(`Fighter ${request.params.id}`);
      return { videos: found.videos.map((video) => videoJson(video, context)), paging: paging(page, found.totalCount) };
    },
  );

  // The fighters of a title, for its page to link to their profiles: routes of
  // their own rather than a field on every video and event, which every rail
  // and list would then read.
  const fightersOf = (contentType: TaggedContentType, path: string, operationId: string, what: string) =>
    app.get<{ Params: { id: number } }>(
      path,
      {
        schema: {
          operationId,
          tags: ['fighters'],
          summary: `The fighters of a ${what}, in billing order`,
          params: idParamsSchema,
          response: { 200: fightersOfContentSchema },
        },
      },
      async (request) => {
        await requireContentViewer(deps, request);
        const context = contentContext(deps, request);
        const fighters = await fightersOfContent(deps.db, context, contentType, request.params.id);
        if (!fighters) throw notFound(`${contentType === 'VIDEO' ? 'Video' : 'Live event'} ${request.params.id}`);
        return { fighters: fighters.map((fighter) => fighterSummaryJson(fighter, context)) };
      },
    );
  fightersOf('VIDEO', '/vod/:id/fighters', 'listVideoFighters', 'video');
  fightersOf('LIVE_EVENT', '/event/:id/fighters', 'listLiveEventFighters', 'live event');
}
