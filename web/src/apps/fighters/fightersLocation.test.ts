import { describe, expect, it } from 'vitest';
import { fightersLocationOf, fightersPath } from './fightersLocation.ts';

describe('the fighter section’s address', () => {
  it('opens on the rankings of men’s pound-for-pound, the spec’s default', () => {
    expect(fightersLocationOf({})).toEqual({ view: 'rankings', weightClass: 'MENS_POUND_FOR_POUND' });
    expect(fightersPath({ view: 'rankings', weightClass: 'MENS_POUND_FOR_POUND' })).toBe('/fighters');
  });

  it('keeps the chosen list, and reads an unknown one as the default', () => {
    expect(fightersLocationOf({ ctt: 'LIGHTWEIGHT' })).toEqual({ view: 'rankings', weightClass: 'LIGHTWEIGHT' });
    expect(fightersLocationOf({ ctt: 'CRUISERWEIGHT' })).toEqual({ view: 'rankings', weightClass: 'MENS_POUND_FOR_POUND' });
    expect(fightersPath({ view: 'rankings', weightClass: 'WOMENS_FLYWEIGHT' })).toBe('/fighters?ctt=WOMENS_FLYWEIGHT');
  });

  it('opens the roster on the letter a, taking a letter in either case and ignoring anything else', () => {
    expect(fightersLocationOf({ view: 'az' })).toEqual({ view: 'az', letter: 'a', weightClass: null });
    expect(fightersLocationOf({ view: 'az', lastNameStartLetter: 'N', ctt: 'HEAVYWEIGHT' })).toEqual({ view: 'az', letter: 'n', weightClass: 'HEAVYWEIGHT' });
    expect(fightersLocationOf({ view: 'az', lastNameStartLetter: 'ñ' })).toMatchObject({ letter: 'a' });
    expect(fightersPath({ view: 'az', letter: 'n', weightClass: 'HEAVYWEIGHT' })).toBe('/fighters?view=az&lastNameStartLetter=n&ctt=HEAVYWEIGHT');
    expect(fightersPath({ view: 'az', letter: 'a', weightClass: null })).toBe('/fighters?view=az');
  });
});
