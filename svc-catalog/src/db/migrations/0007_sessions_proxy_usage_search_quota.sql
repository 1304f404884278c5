CREATE TABLE "catalog"."image_search_account_usage" (
	"account_id" integer NOT NULL,
	"day" date NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "image_search_account_usage_account_id_day_pk" PRIMARY KEY("account_id","day")
);
--> statement-breakpoint
CREATE TABLE "catalog"."known_sessions" (
	"sid" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"started" boolean DEFAULT false NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "catalog"."proxy_image_usage" (
	"caller" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "proxy_image_usage_caller_window_start_pk" PRIMARY KEY("caller","window_start")
);
--> statement-breakpoint
CREATE INDEX "known_sessions_expires_at_idx" ON "catalog"."known_sessions" USING btree ("expires_at");