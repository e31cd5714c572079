-- Content of a realm: videos, live events, playlists, series and seasons, and
-- the sections (pages) of buckets (rails) that present them.

create table series (
  id integer primary key,
  realm_id integer not null references realm (id) on delete cascade,
  title jsonb not null,
  description jsonb not null,
  sport text
);

create table season (
  id integer primary key,
  series_id integer not null references series (id) on delete cascade,
  season_number integer not null,
  title jsonb not null,
  unique (series_id, season_number)
);

create table video (
  id integer primary key,
  realm_id integer not null references realm (id) on delete cascade,
  title jsonb not null,
  description jsonb not null,
  duration integer not null,
  release_date timestamptz not null,
  tags text[] not null default '{}',
  sport text,
  series_id integer references series (id) on delete set null,
  season_id integer references season (id) on delete set null,
  episode_number integer
);

create index video_realm_idx on video (realm_id, release_date desc);
create index video_season_idx on video (season_id, episode_number);

-- Demo events keep an offset from the server's start so that some are always on
-- air, some upcoming and some over; start_date/end_date are re-anchored on start.
create table live_event (
  id integer primary key,
  realm_id integer not null references realm (id) on delete cascade,
  title jsonb not null,
  description jsonb not null,
  sport text,
  venue text,
  start_date timestamptz not null,
  end_date timestamptz not null,
  demo_start_offset_minutes integer,
  demo_duration_minutes integer
);

create index live_event_realm_idx on live_event (realm_id, start_date);

create table playlist (
  id integer primary key,
  realm_id integer not null references realm (id) on delete cascade,
  title jsonb not null,
  description jsonb not null,
  sport text
);

create table playlist_video (
  playlist_id integer not null references playlist (id) on delete cascade,
  position integer not null,
  video_id integer not null references video (id) on delete cascade,
  primary key (playlist_id, position)
);

create table section (
  id integer primary key,
  realm_id integer not null references realm (id) on delete cascade,
  name text not null,
  title jsonb not null,
  seo_title jsonb not null,
  unique (realm_id, name)
);

-- A bucket lists curated items (bucket_item), or, when live_status is set, the
-- realm's live events that have that status at request time.
create table bucket (
  id integer primary key,
  section_id integer not null references section (id) on delete cascade,
  position integer not null,
  name text not null,
  title jsonb not null,
  type text not null check (type in ('VIDEOS', 'LIVE_EVENTS', 'PLAYLISTS', 'SERIES', 'MIXED')),
  live_status text check (live_status in ('UPCOMING', 'LIVE', 'ENDED', 'LIVE_OR_UPCOMING'))
);

create table bucket_item (
  bucket_id integer not null references bucket (id) on delete cascade,
  position integer not null,
  content_type text not null check (content_type in ('VIDEO', 'LIVE_EVENT', 'PLAYLIST', 'SERIES')),
  content_id integer not null,
  primary key (bucket_id, position)
);
