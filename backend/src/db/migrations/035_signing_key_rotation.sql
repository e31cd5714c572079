-- Signing keys rotated without restarts (backend/src/session/signingKeys.ts,
-- `node backend/dist/rotateSigningKey.js`; docs/operations.md, "Key rotation").
-- Every backend re-reads this table each minute and judges each key by the time:
--
-- - signs_from: when the key may start signing. A new key is published at
--   /.well-known/jwks.json from its insertion, and signs only from this time,
--   so every gateway has learned it before the first token it signs arrives.
--   Null: it signs from its creation (the first key, and every key made before
--   this migration), as the newest active key did until now.
-- - retires_at: from this time no token of the key is accepted and the key is
--   no longer published. Null: never (until it is made inactive).
--
-- Expand only: both columns are nullable, so a backend of the previous release
-- (which reads `active` and `created_at` alone, once at its start) keeps working
-- while this release rolls out. Rotate only once every backend runs this one.
alter table signing_key add column signs_from timestamptz;
alter table signing_key add column retires_at timestamptz;
