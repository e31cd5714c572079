-- Publishing (issue 13, admin previews): a realm prepares sections, buckets and
-- menu items before its viewers may see them. An unpublished one is left out
-- of every answer (a section is then not found) except an admin's preview
-- (`preview=true` on the section, bucket and init calls). Everything that
-- exists today stays as it is: published.
alter table section add column published boolean not null default true;
alter table bucket add column published boolean not null default true;
alter table menu_item add column published boolean not null default true;
