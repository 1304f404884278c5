CREATE TABLE "social"."account_time_zones" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"time_zone" text NOT NULL,
	"copied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social"."inbox_daily_mails" (
	"account_id" integer NOT NULL,
	"day" text NOT NULL,
	"overdue" integer NOT NULL,
	"checked_at" timestamp with time zone NOT NULL,
	CONSTRAINT "inbox_daily_mails_account_id_day_pk" PRIMARY KEY("account_id","day")
);
--> statement-breakpoint
CREATE TABLE "social"."inbox_suggestion_usage" (
	"account_id" integer NOT NULL,
	"day" date NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "inbox_suggestion_usage_account_id_day_pk" PRIMARY KEY("account_id","day")
);
