-- Search (spec §2 SEARCH route and search overlay, §3 "Search hit", §7 Search
-- and GET /popular): a search index kept in the database, the realm's
-- vocabulary that typos are corrected against, the recent searches of each
-- viewer, and the realm's choice of search experience.
--
-- How a search matches (backend/src/search/search.ts): full-text search in the
-- viewer's language with accents folded ("analise" finds "Análise"), every word
-- typed as a prefix ("heavyw"), and each word also as the realm's closest
-- title or name words by trigram similarity ("navaro" finds Navarro). Typos are
-- corrected against the vocabulary, not compared with every title: trigram
-- similarity costs microseconds a row, which a catalogue of 100,000 titles in
-- three languages turns into seconds, while the vocabulary stays small.

-- The contrib extensions live in a schema of their own, not the application's:
-- tests run the migrations in a throwaway schema and drop it with cascade, which
-- would take a shared extension (and every other run's index on it) along. Where
-- an extension was installed earlier in another schema, `if not exists` keeps it
-- there and the search path below finds it.
create schema if not exists extensions;
create extension if not exists pg_trgm with schema extensions;
create extension if not exists unaccent with schema extensions;

-- For the rest of this migration only: wherever the two extensions are, their
-- functions, operators and dictionaries resolve. The functions below have
-- SQL-standard bodies (begin atomic), bound when created, so they keep working
-- under any search path later.
do $$
begin
  perform set_config('search_path', current_setting('search_path') || ', ' || (
    select string_agg(distinct quote_ident(n.nspname), ', ')
      from pg_extension e join pg_namespace n on n.oid = e.extnamespace
     where e.extname in ('pg_trgm', 'unaccent')), true);
end
$$;

-- Text search per language, accents folded before stemming, so that a query
-- typed without accents finds the accented title and the other way round.
create text search configuration ringside_en (copy = english);
alter text search configuration ringside_en
  alter mapping for asciiword, asciihword, hword_asciipart, word, hword, hword_part with unaccent, english_stem;
create text search configuration ringside_pt (copy = portuguese);
alter text search configuration ringside_pt
  alter mapping for asciiword, asciihword, hword_asciipart, word, hword, hword_part with unaccent, portuguese_stem;
create text search configuration ringside_es (copy = spanish);
alter text search configuration ringside_es
  alter mapping for asciiword, asciihword, hword_asciipart, word, hword, hword_part with unaccent, spanish_stem;
-- For languages without a configuration of their own: whole words, no stop words, accents folded.
create text search configuration ringside_simple (copy = simple);
alter text search configuration ringside_simple
  alter mapping for asciiword, asciihword, hword_asciipart, word, hword, hword_part with unaccent, simple;

-- The configuration of a realm language. Adding a language is a configuration
-- as above plus a line here.
create function ringside_search_config(language text) returns regconfig
  language sql immutable parallel safe
begin atomic
  select case language
    when 'en' then 'ringside_en'::regconfig
    when 'pt' then 'ringside_pt'::regconfig
    when 'es' then 'ringside_es'::regconfig
    else 'ringside_simple'::regconfig
  end;
end;

-- Text as search compares it: lower case, accents folded, apostrophes dropped
-- ("O'Connor" and "oconnor" are one name), other punctuation a space.
create function ringside_fold(value text) returns text
  language sql immutable parallel safe
begin atomic
  select btrim(regexp_replace(regexp_replace(lower(unaccent('unaccent'::regdictionary, value)), '[''’`´]', '', 'g'),
                              '[^[:alnum:]]+', ' ', 'g'));
end;

-- The realm and language of a document as one more of its words, one no query
-- can produce (it holds spaces, and queries are folded into single words):
-- requiring it beside the words typed lets the word index itself keep a search
-- to its realm's rows in its language, where filtering after the index would
-- read every language's matches and throw the others away.
create function ringside_search_scope(realm integer, language text) returns text
  language sql immutable parallel safe
begin atomic
  select 'scope ' || realm || ' ' || language;
end;

-- One row per title of a realm and language of the realm, rebuilt from the
-- content tables (search/searchIndex.ts): what a search reads, filters by
-- visibility and ranks, without touching the content tables.
create table search_document (
  realm_id integer not null references realm (id) on delete cascade,
  content_type text not null check (content_type in ('LIVE_EVENT', 'VOD_VIDEO', 'VOD_PLAYLIST', 'VOD_SERIES')),
  content_id integer not null,
  language text not null,
  -- The texts in this language (else the realm's default), as hits show them.
  title text not null,
  description text not null,
  -- ringside_fold(title): an exact title match ranks first.
  title_folded text not null,
  -- Weighted words, folded as queries are, in the language's configuration: the
  -- title A; fighters' names and nicknames B; description, tags, sport, venue, an
  -- episode's series and a series' seasons C; the title in the realm's default
  -- language D (fans type the English title in any language); and its
  -- ringside_search_scope word.
  document tsvector not null,
  -- Copies of the title's visibility columns (migration 011), so `visibleSql('d', n)` reads them here.
  age_rating smallint not null,
  geo_available_countries text[],
  geo_blocked_countries text[] not null,
  -- What hits show and lists sort by: videos' duration and release, events' times;
  -- a playlist's or series' release is its newest video's.
  duration integer,
  release_date timestamptz,
  start_date timestamptz,
  end_date timestamptz,
  primary key (realm_id, language, content_type, content_id)
);

create index search_document_words_idx on search_document using gin (document);
-- The popular titles (search/popular.ts): the newest of each type, events by start.
create index search_document_release_idx on search_document (realm_id, language, content_type, release_date desc nulls last);
create index search_document_start_idx on search_document (realm_id, language, content_type, start_date);

-- The realm's vocabulary: every word of its titles (in all its languages) and
-- of its fighters' names and nicknames, folded, three letters or more, no bare
-- numbers. A typed word that is not among them is looked up here by trigram
-- similarity. Rebuilt with the index; a word left over from a changed title
-- only offers a correction that matches nothing.
create table search_term (
  realm_id integer not null references realm (id) on delete cascade,
  term text not null,
  primary key (realm_id, term)
);

create index search_term_trigram_idx on search_term using gin (term gin_trgm_ops);

-- What the viewer typed as a full-text query in their language: every word,
-- stemmed, as a prefix ("knock" finds "knockout", "heavyw" "heavyweight"),
-- all of them required. Null when nothing is left (only stop words).
create function ringside_search_query(config regconfig, query text) returns tsquery
  language sql immutable parallel safe
begin atomic
  select string_agg(quote_literal(t.lexeme) || ':*', ' & ')::tsquery
    from unnest(to_tsvector(config, ringside_fold(query))) t;
end;

-- The realm's words closest to a typed word (trigram similarity ≥ 0.5, the
-- best three): how "navaro" becomes Navarro, "oconor" O'Connor and "lindqvst"
-- Lindqvist. Words of four letters or more only: shorter ones have too few
-- trigrams to tell a typo from another word.
create function ringside_similar_terms(realm integer, word text) returns setof text
  language sql stable parallel safe
begin atomic
  select s.term from search_term s
   where s.realm_id = realm and length(word) >= 4 and s.term % word and s.term <> word
     and similarity(s.term, word) >= 0.5
   order by similarity(s.term, word) desc, s.term
   limit 3;
end;

-- The typo-tolerant query: each word typed matches as itself (a stemmed
-- prefix, as above) or as one of the realm's words closest to it, stemmed in
-- the same language; every word typed (stop words aside) must match one way.
-- Null when nothing is left.
create function ringside_typo_query(config regconfig, realm integer, query text) returns tsquery
  language sql stable parallel safe
begin atomic
  select string_agg('(' || g.alternatives || ')', ' & ' order by g.position)::tsquery
    from (select w.position, string_agg(distinct a.lexeme, ' | ') as alternatives
            from regexp_split_to_table(ringside_fold(query), ' ') with ordinality as w(word, position)
            cross join lateral (
              select quote_literal(t.lexeme) || ':*' as lexeme from unnest(to_tsvector(config, w.word)) t
              union
              -- A stop word ("with") is not corrected into a word ("width").
              select quote_literal(t.lexeme) from ringside_similar_terms(realm, w.word) as s(term),
                     unnest(to_tsvector(config, s.term)) t
               where length(to_tsvector(config, w.word)) > 0
            ) a
           group by w.position) g;
end;

-- Spec §3 contentSearchEngine: VESPER gives the realm its search page (the
-- SEARCH route); DEFAULT opens search as an overlay on the current page. Both
-- search through the same backend calls.
alter table realm
  add column content_search_engine text not null default 'DEFAULT'
    check (content_search_engine in ('VESPER', 'DEFAULT'));

-- What each viewer searched for lately, to offer again: a profile of an
-- account, or a guest user (profile_id null), whose searches live as long as
-- the guest does, like their watch positions (013).
create table recent_search (
  user_id integer not null references app_user (id) on delete cascade,
  profile_id integer references profile (id) on delete cascade,
  query text not null,
  searched_at timestamptz not null
);

-- A query once per viewer whatever its case (searching again moves it to the top).
create unique index recent_search_viewer_query_idx on recent_search (user_id, coalesce(profile_id, 0), lower(query));
create index recent_search_viewer_recent_idx on recent_search (user_id, coalesce(profile_id, 0), searched_at desc);
