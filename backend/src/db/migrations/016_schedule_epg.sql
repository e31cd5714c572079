-- The EPG (spec §3 epgMatrix): a realm's channels, the live events each one
-- carries, and the programmes that fill the hours between them (replays, shows,
-- videos), so that the channels × time grid is full around the clock.

create table channel (
  id integer primary key,
  realm_id integer not null references realm (id) on delete cascade,
  position integer not null,
  name jsonb not null,
  sport text
);

create index channel_realm_idx on channel (realm_id, position);

-- A live event sits on one channel; its times stay the event's own (an admin
-- moving the event moves it in the grid too), so they are not copied here.
create table channel_event (
  live_event_id integer primary key references live_event (id) on delete cascade,
  channel_id integer not null references channel (id) on delete cascade
);

create index channel_event_channel_idx on channel_event (channel_id);

-- What a channel shows between its live events. A programme of a video or of
-- an event's replay takes its title from that content (title null); a studio
-- show has its own title.
create table programme (
  id integer generated always as identity primary key,
  channel_id integer not null references channel (id) on delete cascade,
  kind text not null check (kind in ('REPLAY', 'VIDEO', 'SHOW')),
  title jsonb,
  description jsonb,
  live_event_id integer references live_event (id) on delete cascade,
  video_id integer references video (id) on delete cascade,
  start_date timestamptz not null,
  end_date timestamptz not null,
  check (end_date > start_date),
  check ((kind = 'REPLAY') = (live_event_id is not null)),
  check ((kind = 'VIDEO') = (video_id is not null)),
  check ((kind = 'SHOW') = (title is not null))
);

create index programme_channel_time_idx on programme (channel_id, start_date);
