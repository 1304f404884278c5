-- The sandbox's own schema. An installation that ran the sandbox before kept these tables in svc-social's
-- schema; svc-social's migration 0027 brings them (and their rows) here, before or after this one: under
-- the lock both take, whichever runs second finds the other's tables and leaves them (IF NOT EXISTS).
SELECT pg_advisory_xact_lock(hashtext('post-studio:facebook-sandbox-tables'));--> statement-breakpoint
CREATE SCHEMA IF NOT EXISTS "facebook_sandbox";
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "facebook_sandbox"."sandbox_codes" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"user_key" integer NOT NULL,
	"redirect_uri" text NOT NULL,
	"declined" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "facebook_sandbox"."sandbox_containers" (
	"id" text PRIMARY KEY NOT NULL,
	"ig_id" text NOT NULL,
	"kind" text DEFAULT 'image' NOT NULL,
	"caption" text NOT NULL,
	"image_url" text,
	"alt_text" text,
	"children" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"checks" integer DEFAULT 0 NOT NULL,
	"video_url" text,
	"cover_url" text,
	"share_to_feed" boolean DEFAULT true NOT NULL,
	"failure" text,
	"published_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "facebook_sandbox"."sandbox_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"user_key" integer NOT NULL,
	"page_id" text NOT NULL,
	"platform" text NOT NULL,
	"patient_id" text NOT NULL,
	"patient_name" text NOT NULL,
	"sender" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "facebook_sandbox"."sandbox_posts" (
	"id" text PRIMARY KEY NOT NULL,
	"user_key" integer NOT NULL,
	"page_id" text NOT NULL,
	"platform" text NOT NULL,
	"format" text DEFAULT 'feed' NOT NULL,
	"message" text NOT NULL,
	"image_url" text,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"comments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"video_url" text,
	"cover_url" text,
	"share_to_feed" boolean DEFAULT true NOT NULL,
	"permalink" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "facebook_sandbox"."sandbox_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_key" integer NOT NULL,
	"page_id" text,
	"declined" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"data_access_expires_at" timestamp with time zone,
	"never_expires" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "sandbox_messages_user_created_idx" ON "facebook_sandbox"."sandbox_messages" USING btree ("user_key","created_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "sandbox_posts_user_created_idx" ON "facebook_sandbox"."sandbox_posts" USING btree ("user_key","created_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "sandbox_tokens_created_at_idx" ON "facebook_sandbox"."sandbox_tokens" USING btree ("created_at");