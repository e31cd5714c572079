-- The five navigation layouts of spec §2 and every kind of menu item
-- (backend/src/realm/menu.ts describes both):
-- - HAMBURGER keeps the items behind a menu button at every width; FOLDER draws
--   the realm's FOLDER items as dropdowns (other layouts show a folder's items
--   in its place, so a realm can change layout without rewriting its menu);
-- - LINK items point outside (url, http or https only: never `javascript:`);
--   PLUGIN items name their plugin (the `consent` plugin opens the consent
--   preferences) and may carry the url of the plugin's page;
-- - a FOLDER item holds the items whose parent_id it is, one level deep.
alter table realm drop constraint realm_menu_layout_check;
alter table realm add constraint realm_menu_layout_check
  check (menu_layout in ('TOP', 'TOP_LEFT', 'HAMBURGER', 'SIDEBAR', 'FOLDER'));

alter table menu_item drop constraint menu_item_type_check;
alter table menu_item
  add column url text,
  add column plugin text,
  add column parent_id integer references menu_item (id) on delete cascade;
alter table menu_item add constraint menu_item_type_check
  check (type in ('SECTION', 'VIEW', 'LINK', 'PLUGIN', 'FOLDER'));
-- Each kind of item carries what it leads to; a folder sits at the top level.
alter table menu_item add constraint menu_item_target_check check (
  case type
    when 'SECTION' then section is not null
    when 'VIEW' then view is not null
    when 'LINK' then url ~ '^https?://'
    when 'PLUGIN' then plugin is not null and (url is null or url ~ '^(https?://|/)')
    when 'FOLDER' then parent_id is null
  end
);

create index menu_item_parent_idx on menu_item (parent_id);
