-- The GraphQL operations the gateways may run by id, shared by every gateway
-- (persistedOperation/persistedOperationRepository.ts). During a rolling
-- upgrade a browser tab of the previous web build sends ids the new gateways'
-- own files do not hold, and a tab of the new build reaches gateways still on
-- the old one: each gateway registers its own set here when it starts, and
-- asks here for an id its files lack.
create table persisted_operation (
  -- SHA-256 (lowercase hex) of the text: the id a client sends.
  id text primary key check (id ~ '^[0-9a-f]{64}$'),
  -- The set it was registered in: web, tv, ios, android…
  platform text not null,
  text text not null,
  first_registered_at timestamptz not null default now(),
  -- Renewed by every gateway start (and daily) whose set holds it: a retired build's operations age out.
  last_registered_at timestamptz not null default now()
);
create index persisted_operation_last_registered on persisted_operation (last_registered_at);
