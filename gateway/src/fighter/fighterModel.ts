// Fighters as the upstream describes them (backend/src/fighter/): the summary
// every list shows (roster, rankings, a title's fighters) and the profile
// (`GET /fighters/{id}`), which adds stats, bio, rankings held and the next
// live event. A FighterModel is either: the resolvers of profile-only fields
// read the profile through the fighter loader when a list gave only the summary.
import type {
  FighterRankingPosition,
  Measurement,
  MeasurementUnit,
  RankedWeightClass,
  Ranking,
  RankingEntry,
} from '../__generated__/resolvers-types.ts';
import type {
  UpstreamFighterProfile,
  UpstreamFighterSummary,
  UpstreamMeasurement,
  UpstreamRankedWeightClass,
  UpstreamRanking,
} from '../lib/upstream.ts';

export type FighterModel = (UpstreamFighterSummary | UpstreamFighterProfile) & { __typename: 'Fighter' };
export type FighterProfileModel = UpstreamFighterProfile & { __typename: 'Fighter' };

/** A fighter's record, with the fighter it belongs to: the wins by method come from their profile. */
export interface FighterRecordModel {
  wins: number;
  losses: number;
  draws: number;
  fighter: FighterModel;
}

export function toFighterModel(fighter: UpstreamFighterSummary | UpstreamFighterProfile): FighterModel {
  return { ...fighter, __typename: 'Fighter' };
}

/** Whether the model is the whole profile, not only a list's summary. */
export function isProfile(fighter: FighterModel): fighter is FighterProfileModel {
  return 'stats' in fighter;
}

// The REST contract's units are spec §3's words (inch, lbs…); the schema's enum spells them as GraphQL does.
const units: Record<UpstreamMeasurement['unit'], MeasurementUnit> = { inch: 'INCH', lbs: 'LBS', percent: 'PERCENT', kg: 'KG', m: 'M' };

export function toMeasurement(measurement: UpstreamMeasurement | null): Measurement | null {
  if (!measurement) return null;
  return {
    value: measurement.value,
    unit: units[measurement.unit],
    metric: { value: measurement.metric.value, unit: units[measurement.metric.unit] },
  };
}

export function toRankingPositions(rankings: UpstreamFighterProfile['rankings']): FighterRankingPosition[] {
  return rankings.map((position) => ({
    weightClass: position.weightClass,
    weightClassName: position.weightClassName,
    rank: position.rank,
    isChampion: position.champion,
    movement: position.movement,
  }));
}

export type RankingModel = Omit<Ranking, 'entries'> & {
  entries: (Omit<RankingEntry, 'fighter'> & { fighter: FighterModel })[];
};

/** A published ranking; null when the realm ranks no one in that list (it has never been published). */
export function toRankingModel(ranking: UpstreamRanking): RankingModel | null {
  if (ranking.updatedAt === null) return null;
  return {
    weightClass: ranking.weightClass,
    weightClassName: ranking.weightClassName,
    updatedAt: ranking.updatedAt,
    entries: ranking.entries.map((entry) => ({
      rank: entry.rank,
      isChampion: entry.champion,
      movement: entry.movement,
      fighter: toFighterModel(entry.fighter),
    })),
  };
}

export type RankedWeightClassModel = Omit<RankedWeightClass, 'champion'> & { champion: FighterModel | null };

export function toRankedWeightClassModel(row: UpstreamRankedWeightClass): RankedWeightClassModel {
  return {
    weightClass: row.weightClass,
    weightClassName: row.name,
    champion: row.champion ? toFighterModel(row.champion) : null,
    limit: toMeasurement(row.limit),
  };
}
