-- Where a live event's stream comes from, and how much of it that provider keeps
-- behind the live edge (spec §9: a DVR window of 1740 s, 10 s for some providers).
-- The window is the provider's, not the event's: an event names its provider, and a
-- realm without DVR (realm.has_dvr) offers no rewinding whatever the provider keeps.
create table stream_provider (
  name text primary key,
  dvr_window_seconds integer not null check (dvr_window_seconds between 6 and 7200)
);

insert into stream_provider (name, dvr_window_seconds) values
  -- Our own origin keeps the last 29 minutes of every live channel.
  ('ringside-origin', 1740),
  -- A partner's relay that only ever holds its last few segments.
  ('partner-relay', 10);

alter table live_event
  add column stream_provider text not null default 'ringside-origin' references stream_provider (name);
