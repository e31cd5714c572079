// FIGHTERS keeps its whole state in the address (shareable, and the back
// button walks through it): which tab, which ranking list, which letter and
// class of the roster. Anything unknown reads as the spec's defaults, so an
// old or mistyped link still opens the page.
import { pathTo } from '../../system/routePaths.ts';

/** Spec §3 `ctt`: the weight classes and the two pound-for-pound lists, as the schema's `WeightClass`. */
export const WEIGHT_CLASSES = [
  'MENS_POUND_FOR_POUND',
  'WOMENS_POUND_FOR_POUND',
  'FLYWEIGHT',
  'BANTAMWEIGHT',
  'FEATHERWEIGHT',
  'LIGHTWEIGHT',
  'WELTERWEIGHT',
  'MIDDLEWEIGHT',
  'LIGHT_HEAVYWEIGHT',
  'HEAVYWEIGHT',
  'WOMENS_STRAWWEIGHT',
  'WOMENS_FLYWEIGHT',
  'WOMENS_BANTAMWEIGHT',
  'WOMENS_FEATHERWEIGHT',
] as const;
export type WeightClassId = (typeof WEIGHT_CLASSES)[number];

/** Spec §2 "Fighter section": rankings default to men's pound-for-pound, the roster to the letter a. */
export const DEFAULT_RANKING: WeightClassId = 'MENS_POUND_FOR_POUND';
export const DEFAULT_LETTER = 'a';
export const LETTERS = 'abcdefghijklmnopqrstuvwxyz'.split('');

/** Fighters per page of the A–Z roster, and videos per page of a profile: rows of 2, 3, 4 or 6 cards come out even. */
export const ROSTER_PAGE_SIZE = 12;
export const VIDEOS_PAGE_SIZE = 12;

export function isPoundForPound(weightClass: string): boolean {
  return weightClass === 'MENS_POUND_FOR_POUND' || weightClass === 'WOMENS_POUND_FOR_POUND';
}

export function isWomens(weightClass: string): boolean {
  return weightClass.startsWith('WOMENS_');
}

export type FightersView = 'rankings' | 'az';

export type FightersLocation =
  | { view: 'rankings'; weightClass: WeightClassId }
  | { view: 'az'; letter: string; weightClass: WeightClassId | null };

function weightClassOf(value: unknown): WeightClassId | null {
  return WEIGHT_CLASSES.find((id) => id === value) ?? null;
}

/** The page's state from its query (found's `match.location.query`). */
export function fightersLocationOf(query: Record<string, unknown>): FightersLocation {
  if (query['view'] === 'az') {
    const letter = typeof query['lastNameStartLetter'] === 'string' ? query['lastNameStartLetter'].toLowerCase() : '';
    return { view: 'az', letter: LETTERS.includes(letter) ? letter : DEFAULT_LETTER, weightClass: weightClassOf(query['ctt']) };
  }
  return { view: 'rankings', weightClass: weightClassOf(query['ctt']) ?? DEFAULT_RANKING };
}

/** The address of a state; the spec's defaults are left out, so `/fighters` is the rankings of men's pound-for-pound. */
export function fightersPath(location: FightersLocation): string {
  const query = new URLSearchParams();
  if (location.view === 'az') {
    query.set('view', 'az');
    if (location.letter !== DEFAULT_LETTER) query.set('lastNameStartLetter', location.letter);
    if (location.weightClass) query.set('ctt', location.weightClass);
  } else if (location.weightClass !== DEFAULT_RANKING) {
    query.set('ctt', location.weightClass);
  }
  const search = query.toString();
  return search ? `${pathTo('FIGHTERS')}?${search}` : pathTo('FIGHTERS');
}

export function fighterPath(internalId: string): string {
  return pathTo('FIGHTER', { id: internalId });
}
