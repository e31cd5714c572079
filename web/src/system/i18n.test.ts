import { describe, expect, it } from 'vitest';
import {
  browserLocaleSources,
  localeStorageKey,
  realmOffers,
  resolveLocale,
  storeLocale,
  supportedLanguageOf,
} from './i18n.ts';

describe('choosing the language a visitor sees', () => {
  it('prefers the language they explicitly chose', () => {
    expect(resolveLocale({ explicit: 'es', stored: 'pt', browser: ['en-US'] })).toBe('es');
  });

  it('then the language stored from an earlier visit', () => {
    expect(resolveLocale({ explicit: null, stored: 'pt', browser: ['es-ES'] })).toBe('pt');
  });

  it('then the browser language, matching only the part before - or _', () => {
    expect(resolveLocale({ browser: ['pt-BR', 'en'] })).toBe('pt');
    expect(resolveLocale({ browser: ['es_AR'] })).toBe('es');
  });

  it('skips unsupported values and falls back to English', () => {
    expect(resolveLocale({ explicit: 'fr', stored: 'de-DE', browser: ['ja-JP', 'it'] })).toBe('en');
    expect(resolveLocale({ explicit: 'fr', browser: ['es-MX'] })).toBe('es');
    expect(resolveLocale({})).toBe('en');
  });

  it('does not mistake a language that merely starts like a supported one', () => {
    expect(supportedLanguageOf('english')).toBeNull();
    expect(supportedLanguageOf('PT-pt')).toBe('pt');
  });
});

describe('choosing among the languages the realm offers', () => {
  const englishOnly = { languages: ['en'], defaultLanguage: 'en' };
  const threeLanguages = { languages: ['en', 'pt', 'es'], defaultLanguage: 'en' };

  it('keeps an English-only realm in English for a Portuguese browser', () => {
    expect(resolveLocale({ browser: ['pt-BR', 'pt'] }, englishOnly)).toBe('en');
  });

  it('ignores an explicit or stored choice the realm does not offer', () => {
    expect(resolveLocale({ explicit: 'es', stored: 'pt', browser: ['pt-BR'] }, englishOnly)).toBe('en');
    expect(resolveLocale({ explicit: 'es', browser: ['pt-BR'] }, threeLanguages)).toBe('es');
  });

  // Spec §4: supported when the part before '-' or '_' is one of the realm's languages; else the realm's default.
  const spanishFirst = { languages: ['en', 'pt', 'es'], defaultLanguage: 'es' };
  it.each([
    ['pt_BR', 'pt'],
    ['pt-PT', 'pt'],
    ['es-419', 'es'],
    ['EN-gb', 'en'],
    ['xx', 'es'],
    ['', 'es'],
  ])('reads %j as %s, whether chosen, stored or the device’s', (tag, expected) => {
    expect(resolveLocale({ explicit: tag }, spanishFirst)).toBe(expected);
    expect(resolveLocale({ stored: tag }, spanishFirst)).toBe(expected);
    expect(resolveLocale({ browser: [tag] }, spanishFirst)).toBe(expected);
  });

  it('passes over what it cannot read to the next source, in order: explicit, stored, device', () => {
    expect(resolveLocale({ explicit: 'xx', stored: 'pt_BR', browser: ['en-US'] }, spanishFirst)).toBe('pt');
    expect(resolveLocale({ explicit: 'xx', stored: 'zz-ZZ', browser: ['fr-CA', 'en-US'] }, spanishFirst)).toBe('en');
  });

  it('falls back to the realm’s default language before English', () => {
    expect(resolveLocale({ browser: ['fr-FR'] }, { languages: ['en', 'pt'], defaultLanguage: 'pt' })).toBe('pt');
  });

  it('tells whether the realm offers a language', () => {
    expect(realmOffers(englishOnly, 'pt')).toBe(false);
    expect(realmOffers(threeLanguages, 'pt')).toBe(true);
  });

  it('stores the choice per realm, so one realm’s choice does not follow the visitor to another', () => {
    storeLocale(window, 'ringside', 'es');
    expect(browserLocaleSources(window, 'ringside').stored).toBe('es');
    expect(browserLocaleSources(window, 'acme').stored).toBeNull();
    expect(localeStorageKey('ringside')).not.toBe(localeStorageKey('acme'));
    window.localStorage.clear();
  });
});
