import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { BackendDeps } from '../deps.ts';
import { notFound } from '../http/apiError.ts';
import { pageRequest, paging, pagingQuerySchema, pagingSchema } from '../http/paging.ts';
import { requestRealm } from '../http/requestContract.ts';
import { contentContext } from '../content/contentContext.ts';
import { minimumAgeOf } from '../content/visibility.ts';
import { liveEventJson, liveEventSchema } from '../liveEvent/liveEvents.ts';
import { optionalViewer, requireContentViewer } from '../session/viewer.ts';
import { epgGrid, epgJson, epgSchema, eventsInRange } from './schedule.ts';
import { MAX_EPG_RANGE_HOURS, MAX_SCHEDULE_RANGE_HOURS, rangeQuerySchema, timeRange } from './scheduleRange.ts';

type RangeQuery = { from: string; to: string; rpp?: number; p?: number };

const scheduleQuerySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['from', 'to'],
  properties: { ...rangeQuerySchema, ...pagingQuerySchema },
} as const;

const scheduleResponse = {
  200: {
    type: 'object',
    additionalProperties: false,
    required: ['events', 'paging'],
    properties: { events: { type: 'array', items: liveEventSchema }, paging: pagingSchema },
  },
} as const;

/** Spec §2: SCHEDULE exists where the realm has live events and the schedule section. */
function assertScheduleOffered(request: FastifyRequest): void {
  const realm = requestRealm(request);
  if (!realm.hasLive || realm.scheduleSection !== 'ENABLED') throw notFound('The schedule of this realm');
}

/** Spec §2/§6: the guest schedule exists where guests and the guest schedule are allowed. */
function assertGuestScheduleOffered(request: FastifyRequest): void {
  const realm = requestRealm(request);
  if (!realm.hasLive || !realm.guestsAllowed || !realm.allowGuestSchedule) throw notFound('The guest schedule of this realm');
}

/** Spec §2: EPG exists where epgMatrix is ENABLED. */
function assertEpgOffered(request: FastifyRequest): void {
  if (requestRealm(request).epgMatrix !== 'ENABLED') throw notFound('The EPG of this realm');
}

export async function scheduleRoutes(app: FastifyInstance, deps: BackendDeps): Promise<void> {
  app.get<{ Querystring: RangeQuery }>(
    '/schedule',
    {
      schema: {
        operationId: 'getSchedule',
        tags: ['content'],
        summary: `The realm's live events on air at any moment between from and to (at most ${MAX_SCHEDULE_RANGE_HOURS} hours), earliest start first`,
        querystring: scheduleQuerySchema,
        response: scheduleResponse,
      },
    },
    async (request) => {
      // The realm's offer first: a refusal then says nothing about the viewer.
      assertScheduleOffered(request);
      await requireContentViewer(deps, request);
      const range = timeRange(request.query, MAX_SCHEDULE_RANGE_HOURS);
      const context = contentContext(deps, request);
      const page = pageRequest(request.query, 50);
      const { events, totalCount } = await eventsInRange(deps.db, context, range, page);
      return { events: events.map((event) => liveEventJson(event, context)), paging: paging(page, totalCount) };
    },
  );

  app.get<{ Querystring: RangeQuery }>(
    '/schedule/guest',
    {
      schema: {
        operationId: 'getGuestSchedule',
        tags: ['content'],
        summary:
          'The guest schedule: events not over yet between from and to, for anyone (no session needed) where the realm allows guests and the guest schedule',
        querystring: scheduleQuerySchema,
        response: scheduleResponse,
      },
    },
    async (request) => {
      assertGuestScheduleOffered(request);
      const range = timeRange(request.query, MAX_SCHEDULE_RANGE_HOURS);
      const claims = await optionalViewer(deps, request);
      const viewerContext = contentContext(deps, request, claims);
      // A visitor without a session sees what a guest would: where the guest schedule
      // exists guests are allowed, so one click (a guest check-in) would show them that anyway.
      const context = claims
        ? viewerContext
        : { ...viewerContext, viewer: { ...viewerContext.viewer, maxAge: minimumAgeOf('AGE_18') } };
      const page = pageRequest(request.query, 50);
      const { events, totalCount } = await eventsInRange(
        deps.db,
        context,
        { ...range, onlyNotEndedAt: context.now },
        page,
      );
      return { events: events.map((event) => liveEventJson(event, context)), paging: paging(page, totalCount) };
    },
  );

  app.get<{ Querystring: { from: string; to: string } }>(
    '/epg',
    {
      schema: {
        operationId: 'getEpg',
        tags: ['content'],
        summary: `The EPG grid: every channel of the realm with its programmes between from and to (at most ${MAX_EPG_RANGE_HOURS} hours)`,
        querystring: { type: 'object', additionalProperties: false, required: ['from', 'to'], properties: rangeQuerySchema },
        response: { 200: epgSchema },
      },
    },
    async (request) => {
      assertEpgOffered(request);
      await requireContentViewer(deps, request);
      const range = timeRange(request.query, MAX_EPG_RANGE_HOURS);
      const context = contentContext(deps, request);
      return epgJson(await epgGrid(deps.db, context, range), range, context);
    },
  );
}
