-- Realms as configuration (issue 13): a realm is written from a realm file
-- (backend/realms/*.json, REALMS_DIR, or PUT /admin/realms/{name}; docs/realm-file.md),
-- upserted by its name. The demo realms keep their fixed ids 1 and 2; a realm
-- added from a file takes the next id of this sequence, well clear of them.
create sequence realm_id_seq start with 100 owned by realm.id;
alter table realm alter column id set default nextval('realm_id_seq');

alter table realm
  -- Spec §2: the root, for a visitor who is not signed in, redirects here (home when it is home).
  add column splash_url text,
  -- The realm's own 404 page: {"title": {lang: text}, "body": {lang: text}, "imageUrl": text|null}; null = the platform's page.
  add column not_found_page jsonb,
  -- False: a viewer whose request arrives through a VPN (the gateway's VPN header) is blocked.
  add column vpn_allowed boolean not null default true,
  -- Spec §3 WITH_COOKIE_BANNER: the web asks for cookie consent.
  add column with_cookie_banner boolean not null default false,
  -- The Android smart banner's Google Play app: {"androidPackage": "com.example.app"}; null = no banner.
  add column smart_banner jsonb,
  -- Content partitions (spec §3 partitionSettings): stored and served; the screens come later.
  -- {"status": "ENABLED"|"DISABLED", "partitions": [{"id": text, "name": {lang: text}}]}
  add column partition_settings jsonb not null default '{"status": "DISABLED", "partitions": []}';
