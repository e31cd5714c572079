// The demo catalogue's age ratings and territory rules (README "Ratings and
// territories"), kept apart from the titles so that the rules of what each
// viewer sees read in one place. Ratings are the youngest age a title suits.
// Full fights are for adults (MMA 18, boxing and kickboxing 16); highlights,
// weigh-ins and the documentary 12; film study 7; technique for everyone. A
// child profile (ceiling 12) keeps the highlights and the technique, loses the fights.
import type { Queryable } from '../db/database.ts';

type Table = 'video' | 'live_event' | 'playlist' | 'series';

interface Rule {
  ages: Record<number, number[]>;
  /** Countries (ISO 3166 alpha-2) where a title may not be watched, by id. */
  blocked?: Record<number, string[]>;
  /** Countries a title may be watched in, and nowhere else, by id. */
  availableOnly?: Record<number, string[]>;
}

const demoRules: Record<Table, Rule> = {
  video: {
    ages: {
      // ringside
      18: [1, 2, 5, 8],
      16: [3, 4, 6, 7, 23],
      12: [9, 10, 11, 12, 13, 14, 19, 20, 21, 22, 25, 26, 27, 28, 29, 30],
      7: [15, 16, 17, 18],
      0: [24],
    },
    // Archive rights not held in the US and the UK: listed locked on ringside, hidden on acme.
    blocked: { 23: ['US', 'GB'], 110: ['US'], 112: ['US'] },
  },
  live_event: {
    // The fight nights: MMA 18, boxing 16, kickboxing 12 (a child sees one live event).
    ages: { 18: [1, 4, 7], 16: [3, 5, 8], 12: [2, 6] },
    blocked: { 5: ['US'], 104: ['US'] },
  },
  playlist: {
    // 1 and 2 gather full fights; 3, kickboxing, is a highlights reel a child may open (its fights stay hidden).
    ages: { 16: [1, 2], 12: [3] },
  },
  series: {
    ages: { 12: [1] },
  },
};

// acme's few rated titles: sport for the family, save a red-card derby, a
// classic game and the racing documentary (everything else suits all ages).
const acmeAges: Partial<Record<Table, Record<number, number[]>>> = {
  video: { 7: [102, 118], 12: [119, 120, 121, 122, 123] },
  series: { 12: [101] },
};

/** Writes the demo ratings and territory rules over whatever the titles hold. */
export async function seedRatings(tx: Queryable): Promise<void> {
  for (const [table, rule] of Object.entries(demoRules) as [Table, Rule][]) {
    const ages = Object.entries(rule.ages).flatMap(([age, ids]) => ids.map((id) => [id, Number(age)] as const));
    const acme = Object.entries(acmeAges[table] ?? {}).flatMap(([age, ids]) => ids.map((id) => [id, Number(age)] as const));
    const rated = [...ages, ...acme];
    await tx.query(
      `update ${table} t set age_rating = coalesce(r.age, 0), geo_blocked_countries = coalesce(b.countries, '{}'),
              geo_available_countries = a.countries
         from ${table} x
         left join unnest($1::int[], $2::int[]) as r(id, age) on r.id = x.id
         left join (select id, string_to_array(countries, ',') as countries
                      from unnest($3::int[], $4::text[]) as b(id, countries)) b on b.id = x.id
         left join (select id, string_to_array(countries, ',') as countries
                      from unnest($5::int[], $6::text[]) as a(id, countries)) a on a.id = x.id
        where t.id = x.id and x.realm_id in (1, 2)`,
      [
        rated.map(([id]) => id),
        rated.map(([, age]) => age),
        ...byCountries(rule.blocked),
        ...byCountries(rule.availableOnly),
      ],
    );
  }
}

function byCountries(rule: Record<number, string[]> | undefined): [number[], string[]] {
  const entries = Object.entries(rule ?? {});
  return [entries.map(([id]) => Number(id)), entries.map(([, countries]) => countries.join(','))];
}
