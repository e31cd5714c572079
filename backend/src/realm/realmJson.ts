import type { Realm } from './realmRepository.ts';

/** The REST `Realm` shape (README). */
export function realmJson(realm: Realm) {
  return {
    id: String(realm.id),
    name: realm.name,
    realmFullName: realm.fullName,
    domains: realm.domains,
    preferredDomain: realm.preferredDomain,
    realmLanguages: realm.languages,
    defaultLanguage: realm.defaultLanguage,
    guestsAllowed: realm.guestsAllowed,
    fullGuestAccess: realm.fullGuestAccess,
    allowGuestSchedule: realm.allowGuestSchedule,
    allowSelfregistration: realm.allowSelfRegistration,
    pinLoginEnabled: realm.pinLoginEnabled,
    hasLive: realm.hasLive,
    requiresConfirmation: realm.requiresConfirmation,
    watchlistsEnabled: realm.watchlistsEnabled,
    settings: realm.settings,
    profileConfiguration: realm.profileConfiguration,
  };
}

const colourKeys = [
  'background', 'text', 'primary', 'secondary', 'tertiary',
  'primaryCtaDefault', 'primaryCtaHover', 'primaryCtaText',
  'secondaryCtaDefault', 'secondaryCtaHover', 'secondaryCtaText',
  'menuText', 'menuTextHover', 'menuTextSelected', 'alert',
] as const;

export const realmSchema = {
  type: 'object',
  required: ['id', 'name', 'realmFullName', 'domains', 'realmLanguages', 'defaultLanguage', 'settings'],
  properties: {
    id: { type: 'string' },
    name: { type: 'string' },
    realmFullName: { type: 'string' },
    domains: { type: 'array', items: { type: 'string' } },
    preferredDomain: { type: ['string', 'null'] },
    realmLanguages: { type: 'array', items: { type: 'string' } },
    defaultLanguage: { type: 'string' },
    guestsAllowed: { type: 'boolean' },
    fullGuestAccess: { type: 'string', enum: ['ALLOWED', 'NOT_ALLOWED'] },
    allowGuestSchedule: { type: 'boolean' },
    allowSelfregistration: { type: 'boolean' },
    pinLoginEnabled: { type: 'boolean' },
    hasLive: { type: 'boolean' },
    requiresConfirmation: { type: 'boolean' },
    watchlistsEnabled: { type: 'boolean' },
    profileConfiguration: {
      type: 'object',
      description: 'Profiles per account (status, maxProfiles) and the font scale of child profiles',
      properties: {
        status: { type: 'string', enum: ['ENABLED', 'DISABLED'] },
        maxProfiles: { type: 'integer' },
        childFontScale: { type: 'number' },
      },
    },
    settings: {
      type: 'object',
      properties: {
        MAIN_TITLE: { type: 'string' },
        logo: { type: 'string' },
        fonts: { type: 'object', properties: { family: { type: 'string' } } },
        colours: {
          type: 'object',
          properties: Object.fromEntries(colourKeys.map((key) => [key, { type: 'string' }])),
        },
      },
    },
  },
} as const;
