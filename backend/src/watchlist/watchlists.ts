// A profile's watchlists and their items, in SQL. Every statement names the
// realm and the profile, so a list id of another profile or realm reads as
// missing. Items are only references: their cards are read through the
// sections' content function (`loadContent`), so whatever content rules apply
// to rails (a child profile's ratings, geo) apply to lists too.
import type { Queryable } from '../db/database.ts';
import type { PageRequest } from '../http/paging.ts';
import type { ContentRef, ContentType } from '../section/sections.ts';

export const CONTENT_TYPES: readonly ContentType[] = ['VIDEO', 'LIVE_EVENT', 'PLAYLIST', 'SERIES'];

/** At most this many lists per profile (the system list included) and items per list. */
export const MAX_WATCHLISTS = 20;
export const MAX_ITEMS = 500;

export interface WatchlistOwner {
  realmId: number;
  profileId: number;
}

export interface WatchlistRow extends Record<string, unknown> {
  id: number;
  name: string | null;
  systemDefined: boolean;
  itemCount: number;
  createdAt: Date;
}

/** The profile's system list, made on first use (concurrent first uses agree on one). */
export async function systemWatchlistId(db: Queryable, owner: WatchlistOwner): Promise<number> {
  const rows = await db.query<{ id: number }>(
    `with made as (
       insert into watchlist (realm_id, profile_id, system_defined) values ($1, $2, true)
       on conflict (profile_id) where system_defined do nothing returning id)
     select id from made
     union all
     select id from watchlist where profile_id = $2 and realm_id = $1 and system_defined`,
    [owner.realmId, owner.profileId],
  );
  return rows[0]!.id;
}

/** Every list of the profile with its item count: the system list first, then by creation. */
export async function watchlistsOf(db: Queryable, owner: WatchlistOwner): Promise<WatchlistRow[]> {
  await systemWatchlistId(db, owner);
  return db.query<WatchlistRow>(
    `select w.id, w.name, w.system_defined as "systemDefined", w.created_at as "createdAt",
            (select count(*)::int from watchlist_item i where i.watchlist_id = w.id) as "itemCount"
       from watchlist w
      where w.realm_id = $1 and w.profile_id = $2
      order by w.system_defined desc, w.created_at, w.id`,
    [owner.realmId, owner.profileId],
  );
}

export async function watchlistById(db: Queryable, owner: WatchlistOwner, id: number): Promise<WatchlistRow | null> {
  const rows = await db.query<WatchlistRow>(
    `select w.id, w.name, w.system_defined as "systemDefined", w.created_at as "createdAt",
            (select count(*)::int from watchlist_item i where i.watchlist_id = w.id) as "itemCount"
       from watchlist w where w.id = $3 and w.realm_id = $1 and w.profile_id = $2`,
    [owner.realmId, owner.profileId, id],
  );
  return rows[0] ?? null;
}

export type CreateResult = { created: WatchlistRow } | { problem: 'NAME_TAKEN' | 'TOO_MANY' };

/** A named list; the name is compared without case among the profile's lists. */
export async function createWatchlist(db: Queryable, owner: WatchlistOwner, name: string): Promise<CreateResult> {
  const rows = await db.query<WatchlistRow & { problem: string | null }>(
    `with counted as (select count(*)::int as n from watchlist where profile_id = $2),
          taken as (select 1 from watchlist where profile_id = $2 and lower(name) = lower($3)),
          made as (
            insert into watchlist (realm_id, profile_id, name)
            select $1, $2, $3 where (select n from counted) < $4 and not exists (select 1 from taken)
            on conflict do nothing
            returning id, name, system_defined as "systemDefined", created_at as "createdAt", 0 as "itemCount")
     select made.*, null as problem from made
     union all
     select null, null, null, null, null,
            case when exists (select 1 from taken) then 'NAME_TAKEN' else 'TOO_MANY' end
      where not exists (select 1 from made)`,
    [owner.realmId, owner.profileId, name, MAX_WATCHLISTS - 1],
  );
  const row = rows[0]!;
  if (row.problem) return { problem: row.problem as 'NAME_TAKEN' | 'TOO_MANY' };
  const { problem: _problem, ...created } = row;
  return { created };
}

/** Deletes a named list with its items; false when the profile has no such named list. */
export async function deleteWatchlist(db: Queryable, owner: WatchlistOwner, id: number): Promise<boolean> {
  const rows = await db.query(
    'delete from watchlist where id = $3 and realm_id = $1 and profile_id = $2 and not system_defined returning id',
    [owner.realmId, owner.profileId, id],
  );
  return rows.length > 0;
}

/**
 * Adds a reference; adding it again changes nothing (it keeps its place).
 * `added` is false when it was already there, `full` when the list is at its limit.
 */
export async function addToWatchlist(db: Queryable, watchlistId: number, ref: ContentRef): Promise<{ added: boolean; full: boolean }> {
  const rows = await db.query<{ added: boolean; present: boolean }>(
    `with present as (select 1 from watchlist_item where watchlist_id = $1 and content_type = $2 and content_id = $3),
          made as (
            insert into watchlist_item (watchlist_id, content_type, content_id)
            select $1, $2, $3
             where not exists (select 1 from present)
               and (select count(*) from watchlist_item where watchlist_id = $1) < $4
            on conflict do nothing returning 1)
     select exists (select 1 from made) as added, exists (select 1 from present) as present`,
    [watchlistId, ref.contentType, ref.contentId, MAX_ITEMS],
  );
  const { added, present } = rows[0]!;
  return { added, full: !added && !present };
}

/** Removes a reference; removing one that is not there is no error. */
export async function removeFromWatchlist(db: Queryable, watchlistId: number, ref: ContentRef): Promise<void> {
  await db.query('delete from watchlist_item where watchlist_id = $1 and content_type = $2 and content_id = $3', [
    watchlistId,
    ref.contentType,
    ref.contentId,
  ]);
}

/** One page of the list's references, newest first, with how many there are in all. */
export async function watchlistRefsPage(db: Queryable, watchlistId: number, page: PageRequest): Promise<{ refs: ContentRef[]; total: number }> {
  const rows = await db.query<{ contentType: ContentType | null; contentId: number | null; total: number }>(
    `select page.content_type as "contentType", page.content_id as "contentId",
            (select count(*)::int from watchlist_item where watchlist_id = $1) as total
       from (select 1) one
       left join (select content_type, content_id, added_at from watchlist_item where watchlist_id = $1
                   order by added_at desc, content_type, content_id limit $2 offset $3) page on true
      order by page.added_at desc, page.content_type, page.content_id`,
    [watchlistId, page.rpp, page.offset],
  );
  return {
    total: rows[0]?.total ?? 0,
    refs: rows.flatMap((row) => (row.contentType === null ? [] : [{ contentType: row.contentType, contentId: row.contentId! }])),
  };
}

/** Which of `refs` the list holds. */
export async function refsInWatchlist(db: Queryable, watchlistId: number, refs: ContentRef[]): Promise<ContentRef[]> {
  if (refs.length === 0) return [];
  const rows = await db.query<ContentRef & Record<string, unknown>>(
    `select i.content_type as "contentType", i.content_id as "contentId"
       from watchlist_item i
       join unnest($2::text[], $3::int[]) as asked (content_type, content_id)
         on asked.content_type = i.content_type and asked.content_id = i.content_id
      where i.watchlist_id = $1`,
    [watchlistId, refs.map((ref) => ref.contentType), refs.map((ref) => ref.contentId)],
  );
  return rows.map(({ contentType, contentId }) => ({ contentType, contentId }));
}
