import { type I18n, type Messages, setupI18n } from '@lingui/core';

/** Languages the web client has catalogs for. */
export const SUPPORTED_LOCALES = ['en', 'pt', 'es'] as const;
export type SupportedLocale = (typeof SUPPORTED_LOCALES)[number];
/** Spec §9: fallback language en. */
export const FALLBACK_LOCALE: SupportedLocale = 'en';
export const LOCALE_STORAGE_KEY = 'ringside.locale';

/**
 * Spec §4 Language: a locale is supported only if the part before a hyphen or
 * underscore matches a supported language (`pt-BR` → `pt`, `es_AR` → `es`).
 */
export function supportedLanguageOf(
  locale: string | null | undefined,
  supported: ReadonlyArray<string> = SUPPORTED_LOCALES,
): SupportedLocale | null {
  if (!locale) return null;
  const language = locale.trim().split(/[-_]/)[0]?.toLowerCase() ?? '';
  return supported.includes(language) && (SUPPORTED_LOCALES as ReadonlyArray<string>).includes(language)
    ? (language as SupportedLocale)
    : null;
}

export interface LocaleSources {
  /** A choice made in this visit (the language picker, a `?lang=` link). */
  explicit?: string | null;
  /** What the viewer chose on an earlier visit to this realm. */
  stored?: string | null;
  /** The browser's preferred languages, best first. */
  browser?: ReadonlyArray<string>;
}

/** What the realm offers (`Realm.languages`, `Realm.defaultLanguage`). */
export interface RealmLanguages {
  languages: ReadonlyArray<string>;
  defaultLanguage: string;
}

/**
 * Spec §4: explicit value, then this realm's stored choice, then the device
 * default, then the realm's default language, then `en`. Only languages the
 * realm offers (and the web client has catalogs for) count; without `realm`
 * (before the realm is known) every supported language does.
 */
export function resolveLocale({ explicit, stored, browser = [] }: LocaleSources, realm?: RealmLanguages): SupportedLocale {
  const offered = realm?.languages.map((code) => supportedLanguageOf(code)).filter((code) => code !== null);
  for (const candidate of [explicit, stored, ...browser, realm?.defaultLanguage]) {
    const language = supportedLanguageOf(candidate, offered);
    if (language) return language;
  }
  return offered?.[0] ?? FALLBACK_LOCALE;
}

/** Whether `locale` is one the realm offers, so the app may stay in it. */
export function realmOffers(realm: RealmLanguages, locale: SupportedLocale): boolean {
  return realm.languages.some((code) => supportedLanguageOf(code) === locale);
}

/**
 * The stored choice is per realm: choosing Spanish on one realm must not make
 * another (which may not even offer it) Spanish. `realmKey` is the realm's
 * name from `/realm/{name}`, else the hostname.
 */
export function localeStorageKey(realmKey: string): string {
  return `${LOCALE_STORAGE_KEY}.${realmKey}`;
}

/** Reads the locale sources of a browser for one realm; call only in the browser. */
export function browserLocaleSources(win: Window, realmKey: string): LocaleSources {
  let stored: string | null = null;
  try {
    stored = win.localStorage.getItem(localeStorageKey(realmKey));
  } catch {
    // Storage can be disabled (private mode, blocked cookies): ignore it.
  }
  const explicit = new URLSearchParams(win.location.search).get('lang');
  const browser = win.navigator.languages?.length ? win.navigator.languages : [win.navigator.language];
  return { explicit, stored, browser };
}

export function storeLocale(win: Window, realmKey: string, locale: SupportedLocale): void {
  try {
    win.localStorage.setItem(localeStorageKey(realmKey), locale);
  } catch {
    // See browserLocaleSources.
  }
}

async function loadMessages(locale: SupportedLocale): Promise<Messages> {
  // The Lingui Vite plugin compiles the .po catalog on import: one chunk per language.
  const catalog = (await import(`../locales/${locale}/messages.po`)) as { messages: Messages };
  return catalog.messages;
}

const catalogs = new Map<SupportedLocale, Promise<Messages>>();

/**
 * Starts downloading a language's catalog (once; a failure may be retried).
 * The boot calls it for the provisional language at once, so the catalog
 * arrives alongside the first page's query instead of after it.
 */
export function prefetchCatalog(locale: SupportedLocale): Promise<Messages> {
  let catalog = catalogs.get(locale);
  if (!catalog) {
    catalog = loadMessages(locale);
    catalogs.set(locale, catalog);
    catalog.catch(() => catalogs.delete(locale));
  }
  return catalog;
}

export function createI18n(): I18n {
  return setupI18n();
}

/**
 * Activates a locale with its catalog, the realm's own wording laid on top
 * (`realmMessages`, realm/realmLabels.ts), and sets the page language. The
 * locale's messages are replaced whole each time, so a realm's override never
 * outlives the instance that loaded it.
 */
export async function activateLocale(i18n: I18n, locale: SupportedLocale, doc?: Document, realmMessages: Messages = {}): Promise<void> {
  let catalog: Messages;
  try {
    catalog = await prefetchCatalog(locale);
  } catch {
    // Spec §4: if the labels cannot be fetched, default labels are used (the
    // English source messages compiled into the code), and the realm's.
    catalog = {};
  }
  i18n.loadAndActivate({ locale, messages: { ...catalog, ...realmMessages } });
  if (doc) doc.documentElement.lang = locale;
}
