-- Every write an admin makes while impersonating a customer (impersonation/
-- impersonationAudit.ts): what was asked, how it was answered, by whom. Refused
-- attempts are kept too: they are what support wanted to do.
--
-- The admin's id is a plain number, not a reference: the trace outlives the
-- admin's account. The customer's rows go with the customer's account.
create table impersonation_audit (
  id bigint generated always as identity primary key,
  realm_id integer not null references realm (id) on delete cascade,
  admin_id integer not null,
  customer_id integer not null references app_user (id) on delete cascade,
  -- The impersonation session (one link opened): groups what one visit did.
  session_id integer not null,
  method text not null,
  -- The route's template (`/api/v2/customer/cards/:id`) and the path as asked, without its query string.
  route text not null,
  path text not null,
  status_code integer not null,
  -- The answer's error code (`IMPERSONATION_READ_ONLY`, `WRONG_PASSWORD`…); null for a success.
  error_code text,
  at timestamptz not null
);
create index impersonation_audit_realm on impersonation_audit (realm_id, id desc);
create index impersonation_audit_customer on impersonation_audit (realm_id, customer_id, id desc);
