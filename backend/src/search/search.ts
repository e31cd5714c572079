// Searching the realm's titles (spec §3 "Search hit", "Search result"; §9
// "search constant 200"): what a viewer typed, matched in their language
// against the search index (searchIndex.ts), ranked, filtered to what they may
// see, a page at a time, with how many hits each type has.
//
// A title matches when it holds every word typed (stop words aside), each either
// as typed — a prefix, stemmed, accents folded ("knock" finds "Knockout",
// "analise" "Análise") — or as one of the realm's title and name words closest
// to it by trigram similarity ("navaro", "oconor" and "herera" find Navarro,
// O'Connor and Herrera; migration 024). Matches rank by, in order of weight:
//   1. the title is exactly the query (folded): first, always;
//   2. every word found as typed, which a typo is not: right words beat
//      corrected ones;
//   3. full-text rank (title words weigh most, fighters next, the rest least);
//   4. the shorter title (the query is more of it), then the id, so pages are stable.
// With `type=LIVE_EVENT`, matching events are listed by start, soonest first
// (the spec sorts live events by startDate): relevance decides what is in the
// list, the clock its order.
import type { Queryable } from '../db/database.ts';
import { ApiError } from '../http/apiError.ts';
import type { ContentContext } from '../content/contentContext.ts';
import { visibilityParams, visibleSql } from '../content/visibility.ts';
import { searchHitColumns, searchHitJson, SEARCH_CONTENT_TYPES, type SearchHitRow } from './searchHits.ts';
import type { SearchContentType } from './searchIndex.ts';

/** Spec §9 "search constant 200": the longest query, in characters, once trimmed. */
export const SEARCH_QUERY_MAX_LENGTH = 200;
/** Spec §7: index queries ask for 10 hits a page. */
export const DEFAULT_HITS_PER_PAGE = 10;
export const MAX_HITS_PER_PAGE = 50;

export interface SearchRequest {
  query: string;
  type?: SearchContentType;
  /** From 0, as the spec's search result counts pages. */
  page: number;
  hitsPerPage: number;
}

/**
 * The query as searched: spaces trimmed and runs of them made one. Empty or
 * longer than the spec's 200 characters is the client's error, each with its
 * own code so the search box can say which.
 */
export function searchQueryOf(raw: string): string {
  const query = raw.normalize('NFC').replace(/\s+/g, ' ').trim();
  if (query.length === 0) throw new ApiError(400, 'SEARCH_QUERY_EMPTY', 'query must contain something to search for');
  const length = [...query].length;
  if (length > SEARCH_QUERY_MAX_LENGTH) {
    throw new ApiError(
      400,
      'SEARCH_QUERY_TOO_LONG',
      `query must be at most ${SEARCH_QUERY_MAX_LENGTH} characters (it has ${length})`,
      { maxLength: SEARCH_QUERY_MAX_LENGTH },
    );
  }
  return query;
}

interface SearchPageRow extends SearchHitRow {
  totalHits: number;
  facets: Partial<Record<SearchContentType, number>>;
}

/** ts_rank's weights of the D, C, B and A words (the title A, fighters B, the rest C, the default-language title D). */
const RANK_WEIGHTS = '{0.05, 0.2, 0.6, 1.0}';

/**
 * SQL: the order of hits on `alias` (a `matches` row). The page sorts by it with its
 * limit (the database keeps only the best rows, never sorting every match), and
 * the page's rows are put back in it once joined to what the hits show.
 */
function hitOrder(alias: string, type: SearchContentType | undefined): string {
  const byRelevance = `${alias}.score desc, ${alias}.title_length, ${alias}.content_id`;
  return type === 'LIVE_EVENT' ? `${alias}.start_date, ${byRelevance}` : byRelevance;
}

/**
 * A page of hits, the whole match count and the count per type: two statements.
 * The first turns the query into its strict and typo-tolerant forms (a lookup
 * in the realm's vocabulary); the second gets them as constants, so the
 * planner reads the word index with them and knows how many titles they match.
 */
export async function searchContent(db: Queryable, context: ContentContext, request: SearchRequest) {
  const { query, type, page, hitsPerPage } = request;
  const [input] = await db.query<{ strict: string | null; tolerant: string | null; scoped: string | null; folded: string }>(
    `select strict::text, tolerant::text, (tolerant && quote_literal(ringside_search_scope($1, $2))::tsquery)::text as scoped,
            ringside_fold($3) as folded
       from ringside_search_query(ringside_search_config($2), $3) strict,
            ringside_typo_query(ringside_search_config($2), $1, $3) tolerant`,
    [context.realm.id, context.language, query],
  );
  const facets = Object.fromEntries(SEARCH_CONTENT_TYPES.map((kind) => [kind, 0])) as Record<SearchContentType, number>;
  const result = { hits: [] as ReturnType<typeof searchHitJson>[], page, hitsPerPage, totalPages: 0, totalHits: 0, facets };
  // Nothing left to look for (stop words, punctuation): nothing found.
  if (!input?.tolerant) return result;

  // $1 realm, $2 language, $3 strict, $4 tolerant, $5 folded, $6 type, $7 limit, $8 offset, $9–$11 the viewer,
  // $12 tolerant and the realm-and-language scope word (what the word index reads).
  const rows = await db.query<SearchPageRow>(
    `with matches as (
       select d.content_type, d.content_id, d.start_date, octet_length(d.title_folded) as title_length,
              case when d.title_folded = $5 then 1000 else 0 end
                + case when d.document @@ $3::tsquery then 1 else 0 end
                + ts_rank('${RANK_WEIGHTS}', d.document, $4::tsquery) as score
         from search_document d
        where d.realm_id = $1 and d.language = $2 and d.document @@ $12::tsquery and ${visibleSql('d', 9)}
     ),
     counts as (
       select coalesce(jsonb_object_agg(content_type, n), '{}'::jsonb) as facets,
              coalesce(sum(n) filter (where $6::text is null or content_type = $6), 0)::int as "totalHits"
         from (select content_type, count(*)::int as n from matches group by content_type) c
     ),
     page as (
       select m.* from matches m
        where $6::text is null or m.content_type = $6
        order by ${hitOrder('m', type)}
        limit $7 offset $8
     )
     select counts.*, ${searchHitColumns(9)}
       from counts
       left join page p on true
       left join search_document d
         on d.realm_id = $1 and d.language = $2 and d.content_type = p.content_type and d.content_id = p.content_id
      order by ${hitOrder('p', type)}`,
    [
      context.realm.id, context.language, input.strict, input.tolerant, input.folded, type ?? null, hitsPerPage, page * hitsPerPage,
      ...visibilityParams(context.viewer), input.scoped,
    ],
  );
  const first = rows[0];
  const totalHits = first?.totalHits ?? 0;
  for (const kind of SEARCH_CONTENT_TYPES) facets[kind] = first?.facets[kind] ?? 0;
  return {
    ...result,
    hits: rows.filter((row) => row.contentId !== null).map((row) => searchHitJson(row, context)),
    totalPages: Math.ceil(totalHits / hitsPerPage),
    totalHits,
  };
}
