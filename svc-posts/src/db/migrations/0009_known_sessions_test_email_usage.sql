CREATE TABLE "posts"."known_sessions" (
	"sid" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"started" boolean DEFAULT false NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "posts"."test_email_usage" (
	"account_id" integer NOT NULL,
	"day" date NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "test_email_usage_account_id_day_pk" PRIMARY KEY("account_id","day")
);
--> statement-breakpoint
CREATE INDEX "known_sessions_expires_at_idx" ON "posts"."known_sessions" USING btree ("expires_at");