-- Page behaviour of spec §2 (issue 13), set by the realm file (docs/realm-file.md "Pages").
alter table realm
  -- Spec §3 settings.ENHANCED_METADATA_VIEWS: series and season pages use the richer
  -- layout (facts, genres, featured fighters, seasons as tabs, episode rows).
  add column enhanced_metadata_views boolean not null default false,
  -- Spec §2 interstitial video pages: where a video opens on its landing page
  -- (artwork, facts, Play) instead of playing at once.
  -- {"playlist": bool, "series": bool, "season": bool, "video": bool}
  add column interstitials jsonb not null default '{"playlist": false, "series": false, "season": false, "video": false}';
