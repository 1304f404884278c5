-- The Facebook sandbox's tables leave svc-social's schema for the sandbox's own, `facebook_sandbox`
-- (libs/facebook-sandbox's migrations, applied when the sandbox loads). A table with rows (an
-- installation that ran the sandbox) keeps them: moved whole while the sandbox has no table of that
-- name, else its rows copied into the sandbox's (by the columns both have), then dropped. An empty one
-- (an installation talking to Facebook) is dropped, and no sandbox schema is made. The sandbox's first
-- migration takes the same transaction lock, so the two never interleave, whichever runs first.
SELECT pg_advisory_xact_lock(hashtext('post-studio:facebook-sandbox-tables'));--> statement-breakpoint
DO $$
DECLARE
  t text;
  has_rows boolean;
  shared text;
BEGIN
  FOREACH t IN ARRAY ARRAY['sandbox_codes', 'sandbox_containers', 'sandbox_messages', 'sandbox_posts', 'sandbox_tokens'] LOOP
    CONTINUE WHEN to_regclass(format('social.%I', t)) IS NULL;
    EXECUTE format('SELECT EXISTS (SELECT 1 FROM social.%I)', t) INTO has_rows;
    IF has_rows AND to_regclass(format('facebook_sandbox.%I', t)) IS NULL THEN
      CREATE SCHEMA IF NOT EXISTS facebook_sandbox;
      EXECUTE format('ALTER TABLE social.%I SET SCHEMA facebook_sandbox', t);
    ELSE
      IF has_rows THEN
        SELECT string_agg(quote_ident(c.column_name), ', ' ORDER BY c.ordinal_position) INTO shared
        FROM information_schema.columns c
        WHERE c.table_schema = 'social' AND c.table_name = t AND EXISTS (
          SELECT 1 FROM information_schema.columns d
          WHERE d.table_schema = 'facebook_sandbox' AND d.table_name = t AND d.column_name = c.column_name
        );
        EXECUTE format(
          'INSERT INTO facebook_sandbox.%I (%s) SELECT %s FROM social.%I ON CONFLICT DO NOTHING',
          t, shared, shared, t
        );
      END IF;
      EXECUTE format('DROP TABLE social.%I', t);
    END IF;
  END LOOP;
END $$;
