import { describe, expect, it } from 'vitest';
import { matchLanguage } from './languagePreference.ts';

const tracks = [{ language: 'en' }, { language: 'pt' }, { language: 'es-419' }];
const language = (track: { language: string }) => track.language;

describe('matchLanguage', () => {
  it('finds the track of the preferred language, by tag or by language', () => {
    expect(matchLanguage('pt', tracks, language)).toEqual({ language: 'pt' });
    expect(matchLanguage('pt-BR', tracks, language)).toEqual({ language: 'pt' });
    expect(matchLanguage('ES', tracks, language)).toEqual({ language: 'es-419' });
  });

  it('prefers the exact tag over another variety of the language', () => {
    expect(matchLanguage('pt-BR', [{ language: 'pt-PT' }, { language: 'pt-BR' }], language)).toEqual({ language: 'pt-BR' });
  });

  it('finds nothing without a preference or without a track in that language', () => {
    expect(matchLanguage('', tracks, language)).toBeNull();
    expect(matchLanguage(null, tracks, language)).toBeNull();
    expect(matchLanguage('fr', tracks, language)).toBeNull();
  });
});
