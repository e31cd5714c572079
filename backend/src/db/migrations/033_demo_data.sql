-- Which revision of the demo data this database holds (backend/src/seed/seedDemoData.ts).
-- The demo is written once per revision, so a restart neither takes seconds of seeding nor
-- undoes what viewers and admins changed. A production database never has a row here.
create table demo_data (
  revision text primary key,
  loaded_at timestamptz not null default now()
);
