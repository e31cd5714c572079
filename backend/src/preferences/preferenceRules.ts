// The viewer preferences the platform knows (spec §3 "Preference keys"). Every
// value is stored as a string, as init hands them out (`pk=`): booleans as
// "true"/"false", plugin tokens as a JSON object in a string.
import type { FieldMessage } from '../http/fieldMessages.ts';

export const PREFERENCE_KEYS = [
  'subTitleLanguage',
  'audioLanguage',
  'autoAdvance',
  'pluginAccessTokens',
  'videoBackgroundAutoPlay',
] as const;
export type PreferenceKey = (typeof PREFERENCE_KEYS)[number];

export type PreferenceValue = string | boolean | null;

const LANGUAGE = /^[a-z]{2,3}(?:-[A-Za-z]{2,4})?$/;
const MAX_PLUGIN_TOKENS_LENGTH = 4096;

export function isPreferenceKey(key: string): key is PreferenceKey {
  return (PREFERENCE_KEYS as readonly string[]).includes(key);
}

/**
 * The stored form of one value, or the problem with it. `null` removes the
 * preference (the viewer goes back to the default). Subtitles may be "off" (an
 * empty string); languages are codes such as `pt` or `pt-BR`.
 */
export function normalisePreference(key: PreferenceKey, value: PreferenceValue): { value: string | null } | FieldMessage {
  if (value === null) return { value: null };
  const invalid = (message: string): FieldMessage => ({ field: key, messageKey: 'invalidPreferenceValue', message });
  switch (key) {
    case 'autoAdvance':
    case 'videoBackgroundAutoPlay':
      if (value === true || value === 'true') return { value: 'true' };
      if (value === false || value === 'false') return { value: 'false' };
      return invalid(`${key} must be true or false`);
    case 'subTitleLanguage':
    case 'audioLanguage':
      // An empty subtitle language turns subtitles off; otherwise a language code.
      if (key === 'subTitleLanguage' && value === '') return { value: '' };
      if (typeof value === 'string' && LANGUAGE.test(value)) return { value };
      return invalid(`${key} must be a language code such as "en" or "pt-BR"`);
    case 'pluginAccessTokens': {
      if (typeof value !== 'string' || value.length > MAX_PLUGIN_TOKENS_LENGTH) {
        return invalid(`pluginAccessTokens must be a JSON string of at most ${MAX_PLUGIN_TOKENS_LENGTH} characters`);
      }
      let parsed: unknown;
      try {
        parsed = JSON.parse(value);
      } catch {
        return invalid('pluginAccessTokens must be a JSON object in a string');
      }
      const isTokenMap =
        typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) &&
        Object.values(parsed).every((token) => typeof token === 'string');
      if (!isTokenMap) return invalid('pluginAccessTokens must map plugin names to token strings');
      return { value };
    }
  }
}
