CREATE TABLE "posts"."weekly_digests" (
	"account_id" integer NOT NULL,
	"week_start" date NOT NULL,
	"time_zone" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"send_by" timestamp with time zone NOT NULL,
	"outcome" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"claimed_until" timestamp with time zone,
	"claimed_by" text,
	"sending_since" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"message_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "weekly_digests_account_id_week_start_pk" PRIMARY KEY("account_id","week_start")
);
--> statement-breakpoint
ALTER TABLE "posts"."ai_configurations" ADD COLUMN "weekly_digest" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE INDEX "weekly_digests_due_idx" ON "posts"."weekly_digests" USING btree ("outcome","next_attempt_at");