-- The realm settings that decide how viewers watch (spec §3): DVR, the EPG and
-- schedule pages, the single list offered when watchlists are off, what geo-blocked
-- content looks like, EPG playback, multi-view, and how many streams one account
-- may play at once. Defaults are the conservative choice for a realm that has not
-- said otherwise.
alter table realm
  add column has_dvr boolean not null default false,
  add column epg_matrix text not null default 'DISABLED' check (epg_matrix in ('ENABLED', 'DISABLED')),
  add column schedule_section text not null default 'ENABLED' check (schedule_section in ('ENABLED', 'DISABLED')),
  add column watchlist_favourites_mode text not null default 'DISABLED'
    check (watchlist_favourites_mode in ('MY_LIST', 'FAVOURITES', 'DISABLED')),
  add column geo_blocked_content_display_mode text not null default 'HIDE'
    check (geo_blocked_content_display_mode in ('HIDE', 'SHOW_LOCKED')),
  add column current_program_playback_status text not null default 'DISABLED'
    check (current_program_playback_status in ('ENABLED', 'DISABLED')),
  add column epg_playback_content_status text not null default 'DISABLED'
    check (epg_playback_content_status in ('ENABLED', 'DISABLED')),
  add column multi_view_allowed boolean not null default false,
  add column concurrent_stream_limit integer not null default 2 check (concurrent_stream_limit between 1 and 20);
