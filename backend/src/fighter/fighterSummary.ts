// The fighter as every list shows them (roster, rankings, the fighters of a
// video or live event): one row shape, one JSON shape.
import { nullableString, text, type ContentContext } from '../content/contentContext.ts';
import { fighterWeightClasses, weightClasses, type FighterWeightClass } from './weightClasses.ts';

export interface FighterSummaryRow extends Record<string, unknown> {
  id: number;
  firstName: string;
  lastName: string;
  nickname: string | null;
  country: string;
  weightClass: FighterWeightClass;
  wins: number;
  losses: number;
  draws: number;
}

/** The columns of a FighterSummaryRow on table alias `alias` (lists read them beside their own). */
export function fighterSummaryColumns(alias: string): string {
  return `${alias}.id, ${alias}.first_name as "firstName", ${alias}.last_name as "lastName", ${alias}.nickname,
    ${alias}.country, ${alias}.weight_class as "weightClass", ${alias}.wins, ${alias}.losses, ${alias}.draws`;
}

/** Lists sort as a printed roster does: by last name, then first name, accents aside (migration 023). */
export function rosterOrder(alias: string): string {
  return `fighter_name_key(${alias}.last_name), fighter_name_key(${alias}.first_name), ${alias}.id`;
}

export function fighterSummaryJson(fighter: FighterSummaryRow, context: ContentContext) {
  return {
    id: String(fighter.id),
    firstName: fighter.firstName,
    lastName: fighter.lastName,
    name: `${fighter.firstName} ${fighter.lastName}`,
    nickname: fighter.nickname,
    country: fighter.country,
    weightClass: fighter.weightClass,
    weightClassName: text(context, weightClasses[fighter.weightClass].name),
    record: { wins: fighter.wins, losses: fighter.losses, draws: fighter.draws },
    // Generated portraits (fighterImages.ts): spec §9's 198×124 thumbnail and 800-high profile picture.
    thumbnailUrl: `/images/fighter/${fighter.id}.svg`,
    profileImageUrl: `/images/fighter-profile/${fighter.id}.svg`,
  };
}

export const fighterSummarySchema = {
  type: 'object',
  required: [
    'id', 'firstName', 'lastName', 'name', 'nickname', 'country', 'weightClass', 'weightClassName', 'record',
    'thumbnailUrl', 'profileImageUrl',
  ],
  properties: {
    id: { type: 'string' },
    firstName: { type: 'string' },
    lastName: { type: 'string' },
    name: { type: 'string', description: 'First and last name, as titles print it' },
    nickname: nullableString,
    country: { type: 'string', description: 'ISO 3166 alpha-2; clients name it in the viewer’s language' },
    weightClass: { type: 'string', enum: fighterWeightClasses },
    weightClassName: { type: 'string', description: "The weight class in the request's language" },
    record: {
      type: 'object',
      required: ['wins', 'losses', 'draws'],
      properties: { wins: { type: 'integer' }, losses: { type: 'integer' }, draws: { type: 'integer' } },
    },
    thumbnailUrl: { type: 'string', description: '198×124 SVG' },
    profileImageUrl: { type: 'string', description: '600×800 SVG portrait' },
  },
} as const;
