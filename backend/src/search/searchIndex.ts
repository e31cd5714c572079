// The search index (table `search_document`, migration 024): one row per title
// and language of its realm, written from the content tables by one
// INSERT … SELECT per kind of content. It is rebuilt after every seed and
// whenever a title changes (the admin live-event route re-indexes its event),
// so a search never joins the content tables: it reads, filters and ranks here.
// With it goes the realm's vocabulary (`search_term`), which typos are
// corrected against.
import type { Database, Queryable } from '../db/database.ts';

export type SearchContentType = 'LIVE_EVENT' | 'VOD_VIDEO' | 'VOD_PLAYLIST' | 'VOD_SERIES';

/** What one statement below may be narrowed to: some realms, and within them one title. */
interface Scope {
  realmIds: number[] | null;
  contentId: number | null;
}

/** SQL: the localised jsonb `column` in the row's language `l.language`, else the realm's default, else any. */
function localisedSql(column: string): string {
  return `coalesce(${column} ->> l.language, ${column} ->> r.default_language,
    (select value from jsonb_each_text(${column}) limit 1), '')`;
}

/** SQL: the names and nicknames of the fighters tagged on content `kind` (content_fighter's type) with id `idSql`. */
function fighterNamesSql(kind: 'VIDEO' | 'LIVE_EVENT', idSql: string): string {
  return `(select string_agg(concat_ws(' ', f.first_name, f.last_name, f.nickname), ' ' order by f.id)
             from content_fighter cf join fighter f on f.id = cf.fighter_id
            where cf.content_type = '${kind}' and cf.content_id = ${idSql} and f.realm_id = r.id)`;
}

/**
 * SQL: the weighted words of a document in the configuration of its language
 * (`cfg`), every text folded as queries are (search.ts): the title A, fighters
 * B, the rest C, and the title in the realm's default language D where this
 * row is in another language; and the row's realm-and-language scope word.
 */
function documentSql(parts: { title: string; defaultTitle: string; names: string; rest: string }): string {
  const words = (text: string, weight: 'A' | 'B' | 'C' | 'D') =>
    `setweight(to_tsvector(cfg, ringside_fold(coalesce(${text}, ''))), '${weight}')`;
  return `${words(parts.title, 'A')} || ${words(parts.names, 'B')} || ${words(parts.rest, 'C')}
    || case when l.language = r.default_language then ''::tsvector else ${words(parts.defaultTitle, 'D')} end
    || array_to_tsvector(array[ringside_search_scope(r.id, l.language)])`;
}

const insertColumns = `(realm_id, content_type, content_id, language, title, description, title_folded, document, age_rating, geo_available_countries, geo_blocked_countries, duration, release_date, start_date, end_date)`;

/** The realm's languages, each with its text search configuration: rows are made once per language. */
const languagesSql = `join realm r on r.id = x.realm_id
  cross join lateral (select language, ringside_search_config(language) as cfg from unnest(r.languages) as language) l`;

const scopeSql = `($1::int[] is null or x.realm_id = any($1)) and ($2::int is null or x.id = $2)`;
// Rows are written language by language (\`order by l.language\`), so that a search, which reads
// one language, finds its rows together on disk rather than between the other languages'.

/**
 * The tags of video `x` in the row's language (the realm's `tag.<tag>` labels,
 * as video/videos.ts shows them) and as stored, so "luta completa" and
 * "full fight" both find a full fight.
 */
const videoTagsSql = `(select string_agg(coalesce(lb.texts ->> l.language, '') || ' ' || t.tag, ' ')
    from unnest(x.tags) t(tag) left join label lb on lb.realm_id = x.realm_id and lb.key = 'tag.' || t.tag)`;

const statements: Record<SearchContentType, string> = {
  VOD_VIDEO: `insert into search_document ${insertColumns}
    select x.realm_id, 'VOD_VIDEO', x.id, l.language, t.title, t.description, ringside_fold(t.title),
           ${documentSql({ title: 't.title', defaultTitle: `x.title ->> r.default_language`, names: 't.names',
             rest: `concat_ws(' ', t.description, ${videoTagsSql}, x.sport, t.series)` })},
           x.age_rating, x.geo_available_countries, x.geo_blocked_countries, x.duration, x.release_date, null, null
      from video x ${languagesSql}
      cross join lateral (select ${localisedSql('x.title')} as title, ${localisedSql('x.description')} as description,
                                 ${fighterNamesSql('VIDEO', 'x.id')} as names,
                                 (select ${localisedSql('s.title')} from series s where s.id = x.series_id) as series) t
     where ${scopeSql}
     order by l.language, x.id`,
  LIVE_EVENT: `insert into search_document ${insertColumns}
    select x.realm_id, 'LIVE_EVENT', x.id, l.language, t.title, t.description, ringside_fold(t.title),
           ${documentSql({ title: 't.title', defaultTitle: `x.title ->> r.default_language`, names: 't.names',
             rest: `concat_ws(' ', t.description, x.sport, x.venue)` })},
           x.age_rating, x.geo_available_countries, x.geo_blocked_countries, null, null, x.start_date, x.end_date
      from live_event x ${languagesSql}
      cross join lateral (select ${localisedSql('x.title')} as title, ${localisedSql('x.description')} as description,
                                 ${fighterNamesSql('LIVE_EVENT', 'x.id')} as names) t
     where ${scopeSql}
     order by l.language, x.id`,
  VOD_PLAYLIST: `insert into search_document ${insertColumns}
    select x.realm_id, 'VOD_PLAYLIST', x.id, l.language, t.title, t.description, ringside_fold(t.title),
           ${documentSql({ title: 't.title', defaultTitle: `x.title ->> r.default_language`, names: 'null',
             rest: `concat_ws(' ', t.description, x.sport)` })},
           x.age_rating, x.geo_available_countries, x.geo_blocked_countries, null,
           (select max(v.release_date) from playlist_video pv join video v on v.id = pv.video_id where pv.playlist_id = x.id),
           null, null
      from playlist x ${languagesSql}
      cross join lateral (select ${localisedSql('x.title')} as title, ${localisedSql('x.description')} as description) t
     where ${scopeSql}
     order by l.language, x.id`,
  VOD_SERIES: `insert into search_document ${insertColumns}
    select x.realm_id, 'VOD_SERIES', x.id, l.language, t.title, t.description, ringside_fold(t.title),
           ${documentSql({ title: 't.title', defaultTitle: `x.title ->> r.default_language`, names: 'null',
             rest: `concat_ws(' ', t.description, x.sport, t.seasons)` })},
           x.age_rating, x.geo_available_countries, x.geo_blocked_countries, null,
           (select max(v.release_date) from video v where v.series_id = x.id), null, null
      from series x ${languagesSql}
      cross join lateral (select ${localisedSql('x.title')} as title, ${localisedSql('x.description')} as description,
                                 (select string_agg(${localisedSql('s.title')}, ' ') from season s where s.series_id = x.id) as seasons) t
     where ${scopeSql}
     order by l.language, x.id`,
};

/**
 * The vocabulary typos are corrected against (search_term): the words of the
 * titles just written, and on a whole rebuild the realm's fighters' names and
 * nicknames (a fighter tagged nowhere yet is still a name fans type).
 */
const termsStatement = `insert into search_term (realm_id, term)
  select distinct realm_id, term
    from (select d.realm_id, regexp_split_to_table(d.title_folded, ' ') as term from search_document d
           where ($1::int[] is null or d.realm_id = any($1)) and ($2::int is null or d.content_id = $2)
             and d.content_type = any($3::text[])
          union all
          select f.realm_id, regexp_split_to_table(ringside_fold(concat_ws(' ', f.first_name, f.last_name, f.nickname)), ' ')
            from fighter f where ($1::int[] is null or f.realm_id = any($1)) and $2::int is null) words
   where length(term) >= 3 and term !~ '^[0-9]+$'
  on conflict do nothing`;

const allContentTypes = Object.keys(statements) as SearchContentType[];

async function writeIndex(tx: Queryable, scope: Scope, types: SearchContentType[]): Promise<void> {
  const params = [scope.realmIds, scope.contentId, types];
  await tx.query(
    `delete from search_document
      where ($1::int[] is null or realm_id = any($1)) and ($2::int is null or content_id = $2) and content_type = any($3::text[])`,
    params,
  );
  // A whole rebuild starts the vocabulary afresh; one title only adds its words.
  if (scope.contentId === null) await tx.query('delete from search_term where $1::int[] is null or realm_id = any($1)', [scope.realmIds]);
  for (const type of types) await tx.query(statements[type], [scope.realmIds, scope.contentId]);
  // The vocabulary was emptied for the whole realm: it is written again from every kind of
  // title, not only the kinds rewritten now (a start that re-indexes only the demo's live
  // events once left the videos' words out, and typos in their titles went uncorrected).
  const vocabularyTypes = scope.contentId === null ? allContentTypes : types;
  await tx.query(termsStatement, [scope.realmIds, scope.contentId, vocabularyTypes]);
  if (scope.contentId === null) {
    // A whole rebuild writes every row through the GIN indexes' pending lists, which each
    // search would otherwise scan row by row until a vacuum: merge them into the indexes
    // now (PGlite has no autovacuum), and give the planner the new statistics.
    await tx.query(`select gin_clean_pending_list('search_document_words_idx'::regclass),
                           gin_clean_pending_list('search_term_trigram_idx'::regclass)`);
    await tx.query('analyze search_document, search_term');
  }
}

function isDatabase(db: Database | Queryable): db is Database {
  return 'transaction' in db;
}

/**
 * Rewrites the search index and vocabulary of these realms, or of every realm,
 * from the content tables: one statement per kind of content, in one transaction
 * (given a transaction, in that one), so a search never sees a half-written index.
 */
export async function rebuildSearchIndex(
  db: Database | Queryable,
  realmIds?: number[],
  types: SearchContentType[] = allContentTypes,
): Promise<void> {
  const scope = { realmIds: realmIds ?? null, contentId: null };
  if (isDatabase(db)) await db.transaction((tx) => writeIndex(tx, scope, types));
  else await writeIndex(db, scope, types);
}

/** Re-indexes one title after it changed (its texts, times, ratings or fighters). */
export async function reindexContent(tx: Queryable, realmId: number, type: SearchContentType, id: number): Promise<void> {
  await writeIndex(tx, { realmIds: [realmId], contentId: id }, [type]);
}
