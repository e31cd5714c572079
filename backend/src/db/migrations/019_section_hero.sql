-- A section's hero: the one title its page opens with, as a big banner above
-- the rails (issue 10: "a hero on home"; the spec does not describe one). The
-- realm picks it, as it picks a bucket's items: a content reference, both
-- halves set or neither. Like a bucket item, it may point at a title the
-- viewer may not see; the API then answers no hero rather than the title.
alter table section
  add column hero_content_type text check (hero_content_type in ('VIDEO', 'LIVE_EVENT', 'PLAYLIST', 'SERIES')),
  add column hero_content_id integer,
  add constraint section_hero_whole check ((hero_content_type is null) = (hero_content_id is null));
