// The weight classes of spec §3 ("Fighter list query params": `ctt`), and the
// two pound-for-pound lists that rank fighters across the classes of a
// division. Platform-wide constants, not realm data: migration 023 checks the
// same ids. The spec abbreviates the women's classes (SW, FLW, BW, FTW); the
// ids spell them out in the style of its own WOMENS_POUND_FOR_POUND.
import type { LocalisedText } from '../i18n/language.ts';

export const weightClassIds = [
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

/** A ranking list: a weight class or a pound-for-pound list (spec: "category", `ctt`). */
export type WeightClass = (typeof weightClassIds)[number];
export type PoundForPound = 'MENS_POUND_FOR_POUND' | 'WOMENS_POUND_FOR_POUND';
/** The classes a fighter competes in (every id but the pound-for-pound lists). */
export type FighterWeightClass = Exclude<WeightClass, PoundForPound>;
export type Division = 'MEN' | 'WOMEN';

export const defaultRankingList: WeightClass = 'MENS_POUND_FOR_POUND';

interface WeightClassInfo {
  division: Division;
  /** The heaviest a fighter may weigh in, in pounds; null for the pound-for-pound lists. */
  limitLbs: number | null;
  name: LocalisedText;
}

export const weightClasses: Record<WeightClass, WeightClassInfo> = {
  MENS_POUND_FOR_POUND: { division: 'MEN', limitLbs: null, name: { en: "Men's pound-for-pound", pt: 'Peso por peso masculino', es: 'Libra por libra masculino' } },
  WOMENS_POUND_FOR_POUND: { division: 'WOMEN', limitLbs: null, name: { en: "Women's pound-for-pound", pt: 'Peso por peso feminino', es: 'Libra por libra femenino' } },
  FLYWEIGHT: { division: 'MEN', limitLbs: 125, name: { en: 'Flyweight', pt: 'Peso-mosca', es: 'Peso mosca' } },
  BANTAMWEIGHT: { division: 'MEN', limitLbs: 135, name: { en: 'Bantamweight', pt: 'Peso-galo', es: 'Peso gallo' } },
  FEATHERWEIGHT: { division: 'MEN', limitLbs: 145, name: { en: 'Featherweight', pt: 'Peso-pena', es: 'Peso pluma' } },
  LIGHTWEIGHT: { division: 'MEN', limitLbs: 155, name: { en: 'Lightweight', pt: 'Peso-leve', es: 'Peso ligero' } },
  WELTERWEIGHT: { division: 'MEN', limitLbs: 170, name: { en: 'Welterweight', pt: 'Peso-meio-médio', es: 'Peso wélter' } },
  MIDDLEWEIGHT: { division: 'MEN', limitLbs: 185, name: { en: 'Middleweight', pt: 'Peso-médio', es: 'Peso mediano' } },
  LIGHT_HEAVYWEIGHT: { division: 'MEN', limitLbs: 205, name: { en: 'Light heavyweight', pt: 'Peso-meio-pesado', es: 'Peso semipesado' } },
  HEAVYWEIGHT: { division: 'MEN', limitLbs: 265, name: { en: 'Heavyweight', pt: 'Peso-pesado', es: 'Peso pesado' } },
  WOMENS_STRAWWEIGHT: { division: 'WOMEN', limitLbs: 115, name: { en: "Women's strawweight", pt: 'Peso-palha feminino', es: 'Peso paja femenino' } },
  WOMENS_FLYWEIGHT: { division: 'WOMEN', limitLbs: 125, name: { en: "Women's flyweight", pt: 'Peso-mosca feminino', es: 'Peso mosca femenino' } },
  WOMENS_BANTAMWEIGHT: { division: 'WOMEN', limitLbs: 135, name: { en: "Women's bantamweight", pt: 'Peso-galo feminino', es: 'Peso gallo femenino' } },
  WOMENS_FEATHERWEIGHT: { division: 'WOMEN', limitLbs: 145, name: { en: "Women's featherweight", pt: 'Peso-pena feminino', es: 'Peso pluma femenino' } },
};

export function isPoundForPound(weightClass: WeightClass): weightClass is PoundForPound {
  return weightClasses[weightClass].limitLbs === null;
}

export const fighterWeightClasses = weightClassIds.filter((id): id is FighterWeightClass => !isPoundForPound(id));

/**
 * The classes a `ctt` filter stands for: the class itself, or for a
 * pound-for-pound list every class of its division; all of them without one.
 */
export function classesMatching(filter: WeightClass | undefined): FighterWeightClass[] {
  if (!filter) return fighterWeightClasses;
  if (!isPoundForPound(filter)) return [filter];
  return fighterWeightClasses.filter((id) => weightClasses[id].division === weightClasses[filter].division);
}

export const weightClassSchema = {
  type: 'string',
  enum: [...weightClassIds],
  description: 'A weight class, or a pound-for-pound list (spec §3 `ctt`)',
} as const;
