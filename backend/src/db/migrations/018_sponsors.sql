-- Sponsors of a realm's content (spec §2: sponsor logos on series, season and
-- VOD pages). A video's own sponsor wins over its series'; display_mode HIDE
-- keeps a sponsor on file without showing it.
create table sponsor (
  id integer primary key,
  realm_id integer not null references realm (id) on delete cascade,
  name text not null,
  image_url text not null,
  link_url text not null,
  display_mode text not null default 'SHOW' check (display_mode in ('SHOW', 'HIDE'))
);

alter table series add column sponsor_id integer references sponsor (id) on delete set null;
alter table video add column sponsor_id integer references sponsor (id) on delete set null;
