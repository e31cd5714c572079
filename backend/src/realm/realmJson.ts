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
    hasDvr: realm.hasDvr,
    epgMatrix: realm.epgMatrix,
    scheduleSection: realm.scheduleSection,
    systemDefinedWatchlistFavouritesMode: realm.systemDefinedWatchlistFavouritesMode,
    geoBlockedContentDisplayMode: realm.geoBlockedContentDisplayMode,
    currentProgramPlaybackStatus: realm.currentProgramPlaybackStatus,
    epgPlaybackContentStatus: realm.epgPlaybackContentStatus,
    multiViewAllowed: realm.multiViewAllowed,
    concurrentStreamLimit: realm.concurrentStreamLimit,
    compulsoryTrial: realm.compulsoryTrial,
    showLicencesOnSignup: realm.showLicencesOnSignup,
    checkoutFirstStep: realm.checkoutFirstStep,
    checkoutFlow: realm.checkoutFlow,
    hasVouchers: realm.hasVouchers,
    gifting: realm.gifting,
    hasPromoNotification: realm.hasPromoNotification,
    contentSearchEngine: realm.contentSearchEngine,
    liveEndpoint: liveEndpointOf(realm),
    // Realm configuration (issue 13; docs/realm-file.md). Texts stay maps by language: the
    // answer is the same for every viewer, so the gateway may share it and localise per request.
    splashUrl: realm.splashUrl,
    notFoundPage: realm.notFoundPage,
    vpnAllowed: realm.vpnAllowed,
    withCookieBanner: realm.withCookieBanner,
    smartBanner: realm.smartBanner,
    partitionSettings: realm.partitionSettings,
    interstitials: realm.interstitials,
    enhancedMetadataViews: realm.enhancedMetadataViews,
  };
}

/** Where the realm's live-event channel is served as server-sent events (backend/src/liveEvent). */
export function liveEndpointOf(realm: Pick<Realm, 'name'>): string {
  return `/live/${encodeURIComponent(realm.name)}/events`;
}

const featureStatus = { type: 'string', enum: ['ENABLED', 'DISABLED'] } as const;

const colourKeys = [
  'background', 'text', 'primary', 'secondary', 'tertiary',
  'primaryCtaDefault', 'primaryCtaHover', 'primaryCtaText',
  'secondaryCtaDefault', 'secondaryCtaHover', 'secondaryCtaText',
  'menuText', 'menuTextHover', 'menuTextSelected', 'alert',
] as const;

// Every property is always sent (realmJson; the settings and profile configuration are
// the typed seed's): nullable where the realm may leave it empty, never left out.
export const realmSchema = {
  type: 'object',
  required: [
    'id', 'name', 'realmFullName', 'domains', 'preferredDomain', 'realmLanguages', 'defaultLanguage',
    'guestsAllowed', 'fullGuestAccess', 'allowGuestSchedule', 'allowSelfregistration', 'pinLoginEnabled',
    'hasLive', 'requiresConfirmation', 'watchlistsEnabled', 'profileConfiguration', 'settings',
    'hasDvr', 'epgMatrix', 'scheduleSection', 'systemDefinedWatchlistFavouritesMode', 'geoBlockedContentDisplayMode',
    'currentProgramPlaybackStatus', 'epgPlaybackContentStatus', 'multiViewAllowed', 'concurrentStreamLimit', 'liveEndpoint',
    'compulsoryTrial', 'showLicencesOnSignup', 'checkoutFirstStep', 'checkoutFlow', 'hasVouchers', 'gifting',
    'hasPromoNotification',
    'contentSearchEngine',
    'splashUrl', 'notFoundPage', 'vpnAllowed', 'withCookieBanner', 'smartBanner', 'partitionSettings',
    'interstitials', 'enhancedMetadataViews',
  ],
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
    hasDvr: { type: 'boolean', description: 'Live events can be rewound within their DVR window' },
    epgMatrix: { ...featureStatus, description: 'The EPG page (channels × time grid)' },
    scheduleSection: { ...featureStatus, description: 'The schedule page (with hasLive)' },
    systemDefinedWatchlistFavouritesMode: {
      type: 'string',
      enum: ['MY_LIST', 'FAVOURITES', 'DISABLED'],
      description: 'The single list offered when watchlists are off',
    },
    geoBlockedContentDisplayMode: {
      type: 'string',
      enum: ['HIDE', 'SHOW_LOCKED'],
      description: 'Content not available in the viewer\'s country: not listed, or listed locked',
    },
    currentProgramPlaybackStatus: { ...featureStatus, description: "The EPG's programme on air can be played" },
    epgPlaybackContentStatus: { ...featureStatus, description: 'Past EPG programmes can be played' },
    multiViewAllowed: { type: 'boolean' },
    concurrentStreamLimit: { type: 'integer', minimum: 1, description: 'Streams one account may play at once' },
    liveEndpoint: { type: 'string', description: "Path of the realm's live-event channel (server-sent events)" },
    compulsoryTrial: { type: 'boolean', description: 'A licence’s free trial must be acknowledged at checkout' },
    showLicencesOnSignup: { type: 'boolean', description: 'Sign-up shows the licences on sale' },
    checkoutFirstStep: {
      type: 'string',
      enum: ['SELECT_LICENCE', 'CREATE_ACCOUNT'],
      description: 'Checkout starts by choosing a licence (licence-first) or by creating the account (account-first)',
    },
    checkoutFlow: {
      type: 'string',
      enum: ['STANDARD', 'STREAMLINED'],
      description: 'STREAMLINED: the shorter checkout, whose summary says tax is calculated at checkout when it is estimated or inclusive',
    },
    hasVouchers: { type: 'boolean', description: 'Checkout takes promo codes' },
    gifting: { ...featureStatus, description: 'Gifts can be sent and redeemed' },
    hasPromoNotification: { type: 'boolean', description: 'Promo notifications are shown to signed-in accounts (GET /promo-notification)' },
    contentSearchEngine: {
      type: 'string',
      enum: ['VESPER', 'DEFAULT'],
      description: 'VESPER: search has its own page (the SEARCH route); DEFAULT: search opens as an overlay on the current page (#search)',
    },
    splashUrl: {
      type: ['string', 'null'],
      description: 'Where the root sends a visitor who is not signed in (spec §2); null, or the home URL itself, means home',
    },
    notFoundPage: {
      type: ['object', 'null'],
      description: "The realm's own 404 page, its texts by language code (not localised: the same answer serves every viewer); null = the platform's page",
      required: ['title', 'body', 'imageUrl'],
      properties: {
        title: { type: 'object', additionalProperties: { type: 'string' }, description: 'Heading by language code' },
        body: { type: 'object', additionalProperties: { type: 'string' }, description: 'Text below the heading by language code' },
        imageUrl: { type: ['string', 'null'], description: 'An image shown on the page; null = none' },
      },
    },
    vpnAllowed: { type: 'boolean', description: 'False: viewers whose requests arrive through a VPN are blocked' },
    withCookieBanner: { type: 'boolean', description: 'The web asks for cookie consent (spec §3 WITH_COOKIE_BANNER)' },
    smartBanner: {
      type: ['object', 'null'],
      description: "The Android smart banner's app on Google Play; null = no banner",
      required: ['androidPackage'],
      properties: { androidPackage: { type: 'string', description: 'The app’s package name, e.g. com.example.tv' } },
    },
    interstitials: {
      type: 'object',
      description: 'Spec §2: where a video opens on its interstitial page (artwork, facts, Play) instead of playing, by the page its link is on',
      required: ['playlist', 'series', 'season', 'video'],
      properties: {
        playlist: { type: 'boolean', description: "Videos opened from a playlist's page" },
        series: { type: 'boolean', description: "Episodes opened from a series' page" },
        season: { type: 'boolean', description: "Episodes opened from a season's page" },
        video: { type: 'boolean', description: 'Videos opened anywhere else (rails, search, history)' },
      },
    },
    enhancedMetadataViews: {
      type: 'boolean',
      description: 'Spec §3 settings.ENHANCED_METADATA_VIEWS: series and season pages in the richer layout',
    },
    partitionSettings: {
      type: 'object',
      description: 'Content partitions (spec §3): a viewer belongs to one partition of the realm when ENABLED (partition/partitionRules.ts)',
      required: ['status', 'partitions'],
      properties: {
        status: featureStatus,
        partitions: {
          type: 'array',
          items: {
            type: 'object',
            required: ['id', 'name'],
            properties: {
              id: { type: 'string' },
              name: { type: 'object', additionalProperties: { type: 'string' }, description: 'Name by language code' },
            },
          },
        },
      },
    },
    profileConfiguration: {
      type: 'object',
      description: 'Profiles per account (status, maxProfiles) and the font scale of child profiles',
      required: ['status', 'maxProfiles', 'childFontScale'],
      properties: {
        status: { type: 'string', enum: ['ENABLED', 'DISABLED'] },
        maxProfiles: { type: 'integer' },
        childFontScale: { type: 'number' },
      },
    },
    settings: {
      type: 'object',
      required: ['MAIN_TITLE', 'logo', 'fonts', 'colours'],
      properties: {
        MAIN_TITLE: { type: 'string' },
        logo: { type: 'string' },
        fonts: { type: 'object', required: ['family'], properties: { family: { type: 'string' } } },
        colours: {
          type: 'object',
          required: [...colourKeys],
          properties: Object.fromEntries(colourKeys.map((key) => [key, { type: 'string' }])),
        },
      },
    },
  },
} as const;

// Every property of a provider field is always sent (ProviderField, typed in the seed; null where unset).
const providerFieldSchema = {
  type: 'object',
  required: [
    'fieldName', 'fieldType', 'fieldLabel', 'fieldSize', 'regexValidation', 'invalidMessageLabel',
    'isRequiredMessageLabel', 'required', 'order', 'addressCountryRestriction', 'functionalPurpose',
  ],
  properties: {
    fieldName: { type: 'string' },
    fieldType: { type: 'string', enum: ['TEXT', 'EMAIL', 'PHONE', 'DATE', 'COUNTRY', 'CHECKBOX'] },
    fieldLabel: { type: 'string' },
    fieldSize: { type: 'string', enum: ['FULL', 'HALF'] },
    regexValidation: { type: ['string', 'null'] },
    invalidMessageLabel: { type: ['string', 'null'] },
    isRequiredMessageLabel: { type: ['string', 'null'] },
    required: { type: 'boolean' },
    order: { type: 'integer' },
    addressCountryRestriction: { type: ['array', 'null'], items: { type: 'string' } },
    functionalPurpose: { type: ['string', 'null'] },
  },
} as const;

/** The realm's authentication providers and their fields (the sign-up form, /init). */
export const authenticationProvidersSchema = {
  type: 'array',
  items: {
    type: 'object',
    required: ['name', 'fields'],
    properties: { name: { type: 'string' }, fields: { type: 'array', items: providerFieldSchema } },
  },
} as const;
