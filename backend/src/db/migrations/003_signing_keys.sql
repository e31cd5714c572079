-- The keys that sign access tokens (ES256). The first start generates one, so
-- tokens survive restarts and every instance sharing this database signs and
-- verifies with the same key. Active keys are published at
-- /.well-known/jwks.json; the newest active key signs. To retire a key, mark it
-- inactive (tokens it signed stop working at the next start of each instance).
-- The private half lives here: whoever can read this table can mint tokens
-- (TOKEN_PRIVATE_KEY keeps it out of the database instead).
create table signing_key (
  kid text primary key,
  algorithm text not null check (algorithm in ('ES256')),
  public_jwk jsonb not null,
  private_jwk jsonb not null,
  created_at timestamptz not null default now(),
  active boolean not null default true
);
