import { describe, expect, it } from 'vitest';
import { localise, negotiateLanguage } from './language.ts';

describe('choosing a language', () => {
  const offered = ['en', 'pt', 'es'];

  it('takes the best offered language of an Accept-Language header', () => {
    expect(negotiateLanguage('pt-BR,pt;q=0.9,en;q=0.8', offered, 'en')).toBe('pt');
    expect(negotiateLanguage('de-DE,es;q=0.5,en;q=0.4', offered, 'en')).toBe('es');
    expect(negotiateLanguage('es_MX', offered, 'en')).toBe('es');
  });

  it('falls back to the realm default for languages it does not offer', () => {
    expect(negotiateLanguage('fr-FR', offered, 'en')).toBe('en');
    expect(negotiateLanguage('pt-BR', ['en'], 'en')).toBe('en');
    expect(negotiateLanguage(undefined, offered, 'en')).toBe('en');
  });

  it('picks a text in the language, else the default, else any', () => {
    expect(localise({ en: 'Home', pt: 'Início' }, 'pt', 'en')).toBe('Início');
    expect(localise({ en: 'Home', pt: 'Início' }, 'es', 'en')).toBe('Home');
    expect(localise({ pt: 'Início' }, 'es', 'en')).toBe('Início');
  });
});
