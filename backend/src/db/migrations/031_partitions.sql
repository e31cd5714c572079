-- Content partitions (issue 13, spec §3 partitionSettings). A partitioned realm
-- splits its catalogue into partitions (regions, leagues, the team a viewer
-- follows); each account belongs to one of them (app_user.partition, since
-- migration 004) and sees the realm's shared items plus its partition's own.
--
-- A menu item may belong to some partitions: empty (every item until now) is
-- the shared menu every viewer sees; otherwise only viewers of one of those
-- partitions see it, and guests never do. The menu stays one shared answer
-- per realm and language: the list travels with each item and the gateway
-- drops what the viewer's partition does not include.
alter table menu_item add column partitions text[] not null default '{}';

-- Who belongs to a partition, e.g. when a realm retires one.
create index app_user_partition_idx on app_user (realm_id, partition) where partition is not null;
