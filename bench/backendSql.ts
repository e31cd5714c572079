// How many SQL statements the backend runs for the home page's data: the
// gateway's calls (realm, init, the home section), on a fresh process, request
// contract and token checks included. Budget ≤ 5, whatever the number of rails.
// Run: node --import tsx bench/backendSql.ts   (VERBOSE=1 lists the statements)
import { openPgliteDatabase } from '../backend/src/db/pgliteDatabase.ts';
import { countHomePageStatements, HOME_PAGE_STATEMENT_BUDGET } from '../backend/src/testing/homePageBudget.ts';

const database = await openPgliteDatabase();
try {
  const { total, perCall, statements } = await countHomePageStatements(database);
  const calls = Object.entries(perCall).map(([name, count]) => `${name} ${count}`).join(', ');
  console.log(`home page SQL statements: ${total} (budget ≤ ${HOME_PAGE_STATEMENT_BUDGET}) [${calls}]`);
  if (process.env.VERBOSE) for (const sql of statements) console.log(`  ${sql.replace(/\s+/g, ' ').slice(0, 160)}`);
  process.exitCode = total > HOME_PAGE_STATEMENT_BUDGET ? 1 : 0;
} finally {
  await database.close();
}
