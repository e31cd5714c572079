// Shared persisted operations (migration 036): what every gateway may run by
// id. A gateway registers the sets it was built with each time it starts, and
// asks for an id its own files do not hold: a browser tab still on the
// previous web build during a rolling upgrade (or already on the next one,
// talking to a gateway not yet replaced) keeps working.
import { createHash } from 'node:crypto';
import type { Database } from '../db/database.ts';

/**
 * How long an operation stays runnable after the last gateway that holds it
 * registered it: long enough for a tab left open over a holiday, short enough
 * that a retired build's operations stop being accepted.
 */
export const PERSISTED_OPERATION_RETENTION_DAYS = 30;

export interface PersistedOperation {
  id: string;
  platform: string;
  text: string;
}

export function persistedOperationId(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** The ids of `operations` that are not the SHA-256 of their text (a registration mistake). */
export function misregisteredIds(operations: Record<string, string>): string[] {
  return Object.entries(operations)
    .filter(([id, text]) => persistedOperationId(text) !== id)
    .map(([id]) => id);
}

/**
 * Registers (or renews) a platform's operations. The text of an id never
 * changes (the id is its hash), so a known id only has its registration renewed.
 * Answers how many were new.
 */
export async function registerPersistedOperations(db: Database, platform: string, operations: Record<string, string>): Promise<number> {
  const entries = Object.entries(operations);
  if (entries.length === 0) return 0;
  const rows = await db.query<{ added: boolean }>(
    `insert into persisted_operation (id, platform, text)
       select * from unnest($1::text[], $2::text[], $3::text[])
     on conflict (id) do update set last_registered_at = now()
     returning (xmax = 0) as added`,
    [entries.map(([id]) => id), entries.map(() => platform), entries.map(([, text]) => text)],
  );
  return rows.filter((row) => row.added).length;
}

/** The operation of this id, when a gateway registered it within the retention. */
export async function findPersistedOperation(db: Database, id: string): Promise<PersistedOperation | null> {
  const [row] = await db.query<PersistedOperation & Record<string, unknown>>(
    `select id, platform, text from persisted_operation
      where id = $1 and last_registered_at > now() - make_interval(days => $2)`,
    [id, PERSISTED_OPERATION_RETENTION_DAYS],
  );
  return row ?? null;
}
