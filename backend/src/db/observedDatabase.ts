import type { Database, Queryable, Row } from './database.ts';

/** Called after every statement the backend runs, with its duration (failed statements too). */
export type StatementObserver = (statement: { sql: string; seconds: number; failed: boolean }) => void;

/**
 * The same database, telling `observe` about each statement: the metrics count
 * and time them, and the SQL budget tests count them (see `countStatements`).
 * A transaction's statements are observed one by one; its begin/commit are not
 * (they are part of the driver's work, not a round trip the code chose).
 */
export function observeDatabase(db: Database, observe: StatementObserver): Database {
  const wrap = (target: Queryable): Queryable => ({
    async query<T extends Row>(sql: string, params?: unknown[]) {
      const started = performance.now();
      let failed = true;
      try {
        const rows = await target.query<T>(sql, params);
        failed = false;
        return rows;
      } finally {
        observe({ sql, seconds: (performance.now() - started) / 1000, failed });
      }
    },
    async exec(sql: string) {
      const started = performance.now();
      let failed = true;
      try {
        await target.exec(sql);
        failed = false;
      } finally {
        observe({ sql, seconds: (performance.now() - started) / 1000, failed });
      }
    },
  });
  return {
    ...wrap(db),
    transaction: (work) => db.transaction((tx) => work(wrap(tx))),
    close: () => db.close(),
  };
}

/** A database that records the statements run through it, for statement budgets. */
export function countStatements(db: Database): { db: Database; statements: string[]; reset(): void } {
  const statements: string[] = [];
  return {
    db: observeDatabase(db, ({ sql }) => statements.push(sql)),
    statements,
    reset: () => void statements.splice(0),
  };
}
