-- The device that used a refresh token (sessionService.ts, refreshSession): only that device's
-- own second use within a few seconds (a burst of its requests over two gateways) is answered
-- again; a use by anyone else after it, or before it, still ends the session.
alter table refresh_token add column used_by_device text;
