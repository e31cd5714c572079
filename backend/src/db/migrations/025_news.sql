-- News (spec §2 NEWS and NEWS_ITEM): a realm's articles, newest first.
--
-- Texts are per language like the rest of the catalogue ({"en": …, "pt": …}).
-- The body is per language too, each an ordered list of blocks (a translation
-- need not keep the original's paragraphs one for one):
--   {"type": "PARAGRAPH", "text": …}          {"type": "HEADING", "text": …}
--   {"type": "QUOTE", "text": …, "attribution": …}
--   {"type": "IMAGE", "src": …, "alt": …, "caption": …}
--   {"type": "VIDEO", "videoId": 9}           {"type": "LIVE_EVENT", "liveEventId": 4}
-- backend/src/news/newsBody.ts reads them; embedded titles are looked up when
-- the article is served, so a title the viewer may not see drops out.
--
-- An article is published from published_at on: before that it is neither
-- listed nor served (a scheduled article). The slug names it in paths and is
-- the same in every language.
create table news_article (
  id integer primary key,
  realm_id integer not null references realm (id) on delete cascade,
  -- Never all digits: GET /news/{idOrSlug} reads digits as an id.
  slug text not null check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and slug !~ '^[0-9]+$' and length(slug) <= 120),
  headline jsonb not null check (jsonb_typeof(headline) = 'object'),
  lead jsonb not null check (jsonb_typeof(lead) = 'object'),
  body jsonb not null check (jsonb_typeof(body) = 'object'),
  author_name text not null,
  -- Picks the glyph of the generated artwork, as on videos.
  sport text,
  hero_image text not null,
  published_at timestamptz not null,
  updated_at timestamptz not null,
  unique (realm_id, slug),
  check (updated_at >= published_at)
);

create index news_article_published_idx on news_article (realm_id, published_at desc, id desc);

-- "Related": the titles an article points to below its body, in order. Like a
-- bucket item, a reference may name a title the viewer may not see; it is then left out.
create table news_article_content (
  article_id integer not null references news_article (id) on delete cascade,
  position integer not null,
  content_type text not null check (content_type in ('VIDEO', 'LIVE_EVENT', 'PLAYLIST')),
  content_id integer not null,
  primary key (article_id, position)
);
