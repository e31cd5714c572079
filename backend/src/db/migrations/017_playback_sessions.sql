-- Streams being played, one row per sign-in session (a device) that plays
-- something: the per-account concurrent-stream limit (realm.concurrent_stream_limit)
-- counts the other sessions of the account whose heartbeat is recent.
create table playback_session (
  id uuid primary key default gen_random_uuid(),
  realm_id integer not null references realm (id) on delete cascade,
  user_id integer not null references app_user (id) on delete cascade,
  session_id integer not null unique references session (id) on delete cascade,
  content_type text not null check (content_type in ('VIDEO', 'LIVE_EVENT')),
  content_id integer not null,
  started_at timestamptz not null,
  last_heartbeat_at timestamptz not null
);

create index playback_session_user_idx on playback_session (user_id, last_heartbeat_at);
