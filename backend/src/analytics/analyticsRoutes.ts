// Analytics over REST (spec §1 last bullet, §3, §5, §7): the providers a
// device starts, the platform's own event collector, referral sessions, and
// the admins' read of what was collected. Clients send events only after the
// viewer agreed to cookies (the web client checks); the collector takes them
// only where the realm has a provider enabled for the device.
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { BackendDeps } from '../deps.ts';
import { ApiError } from '../http/apiError.ts';
import { pageRequest, paging, pagingQuerySchema, pagingSchema } from '../http/paging.ts';
import { requestRealm } from '../http/requestContract.ts';
import { requireRealmAdmin } from '../session/requiredViewer.ts';
import { clientAddress } from '../security/attemptGuard.ts';
import { bearerToken, optionalViewer } from '../session/viewer.ts';
import {
  CONFIG_DEVICE_TYPES,
  DEVICE_TYPES,
  resolveAnalyticsProviders,
  startedProviders,
  type AnalyticsResolution,
  type DeviceType,
} from './analyticsProviders.ts';
import {
  analyticsProviderEntries,
  analyticsSummary,
  createReferralSession,
  listAnalyticsEvents,
  recordAnalyticsEvents,
  REFERRAL_LIFETIME_MS,
  type IncomingEvent,
  type ReferralSession,
} from './analyticsStore.ts';
import { AD_CLICK_ID_NAMES, adClickIdProblem } from './clickIds.ts';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
/** A batch may carry events from a page kept open (or offline) this long; older ones are refused, not back-dated. */
const OLDEST_EVENT_MS = 7 * DAY_MS;
/** Clocks of devices drift: an event may be stamped this far in the future. */
const CLOCK_SKEW_MS = 5 * MINUTE_MS;
const MAX_EVENTS_PER_BATCH = 50;
const MAX_SUMMARY_DAYS = 366;

const deviceTypeSchema = { type: 'string', enum: DEVICE_TYPES, description: 'The kind of device asking: WEB, TV or MOBILE' } as const;
const deviceTypeQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { deviceType: { ...deviceTypeSchema, default: 'WEB' } },
} as const;

const publicProviderSchema = {
  type: 'object',
  required: ['provider', 'deviceType', 'apiKey', 'oneTrustEnabled', 'gtmEnabled', 'firebaseEnabled', 'impressionIdQueryKey'],
  properties: {
    provider: { type: 'string', description: 'The provider’s name, e.g. RINGSIDE (the platform’s collector)' },
    deviceType: { type: 'string', enum: CONFIG_DEVICE_TYPES, description: 'Which entry applies: the device’s own or ALL_DEVICES' },
    apiKey: { type: 'string', description: 'The provider’s public key' },
    oneTrustEnabled: { type: 'boolean' },
    gtmEnabled: { type: 'boolean' },
    firebaseEnabled: { type: 'boolean' },
    impressionIdQueryKey: { type: ['string', 'null'], description: 'The URL parameter carrying an ad network’s impression id' },
  },
} as const;

const problemSchema = {
  type: 'object',
  required: ['provider', 'deviceType', 'code', 'message', 'details'],
  properties: {
    provider: { type: 'string' },
    deviceType: { type: 'string', enum: CONFIG_DEVICE_TYPES },
    code: { type: 'string', enum: ['INVALID_CONFIGURATION', 'UNSUPPORTED_PROVIDER'] },
    message: { type: 'string', description: '‘Invalid configuration’ (spec §5) or ‘Unsupported provider’' },
    details: { type: 'array', items: { type: 'string' }, description: 'Every setting at fault' },
  },
} as const;

const dateRangeQuery = {
  from: { type: 'string', format: 'date-time', description: 'From this instant (inclusive)' },
  to: { type: 'string', format: 'date-time', description: 'Until this instant (exclusive)' },
} as const;

const propertiesSchema = {
  type: 'object',
  maxProperties: 20,
  propertyNames: { pattern: '^[A-Za-z][A-Za-z0-9_]{0,39}$' },
  additionalProperties: { type: ['string', 'number', 'boolean', 'null'], maxLength: 256 },
  description: 'At most 20 properties: names of letters, digits and _ (≤ 40), values strings (≤ 256), numbers, booleans or null',
} as const;

const referralSessionSchema = {
  type: 'object',
  required: ['id', 'referralId', 'clickId', 'adClickIds', 'createdAt', 'expiresAt'],
  properties: {
    id: { type: 'string' },
    referralId: { type: ['string', 'null'] },
    clickId: { type: ['string', 'null'] },
    adClickIds: { type: 'object', additionalProperties: { type: 'string' } },
    createdAt: { type: 'string', format: 'date-time' },
    expiresAt: { type: 'string', format: 'date-time' },
  },
} as const;

const referralIdSchema = { type: 'string', pattern: '^[A-Za-z0-9._~-]{1,128}$' } as const;

const rangeError = (message: string) => new ApiError(400, 'INVALID_DATE_RANGE', message);

function dateRange(query: { from: string; to: string }): { from: Date; to: Date } {
  const from = new Date(query.from);
  const to = new Date(query.to);
  if (!(from < to)) throw rangeError('`from` must be before `to`');
  if (to.getTime() - from.getTime() > MAX_SUMMARY_DAYS * DAY_MS) throw rangeError(`At most ${MAX_SUMMARY_DAYS} days at once`);
  return { from, to };
}

/**
 * A referral session's window: the client may send back the times it keeps
 * (spec §3 Referral data) or let the platform choose; it never lasts more than
 * 90 days (spec §9) and is never started in the future or already over.
 */
export function referralWindow(now: Date, createdAt?: string, expiresAt?: string): { createdAt: Date; expiresAt: Date } {
  const created = createdAt ? new Date(createdAt) : now;
  const expires = expiresAt ? new Date(expiresAt) : new Date(created.getTime() + REFERRAL_LIFETIME_MS);
  const problem = (message: string) => new ApiError(400, 'INVALID_REFERRAL_WINDOW', message);
  if (created.getTime() > now.getTime() + CLOCK_SKEW_MS) throw problem('createdAt is in the future');
  if (expires <= created) throw problem('expiresAt must be after createdAt');
  if (expires.getTime() - created.getTime() > REFERRAL_LIFETIME_MS) throw problem('A referral session lasts at most 90 days');
  if (expires <= now) throw new ApiError(400, 'REFERRAL_EXPIRED', 'This referral session has already expired');
  return { createdAt: created, expiresAt: expires };
}

function referralJson(session: ReferralSession) {
  return { ...session, createdAt: session.createdAt.toISOString(), expiresAt: session.expiresAt.toISOString() };
}

/**
 * Flood limits of the collector's calls, per address (many viewers share one)
 * and per session: a client batches, so even a busy page sends a few a minute.
 */
function collectorLimits(app: FastifyInstance, deps: BackendDeps, operation: string, perAddress: number, perSession: number) {
  const sessionKey = (request: FastifyRequest) => {
    const token = bearerToken(request);
    return token ? createHash('sha256').update(token).digest('base64url').slice(0, 22) : null;
  };
  const limits = [
    { max: perAddress, key: (request: FastifyRequest) => `address:${clientAddress(request)}` },
    { max: perSession, key: (request: FastifyRequest) => (sessionKey(request) ? `session:${sessionKey(request)}` : null) },
  ].map(({ max, key }) => ({
    key,
    // RATE_LIMIT_SCALE scales these as it does the other limits (security/rateLimits.ts).
    check: app.createRateLimit({ max: Math.max(1, Math.round(max * deps.config.rateLimitScale)), timeWindow: MINUTE_MS, keyGenerator: (request) => `${operation}:${key(request)}` }),
  }));
  return async (request: FastifyRequest) => {
    for (const limit of limits) {
      if (limit.key(request) === null) continue;
      const result = await limit.check(request);
      if (!result.isAllowed && result.isExceeded) {
        throw new ApiError(429, 'RATE_LIMITED', `Too many requests; try again in ${result.ttlInSeconds} seconds`, {
          retryAfterSeconds: result.ttlInSeconds,
        });
      }
    }
  };
}

export async function analyticsRoutes(app: FastifyInstance, deps: BackendDeps): Promise<void> {
  // Problems are told once per realm and set of problems, not on every request that resolves them.
  const toldProblems = new Set<string>();
  const resolve = async (request: FastifyRequest, deviceType: DeviceType): Promise<AnalyticsResolution> => {
    const realm = requestRealm(request);
    const resolution = resolveAnalyticsProviders(await analyticsProviderEntries(deps.db, realm.id), deviceType);
    const told = `${realm.id}:${deviceType}:${JSON.stringify(resolution.problems)}`;
    if (resolution.problems.length > 0 && !toldProblems.has(told)) {
      toldProblems.add(told);
      // Info, not a warning: the realm's admins are told (GET /admin/analytics/providers); the platform runs on.
      request.log.info({ realm: realm.name, deviceType, problems: resolution.problems }, 'analytics configuration problems');
    }
    return resolution;
  };

  app.get<{ Querystring: { deviceType: DeviceType } }>(
    '/analytics/providers',
    {
      schema: {
        operationId: 'listAnalyticsProviders',
        tags: ['analytics'],
        summary: 'The analytics providers a device of the realm starts (spec §1, §5)',
        description:
          'Valid and enabled providers only, with their public settings; a device entry wins over ALL_DEVICES for the same ' +
          'provider, unsupported providers are skipped, invalid ones left out (admins see why: /admin/analytics/providers). ' +
          'Every provider is routed to the platform’s collector (POST /analytics/events): no third-party script is loaded.',
        querystring: deviceTypeQuery,
        response: { 200: { type: 'object', required: ['providers'], properties: { providers: { type: 'array', items: publicProviderSchema } } } },
      },
    },
    async (request) => {
      const started = startedProviders(await resolve(request, request.query.deviceType));
      return {
        providers: started.map(({ provider, deviceType, settings }) => ({
          provider,
          deviceType,
          apiKey: settings.apiKey,
          oneTrustEnabled: settings.oneTrustEnabled,
          gtmEnabled: settings.gtmEnabled,
          firebaseEnabled: settings.firebaseEnabled,
          impressionIdQueryKey: settings.impressionIdQueryKey,
        })),
      };
    },
  );

  app.get<{ Querystring: { deviceType: DeviceType } }>(
    '/admin/analytics/providers',
    {
      schema: {
        operationId: 'resolveAnalyticsProvidersAsAdmin',
        tags: ['admin', 'analytics'],
        summary: 'How the realm’s analytics configuration resolves for a device, with its problems (admin)',
        description: 'Every valid provider (enabled or not) with all its settings, and every entry left out and why. 401 UNAUTHENTICATED, 403 FORBIDDEN.',
        security: [{ bearer: [] }],
        querystring: deviceTypeQuery,
        response: {
          200: {
            type: 'object',
            required: ['providers', 'problems'],
            properties: {
              providers: {
                type: 'array',
                items: {
                  type: 'object',
                  required: ['provider', 'deviceType', 'settings'],
                  properties: {
                    provider: { type: 'string' },
                    deviceType: { type: 'string', enum: CONFIG_DEVICE_TYPES },
                    settings: {
                      type: 'object',
                      required: ['apiKey', 'enabled', 'oneTrustEnabled', 'gtmEnabled', 'firebaseEnabled', 'userProfileEmail', 'utmUserAttributes', 'identityTypeMappings', 'customFlags', 'impressionIdQueryKey'],
                      properties: {
                        apiKey: { type: 'string' },
                        enabled: { type: 'boolean' },
                        oneTrustEnabled: { type: 'boolean' },
                        gtmEnabled: { type: 'boolean' },
                        firebaseEnabled: { type: 'boolean' },
                        userProfileEmail: { type: 'boolean' },
                        utmUserAttributes: { type: 'boolean' },
                        identityTypeMappings: { type: 'object', additionalProperties: { type: 'string' } },
                        customFlags: { type: 'object', additionalProperties: { type: 'boolean' } },
                        impressionIdQueryKey: { type: ['string', 'null'] },
                      },
                    },
                  },
                },
              },
              problems: { type: 'array', items: problemSchema },
            },
          },
        },
      },
    },
    async (request) => {
      await requireRealmAdmin(deps, request);
      return resolve(request, request.query.deviceType);
    },
  );

  app.post<{ Body: { deviceType: DeviceType; events: IncomingEvent[] } }>(
    '/analytics/events',
    {
      preHandler: collectorLimits(app, deps, 'recordAnalyticsEvents', 300, 60),
      schema: {
        operationId: 'recordAnalyticsEvents',
        tags: ['analytics'],
        summary: 'The platform’s collector: a batch of events from a client (spec §1)',
        description:
          'Send only after the viewer agreed to cookies. The session, account and profile come from the bearer token when ' +
          'there is one (a guest’s events carry no account). 403 ANALYTICS_DISABLED where the realm starts no provider for ' +
          'the device; 400 EVENT_TIME_OUT_OF_RANGE for an event stamped over 7 days ago or in the future; 429 RATE_LIMITED.',
        body: {
          type: 'object',
          required: ['deviceType', 'events'],
          additionalProperties: false,
          properties: {
            deviceType: deviceTypeSchema,
            events: {
              type: 'array',
              minItems: 1,
              maxItems: MAX_EVENTS_PER_BATCH,
              items: {
                type: 'object',
                required: ['name', 'occurredAt'],
                additionalProperties: false,
                properties: {
                  name: { type: 'string', pattern: '^[a-z][a-z0-9_]{0,63}$', description: 'snake_case, e.g. page_view' },
                  occurredAt: { type: 'string', format: 'date-time' },
                  properties: propertiesSchema,
                },
              },
            },
          },
        },
        response: { 202: { type: 'object', required: ['accepted'], properties: { accepted: { type: 'integer' } } } },
      },
    },
    async (request, reply) => {
      const realm = requestRealm(request);
      const viewer = await optionalViewer(deps, request);
      const { deviceType, events } = request.body;
      if (startedProviders(await resolve(request, deviceType)).length === 0) {
        throw new ApiError(403, 'ANALYTICS_DISABLED', `The realm collects no analytics from ${deviceType} devices`);
      }
      const now = deps.now().getTime();
      const late = events.findIndex((event) => {
        const at = new Date(event.occurredAt).getTime();
        return at < now - OLDEST_EVENT_MS || at > now + CLOCK_SKEW_MS;
      });
      if (late >= 0) {
        throw new ApiError(400, 'EVENT_TIME_OUT_OF_RANGE', `events[${late}].occurredAt must be within the last 7 days`, { index: late });
      }
      const accepted = await recordAnalyticsEvents(deps.db, {
        realmId: realm.id,
        deviceType,
        deviceId: request.client.deviceId,
        viewer,
        receivedAt: deps.now(),
        events,
      });
      return reply.code(202).send({ accepted });
    },
  );

  app.get<{ Querystring: { from: string; to: string; name?: string; rpp?: number; p?: number } }>(
    '/admin/analytics/events',
    {
      schema: {
        operationId: 'listAnalyticsEventsAsAdmin',
        tags: ['admin', 'analytics'],
        summary: 'The events the collector received in a time range, newest first (admin)',
        description: '400 INVALID_DATE_RANGE when `from` is not before `to` or the range is over 366 days. 401 UNAUTHENTICATED, 403 FORBIDDEN.',
        security: [{ bearer: [] }],
        querystring: {
          type: 'object',
          required: ['from', 'to'],
          additionalProperties: false,
          properties: { ...dateRangeQuery, name: { type: 'string', maxLength: 64, description: 'Only events of this name' }, ...pagingQuerySchema },
        },
        response: {
          200: {
            type: 'object',
            required: ['events', 'paging'],
            properties: {
              events: {
                type: 'array',
                items: {
                  type: 'object',
                  required: ['id', 'name', 'occurredAt', 'deviceType', 'sessionId', 'userId', 'profileId', 'properties'],
                  properties: {
                    id: { type: 'string' },
                    name: { type: 'string' },
                    occurredAt: { type: 'string', format: 'date-time' },
                    deviceType: { type: 'string', enum: DEVICE_TYPES },
                    sessionId: { type: ['string', 'null'] },
                    userId: { type: ['string', 'null'] },
                    profileId: { type: ['string', 'null'] },
                    properties: { type: 'object', additionalProperties: true },
                  },
                },
              },
              paging: pagingSchema,
            },
          },
        },
      },
    },
    async (request) => {
      await requireRealmAdmin(deps, request);
      const range = dateRange(request.query);
      const page = pageRequest(request.query, 50);
      const { events, totalCount } = await listAnalyticsEvents(deps.db, {
        realmId: requestRealm(request).id,
        ...range,
        name: request.query.name,
        offset: page.offset,
        limit: page.rpp,
      });
      const id = (value: number | null) => (value === null ? null : String(value));
      return {
        events: events.map((event) => ({
          ...event,
          occurredAt: event.occurredAt.toISOString(),
          sessionId: id(event.sessionId),
          userId: id(event.userId),
          profileId: id(event.profileId),
        })),
        paging: paging(page, totalCount),
      };
    },
  );

  app.get<{ Querystring: { from: string; to: string } }>(
    '/admin/analytics/summary',
    {
      schema: {
        operationId: 'summariseAnalyticsAsAdmin',
        tags: ['admin', 'analytics'],
        summary: 'Events by day and name, and referral sessions by day and referral id, in a time range (admin)',
        description: 'Days are UTC (YYYY-MM-DD). 400 INVALID_DATE_RANGE. 401 UNAUTHENTICATED, 403 FORBIDDEN.',
        security: [{ bearer: [] }],
        querystring: { type: 'object', required: ['from', 'to'], additionalProperties: false, properties: dateRangeQuery },
        response: {
          200: {
            type: 'object',
            required: ['events', 'referralSessions'],
            properties: {
              events: {
                type: 'array',
                items: {
                  type: 'object',
                  required: ['day', 'name', 'count'],
                  properties: { day: { type: 'string', format: 'date' }, name: { type: 'string' }, count: { type: 'integer' } },
                },
              },
              referralSessions: {
                type: 'array',
                items: {
                  type: 'object',
                  required: ['day', 'referralId', 'count'],
                  properties: {
                    day: { type: 'string', format: 'date' },
                    referralId: { type: ['string', 'null'], description: 'null: an ad click without a referral link' },
                    count: { type: 'integer' },
                  },
                },
              },
            },
          },
        },
      },
    },
    async (request) => {
      await requireRealmAdmin(deps, request);
      return analyticsSummary(deps.db, { realmId: requestRealm(request).id, ...dateRange(request.query) });
    },
  );

  app.post<{ Body: { referralId?: string; clickId?: string; adClickIds?: Record<string, string>; createdAt?: string; expiresAt?: string } }>(
    '/referral-session',
    {
      preHandler: collectorLimits(app, deps, 'createReferralSession', 60, 20),
      schema: {
        operationId: 'createReferralSession',
        tags: ['analytics'],
        summary: 'Starts a referral session: a visit from a referral link or an ad click (spec §3 Referral data, §7)',
        description:
          '`referralId` and `clickId` are the link’s `esrefid` and `esclkid`; `adClickIds` the ad networks’ click ids the ' +
          'client captured (spec §9; a TikTok `ttclid` must start with E.C.P.). At least a referral id or one ad click id. ' +
          'Lasts 90 days unless the client sends the window it keeps. 400 REFERRAL_EMPTY, INVALID_CLICK_ID, ' +
          'INVALID_REFERRAL_WINDOW, REFERRAL_EXPIRED; 429 RATE_LIMITED.',
        body: {
          type: 'object',
          additionalProperties: false,
          properties: {
            referralId: referralIdSchema,
            clickId: referralIdSchema,
            adClickIds: {
              type: 'object',
              additionalProperties: false,
              properties: Object.fromEntries(AD_CLICK_ID_NAMES.map((name) => [name, { type: 'string', minLength: 1, maxLength: 500 }])),
            },
            createdAt: { type: 'string', format: 'date-time' },
            expiresAt: { type: 'string', format: 'date-time' },
          },
        },
        response: { 201: referralSessionSchema },
      },
    },
    async (request, reply) => {
      const { referralId, clickId, adClickIds = {}, createdAt, expiresAt } = request.body;
      if (!referralId && Object.keys(adClickIds).length === 0) {
        throw new ApiError(400, 'REFERRAL_EMPTY', 'Send a referralId or at least one ad click id');
      }
      if (clickId && !referralId) throw new ApiError(400, 'REFERRAL_EMPTY', 'A clickId belongs to a referralId');
      for (const [name, value] of Object.entries(adClickIds)) {
        const problem = adClickIdProblem(name, value);
        if (problem) throw new ApiError(400, 'INVALID_CLICK_ID', problem, { field: `adClickIds.${name}` });
      }
      const session = await createReferralSession(deps.db, {
        realmId: requestRealm(request).id,
        deviceId: request.client.deviceId,
        viewer: await optionalViewer(deps, request),
        referralId: referralId ?? null,
        clickId: clickId ?? null,
        adClickIds,
        extras: {},
        ...referralWindow(deps.now(), createdAt, expiresAt),
      });
      return reply.code(201).send(referralJson(session));
    },
  );
}

/** `/api/v1/session` (spec §7 "POST /session (v1)"): the older clients’ way to start a referral session. */
export async function referralSessionV1Routes(app: FastifyInstance, deps: BackendDeps): Promise<void> {
  app.post<{ Body: { referralExid: string; clickId?: string; extras?: Record<string, string | number | boolean | null> } }>(
    '/session',
    {
      preHandler: collectorLimits(app, deps, 'createReferralSessionV1', 60, 20),
      schema: {
        operationId: 'createReferralSessionV1',
        tags: ['analytics'],
        summary: 'Starts a referral session from a referral link (v1; spec §7)',
        description: 'As POST /api/v2/referral-session with `referralExid` as its referral id; `extras` are kept as sent. Lasts 90 days. 429 RATE_LIMITED.',
        body: {
          type: 'object',
          required: ['referralExid'],
          additionalProperties: false,
          properties: { referralExid: referralIdSchema, clickId: referralIdSchema, extras: propertiesSchema },
        },
        response: {
          201: {
            type: 'object',
            required: ['id', 'referralExid', 'clickId', 'createdAt', 'expiresAt'],
            properties: {
              id: { type: 'string' },
              referralExid: { type: 'string' },
              clickId: { type: ['string', 'null'] },
              createdAt: { type: 'string', format: 'date-time' },
              expiresAt: { type: 'string', format: 'date-time' },
            },
          },
        },
      },
    },
    async (request, reply) => {
      const session = await createReferralSession(deps.db, {
        realmId: requestRealm(request).id,
        deviceId: request.client.deviceId,
        viewer: await optionalViewer(deps, request),
        referralId: request.body.referralExid,
        clickId: request.body.clickId ?? null,
        adClickIds: {},
        extras: request.body.extras ?? {},
        ...referralWindow(deps.now()),
      });
      const json = referralJson(session);
      return reply.code(201).send({ id: json.id, referralExid: request.body.referralExid, clickId: json.clickId, createdAt: json.createdAt, expiresAt: json.expiresAt });
    },
  );
}
