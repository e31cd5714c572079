// Analytics (schema/src/analytics.graphql; the platform's side is
// backend/src/analytics): which providers a device starts, the collector the
// clients send their events to, referral sessions, and the admins' read of
// what was collected. Every provider is routed to the platform's collector: no
// client ever loads a third-party script.
import type {
  AnalyticsConfigurationScope,
  AnalyticsDeviceType,
  RecordAnalyticsEventsPayload,
  Resolvers,
  StartReferralSessionPayload,
  UserError,
} from '../__generated__/resolvers-types.ts';
import type { GatewayContext } from '../context.ts';
import { toGraphQLError } from '../lib/errors.ts';
import { HTTPError } from '../lib/restClient.ts';
import type { Answer } from '../lib/upstream.ts';
import { userError } from '../lib/userErrors.ts';
import { requireAdmin, roleOf } from '../session/access.ts';

async function rethrow(error: unknown): Promise<never> {
  throw toGraphQLError(error) ?? error;
}

// The collector's rules (backend/src/analytics/analyticsRoutes.ts), checked here
// first so a client learns which event and field is wrong.
const EVENT_NAME = /^[a-z][a-z0-9_]{0,63}$/;
const PROPERTY_NAME = /^[A-Za-z][A-Za-z0-9_]{0,39}$/;
const MAX_EVENTS = 50;
const MAX_PROPERTIES = 20;
const MAX_VALUE_LENGTH = 256;

/**
 * The realm's client, carrying the viewer's token when there is a session: the
 * collector and referral sessions take visitors without one too (spec §4:
 * their identity is skipped, not their visit).
 */
async function viewerOrRealmApi(context: GatewayContext) {
  const [client] = await Promise.all([context.realmApi(), context.session()]);
  return client;
}

/**
 * The public providers of the request's realm for a device, asked once per
 * request and device type however many aliases select them (a request's
 * context is the key, so nothing is shared between viewers or requests).
 */
const providersByRequest = new WeakMap<GatewayContext, Map<AnalyticsDeviceType, Promise<Answer<'/api/v2/analytics/providers'>>>>();
function providersOf(context: GatewayContext, deviceType: AnalyticsDeviceType) {
  let byDevice = providersByRequest.get(context);
  if (!byDevice) providersByRequest.set(context, (byDevice = new Map()));
  let answer = byDevice.get(deviceType);
  if (!answer) {
    // Public configuration, the same for every viewer: asked without the viewer's token.
    answer = context.realmApi().then((api) => api.get('/api/v2/analytics/providers', { query: { deviceType }, auth: 'none' }).catch(rethrow));
    byDevice.set(deviceType, answer);
  }
  return answer;
}

const invalidEvent = (message: string, field: string) => userError('invalidAnalyticsEvent', message, field);

export const analyticsResolvers: Resolvers = {
  Realm: {
    analyticsProviders: async (_realm, { deviceType }, context) => {
      const { providers } = await providersOf(context, deviceType);
      return providers.map((provider) => ({
        name: provider.provider,
        scope: provider.deviceType as AnalyticsConfigurationScope,
        apiKey: provider.apiKey,
        oneTrustEnabled: provider.oneTrustEnabled,
        gtmEnabled: provider.gtmEnabled,
        firebaseEnabled: provider.firebaseEnabled,
        impressionIdQueryKey: provider.impressionIdQueryKey ?? null,
      }));
    },
    analyticsConfigurationProblems: async (_realm, { deviceType }, context) => {
      await requireAdmin(context);
      const api = await context.api();
      const { problems } = await api.get('/api/v2/admin/analytics/providers', { query: { deviceType } }).catch(rethrow);
      return problems.map((problem) => ({
        provider: problem.provider,
        scope: problem.deviceType as AnalyticsConfigurationScope,
        code: problem.code,
        message: problem.message,
        details: problem.details,
      }));
    },
  },
  Viewer: {
    // Spec §4 "Analytics user": anonymous and guest identities are skipped.
    analyticsIdentity: async (viewer, _args, context) => {
      const role = roleOf(viewer.session);
      const claims = viewer.session?.claims;
      if ((role !== 'CUSTOMER' && role !== 'ADMIN') || !claims?.sub) return null;
      return { accountId: claims.sub, profileId: claims.pro?.id ?? null, identityRealm: (await context.realm()).name };
    },
  },
  Query: {
    analyticsSummary: async (_parent, { from, to }, context) => {
      await requireAdmin(context);
      const api = await context.api();
      return api.get('/api/v2/admin/analytics/summary', { query: { from, to } }).catch(rethrow);
    },
  },
  Mutation: {
    recordAnalyticsEvents: async (_parent, { input }, context): Promise<RecordAnalyticsEventsPayload> => {
      const refused = (errors: UserError[]) => ({ acceptedCount: 0, userErrors: errors });
      if (input.events.length === 0 || input.events.length > MAX_EVENTS) {
        return refused([invalidEvent(`Send 1 to ${MAX_EVENTS} events at once.`, 'events')]);
      }
      const events = [];
      for (const [index, event] of input.events.entries()) {
        const field = `events[${index}]`;
        if (!EVENT_NAME.test(event.name)) return refused([invalidEvent('Event names are snake_case, at most 64 characters.', `${field}.name`)]);
        const properties = event.properties ?? [];
        if (properties.length > MAX_PROPERTIES) return refused([invalidEvent(`At most ${MAX_PROPERTIES} properties.`, `${field}.properties`)]);
        const values: Record<string, string> = {};
        for (const property of properties) {
          if (!PROPERTY_NAME.test(property.name) || property.name in values || property.value.length > MAX_VALUE_LENGTH) {
            return refused([invalidEvent(`Property names are unique letters, digits and _; values at most ${MAX_VALUE_LENGTH} characters.`, `${field}.properties`)]);
          }
          values[property.name] = property.value;
        }
        events.push({ name: event.name, occurredAt: event.occurredAt, properties: values });
      }
      const api = await viewerOrRealmApi(context);
      try {
        const { accepted } = await api.request('/api/v2/analytics/events', {
          method: 'POST',
          body: { deviceType: input.deviceType ?? 'WEB', events },
        });
        return { acceptedCount: accepted, userErrors: [] };
      } catch (error) {
        if (error instanceof HTTPError && error.upstreamCode === 'ANALYTICS_DISABLED') {
          return refused([userError('analyticsDisabled', 'This realm collects no analytics from this device.')]);
        }
        if (error instanceof HTTPError && error.status === 400) {
          const index = (error.body as { index?: unknown } | null)?.index;
          const field = typeof index === 'number' ? `events[${index}].occurredAt` : 'events';
          return refused([invalidEvent('An event is out of shape or older than 7 days.', field)]);
        }
        return rethrow(error);
      }
    },

    startReferralSession: async (_parent, { input }, context): Promise<StartReferralSessionPayload> => {
      const adClickIds = Object.fromEntries((input.adClickIds ?? []).map(({ name, value }) => [name, value]));
      const api = await viewerOrRealmApi(context);
      try {
        const session = await api.request('/api/v2/referral-session', {
          method: 'POST',
          body: {
            ...(input.referralId ? { referralId: input.referralId } : {}),
            ...(input.clickId ? { clickId: input.clickId } : {}),
            ...(Object.keys(adClickIds).length > 0 ? { adClickIds } : {}),
            ...(input.createdAt ? { createdAt: input.createdAt } : {}),
            ...(input.expiresAt ? { expiresAt: input.expiresAt } : {}),
          },
        });
        return {
          referralSession: { referralId: session.referralId ?? null, clickId: session.clickId ?? null, createdAt: session.createdAt, expiresAt: session.expiresAt },
          userErrors: [],
        };
      } catch (error) {
        if (!(error instanceof HTTPError) || error.status !== 400) return rethrow(error);
        const refused = (messageKey: string, message: string, field: string | null = null) => ({
          referralSession: null,
          userErrors: [userError(messageKey, message, field)],
        });
        switch (error.upstreamCode) {
          case 'REFERRAL_EMPTY':
            return refused('referralEmpty', 'Send a referral id, or at least one ad click id.', 'referralId');
          case 'INVALID_CLICK_ID':
            return refused('invalidClickId', 'An ad click id is not one the platform keeps (a TikTok id must start with E.C.P.).', 'adClickIds');
          case 'INVALID_REFERRAL_WINDOW':
            return refused('invalidReferralWindow', 'A referral session starts now or earlier and lasts at most 90 days.', 'expiresAt');
          case 'REFERRAL_EXPIRED':
            return refused('referralExpired', 'This referral has already expired.', 'expiresAt');
          default:
            return refused('invalidReferral', 'Referral and click ids are 1 to 128 letters, digits or . _ ~ -; click ids at most 500 characters.');
        }
      }
    },
  },
};
