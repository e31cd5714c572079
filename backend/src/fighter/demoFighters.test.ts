// The demo roster tells the same story as the demo catalogue: every fighter a
// title names exists, the rankings rank fighters of their own class, the
// records agree with the results the videos show, and every link names its
// fighter. Pure data: no database.
import { describe, expect, it } from 'vitest';
import { ringside } from '../seed/ringsideRealm.ts';
import { demoContentFighters, demoFighters, demoRankings, demoResults, fullName, type DemoFighter } from './demoFighters.ts';
import { fighterWeightClasses, isPoundForPound, weightClassIds, weightClasses, type WeightClass } from './weightClasses.ts';

const byName = new Map(demoFighters.map((fighter) => [fullName(fighter), fighter]));
const byId = new Map(demoFighters.map((fighter) => [fighter.id, fighter]));
const fighterNamed = (name: string): DemoFighter => {
  const fighter = byName.get(name);
  if (!fighter) throw new Error(`no demo fighter named ${name}`);
  return fighter;
};

/** What a title says in English: its title, description and, for an episode, its season's title. */
function wordsOf(type: 'VIDEO' | 'LIVE_EVENT', id: number): { title: string; all: string } {
  if (type === 'LIVE_EVENT') {
    const event = ringside.liveEvents.find((candidate) => candidate.id === id)!;
    return { title: event.title.en!, all: `${event.title.en} ${event.description.en}` };
  }
  const video = ringside.videos.find((candidate) => candidate.id === id)!;
  const season = ringside.series.flatMap((series) => series.seasons).find((candidate) => candidate.id === video.seasonId);
  return { title: video.title.en!, all: `${video.title.en} ${video.description.en} ${season?.title.en ?? ''}` };
}

/** The fighters a title names: "A vs B: Full Fight", "How A Beat B", "Event: A vs B 2", "A: Knockout Highlights". */
function namesIn(title: string): string[] {
  const patterns = [/^(.+) vs (.+): Full Fight$/, /How (.+) Beat (.+)$/, /: (.+) vs (.+?)(?: 2)?$/, /^(.+): Knockout Highlights$/];
  for (const pattern of patterns) {
    const match = pattern.exec(title);
    if (match) return match.slice(1);
  }
  return [];
}

const titles = [
  ...ringside.videos.map((video) => ({ type: 'VIDEO' as const, id: video.id, title: video.title.en! })),
  ...ringside.liveEvents.map((event) => ({ type: 'LIVE_EVENT' as const, id: event.id, title: event.title.en! })),
];

describe('the demo roster', () => {
  it('has at least 60 fighters across every weight class, men and women, with unique ids and last names', () => {
    expect(demoFighters.length).toBeGreaterThanOrEqual(60);
    expect(new Set(demoFighters.map((fighter) => fighter.id)).size).toBe(demoFighters.length);
    // Unique last names keep "Navarro vs Hale 2" pointing at one fighter each.
    expect(new Set(demoFighters.map((fighter) => fighter.lastName)).size).toBe(demoFighters.length);
    expect(new Set(demoFighters.map((fighter) => fighter.weightClass))).toEqual(new Set(fighterWeightClasses));
  });

  it('gives every fighter a record whose methods add up, and stats in believable ranges', () => {
    for (const fighter of demoFighters) {
      const name = fullName(fighter);
      expect(fighter.winsByKnockout + fighter.winsBySubmission + fighter.winsByDecision, name).toBe(fighter.wins);
      expect(fighter.winsByDecision, name).toBeGreaterThanOrEqual(0);
      if (fighter.sport !== 'MMA') {
        expect(fighter.winsBySubmission, `${name}: no submissions in ${fighter.sport}`).toBe(0);
        expect(fighter.takedownDefencePercent, name).toBeNull();
      }
      expect(fighter.country, name).toMatch(/^[A-Z]{2}$/);
      expect(fighter.heightInches, name).toBeGreaterThanOrEqual(60);
      expect(fighter.heightInches, name).toBeLessThanOrEqual(82);
      expect(Math.abs(fighter.reachInches - fighter.heightInches), name).toBeLessThanOrEqual(6);
      expect(fighter.weightLbs, name).toBeLessThanOrEqual(weightClasses[fighter.weightClass].limitLbs!);
      expect(Object.keys(fighter.bio).sort(), name).toEqual(['en', 'es', 'pt']);
    }
  });

  it('includes every fighter the titles name, by full name in videos and by last name on live-event cards', () => {
    const named = titles.flatMap(({ title }) => namesIn(title).map((name) => ({ name, title })));
    expect(named.length).toBeGreaterThan(35);
    for (const { name, title } of named) {
      const found = demoFighters.some((fighter) => fullName(fighter) === name || fighter.lastName === name);
      expect(found, `${name} in "${title}"`).toBe(true);
    }
    // Named in live-event descriptions only.
    for (const name of ['Emiliano Reyes', 'Aoi Tanaka', 'Yusuf Demir']) fighterNamed(name);
  });
});

describe('the demo rankings', () => {
  const lists = new Map<string, typeof demoRankings>();
  for (const entry of demoRankings) lists.set(entry.weightClass, [...(lists.get(entry.weightClass) ?? []), entry]);

  it('ranks every weight class and both pound-for-pound lists, champion first, top 15 at most', () => {
    expect(new Set(lists.keys())).toEqual(new Set(weightClassIds));
    for (const [weightClass, entries] of lists) {
      const first = isPoundForPound(weightClass as WeightClass) ? 1 : 0;
      expect(entries.map((entry) => entry.rank), weightClass).toEqual(entries.map((_, index) => index + first));
      expect(entries.length - (first === 0 ? 1 : 0), weightClass).toBeLessThanOrEqual(15);
      expect(new Set(entries.map((entry) => entry.fighterId)).size, weightClass).toBe(entries.length);
      const previous = entries.flatMap((entry) => (entry.previousRank === null ? [] : [entry.previousRank]));
      expect(new Set(previous).size, `${weightClass}: two fighters cannot have held one place`).toBe(previous.length);
    }
    // Women's classes are smaller, but none is empty.
    for (const weightClass of fighterWeightClasses) expect(lists.get(weightClass)!.length).toBeGreaterThanOrEqual(weightClasses[weightClass].division === 'MEN' ? 16 : 6);
  });

  it('ranks only fighters of that class (pound-for-pound: of that division)', () => {
    for (const entry of demoRankings) {
      const fighter = byId.get(entry.fighterId);
      expect(fighter, `fighter ${entry.fighterId} in ${entry.weightClass}`).toBeDefined();
      if (isPoundForPound(entry.weightClass)) {
        expect(weightClasses[fighter!.weightClass].division, fullName(fighter!)).toBe(weightClasses[entry.weightClass].division);
      } else {
        expect(fighter!.weightClass, fullName(fighter!)).toBe(entry.weightClass);
      }
    }
  });

  it('crowns champions with strong records and ranks the pound-for-pound best from the champions and top contenders', () => {
    for (const entry of demoRankings.filter((candidate) => candidate.rank === 0)) {
      const champion = byId.get(entry.fighterId)!;
      expect(champion.wins, fullName(champion)).toBeGreaterThan(champion.losses * 5);
    }
    const rankedInClass = new Map(demoRankings.filter((entry) => !isPoundForPound(entry.weightClass)).map((entry) => [entry.fighterId, entry.rank]));
    for (const entry of demoRankings.filter((candidate) => isPoundForPound(candidate.weightClass))) {
      expect(rankedInClass.get(entry.fighterId), `pound-for-pound #${entry.rank}`).toBeLessThanOrEqual(5);
    }
  });

  it('agrees with what the catalogue says about places', () => {
    const rank = (name: string, weightClass = fighterNamed(name).weightClass) =>
      demoRankings.find((entry) => entry.weightClass === weightClass && entry.fighterId === fighterNamed(name).id)?.rank;
    // "Diego Navarro defends his number-three spot"; "Navarro storms into the top five".
    expect(rank('Diego Navarro')).toBe(3);
    // Title holders the live events name; the challengers who face them are next in line.
    for (const champion of ["Liam O'Connor", 'Valentina Cruz', 'Maya Okafor', 'Malik Johnson', 'Kenji Watanabe']) expect(rank(champion), champion).toBe(0);
    for (const challenger of ['Emiliano Reyes', 'Aoi Tanaka', 'Ana Beatriz Lima', 'Luuk de Vries']) expect(rank(challenger), challenger).toBe(1);
    // "… against the unbeaten Maya Okafor".
    expect(fighterNamed('Maya Okafor').losses).toBe(0);
  });
});

describe('the demo records and results', () => {
  it('counts every result the catalogue shows', () => {
    for (const { winner, loser, method } of demoResults) {
      const [a, b] = [fighterNamed(winner), fighterNamed(loser)];
      if (method === 'DRAW') {
        expect(a.draws, winner).toBeGreaterThan(0);
        expect(b.draws, loser).toBeGreaterThan(0);
        continue;
      }
      expect(b.losses, loser).toBeGreaterThan(0);
      const wins = { KNOCKOUT: a.winsByKnockout, SUBMISSION: a.winsBySubmission, DECISION: a.winsByDecision }[method];
      expect(wins, `${winner} beat ${loser} by ${method}`).toBeGreaterThan(0);
    }
  });

  it('has a result for every film study: "How A Beat B" means A won', () => {
    for (const { title } of titles) {
      const study = /How (.+) Beat (.+)$/.exec(title);
      if (!study) continue;
      expect(demoResults, title).toContainEqual(expect.objectContaining({ winner: study[1], loser: study[2] }));
    }
  });
});

describe('the demo links between fighters and titles', () => {
  it('links a fighter only where the title (or its description or season) names them', () => {
    for (const [type, id, names] of demoContentFighters) {
      const { all } = wordsOf(type, id);
      for (const name of names) expect(all.includes(fighterNamed(name).lastName), `${name} in ${type} ${id}`).toBe(true);
    }
  });

  it('links every title to each fighter its title names, and each live event to its fighters', () => {
    const linked = new Set(demoContentFighters.flatMap(([type, id, names]) => names.map((name) => `${type}:${id}:${name}`)));
    for (const { type, id, title } of titles) {
      for (const fighter of demoFighters) {
        const named = title.includes(fullName(fighter)) || (type === 'LIVE_EVENT' && new RegExp(`\\b${fighter.lastName}\\b`).test(title));
        if (named) expect(linked.has(`${type}:${id}:${fullName(fighter)}`), `${fullName(fighter)} on "${title}"`).toBe(true);
      }
    }
    for (const event of ringside.liveEvents) {
      expect(demoContentFighters.some(([type, id]) => type === 'LIVE_EVENT' && id === event.id), event.title.en).toBe(true);
    }
  });
});
