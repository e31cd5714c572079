-- What each viewer may see (README "Ratings and territories"): every video, live
-- event, playlist and series has an age rating (the youngest age it suits: 0 =
-- all ages, 7, 12, 16, 18) and optional territory rules against the viewer's
-- country (ISO 3166 alpha-2): available only in `geo_available_countries` when
-- that is set, never in `geo_blocked_countries`. Existing content stays all ages
-- and everywhere until someone rates it.
alter table video
  add column age_rating smallint not null default 0 check (age_rating in (0, 7, 12, 16, 18)),
  add column geo_available_countries text[],
  add column geo_blocked_countries text[] not null default '{}';
alter table live_event
  add column age_rating smallint not null default 0 check (age_rating in (0, 7, 12, 16, 18)),
  add column geo_available_countries text[],
  add column geo_blocked_countries text[] not null default '{}';
alter table playlist
  add column age_rating smallint not null default 0 check (age_rating in (0, 7, 12, 16, 18)),
  add column geo_available_countries text[],
  add column geo_blocked_countries text[] not null default '{}';
alter table series
  add column age_rating smallint not null default 0 check (age_rating in (0, 7, 12, 16, 18)),
  add column geo_available_countries text[],
  add column geo_blocked_countries text[] not null default '{}';
