// GET and PUT the viewer's preferences (spec §3 keys, §7 "GET and PUT user
// preferences … body map of preference key to value"): the account holder's,
// shared by the account's adult profiles.
import type { FastifyInstance } from 'fastify';
import { requireAccountViewer } from '../account/accountViewer.ts';
import { invalidFields, type FieldMessage } from '../http/fieldMessages.ts';
import type { BackendDeps } from '../deps.ts';
import { readPreferences } from '../init/preferences.ts';
import { isPreferenceKey, normalisePreference, PREFERENCE_KEYS, type PreferenceValue } from './preferenceRules.ts';

const preferencesSchema = {
  type: 'object',
  required: ['preferences'],
  properties: { preferences: { type: 'object', additionalProperties: { type: 'string' } } },
} as const;

export async function preferenceRoutes(app: FastifyInstance, deps: BackendDeps): Promise<void> {
  app.get(
    '/user/preferences',
    {
      schema: {
        operationId: 'getPreferences',
        tags: ['preferences'],
        summary: "The viewer's preferences, keyed by name",
        description: `Keys: ${PREFERENCE_KEYS.join(', ')}. Values are strings; a key never set is absent.`,
        security: [{ bearer: [] }],
        response: { 200: preferencesSchema },
      },
    },
    async (request) => {
      const viewer = await requireAccountViewer(deps, request);
      return { preferences: await readPreferences(deps.db, viewer.userId, [...PREFERENCE_KEYS]) };
    },
  );

  app.put<{ Body: Record<string, PreferenceValue> }>(
    '/user/preferences',
    {
      schema: {
        operationId: 'updatePreferences',
        tags: ['preferences'],
        summary: 'Set some preferences',
        description:
          'A map of key → value; keys left out keep their value, `null` resets one. Booleans (autoAdvance, ' +
          'videoBackgroundAutoPlay) as true/false or "true"/"false"; languages as codes ("" turns subtitles off); ' +
          'pluginAccessTokens as a JSON object in a string. Errors: 400 UNKNOWN_PREFERENCE, 400 INVALID_PREFERENCE ' +
          'with `messages`. Answers every preference after the change.',
        security: [{ bearer: [] }],
        body: {
          type: 'object',
          minProperties: 1,
          maxProperties: PREFERENCE_KEYS.length,
          additionalProperties: { type: ['string', 'boolean', 'null'] },
        },
        response: { 200: preferencesSchema },
      },
    },
    async (request) => {
      const viewer = await requireAccountViewer(deps, request);
      const unknown = Object.keys(request.body).filter((key) => !isPreferenceKey(key));
      if (unknown.length > 0) {
        throw invalidFields(
          'UNKNOWN_PREFERENCE',
          unknown.map((key) => ({
            field: key,
            messageKey: 'unknownPreference',
            message: `Unknown preference "${key}"; known: ${PREFERENCE_KEYS.join(', ')}`,
          })),
        );
      }
      const updates: [string, string | null][] = [];
      const problems: FieldMessage[] = [];
      for (const [key, raw] of Object.entries(request.body)) {
        if (!isPreferenceKey(key)) continue;
        const result = normalisePreference(key, raw);
        if ('value' in result) updates.push([key, result.value]);
        else problems.push(result);
      }
      if (problems.length > 0) throw invalidFields('INVALID_PREFERENCE', problems);
      await deps.db.transaction(async (tx) => {
        for (const [key, value] of updates) {
          if (value === null) {
            await tx.query('delete from user_preference where user_id = $1 and key = $2', [viewer.userId, key]);
          } else {
            await tx.query(
              `insert into user_preference (user_id, key, value) values ($1, $2, $3)
               on conflict (user_id, key) do update set value = excluded.value`,
              [viewer.userId, key, value],
            );
          }
        }
      });
      return { preferences: await readPreferences(deps.db, viewer.userId, [...PREFERENCE_KEYS]) };
    },
  );
}
