// Which analytics providers a device of a realm starts (spec §1 last bullet,
// §3 "Analytics settings", §5): a pure function over the realm's configured
// entries, so the rules are tested on their own.
//
// - An entry of the device's own type (WEB, TV, MOBILE) wins over an
//   ALL_DEVICES entry for the same provider, even when it is invalid: the realm
//   said what this device should do, and quietly falling back to the general
//   entry would hide the mistake.
// - Unsupported providers are skipped (and told to admins as such).
// - Invalid settings (spec §5: apiKey a string, flags the strings 'true' or
//   'false') leave the provider out and are reported as 'Invalid configuration'.
// - A provider starts only when `enabled` is the string 'true'.
//
// No provider's own script is ever loaded: every supported name is routed to
// the platform's collector (POST /api/v2/analytics/events). The names below are
// the ones whose settings the platform knows how to read.

export const DEVICE_TYPES = ['WEB', 'TV', 'MOBILE'] as const;
export type DeviceType = (typeof DEVICE_TYPES)[number];
export const CONFIG_DEVICE_TYPES = [...DEVICE_TYPES, 'ALL_DEVICES'] as const;
export type ConfigDeviceType = (typeof CONFIG_DEVICE_TYPES)[number];

/** RINGSIDE is the platform's own collector; the others are marketing providers whose configuration it accepts. */
export const SUPPORTED_PROVIDERS = ['RINGSIDE', 'MPARTICLE', 'BRAZE', 'GOOGLE_ANALYTICS'] as const;
export type SupportedProvider = (typeof SUPPORTED_PROVIDERS)[number];

/** The settings flags that must be the strings 'true' or 'false' (spec §5 "enabled flags as string booleans"). */
const FLAGS = ['enabled', 'oneTrustEnabled', 'gtmEnabled', 'firebaseEnabled', 'userProfileEmail', 'utmUserAttributes'] as const;

export interface AnalyticsProviderEntry {
  provider: string;
  deviceType: ConfigDeviceType;
  /** As configured: anything JSON; checked here. */
  settings: unknown;
}

/** A provider's settings once validated: string flags read as booleans. */
export interface AnalyticsProviderSettings {
  apiKey: string;
  enabled: boolean;
  oneTrustEnabled: boolean;
  gtmEnabled: boolean;
  firebaseEnabled: boolean;
  userProfileEmail: boolean;
  utmUserAttributes: boolean;
  /** Spec §3 "identity-type mappings": the platform's identifier → the provider's identity type. */
  identityTypeMappings: Record<string, string>;
  /** Spec §3 "custom-flag switches per ad network", e.g. `{ tiktok: true }`. */
  customFlags: Record<string, boolean>;
  /** Spec §3 "impression id query key": the URL parameter carrying an ad network's impression id. */
  impressionIdQueryKey: string | null;
}

export interface ResolvedAnalyticsProvider {
  provider: SupportedProvider;
  /** The entry that won: the device's own type or ALL_DEVICES. */
  deviceType: ConfigDeviceType;
  settings: AnalyticsProviderSettings;
}

export type AnalyticsConfigurationProblemCode = 'INVALID_CONFIGURATION' | 'UNSUPPORTED_PROVIDER';

export interface AnalyticsConfigurationProblem {
  provider: string;
  deviceType: ConfigDeviceType;
  code: AnalyticsConfigurationProblemCode;
  /** 'Invalid configuration' (spec §5) or 'Unsupported provider'. */
  message: string;
  /** Every setting at fault, e.g. `["apiKey must be a string", "enabled must be 'true' or 'false'"]`. */
  details: string[];
}

export interface AnalyticsResolution {
  /** Valid providers for the device, enabled or not, in a stable order (by name). */
  providers: ResolvedAnalyticsProvider[];
  problems: AnalyticsConfigurationProblem[];
}

const isSupported = (name: string): name is SupportedProvider => (SUPPORTED_PROVIDERS as readonly string[]).includes(name);
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isStringBoolean = (value: unknown): value is 'true' | 'false' => value === 'true' || value === 'false';

/** Spec §5: the settings, or every reason they are not valid. */
export function validateAnalyticsSettings(settings: unknown): { settings: AnalyticsProviderSettings } | { details: string[] } {
  if (!isRecord(settings)) return { details: ['settings must be an object'] };
  const details: string[] = [];
  if (typeof settings.apiKey !== 'string' || settings.apiKey.trim() === '') details.push('apiKey must be a non-empty string');
  if (settings.enabled === undefined) details.push("enabled is required ('true' or 'false')");
  for (const flag of FLAGS) {
    if (settings[flag] !== undefined && !isStringBoolean(settings[flag])) details.push(`${flag} must be 'true' or 'false'`);
  }
  const mappings = settings.identityTypeMappings ?? {};
  if (!isRecord(mappings) || Object.values(mappings).some((value) => typeof value !== 'string')) {
    details.push('identityTypeMappings must map names to strings');
  }
  const customFlags = settings.customFlags ?? {};
  if (!isRecord(customFlags) || Object.values(customFlags).some((value) => !isStringBoolean(value))) {
    details.push("customFlags must map ad networks to 'true' or 'false'");
  }
  const impressionKey = settings.impressionIdQueryKey;
  if (impressionKey !== undefined && (typeof impressionKey !== 'string' || !/^[A-Za-z0-9_.-]{1,40}$/.test(impressionKey))) {
    details.push('impressionIdQueryKey must be a URL parameter name');
  }
  if (details.length > 0) return { details };
  const flag = (name: (typeof FLAGS)[number]) => settings[name] === 'true';
  return {
    settings: {
      apiKey: settings.apiKey as string,
      enabled: flag('enabled'),
      oneTrustEnabled: flag('oneTrustEnabled'),
      gtmEnabled: flag('gtmEnabled'),
      firebaseEnabled: flag('firebaseEnabled'),
      userProfileEmail: flag('userProfileEmail'),
      utmUserAttributes: flag('utmUserAttributes'),
      identityTypeMappings: mappings as Record<string, string>,
      customFlags: Object.fromEntries(Object.entries(customFlags as Record<string, string>).map(([key, value]) => [key, value === 'true'])),
      impressionIdQueryKey: (impressionKey as string | undefined) ?? null,
    },
  };
}

/** The providers a device of the realm has, from the realm's entries (any device types). */
export function resolveAnalyticsProviders(entries: readonly AnalyticsProviderEntry[], deviceType: DeviceType): AnalyticsResolution {
  const winners = new Map<string, AnalyticsProviderEntry>();
  for (const entry of entries) {
    if (entry.deviceType !== deviceType && entry.deviceType !== 'ALL_DEVICES') continue;
    const current = winners.get(entry.provider);
    if (!current || (current.deviceType === 'ALL_DEVICES' && entry.deviceType === deviceType)) winners.set(entry.provider, entry);
  }
  const providers: ResolvedAnalyticsProvider[] = [];
  const problems: AnalyticsConfigurationProblem[] = [];
  for (const entry of [...winners.values()].sort((a, b) => a.provider.localeCompare(b.provider))) {
    if (!isSupported(entry.provider)) {
      problems.push({
        provider: entry.provider,
        deviceType: entry.deviceType,
        code: 'UNSUPPORTED_PROVIDER',
        message: 'Unsupported provider',
        details: [`Supported providers: ${SUPPORTED_PROVIDERS.join(', ')}`],
      });
      continue;
    }
    const checked = validateAnalyticsSettings(entry.settings);
    if ('details' in checked) {
      problems.push({ provider: entry.provider, deviceType: entry.deviceType, code: 'INVALID_CONFIGURATION', message: 'Invalid configuration', details: checked.details });
      continue;
    }
    providers.push({ provider: entry.provider, deviceType: entry.deviceType, settings: checked.settings });
  }
  return { providers, problems };
}

/** Spec §5: analytics starts only where a provider is enabled (`enabled` is the string 'true'). */
export function startedProviders(resolution: AnalyticsResolution): ResolvedAnalyticsProvider[] {
  return resolution.providers.filter((provider) => provider.settings.enabled);
}
