import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { openPgliteDatabase } from '../db/pgliteDatabase.ts';
import { addHomeRails, countHomePageStatements, HOME_PAGE_STATEMENT_BUDGET } from '../testing/homePageBudget.ts';

// The budget: the home page's data costs at most five SQL statements,
// however many rails and cards the section has (it cost 31 with the demo data).
describe('the home page’s SQL statements', () => {
  let database: Database;
  beforeEach(async () => {
    database = await openPgliteDatabase();
  });
  afterEach(() => database.close());

  it('stay within budget for the demo realm on a freshly started backend', async () => {
    const { total, perCall, bodies } = await countHomePageStatements(database);

    expect(total, JSON.stringify(perCall)).toBeLessThanOrEqual(HOME_PAGE_STATEMENT_BUDGET);
    const section = bodies.section as { buckets: { name: string; contentList: unknown[] }[] };
    expect(section.buckets.map((bucket) => bucket.name)).toEqual([
      'live-now', 'coming-up', 'latest-fights', 'featured', 'knockouts', 'replays', 'playlists', 'originals',
    ]);
    expect(section.buckets.find((bucket) => bucket.name === 'featured')?.contentList).toHaveLength(6);
  });

  it('do not grow with the number of rails and cards', async () => {
    const demo = (await countHomePageStatements(database)).total;
    await addHomeRails(database, 40, 30);

    const { total, bodies } = await countHomePageStatements(database, { buckets: 50, cards: 30 });

    expect(total).toBe(demo);
    const section = bodies.section as { buckets: { name: string; contentList: unknown[] }[]; paging: { totalCount: number } };
    expect(section.paging.totalCount).toBe(48);
    expect(section.buckets).toHaveLength(48);
    expect(section.buckets.at(-1)).toMatchObject({ name: 'extra-40' });
    expect(section.buckets.at(-1)?.contentList).toHaveLength(30);
  });
});
