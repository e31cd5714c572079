// The account holder's viewing preferences (schema/src/preferences.graphql),
// kept upstream as strings (spec §3); booleans default to true when never set.
import type { GatewayContext } from '../context.ts';
import { VIEWER } from '../loaders/accountLoaders.ts';
import type { Preferences, Resolvers } from '../__generated__/resolvers-types.ts';
import { toGraphQLError } from '../lib/errors.ts';
import { HTTPError } from '../lib/restClient.ts';
import { userError } from '../lib/userErrors.ts';
import type { UpstreamStoredPreferences } from '../lib/upstream.ts';
import { requireAdultProfile } from '../session/access.ts';

export function preferencesFrom(stored: UpstreamStoredPreferences): Preferences {
  const flag = (value: string | undefined) => value !== 'false';
  return {
    subTitleLanguage: stored.subTitleLanguage ?? null,
    audioLanguage: stored.audioLanguage ?? null,
    autoAdvance: flag(stored.autoAdvance),
    videoBackgroundAutoPlay: flag(stored.videoBackgroundAutoPlay),
    pluginAccessTokens: stored.pluginAccessTokens ?? null,
  };
}

async function readPreferences(context: GatewayContext): Promise<Preferences> {
  await requireAdultProfile(context);
  return preferencesFrom(await context.loaders.account.preferencesLoader.load(VIEWER));
}

export const preferencesResolvers: Resolvers = {
  Account: {
    preferences: (_account, _args, context) => readPreferences(context),
  },
  Mutation: {
    updatePreferences: async (_parent, { input }, context) => {
      const session = await requireAdultProfile(context);
      const account = { __typename: 'Account' as const, session };
      // Only what was sent changes; null in GraphQL means "not sent" here (a preference is never unset from the UI).
      const body = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined && value !== null));
      if (Object.keys(body).length === 0) return { preferences: await readPreferences(context), account, userErrors: [] };
      const api = await context.api();
      try {
        const answer = await api.request('/api/v2/user/preferences', { method: 'PUT', body });
        context.loaders.account.preferencesLoader.clear(VIEWER).prime(VIEWER, answer.preferences);
        return { preferences: preferencesFrom(answer.preferences), account, userErrors: [] };
      } catch (error) {
        const messages = (error instanceof HTTPError && error.status === 400 ? (error.body as { messages?: unknown }).messages : null) as
          | { field: string; message: string }[]
          | null;
        if (Array.isArray(messages) && messages.length > 0) {
          return {
            preferences: null,
            account: null,
            userErrors: messages.map((entry) => userError('invalidPreferenceValue', entry.message, entry.field)),
          };
        }
        throw toGraphQLError(error) ?? error;
      }
    },
  },
};
