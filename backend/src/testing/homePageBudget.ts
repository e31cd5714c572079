// The home page's SQL statement count, shared by the budget test
// (section/homePageSql.test.ts) and bench/backendSql.ts.
import type { Database } from '../db/database.ts';
import { countStatements } from '../db/observedDatabase.ts';
import { drawHomePage, homePageCalls } from './homePageCalls.ts';
import { checkInGuest, testBackend } from './testBackend.ts';

export const HOME_PAGE_STATEMENT_BUDGET = 5;

export interface HomePageCount {
  total: number;
  perCall: Record<string, number>;
  statements: string[];
  bodies: Record<string, unknown>;
}

/**
 * Draws the home page on a freshly started backend (nothing cached yet: the
 * worst case) over `database`, counting every statement its calls run, request
 * contract and token checks included.
 */
export async function countHomePageStatements(
  database: Database,
  options: { buckets?: number; cards?: number } = {},
): Promise<HomePageCount> {
  // A viewer who checked in earlier, on another instance.
  const earlier = await testBackend({ database });
  const { authorisationToken } = await checkInGuest(earlier.app);
  await earlier.close();

  const counted = countStatements(database);
  const backend = await testBackend({ database: counted.db });
  try {
    counted.reset();
    const perCall: Record<string, number> = {};
    const bodies: Record<string, unknown> = {};
    for (const call of homePageCalls(options)) {
      const before = counted.statements.length;
      Object.assign(bodies, await drawHomePage(backend.app, authorisationToken, [call]));
      perCall[call.name] = counted.statements.length - before;
    }
    return { total: counted.statements.length, perCall, statements: [...counted.statements], bodies };
  } finally {
    await backend.close();
  }
}

/**
 * Grows the Ringside home section by `buckets` curated rails of `cards` videos
 * each (and as many live events), to show the count does not follow N.
 */
export async function addHomeRails(database: Database, buckets: number, cards: number): Promise<void> {
  await database.query(
    `insert into bucket (id, section_id, position, name, title, type)
     select 1000 + n, s.id, 1000 + n, 'extra-' || n, jsonb_build_object('en', 'Extra ' || n), 'MIXED'
       from section s, generate_series(1, $1::int) n where s.realm_id = 1 and s.name = 'home'`,
    [buckets],
  );
  await database.query(
    `insert into bucket_item (bucket_id, position, content_type, content_id)
     select 1000 + b, i, case when i % 4 = 0 then 'LIVE_EVENT' else 'VIDEO' end,
            case when i % 4 = 0 then (select min(id) from live_event where realm_id = 1)
                 else (select id from video where realm_id = 1 order by id offset (i % 20) limit 1) end
       from generate_series(1, $1::int) b, generate_series(1, $2::int) i`,
    [buckets, cards],
  );
}
