CREATE TABLE "posts"."alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"incident_key" text NOT NULL,
	"kind" text NOT NULL,
	"post_id" integer,
	"product_name" text,
	"scheduled_date" timestamp with time zone,
	"title" text NOT NULL,
	"reason" text NOT NULL,
	"affected_posts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	"mail_status" text DEFAULT 'pending' NOT NULL,
	"mail_attempts" integer DEFAULT 0 NOT NULL,
	"mail_due_at" timestamp with time zone DEFAULT now() NOT NULL,
	"mail_claimed_until" timestamp with time zone,
	"mailed_at" timestamp with time zone,
	CONSTRAINT "alerts_account_incident_unique" UNIQUE("account_id","incident_key")
);
--> statement-breakpoint
CREATE TABLE "posts"."connection_health_copy" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"checked_at" timestamp with time zone NOT NULL,
	"connected" boolean NOT NULL,
	"problems" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"copied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "alerts_account_created_idx" ON "posts"."alerts" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "alerts_mail_due_idx" ON "posts"."alerts" USING btree ("mail_due_at") WHERE "posts"."alerts"."mail_status" = 'pending';