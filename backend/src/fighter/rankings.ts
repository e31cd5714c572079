// Rankings per weight class and the pound-for-pound lists (spec §2 "Fighter
// section": rankings, men's pound-for-pound by default). Rank 0 is the
// champion; movement is how many places a fighter climbed (+) or fell (−)
// since the ranking before, null when they are new to the list.
import type { Queryable } from '../db/database.ts';
import { text, type ContentContext } from '../content/contentContext.ts';
import { pounds, measurementSchema } from './measurements.ts';
import { fighterSummaryColumns, fighterSummaryJson, fighterSummarySchema, type FighterSummaryRow } from './fighterSummary.ts';
import { isPoundForPound, weightClassIds, weightClasses, weightClassSchema, type WeightClass } from './weightClasses.ts';

export function movement(rank: number, previousRank: number | null): number | null {
  return previousRank === null ? null : previousRank - rank;
}

const movementSchema = {
  type: ['integer', 'null'],
  description: 'Places climbed (+) or lost (−) since the previous ranking; 0 unchanged; null when new to the list',
} as const;

const rankSchema = { type: 'integer', minimum: 0, description: '0 is the champion; pound-for-pound lists start at 1' } as const;

// ---- One list ----------------------------------------------------------------

export interface RankingEntryRow extends FighterSummaryRow {
  rank: number;
  previousRank: number | null;
  rankedAt: Date;
}

/** The realm's ranking of one weight class or pound-for-pound list, champion first. */
export async function rankingOf(db: Queryable, context: ContentContext, weightClass: WeightClass): Promise<RankingEntryRow[]> {
  return db.query<RankingEntryRow>(
    `select r.rank, r.previous_rank as "previousRank", r.ranked_at as "rankedAt", ${fighterSummaryColumns('f')}
       from ranking r join fighter f on f.id = r.fighter_id
      where r.realm_id = $1 and r.weight_class = $2
      order by r.rank`,
    [context.realm.id, weightClass],
  );
}

/** When a list was last published: its latest entry's date. */
function latest(dates: Date[]): string | null {
  if (dates.length === 0) return null;
  return new Date(Math.max(...dates.map((date) => date.getTime()))).toISOString();
}

export function rankingJson(weightClass: WeightClass, entries: RankingEntryRow[], context: ContentContext) {
  return {
    weightClass,
    weightClassName: text(context, weightClasses[weightClass].name),
    updatedAt: latest(entries.map((entry) => entry.rankedAt)),
    entries: entries.map((entry) => ({
      rank: entry.rank,
      champion: entry.rank === 0,
      movement: movement(entry.rank, entry.previousRank),
      fighter: fighterSummaryJson(entry, context),
    })),
  };
}

export const rankingSchema = {
  type: 'object',
  required: ['weightClass', 'weightClassName', 'updatedAt', 'entries'],
  properties: {
    weightClass: weightClassSchema,
    weightClassName: { type: 'string', description: "In the request's language" },
    updatedAt: { type: ['string', 'null'], format: 'date-time', description: 'When the list was last published; null when the realm ranks no one here' },
    entries: {
      type: 'array',
      items: {
        type: 'object',
        required: ['rank', 'champion', 'movement', 'fighter'],
        properties: { rank: rankSchema, champion: { type: 'boolean' }, movement: movementSchema, fighter: fighterSummarySchema },
      },
    },
  },
} as const;

// ---- The lists of the realm, each with its champion --------------------------

interface RankedWeightClassRow extends Record<string, unknown> {
  weightClass: WeightClass;
  updatedAt: Date;
  rankedCount: number;
  champion: FighterSummaryRow | null;
}

/** Every list the realm publishes, with its champion (one statement), in the spec's order. */
export async function rankedWeightClasses(db: Queryable, context: ContentContext): Promise<RankedWeightClassRow[]> {
  const rows = await db.query<RankedWeightClassRow>(
    `select r.weight_class as "weightClass", max(r.ranked_at) as "updatedAt", count(*)::int as "rankedCount",
            (select to_jsonb(c) from (select ${fighterSummaryColumns('f')} from ranking c0 join fighter f on f.id = c0.fighter_id
                                       where c0.realm_id = r.realm_id and c0.weight_class = r.weight_class and c0.rank = 0) c) as champion
       from ranking r where r.realm_id = $1
      group by r.realm_id, r.weight_class`,
    [context.realm.id],
  );
  return rows.sort((a, b) => weightClassIds.indexOf(a.weightClass) - weightClassIds.indexOf(b.weightClass));
}

export function rankedWeightClassJson(row: RankedWeightClassRow, context: ContentContext) {
  const weightClass = weightClasses[row.weightClass];
  return {
    weightClass: row.weightClass,
    name: text(context, weightClass.name),
    division: weightClass.division,
    limit: pounds(weightClass.limitLbs),
    updatedAt: row.updatedAt.toISOString(),
    rankedCount: row.rankedCount,
    champion: row.champion ? fighterSummaryJson(row.champion, context) : null,
  };
}

export const rankedWeightClassSchema = {
  type: 'object',
  required: ['weightClass', 'name', 'division', 'limit', 'updatedAt', 'rankedCount', 'champion'],
  properties: {
    weightClass: weightClassSchema,
    name: { type: 'string', description: "In the request's language" },
    division: { type: 'string', enum: ['MEN', 'WOMEN'] },
    limit: { ...measurementSchema, description: 'The weigh-in limit (lbs, with kg); null for a pound-for-pound list' },
    updatedAt: { type: 'string', format: 'date-time' },
    rankedCount: { type: 'integer', description: 'How many fighters the list ranks, the champion included' },
    champion: { ...fighterSummarySchema, type: ['object', 'null'], description: 'Null for a pound-for-pound list or a vacant title' },
  },
} as const;

// ---- The rankings one fighter holds ------------------------------------------

export interface RankingHeldRow {
  weightClass: WeightClass;
  rank: number;
  previousRank: number | null;
}

/** SQL: the rankings of the fighter on `alias`, as a JSON array of RankingHeldRow. */
export function rankingsHeldColumn(alias: string): string {
  return `(select coalesce(jsonb_agg(jsonb_build_object('weightClass', r.weight_class, 'rank', r.rank, 'previousRank', r.previous_rank)), '[]'::jsonb)
             from ranking r where r.fighter_id = ${alias}.id) as rankings`;
}

/** Their weight class first, then the pound-for-pound list, as a profile shows them. */
export function rankingsHeldJson(rankings: RankingHeldRow[], context: ContentContext) {
  const order = (row: RankingHeldRow) => (isPoundForPound(row.weightClass) ? 1 : 0);
  return [...rankings]
    .sort((a, b) => order(a) - order(b))
    .map((row) => ({
      weightClass: row.weightClass,
      weightClassName: text(context, weightClasses[row.weightClass].name),
      rank: row.rank,
      champion: row.rank === 0,
      movement: movement(row.rank, row.previousRank),
    }));
}

export const rankingHeldSchema = {
  type: 'object',
  required: ['weightClass', 'weightClassName', 'rank', 'champion', 'movement'],
  properties: {
    weightClass: weightClassSchema,
    weightClassName: { type: 'string' },
    rank: rankSchema,
    champion: { type: 'boolean' },
    movement: movementSchema,
  },
} as const;
