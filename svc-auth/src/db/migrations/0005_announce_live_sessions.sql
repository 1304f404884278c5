-- The other services now take only tokens whose session svc-auth announced: the sessions live at this
-- upgrade are announced once, so nobody signed in is sent back to the login page.
INSERT INTO "auth"."outbox" ("subject", "payload")
SELECT 'auth.session.started',
       jsonb_build_object('sid', "token", 'expiresAt', to_char("expires_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
FROM "auth"."sessions"
WHERE "revoked_at" IS NULL AND "expires_at" > now();
