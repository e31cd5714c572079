import type { Queryable } from '../db/database.ts';
import type { MenuLayout } from './menu.ts';

export interface RealmColours {
  background: string;
  text: string;
  primary: string;
  secondary: string;
  tertiary: string;
  primaryCtaDefault: string;
  primaryCtaHover: string;
  primaryCtaText: string;
  secondaryCtaDefault: string;
  secondaryCtaHover: string;
  secondaryCtaText: string;
  menuText: string;
  menuTextHover: string;
  menuTextSelected: string;
  alert: string;
}

export interface RealmSettings {
  MAIN_TITLE: string;
  logo: string;
  fonts: { family: string };
  colours: RealmColours;
  /** The sport whose glyph marks the realm's generated logo; none draws a plain mark. */
  logoGlyph?: string | null;
}

/** Spec §3 `profileConfiguration`: profiles on or off, how many per account, the child font scale (§9). */
export interface ProfileConfiguration {
  status: 'ENABLED' | 'DISABLED';
  maxProfiles: number;
  /** Multiplies text sizes while a child profile watches. */
  childFontScale: number;
}

/** One field of a realm's authentication provider (spec §3 "Authentication provider"). */
export interface ProviderField {
  fieldName: string;
  /** TEXT, EMAIL, PHONE, DATE, COUNTRY (a select of ISO codes) or CHECKBOX. */
  fieldType: 'TEXT' | 'EMAIL' | 'PHONE' | 'DATE' | 'COUNTRY' | 'CHECKBOX';
  /** The label key that names the field. */
  fieldLabel: string;
  /** FULL or HALF: the share of a form row the field takes. */
  fieldSize: 'FULL' | 'HALF';
  regexValidation: string | null;
  invalidMessageLabel: string | null;
  isRequiredMessageLabel: string | null;
  required: boolean;
  order: number;
  /** For COUNTRY fields: the ISO 3166-1 codes a viewer may choose; null = any. */
  addressCountryRestriction: string[] | null;
  /** What the value is for: FULL_NAME names the account's main profile, ADDRESS_COUNTRY sets its country. */
  functionalPurpose: string | null;
}

export interface AuthenticationProvider {
  name: string;
  fields: ProviderField[];
}

export type FeatureStatus = 'ENABLED' | 'DISABLED';

export interface Realm {
  id: number;
  name: string;
  fullName: string;
  domains: string[];
  preferredDomain: string | null;
  languages: string[];
  defaultLanguage: string;
  guestsAllowed: boolean;
  fullGuestAccess: 'ALLOWED' | 'NOT_ALLOWED';
  allowGuestSchedule: boolean;
  allowSelfRegistration: boolean;
  pinLoginEnabled: boolean;
  hasLive: boolean;
  requiresConfirmation: boolean;
  watchlistsEnabled: boolean;
  settings: RealmSettings;
  menuLayout: MenuLayout;
  authenticationProviders: AuthenticationProvider[];
  profileConfiguration: ProfileConfiguration;
  /** Live events can be rewound within their DVR window while on air. */
  hasDvr: boolean;
  /** The EPG page (channels × time grid). */
  epgMatrix: FeatureStatus;
  /** The schedule page and menu entry (with hasLive). */
  scheduleSection: FeatureStatus;
  /** The single list offered when watchlists are off. */
  systemDefinedWatchlistFavouritesMode: 'MY_LIST' | 'FAVOURITES' | 'DISABLED';
  /** Content not available in the viewer's country: not listed (HIDE) or listed locked. */
  geoBlockedContentDisplayMode: 'HIDE' | 'SHOW_LOCKED';
  /** The EPG's programme on air can be played from the grid. */
  currentProgramPlaybackStatus: FeatureStatus;
  /** Past EPG programmes can be played as replays. */
  epgPlaybackContentStatus: FeatureStatus;
  multiViewAllowed: boolean;
  /** Streams one account may play at the same time. */
  concurrentStreamLimit: number;
  /** Commerce (issue 11): a subscription with a trial must have the trial acknowledged at checkout. */
  compulsoryTrial: boolean;
  /** Sign-up shows the licences on sale. */
  showLicencesOnSignup: boolean;
  /** Checkout's first step: choose a licence, or create the account (spec §4). */
  checkoutFirstStep: 'SELECT_LICENCE' | 'CREATE_ACCOUNT';
  /** STREAMLINED shortens checkout (the order summary then says tax is calculated at checkout when estimated or inclusive). */
  checkoutFlow: 'STANDARD' | 'STREAMLINED';
  hasVouchers: boolean;
  gifting: FeatureStatus;
  /** Promo notifications slide up for signed-in accounts (spec §3, §4; backend/src/promo/). */
  hasPromoNotification: boolean;
  /**
   * Spec §3: VESPER gives search its own page (the SEARCH route); DEFAULT opens it as an overlay on
   * the current page (#search). The same backend search serves both.
   */
  contentSearchEngine: 'VESPER' | 'DEFAULT';
  /** Spec §2: where the root sends a visitor who is not signed in; null (or home itself) = home. */
  splashUrl: string | null;
  /** The realm's own 404 page (localised texts); null = the platform's page. */
  notFoundPage: NotFoundPage | null;
  /** False: viewers arriving through a VPN are blocked. */
  vpnAllowed: boolean;
  /** Spec §3 WITH_COOKIE_BANNER: the web asks for cookie consent. */
  withCookieBanner: boolean;
  /** The Android smart banner's Google Play app; null = no banner. */
  smartBanner: { androidPackage: string } | null;
  /** Content partitions (spec §3; partition/partitionRules.ts says what they mean). */
  partitionSettings: PartitionSettings;
  /** Spec §2: where a video opens on its interstitial page, by the page its link is on. */
  interstitials: Interstitials;
  /** Spec §3 settings.ENHANCED_METADATA_VIEWS: series and season pages in the richer layout. */
  enhancedMetadataViews: boolean;
}

export interface Interstitials {
  playlist: boolean;
  series: boolean;
  season: boolean;
  /** Links anywhere else (rails, search, history). */
  video: boolean;
}

export interface NotFoundPage {
  title: Record<string, string>;
  body: Record<string, string>;
  imageUrl: string | null;
}

export interface PartitionSettings {
  status: FeatureStatus;
  partitions: { id: string; name: Record<string, string> }[];
}

const realmColumns = `
  id, name, full_name as "fullName", domains, preferred_domain as "preferredDomain",
  languages, default_language as "defaultLanguage", guests_allowed as "guestsAllowed",
  full_guest_access as "fullGuestAccess", allow_guest_schedule as "allowGuestSchedule",
  allow_self_registration as "allowSelfRegistration", pin_login_enabled as "pinLoginEnabled",
  has_live as "hasLive", requires_confirmation as "requiresConfirmation",
  watchlists_enabled as "watchlistsEnabled", settings, menu_layout as "menuLayout",
  authentication_providers as "authenticationProviders",
  profile_configuration as "profileConfiguration", has_dvr as "hasDvr", epg_matrix as "epgMatrix",
  schedule_section as "scheduleSection", watchlist_favourites_mode as "systemDefinedWatchlistFavouritesMode",
  geo_blocked_content_display_mode as "geoBlockedContentDisplayMode",
  current_program_playback_status as "currentProgramPlaybackStatus",
  epg_playback_content_status as "epgPlaybackContentStatus", multi_view_allowed as "multiViewAllowed",
  concurrent_stream_limit as "concurrentStreamLimit", compulsory_trial as "compulsoryTrial",
  show_licences_on_signup as "showLicencesOnSignup", checkout_first_step as "checkoutFirstStep",
  checkout_flow as "checkoutFlow", has_vouchers as "hasVouchers", gifting,
  has_promo_notification as "hasPromoNotification",
  content_search_engine as "contentSearchEngine",
  splash_url as "splashUrl", not_found_page as "notFoundPage", vpn_allowed as "vpnAllowed",
  with_cookie_banner as "withCookieBanner", smart_banner as "smartBanner",
  partition_settings as "partitionSettings", interstitials,
  enhanced_metadata_views as "enhancedMetadataViews"`;

export async function findRealmByName(db: Queryable, name: string): Promise<Realm | null> {
  const rows = await db.query<Realm & Record<string, unknown>>(
    `select ${realmColumns} from realm where name = $1`,
    [name.toLowerCase()],
  );
  return rows[0] ?? null;
}

export async function findRealmById(db: Queryable, id: number): Promise<Realm | null> {
  const rows = await db.query<Realm & Record<string, unknown>>(`select ${realmColumns} from realm where id = $1`, [id]);
  return rows[0] ?? null;
}

/** The realm serving a host name (any port is ignored). */
export async function findRealmByHostname(db: Queryable, hostname: string): Promise<Realm | null> {
  const host = hostname.toLowerCase().replace(/:\d+$/, '');
  const rows = await db.query<Realm & Record<string, unknown>>(
    `select ${realmColumns} from realm where $1 = any(domains) order by id limit 1`,
    [host],
  );
  return rows[0] ?? null;
}
