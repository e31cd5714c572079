// The searches a viewer committed lately (table `recent_search`, migration
// 024), offered again when the search box opens. They belong to the token's
// profile, or for a guest to the guest user itself (as watch positions do,
// history/watchPositions.ts): a guest's searches last as long as their guest
// session, and never follow them into an account.
import type { Queryable } from '../db/database.ts';
import type { AccessClaims } from '../session/accessToken.ts';

/** How many a viewer keeps: the newest, each query once whatever its case. */
export const MAX_RECENT_SEARCHES = 10;

export interface Searcher {
  userId: number;
  profileId: number | null;
}

export function searcherOf(claims: AccessClaims): Searcher {
  return { userId: claims.userId, profileId: claims.profile?.id ?? null };
}

export interface RecentSearchRow extends Record<string, unknown> {
  query: string;
  searchedAt: Date;
}

const viewerMatch = 'user_id = $1 and coalesce(profile_id, 0) = coalesce($2::int, 0)';

export async function recentSearchesOf(db: Queryable, searcher: Searcher): Promise<RecentSearchRow[]> {
  return db.query<RecentSearchRow>(
    `select query, searched_at as "searchedAt" from recent_search where ${viewerMatch}
      order by searched_at desc, lower(query) limit ${MAX_RECENT_SEARCHES}`,
    [searcher.userId, searcher.profileId],
  );
}

/**
 * Records a search, or moves an earlier one (in any case) to the top with the
 * casing typed now, and forgets what falls past the newest ten: one statement
 * (the delete sees the rows as they were before the insert, so it keeps the
 * nine newest others).
 */
export async function recordSearch(db: Queryable, searcher: Searcher, query: string, at: Date): Promise<void> {
  await db.query(
    `with saved as (
       insert into recent_search (user_id, profile_id, query, searched_at) values ($1, $2, $3, $4)
       on conflict (user_id, coalesce(profile_id, 0), lower(query))
       do update set query = excluded.query, searched_at = excluded.searched_at
       returning 1
     )
     delete from recent_search
      where ${viewerMatch} and lower(query) <> lower($3)
        and lower(query) not in (select lower(query) from recent_search
                                  where ${viewerMatch} and lower(query) <> lower($3)
                                  order by searched_at desc, lower(query) limit ${MAX_RECENT_SEARCHES - 1})`,
    [searcher.userId, searcher.profileId, query, at],
  );
}

export async function clearRecentSearches(db: Queryable, searcher: Searcher): Promise<void> {
  await db.query(`delete from recent_search where ${viewerMatch}`, [searcher.userId, searcher.profileId]);
}
