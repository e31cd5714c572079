import type { Queryable } from '../db/database.ts';

/** The viewer's stored preferences among `keys` (spec §3: values are strings, JSON where structured). */
export async function readPreferences(db: Queryable, userId: number, keys: string[]): Promise<Record<string, string>> {
  const rows = await db.query<{ key: string; value: string }>(
    'select key, value from user_preference where user_id = $1 and key = any($2::text[])',
    [userId, keys.map((key) => key.trim()).filter(Boolean)],
  );
  return Object.fromEntries(rows.map((row) => [row.key, row.value]));
}
