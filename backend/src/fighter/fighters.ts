// The realm's roster (spec §2 "Fighter section"): the list by last-name letter
// and the profile page. The summary every list shows is fighterSummary.ts;
// rankings live in rankings.ts, the links to videos and live events in
// fighterContent.ts.
import type { Queryable } from '../db/database.ts';
import type { LocalisedText } from '../i18n/language.ts';
import type { PageRequest } from '../http/paging.ts';
import { text, type ContentContext } from '../content/contentContext.ts';
import { visibilityParams } from '../content/visibility.ts';
import { inches, measurementSchema, percent, pounds } from './measurements.ts';
import type { FighterWeightClass } from './weightClasses.ts';
import {
  fighterSummaryColumns,
  fighterSummaryJson,
  fighterSummarySchema,
  rosterOrder,
  type FighterSummaryRow,
} from './fighterSummary.ts';
import { rankingsHeldColumn, rankingsHeldJson, rankingHeldSchema, type RankingHeldRow } from './rankings.ts';
import { upcomingEventColumn, upcomingEventJson, upcomingEventSchema, type UpcomingEventRow } from './fighterContent.ts';

export interface FighterListFilter {
  /** a–z: the folded first letter of the last name (migration 023, fighter_name_initial). */
  letter: string;
  /** The weight classes to list (weightClasses.ts `classesMatching`). */
  classes: FighterWeightClass[];
}

/**
 * A page of the realm's fighters under one letter, how many there are, and which
 * letters have fighters at all in those classes (so a client can grey out the
 * rest): one statement.
 */
export async function listFighters(db: Queryable, context: ContentContext, filter: FighterListFilter, page: PageRequest) {
  const [row] = await db.query<{ total: number; letters: string[]; fighters: FighterSummaryRow[] }>(
    `with classed as (select * from fighter f where f.realm_id = $1 and f.weight_class = any($2::text[])),
          lettered as (select * from classed f where f.last_name_initial = $3)
     select (select count(*)::int from lettered) as total,
            (select coalesce(array_agg(distinct f.last_name_initial order by f.last_name_initial), '{}')
               from classed f where f.last_name_initial is not null) as letters,
            (select coalesce(jsonb_agg(to_jsonb(p) order by p."rosterPosition"), '[]'::jsonb)
               from (select ${fighterSummaryColumns('f')}, row_number() over (order by ${rosterOrder('f')}) as "rosterPosition"
                       from lettered f order by ${rosterOrder('f')} limit $4 offset $5) p) as fighters`,
    [context.realm.id, filter.classes, filter.letter, page.rpp, page.offset],
  );
  return { fighters: row?.fighters ?? [], totalCount: row?.total ?? 0, letters: row?.letters ?? [] };
}

// ---- The profile -----------------------------------------------------------

export interface FighterProfileRow extends FighterSummaryRow {
  sport: string;
  /** YYYY-MM-DD, or null when not known. */
  birthDate: string | null;
  stance: 'ORTHODOX' | 'SOUTHPAW' | 'SWITCH' | null;
  winsByKnockout: number;
  winsBySubmission: number;
  winsByDecision: number;
  heightInches: number | null;
  reachInches: number | null;
  weightLbs: number | null;
  strikingAccuracyPercent: number | null;
  takedownDefencePercent: number | null;
  bio: LocalisedText;
  rankings: RankingHeldRow[];
  upcomingEvent: UpcomingEventRow | null;
}

/**
 * A fighter of the request's realm with the rankings they hold and their next
 * live event the viewer may see (one statement); null for an unknown id or
 * another realm's fighter.
 */
export async function fighterProfile(db: Queryable, context: ContentContext, id: number): Promise<FighterProfileRow | null> {
  const [row] = await db.query<FighterProfileRow>(
    `select ${fighterSummaryColumns('f')}, f.sport, to_char(f.birth_date, 'YYYY-MM-DD') as "birthDate", f.stance,
            f.wins_by_knockout as "winsByKnockout", f.wins_by_submission as "winsBySubmission",
            f.wins_by_decision as "winsByDecision", f.height_inches::float8 as "heightInches",
            f.reach_inches::float8 as "reachInches", f.weight_lbs::float8 as "weightLbs",
            f.striking_accuracy_percent::float8 as "strikingAccuracyPercent",
            f.takedown_defence_percent::float8 as "takedownDefencePercent", f.bio,
            ${rankingsHeldColumn('f')}, ${upcomingEventColumn('f', 3)}
       from fighter f where f.id = $1 and f.realm_id = $2`,
    [id, context.realm.id, context.now, ...visibilityParams(context.viewer)],
  );
  return row ?? null;
}

/** Whole years between a YYYY-MM-DD birth date and `now`, in UTC. */
export function ageOn(birthDate: string, now: Date): number {
  const [year, month, day] = birthDate.split('-').map(Number) as [number, number, number];
  const hadBirthday = now.getUTCMonth() + 1 > month || (now.getUTCMonth() + 1 === month && now.getUTCDate() >= day);
  return now.getUTCFullYear() - year - (hadBirthday ? 0 : 1);
}

/** Sports whose fights can end in a submission; elsewhere a count of submission wins would only ever say 0. */
const SPORTS_WITH_SUBMISSIONS = new Set(['MMA']);

export function fighterProfileJson(fighter: FighterProfileRow, context: ContentContext) {
  return {
    ...fighterSummaryJson(fighter, context),
    sport: fighter.sport,
    dateOfBirth: fighter.birthDate,
    age: fighter.birthDate ? ageOn(fighter.birthDate, context.now) : null,
    stance: fighter.stance,
    winsByMethod: {
      knockout: fighter.winsByKnockout,
      submission: SPORTS_WITH_SUBMISSIONS.has(fighter.sport) ? fighter.winsBySubmission : null,
      decision: fighter.winsByDecision,
    },
    stats: {
      height: inches(fighter.heightInches),
      reach: inches(fighter.reachInches),
      weight: pounds(fighter.weightLbs),
      strikingAccuracy: percent(fighter.strikingAccuracyPercent),
      takedownDefence: percent(fighter.takedownDefencePercent),
    },
    bio: text(context, fighter.bio),
    rankings: rankingsHeldJson(fighter.rankings, context),
    upcomingEvent: upcomingEventJson(fighter.upcomingEvent, context),
  };
}

export const fighterProfileSchema = {
  type: 'object',
  required: [
    ...fighterSummarySchema.required,
    'sport', 'dateOfBirth', 'age', 'stance', 'winsByMethod', 'stats', 'bio', 'rankings', 'upcomingEvent',
  ],
  properties: {
    ...fighterSummarySchema.properties,
    sport: { type: 'string', description: 'As videos and live events name it: MMA, Boxing, Kickboxing…' },
    dateOfBirth: { type: ['string', 'null'], format: 'date' },
    age: { type: ['integer', 'null'], description: 'Whole years, on the day of the request' },
    stance: { type: ['string', 'null'], enum: ['ORTHODOX', 'SOUTHPAW', 'SWITCH', null] },
    winsByMethod: {
      type: 'object',
      description: 'The wins of `record`, by how they were won; they add up to `record.wins`',
      required: ['knockout', 'submission', 'decision'],
      properties: {
        knockout: { type: 'integer', description: 'KO or TKO' },
        submission: { type: ['integer', 'null'], description: 'Null in sports without submissions (boxing, kickboxing)' },
        decision: { type: 'integer' },
      },
    },
    stats: {
      type: 'object',
      required: ['height', 'reach', 'weight', 'strikingAccuracy', 'takedownDefence'],
      properties: {
        height: measurementSchema,
        reach: measurementSchema,
        weight: measurementSchema,
        strikingAccuracy: measurementSchema,
        takedownDefence: { ...measurementSchema, description: 'Null where the sport has no takedowns (boxing, kickboxing)' },
      },
    },
    bio: { type: 'string', description: "In the request's language" },
    rankings: { type: 'array', items: rankingHeldSchema, description: 'The weight class and pound-for-pound lists that rank the fighter' },
    upcomingEvent: upcomingEventSchema,
  },
} as const;
