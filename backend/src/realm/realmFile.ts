// The realm file: one JSON document per realm that says everything a realm is
// — name, hostnames, branding, languages, menu, flags, licences, providers,
// labels, partitions — so that adding a realm is writing a file, not code
// (docs/realm-file.md is its manual). `validateRealmFile` reports every mistake
// at once, each with its JSON path, and fills in the defaults.
import { Type, type Static, type TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import { Settings } from 'typebox/system';
import { Value } from 'typebox/value';
import { CONFIG_DEVICE_TYPES } from '../analytics/analyticsProviders.ts';
import { MENU_ITEM_TYPES, MENU_LAYOUTS } from './menu.ts';

/** A message for a value that fails `schema`, instead of the validator's own wording. */
const messages = new WeakMap<object, string>();
function explained<T extends TSchema>(schema: T, message: string): T {
  messages.set(schema, message);
  return schema;
}

/** A key a file may leave out (it then takes the schema's default); keeps the schema's message. */
function optional<T extends TSchema>(schema: T) {
  const wrapped = Type.Optional(schema);
  const message = messages.get(schema);
  if (message) messages.set(wrapped, message);
  return wrapped;
}

const strict = { additionalProperties: false } as const;
function oneOf<const V extends string>(values: readonly V[]) {
  return explained(Type.Union(values.map((value) => Type.Literal(value))), `must be one of ${values.join(', ')}`);
}
function oneOfOr<const V extends string>(values: readonly V[], fallback: V) {
  return optional(explained(Type.Union(values.map((value) => Type.Literal(value)), { default: fallback }), `must be one of ${values.join(', ')}`));
}
const featureStatus = (fallback: 'ENABLED' | 'DISABLED') => oneOfOr(['ENABLED', 'DISABLED'], fallback);
const flag = (fallback: boolean) => optional(Type.Boolean({ default: fallback }));
const nonEmpty = Type.String({ minLength: 1 });
const url = explained(Type.String({ pattern: '^(https?://[^\\s]+|/[^\\s]*)$' }), 'must be an http(s) URL or a path starting with /');
const nullable = <T extends TSchema>(schema: T, message: string) => optional(explained(Type.Union([schema, Type.Null()], { default: null }), message));

/** Texts by language code: `{"en": "Home", "es": "Inicio"}`. */
const localised = explained(
  Type.Record(Type.String(), Type.String({ minLength: 1 }), { minProperties: 1 }),
  'must be an object of texts by language code, e.g. {"en": "Home"}',
);

const hexColour = explained(Type.String({ pattern: '^#[0-9a-fA-F]{6}$' }), 'must be a #rrggbb colour');
export const colourKeys = [
  'background', 'text', 'primary', 'secondary', 'tertiary',
  'primaryCtaDefault', 'primaryCtaHover', 'primaryCtaText',
  'secondaryCtaDefault', 'secondaryCtaHover', 'secondaryCtaText',
  'menuText', 'menuTextHover', 'menuTextSelected', 'alert',
] as const;

const hostname = explained(
  Type.String({ pattern: '^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$' }),
  'must be a lower-case host name without port, e.g. sports.example.com',
);
const languageCode = explained(Type.String({ pattern: '^[a-z]{2,3}$' }), 'must be a language code such as en, pt or es');

/** The named views the web knows (web/src/menu/menuEntries.ts). */
export const menuViews = [
  'livenow', 'search', 'preferences', 'logout', 'account', 'mylist', 'favourites', 'watchlists', 'Fighters',
] as const;
export const menuPlatforms = ['web', 'android', 'ios', 'tv'] as const;

const sectionName = explained(Type.String({ pattern: '^[a-z0-9][a-z0-9-]{0,62}$' }), 'must be a section name: lower-case letters, digits and -');

// One object for every kind (menu.ts's MenuItemDefinition without its id): which
// fields a kind needs is checked by `menuItemRules`, so a mistake is named plainly.
const menuItemFields = {
  type: oneOf(MENU_ITEM_TYPES),
  title: localised,
  section: optional(sectionName),
  view: optional(oneOf(menuViews)),
  url: optional(url),
  plugin: optional(explained(Type.String({ pattern: '^[a-z0-9-]{1,40}$' }), 'must be a plugin name such as consent')),
  icon: optional(explained(Type.String({ pattern: '^[a-z0-9-]{1,40}$' }), 'must be an icon name such as home, browse, live, search')),
  platforms: optional(Type.Array(oneOf(menuPlatforms), { minItems: 1, uniqueItems: true })),
  // False while the realm prepares the item: only an admin's preview shows it (migration 030).
  published: flag(true),
  // Only viewers of these partitionSettings.partitions see it (migration 031); everyone when left out.
  partitions: optional(Type.Array(sectionName, { minItems: 1, uniqueItems: true })),
};
const menuLeaf = Type.Object(menuItemFields, strict);
// A folder holds items one level deep (a folder in a folder has nowhere to open).
const menuItem = Type.Object({ ...menuItemFields, items: optional(Type.Array(menuLeaf, { minItems: 1 })) }, strict);

const providerField = Type.Object({
  fieldName: nonEmpty,
  fieldType: oneOf(['TEXT', 'EMAIL', 'PHONE', 'DATE', 'COUNTRY', 'CHECKBOX']),
  fieldLabel: nonEmpty,
  fieldSize: oneOfOr(['FULL', 'HALF'], 'FULL'),
  regexValidation: nullable(Type.String(), 'must be a regular expression or null'),
  invalidMessageLabel: nullable(Type.String(), 'must be a label key or null'),
  isRequiredMessageLabel: nullable(Type.String(), 'must be a label key or null'),
  required: flag(false),
  order: Type.Integer({ minimum: 0 }),
  addressCountryRestriction: nullable(
    Type.Array(Type.String({ pattern: '^[A-Z]{2}$' }), { minItems: 1 }),
    'must be a list of ISO 3166-1 country codes (e.g. ["GB", "ES"]) or null',
  ),
  functionalPurpose: nullable(oneOf(['FULL_NAME', 'ADDRESS_COUNTRY']), 'must be FULL_NAME, ADDRESS_COUNTRY or null'),
}, strict);

const licence = Type.Object({
  name: localised,
  description: localised,
  subscriptionPeriod: oneOf(['P1M', 'P3M', 'P6M', 'P1Y']),
  trialDays: optional(Type.Integer({ minimum: 0, maximum: 90, default: 0 })),
  /** The first is the default currency. */
  amounts: Type.Array(Type.Object({
    currency: explained(Type.String({ pattern: '^[A-Z]{3}$' }), 'must be an ISO 4217 currency code such as EUR'),
    amount: Type.Integer({ minimum: 0 }),
    scale: optional(Type.Integer({ minimum: 0, maximum: 4, default: 2 })),
  }, strict), { minItems: 1 }),
}, strict);

const section = Type.Object({
  name: sectionName,
  title: localised,
  seoTitle: localised,
  // Only the automatic kind: live events of the realm with a status at request time (a file names no content).
  buckets: Type.Array(Type.Object({
    name: sectionName,
    title: localised,
    type: oneOf(['LIVE_EVENTS']),
    liveStatus: oneOf(['UPCOMING', 'LIVE', 'ENDED', 'LIVE_OR_UPCOMING']),
  }, strict)),
}, strict);

export const realmFileSchema = Type.Object({
  /** Editors' JSON Schema hint; ignored. */
  $schema: Type.Optional(Type.String()),
  name: explained(Type.String({ pattern: '^[a-z][a-z0-9-]{0,62}$' }), 'must be lower-case letters, digits and -, starting with a letter (at most 63)'),
  fullName: nonEmpty,
  hostnames: Type.Object({
    domains: Type.Array(hostname, { uniqueItems: true }),
    preferredDomain: nullable(hostname, 'must be one of the domains, or null'),
  }, strict),
  branding: Type.Object({
    MAIN_TITLE: nonEmpty,
    // Default: the logo the platform draws from the title and colours.
    logo: optional(url),
    fonts: Type.Object({ family: nonEmpty }, strict),
    colours: Type.Object(Object.fromEntries(colourKeys.map((key) => [key, hexColour])) as Record<(typeof colourKeys)[number], typeof hexColour>, strict),
    logoGlyph: nullable(Type.String(), 'must be a sport name (the glyph of the drawn logo) or null'),
  }, strict),
  languages: Type.Array(languageCode, { minItems: 1, uniqueItems: true }),
  defaultLanguage: languageCode,
  menu: Type.Object({ layout: oneOf(MENU_LAYOUTS), items: Type.Array(menuItem) }, strict),

  guestsAllowed: flag(false),
  fullGuestAccess: oneOfOr(['ALLOWED', 'NOT_ALLOWED'], 'NOT_ALLOWED'),
  allowGuestSchedule: flag(false),
  allowSelfRegistration: flag(true),
  pinLoginEnabled: flag(false),
  hasLive: flag(true),
  requiresConfirmation: flag(true),
  watchlistsEnabled: flag(true),
  hasDvr: flag(false),
  epgMatrix: featureStatus('DISABLED'),
  scheduleSection: featureStatus('ENABLED'),
  systemDefinedWatchlistFavouritesMode: oneOfOr(['MY_LIST', 'FAVOURITES', 'DISABLED'], 'DISABLED'),
  geoBlockedContentDisplayMode: oneOfOr(['HIDE', 'SHOW_LOCKED'], 'HIDE'),
  currentProgramPlaybackStatus: featureStatus('DISABLED'),
  epgPlaybackContentStatus: featureStatus('DISABLED'),
  multiViewAllowed: flag(false),
  concurrentStreamLimit: optional(Type.Integer({ minimum: 1, maximum: 20, default: 2 })),
  compulsoryTrial: flag(false),
  showLicencesOnSignup: flag(false),
  checkoutFirstStep: oneOfOr(['SELECT_LICENCE', 'CREATE_ACCOUNT'], 'CREATE_ACCOUNT'),
  checkoutFlow: oneOfOr(['STANDARD', 'STREAMLINED'], 'STANDARD'),
  hasVouchers: flag(false),
  gifting: featureStatus('DISABLED'),
  hasPromoNotification: flag(false),
  contentSearchEngine: oneOfOr(['VESPER', 'DEFAULT'], 'DEFAULT'),
  profileConfiguration: optional(Type.Object({
    status: featureStatus('ENABLED'),
    maxProfiles: optional(Type.Integer({ minimum: 1, maximum: 10, default: 5 })),
    childFontScale: optional(Type.Number({ minimum: 1, maximum: 2, default: 1.2 })),
  }, { ...strict, default: {} })),
  authenticationProviders: optional(Type.Array(
    Type.Object({ name: nonEmpty, fields: optional(Type.Array(providerField, { default: [] })) }, strict),
    { default: [{ name: 'EMAIL', fields: [] }] },
  )),

  splashUrl: nullable(url, 'must be an http(s) URL, a path starting with /, or null'),
  notFoundPage: nullable(
    Type.Object({ title: localised, body: localised, imageUrl: nullable(url, 'must be an http(s) URL, a path starting with /, or null') }, strict),
    'must be {"title": {…}, "body": {…}, "imageUrl": …} or null',
  ),
  vpnAllowed: flag(true),
  withCookieBanner: flag(false),
  smartBanner: nullable(
    Type.Object({
      androidPackage: explained(Type.String({ pattern: '^[a-zA-Z][a-zA-Z0-9_]*(\\.[a-zA-Z][a-zA-Z0-9_]*)+$' }), 'must be an Android package name such as com.example.tv'),
    }, strict),
    'must be {"androidPackage": "…"} or null',
  ),
  // Spec §2 page behaviour. Where a video opens on its interstitial (landing) page instead of
  // playing at once, by the page its link is on: a playlist's, a series', a season's, or
  // anywhere else (`video`: rails, search, history). The INTERSTITIAL route and a link
  // with ?showInterstitial=true show it whatever these say.
  interstitials: optional(Type.Object({
    playlist: flag(false),
    series: flag(false),
    season: flag(false),
    video: flag(false),
  }, { ...strict, default: {} })),
  // Spec §3 settings.ENHANCED_METADATA_VIEWS: series and season pages in the richer layout.
  enhancedMetadataViews: flag(false),
  partitionSettings: optional(Type.Object({
    status: featureStatus('DISABLED'),
    partitions: optional(Type.Array(Type.Object({ id: sectionName, name: localised }, strict), { default: [] })),
  }, { ...strict, default: {} })),

  // Spec §1, §3 Analytics settings: the providers the realm's clients report to, per device type
  // (an entry for a device's own type wins over ALL_DEVICES for the same provider). The settings are
  // kept as written and checked when a client asks (analyticsProviders.ts): a wrong entry is left out
  // and shown to admins as 'Invalid configuration' — it never stops the realm from starting.
  analyticsProviders: optional(Type.Array(Type.Object({
    provider: explained(Type.String({ pattern: '^[A-Z][A-Z0-9_]{0,39}$' }), 'must be a provider name in capitals, such as RINGSIDE or MPARTICLE'),
    deviceType: oneOf(CONFIG_DEVICE_TYPES),
    settings: Type.Record(Type.String(), Type.Unknown()),
  }, strict), { default: [] })),
  /** Overrides of the platform's labels: key → texts by language. */
  labels: optional(Type.Record(Type.String({ minLength: 1 }), localised, { default: {} })),
  licences: optional(Type.Array(licence, { default: [] })),
  sections: optional(Type.Array(section, { default: [] })),
}, strict);

/** A realm file as written, before defaults. */
export type RealmFileInput = Static<typeof realmFileSchema>;
type Filled<T> = { [K in keyof T]-?: Exclude<T[K], undefined> };
type Element<T> = T extends readonly (infer U)[] ? U : never;
type Licence = Element<Filled<RealmFileInput>['licences']>;
type Provider = Element<Filled<RealmFileInput>['authenticationProviders']>;
/** A realm file with every default filled in (what `validateRealmFile` answers). */
export type RealmFile = Omit<
  Filled<RealmFileInput>,
  '$schema' | 'hostnames' | 'branding' | 'profileConfiguration' | 'partitionSettings' | 'authenticationProviders' | 'licences' | 'interstitials'
> & {
  interstitials: Filled<Filled<RealmFileInput>['interstitials']>;
  hostnames: Filled<RealmFileInput['hostnames']>;
  branding: RealmFileInput['branding'] & { logo: string; logoGlyph: string | null };
  profileConfiguration: Filled<Filled<RealmFileInput>['profileConfiguration']>;
  partitionSettings: Filled<Filled<RealmFileInput>['partitionSettings']>;
  authenticationProviders: { name: string; fields: Filled<Element<Filled<Provider>['fields']>>[] }[];
  licences: (Filled<Licence> & { amounts: Filled<Element<Licence['amounts']>>[] })[];
};

export interface RealmFileError {
  /** Where, as a JSON path from the file's root: `menu.items[2].view`. */
  path: string;
  message: string;
}

export type RealmFileResult = { ok: true; realm: RealmFile } | { ok: false; errors: RealmFileError[] };

const compiled = Compile(realmFileSchema);

/** `/menu/items/2/view` → `menu.items[2].view`; keys that are not identifiers are quoted. */
export function jsonPath(pointer: string): string {
  if (pointer === '') return '(root)';
  return pointer
    .split('/')
    .slice(1)
    .map((raw) => raw.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce((path, key) => {
      if (/^\d+$/.test(key)) return `${path}[${key}]`;
      if (/^[A-Za-z_$][\w$]*$/.test(key)) return path ? `${path}.${key}` : key;
      return `${path}[${JSON.stringify(key)}]`;
    }, '');
}

function schemaAt(pointer: string): unknown {
  let node: unknown = realmFileSchema;
  for (const raw of pointer.replace(/^#\/?/, '').split('/').filter(Boolean)) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[raw.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  return node;
}

interface RawError {
  keyword: string;
  schemaPath: string;
  instancePath: string;
  params: Record<string, unknown>;
  message: string;
}

const typeNames: Record<string, string> = {
  string: 'a string', boolean: 'true or false', integer: 'a whole number', number: 'a number',
  object: 'an object', array: 'a list', null: 'null',
};

/** The validator's errors, one per place: the outermost explained schema wins, then a plain wording. */
function shapeErrors(input: unknown): RealmFileError[] {
  // TypeBox stops at 8 errors by default (a guard for hot paths); a realm file is checked rarely, by
  // someone who wants every mistake at once. Synchronous, so nothing else runs with the raised cap.
  const cap = Settings.Get().maxErrors;
  Settings.Set({ maxErrors: 1000 });
  let raw: RawError[];
  try {
    raw = [...compiled.Errors(input)] as unknown as RawError[];
  } finally {
    Settings.Set({ maxErrors: cap });
  }
  const byPath = new Map<string, RealmFileError>();
  const add = (path: string, message: string) => {
    if (!byPath.has(path)) byPath.set(path, { path, message });
  };
  // Explained schemas first, outermost first: a union's own message beats its branches' complaints.
  const explainedFirst = raw
    .map((error) => ({ error, message: messages.get(schemaAt(error.schemaPath) as object) }))
    .sort((a, b) => Number(!a.message) - Number(!b.message) || a.error.schemaPath.length - b.error.schemaPath.length);
  for (const { error, message } of explainedFirst) {
    const path = jsonPath(error.instancePath);
    if (message) {
      add(path, message);
      continue;
    }
    switch (error.keyword) {
      case 'boolean':
        break; // `additionalProperties: false` says it again, by name, below.
      case 'additionalProperties':
        for (const key of (error.params['additionalProperties'] as string[]) ?? []) {
          add(jsonPath(`${error.instancePath}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`), 'is not a known key');
        }
        break;
      case 'required':
        for (const key of (error.params['requiredProperties'] as string[]) ?? []) {
          add(jsonPath(`${error.instancePath}/${key}`), 'is required');
        }
        break;
      case 'type': {
        const expected = error.params['type'];
        const names = (Array.isArray(expected) ? expected : [expected]).map((type) => typeNames[String(type)] ?? String(type));
        add(path, `must be ${names.join(' or ')}`);
        break;
      }
      case 'uniqueItems':
        add(path, 'must not repeat an entry');
        break;
      case 'minItems':
        add(path, `must have at least ${String(error.params['limit'])} ${error.params['limit'] === 1 ? 'entry' : 'entries'}`);
        break;
      case 'minProperties':
        add(path, 'must not be empty');
        break;
      case 'minLength':
        add(path, 'must not be empty');
        break;
      case 'const':
        add(path, `must be ${JSON.stringify(error.params['allowedValue'])}`);
        break;
      default:
        add(path, error.message);
    }
  }
  // One mistake, one line: where something inside a value is wrong (a nullable object's field, say),
  // what the value as a whole fails says less.
  // In the file's order (the validator's), not in the order the messages were chosen.
  const order = new Map<string, number>();
  raw.forEach((error, index) => {
    const path = jsonPath(error.instancePath);
    if (!order.has(path)) order.set(path, index);
  });
  const rank = (path: string) => order.get(path) ?? order.get(path.replace(/(\.[^.[]+|\[[^\]]+\])$/, '')) ?? raw.length;
  const found = [...byPath.values()].sort((a, b) => rank(a.path) - rank(b.path));
  return found.filter(({ path }) => !found.some((other) => other.path.startsWith(`${path}.`) || other.path.startsWith(`${path}[`)));
}

function checkLocalised(
  texts: Record<string, string> | undefined,
  path: string,
  languages: readonly string[],
  defaultLanguage: string | null,
  errors: RealmFileError[],
): void {
  if (!texts) return;
  for (const language of Object.keys(texts)) {
    if (!languages.includes(language)) {
      errors.push({ path: `${path}.${language}`, message: `'${language}' is not one of the realm's languages (${languages.join(', ')})` });
    }
  }
  if (defaultLanguage && !(defaultLanguage in texts)) {
    errors.push({ path, message: `needs a text in the default language '${defaultLanguage}'` });
  }
}

/** Rules across fields that a schema cannot say. */
function ruleErrors(file: RealmFile, errors: RealmFileError[]): void {
  const { languages, defaultLanguage } = file;
  if (!languages.includes(defaultLanguage)) {
    errors.push({ path: 'languages', message: `defaultLanguage '${defaultLanguage}' is not one of the realm's languages (${languages.join(', ')})` });
  }
  const textIn = (texts: Record<string, string>, path: string) =>
    checkLocalised(texts, path, languages, languages.includes(defaultLanguage) ? defaultLanguage : null, errors);

  const { domains, preferredDomain } = file.hostnames;
  if (preferredDomain !== null && !domains.includes(preferredDomain)) {
    errors.push({ path: 'hostnames.preferredDomain', message: `'${preferredDomain}' is not one of hostnames.domains` });
  }

  file.menu.items.forEach((item, index) => {
    const path = `menu.items[${index}]`;
    menuItemRules(item, path, errors, true);
    textIn(item.title, `${path}.title`);
    item.items?.forEach((child, childIndex) => {
      menuItemRules(child, `${path}.items[${childIndex}]`, errors, false);
      textIn(child.title, `${path}.items[${childIndex}].title`);
    });
  });

  if (file.notFoundPage) {
    textIn(file.notFoundPage.title, 'notFoundPage.title');
    textIn(file.notFoundPage.body, 'notFoundPage.body');
  }
  const partitionIds = new Set<string>();
  file.partitionSettings.partitions.forEach((partition, index) => {
    textIn(partition.name, `partitionSettings.partitions[${index}].name`);
    if (partitionIds.has(partition.id)) errors.push({ path: `partitionSettings.partitions[${index}].id`, message: `'${partition.id}' is used twice` });
    partitionIds.add(partition.id);
  });
  file.menu.items.forEach((item, index) => {
    const unknownPartitions = (entry: { partitions?: string[] }, path: string) =>
      entry.partitions?.forEach((id, at) => {
        if (!partitionIds.has(id)) errors.push({ path: `${path}.partitions[${at}]`, message: `'${id}' is not one of partitionSettings.partitions` });
      });
    unknownPartitions(item, `menu.items[${index}]`);
    item.items?.forEach((child, childIndex) => unknownPartitions(child, `menu.items[${index}].items[${childIndex}]`));
  });
  if (file.partitionSettings.status === 'ENABLED' && file.partitionSettings.partitions.length === 0) {
    errors.push({ path: 'partitionSettings.partitions', message: 'an ENABLED partitioning needs at least one partition' });
  }
  if (file.fullGuestAccess === 'ALLOWED' && !file.guestsAllowed) {
    errors.push({ path: 'fullGuestAccess', message: 'ALLOWED needs guestsAllowed: true' });
  }
  // Labels override the platform's per language: any subset of the realm's languages will do.
  for (const [key, texts] of Object.entries(file.labels)) {
    checkLocalised(texts, `labels${jsonPath(`/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`).replace(/^(?=[A-Za-z_$])/, '.')}`, languages, null, errors);
  }
  const analyticsEntries = new Set<string>();
  file.analyticsProviders.forEach((entry, index) => {
    const key = `${entry.provider} ${entry.deviceType}`;
    if (analyticsEntries.has(key)) {
      errors.push({ path: `analyticsProviders[${index}]`, message: `${entry.provider} is configured twice for ${entry.deviceType}` });
    }
    analyticsEntries.add(key);
  });
  const licenceNames = new Set<string>();
  file.licences.forEach((licence, index) => {
    textIn(licence.name, `licences[${index}].name`);
    textIn(licence.description, `licences[${index}].description`);
    const name = licence.name[defaultLanguage];
    if (name && licenceNames.has(name)) errors.push({ path: `licences[${index}].name`, message: `'${name}' names two licences` });
    if (name) licenceNames.add(name);
    const currencies = licence.amounts.map((amount) => amount.currency);
    currencies.forEach((currency, amountIndex) => {
      if (currencies.indexOf(currency) !== amountIndex) errors.push({ path: `licences[${index}].amounts[${amountIndex}].currency`, message: `${currency} is priced twice` });
    });
  });
  const sectionNames = new Set<string>();
  file.sections.forEach((section, index) => {
    if (sectionNames.has(section.name)) errors.push({ path: `sections[${index}].name`, message: `'${section.name}' is declared twice` });
    sectionNames.add(section.name);
    textIn(section.title, `sections[${index}].title`);
    textIn(section.seoTitle, `sections[${index}].seoTitle`);
    section.buckets.forEach((bucket, bucketIndex) => textIn(bucket.title, `sections[${index}].buckets[${bucketIndex}].title`));
  });
  file.authenticationProviders.forEach((provider, index) => {
    provider.fields.forEach((field, fieldIndex) => {
      if (field.regexValidation === null) return;
      try {
        new RegExp(field.regexValidation, 'u');
      } catch {
        errors.push({ path: `authenticationProviders[${index}].fields[${fieldIndex}].regexValidation`, message: 'is not a valid regular expression' });
      }
    });
  });
}

function menuItemRules(
  item: { type: string; section?: string; view?: string; url?: string; plugin?: string; items?: unknown[] },
  path: string,
  errors: RealmFileError[],
  topLevel: boolean,
): void {
  const needs: Record<string, readonly ('section' | 'view' | 'url' | 'plugin' | 'items')[]> = {
    SECTION: ['section'], VIEW: ['view'], LINK: ['url'], PLUGIN: ['plugin'], FOLDER: ['items'],
  };
  const allowed: Record<string, readonly string[]> = { PLUGIN: ['plugin', 'url'] };
  const needed = needs[item.type];
  if (!needed) return;
  if (item.type === 'FOLDER' && !topLevel) {
    errors.push({ path: `${path}.type`, message: 'a FOLDER cannot be inside a folder' });
    return;
  }
  for (const key of needed) {
    if (item[key] === undefined) errors.push({ path: `${path}.${key}`, message: `is required for a ${item.type} item` });
  }
  for (const other of ['section', 'view', 'url', 'plugin', 'items'] as const) {
    if (!(allowed[item.type] ?? needed).includes(other) && item[other] !== undefined) {
      errors.push({ path: `${path}.${other}`, message: `does not belong to a ${item.type} item (it takes ${needed.join(', ')})` });
    }
  }
  // Outbound links open in a new tab: only the web's own schemes, never `javascript:` or a path.
  if (item.type === 'LINK' && item.url !== undefined && !/^https?:\/\//.test(item.url)) {
    errors.push({ path: `${path}.url`, message: 'must be an http or https URL' });
  }
}

/**
 * Checks a parsed realm file. Every mistake is reported, each with its path; on
 * success the file comes back with its defaults filled in.
 */
export function validateRealmFile(input: unknown): RealmFileResult {
  const shape = shapeErrors(input);
  const withDefaults = Value.Default(realmFileSchema, structuredClone(input)) as RealmFileInput;
  // Value.Default has filled every optional key that has a default (the schema says which).
  const realm = {
    ...withDefaults,
    branding: { ...withDefaults?.branding, logo: withDefaults?.branding?.logo ?? `/images/realm/${withDefaults?.name}/logo.svg` },
  } as RealmFile;
  const rules: RealmFileError[] = [];
  try {
    ruleErrors(realm, rules);
  } catch (error) {
    // A file whose shape is wrong can break a rule's reading of it: the shape errors say why,
    // and the rules checked until then still count.
    if (shape.length === 0) throw error;
  }
  // A place the shape check already faulted needs no second word.
  const fresh = rules.filter(({ path }) => !shape.some((error) => path === error.path || path.startsWith(`${error.path}.`) || path.startsWith(`${error.path}[`)));
  const errors = [...shape, ...fresh];
  return errors.length > 0 ? { ok: false, errors } : { ok: true, realm };
}

/**
 * Host names served by two realms: an error for each file that repeats one.
 * `realms` are the files' realms in order, with where each came from.
 */
export function duplicateHostnameErrors(
  realms: { source: string; realm: Pick<RealmFile, 'name' | 'hostnames'> }[],
): { source: string; error: RealmFileError }[] {
  const owner = new Map<string, string>();
  const found: { source: string; error: RealmFileError }[] = [];
  for (const { source, realm } of realms) {
    realm.hostnames.domains.forEach((domain, index) => {
      const other = owner.get(domain);
      if (other && other !== realm.name) {
        found.push({ source, error: { path: `hostnames.domains[${index}]`, message: `'${domain}' is already served by realm '${other}'` } });
      } else {
        owner.set(domain, realm.name);
      }
    });
  }
  return found;
}

/** One line per error, for people: `vale.json: menu.items[2].view: must be one of …`. */
export function formatRealmFileErrors(errors: { source: string; error: RealmFileError }[]): string {
  return errors.map(({ source, error }) => `${source}: ${error.path}: ${error.message}`).join('\n');
}
