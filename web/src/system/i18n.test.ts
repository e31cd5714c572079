import { describe, expect, it } from 'vitest';
import { resolveLocale, supportedLanguageOf } from './i18n.ts';

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
