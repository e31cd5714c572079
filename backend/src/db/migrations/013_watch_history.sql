-- Where each viewer left each video (resume, "Continue watching", the history
-- page). One row per viewer and video, overwritten as they watch: a profile of
-- an account, or a guest (profile_id null), whose rows live as long as the
-- guest user does.

create table watch_position (
  user_id integer not null references app_user (id) on delete cascade,
  profile_id integer references profile (id) on delete cascade,
  video_id integer not null references video (id) on delete cascade,
  -- Seconds into the video, and the length the player measured (the stream's
  -- real length, which the catalogue's `duration` may not match).
  position integer not null check (position >= 0),
  duration integer not null check (duration > 0),
  updated_at timestamptz not null
);

-- A guest has no profile: 0 stands for "the user itself", so one viewer has one row per video.
create unique index watch_position_viewer_video_idx on watch_position (user_id, coalesce(profile_id, 0), video_id);
create index watch_position_viewer_recent_idx on watch_position (user_id, coalesce(profile_id, 0), updated_at desc);
